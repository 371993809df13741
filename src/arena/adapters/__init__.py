"""Adapter registry: one module per framework, imported only when asked for.

A missing framework is not an error until someone selects its adapter; then the error names the
extra to install.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import inspect
import weakref
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import msgspec

from arena.adapters.base import Adapter, AgentSpec, Traits
from arena.errors import MissingExtra, NotFound, UserError
from arena.hosting import adapters_run_here


class AdapterInfo(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    module: str
    extra: str
    requires: tuple[str, ...]  # importable top-level packages the adapter needs
    primitive: str
    #: A framework environment (arena.envs) the adapter's worker runs in, instead of this one.
    env: str | None = None

    def installed(self) -> bool:
        if self.env is not None:
            from arena import envs

            return envs.ready(self.env)
        return all(_has(pkg) for pkg in self.requires)

    def install_hint(self) -> str:
        if self.env is not None:
            return f"arena env setup {self.env}"
        return f"pip install 'hitl-arena[{self.extra}]'" if self.extra else ""


ADAPTERS: dict[str, AdapterInfo] = {
    info.name: info
    for info in (
        AdapterInfo(
            name="vanilla",
            module="arena.adapters.vanilla",
            extra="",
            requires=("openai",),
            primitive="emulated (gate call intercepted, transcript carried back in)",
        ),
        AdapterInfo(
            name="langgraph",
            module="arena.adapters.langgraph",
            extra="langgraph",
            requires=("langgraph", "langchain_openai"),
            primitive="interrupt() + checkpointer",
        ),
        AdapterInfo(
            name="openai_agents",
            module="arena.adapters.openai_agents",
            extra="openai_agents",
            requires=("agents",),
            primitive="needs_approval + RunState",
        ),
        AdapterInfo(
            name="pydantic_ai",
            module="arena.adapters.pydantic_ai",
            extra="pydantic_ai",
            requires=("pydantic_ai",),
            primitive="deferred tools (ApprovalRequired) + message history",
        ),
        AdapterInfo(
            name="microsoft_af",
            module="arena.adapters.microsoft_af",
            extra="microsoft_af",
            requires=("agent_framework",),
            primitive="approval_mode + user input requests",
        ),
        AdapterInfo(
            name="google_adk",
            module="arena.adapters.google_adk",
            extra="google_adk",
            requires=("google.adk",),
            primitive="tool confirmation",
        ),
        AdapterInfo(
            name="smolagents",
            module="arena.adapters.smolagents",
            extra="smolagents",
            requires=("smolagents",),
            primitive="agent.interrupt() (no resume primitive)",
        ),
        AdapterInfo(
            name="crewai",
            module="arena.adapters.crewai",
            extra="crewai",
            requires=("crewai",),
            primitive="Flow @human_feedback + pending provider",
            env="crewai",
        ),
    )
}


def adapter_names() -> list[str]:
    return list(ADAPTERS)


def resolve_names(selection: str) -> list[str]:
    """``all`` → every adapter whose module exists and whose framework is installed."""
    if selection == "all":
        return [n for n, info in ADAPTERS.items() if _module_exists(info) and info.installed()]
    names = [s.strip() for s in selection.split(",") if s.strip()]
    pieces = selection.replace(",", " ").split()
    if any(len(n.split()) > 1 for n in names) and all(p in ADAPTERS for p in pieces):
        spaced = next(n for n in names if len(n.split()) > 1)  # "vanilla openai_agents" (evals45)
        raise NotFound(
            f"unknown adapter {spaced!r}: several adapters are separated by commas, not spaces: "
            f"write {','.join(pieces)}"
        )
    unknown = [n for n in names if n not in ADAPTERS and not _outside_name(n)]
    if len(unknown) == 1:
        raise unknown_adapter(unknown[0], selecting=len(names) == 1)
    if unknown:  # every typo at once, each with its did-you-mean (tester 14), one per line
        raise UnknownAdapters(unknown)
    return names


#: How an adapter of the user's own is named: said beside an unknown name ("mine", "mine:"
#: read "unknown adapter" with no hint of the form, users28 finding 4).
OWN_FORM = "an adapter of your own is named module:factory (e.g. my_agent:build)"


def unknown_adapter(name: str, *, selecting: bool = False) -> NotFound:
    """``unknown adapter 'mine'; known adapters: ...; an adapter of your own is named ...``.
    ``selecting``: the name is the whole ``--adapter`` selection, where ``all`` is one too (not
    within a list: ``all`` takes no other name beside it)."""
    said = str(NotFound.among("adapter", name, list(ADAPTERS)))
    return NotFound(f"{_or_all(name, said) if selecting else said}; {OWN_FORM}")


#: What ``--adapter`` takes besides the names: 'All', 'ALL', 'al' and 'alll' were told the eight
#: names, with no did-you-mean and no word of ``all`` (users43).
ALL_SAID = "or all (every installed one)"


def _or_all(name: str, said: str) -> str:
    """``said`` (:meth:`NotFound.among`'s words) naming ``all`` among what ``--adapter`` takes,
    and as the did-you-mean where the name is nearer to it than to any adapter's."""
    import difflib  # only a wrong name needs it

    if "(did you mean" not in said and difflib.get_close_matches(name.lower(), ["all"], n=1):
        said = said.replace(f"{name!r};", f"{name!r} (did you mean 'all'?);", 1)
    return f"{said}, {ALL_SAID}"


class UnknownAdapters(NotFound):
    """Several unknown ``--adapter`` names: ``problems`` holds one line each, then the known
    ones (the CLI prints them one per line, as an item file's problems)."""

    def __init__(self, unknown: Sequence[str]) -> None:
        known = f"known adapters: {', '.join(ADAPTERS)}"
        said = [
            str(NotFound.among("adapter", n, list(ADAPTERS))).split("; known ")[0] for n in unknown
        ]
        self.problems = (*said, known, OWN_FORM)
        super().__init__("; ".join(self.problems))


def _outside_name(name: str) -> bool:
    """``package.module:factory``: an adapter of the user's own (checked when it is loaded)."""
    module, _, attr = name.partition(":")
    return bool(module and attr) and all(p.isidentifier() for p in (*module.split("."), attr))


def _has(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # a dotted name whose parent package is missing
        return False


def _module_exists(info: AdapterInfo) -> bool:
    return _has(info.module)


def load_adapter(name: str, spec: AgentSpec) -> Adapter:
    # Adapter code may run as its module is imported: inside an arena command the process is
    # marked as hosting agents first (arena.hosting; the eval API and pytest are not commands).
    adapters_run_here()
    info = ADAPTERS.get(name)
    if info is None and _outside_name(name):
        return _load_outside(name, spec)
    if info is None:
        raise unknown_adapter(name)
    if not _module_exists(info):
        raise NotFound(f"adapter {name!r} is not implemented in this release yet")
    if info.env is not None:
        from arena import envs

        envs.require(info.env, name)  # not set up: says `arena env setup <env>`
        _socks_ready(name, envs.path(info.env))
    else:
        for pkg in info.requires:
            if not _has(pkg):
                raise MissingExtra(name, info.extra, pkg)
    module = importlib.import_module(info.module)
    build: Callable[[AgentSpec], Any] = module.build
    try:
        adapter = build(spec)
    except ImportError as exc:  # a SOCKS proxy in the environment: a 70-line traceback (users34)
        if "socksio" not in str(exc):
            raise
        raise UserError(_socks_proxy(name)) from None
    if not isinstance(adapter, Adapter):
        raise TypeError(f"{info.module}.build returned {adapter!r}, not an Adapter (traits?)")
    with contextlib.suppress(TypeError):  # one that takes no weak reference is not marked
        _BUILT[adapter] = name
    return adapter


#: The adapters :func:`load_adapter` built, by the registered name it built each under.
_BUILT: weakref.WeakKeyDictionary[object, str] = weakref.WeakKeyDictionary()


def built_by_name(adapter: object) -> str | None:
    """The registered name :func:`load_adapter` built ``adapter`` under, else None. Only such
    an adapter is what its name builds again: an arena class an eval built itself around an
    agent of its own (``PydanticAIAdapter(agent)``, ``LangGraphAdapter(graph)``, docs/drive.md)
    carries the same name, and a restart that built it by that name ran the arena's agent in
    its place, so the eval's own passed whatever it did after the pause (regress35)."""
    try:
        return _BUILT.get(adapter)
    except TypeError:
        return None


def _socks_names() -> list[str]:
    """The proxy variables set to a SOCKS proxy (``ALL_PROXY=socks5://...``)."""
    import os

    return sorted(
        k for k, v in os.environ.items() if k.lower().endswith("_proxy") and "socks" in v.lower()
    )


def _socks_ready(name: str, env: Path) -> None:
    """Refuse, before any run, an adapter run in the environment ``env`` (a worker process)
    when a SOCKS proxy is set and that environment lacks socksio: CrewAI's client mounts the
    proxy at its first leg, so every run failed 'ImportError: Using SOCKS proxy, but the
    'socksio' package is not installed' and the matrix read 'pause unsupported' (users35)."""
    if not _socks_names():
        return
    kept = ("lib/python*/site-packages/socksio", "Lib/site-packages/socksio")
    if any(any(env.glob(pattern)) for pattern in kept):
        return
    raise UserError(_socks_proxy(name, env))


def _socks_proxy(name: str, env: Path | None = None) -> str:
    """Why ``name`` could not start with ``ALL_PROXY=socks5://...`` set: its framework builds an
    HTTP client that mounts every proxy the environment names, and httpx needs socksio for a
    SOCKS one, used or not (the scripted model and the gateway are on 127.0.0.1). The pip named
    is the environment's the adapter runs in, as a path that works from here."""
    import os
    import sys

    which = ", ".join(_socks_names()) or "a proxy variable"
    pip = (env or Path(sys.prefix)) / ("Scripts/pip.exe" if os.name == "nt" else "bin/pip")
    with contextlib.suppress(ValueError):
        pip = pip.relative_to(Path.cwd())
    return (
        f"adapter {name!r} cannot start: {which} names a SOCKS proxy, and its framework's HTTP "
        f"client needs the socksio package for one; install it ({pip} install "
        f"'httpx[socks]') or unset {which} for arena (the scripted model needs no proxy)"
    )


def _load_outside(name: str, spec: AgentSpec) -> Adapter:
    """The user's adapter ``module:factory``: ``factory(spec)`` (a class or a ``build``
    function) must give an :class:`Adapter`; it is run, scored and put in the matrix under
    ``name``, so the same string finds it again in a resume, a worker or another process. The
    current folder is importable, as for ``python -m`` (the ``arena`` script does not add it)."""
    import os
    import sys

    module_name, _, attr = name.partition(":")
    if not _has(module_name) and os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    if not _has(module_name):
        raise NotFound(
            f"--adapter {name}: no module {module_name!r} to import from {os.getcwd()} or "
            "PYTHONPATH; run from the folder that holds it, or add that folder to PYTHONPATH"
        )
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:  # the user's module: one line saying where, not a traceback
        raise UserError(
            f"--adapter {name}: importing {module_name} failed: {_said(exc)}; fix the module "
            "(or install what it imports) and run again"
        ) from None
    factory = getattr(module, attr, None)
    if factory is None and getattr(module, "__file__", None) is None:  # a folder, no mine.py
        where = ", ".join(getattr(module, "__path__", [])) or module_name
        raise NotFound(
            f"--adapter {name}: {module_name!r} is only a folder here ({where}): no "
            f"{module_name}.py was found in {os.getcwd()} or on PYTHONPATH; run from the folder "
            f"that holds {module_name}.py, or add that folder to PYTHONPATH"
        )  # it said "mine has no factory 'MyAgent'; its callables: none" (users29)
    if not callable(factory):
        import difflib

        offered = sorted(n for n, v in vars(module).items() if callable(v) and n[:1] != "_")
        close = difflib.get_close_matches(attr, offered, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise NotFound(
            f"--adapter {name}: {module_name} has no factory {attr!r}{hint}; its callables: "
            f"{', '.join(offered) or 'none'}"
        )
    signature = f"{attr}(spec: AgentSpec) -> Adapter"
    try:
        inspect.signature(factory).bind(spec)
    except TypeError as exc:
        raise UserError(
            f"--adapter {name}: {module_name}.{attr} cannot be called with the spec ({exc}); "
            f"a factory takes one argument: {signature}"
        ) from None
    except ValueError:  # no signature to read (a builtin): calling it says
        pass
    try:
        adapter = factory(spec)
    except Exception as exc:
        raise UserError(
            f"--adapter {name}: {module_name}.{attr}(spec) raised {_said(exc)}; a factory "
            f"is {signature}"
        ) from None
    missing = [a for a in ("name", "traits", "start", "resume") if not hasattr(adapter, a)]
    if missing or not isinstance(adapter, Adapter):
        raise UserError(
            f"--adapter {name}: {attr}(spec) returned {type(adapter).__name__}, not an adapter "
            f"(missing: {', '.join(missing) or 'framework_version'}); an adapter has name, "
            "traits, framework_version, start() and resume() (docs/architecture.md, Adapter)"
        )
    if adapter.name != name:
        try:
            adapter.name = name  # type: ignore[misc]
        except AttributeError:
            raise UserError(
                f"--adapter {name}: its adapter is named {adapter.name!r} and the name cannot "
                "be set; give it a writable name attribute"
            ) from None
    return adapter


def _said(exc: BaseException) -> str:
    """``Type: message (file:line)``: where in the user's code it was raised (a syntax error's
    own place, else the innermost frame but importlib's own), in one line."""
    import traceback

    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    if isinstance(exc, SyntaxError):
        where = f"{exc.filename}:{exc.lineno}" if exc.filename else ""
        text = exc.msg
    else:
        frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename[:1] != "<"]
        where = f"{frames[-1].filename}:{frames[-1].lineno}" if frames else ""
    said = f"{type(exc).__name__}: {text}" if text else type(exc).__name__
    return f"{said} ({where})" if where else said


__all__ = [
    "ADAPTERS",
    "Adapter",
    "AdapterInfo",
    "AgentSpec",
    "Traits",
    "adapter_names",
    "built_by_name",
    "load_adapter",
    "resolve_names",
]
