"""Framework environments: a virtual environment per framework that cannot share the main one.

The latest CrewAI pins ``openai<3`` and an OpenTelemetry newer than Google ADK allows, while the
latest OpenAI Agents SDK and Pydantic AI need ``openai>=3``; one environment would silently
downgrade three of them. So such a framework gets ``.venvs/<name>`` (``arena env setup <name>``)
and its adapter runs in a resident worker process there (:mod:`arena.workers`).

The environment holds the framework only. The worker imports this very ``arena`` source through
``PYTHONPATH`` (its worker-side modules need nothing outside the standard library, msgspec
and the framework), so harness and worker never run two different releases of the protocol.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from arena.errors import ArenaError, NotFound, UserError

#: Where environments live: ``$ARENA_ENVS``, else ``.venvs`` beside the Python environment
#: hitl-arena runs in (never the working directory: a command typed elsewhere finds them too).
ENVS_VARIABLE = "ARENA_ENVS"
DEFAULT_ROOT = ".venvs"
STAMP = ".arena-env.json"
STAMP_VERSION = 1


@dataclass(frozen=True, kw_only=True)
class EnvSpec:
    """One framework environment: what to install and how to tell it works."""

    name: str
    requirements: tuple[str, ...]
    imports: tuple[str, ...]  # must import inside the environment after installing
    note: str = ""


ENVS: dict[str, EnvSpec] = {
    spec.name: spec
    for spec in (
        EnvSpec(
            name="crewai",
            # msgspec: arena.types' values, which the worker's side imports too.
            requirements=("crewai>=1.15", "msgspec>=0.19"),
            imports=("crewai",),
            note="crewai pins openai<3 and opentelemetry>=1.45.1 (main env: openai>=3, otel<=1.44)",
        ),
    )
}


class EnvSetupFailed(ArenaError):
    """Creating or installing an environment failed (network, resolver, disk)."""


def root() -> Path:
    from arena.given_paths import env_path

    # as the person meant it: a "~" or a leading space from a unit file is no folder name
    explicit = env_path(ENVS_VARIABLE, "a folder for the framework environments")
    if explicit:
        return Path(explicit).absolute()
    if sys.prefix != sys.base_prefix:  # a virtual environment: the project's .venv → .venvs
        return Path(sys.prefix).absolute().parent / DEFAULT_ROOT
    data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data) / "arena" / "venvs"


def spec(name: str) -> EnvSpec:
    try:
        return ENVS[name]
    except KeyError:  # with the nearest, as a misspelt adapter is told (users46)
        import difflib

        close = difflib.get_close_matches(name.lower(), list(ENVS), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise NotFound(
            f"no framework environment {name!r}{hint}; known: {', '.join(ENVS) or 'none'}"
        ) from None


def path(name: str) -> Path:
    return root() / spec(name).name


def python(name: str) -> Path:
    env = path(name)
    return env / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _stamp(name: str) -> dict[str, object] | None:
    try:
        data = json.loads((path(name) / STAMP).read_text())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def ready(name: str) -> bool:
    """Set up for the current requirements (the stamp matches) and its interpreter exists."""
    stamp = _stamp(name)
    return (
        stamp is not None
        and stamp.get("version") == STAMP_VERSION
        and stamp.get("requirements") == list(spec(name).requirements)
        and python(name).exists()
    )


def describe(name: str) -> dict[str, object]:
    """What ``arena env`` prints: where it is, whether it is ready, what it holds."""
    stamp = _stamp(name) or {}
    return {
        "name": name,
        "path": str(path(name)),
        "python": str(python(name)),
        "ready": ready(name),
        "requirements": list(spec(name).requirements),
        "installed": stamp.get("installed", {}),
        "created_at": _utc_offset(stamp.get("created_at")),
    }


def _utc_offset(stamped: object) -> object:
    """A stamp's time as every other ``--json`` listing writes it (``…+00:00``, not ``…Z``):
    stamps written before session 39 end in ``Z``, and a script comparing them with ``arena runs
    --json`` times met two styles (users39)."""
    if isinstance(stamped, str) and stamped.endswith("Z"):
        return stamped[:-1] + "+00:00"
    return stamped


def require(name: str, adapter: str) -> Path:
    """The environment's interpreter, or a clear error saying how to create it."""
    if not ready(name):
        raise UserError(
            f"adapter {adapter!r} runs in its own environment, which is not set up at "
            f"{path(name)}: run `arena env setup {name}` (about 1 GB, a minute or two)"
        )
    return python(name)


Log = Callable[[str], None]


def _digest(constraints: Path | None) -> str | None:
    """The constraints file's content hash (what the stamp keeps), or None without one."""
    if constraints is None:
        return None
    try:
        return hashlib.sha256(constraints.read_bytes()).hexdigest()
    except OSError as exc:
        raise UserError(
            f"cannot read the constraints file {constraints}: {exc.strerror or exc}; give a "
            "file of pinned versions (`uv pip freeze` output), or leave --constraints out"
        ) from None


def setup(
    name: str, *, force: bool = False, log: Log | None = None, constraints: Path | None = None
) -> dict[str, object]:
    """Create ``.venvs/<name>`` and install the framework, unless the stamp says it is done.

    ``constraints``: a file of pinned versions (``pip -c``) the install must follow, so that a
    clean checkout gets what its tests last passed with; an environment set up under other pins
    (or none) is set up again."""
    env = spec(name)
    say = log or (lambda _msg: None)
    digest = _digest(constraints)
    pinned = digest is None or (_stamp(name) or {}).get("constraints") == digest
    if ready(name) and pinned and not force:
        say(f"{name}: ready at {path(name)}")
        return describe(name)
    if ready(name) and not pinned:
        force = True  # other pins: what is installed may be newer than they allow
    target = path(name)
    started = time.monotonic()
    uv = _uv()
    if force and target.exists():
        shutil.rmtree(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    (target / STAMP).unlink(missing_ok=True)
    say(f"{name}: creating {target} ({'uv' if uv else 'venv + pip'})")
    pins = ["-c", str(constraints)] if constraints is not None else []
    if uv:
        _run([uv, "venv", "--quiet", "--allow-existing", "--python", sys.executable, str(target)])
        install = [uv, "pip", "install", "--quiet", "--compile-bytecode", "--python"]
        _run([*install, str(python(name)), *pins, *env.requirements])
    else:
        _run([sys.executable, "-m", "venv", str(target)])
        pip = [str(python(name)), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
        _run([*pip, *pins, *env.requirements])
    versions = _check(name, env)
    stamp = {
        "version": STAMP_VERSION,
        "requirements": list(env.requirements),
        "constraints": digest,
        "installed": versions,
        "python": sys.version.split()[0],
        "created_at": time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime()),
    }
    (target / STAMP).write_text(json.dumps(stamp, indent=2) + "\n")
    say(f"{name}: ready in {time.monotonic() - started:.0f}s ({_versions_line(versions)})")
    return describe(name)


def _uv() -> str | None:
    here = Path(sys.executable).with_name("uv")
    if here.exists():
        return str(here)
    return shutil.which("uv")


def _run(cmd: list[str]) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-8:]
        raise EnvSetupFailed(
            f"`{' '.join(cmd[:4])} ...` failed (exit {proc.returncode}):\n" + "\n".join(tail)
        )


def _check(name: str, env: EnvSpec) -> dict[str, str]:
    """Import the framework inside the new environment and read the installed versions."""
    code = (
        "import importlib, importlib.metadata as m, json, sys\n"
        f"for mod in {list(env.imports)!r}: importlib.import_module(mod)\n"
        "names = ['crewai', 'openai', 'opentelemetry-api', 'pydantic']\n"
        "out = {}\n"
        "for n in names:\n"
        "    try: out[n] = m.version(n)\n"
        "    except m.PackageNotFoundError: pass\n"
        "print(json.dumps(out))\n"
    )
    proc = subprocess.run([str(python(name)), "-c", code], capture_output=True, text=True)
    if proc.returncode != 0:
        tail = proc.stderr.strip().splitlines()[-5:]
        raise EnvSetupFailed(f"{name}: installed, but importing it fails:\n" + "\n".join(tail))
    versions: dict[str, str] = json.loads(proc.stdout.strip().splitlines()[-1])
    return versions


def _versions_line(versions: Mapping[str, object]) -> str:
    return ", ".join(f"{k} {v}" for k, v in versions.items())


def arena_source() -> Path:
    """The directory holding the ``arena`` package, for the worker's ``PYTHONPATH``."""
    return Path(__file__).resolve().parent.parent


__all__ = [
    "ENVS",
    "EnvSetupFailed",
    "EnvSpec",
    "arena_source",
    "describe",
    "path",
    "python",
    "ready",
    "require",
    "root",
    "setup",
    "spec",
]
