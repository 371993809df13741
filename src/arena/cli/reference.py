"""docs/cli.md, written from the commands themselves so the reference cannot drift from them.

``make cli-docs`` rewrites the page; tests/cli/test_cli_docs.py fails when a command or option is
missing from it, when one has no help text, or when the page is stale.
"""

from __future__ import annotations

from collections.abc import Iterator

import click

HEADER = """# Command reference

Every `arena` command and option, with its help text. Written by `make cli-docs` from the
commands themselves (src/arena/cli/reference.py); tests/cli/test_cli_docs.py keeps it current. The
guides say when to use what: [operator.md](operator.md) (pending, approve, deny, resume, serve),
[methodology.md](methodology.md) (run, matrix, probes), [faults.md](faults.md) (faults),
[workers.md](workers.md) (env), [benchmarks.md](benchmarks.md).

Exit codes, on every command: 0 done; 1 runs failed or could not be resumed; 2 a user mistake,
named in one line on stderr with its fix; 3 (`arena resume --all`) nothing failed, but runs are
held by a claim no process is known to continue; 130 interrupted; 141 what would have been 0, with
the output closed early (`| head`). Each command's, in words: [operator.md](operator.md), "Exit
codes and outcomes".
"""


def commands(group: click.Group) -> Iterator[tuple[str, click.Command]]:
    """Every leaf command under ``group`` as ("arena sub cmd", command), sorted by path."""

    def walk(cmd: click.Command, path: str) -> Iterator[tuple[str, click.Command]]:
        if isinstance(cmd, click.Group):
            ctx = click.Context(cmd)
            for name in sorted(cmd.list_commands(ctx)):
                sub = cmd.get_command(ctx, name)
                if sub is not None:
                    yield from walk(sub, f"{path} {name}")
        else:
            yield path, cmd

    yield from walk(group, "arena")


def option_names(cmd: click.Command) -> list[str]:
    """The spellings a user types (``--json``, ``-n``, ``--no-x``) and arguments as ``NAME``."""
    names = []
    for param in cmd.params:
        if isinstance(param, click.Option):
            names.extend(param.opts + param.secondary_opts)
        elif isinstance(param, click.Argument):
            names.append(param.make_metavar(click.Context(cmd)))
    return names


def markdown(group: click.Group) -> str:
    lines = [HEADER]
    for path, cmd in commands(group):
        ctx = click.Context(cmd, info_name=path)
        lines.append(f"## `{path}`\n")
        lines.append(_clean(cmd.help or ""))
        lines.append("")
        lines.append(f"    {path} {' '.join(cmd.collect_usage_pieces(ctx))}".rstrip())
        lines.append("")
        for param in cmd.params:
            if not isinstance(param, click.Option):
                continue
            record = param.get_help_record(ctx)
            if record is None:  # a hidden option
                continue
            spelled, text = record
            lines.append(f"- `{spelled}` — {_clean(text)}")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def _clean(text: str) -> str:
    return " ".join(text.replace("\b", "").split())


def main() -> None:
    from arena.cli import main as arena

    print(markdown(arena), end="")


if __name__ == "__main__":
    main()
