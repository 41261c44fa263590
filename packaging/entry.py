"""The frozen app's entry script: the same `party-table` entry point as a source install."""

import sys

from desktop.launcher import main

if __name__ == "__main__":
    sys.exit(main())
