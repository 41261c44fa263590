# Party Table: `make play` to play, `make test` to run every test headless.
# Both bootstrap what they need on first run: OS libraries (apt), a .venv, the app.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
FONTS  := resources/fonts/Lato-Regular.ttf
QM     := resources/i18n/party_table_it.qm
XVFB   := xvfb-run -a -s "-screen 0 1920x1080x24"
# Worker processes for the headless pass (pytest-xdist; each worker has its own QApplication).
# `make test JOBS=0` runs in one process.
JOBS   ?= 2
# The tests that need a real window as well: window sizes and the table's fit, the toolkit's
# drags on a viewport, the shell's windows, the guard of Qt overrides. (Qt's refcount check
# draws nothing, so the headless pass is enough for it.)
XVFB_TESTS := tests/desktop/test_layout.py tests/desktop/test_toolkit.py tests/desktop/test_shell.py \
              tests/desktop/test_shell_polish.py tests/desktop/test_guard.py
# The test runs keep compiled modules in __pycache__ even where the environment says not to (CI does):
# otherwise each worker and each command a test starts compiles every module again (6 s a worker).
PYTEST := env PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest

.PHONY: play test test-deep test-xvfb lint bundle os-run os-test os-build fonts translations i18n-update clean

play: os-run $(VENV)/.installed fonts translations
	$(BIN)/party-table

test: os-test $(VENV)/.installed-dev fonts translations
	QT_QPA_PLATFORM=offscreen $(PYTEST) -n $(JOBS) --dist worksteal
	$(MAKE) --no-print-directory test-xvfb

# The rules' tests with four times as many seeded random games (11 minutes on 2 cores).
test-deep: os-test $(VENV)/.installed-dev
	PARTY_TABLE_GAMES_SCALE=4 QT_QPA_PLATFORM=offscreen $(PYTEST) -n $(JOBS) --dist worksteal tests/rules

# The tests that need a real window once more in an X server (xcb platform under Xvfb).
test-xvfb: os-test $(VENV)/.installed-dev fonts translations
	QT_QPA_PLATFORM=xcb $(XVFB) $(PYTEST) -m gui $(XVFB_TESTS)

# The standalone app (PyInstaller) in dist/, smoke-tested with --selftest, plus a Linux tarball.
bundle: os-build $(VENV)/.installed-build fonts translations
	packaging/bundle.sh

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/mypy

os-run:
	@packaging/os-deps.sh run
os-test:
	@packaging/os-deps.sh test
os-build:
	@packaging/os-deps.sh build

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.installed: pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install -q -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $@ $(VENV)/.installed

$(VENV)/.installed-build: pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install -q -e '.[build]'
	touch $@ $(VENV)/.installed

# The two bundled typefaces come from Debian's open-licensed font packages; they are
# copied in (with their licences), not committed.
fonts: $(FONTS)
$(FONTS):
	$(BIN)/python resources/fonts/collect.py

# The Italian translation: the .ts is kept in git (`make i18n-update` after changing texts), the .qm built.
translations: $(QM)
$(QM): resources/i18n/party_table_it.ts | $(VENV)/.installed
	$(BIN)/python packaging/i18n.py release
i18n-update: $(VENV)/.installed
	$(BIN)/python packaging/i18n.py update

clean:
	rm -rf build dist $(VENV) resources/generated
