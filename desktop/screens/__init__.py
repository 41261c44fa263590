"""The windows and pages a player moves through: lobby, main window, end screen, review, statistics,
lessons, the rules, the privacy screen."""
