"""Every command and option is documented (docs/cli.md), with help text, and the page is current.

A user reads docs/, not the source: an option added without help or without regenerating the
reference fails here with the command that fixes it (``make cli-docs``).
"""

from __future__ import annotations

from pathlib import Path

import click

from arena.cli import main
from arena.cli.reference import commands, markdown, option_names

DOCS = Path(__file__).resolve().parents[2] / "docs"
REFERENCE = DOCS / "cli.md"


def test_every_option_has_help_text() -> None:
    missing = [
        f"{path} {'/'.join(p.opts)}"
        for path, cmd in commands(main)
        for p in cmd.params
        if isinstance(p, click.Option) and not p.hidden and not (p.help or "").strip()
    ]
    assert not missing, f"options without help text: {missing}"
    assert all((cmd.help or "").strip() for _, cmd in commands(main))


def test_every_command_and_option_is_in_docs() -> None:
    text = REFERENCE.read_text()
    absent = [
        f"{path} {name}"
        for path, cmd in commands(main)
        for name in [f"## `{path}`", *option_names(cmd)]
        if name not in text
    ]
    assert not absent, f"not in docs/cli.md (run `make cli-docs`): {absent}"


def test_reference_is_current() -> None:
    assert REFERENCE.read_text() == markdown(main), "docs/cli.md is stale: run `make cli-docs`"


def test_the_check_catches_an_undocumented_option() -> None:
    @click.command()
    @click.option("--shiny", is_flag=True)
    def extra() -> None:
        """A command nobody documented."""

    group = click.Group("arena", commands={"extra": extra})
    path, cmd = next(commands(group))
    assert path == "arena extra"
    assert option_names(cmd) == ["--shiny"]
    assert "--shiny" not in REFERENCE.read_text()
    assert "## `arena extra`" in markdown(group)
