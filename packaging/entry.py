"""The frozen app's entry script: the same `party-table` entry point as a source install."""

import sys

from desktop.launcher import main

if __name__ == "__main__":
    if sys.platform != "linux":  # spawned workers of `--jobs` (rules/parallel.py) start through this program
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
