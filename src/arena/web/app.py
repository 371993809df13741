"""The approval inbox: a Starlette app over the same library calls as the CLI (docs/operator.md).

Reading goes through :mod:`arena.inbox` (what an operator may see and decide), deciding through
:func:`arena.inbox.decide` with the operator's identity and ``interface="web"``: the policy's
roles, allowed decisions, quorum and expiry are enforced there, once, for the CLI and the web
alike. This module only turns requests into pages and form posts into those calls. Everything
that came from a model, a user or another operator reaches the page through Jinja2's autoescape
(no ``|safe`` anywhere), and a Content-Security-Policy forbids inline script and foreign origins.
"""

from __future__ import annotations

import typing
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any
from urllib.parse import quote

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route

from arena import inbox
from arena.errors import ArenaError, Conflict, InvalidAnswer, NotFound, StoreError
from arena.identity import Unauthorized, authenticate, operator_identity
from arena.operator_views import audit_views
from arena.policy import Policy
from arena.store.base import Store
from arena.store.people import Operator
from arena.views import edited_line, said_line
from arena.web import edit_form, live, scope
from arena.web.edit_form import edit_fields, form_edits
from arena.web.edit_form import shown_call as shown_call
from arena.web.failures import for_browser as for_browser
from arena.web.pages import HEADERS, Pages
from arena.web.sessions import COOKIE, Sessions, WebSession, csrf_ok
from arena.web.steps import edit_changes, edit_lines, timeline

SORTS = {
    "age": lambda s: s.asked_at,
    "expiry": lambda s: (s.expires_at is None, s.expires_at or datetime.max),
    "tool": lambda s: (s.tool, s.asked_at),
}
Handler = Callable[[Request, WebSession, Operator], Awaitable[Response]]


class Inbox(Pages):
    """One inbox over one store; ``secure_cookies`` adds ``Secure`` (serve it over HTTPS then).
    Its pages, and the error page for each refusal, are :class:`arena.web.pages.Pages`'."""

    def __init__(self, store: Store, *, policy: Policy | None, secure_cookies: bool) -> None:
        super().__init__(store)
        self.policy = policy
        self.secure_cookies = secure_cookies
        self.sessions = Sessions()

    # -- plumbing ---------------------------------------------------------------------------
    async def no_page(self, request: Request, exc: Exception) -> Response:
        """A path with no page: the error page, not Starlette's bare "Not Found" (users31)."""
        return self.page("error.html", 404, title="Not found", message="No page here.")

    def signed_in(self, handler: Handler) -> Callable[[Request], Awaitable[Response]]:
        """Pages for a logged-in operator; a POST also needs this session's CSRF token."""

        async def endpoint(request: Request) -> Response:
            session = self.sessions.get(request.cookies.get(COOKIE))
            try:
                op = await run_in_threadpool(self._operator, session)
            except StoreError as exc:
                return self.error(exc, None, None)
            if session is None or op is None:
                if request.method != "GET":  # a bare 'log in first' lost the decision unsaid
                    return self.page("login.html", 403, session=None, op=None, error=_ENDED)
                return RedirectResponse("/login", status_code=303, headers=HEADERS)
            if request.method == "POST":
                form = await request.form()
                if not csrf_ok(session, form.get("csrf")):
                    return self.page(
                        "error.html", 403, title="Refused", message=_STALE_FORM,
                        session=session, op=op,
                    )  # fmt: skip
            try:
                return await handler(request, session, op)
            except ArenaError as exc:
                return self.error(exc, session, op)

        return endpoint

    def _operator(self, session: WebSession | None) -> Operator | None:
        """The session's operator, if still registered (a removed one is logged out)."""
        if session is None:
            return None
        found = next((o for o in self.store.operators() if o.name == session.operator), None)
        if found is None:
            self.sessions.end(session.id)
        return found

    # -- login ------------------------------------------------------------------------------
    async def login(self, request: Request) -> Response:
        if request.method == "GET":
            return self.page("login.html", session=None, op=None, error=None)
        form = await request.form()
        token = str(form.get("token") or "")
        if request.headers.get("origin") not in (None, _origin(request)):
            return PlainTextResponse("refused: cross-site login", status_code=403, headers=HEADERS)
        try:
            op = await run_in_threadpool(authenticate, self.store, token)
        except Unauthorized as exc:
            return self.page("login.html", 403, session=None, op=None, error=str(exc))
        except StoreError as exc:
            return self.error(exc, None, None)
        session = self.sessions.start(op.name)
        response = RedirectResponse("/login/check", status_code=303, headers=HEADERS)
        response.set_cookie(
            COOKIE,
            session.id,
            httponly=True,
            samesite="strict",
            secure=self.secure_cookies,
            path="/",
        )
        return response

    async def login_check(self, request: Request) -> Response:
        """Where a login lands: on to the queue when the browser sent the session cookie back;
        else say why (a Secure cookie over plain HTTP is dropped, and the login page came back
        without a word)."""
        session = self.sessions.get(request.cookies.get(COOKIE))
        if session is not None:
            return RedirectResponse("/", status_code=303, headers=HEADERS)
        return self.page("login.html", 400, session=None, op=None, error=_COOKIE_DROPPED)

    async def logout(self, request: Request, session: WebSession, op: Operator) -> Response:
        self.sessions.end(session.id)
        response = RedirectResponse("/login", status_code=303, headers=HEADERS)
        response.delete_cookie(COOKIE, path="/")
        return response

    # -- pages ------------------------------------------------------------------------------
    async def queue(self, request: Request, session: WebSession, op: Operator) -> Response:
        sort = request.query_params.get("sort", "age")
        if sort not in SORTS:
            sort = "age"
        after = request.query_params.get("after") or None
        try:
            queue = await run_in_threadpool(
                lambda: inbox.queue_for(
                    self.store, op, policy=self.policy, limit=QUEUE_PAGE, after=after
                )
            )
        except NotFound as exc:  # the store's words name the CLI's --after (users43)
            if after is None:
                raise
            raise NotFound(_no_after(after)) from exc
        rows = sorted(queue.mine, key=SORTS[sort], reverse=sort == "age")
        expired = [r for r in rows if r.state == "expired"]  # past their deadline: no decision
        rows = [r for r in rows if r.state != "expired"]
        now = await run_in_threadpool(self.store.now)
        return self.page(
            "queue.html",
            session=session,
            op=op,
            behind=await run_in_threadpool(self._behind),
            rows=rows,
            expired=expired,
            unanswerable=queue.unanswerable,
            others=queue.others,
            sort=sort,
            now=now,
            live=True,
            after=after,
            next_after=queue.next_after,
            page_size=QUEUE_PAGE,
        )

    async def request_page(self, request: Request, session: WebSession, op: Operator) -> Response:
        rid = await run_in_threadpool(self._request_id, request, op)
        view = await run_in_threadpool(inbox.summary, self.store, rid, op, policy=self.policy)
        if not view.permitted and view.state == "pending":
            raise Unauthorized(view.why_not or f"{op.name} may not decide request {rid}")
        fields = await run_in_threadpool(edit_fields, self.store, view)
        no_edit = None
        if not fields and "edit" in view.governance.offered and view.state == "pending":
            no_edit = await run_in_threadpool(edit_form.no_edit, self.store, view)
        now = await run_in_threadpool(self.store.now)
        behind = await run_in_threadpool(self._behind)
        return self.page(
            "request.html", session=session, op=op, r=view, fields=fields, now=now, notice=None,
            no_edit=no_edit, behind=behind,
        )  # fmt: skip

    async def decide(self, request: Request, session: WebSession, op: Operator) -> Response:
        rid = await run_in_threadpool(self._request_id, request, op)
        form = await request.form()
        decision = str(form.get("decision") or "")
        if decision not in ("approve", "deny", "edit", "reply"):
            raise InvalidAnswer(f"unknown decision {decision!r}; one of approve, deny, edit, reply")
        edits: dict[str, str] = {}
        if decision == "edit":
            view = await run_in_threadpool(inbox.summary, self.store, rid, op, policy=self.policy)
            fields = await run_in_threadpool(edit_fields, self.store, view)
            edits = form_edits(form.multi_items(), {f["name"]: f["value"] for f in fields})
        try:
            result = await run_in_threadpool(
                lambda: inbox.decide(
                    self.store,
                    rid,
                    operator_identity(op, interface="web"),
                    typing.cast(Any, decision),
                    reason=str(form.get("reason") or "") or None,
                    text=str(form.get("text") or "") or None,
                    note=str(form.get("note") or "") or None,
                    edits=edits or None,
                    policy=self.policy,
                )
            )
        except Conflict:
            # A double click, a retried POST, this operator's second tab: their own approve or
            # deny already stands (the store keeps no refusal for such a repeat), so the page
            # reads back what it did, where a 409 said "already answered" as if another had
            # beaten them to it (durable36). Anyone else's, or a different decision: refused.
            mine = await run_in_threadpool(
                lambda: inbox.decision_of(self.store, rid, op, policy=self.policy)
            )
            if mine is None or decision not in ("approve", "deny") or mine.decision != decision:
                raise
            result = mine
            # Other words this time were dropped in silence (users50b): the page says so.
            said = "; ".join(str(form.get(k) or "") for k in ("reason", "note") if form.get(k))
            unsaid = "?unrecorded=1" if said.strip() and said != mine.said else ""
        else:
            unsaid = ""
        # Post/Redirect/Get: a refresh of what follows reads the decision back, never re-posts.
        return RedirectResponse(
            f"/requests/{quote(result.request_id, safe='')}/decided{unsaid}",
            status_code=303,
            headers=HEADERS,
        )

    async def decided_page(self, request: Request, session: WebSession, op: Operator) -> Response:
        """What this operator's decision did, read back from the store (the target of a POST's
        redirect, so showing it again is harmless)."""
        rid = await run_in_threadpool(self._request_id, request, op)

        def load() -> tuple[inbox.DecisionResult | None, inbox.RequestSummary]:
            found = inbox.decision_of(self.store, rid, op, policy=self.policy)
            return found, inbox.summary(self.store, rid, op, policy=self.policy)

        result, view = await run_in_threadpool(load)
        changes = edit_changes(view)
        if result is None:
            notice = f"you have not decided this request; it is {view.state}"
        elif result.decided:
            notice = f"{result.verdict} by {result.by}"
            if changes:  # "edited by alice" alone left out what the edit changed (tester 9, 7h)
                notice += ": " + "; ".join(changes)
        else:
            notice = f"your approval counts: {len(result.approvals)} of {result.quorum}"
        if result is not None and request.query_params.get("unrecorded"):
            words = "reason" if result.decision == "deny" else "note"
            kept = f"the {words} first given ({result.said})" if result.said else f"no {words}"
            notice += (
                f"; you had decided it already, so the {words} you gave this time was NOT "
                f"recorded: a decision keeps {kept}"
            )
        return self.page(
            "decided.html",
            session=session,
            op=op,
            result=result,
            notice=notice,
            r=view,
            binds=view.context.binds or {},
        )

    async def run_page(self, request: Request, session: WebSession, op: Operator) -> Response:
        run_id = request.path_params["run_id"]

        def load() -> scope.RunShown:
            run = scope.run_for(self.store, run_id, op, self.policy)
            return scope.run_shown(self.store, run, op, self.policy)

        shown = await run_in_threadpool(load)
        steps = timeline(shown.view, shown.audit)
        return self.page(
            "run.html", session=session, op=op, run=shown.view, steps=steps,
            hidden=shown.hidden_requests, hidden_calls=shown.hidden_calls,
        )  # fmt: skip

    async def audit(self, request: Request, session: WebSession, op: Operator) -> Response:
        filters = {k: request.query_params.get(k, "").strip() for k in ("run", "by", "what")}

        def load() -> tuple[list[dict[str, Any]], bool]:
            runs = scope.audited_runs(self.store, filters["run"])
            more = not filters["run"] and len(runs) > scope.AUDIT_RUNS
            rows = []
            for run in runs[: scope.AUDIT_RUNS]:
                records = self.store.requests(run.id)
                seen = {r.id: scope.sees(self.store, r, op, self.policy) for r in records}
                changed = edit_lines(records)  # an edit: field, from, to (requests45)
                if seen and not any(seen.values()):
                    continue  # a run only other operators' requests belong to
                for entry in audit_views(self.store, run.id):  # an answer's words too
                    if entry.request_id is not None and not seen.get(entry.request_id, True):
                        continue
                    said = said_line(entry.said, entry.read_as) if entry.said is not None else ""
                    edit = changed.get(entry.request_id or "", "")
                    if entry.transition != "request.edited":
                        edit = ""
                    view = entry.to_json() | {
                        "run_id": run.id,
                        "said_line": said,
                        "edited_line": edit or (edited_line(entry.edited) if entry.edited else ""),
                    }
                    if filters["by"] and filters["by"] != view["by"]:
                        continue
                    if filters["what"] and filters["what"] not in view["transition"]:
                        continue
                    rows.append(view)
            rows.sort(key=lambda v: v["at"], reverse=True)
            return rows[: scope.AUDIT_ROWS], more or len(rows) > scope.AUDIT_ROWS

        rows, more = await run_in_threadpool(load)
        return self.page(
            "audit.html", session=session, op=op, rows=rows, filters=filters, more=more,
            runs_shown=scope.AUDIT_RUNS, rows_shown=scope.AUDIT_ROWS,
        )  # fmt: skip

    async def events(self, request: Request, session: WebSession, op: Operator) -> Response:
        """The queue page's live updates: only changes to what ``op``'s queue lists."""
        after = request.query_params.get("after") or None  # the page it watches
        return await live.events(
            request,
            lambda: live.fingerprint(
                self.store, op.name, self.policy, after=after, limit=QUEUE_PAGE
            ),
        )

    def _behind(self) -> str | None:
        """Why every decision here is refused, where the store is behind this machine's record
        of its last act (a backup restored under the inbox): the pages say so first, as
        ``arena pending`` warns, where they listed requests as any store's (durable38)."""
        said = self.store.behind()
        return None if said is None else for_browser(said, self.store.location)

    def _request_id(self, request: Request, op: Operator) -> str:
        """The full id of the request the address names, among those ``op`` may see."""
        return scope.request_for(self.store, request.path_params["rid"], op, self.policy).id


#: A form posted without a session (logged out, or arena serve restarted: sessions live in its
#: memory), and one from an earlier session: each was a bare text line (users34).
_ENDED = (
    "Log in first: your session ended (you logged out, or the inbox was restarted), so nothing "
    "was recorded. Log in, open the request again and decide."
)
_STALE_FORM = (
    "Refused: the form's CSRF token is missing or not this session's (a page from before you "
    "logged in again, or from before the inbox was restarted), so nothing was recorded. Open "
    "the request again and decide."
)
_COOKIE_DROPPED = (
    "The token was accepted, but your browser did not keep the login cookie. The inbox marks it "
    "Secure, so a browser keeps it only over HTTPS: open the inbox through HTTPS, or have whoever "
    "runs it start it with `arena serve --no-secure-cookies` (plain HTTP on a trusted network). "
    "A browser that blocks cookies for this site drops it too."
)

#: Requests one page of the queue reads (newest first; ``?after=`` pages on).
QUEUE_PAGE = 500


def _no_after(after: str) -> str:
    """A ``?after=`` naming no request, in the page's terms (it said "(--after)", the CLI's)."""
    return (
        f"no request {after!r} to list older requests from: the address's ?after= names the "
        'last request of the page before (its "older requests" link), and none has that id '
        "(an old link, or one edited by hand). The newest requests are on the pending queue."
    )


async def _client_gone(request: Request, exc: Exception) -> Response:
    """A browser that went while its form was read (a tab closed mid-POST): nothing decided and
    no one to answer; raised, uvicorn printed a traceback in ``arena serve``'s terminal."""
    return Response(status_code=499)


def _origin(request: Request) -> str:
    return f"{request.url.scheme}://{request.url.netloc}"


def create_app(
    store: Store, *, policy: Policy | None = None, secure_cookies: bool = False
) -> Starlette:
    """The inbox as an ASGI app (tests use it through Starlette's TestClient or uvicorn)."""
    box = Inbox(store, policy=policy, secure_cookies=secure_cookies)
    routes = [
        Route("/login", box.login, methods=["GET", "POST"]),
        Route("/login/check", box.login_check),
        Route("/logout", box.signed_in(box.logout), methods=["POST"]),
        Route("/", box.signed_in(box.queue)),
        Route("/requests/{rid:str}", box.signed_in(box.request_page)),
        Route("/requests/{rid:str}", box.signed_in(box.decide), methods=["POST"]),
        Route("/requests/{rid:str}/decided", box.signed_in(box.decided_page)),
        Route("/runs/{run_id:str}", box.signed_in(box.run_page)),
        Route("/audit", box.signed_in(box.audit)),
        Route("/events", box.signed_in(box.events)),
        Route("/static/inbox.css", lambda r: live.static("inbox.css")),
        Route("/static/live.js", lambda r: live.static("live.js")),
        # Browsers ask for it on every first visit: a 404 was an error in the console (users33)
        Route("/favicon.ico", lambda r: Response(status_code=204, headers=HEADERS)),
    ]
    app = Starlette(
        routes=routes, exception_handlers={404: box.no_page, ClientDisconnect: _client_gone}
    )
    app.state.inbox = box
    return app
