"""Where the figures came from: CPUs, memory, Python, package versions, commit, load."""

from __future__ import annotations

import json
import os
import platform
import sqlite3
import subprocess
import time
from importlib import metadata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = (
    "hitl-arena",
    "openai",
    "httpx",
    "uvicorn",
    "starlette",
    "langgraph",
    "langchain",
    "langchain-openai",
    "langgraph-checkpoint-sqlite",
    "openai-agents",
    "pydantic-ai-slim",
    "agent-framework-core",
    "google-adk",
    "smolagents",
)


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _memory_gb() -> float:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return int(line.split()[1]) / 1024 / 1024
    except OSError:
        pass
    return 0.0


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return ""


def _crewai() -> str:
    """CrewAI lives in its own environment; its stamp says which version is installed there."""
    from arena import envs

    try:
        if not envs.ready("crewai"):
            return ""
        stamp = json.loads((envs.path("crewai") / ".arena-env.json").read_text())
        installed = stamp.get("installed") or {}
        return str(installed.get("crewai") or "")
    except (OSError, ValueError):
        return ""


def _commit() -> str:
    try:
        out = subprocess.run(
            ["git", "-C", str(ROOT), "describe", "--always", "--dirty"],
            capture_output=True,
            text=True,
            timeout=5,
        )
        return out.stdout.strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def speed_s(steps: int = 3_000_000) -> float:
    """CPU seconds of a fixed pure-Python loop (best of 3): how fast this machine is today.

    The same cores ran the same code 3.6x slower on one afternoon than on the day before (a shared
    host); with this figure beside them, absolute times from different days can be compared.
    """
    best = float("inf")
    for _ in range(3):
        start, total = time.process_time(), 0
        for i in range(steps):
            total += i
        best = min(best, time.process_time() - start)
    return round(best, 3)


def describe() -> dict[str, Any]:
    versions = {name: _version(name) for name in PACKAGES}
    versions["crewai (.venvs/crewai)"] = _crewai()
    versions["sqlite"] = sqlite3.sqlite_version
    return {
        "nproc": len(os.sched_getaffinity(0)),
        "cpu_model": _cpu_model(),
        "memory_gb": _memory_gb(),
        "python": platform.python_version(),
        "platform": f"{platform.system()} {platform.release()}",
        "versions": versions,
        "commit": _commit(),
        "load_before": load(),
        "python_loop_s": speed_s(),
    }
