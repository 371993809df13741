"""A run folder on a mount of its own (red team 7, hole 8): ``--out`` on a tmpfs mounted under a
folder whose code is bound back read-only made every sandboxed phase fail "Read-only file system",
a false "durable no", while the probe (:func:`arena.durable_state.sandbox.why_not`) passed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena.durable_state import sandbox

NO_SANDBOX = sandbox.why_not()
pytestmark = pytest.mark.skipif(
    bool(NO_SANDBOX), reason=f"phases cannot be sandboxed on this machine: {NO_SANDBOX}"
)


@pytest.fixture
def mounted(tmp_path: Path) -> Iterator[Path]:
    """A tmpfs mounted at ``tmp_path/code/mnt`` (unmounted after); skipped where not permitted."""
    point = tmp_path.resolve() / "code" / "mnt"
    point.mkdir(parents=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "tmpfs", str(point)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    try:
        yield point
    finally:
        subprocess.run(["umount", "-l", str(point)], check=False)


WRITE = "import os, sys; open(os.path.join(sys.argv[1], 'x.txt'), 'w').write('kept')"


def _spec(root: Path, code: Path) -> sandbox.Spec:
    (root / "phases").mkdir(parents=True, exist_ok=True)
    return sandbox.Spec(
        argv=(sys.executable, "-c", WRITE, str(root)),
        cwd=str(root),
        status=str(root / "phases" / "status.json"),
        writable=(str(root),),
        readonly=tuple(sandbox.code_paths(dict(os.environ), (code,))),
        private=tuple(sandbox.private_dirs(dict(os.environ))),
        hidden=str(root / "phases"),
        shown=(str(root / "phases" / "status.json"),),
    )


def _run(spec: sandbox.Spec, box: Path) -> subprocess.CompletedProcess[str]:
    Path(spec.status).touch()
    box.write_text(json.dumps(spec.as_json()), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(Path(sandbox.__file__).parents[2])}
    return subprocess.run(
        sandbox.command(box, sys.executable), env=env, capture_output=True, text=True, timeout=60
    )


@pytest.mark.parametrize("where", ["inside", "itself"])
def test_a_run_folder_on_a_mount_under_bound_code_is_writable(
    where: str, mounted: Path, tmp_path: Path
) -> None:
    """The run folder inside the mount, or the mount point itself, under a folder bound back
    read-only (the code on the path): the phase runs and writes there."""
    root = mounted / "run" if where == "inside" else mounted
    spec = _spec(root, mounted.parent)
    done = _run(spec, tmp_path / "spec.json")
    assert done.returncode == 0, done.stderr
    assert (root / "x.txt").read_text() == "kept"
    # the code folder it sits in stays read-only, and so does the rest of the mount
    probe = "import sys\ntry:\n open(sys.argv[1], 'w')\nexcept OSError as e:\n print(e.strerror)"
    spec2 = sandbox.Spec(
        **{**spec.__dict__, "argv": (sys.executable, "-c", probe, str(mounted.parent / "y"))}
    )
    done = _run(spec2, tmp_path / "spec2.json")
    assert done.returncode == 0 and "Read-only file system" in done.stdout, done.stderr
    assert not (mounted.parent / "y").exists()


def test_the_probe_builds_the_view_a_phase_gets(mounted: Path, tmp_path: Path) -> None:
    """:func:`sandbox.probe` builds a phase's real view: empty where it can be built."""
    spec = _spec(mounted / "run", mounted.parent)
    Path(spec.status).touch()
    env = {**os.environ, "PYTHONPATH": str(Path(sandbox.__file__).parents[2])}
    assert sandbox.probe(spec, tmp_path / "probe.json", env=env) == ""
    broken = sandbox.Spec(**{**spec.__dict__, "writable": (str(tmp_path / "gone" / "run"),)})
    why = sandbox.probe(broken, tmp_path / "probe2.json", env=env)
    assert why and "gone" in why


@pytest.mark.slow
def test_a_run_whose_view_cannot_be_built_says_unsandboxed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where this run's view cannot be built, the run says so ("unsandboxed: …" with the reason)
    instead of failing every phase into a false "durable no"."""
    from arena.arenas import load_arena
    from arena.durable_state import run_adapter

    monkeypatch.setattr(sandbox, "probe", lambda *a, **k: "sandbox: mount refused (test)")
    outcome = run_adapter(
        load_arena("durable_state"),
        "vanilla",
        tmp_path.resolve() / "run",
        crash_points=("restart",),
    )
    assert outcome.unsandboxed.startswith("the sandbox could not be built for ")
    assert "mount refused (test)" in outcome.unsandboxed
    assert all(p.returncode == 0 and p.unsandboxed for p in outcome.phases), [
        (p.name, p.error) for p in outcome.phases
    ]
