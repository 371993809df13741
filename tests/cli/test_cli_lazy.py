"""Sub-commands load lazily: `arena --help` and the operator's commands start without an HTTP
client, the model server or any framework, and the help they list is the commands' own."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from arena.cli import LAZY, main
from arena.cli.operator_cmd import COMMANDS as OPERATOR_COMMANDS
from arena.cli.people_cmd import COMMANDS as PEOPLE_COMMANDS
from arena.cli.resume_cmd import COMMANDS as RESUME_COMMANDS

COMMANDS = (*OPERATOR_COMMANDS, *RESUME_COMMANDS, *PEOPLE_COMMANDS)

#: Never needed to list commands, read the store or show arenas.
HEAVY = ("httpx", "pygments", "uvicorn", "starlette", "openai", "langgraph", "rich.progress")

PROBE = """
import json, sys
from arena.cli import main
try:
    main(sys.argv[1:], prog_name="arena")
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def imported_by(*args: str, cwd: Path) -> set[str]:
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, *args], cwd=cwd, capture_output=True, text=True, timeout=60
    )
    return set(json.loads(proc.stderr.strip().splitlines()[-1]))


def test_every_lazy_entry_names_its_command_with_its_own_help() -> None:
    for name, (target, summary) in LAZY.items():
        command = main.get_command(click.Context(main), name)
        assert command is not None and command.name == name, target
        own = click.Command(name, help=command.help).get_short_help_str(200)
        assert click.Command(name, help=summary).get_short_help_str(200) == own, name


def test_every_listed_command_is_in_lazy() -> None:
    missing = [c.name for c in COMMANDS if c.name not in LAZY]
    assert not missing, f"add {missing} to arena.cli.LAZY so `arena --help` lists them"


def test_help_lists_every_command() -> None:
    result = CliRunner().invoke(main, ["--help"])
    assert result.exit_code == 0
    listed = {line.split()[0] for line in result.output.split("Commands:")[1].splitlines() if line}
    assert listed == set(LAZY) | {c.name for c in COMMANDS}


@pytest.mark.parametrize(
    ("args", "allowed"),
    [
        (["--help"], ()),
        (["pending", "--store", "arena.db"], ("rich.progress",)),
        (["list"], ("rich.progress",)),  # shares its module with `arena run`
    ],
)
def test_commands_that_need_no_model_import_none(
    args: list[str], allowed: tuple[str, ...], tmp_path: Path
) -> None:
    if args[0] == "pending":
        from arena.store import open_store

        open_store(str(tmp_path / "arena.db")).close()
    modules = imported_by(*args, cwd=tmp_path)
    heavy = {m for m in HEAVY if m in modules and m not in allowed}
    assert not heavy, f"`arena {' '.join(args)}` imported {sorted(heavy)}"
    assert not any(m.startswith("arena.adapters.") and m != "arena.adapters.base" for m in modules)


def test_help_imports_no_sub_command() -> None:
    modules = imported_by("--help", cwd=Path.cwd())
    heavy = {
        "rich.console",
        "rich.table",
        "rich.progress",
        "rich.syntax",
    }  # markup escaping is fine
    assert not {m for m in modules if m.startswith("arena.cli.") or m in heavy}


def test_a_scripted_run_imports_no_http_client_of_its_own(tmp_path: Path) -> None:
    # The model's SDK brings its own client (openai 3.x: httpx2); httpx (and, through its
    # command line, pygments) only comes with --price or a gateway. The scripted model server
    # speaks plain HTTP on asyncio and h11: no WebSocket library, no uvicorn, no web framework.
    modules = imported_by(
        "run", "human_in_the_loop", "--adapter", "vanilla", "--quiet", cwd=tmp_path
    )
    assert "openai" in modules and "arena.model.httpd" in modules  # it did run
    heavy = {"httpx", "pygments", "websockets", "arena.gateway", "uvicorn", "starlette"}
    assert not heavy & modules


def test_the_resume_path_loads_no_policy_until_a_request_is_stamped() -> None:
    """A cold ``arena resume`` of a run that asks nothing new pays for no policy models
    (bench/cold.py's "import arena"), nor YAML before an allow-list file is read; recording a new
    request still stamps one."""
    code = (
        "import json, sys\n"
        "from arena.runs.resume import resume_run, restore_context\n"
        "from arena.store import open_store\n"
        "print(json.dumps(sorted(sys.modules)))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    loaded = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert not {m for m in loaded if m.startswith("arena.policy")}, "the policy loads eagerly"
    assert "yaml" not in loaded, "YAML loads before there is an allow-list file to read"


def test_list_reads_no_item_with_the_model(tmp_path: Path) -> None:
    """``arena list`` counts items; reading each input with the scripted model (what a run's
    loader does, ``arena.item_reading``) cost it ~0.1 s cold for nothing."""
    modules = imported_by("list", cwd=tmp_path)
    assert "arena.arenas" in modules  # it did load the arenas
    assert "arena.model.task" not in modules
    # Nor the answer reader, ~0.1 s of patterns cold: the arenas' answers are option ids.
    assert "arena.wording.answers" not in modules
