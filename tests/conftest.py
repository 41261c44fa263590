import os

# Headless by default; `make test-xvfb` overrides this with xcb under Xvfb.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PARTY_TABLE_NO_LAN"] = "1"  # never announce or browse tables on the local network (net/discovery.py)
