"""What the driven agent's tools are, for the checks of what an eval asks about them.

``called_tool("book_rom")`` or ``args={"room": ...}`` would pass whatever the agent did, and an
edit of a tool's arguments needs the tool it edits: the driver reads them off the agent's
:class:`~arena.adapters.base.AgentSpec` (none for a runner that does not say its tools).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from arena.adapters.base import AgentSpec
from arena.drive._errors import DriveError, hide_frames_for_eval_errors

__tracebackhide__ = hide_frames_for_eval_errors


class AgentTools:
    """Mixed into :class:`arena.drive.Driver`, which sets ``agent``."""

    agent: AgentSpec | Any
    adapter: Any

    @property
    def tool_names(self) -> frozenset[str]:
        """The agent's tools and its gate; for an agent an eval built with a framework (no
        AgentSpec: ``PydanticAIAdapter(agent)``), the tools its adapter lists (``tool_names``),
        else none (a runner that does not say them): any name passed there (drive36)."""
        spec = self.agent
        if not isinstance(spec, AgentSpec):
            listed = getattr(self.adapter, "tool_names", None)
            return frozenset(listed) if isinstance(listed, frozenset) else frozenset()
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

    def known_tool(self, name: str, args: Mapping[str, Any] | None) -> None:
        """A name the agent has no tool for, or an argument its tool does not take, is a mistake
        in the eval, not an assertion: with ``times=0`` ("book_rom" never called, never with
        ``room=``) it could only ever pass."""
        import difflib

        if not isinstance(name, str):
            raise DriveError(
                f"called_tool({name!r}): give the tool's name as a str, not {type(name).__name__}"
            )
        if args is not None and not isinstance(args, Mapping):
            raise DriveError(
                f"called_tool({name!r}, args={args!r}): args is a mapping of argument to value "
                f"(args={{'room_id': 'R-102'}}), not {type(args).__name__}"
            )
        known = self.tool_names
        if known and name not in known:
            close = difflib.get_close_matches(name, sorted(known), n=1, cutoff=0.6)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise DriveError(
                f"called_tool({name!r}): the agent has no tool of that name{hint}; its tools: "
                f"{', '.join(sorted(known))}"
            )
        params = self.tool_params(name)
        for key, value in (args or {}).items():
            if params is not None and key not in params:
                close = difflib.get_close_matches(key, params, n=1, cutoff=0.6)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                raise DriveError(
                    f"called_tool({name!r}, args={{{key!r}: ...}}): {name} takes no argument "
                    f"{key!r}{hint}; it takes {', '.join(params) or 'none'}"
                )
            refused = self.arg_refusal(name, key, value)
            if refused:
                raise DriveError(
                    f"called_tool({name!r}, args={{{key!r}: {value!r}}}): {refused}, so as "
                    "written no call matches it (a compiled regex is searched in the value as "
                    "recorded)"
                )

    def no_such_choice(self, name: str, args: Mapping[str, Any]) -> None:
        """An ``ok`` call's value that names none of the values its tools module lists for the
        argument (``ARG_CHOICES``: the arena's rooms), by id, name (``ARG_ALIASES``), spelling
        or as an approval's words read it, is the eval's mistake: no call with it is ever
        ``ok``. evidence55b: ``called_tool("book_room", status="ok", times=0, args={"room_id":
        "Aspn"})`` passed on a run that booked Aspen. Without ``status="ok"`` such a value may
        be a failed attempt's ("never tried R-999"): kept."""
        import difflib
        import sys

        from arena import binding
        from arena.edit_rules import aliases_of, choices_of

        spec, fn = self.agent, self._tool(name)
        if not isinstance(spec, AgentSpec) or fn is None:
            return
        module = sys.modules.get(spec.tools_module or str(getattr(fn, "__module__", "")))
        choices, aliases, gate = choices_of(module, name), aliases_of(module, name), None
        for key, value in args.items():
            allowed = tuple(choices.get(key) or ())
            if not allowed or not isinstance(value, str):
                continue
            named = {str(k).casefold(): v for k, v in (aliases.get(key) or {}).items()}
            read = {binding.canonical_args(name, {key: value}).get(key, value)}
            read.add(named.get(value.strip().casefold()))
            gate = gate or self._gate_words(name)
            if gate is not None:
                read |= {binding.canonical_args(name, c).get(key) for c in gate(value) if key in c}
            if read & set(allowed):
                continue
            names = [*allowed, *(aliases.get(key) or {})]
            close = difflib.get_close_matches(value, names, n=1, cutoff=0.6)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise DriveError(
                f"called_tool({name!r}, status='ok', args={{{key!r}: {value!r}}}): {value!r} "
                f"names no {key} {name} takes{hint}; it takes {', '.join(allowed)}: no call "
                "with it is ever ok, so as written this counts nothing"
            )

    def arg_refusal(self, name: str, key: str, value: Any) -> str | None:
        """Why no call of the agent's tool ``name`` can hold ``value`` as ``key``, or None.

        A value of a type the parameter never takes (``capacity="6"`` for an ``int``,
        ``room_id=102`` for a ``str``) matches no recorded call, so ``times=0`` with it passed
        whatever the agent did (outside tester 30). A compiled regex is searched in the value as
        recorded, and a parameter with no annotation takes anything."""
        import re
        import typing

        fn = self._tool(name)
        if fn is None or isinstance(value, re.Pattern):
            return None
        try:
            hint = typing.get_type_hints(fn).get(key, Any)
        except Exception:  # an annotation that does not resolve says nothing about the value
            return None
        if hint is Any:
            return None
        from pydantic import TypeAdapter, ValidationError

        try:
            adapter: TypeAdapter[Any] = TypeAdapter(hint)
        except Exception:  # a type pydantic cannot check: leave the value to the match
            return None
        try:
            adapter.validate_python(value, strict=True)
            return None
        except ValidationError:
            pass
        kind = getattr(hint, "__name__", str(hint))
        said = f"{name} takes {key}: {kind}, and {value!r} ({type(value).__name__}) is never one"
        try:
            read = adapter.validate_python(value)
        except ValidationError:
            return said
        return f"{said}; give {key}={read!r}"

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
