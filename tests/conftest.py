import os

# Headless by default; `make test-xvfb` overrides this with xcb under Xvfb.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
