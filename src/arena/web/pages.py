"""How every inbox page is made (docs/architecture.md): its template, what a model, a user or
another operator said shown inert (Jinja2's autoescape, control characters as escapes), stored
times as every page says them, the security headers, and the error page each refusal gets.
:mod:`arena.web.app` turns requests into these pages.
"""

from __future__ import annotations

import sys
import unicodedata
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.responses import HTMLResponse, Response

from arena.errors import (
    Ambiguous,
    ArenaError,
    Conflict,
    Expired,
    InvalidAnswer,
    NotFound,
    StoreError,
    UnknownId,
)
from arena.identity import Unauthorized
from arena.store.base import Store
from arena.store.people import Operator
from arena.web import scope
from arena.web.edit_form import shown_call
from arena.web.failures import for_browser, store_failure
from arena.web.sessions import WebSession

TEMPLATES = Path(__file__).parent / "templates"
HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'self'; script-src 'self'; connect-src 'self'; "
        "img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}

#: What an expired request leaves: the same words on its page, in the queue and after a post.
TOLD = "the agent is told the request expired when its run is next resumed."
#: After an expired request's refusal (HTTP 410): what became of the answer, and what is left.
GONE = (
    "Your answer was not applied (the audit trail keeps it as refused, after the expiry); " + TOLD
)


class Pages:
    """The pages of one inbox over ``store`` (whose location an error's words are told by)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.jinja = Environment(
            loader=FileSystemLoader(TEMPLATES),
            autoescape=select_autoescape(default=True, default_for_string=True),
            finalize=_inert,
        )
        self.jinja.globals["shown_call"] = shown_call
        # A request past its deadline shows no form, its expiry and what its run is told next,
        # as the 410 after a post says (it showed only "-12 s left": users38)
        self.jinja.globals["told"] = TOLD
        self.jinja.filters["when"] = _when
        # Why a request cannot be answered, as a page says it: without the server's paths
        # (its --store in a suggested command showed the store's path: users44)
        self.jinja.filters["for_browser"] = lambda said: for_browser(str(said), store.location)

    def page(self, name: str, status: int = 200, **values: Any) -> HTMLResponse:
        html = self.jinja.get_template(name).render(**values)
        return HTMLResponse(html, status_code=status, headers=HEADERS)

    def error(self, exc: ArenaError, session: WebSession | None, op: Operator | None) -> Response:
        codes: dict[type[ArenaError], int] = {
            Unauthorized: 403,
            Conflict: 409,
            NotFound: 404,
            UnknownId: 404,  # the store's NotFound for an id that matches nothing
            Ambiguous: 404,
            InvalidAnswer: 400,
            # Gone for good, not a wrong answer: a 400 "Refused" read as if the operator had
            # filled the form in wrong and could post it again (users38)
            Expired: 410,
        }
        if isinstance(exc, StoreError):  # the server's failure, not the operator's (tester 21)
            print(f"arena serve: {exc}", file=sys.stderr, flush=True)  # the full words: a log
            failed = store_failure(exc)
            page = self.page(
                "error.html", failed.status, message=failed.message, title=failed.title,
                session=session, op=op,
            )  # fmt: skip
            page.headers.update(failed.headers)
            return page
        if isinstance(exc, scope.Choices):  # each one shown, a link (users37: typed into the URL)
            message = for_browser(str(exc), self.store.location)
            return self.page(
                "error.html", 404, message=message, title="Several match", links=exc.links,
                session=session, op=op,
            )  # fmt: skip
        status = codes.get(type(exc), 400)
        message = for_browser(str(exc), self.store.location)
        if status == 410:
            message += f". {GONE}"
        title = {404: "Not found", 409: "Already decided", 410: "Expired"}.get(status, "Refused")
        return self.page("error.html", status, message=message, title=title, session=session, op=op)


def _inert(value: Any) -> Any:
    """Every ``{{ value }}`` a page shows: control and format characters (ESC, NUL, bidi
    overrides, zero-width) as visible escapes, then Jinja2's HTML escaping."""
    if not isinstance(value, str) or value.isprintable():
        return value
    return "".join(
        ch if unicodedata.category(ch) not in _UNSAFE else ascii(ch)[1:-1] for ch in value
    )


_UNSAFE = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


def _when(value: Any) -> Any:
    """A stored time as every other page says it, '2026-12-05 09:08:53 UTC': a run's timeline
    and the audit trail read '2026-12-05T09:08:53.567427+00:00' beside its 'started' line
    (users tester 33). Anything else ('leg 2') as it is."""
    if isinstance(value, datetime):
        at = value
    elif isinstance(value, str):
        try:
            at = datetime.fromisoformat(value)
        except ValueError:
            return value
    else:
        return value
    if at.tzinfo is not None:
        at = at.astimezone(UTC)
    return f"{at:%Y-%m-%d %H:%M:%S} UTC"
