"""Adapter registry: one module per framework, imported only when asked for.

A missing framework is not an error until someone selects its adapter; then the error names the
extra to install.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from typing import Any

import msgspec

from arena.adapters.base import Adapter, AgentSpec, Traits
from arena.errors import MissingExtra, NotFound


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
    for name in names:
        if name not in ADAPTERS:
            raise NotFound.among("adapter", name, list(ADAPTERS))
    return names


def _has(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # a dotted name whose parent package is missing
        return False


def _module_exists(info: AdapterInfo) -> bool:
    return _has(info.module)


def load_adapter(name: str, spec: AgentSpec) -> Adapter:
    info = ADAPTERS.get(name)
    if info is None:
        raise NotFound.among("adapter", name, list(ADAPTERS))
    if not _module_exists(info):
        raise NotFound(f"adapter {name!r} is not implemented in this release yet")
    if info.env is not None:
        from arena import envs

        envs.require(info.env, name)  # not set up: says `arena env setup <env>`
    else:
        for pkg in info.requires:
            if not _has(pkg):
                raise MissingExtra(name, info.extra, pkg)
    module = importlib.import_module(info.module)
    build: Callable[[AgentSpec], Any] = module.build
    adapter = build(spec)
    if not isinstance(adapter, Adapter):
        raise TypeError(f"{info.module}.build returned {adapter!r}, not an Adapter (traits?)")
    return adapter


__all__ = [
    "ADAPTERS",
    "Adapter",
    "AdapterInfo",
    "AgentSpec",
    "Traits",
    "adapter_names",
    "load_adapter",
    "resolve_names",
]
