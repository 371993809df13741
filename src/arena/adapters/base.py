"""What every adapter is built from: the agent to run and which of its calls need a person."""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Callable, Hashable, Mapping
from types import ModuleType
from typing import Any, Generic, Literal, Protocol, TypeVar, get_args, runtime_checkable

import msgspec

from arena.context import RunContext
from arena.types import APPROVAL_OPTIONS, InputRequest, ResumableRunner

#: How an adapter stops for a person (docs/methodology.md §7): the framework's own interrupt;
#: the harness intercepting the gate call; a stop that lets the rest of a model step run; a stop
#: at the level of a flow that restarts its agent from a carried transcript.
PauseKind = Literal["native", "emulated", "partial", "flow-level"]
PAUSE_KINDS: tuple[str, ...] = get_args(PauseKind)


class Traits(msgspec.Struct, frozen=True, kw_only=True):
    """What an adapter declares about how it is built; the matrix measures whether it holds.

    Declared once per adapter class, frozen: nothing reads an adapter's attributes with a default.
    """

    pause_kind: PauseKind
    #: The framework primitive in the adapter's own words, shown beside the matrix.
    mechanism: str

    def __post_init__(self) -> None:
        if self.pause_kind not in PAUSE_KINDS:
            raise ValueError(f"pause_kind {self.pause_kind!r}: one of {', '.join(PAUSE_KINDS)}")
        if not self.mechanism.strip():
            raise ValueError("mechanism: say which framework primitive pauses the run")


@runtime_checkable
class Adapter(ResumableRunner, Protocol):
    """The adapter contract (docs/architecture.md, "Adapter"): ``start``/``resume`` legs that end
    ``completed``, ``failed`` or ``waiting``, plus what it declares about itself.

    :func:`arena.conformance.validate` runs the behavioural half against the scripted
    model; a user's own adapter can call it too.
    """

    traits: Traits

    @property
    def framework_version(self) -> str: ...


class AgentSpec(msgspec.Struct, frozen=True, kw_only=True):
    """A framework-neutral agent: prompt, recorded tools, the gate call and the consequential tools.

    The arena's booking agent is one of these; adapters also accept an agent the user built with
    their framework (see each adapter's ``wrap``), so this is only the arena's convenience.
    """

    name: str
    system_prompt: str
    tools: tuple[Callable[..., Any], ...]
    gate: str = "request_approval"
    consequential: tuple[str, ...] = ("book_room",)
    #: Tools gated through the framework's own per-tool approval (``needs_approval``,
    #: ``interrupt_on``, ``requires_approval``, ``approval_mode``, ``require_confirmation``):
    #: they run only after a person approved the call (the ``gated`` probe, arena.probes).
    gated: tuple[str, ...] = ()
    #: The tools module it was built from (:meth:`from_module`; "" otherwise): where an edit
    #: of its calls is checked (``ARG_ALIASES``, ``ARG_CHOICES``, ``check_edit``), as an arena
    #: run of the same module is. Read from the tools' own module, a module of one's own that
    #: re-exports the rooms tools lost its nicknames in ``respond(edited_args=...)`` (evals47).
    tools_module: str = ""

    def __post_init__(self) -> None:
        """A gate or tool name that names none of the tools (``gate="ask_humn"``) is refused here:
        the agent was otherwise blamed for never pausing. The defaults (the rooms agent's names)
        are left alone, so an agent that gates only through its framework may keep them."""
        import difflib

        from arena.errors import UserError

        for field in ("consequential", "gated"):  # a str was read letter by letter (drive38)
            value = getattr(self, field)
            if isinstance(value, str):
                raise UserError(
                    f"AgentSpec {self.name!r}: {field} is a tuple of tool names, not a str: "
                    f"{field}=({value!r},)"
                )
        names = [str(getattr(fn, "__name__", "")) for fn in self.tools]
        given: list[tuple[str, tuple[str, ...], str]] = [
            ("gate", (self.gate,), "request_approval"),
            ("consequential", self.consequential, "book_room"),
            ("gated", self.gated, "book_room"),
        ]
        for field, values, default in given:
            for value in values:
                if value in names or value == default:
                    continue
                close = difflib.get_close_matches(value, names, n=1, cutoff=0.6)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                raise UserError(
                    f"AgentSpec {self.name!r}: {field} {value!r} is not one of its tools{hint}; "
                    f"its tools: {', '.join(names) or '(none)'}"
                )

    @classmethod
    def from_module(cls, module: ModuleType | str, name: str = "agent") -> AgentSpec:
        """The agent a tools module defines (``TOOLS``, ``GATE``, ``CONSEQUENTIAL``,
        ``SYSTEM_PROMPT``: docs/items.md), given as the module or its dotted name
        (``"arena.tools.rooms"`` raised a bare AttributeError, 'str' object has no attribute
        'GATE': evals44)."""
        import importlib

        from arena.errors import UserError

        if isinstance(module, str):
            try:
                module = importlib.import_module(module)
            except ImportError as exc:
                raise UserError(
                    f"AgentSpec.from_module({module!r}): no such module ({exc}); give a tools "
                    "module importable from here, or the module itself, as arena.tools.rooms"
                ) from None
        lacking = [
            a for a in ("TOOLS", "GATE", "CONSEQUENTIAL", "SYSTEM_PROMPT") if not hasattr(module, a)
        ]
        if lacking:
            raise UserError(
                f"AgentSpec.from_module: {getattr(module, '__name__', module)!r} lacks "
                f"{', '.join(lacking)}; a tools module defines TOOLS, GATE, CONSEQUENTIAL and "
                "SYSTEM_PROMPT, as arena.tools.rooms does (docs/items.md)"
            )
        from arena.arena_tools import borrowed_proposer, name_form

        for attr in ("GATE", "CONSEQUENTIAL"):
            # ("book_desk",) read "consequential ('book_desk',) is not one of its tools; its
            # tools: ..., book_desk, ..." (drive38)
            if (form := name_form(module.__name__, attr, getattr(module, attr))) is not None:
                raise UserError(form)

        if (borrowed := borrowed_proposer(module)) is not None:
            raise UserError(f"AgentSpec.from_module: {borrowed}")
        return cls(
            name=name,
            system_prompt=module.SYSTEM_PROMPT,
            tools=tuple(module.TOOLS),
            gate=module.GATE,
            consequential=(module.CONSEQUENTIAL,),
            tools_module=module.__name__,
        )

    def tool(self, name: str) -> Callable[..., Any]:
        for fn in self.tools:
            if fn.__name__ == name:
                return fn
        raise KeyError(name)


def ask_for_approval(
    ctx: RunContext,
    *,
    action: str,
    args: Mapping[str, Any],
    native_id: str | None,
    tool_name: str | None = None,
    preview: str = "",
) -> InputRequest:
    """The one way adapters raise an approval request, so every request carries the same context."""
    summary = str(args.get("summary") or "") or ", ".join(f"{k}={v}" for k, v in args.items())
    return ctx.request_input(
        action=action,
        tool_name=tool_name or action,
        args=args,
        prompt=summary or f"Approve {action}?",
        reason=f"{action} is a gate: a person must approve before the agent continues",
        options=APPROVAL_OPTIONS,
        details={"summary": summary, "agent_said": preview[:500], "adapter": ctx.adapter},
        native_id=native_id,
    )


T = TypeVar("T")


class LoopLocal(Generic[T]):
    """A cache of async clients per running event loop.

    HTTP clients bind their connection pool to the loop that first used them; an adapter instance
    that outlives one ``asyncio.run`` (tests, the eval driver) must not hand that client to the
    next loop ("Event loop is closed"). Entries die with their loop.
    """

    def __init__(self, factory: Callable[[Hashable], T]) -> None:
        self._factory = factory
        self._per_loop: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[Hashable, T]] = (
            weakref.WeakKeyDictionary()
        )

    def get(self, key: Hashable) -> T:
        cache = self._per_loop.setdefault(asyncio.get_running_loop(), {})
        if key not in cache:
            cache[key] = self._factory(key)
        return cache[key]
