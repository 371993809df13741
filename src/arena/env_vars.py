"""Every ``ARENA_*`` environment variable hitl-arena reads, in one place.

A misspelt one is read by nothing and said by nothing: ``ARENA_STOR=/other/arena.db arena
pending`` listed the default store and said "nothing pending" (outside tester 26). The ``arena``
command warns of each set ``ARENA_*`` variable that is not here (:func:`unread`), and the pytest
plugin refuses one close to its own (:mod:`arena.pytest_options`). tests/project/test_env_vars.py
holds every ``ARENA_*`` name in src/arena to this list, so a new variable cannot be left out.
Whether ``$ARENA_EXECUTION_JOURNAL`` can be written is asked here too (:func:`journal_problem`),
by the commands that run legs and the pytest plugin alike. Imports nothing of arena's: every ``arena`` command reads it, ``arena --help``'s start included.
"""

from __future__ import annotations

import contextlib
import errno
import os
from collections.abc import Collection, Mapping
from typing import Any

PREFIX = "ARENA_"

#: Read by hitl-arena (src/arena): name → what it sets, and where it is read.
READ: dict[str, str] = {
    "ARENA_STORE": "the store (arena.store)",
    "ARENA_STORE_TIMEOUT": "seconds a write waits for another process's lock (store)",
    "ARENA_STORE_HOMES": "where this machine keeps each store's last home (store)",
    "ARENA_STATE_DIR": "the frameworks' state folder (arena.statedir)",
    "ARENA_ALLOW": "the operator's allow-list (arena.runs.allow)",
    "ARENA_POLICY": "the approval policy file (arena.policy_file)",
    "ARENA_ENV": "the environment policy rules match (arena.policy.load)",
    "ARENA_POLICY_ARENAS": "the arenas whose tools a policy is checked against (arena.policy)",
    "ARENA_ENVS": "the framework environments' folder (arena.envs)",
    "ARENA_EXECUTION_JOURNAL": "the tools' execution journal (arena.tools)",
    "ARENA_HOSTS_AGENTS": "set by arena: this process hosts agents (arena.hosting)",
    "ARENA_LEGS_PARENT": "set by arena while legs run (arena.contextless)",
    "ARENA_RESTART_API_KEY": "set by arena: the API key t.restart(process=True) hands its new "
    "process (arena.drive._process)",
    "ARENA_DURABLE_READS": "the durable_state arena's read watch (arena.readwatch)",
    "ARENA_DURABLE_SANDBOX": "the durable_state arena's sandbox (arena.durable_state.sandbox)",
    "ARENA_CREWAI_CONSOLE": "keep CrewAI's console output (arena.adapters.crewai_driver)",
    "ARENA_KEEP_FRAMEWORK_STATE": "keep a finished run's framework state (arena.adapters)",
    "ARENA_LANGGRAPH_CHECKPOINTS": "LangGraph's checkpointer (arena.adapters.langgraph)",
    "ARENA_WORKER_THREADS": "legs one framework worker runs at once (arena.workers)",
    "ARENA_WORKER_STARTUP_TIMEOUT": "seconds a framework worker may take to start (arena.workers)",
    # The pytest plugin's (arena.pytest_options.ENV and ENV_ALIASES, docs/drive.md).
    "ARENA_ADAPTER": "the plugin's --arena-adapter",
    "ARENA_ADAPTERS": "the plugin's --arena-adapter (another spelling)",
    "ARENA_BEHAVIOUR": "the plugin's --arena-behaviour",
    "ARENA_BEHAVIOR": "the plugin's --arena-behaviour (another spelling)",
    "ARENA_MODEL_URL": "the plugin's --arena-model-url",
    "ARENA_MODEL": "the plugin's --arena-model",
    "ARENA_API_KEY_ENV": "the plugin's --arena-api-key-env",
    "ARENA_LEG_TIMEOUT": "the plugin's --arena-leg-timeout",
}

#: Read by hitl-arena's own test suite and benchmarks (tests/, bench/), which run ``arena``
#: commands with them set: never warned of.
DEVELOPMENT: dict[str, str] = {
    "ARENA_TEST_STORE_FACTORY": "a store backend for the conformance suite (tests/store)",
    "ARENA_TEST_STORE_TAMPER": "that backend's tamper hook, shown to its verify (tests/store)",
    "ARENA_TEST_STORE_FACTORIES": "several such backends in one run (tests/store/factory_runs.py)",
    "ARENA_TEST_LEDGER": "the tests' booking ledger (tests/store_support.py)",
    "ARENA_TEST_REAL_ENDPOINT": "a reference adapter's endpoint (tests/)",
    "ARENA_PG_BIN": "PostgreSQL's server binaries (tests/, bench/)",
    "ARENA_CHROMIUM": "the browser the web tests drive (tests/web)",
    "ARENA_SCREENSHOTS": "write the web tests' screenshots (tests/web)",
    "ARENA_FAULT_MATRIX": "run every fault on every adapter (tests/runs)",
    "ARENA_FAULT_MET": "a fault reference adapter's file (tests/fault_references.py)",
    "ARENA_FAULT_COUNTS": "a fault reference adapter's file (tests/fault_references.py)",
}


#: The pytest plugin's variables (arena.pytest_options.ENV and ENV_ALIASES) → the ``arena``
#: option that does the same. No ``arena`` command reads them: ``ARENA_MODEL_URL=… arena run``
#: ran on the scripted model, ``ARENA_ADAPTER=langgraph`` every adapter, silently (users36).
PLUGIN_FLAGS = {
    "ARENA_ADAPTER": "--adapter",
    "ARENA_ADAPTERS": "--adapter",
    "ARENA_BEHAVIOUR": "--behaviour",
    "ARENA_BEHAVIOR": "--behaviour",
    "ARENA_MODEL_URL": "--model-url",
    "ARENA_MODEL": "--model",
    "ARENA_API_KEY_ENV": "--api-key-env",
    "ARENA_LEG_TIMEOUT": "--leg-timeout",
}


def plugin_only(
    environ: Mapping[str, str], command: str, options: Collection[str], meta: Mapping[str, Any]
) -> list[str]:
    """One line for each of the pytest plugin's variables set where ``arena COMMAND`` has the
    option of its own that it stands for (``options``) and the command line (click's
    ``meta["arena.argv"]``) did not give it: the command does not read the variable, and the
    user may think it does."""
    given = {word.partition("=")[0] for word in meta.get("arena.argv", ())}
    lines = []
    for name, flag in PLUGIN_FLAGS.items():
        if environ.get(name) and flag in options and flag not in given:
            plugin = "--arena-" + flag.removeprefix("--")
            lines.append(
                f"{name} is the pytest plugin's ({plugin}); arena {command} does not read it: "
                f"give {flag} to this command"
            )
    return lines


def is_key_name(name: str) -> bool:
    """A variable that holds a key is a secret, never a setting: ``ARENA_API_KEY`` is a fine
    name for the one ``--api-key-env`` names, and is neither warned of nor taken for a typo."""
    return name.endswith("_KEY")


def known(name: str) -> bool:
    return name in READ or name in DEVELOPMENT or is_key_name(name)


def closest(name: str, among: tuple[str, ...] | None = None) -> str | None:
    """The known name ``name`` most likely misspells, or None: compared without the common
    ``ARENA_`` prefix, which alone made every name look 60% alike."""
    import difflib  # only when some ARENA_* variable is unknown

    names = among if among is not None else tuple(sorted(READ))
    tails = {n.removeprefix(PREFIX): n for n in names}
    close = difflib.get_close_matches(name.removeprefix(PREFIX), list(tails), n=1, cutoff=0.6)
    return tails[close[0]] if close else None


def unread(environ: Mapping[str, str]) -> list[str]:
    """One line for each ``ARENA_*`` variable set that nothing in hitl-arena reads, naming the
    variable meant where one is close (``ARENA_STOR is set but arena does not read it (did you
    mean ARENA_STORE?)``). A scan of the environment's names: no other import unless one is."""
    lines = []
    for name in sorted(n for n in environ if n.startswith(PREFIX) and not known(n)):
        meant = closest(name)
        hint = f" (did you mean {meant}?)" if meant else ""
        lines.append(f"{name} is set but arena does not read it{hint}")
    return lines


def journal_problem() -> str | None:
    """Why ``$ARENA_EXECUTION_JOURNAL`` (arena.tools.JOURNAL_ENV) cannot be appended to, or None:
    every side-effecting tool call appends a line there as it returns, so a path in a folder that
    is not there crashed each booking mid-run and failed every run (fixes35b). Found by opening
    it to append (a file made by the check is removed again). Asked by the ``arena`` commands
    that run legs (arena.cli) and by the pytest plugin once it has collected an eval."""
    if not os.environ.get("ARENA_EXECUTION_JOURNAL"):
        return None
    from arena.errors import UserError
    from arena.given_paths import journal_path

    try:
        path = journal_path()  # ~ expanded; blank or white space around it refused (durable47)
    except UserError as exc:
        return str(exc)
    if not path:
        return None
    made = False
    try:
        made = not os.path.lexists(path)
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as exc:
        made = False
        why = f"{exc.strerror} [{errno.errorcode.get(exc.errno or 0, exc.errno)}]"
        return (
            f"ARENA_EXECUTION_JOURNAL={path} cannot be appended to: {why}; each booking writes "
            "a line there, so every run would fail: point it at a file this user can write in "
            "a folder that exists, or unset it"
        )
    finally:
        if made:
            with contextlib.suppress(OSError):
                os.remove(path)
    return None
