"""Developer tools run from the command line: the selftest, `bench gui` and the text audit."""
