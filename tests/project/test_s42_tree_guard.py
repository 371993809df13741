"""The suite fails a test module that writes into the repository tree (tests/conftest_tree_guard.py).

A test running ``arena run`` or ``arena resume`` from the directory pytest ran from left its run
folder in ``results/`` there (git ignores it, so nothing said so), and any other file it wrote
showed only as untracked in ``git status``. Each module is now checked as it ends: a deliberately
bad module, run in a folder of its own with the guard as tests/conftest.py wires it, fails naming
the path; a module writing under ``tmp_path``, or a file ``.gitignore`` ignores, passes.
"""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]

CONFTEST = """
from conftest_tree_guard import _no_writes_into_the_tree, _tree_roots  # noqa: F401
"""


def _run(pytester: pytest.Pytester, body: str) -> pytest.RunResult:
    pytester.makeconftest(CONFTEST)
    (pytester.path / ".gitignore").write_text("/results/\n*.log\n", encoding="utf-8")
    pytester.makepyfile(test_module=body)
    return pytester.runpytest_inprocess("-p", "no:cacheprovider", "-q")


def test_the_suite_guards_every_module(request: pytest.FixtureRequest) -> None:
    assert "_no_writes_into_the_tree" in request.fixturenames


@pytest.mark.parametrize(
    "write",
    [
        "Path('results/run-20261206-1').mkdir(parents=True)",  # a run folder, results/ new
        "Path('notes.txt').write_text('x')",  # any new untracked file
        "Path('out').mkdir()",
    ],
)
def test_a_module_writing_into_the_tree_fails_naming_it(
    pytester: pytest.Pytester, write: str
) -> None:
    result = _run(
        pytester,
        f"from pathlib import Path\n\ndef test_writes():\n    {write}\n\n"
        "def test_later():\n    pass\n",
    )
    result.assert_outcomes(passed=2, errors=1)
    written = write.split("'")[1].split("/")[0]
    result.stdout.fnmatch_lines(
        [f"*test_module.py wrote into the repository tree: */{written}[ ,]*"]
    )


def test_a_run_folder_in_an_existing_results_folder_fails(pytester: pytest.Pytester) -> None:
    (pytester.path / "results" / "old-run").mkdir(parents=True)
    result = _run(
        pytester,
        "from pathlib import Path\n\ndef test_writes():\n"
        "    Path('results/resume-20261206-1').mkdir()\n",
    )
    result.assert_outcomes(passed=1, errors=1)
    result.stdout.fnmatch_lines(["*wrote into the repository tree: */results/resume-20261206-1 (*"])


def test_modules_writing_elsewhere_or_ignored_files_pass(pytester: pytest.Pytester) -> None:
    result = _run(
        pytester,
        "from pathlib import Path\n\n"
        "def test_tmp(tmp_path):\n    (tmp_path / 'results').mkdir()\n\n"
        "def test_ignored():\n    Path('arena.log').write_text('x')\n\n"
        "def test_chdir(tmp_path, monkeypatch):\n"
        "    monkeypatch.chdir(tmp_path)\n    Path('results').mkdir()\n",
    )
    result.assert_outcomes(passed=3)
