"""Reports of runs: text (regress.sh's words), and later markdown, JUnit and HTML."""
