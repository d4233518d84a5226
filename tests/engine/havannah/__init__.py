"""Tests of the Havannah checker (engine/havannah)."""
