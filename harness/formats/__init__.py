"""Readers (and writers) of suite files: GNU Go's ``.tst`` and our YAML."""


class SuiteFormatError(Exception):
    """A suite file that cannot be read; the message names the file and line."""
