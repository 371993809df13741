"""``arena model serve``: the scripted model as a standalone OpenAI-compatible server."""

from __future__ import annotations

import click

from arena.cli.options import Finite, Group, check_host


@click.group(cls=Group)
def model() -> None:
    """The scripted OpenAI-compatible model server."""


@model.command()
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    callback=check_host,
    help="Address to listen on.",
)
@click.option(
    "--port",
    default=8750,
    show_default=True,
    type=click.IntRange(0, 65535),
    help="Port to listen on (0: any free one, printed at start).",
)
@click.option(
    "--latency-ms",
    default=0.0,
    show_default=True,
    # nan and inf were taken (inf: every request hung) and -5 said 'got -5.0, 0.0' (users34)
    type=Finite(0, 3_600_000),
    help="Delay per request.",
)
def serve(host: str, port: int, latency_ms: float) -> None:
    """Serve the scripted model until interrupted (model names: scripted-<behaviour>)."""
    from arena.model import serve as serve_model

    # a port in use said only "Address already in use" (users30): the server's bind says what
    # holds it and the fix, as arena serve and arena view do (arena.errors.cannot_listen)
    serve_model(host=host, port=port, latency_ms=latency_ms, echo=_shown)


def _shown(line: str) -> None:
    """A line the server prints as it starts, folded at spaces on a terminal (the model names,
    337 characters, ran past 80 columns: users43); whole into a pipe (``| head -1`` reads the
    URL, a script the names)."""
    from arena.line_fold import fill, stdout_width

    width = stdout_width()
    print(line if width is None or len(line) <= width else fill(line, width))
