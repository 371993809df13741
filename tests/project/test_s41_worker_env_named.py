"""docs/workers.md names what a framework's environment gets installed (docs41).

The page said the crewai environment gets "the framework only (`crewai>=1.15`)" and that the
worker's side needs only the standard library and the framework; since ``arena.types`` became
msgspec structs (ba1a4114) ``arena.envs`` installs ``msgspec>=0.19`` there too, and the worker
imports it. Each requirement ``arena.envs.ENVS`` installs is named on the page as written.
"""

from __future__ import annotations

from pathlib import Path

from arena.envs import ENVS

PAGE = Path(__file__).resolve().parents[2] / "docs" / "workers.md"


def test_every_requirement_of_a_framework_environment_is_on_the_page() -> None:
    text = PAGE.read_text(encoding="utf-8")
    wanted = [r for spec in ENVS.values() for r in spec.requirements]
    assert wanted
    missing = [r for r in wanted if f"`{r}`" not in text]
    assert not missing, f"docs/workers.md's Contents line does not name: {missing}"
