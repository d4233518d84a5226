"""The engines under test: :mod:`engine.go` and :mod:`engine.havannah`.

Both belong to the ``regress-harness`` distribution and answer GTP's
``version`` with its version, which is written once, in
``harness/__init__.py`` (``pyproject.toml`` reads it from there).  The
engines never import the harness, so they read it from the installed
distribution's metadata.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("regress-harness")
except PackageNotFoundError:  # run from a checkout that was never installed
    __version__ = "0+unknown"
