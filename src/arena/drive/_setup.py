"""What a :class:`~arena.drive.Driver` is built with: an endpoint, a leg timeout, a store and a
responder the line cannot use are the eval's mistake, refused when the driver is built rather
than at a later send, where they read as the adapter's failure (outside tester 30)."""

from __future__ import annotations

from arena.context import ModelEndpoint
from arena.drive._errors import DriveError, hide_frames_for_eval_errors
from arena.drive._store import TurnRecorder
from arena.types import Responder

__tracebackhide__ = hide_frames_for_eval_errors


def check_parts(store: object, responder: object) -> None:
    """A store or responder the line cannot use is refused when the driver is built: a path as
    ``store=`` was refused only at the first send, a dict as ``responder=`` raised msgspec's bare
    TypeError at the first answer (outside tester 30)."""
    import os

    if store is not None and not (isinstance(store, TurnRecorder) or callable(store)):
        path = isinstance(store, (str, os.PathLike))
        hint = f"; for a file, store=arena.store.open_store({str(store)!r})" if path else ""
        raise DriveError(
            f"Driver(..., store={store!r}): give an object with record_turn(ctx, turn) or a "
            f"callable (ctx, turn){hint}"
        )
    if not isinstance(responder, Responder):
        raise DriveError(
            f"Driver(..., responder={responder!r}): who answers is an arena.types.Responder, "
            "e.g. Responder(name='alice', role='facilities', interface='eval')"
        )


def check_adapter(adapter: object) -> None:
    """An adapter with no ``name``, ``start`` or ``resume`` is the eval's mistake: ``Driver(object(),
    endpoint)`` raised a bare AttributeError from inside the driver (outside evals 31)."""
    name = getattr(adapter, "name", None)
    missing = [m for m in ("start", "resume") if not callable(getattr(adapter, m, None))]
    if not isinstance(name, str) or not name or missing:
        lacks = ([] if isinstance(name, str) and name else ["a name (str)"]) + [
            f"{m}()" for m in missing
        ]
        raise DriveError(
            f"Driver(adapter={adapter!r}, ...): an adapter is a ResumableRunner with a name, "
            f"start(user_input, ctx) and resume(responses, ctx); this one has no "
            f"{', '.join(lacks)} (docs/drive.md §7; by name: Driver.for_adapter('vanilla', endpoint))"
        )


def check_setup(endpoint: object, leg_timeout_s: object) -> None:
    """A driver built with no endpoint or a leg timeout that is no positive number is the eval's
    mistake. Unchecked, every send failed later and blamed the adapter: ``-1`` read "the adapter
    blocked the event loop", ``"abc"`` a TypeError as the turn's error (outside tester 30)."""
    if not isinstance(endpoint, ModelEndpoint):
        raise DriveError(
            f"Driver(adapter, endpoint={endpoint!r}): the endpoint is a ModelEndpoint, e.g. "
            "from `with ModelChoice().open() as endpoint:` (or the arena_endpoint fixture), "
            f"not {type(endpoint).__name__}"
        )
    number = isinstance(leg_timeout_s, (int, float)) and not isinstance(leg_timeout_s, bool)
    if not number or not 0 < leg_timeout_s < float("inf"):  # type: ignore[operator]
        raise DriveError(
            f"Driver(..., leg_timeout_s={leg_timeout_s!r}): give a number of seconds above "
            "zero, e.g. 60"
        )


def check_request_ttl(request_ttl_s: object) -> None:
    """How long a request may wait for its answer (``arena run --human --expires-in``'s), given
    to the line: evals reached into ``t.ctx.request_ttl_s`` for it, where ``0`` silently meant
    "never expires" and ``"300"`` failed the first pause as the adapter's TypeError (users42)."""
    if request_ttl_s is None:
        return
    number = isinstance(request_ttl_s, (int, float)) and not isinstance(request_ttl_s, bool)
    if not number or not 0 < request_ttl_s < float("inf"):  # type: ignore[operator]
        raise DriveError(
            f"Driver(..., request_ttl_s={request_ttl_s!r}): give the seconds a request may wait "
            "for its answer, a number above zero (e.g. 300), or None for requests that never "
            "expire"
        )
