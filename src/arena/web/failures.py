"""What the inbox answers when its store, not the operator, failed (tester 21: a deny on a full
disk came back "400 Refused" with "store the inbox's store: the disk is full ...", as if the
operator had asked for something wrong).

A store failure is the server's: a 5xx status a proxy, a monitor or a retrying client reads as
such (507 Insufficient Storage for a full disk, 503 Service Unavailable with ``Retry-After``
for a store locked past its timeout or read-only, 500 for anything else), and words for the
person at the browser, who cannot free the server's disk: what happened to their submission
(nothing was written) and what to do. The store's own message is for the operator's terminal
(the CLI prints it), and names paths the page must not show.

The kinds are read from the store's own wording (:meth:`SQLiteDB.translate`,
:meth:`PostgresDB.translate`): :class:`~arena.errors.StoreError` has no subclasses per cause.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arena.errors import StoreError
from arena.lazy_pattern import LazyPattern


@dataclass(frozen=True)
class StoreFailure:
    """The status, title, page text and extra headers of one store failure."""

    status: int
    title: str
    message: str
    headers: dict[str, str]


#: Seconds a browser or client is told to wait before submitting again after a lock.
RETRY_AFTER_S = 5

_UNCHANGED = "nothing was written, so whatever you submitted has not been recorded"
#: Where the store cannot say whether a commit landed (a connection lost mid-commit).
_UNKNOWN = "what you submitted may not have been recorded; open the request again to see"


def store_failure(exc: StoreError) -> StoreFailure:
    """The answer to a request that failed because the store did (see the module doc)."""
    text = str(exc)
    if "the disk is full" in text:
        return StoreFailure(
            507,
            "Store full",
            f"The inbox's store is full: {_UNCHANGED}. Ask whoever runs the inbox to free "
            "space on its server, then submit again.",
            {},
        )
    if "is locked by another process" in text:
        return StoreFailure(
            503,
            "Store busy",
            f"The inbox's store is busy with another process and did not free up in time: "
            f"{_UNCHANGED}. Submit again in a few seconds.",
            {"Retry-After": str(RETRY_AFTER_S)},
        )
    if "read-only" in text or "readonly" in text or "is not writable" in text:
        return StoreFailure(
            503,
            "Store read-only",
            f"The inbox's store is read-only on its server: {_UNCHANGED}. Ask whoever runs "
            "the inbox to make it writable, then submit again.",
            {},
        )
    if "lost the connection" in text:
        return StoreFailure(
            503,
            "Store unreachable",
            f"The inbox lost its connection to its store: {_UNKNOWN}. Submit again if it "
            "was not; if this keeps happening, tell whoever runs the inbox.",
            {"Retry-After": str(RETRY_AFTER_S)},
        )
    return StoreFailure(
        500,
        "Store failed",
        f"The inbox's store failed: {_UNKNOWN}. If it keeps failing, tell whoever runs the "
        "inbox: the server's log says why.",
        {},
    )


#: An absolute filesystem path of two or more parts (not a URL's path: no scheme before it).
_PATH = re.compile(r"(?<![\w.~:/-])/(?:[\w.~-]+/)+[\w.~-]*")
#: A database URL: it may carry a user, a password and an internal host.
_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://\S+", re.IGNORECASE)
#: A command's ``--store PATH`` as ``store_flag`` writes it (the path shell-quoted, absolute
#: where the server ran from a folder: not always the inbox's own ``location``).
_STORE_FLAG = LazyPattern(r" --store (?:'[^']*'|\S+?)(?=[.,;:)]?(?:\s|$))")
#: What a page says in its place: the browser user cannot run a command on the server's path.
STORE_FLAG_SAID = " on the inbox's store (whoever runs the inbox gives its --store)"


def for_browser(message: str, location: str) -> str:
    """An error as a browser user reads it: what went wrong, without where the server keeps
    things — the store's location (a path, or a database URL with its credentials) and any
    other server path are the operator's terminal's business, not the page's. A command the
    message suggests keeps its words, its ``--store PATH`` said as the inbox's store (users44:
    the "Cannot be answered" queue showed ``arena sweep --not-durable --store /srv/…/arena.db``
    and a refused decision ``--the inbox's store``)."""
    text = _STORE_FLAG.sub(STORE_FLAG_SAID, message)
    text = text.replace(f" in store {location}", "").replace(f"store {location}", location)
    text = text.replace(location, "the inbox's store")
    text = _URL.sub("(an address on the server)", text)
    return _PATH.sub("(a path on the server)", text)
