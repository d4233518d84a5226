"""Tests of the Go engine (engine/go)."""
