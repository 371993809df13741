"""``arena view``: the reports of a folder of results, served on 127.0.0.1 only.

Each report is rendered when asked for, so a folder written a second ago shows up. Only loopback
is bound: results hold prompts, tool results and store locations, not for the network.
"""

from __future__ import annotations

import html
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import quote, unquote

from arena.errors import ArenaError, UserError, cannot_listen
from arena.reporting import render
from arena.reporting.rejudged import read_judged

HOST = "127.0.0.1"


def result_folders(root: Path) -> list[Path]:
    """``root`` itself when it is a results folder, else its sub-folders that are, newest first."""
    if (root / "summary.json").is_file():
        return [root]
    found = [p.parent for p in root.glob("*/summary.json")]
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


def _index(root: Path, folders: list[Path]) -> str:
    rows = "".join(
        f'<li><a href="/r/{quote(p.name)}/">{html.escape(p.name)}</a></li>' for p in folders
    )
    return (
        "<!doctype html><meta charset=utf-8><title>hitl-arena results</title>"
        '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
        "style-src 'unsafe-inline'\">"
        "<style>body{font:15px system-ui,sans-serif;margin:32px}</style>"
        f"<h1>Results in {html.escape(str(root))}</h1><ul>{rows or '<li>none yet</li>'}</ul>"
    )


def none_yet(root: Path, *, default: bool = False) -> str | None:
    """What to say when ``root`` holds no results folder: ``arena view`` served a page of
    "none yet" and said nothing where it was typed (users52). Where one folder down holds them
    (``arena view .`` beside results/), the command for that; else what writes one. None where
    there are results."""
    import shlex

    if result_folders(root):
        return None
    deeper = sorted({p.parent.parent for p in root.glob("*/*/summary.json")})
    said = f"no results folder in {shlex.quote(str(root))} yet (one holds summary.json)"
    if deeper:
        places = " or ".join(f"arena view {shlex.quote(str(p))}" for p in deeper[:2])
        return f"{said}; the results are one folder down: {places}"
    writes = (
        "arena run ARENA" if default else f"arena run ARENA --out {shlex.quote(str(root))}/NAME"
    )
    return f"{said}; {writes} writes one, and the page lists it once written"


def make_server(root: Path, port: int = 0, *, default: bool = False) -> ThreadingHTTPServer:
    """A server (not yet serving) for ``root``; ``port`` 0 picks a free one. ``default``: ``root``
    is the command's default (``results``), not one the user named."""
    if not root.is_dir():  # "results is not a folder" said neither where it looked nor what to pass
        what = "is a file, not a folder" if root.exists() else "does not exist"
        left = " (FOLDER left out: results/ in the current folder)" if default else ""
        import shlex  # quoted, as arena report says it: a trailing space was unseen (users46)

        from arena.results import file_of_results

        if inside := file_of_results(root, "arena view"):  # report.html given (users52)
            raise UserError(f"{shlex.quote(str(root.absolute()))}{inside}")
        raise UserError(
            f"results folder {shlex.quote(str(root.absolute()))} {what}{left}; give the results "
            "folder arena run printed (arena view PATH/results/<name>-<stamp>) or the folder "
            "holding them (arena view PATH/results)"
        )

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            folders = result_folders(root)
            path = unquote(self.path.split("?", 1)[0])
            if path == "/" and folders == [root]:
                self._reply(200, self._render(root))
            elif path == "/":
                self._reply(200, _index(root, folders))
            elif path.startswith("/r/"):
                name = path[3:].strip("/")
                match = next((p for p in folders if p.name == name), None)
                if match is None:
                    self._reply(404, f"<p>no results folder {html.escape(name)}</p>")
                else:
                    self._reply(200, self._render(match))
            else:
                self._reply(404, "<p>not found</p>")

        def _render(self, folder: Path) -> str:
            try:
                return render(read_judged(folder))
            except ArenaError as exc:
                return f"<p>cannot show {html.escape(folder.name)}: {html.escape(str(exc))}</p>"

        def _reply(self, status: int, body: str) -> None:
            data = body.encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: object) -> None:
            return

    try:
        return ThreadingHTTPServer((HOST, port), Handler)
    except OSError as exc:
        said = cannot_listen(HOST, port, exc, command="arena view", host_option=False)
        raise UserError(said) from None
