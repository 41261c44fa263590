"""Party Table's desktop app: the shell, the tables and the toolkit they share."""

#: The app's version, as pyproject.toml gives it (a test holds the two together); the About page shows it.
__version__ = "0.1.0"
