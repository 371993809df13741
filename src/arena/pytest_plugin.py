"""pytest plugin for hitl-arena evals (fixtures are added by the eval-side API)."""
