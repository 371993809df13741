"""What a results folder says about how it was made: command, versions, times, model, store.

A folder of numbers without the command that produced them cannot be trusted or repeated, so
every writer (``arena run``, ``--human``, ``resume``, ``matrix``) stamps one of these into
``summary.json``. Credentials never reach it: URLs lose their passwords and secret-looking query
parameters, API keys are named by their environment variable only.
"""

from __future__ import annotations

import platform
import shlex
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from importlib import metadata
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from arena.types import utcnow

#: Distributions whose versions explain a result (the frameworks and the client they share).
PACKAGES = (
    "openai",
    "langgraph",
    "langchain-openai",
    "openai-agents",
    "pydantic-ai-slim",
    "agent-framework-core",
    "google-adk",
    "smolagents",
    "crewai",
    "httpx",
)
_SECRET_PARAMS = ("password", "key", "token", "secret", "sig", "auth")
_URL_FLAGS = ("--model-url", "--store")


def redact_url(url: str) -> str:
    """``url`` without a password in its user info or secret-looking query parameters."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return url
    if not parts.scheme or not parts.netloc:
        return url
    netloc = parts.netloc
    if "@" in netloc:
        userinfo, host = netloc.rsplit("@", 1)
        user = userinfo.split(":", 1)[0]
        netloc = f"{user}:***@{host}" if ":" in userinfo else f"{user}@{host}"
    query = "&".join(
        q.split("=", 1)[0] + "=***" if any(s in q.split("=", 1)[0].lower() for s in _SECRET_PARAMS)
        else q
        for q in parts.query.split("&")
        if q
    )  # fmt: skip
    return urlunsplit(parts._replace(netloc=netloc, query=query))


def redact_argv(argv: Sequence[str]) -> list[str]:
    """The command line with every URL-valued argument redacted (``--model-url``, ``--store``)."""
    out: list[str] = []
    for i, arg in enumerate(argv):
        flag, eq, value = arg.partition("=")
        if eq and flag in _URL_FLAGS:
            out.append(f"{flag}={redact_url(value)}")
        elif "://" in arg or (i > 0 and argv[i - 1] in _URL_FLAGS):
            out.append(redact_url(arg))
        else:
            out.append(arg)
    return out


def command_line() -> list[str]:
    """The ``arena`` command being run (as the CLI parsed it), else this process's argv."""
    import click

    ctx = click.get_current_context(silent=True)
    if ctx is not None and "arena.argv" in ctx.meta:
        return list(ctx.meta["arena.argv"])
    return ["arena", *sys.argv[1:]]


def package_versions() -> dict[str, str]:
    found = {}
    for name in PACKAGES:
        version = _version(name)
        if version is not None:
            found[name] = version
    return found


def arena_version() -> str:
    return _version("hitl-arena") or "unknown"  # "unknown": running from a bare checkout


def _version(name: str) -> str | None:
    """``importlib.metadata.version(name)``, or None when not installed, read from the metadata's
    headers alone: ``version()`` parses each whole METADATA file (the long description too) with
    the email parser, ~10-50 ms for these packages on every results folder written."""
    try:
        dist = metadata.distribution(name)
    except metadata.PackageNotFoundError:
        return None
    text = dist.read_text("METADATA") or dist.read_text("PKG-INFO") or ""
    end = text.find("\n\n")  # not splitting the long description into lines
    for line in (text if end < 0 else text[:end]).splitlines():
        if not line:  # the headers end at the first empty line
            break
        key, colon, value = line.partition(":")  # a folded line starts with a space: no key
        if colon and key.lower() == "version":
            return value.lstrip(" \t")  # as the email parser reads the header's value
    return str(dist.version)  # no Version header: what version() would find, however it finds it


@dataclass(kw_only=True)
class Provenance:
    """Filled in at the start of a command and finished when it writes its results."""

    kind: str  # run | human | resume | matrix | restart
    argv: list[str] = field(default_factory=lambda: command_line())
    started_at: datetime = field(default_factory=utcnow)
    model: dict[str, Any] = field(default_factory=dict)
    store: str | None = None

    def describe_model(
        self,
        *,
        name: str,
        url: str | None,
        behaviour: str | None,
        seed: int | None = None,
        api_key_env: str | None = None,
    ) -> None:
        self.model = {
            "name": name,
            "url": redact_url(url) if url else None,
            "scripted": not url,
            "behaviour": behaviour,
            "seed": seed,
            "api_key_env": api_key_env,
        }

    def as_dict(self, frameworks: Mapping[str, str]) -> dict[str, Any]:
        finished = utcnow()
        command = redact_argv(self.argv)
        return {
            "kind": self.kind,
            "command": command,
            "command_line": shlex.join(command),
            "started_at": self.started_at.isoformat(),
            "finished_at": finished.isoformat(),
            "wall_s": round((finished - self.started_at).total_seconds(), 3),
            "model": self.model,
            "store": redact_url(self.store) if self.store else None,
            "versions": {
                "arena": arena_version(),
                "python": platform.python_version(),
                "platform": platform.platform(terse=True),
                "frameworks": dict(frameworks),
                "packages": package_versions(),
            },
        }
