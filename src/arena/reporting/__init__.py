"""The HTML report of a results folder: one self-contained file (``arena report --html``).

Self-contained means it opens from disk, offline, years later: styles inline, charts as inline
SVG drawn in Python, no script, and a Content-Security-Policy that forbids loading anything. Every
value comes through Jinja2's autoescaping, so text a model or an item wrote stays text.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from jinja2 import Environment, PackageLoader, select_autoescape

from arena.errors import UserError
from arena.reporting.page import build
from arena.reporting.rejudged import read_judged
from arena.results import Results

REPORT_NAME = "report.html"


@lru_cache(maxsize=1)
def _environment() -> Environment:
    return Environment(
        loader=PackageLoader("arena.reporting", ""),
        autoescape=select_autoescape(["html", "j2"], default=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )


def render(results: Results) -> str:
    """The report of ``results`` as one HTML string."""
    return _environment().get_template("report.html.j2").render(**build(results))


def write_report(folder: Path, out: Path | None = None) -> Path:
    """Render ``folder``'s report to ``out`` (default: ``folder/report.html``)."""
    target = out or folder / REPORT_NAME
    if target.is_dir():
        raise UserError(f"{target} is a folder: give --html a file, e.g. {target / REPORT_NAME}")
    html = render(read_judged(folder))  # verdicts held to each run's evidence (red team 46)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(html, encoding="utf-8")
    except OSError as exc:
        # the error named no way out (users tester 32: a read-only results folder, --html /proc/x)
        why = exc.strerror
        if (blocking := _file_on_the_way(target)) is not None:  # said "File exists" (users50b)
            why = f"{blocking} is a file, not a folder"
        raise UserError(
            f"cannot write the report to {target}: {why}; give --html a file in a "
            "folder you can write"
        ) from None
    return target


def _file_on_the_way(target: Path) -> Path | None:
    """The nearest folder on the way to ``target`` that exists and is a file, else None."""
    for up in target.parents:
        if up.exists():
            return None if up.is_dir() else up
    return None


__all__ = ["REPORT_NAME", "render", "write_report"]
