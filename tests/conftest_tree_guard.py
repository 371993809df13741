"""No test writes into the repository tree: a ``results/`` folder, or any new untracked file.

A test that runs ``arena run`` or ``arena resume`` without an ``--out`` or a ``tmp_path`` working
directory leaves its run folder in ``results/`` of the directory pytest ran from (the repository
root, in CI), where the next run of the suite, and a person's ``arena report``, read it as theirs.
Git ignores ``results/`` for an operator's runs, so nothing said so. Checked per test module, not
per test: two listings a module (0.7 ms each on a loaded machine, under 2 s for the 1,200 test
files), where a look before and after each of 21k tests cost far more; the module that wrote is
named, with the paths. Ignored paths (``.gitignore``: caches, ``.venv``) do not count, but
whatever appears in ``results/`` does.
"""

from __future__ import annotations

import fnmatch
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

#: Folders git ignores for an operator's own runs, never a test's to write: their entries count.
WATCHED = ("results",)


def _ignored_names(root: Path) -> tuple[str, ...]:
    """The top-level patterns of ``root``'s ``.gitignore`` (read, not asked of git: a suite run
    from a ``git archive`` copy has no repository to ask)."""
    try:
        lines = (root / ".gitignore").read_text(encoding="utf-8").splitlines()
    except OSError:
        return ()
    patterns = (line.strip().strip("/") for line in lines if not line.startswith(("#", "!")))
    return tuple(p for p in patterns if p and "/" not in p)


def entries(roots: tuple[Path, ...]) -> set[str]:
    """Each root's entries and those of its watched folders (one level each), as paths."""
    seen: set[str] = set()
    for root in roots:
        for folder in (str(root), *(os.path.join(root, name) for name in WATCHED)):
            try:
                names = os.listdir(folder)
            except OSError:
                continue
            seen.update(os.path.join(folder, name) for name in names)
    return seen


def written(new: set[str], roots: tuple[Path, ...]) -> list[Path]:
    """Of ``new`` entries, those a test must not have made: any in (or named as) a watched
    folder, and any other that ``.gitignore`` does not ignore."""
    ignored = {root: _ignored_names(root) for root in roots}

    def counts(path: Path) -> bool:
        if path.name in WATCHED or path.parent.name in WATCHED:
            return True
        return not any(fnmatch.fnmatch(path.name, p) for p in ignored.get(path.parent, ()))

    return [path for path in sorted(map(Path, new)) if counts(path)]


@pytest.fixture(scope="session")
def _tree_roots(pytestconfig: pytest.Config) -> tuple[Path, ...]:
    """The directory pytest ran from and the repository root (one folder when they are one)."""
    here = Path(pytestconfig.invocation_params.dir).resolve()
    return (here,) if here == ROOT else (here, ROOT)


@pytest.fixture(scope="module", autouse=True)
def _no_writes_into_the_tree(
    request: pytest.FixtureRequest, _tree_roots: tuple[Path, ...]
) -> Iterator[None]:
    """Fail the module that left ``results/`` or a new untracked file in the tree."""
    before = entries(_tree_roots)
    yield
    new = entries(_tree_roots) - before
    if new and (found := written(new, _tree_roots)):
        listed = ", ".join(str(p) for p in found)
        pytest.fail(
            f"{request.node.nodeid} wrote into the repository tree: {listed} (give the command "
            "--out under tmp_path, or monkeypatch.chdir(tmp_path); under xdist another worker's "
            "module may have written it at the same time)",
            pytrace=False,
        )
