"""Which store locations are PostgreSQL URLs, and such a URL as messages may show it.

Apart from the PostgreSQL connection (:mod:`arena.store.postgres_conn`) so that naming a store,
which every command does, never loads that module: an SQLite store's process (a cold ``arena
resume``) does not need it, and importing it was ~1 ms of such a resume.
"""

from __future__ import annotations

SCHEMES = ("postgres://", "postgresql://")


def is_url(location: str) -> bool:
    return location.startswith(SCHEMES)


def redact(url: str) -> str:
    """The URL without its password: what messages, hints and stored commands may show."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(url)
    netloc = parts.netloc
    if "@" in netloc:
        userinfo, host = netloc.rsplit("@", 1)
        netloc = f"{userinfo.split(':', 1)[0]}@{host}"
    query = "&".join(q for q in parts.query.split("&") if not q.lower().startswith("password="))
    return urlunsplit(parts._replace(netloc=netloc, query=query))
