"""Exception families.

ArenaError
├── UserError            misuse: a clear one-line message, exit code 2 at the CLI, store untouched
│   ├── NotFound         unknown arena / adapter / behaviour / run / request id
│   │   └── UnknownId    no run or request id matches, in the store it names
│   ├── Ambiguous        an id prefix that matches several things
│   ├── InvalidAnswer    an option id that is not offered, a malformed response
│   ├── Conflict         a request already answered, a run already claimed
│   ├── BadItemFile      a malformed item file (carries file and line)
│   ├── MissingExtra     a framework adapter whose package is not installed
│   └── EndpointUnreachable  a model URL that does not answer
├── RunError             runtime failure of one run: that run fails, the others go on
│   ├── LegTimeout
│   ├── ResumeLimit      more than MAX_RESUMES pauses
│   └── Unsupported      what an adapter's framework cannot do (e.g. a second send), said plainly
└── StoreError           the store cannot be used (corrupt, locked, unknown schema version)
"""

from __future__ import annotations

import errno
from collections.abc import Sequence


class ArenaError(Exception):
    """Base of everything hitl-arena raises on purpose."""


class UserError(ArenaError):
    """The user asked for something that cannot be done; the message says how to fix it."""


class NotFound(UserError):
    @classmethod
    def among(cls, kind: str, name: str, known: Sequence[str]) -> NotFound:
        """``unknown adapter 'vanila' (did you mean 'vanilla'?); known adapters: ...``."""
        import difflib  # here: only a wrong name needs it (1.5 ms of a cold resume's imports)

        close = difflib.get_close_matches(name, known, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        listed = ", ".join(known) or "none found"
        return cls(f"unknown {kind} {name!r}{hint}; known {kind}s: {listed}")


class UnknownId(NotFound):
    """No run or request id (or prefix) matches in the store at ``location``; the CLI adds which
    command lists them (users28 finding 6: it said what was wrong, not where the ids are)."""

    def __init__(self, message: str, location: str = "") -> None:
        super().__init__(message)
        self.location = location


class Ambiguous(UserError):
    pass


class InvalidAnswer(UserError):
    pass


class Expired(InvalidAnswer):
    """An answer to a request past its ``expires_at`` by the store's clock: refused, and kept
    in the run's trail as ``answer.refused`` after the ``request.expired`` it came too late for."""


class Conflict(UserError):
    pass


class NeedsReconciliation(Conflict):
    """The run waits for a person to say whether its unrecorded side effect took effect
    (:mod:`arena.reconcile`; here so the store, below it, raises it too)."""


class FencedOut(Conflict):
    """This process's claim on a run was taken over (its fencing token is stale): it must not
    act for the run any more — no side effect, no leg."""


class BadItemFile(UserError):
    def __init__(self, path: str, line: int | None, problem: str) -> None:
        where = f"{path}:{line}" if line else path
        super().__init__(f"{where}: {problem}")
        self.path = path
        self.line = line
        self.problem = problem


class MissingExtra(UserError):
    def __init__(self, adapter: str, extra: str, missing: str) -> None:
        super().__init__(
            f"adapter {adapter!r} needs the {missing!r} package: pip install 'hitl-arena[{extra}]'"
        )
        self.adapter = adapter
        self.extra = extra


class EndpointUnreachable(UserError):
    pass


class RunError(ArenaError):
    """One run failed for a reason outside the user's control; others continue."""


class ModelGone(RunError):
    """The scripted model's own process died mid-run (``arena run --workers``): no further run
    can get an answer. ``why`` says how it ended; the runs that finished are kept, as after a
    Ctrl-C (users41)."""

    def __init__(self, message: str, why: str) -> None:
        super().__init__(message)
        self.why = why


class LegTimeout(RunError):
    pass


class WorkerNotStarted(RunError):
    """A framework's worker process did not start (in time, or at all): the machine's failure,
    not the adapter's, so the feature matrix does not read it as the framework's "no"."""


class ResumeLimit(RunError):
    pass


class Unsupported(RunError):
    """The adapter cannot do this with its framework; the message starts with "unsupported:"."""


class StoreError(ArenaError):
    """The store cannot be used as asked: corrupt, locked, or from an unknown schema version."""


class CommitUnknown(StoreError):
    """The connection went as a write committed: the write may have landed or not (durable39).
    Whoever knows what that write was for may look and go on (arena.runs.guard, durable40)."""


class StoreReadOnly(StoreError):
    """The store can be read but not written (a read-only file or filesystem): whatever answers,
    claims or resumes fails on it every time, not until a lock is released."""


def cannot_listen(host: str, port: int, exc: OSError, *, command: str, host_option: bool) -> str:
    """One line for a server that could not bind ``host:port``: what holds it and the fix, the
    same for ``arena serve`` and ``arena view`` (view said only "Address already in use; try
    --port 0": users38). ``host_option``: whether the command takes ``--host``."""
    where = f"{host}:{port}"
    if exc.errno == errno.EADDRINUSE:
        return (
            f"cannot listen on {where}: port {port} is already in use (another {command}? "
            f"`ss -ltnp 'sport = :{port}'` shows what holds it); give another --port, or "
            "--port 0 for any free one"
        )
    if exc.errno == errno.EACCES:
        return (
            f"cannot listen on {where}: port {port} needs privileges this user lacks; give a "
            "--port above 1023"
        )
    if host_option and exc.errno == errno.EADDRNOTAVAIL:
        return (
            f"cannot listen on {where}: {host} is not an address of this machine; give --host "
            "127.0.0.1 (this machine only), 0.0.0.0 (every interface) or one of its own addresses"
        )
    if host_option and (meant := host_written_otherwise(host)):
        return f"cannot listen on {where}: {host_alone(host, meant)}"
    fix = "give another --host or --port" if host_option else "give another --port, or --port 0"
    return f"cannot listen on {where}: {exc.strerror or exc}; {fix}"


def host_written_otherwise(host: str) -> str | None:
    """``--host ADDRESS [--port N]`` for a ``--host`` given as a URL or ``address:port``
    (``http://127.0.0.1:9000/``, ``localhost:8000``), as a browser's bar or a client's base
    URL writes it: either read "Name or service not known" and no fix (users52). None for an
    address alone (an IPv6 one has several colons)."""
    from urllib.parse import urlsplit

    text = host.strip()
    if "://" in text:
        try:
            parts = urlsplit(text)
            name, port = parts.hostname, parts.port
        except ValueError:
            return None
    elif text.count(":") == 1 and text.partition(":")[2].isdigit():
        name, port = text.partition(":")[0], int(text.partition(":")[2])
    else:
        return None
    if not name:
        return None
    return f"--host {name}" + (f" --port {port}" if port is not None else "")


def host_alone(host: str, meant: str) -> str:
    """The words for :func:`host_written_otherwise`'s fix."""
    return (
        f"--host {host} is not an address alone (a URL, or an address with its port); give {meant}"
    )


def caused_by(exc: BaseException, kind: type[BaseException]) -> bool:
    """Whether ``exc`` is a ``kind``, or one is in its chain (``__cause__``, ``__context__``): a
    library's own error raised from it or while handling it."""
    seen: set[int] = set()
    link: BaseException | None = exc
    while link is not None and id(link) not in seen:
        if isinstance(link, kind):
            return True
        seen.add(id(link))
        link = link.__cause__ or link.__context__
    return False


def from_ctrl_c(exc: BaseException) -> bool:
    """Whether a library turned a Ctrl-C into its own error: the KeyboardInterrupt is in the
    chain, or only in the words (pydantic-core builds a model's validator in Rust and reports a
    KeyboardInterrupt raised meanwhile as ``SchemaError: ... KeyboardInterrupt:``; a Ctrl-C while
    Google ADK imported printed that as a 94-line traceback, exit 1, users29)."""
    if caused_by(exc, KeyboardInterrupt):
        return True
    return type(exc).__name__ == "SchemaError" and str(exc).rstrip().endswith("KeyboardInterrupt:")
