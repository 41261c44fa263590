"""Widgets the screens share: the chart, the lobby's box covers, the log list."""
