"""What the app keeps on disk: saves and autosaves, statistics, settings, and where files live."""
