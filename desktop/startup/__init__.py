"""Start-up: the QApplication with its fonts, language, logging and crash hook."""
