"""pytest plugin for hitl-arena evals (registered through the ``pytest11`` entry point)."""
