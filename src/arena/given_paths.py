"""A path a person typed, read as they meant it: a store's, a results folder's (users46).

``--store=~/arena.db`` and ``--out=~/results`` reach the program with the ``~`` as typed (a
shell expands it at the start of a word, not after ``--store=``), and so does
``ARENA_STORE=~/arena.db`` in a unit or env file: the store was made in a folder named ``~``
under the current one, said nothing, and the operator's ``--store ~/arena.db`` found no store
there. A leading ``~`` or ``~user`` is now that home folder, as a shell would have made it.

A path that begins or ends with a space (an env file's ``ARENA_STORE= /srv/arena.db``) named a
folder called " " in the current one, made it and recorded there, and a blank ``ARENA_STORE``
made a store file called " ": each is refused, naming the fix. Imports nothing of arena's but
its errors (layer 0, docs/architecture.md).
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from arena.errors import UserError

#: What a blank store path should have been.
STORE_PATH = "an SQLite file or a postgresql:// URL for a store"


def meant(given: str, named: str, what: str = STORE_PATH) -> str:
    """``given`` as the person meant it (``~`` expanded), or a UserError naming ``named`` (the
    option or variable it came in) when blank or when it begins or ends with white space."""
    if given != given.strip():
        raise UserError(blank(given, named, what))
    if given.startswith("~"):
        return os.path.expanduser(given)  # ~nobody-known is left as typed, as a shell does
    return given


def blank(given: str, named: str, what: str = STORE_PATH) -> str:
    """Why ``given`` cannot be a path: blank, or white space around it."""
    if not given.strip():
        return f"{named} is blank ({given!r}); unset it, or give a path ({what})"
    where = "begins" if given[:1].isspace() else "ends"
    kept = "an env file's 'NAME= value'" if named.startswith("$") else "a quoted value"
    return (
        f"{named} {given!r} {where} with white space, which would name a file or folder of "
        f"that name here ({kept} keeps the space); give {given.strip()!r} without it"
    )


#: The tools' execution journal (``arena.tools.JOURNAL_ENV``), read here so the commands' check
#: (:func:`arena.env_vars.journal_problem`, layer 0) and the process registry read it as the
#: tools append to it without importing the tools (layer 4).
JOURNAL_ENV = "ARENA_EXECUTION_JOURNAL"


def journal_path() -> str | None:
    """``$ARENA_EXECUTION_JOURNAL`` as meant (:func:`env_path`)."""
    return env_path(JOURNAL_ENV, "a file this user can append to, in a folder that exists")


def env_path(name: str, what: str, environ: Mapping[str, str] | None = None) -> str | None:
    """The path in the variable ``name`` as the person meant it, or None when it is unset or
    empty (its default applies). The one reader of every ``ARENA_*`` variable that holds a path
    (docs/operator.md lists them): a unit or env file's ``ARENA_STATE_DIR=~/state`` reaches arena
    with the ``~`` as typed, and ``ARENA_ENVS= /srv/venvs`` with the space; each made a folder
    named ``~`` or " " in the current one, said nothing (durable47). ``what``: the path it
    should be, for the error."""
    given = (os.environ if environ is None else environ).get(name)
    if not given:
        return None
    return meant(given, f"${name}", what)
