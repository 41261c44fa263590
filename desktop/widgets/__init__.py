"""Widgets the screens share: the chart, the lobby's box covers, the log list, the win-chance meter, a button
that cuts its words to its width, and windows that open no larger than their screen."""
