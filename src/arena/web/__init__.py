"""The web approval inbox (``arena serve``): a queue, the decision context and the audit trail.

Starlette + Jinja2 (autoescaped), plain forms, server-sent events for live updates; every rule is
enforced by the same library calls as the CLI (:mod:`arena.inbox`). See docs/operator.md.
"""

from __future__ import annotations

from arena.web.app import create_app

__all__ = ["create_app"]
