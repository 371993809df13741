"""How a leg run in a new process ended, as ``t.restart(process=True)`` tells it (docs/drive.md,
section 7): the adapter runs inside that process, so its own report that the model endpoint failed
is checked against the scripted model (:func:`belied`), a process that died without its report is
a failure told truthfully (:func:`died_unreported`), and what the store then holds says what
continues the run (:func:`left_by_killed`). A real endpoint (reached directly, or forwarded by
arena's gateway, which keeps the run's model log) fails for reasons of its own, so the new
process reaches it through a gateway in the eval's process (:func:`relayed`), whose record is
the one believed; which one an endpoint is, is its type (:func:`scripted`), never whether it has
a log. The scripted model's log is lent to the new process, read-only (:func:`lent_log`), so the
leg it stores carries the marks the eval's copy does. Apart from :mod:`arena.drive._process`, which starts
the process, because these are the verdicts and words, not the plumbing.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import msgspec

if TYPE_CHECKING:
    from arena.context import ModelEndpoint, RunContext
    from arena.leg_runner import LegRunner
    from arena.types import Turn

#: What a report the scripted model belies is (:func:`belied`).
FORGED = (
    ", but the endpoint is the scripted model this eval runs, the harness chose no fault for the "
    "run, and it answered at once after: that record came from the adapter's own process (red "
    "team 37), so it excuses nothing"
)
#: What a report the gateway in the eval's process belies is (a real endpoint: :func:`relayed`).
FORGED_REAL = (
    ", but the new process reached the model endpoint through a gateway in the eval's process, "
    "which saw none of its model calls fail, nor one still unanswered when the leg's time could "
    "first run out: that record came from the adapter's own process (drive39), so it excuses "
    "nothing"
)
#: How often the lent log's server looks for its stop: the leg's end waited up to ``serve_forever``'s
#: default 0.5 s for it, per leg run in a new process (speed53a); a wake-up this often costs nothing.
LENT_POLL_S = 0.02
#: The set-aside leg's advice for an arena run: ``arena resume`` refuses an eval's.
ASIDE_RESUME = re.compile(r"; the run waits again with its answers: arena resume \S+")


def scripted(endpoint: Any) -> bool:
    """Whether ``endpoint`` is the scripted model this process serves (its server keeps the run's
    log), not a real endpoint: one reached directly keeps no log, and one forwarded by arena's
    gateway keeps the gateway's (:attr:`arena.request_log.RequestLog.forwarded`), where the
    endpoint may fail on its own. A gateway's log read as the scripted model's probed a real
    endpoint's ``/models`` and disbelieved its outage (gateway49b)."""
    log = getattr(endpoint, "request_log", None)
    return log is not None and not log.forwarded


def marked_here(runner: LegRunner, ctx: RunContext, turn: Turn, mark: float) -> Turn:
    """``turn``, the leg the new process ran and stored, with the model log's marks this
    process's leg runner puts on every leg it runs (``LegRunner._keep_model_log``), read from
    the scripted model's log here, from ``mark`` (when the new process was started) on. The new
    process is handed no log of a scripted model this process serves: its leg reached the checks
    with none, read "leg 2 kept none though leg(s) 1 of the run kept one", and an honest
    adapter's booking and report failed as an adapter's own (evidence50). Marked here, the
    evidence is the eval's own record, not the adapter's process's."""
    runner._leg_mark = mark
    runner._watch(ctx, turn, mark)
    return runner._keep_model_log(ctx, turn)


def belied(endpoint: Any, task: str) -> bool:
    """Whether a new process's report that the model endpoint failed its leg is belied: the
    adapter runs in that process and can rewrite the record there (a patched ``Flights``),
    where an eval expecting ``t.failed()`` passed on a lost pause. Only for the scripted model
    this process serves (its per-run log here), which fails a run only by a fault the harness
    chose (none here) or by being down: it answers its ``/models`` within 2 s now."""
    import httpx

    from arena.flights import harness_faults

    if not scripted(endpoint) or harness_faults(task, endpoint.model):
        return False
    try:
        url = f"{str(endpoint.base_url).rstrip('/')}/models"
        return httpx.get(url, timeout=2.0).status_code == 200
    except httpx.HTTPError:  # down, or silent: the report may well be true
        return False


@contextmanager
def relayed(
    endpoint: ModelEndpoint, leg_timeout_s: float, timeout_s: float
) -> Iterator[tuple[ModelEndpoint, Callable[[], bool] | None]]:
    """The endpoint a new process is handed, and (for a real endpoint) whether the gateway it
    goes through saw the endpoint fail the leg. The scripted model (:func:`scripted`) logs each
    run itself (:func:`belied` reads it): handed as it is, with None. A real endpoint can fail
    on its own, and the new process's record that it failed a call is the adapter's to patch
    there (drive39): it is reached through :class:`arena.gateway.Gateway` in this process (no
    retries: the adapter meets the endpoint as it is), holding the key itself, and a report of
    an outage is believed only where the gateway saw one of the leg's model calls fail, or one
    still unanswered when the leg's time could first have run out; a call the adapter made
    around it counts for nothing. A real endpoint behind arena's logging gateway (the pytest
    plugin's ``--arena-model-url``) is reached on the run's own route there (``endpoint.url``),
    so the new process's leg is in the run's model log as the others are (gateway49b)."""
    if scripted(endpoint):
        yield endpoint, None
        return
    from arena.gateway import Gateway

    key = "restart"
    upstream = endpoint.url if endpoint.request_log is not None else endpoint.base_url
    with Gateway(
        upstream, endpoint.api_key, timeout_s=timeout_s, retries=0, model=endpoint.model
    ) as gateway:
        started = time.time()
        through = msgspec.structs.replace(
            endpoint, base_url=gateway.base_url(key), api_key="sk-arena-gateway", run_url=None
        )

        def saw_failure() -> bool:
            failed = gateway.report(key).get("errors") or 0
            return failed > 0 or gateway.open_at(key, started + leg_timeout_s) > 0

        yield through, saw_failure


@contextmanager
def lent_log(endpoint: Any, run_id: str) -> Iterator[tuple[str, int, str] | None]:
    """What the new process reads the scripted model's log by (``RemoteRequestLog(host, port,
    key=key)``), served here while its leg runs: ``run_id``'s entries only, read-only (a forget or
    a registration is answered and does nothing), with a key made for this leg; None for a real
    endpoint (its gateway's log is handed over by :func:`arena.drive._process.run_leg`). The leg
    is appended to the store by the new process and never rewritten: marked only here
    (:func:`marked_here`), it was stored without its marks, and a resume or ``arena show``
    judging the run from the store read "leg 2 kept none" for an honest adapter (evidence51)."""
    if not scripted(endpoint):
        yield None
        return
    import hmac
    import secrets
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    from urllib.parse import unquote, urlsplit

    from arena.model.process import LOG_KEY, LOG_PATH

    log, key = endpoint.request_log, secrets.token_hex(16)

    class Lent(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _answer(self, status: int, body: bytes, kind: str) -> None:
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def _allowed(self) -> bool:
            given = self.headers.get(LOG_KEY, "").encode()
            path = unquote(urlsplit(self.path).path)
            if hmac.compare_digest(given, key.encode()) and path == LOG_PATH + run_id:
                return True
            self._answer(403, b'{"error": "this log is lent to one run"}', "application/json")
            return False

        def do_GET(self) -> None:
            if self._allowed():
                entries = msgspec.msgpack.encode(log.entries(run_id))
                self._answer(200, entries, "application/msgpack")

        def do_POST(self) -> None:
            if self._allowed():
                self._answer(200, b"[]", "application/json")

        do_DELETE = do_POST

        def log_message(self, format: str, *args: Any) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Lent)
    server.daemon_threads = True
    thread = threading.Thread(
        target=server.serve_forever, args=(LENT_POLL_S,), name="arena-lent-log", daemon=True
    )
    thread.start()
    try:
        yield "127.0.0.1", int(server.server_address[1]), key
    finally:
        server.shutdown()
        server.server_close()


def died_unreported(report: dict[str, Any], leg: int, where: str, store: Any, run_id: str) -> str:
    """A new process that died without its report (a signal, or an exit before it wrote it) and
    recorded no leg: not the verdict that the pause was lost, which only a leg run to its end or
    the process's own report gives — and still a failure, since the adapter runs inside that
    process and could end it itself rather than be seen losing its pause (fixes36b)."""
    return (
        f"leg {leg} did not finish {where}: {report['error']}, and recorded no leg. Whether the "
        "pause survived the new process was not checked, and this line fails for that: a "
        "process killed from outside (the OOM killer, a kill -9 or a container's memory "
        "limit), a crash in native code (SIGSEGV) and an adapter that ends its own process "
        "look alike from here. Check the machine's kernel log (dmesg or journalctl -k: 'Out of "
        "memory', 'Killed process') and its memory limits, then run the eval again. What the "
        f"store holds is what to trust{left_by_killed(store, run_id, gone='dead')}; t.resume() "
        "runs in this process, so it checks nothing of a new one"
    )


def left_by_killed(store: Any, run_id: str, *, gone: str = "killed") -> str:
    """Where a new process killed mid-leg left ``run_id``, and what continues it from there:
    ``t.resume()``, where the run still waits (killed before it claimed it) or is ``resuming``
    under the dead process's claim (taken over: :func:`arena.drive._store.dead_claim`); a booking
    it began without a recorded outcome needs a person's word first, after which the run waits
    again."""
    from arena.reconcile import command, ledger_facts, open_effects

    record = store.run(run_id)
    begun = open_effects(store, run_id)
    if record.status == "waiting" and not begun:
        return "; the answers are stored and the run waits: t.resume() continues it here"
    where = f"run {run_id} is {record.status} in store {store.location}"
    if record.status == "resuming":
        until = record.claim_expires_at
        where += f" under the {gone} process's claim ({record.claim_owner}" + (
            f", until {until:%Y-%m-%d %H:%M:%S} UTC)" if until is not None else ")"
        )
    if begun:
        return (
            f"; {where}, and its ledger shows {ledger_facts(begun)} (it may have taken effect): "
            f"`arena resume {run_id} --store {store.location}` holds the run for a person's "
            f"word; check whether it took effect, then {command(run_id)}; the run then waits "
            "with its answers, and t.resume() continues it here"
        )
    if record.status == "resuming":
        return (
            f"; {where}, which it never recorded a leg under: t.resume() takes the dead "
            "process's claim over (audited as run.claim_taken_over) and continues the run here "
            "with the stored answers (arena resume continues no eval's run)"
        )
    return f"; {where}"


__all__ = [
    "ASIDE_RESUME",
    "FORGED",
    "FORGED_REAL",
    "belied",
    "died_unreported",
    "left_by_killed",
    "lent_log",
    "relayed",
    "scripted",
]
