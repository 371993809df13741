"""What the driven agent's tools are, for the checks of what an eval asks about them.

``called_tool("book_rom")`` or ``args={"room": ...}`` would pass whatever the agent did, and an
edit of a tool's arguments needs the tool it edits: the driver reads them off the agent's
:class:`~arena.adapters.base.AgentSpec` (none for a runner that does not say its tools).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from arena.adapters.base import AgentSpec


class AgentTools:
    """Mixed into :class:`arena.drive.Driver`, which sets ``agent``."""

    agent: AgentSpec | Any

    @property
    def tool_names(self) -> frozenset[str]:
        """The agent's tools and its gate (empty for a runner that does not say them)."""
        spec = self.agent
        if not isinstance(spec, AgentSpec):
            return frozenset()
        return frozenset(fn.__name__ for fn in spec.tools) | {spec.gate}

    def tool_params(self, name: str) -> tuple[str, ...] | None:
        """The arguments the agent's tool ``name`` takes, or None when that cannot be told."""
        import inspect

        spec = self.agent
        if not isinstance(spec, AgentSpec):
            return None
        try:
            fn = spec.tool(name)
            params = inspect.signature(fn).parameters.values()
        except (KeyError, TypeError, ValueError):
            return None
        if any(p.kind in (p.VAR_KEYWORD, p.VAR_POSITIONAL) for p in params):
            return None  # takes anything
        return tuple(p.name for p in params)

    def _tool(self, name: str) -> Callable[..., Any] | None:
        """The agent's tool ``name`` (what an edit of it is checked against), else None."""
        spec = self.agent
        if not isinstance(spec, AgentSpec):
            return None
        try:
            return spec.tool(name)
        except KeyError:
            return None

    def _gate_words(self, tool: str) -> Callable[[Any], list[Mapping[str, Any]]] | None:
        """How an approval of the agent's gate reads words as a ``tool`` call (the proposers its
        tools module registered, :mod:`arena.binding`), for ``called_tool(args=...)`` to read a
        value as the approval would ("Aspen" binds R-102). None without a gate or proposer."""
        from arena import binding

        spec = self.agent
        if not isinstance(spec, AgentSpec):
            return None
        fns = [fn for t, fn in binding.PROPOSERS.get(spec.gate, ()) if t == tool]
        params = self.tool_params(spec.gate) or ("summary",)
        if not fns:
            return None

        def read(value: Any) -> list[Mapping[str, Any]]:
            out: list[Mapping[str, Any]] = []
            for fn in fns:
                try:  # the arena's own code: a proposer that cannot read the words reads nothing
                    call = fn({params[0]: value}, [])
                except Exception:
                    continue
                if isinstance(call, Mapping):
                    out.append(call)
            return out

        return read
