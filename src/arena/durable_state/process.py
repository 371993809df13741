"""Starting one phase of the durable_state arena in a fresh OS process, and what it left behind.

A phase is ``python -m arena.durable_state.child JOB`` in the adapter's working folder, in a process
group of its own (so a framework worker it started dies with it) and, where the machine allows,
in a sandbox of its own (:mod:`arena.durable_state.sandbox`: a fresh filesystem view and process
tree that see only the stores and this phase's files). Its job, result, log, execution journal
and — for a doomed phase — the note it wrote before dying are in the folder's ``phases`` folder.
Anything else a phase leaves in the working folder is moved there before the next phase starts
(``left_behind``), so the stores and their state folder are all a later phase finds — and what
it finds besides the stores is listed and hashed before it starts (:mod:`.leftovers`): shown
beside the verdict whether or not the phase's read audit saw it being read. Each store is
rebuilt from its own tables before a phase starts (:mod:`.storecopy`): what else its file held
is gone, and named there too.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arena import readwatch
from arena.arenas import Arena
from arena.durable_state import kernelstate, leftovers, sandbox, storecopy
from arena.durable_state.crash import NAMES, Kill
from arena.endpoints import ModelChoice
from arena.errors import ArenaError
from arena.runner import DEFAULT_LEG_TIMEOUT, MAX_RESUMES
from arena.store.home_record import HOMES_ENV
from arena.tools import JOURNAL_ENV


@dataclass(frozen=True, kw_only=True)
class Settings:
    #: The model every phase opens (the scripted one by default).
    model: ModelChoice = field(default_factory=ModelChoice)
    leg_timeout_s: float = DEFAULT_LEG_TIMEOUT
    concurrency: int = 4
    #: Claim expiry of the doomed resumers: how long the retry waits for a dead claim.
    claim_ttl_s: float = 2.0
    python: str = sys.executable

    def endpoint(self) -> dict[str, Any]:
        """The model, as JSON for a phase's process (``ModelChoice(**it)`` there)."""
        return self.model.as_job()


@dataclass(frozen=True, kw_only=True)
class PhaseRun:
    """What the parent saw of one phase's process."""

    name: str
    returncode: int
    seconds: float
    log: Path
    out: dict[str, Any] | None = None
    note: dict[str, Any] | None = None
    timed_out: bool = False
    #: Files an earlier phase wrote that this (resume) phase read: in the adapter's state folder
    #: (``beside`` the store) and anywhere else (``outside``; :mod:`arena.readwatch`).
    beside: tuple[str, ...] = ()
    outside: tuple[str, ...] = ()
    #: What earlier phases left in the run folder besides the stores, there for this (resume)
    #: phase to read, listed by the parent before it started (:mod:`.leftovers`): read or not,
    #: the pause is then not the store alone.
    found: tuple[str, ...] = ()
    #: What earlier phases left in the working folder besides the stores, moved away before this
    #: phase started (kept under ``phases/left-behind/<phase>``).
    left_behind: tuple[str, ...] = ()
    #: Why the phase ran without a sandbox; empty when it had one.
    unsandboxed: str = ""

    @property
    def killed(self) -> bool:
        return self.returncode == -signal.SIGKILL and not self.timed_out

    @property
    def error(self) -> str | None:
        if self.timed_out:
            return f"phase {self.name} timed out after {self.seconds:.0f}s (log: {self.log})"
        if self.out and self.out.get("error"):
            return f"phase {self.name}: {self.out['error']}"
        if self.returncode != 0 and not self.killed:
            return f"phase {self.name} exited {self.returncode}: {_tail(self.log)}"
        return None


def _tail(log: Path, lines: int = 3) -> str:
    try:
        text = log.read_text(encoding="utf-8", errors="replace").strip().splitlines()
    except OSError:
        return "(no log)"
    return " | ".join(text[-lines:]) or "(empty log)"


def _read(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def child_env(adapter: str = "", tools: str = "") -> dict[str, str]:
    """A phase's environment. A user's own adapter (``module:factory``) is imported from the
    folder ``arena run`` was started in, as in that process: the phase runs elsewhere (its
    results folder), so that folder goes on its path — last, and only for such an adapter, or
    for an arena whose tools module (``tools``) was imported from that folder."""
    from arena import envs, statedir

    # No store and no state folder of the caller's: a phase's state folder is ``.arena`` in the
    # run folder, the one place besides the stores that the harness lists (arena.statedir).
    env = {k: v for k, v in os.environ.items() if k not in ("ARENA_STORE", statedir.ENV)}
    source = str(envs.arena_source())
    user = os.getcwd() if ":" in adapter or _from_here(tools) else ""
    parts = (source, env.get("PYTHONPATH", ""), user)
    env["PYTHONPATH"] = os.pathsep.join(p for p in parts if p)
    env[envs.ENVS_VARIABLE] = str(envs.root())  # the child runs elsewhere; keep the same .venvs
    env["PYTHONUNBUFFERED"] = "1"
    return env


def _from_here(tools: str) -> bool:
    """Whether the tools module ``tools`` was imported from the current folder (``tools:
    hotdesk48`` beside the arena folder, :func:`arena.arena_tools.from_here`): a phase ran in
    its results folder and could not import it, and the run read "not durable" (evals48)."""
    module = sys.modules.get(tools) if tools else None
    file = getattr(module, "__file__", None)
    if not file:
        return False
    here = Path.cwd().resolve()
    top = tools.split(".")[0]
    home = here / top if (here / top).is_dir() else here / f"{top}.py"
    found = Path(file).resolve()
    return home.exists() and (found == home or found.is_relative_to(home))


def allow_tools(env: Mapping[str, str], tools: str, folder: Path) -> dict[str, str]:
    """``env`` with an allow-list that lets a resumer import ``tools``, the arena's tools module
    that ``arena run`` itself imported and ran: a resume imports only installed arenas' modules
    and those the operator's allow-list names (:mod:`arena.runs.allow`), so an arena folder of
    one's own with ``mode: restart`` lost every decision (the resumer refused its module) and
    read "not durable" (evals48). The operator's file is kept whole, the module added, in
    ``folder`` (the phase's private one); one it already allows changes nothing."""
    from arena.errors import UserError
    from arena.runs.allow import ENV, NotAllowed, load_allow

    out = dict(env)
    if not tools:
        return out
    try:
        allow = load_allow(env.get(ENV) or None)
        allow.check_tools_module(tools)
        return out  # allowed already
    except NotAllowed:
        pass
    except UserError:
        return out  # a broken allow-list: the resumer says so, as before
    from arena.yamlfile import load

    where = Path(allow.path)
    raw = (load(where.read_text(encoding="utf-8")) or {}) if where.is_file() else {}
    raw["tools_modules"] = [*(raw.get("tools_modules") or []), tools]
    folder.mkdir(parents=True, exist_ok=True)
    mine = folder / "allow.yaml"
    mine.write_text(json.dumps(raw, indent=2), encoding="utf-8")  # JSON is YAML
    out[ENV] = str(mine)
    return out


def private_env(env: Mapping[str, str], folder: Path) -> dict[str, str]:
    """``env`` with a fresh ``HOME`` and ``TMPDIR`` under ``folder`` (made here), and a fresh
    ``$ARENA_STORE_HOMES`` where one was named. The operator's allow-list and the caches stay
    where they were: the first is configuration, not state, and a cache file written during the
    run is still caught by :func:`arena.readwatch.watch`. This machine's records of each store
    (its last home, its last act: :mod:`arena.store.home_record`, :mod:`arena.store.high_water`)
    start empty, as they do where the variable is unset (they live under ``HOME``): a resumer
    that read an earlier phase's was taken for reading state outside the store, and letting it
    read them let an adapter keep its pause in them and read durable (regress37)."""
    from arena.runs.allow import allow_path

    home, tmp = folder / "home", folder / "tmp"
    for d in (home, tmp):
        d.mkdir(parents=True, exist_ok=True)
    out = dict(env)
    allow = allow_path()
    if "ARENA_ALLOW" not in out and allow.exists():
        out["ARENA_ALLOW"] = str(allow)
    out.setdefault("XDG_CACHE_HOME", str(Path.home() / ".cache"))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        out.pop(name, None)
    out.update(HOME=str(home), TMPDIR=str(tmp), TEMP=str(tmp), TMP=str(tmp))
    if out.get(HOMES_ENV):
        (folder / "homes").mkdir(exist_ok=True)
        out[HOMES_ENV] = str(folder / "homes")
    return out


#: Process groups of the phases running now, so an interrupted run leaves none behind.
_RUNNING: set[int] = set()
_LOCK = threading.Lock()
_STOP = threading.Event()


class Interrupted(ArenaError):
    """The durable_state run was stopped (Ctrl-C): no further phase starts."""


def stop_all() -> None:
    """Kill every running phase (and what it started); phases not started yet never start."""
    _STOP.set()
    with _LOCK:
        running = list(_RUNNING)
    for pgid in running:
        _reap_group(pgid)


def allow_phases() -> None:
    _STOP.clear()


def _reap_group(pgid: int) -> None:
    """Kill what the phase left behind in its own process group (a framework worker)."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


@dataclass
class AdapterProcesses:
    """One adapter's phases: each started in a fresh process, its outcome kept by name."""

    arena: Arena
    adapter: str
    root: Path
    settings: Settings
    env: dict[str, str]
    phases: dict[str, PhaseRun] = field(default_factory=dict)
    #: Why the phases run without a sandbox (:func:`arena.durable_state.sandbox.why_not`).
    unsandboxed: str = field(default_factory=sandbox.why_not)
    #: When the adapter's first phase was planned (epoch seconds): files changed since then and
    #: before a resumer started were written by an earlier phase.
    since: float = field(default_factory=time.time)
    #: This run's crash points: their stores are all that may travel besides the state folder.
    crash_points: tuple[str, ...] = NAMES
    #: Whether :func:`.sandbox.probe` has tried this run's view (before its first phase).
    probed: bool = False
    #: What the kernel held that the harness can see (key rings, host name, network interfaces)
    #: when the first phase was planned: what is new before a later one is named (:mod:`.kernelstate`).
    kernel: dict[str, str] = field(default_factory=kernelstate.snapshot)
    #: What rebuilding the stores before a phase left out of them (:func:`.storecopy.rebuild`).
    dropped: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: Why sandboxed phases share this machine's network and unix sockets (a real model
    #: endpoint; ``unshare --net`` not permitted); empty when each has its own (:mod:`.sandbox`).
    network_shared: str = ""

    def __post_init__(self) -> None:
        if not self.unsandboxed and not self.network_shared:
            self.network_shared = sandbox.network_shared(self.settings.model.model_url is None)

    def store(self, crash_point: str) -> Path:
        return self.root / f"{crash_point}.db"

    @property
    def folder(self) -> Path:
        """The phases' own files: hidden from each sandboxed phase but for its own."""
        return self.root / "phases"

    def journals(self) -> list[Path]:
        """Every execution of a side-effecting tool (arena.tools.JOURNAL_ENV), one file a phase."""
        return sorted(p for p in self.folder.glob("*.executions.jsonl") if p.stat().st_size)

    def sweep(self, before: str) -> tuple[str, ...]:
        """Move what earlier phases left in the working folder besides the stores and their state
        folder out of a later phase's reach; returns the names moved. A store's rollback journal
        stays (SQLite may need it), listed by :func:`.leftovers.inventory` like the state folder."""
        keep = (
            {leftovers.PHASES, leftovers.STATE}
            | leftovers.store_names(self.crash_points)
            | {f"{cp}.db-journal" for cp in self.crash_points}
        )
        strays = sorted(p for p in self.root.iterdir() if p.name not in keep)
        if strays:
            away = self.folder / "left-behind" / before
            away.mkdir(parents=True, exist_ok=True)
            for p in strays:
                shutil.move(str(p), str(away / p.name))
        return tuple(p.name for p in strays)

    def phase(
        self,
        name: str,
        kind: str,
        crash_points: Sequence[str],
        *,
        kill: Kill | None = None,
        **extra: Any,
    ) -> PhaseRun:
        self.folder.mkdir(parents=True, exist_ok=True)
        left = self.sweep(before=name)
        found = leftovers.inventory(self.root, self.crash_points)
        for cp in self.crash_points:  # each store from its own tables only (:mod:`.storecopy`)
            store = self.store(cp)
            # a fresh file: the xattrs of the one it replaces are gone with it
            gone = tuple(f"{store}{s} [xattr " for s in leftovers.STORE_SUFFIXES)
            self.dropped.update((k, v) for k, v in found.items() if k.startswith(gone))
            for what in storecopy.rebuild(store):
                self.dropped[f"{store} [{what}]"] = {"kind": "in the store file"}
        found.update(kernelstate.left(self.kernel))  # outside every file (red team 9, finding 7)
        found = {**self.dropped, **found}  # what a rebuild left out stays named beside the verdict
        leftovers.write(self.folder / f"{name}.found.json", found)
        job_file, out, note, log, reads, status, journal, box = (
            self.folder / f"{name}.{suffix}"
            for suffix in (
                "job.json",
                "out.json",
                "note.json",
                "log",
                "reads.jsonl",
                "status.json",
                "executions.jsonl",
                "sandbox.json",
            )
        )
        for stale in (out, note, reads, status, journal):
            stale.unlink(missing_ok=True)
        env = {**self.env, JOURNAL_ENV: str(journal)}
        private = self.folder / f"{name}.private"
        shutil.rmtree(private, ignore_errors=True)
        job = {
            "phase": kind,
            "arena": str(self.arena.path.resolve()),
            # the items --item chose: a phase loads the arena from its folder, every item of it
            "items": [i.id for i in self.arena.items],
            "adapter": self.adapter,
            "stores": {cp: str(self.store(cp)) for cp in crash_points},
            "endpoint": self.settings.endpoint(),
            "leg_timeout_s": self.settings.leg_timeout_s,
            "concurrency": self.settings.concurrency,
            "out": str(out),
            "note": str(note),
            **extra,
        }
        if kill is not None:
            job["kill"] = {**kill.as_json(), "store": crash_points[0]}
        if kind == "resume":  # a resumer has the store, and nothing an earlier phase left
            env = allow_tools(private_env(env, private), self.arena.tools_module, private)
            own = (job_file, out, note, log, reads, journal)
            job["reads"] = {
                "notes": str(reads),
                "since": self.since,
                "started": time.time(),
                "allowed": [os.path.realpath(p) for p in own],
                "allowed_dirs": [os.path.realpath(private)],
            }
        job_file.write_text(json.dumps(job, indent=2), encoding="utf-8")
        argv = [self.settings.python, "-m", "arena.durable_state.child", str(job_file)]
        spec: sandbox.Spec | None = None
        if not self.unsandboxed:
            private.mkdir(parents=True, exist_ok=True)
            for own_file in (out, note, reads, status, journal):
                own_file.touch()
            spec = sandbox.Spec(
                argv=tuple(argv),
                cwd=str(self.root),
                status=str(status),
                writable=(str(self.root),),
                readonly=tuple(sandbox.code_paths(env, (self.arena.path.resolve(),))),
                private=tuple(sandbox.private_dirs(env)),
                hidden=str(self.folder),
                shown=tuple(str(p) for p in (job_file, out, note, reads, status, journal, private)),
                net=not self.network_shared,
                # the unix sockets bound outside the run now: a service started before it too
                sockets=tuple(sandbox.unix_sockets()) if not self.network_shared else (),
            )
            if not self.probed:  # this run's folders, bound as a phase gets them (red team 7)
                self.probed = True
                why = sandbox.probe(spec, self.folder / "probe.json", self.settings.python, env)
                status.write_text("", encoding="utf-8")  # the probe's, not this phase's
                if why:
                    self.unsandboxed = f"the sandbox could not be built for {self.root}: {why}"
        if spec is not None and not self.unsandboxed:
            box.write_text(json.dumps(spec.as_json(), indent=2), encoding="utf-8")
            argv = sandbox.command(box, self.settings.python, spec.net)
        timeout = self.settings.leg_timeout_s * (MAX_RESUMES + 1) + 120
        if _STOP.is_set():
            raise Interrupted(f"stopped before phase {name} of {self.adapter}")
        clock = time.perf_counter()
        timed_out = False
        with log.open("w", encoding="utf-8") as fh:
            proc = subprocess.Popen(
                argv,
                cwd=self.root,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=fh,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
            with _LOCK:
                _RUNNING.add(proc.pid)
            try:
                returncode = proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                timed_out = True
                _reap_group(proc.pid)
                returncode = proc.wait()
            finally:
                _reap_group(proc.pid)
                with _LOCK:
                    _RUNNING.discard(proc.pid)
        boxed = _read(status) if not self.unsandboxed else None
        if boxed and isinstance(boxed.get("returncode"), int):
            returncode = boxed["returncode"]  # the phase's own, not the sandbox's exit code
        run = PhaseRun(
            name=name,
            returncode=returncode,
            seconds=time.perf_counter() - clock,
            log=log,
            out=_read(out),
            note=_read(note),
            timed_out=timed_out,
            left_behind=left,
            found=tuple(found) if kind == "resume" else (),
            unsandboxed=self.unsandboxed,
            **readwatch.read_notes(reads),
        )
        self.phases[name] = run
        return run
