"""The contracts docs/architecture.md states in words are the code's: statuses, events, the trail.

arch52: the page named a turn's statuses, the events only the harness writes and one transition of
a run (``waiting → resuming``), and none of them was held to the code; it named neither a run's
other statuses (``needs_reconciliation`` was nowhere on it) nor which entries the audit trail
holds, so a new status or trail entry could be added without the page hearing of it. Each list
is read off the page here and compared with the code; the trail's entries with every
``_audit(…)`` call and ``"transition":`` row of ``src/arena/store`` (read as source: a pure ast
walk), so an entry the page does not name fails, as does one it names that nothing writes. A
request's "stable id" is said whose it is (the harness's ``req_…``, never the adapter's) and held
to ``RunContext.request_input``'s signature and source, with its default options.
"""

from __future__ import annotations

import ast
import functools
import inspect
import re
import sqlite3
import typing
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena import context_log, types
from arena.store import records, rows

ROOT = Path(__file__).resolve().parents[2]
PAGE = re.sub(r"\s+", " ", (ROOT / "docs" / "architecture.md").read_text("utf-8"))
STORE = ROOT / "src" / "arena" / "store"


def said(pattern: str, page: str = PAGE) -> str:
    m = re.search(pattern, page)
    assert m, f"docs/architecture.md no longer says {pattern!r}: update this test with it"
    return m.group(1)


def names(text: str) -> set[str]:
    return set(re.findall(r"`([\w.]+)`", text))


# -- statuses and events -----------------------------------------------------------------------


def test_a_turns_statuses_are_the_types() -> None:
    listed = said(r"`Turn` \(`([a-z |]+)`\)")
    assert set(listed.split(" | ")) == set(typing.get_args(types.TurnStatus))


def test_a_tool_calls_statuses_are_the_types() -> None:
    listed = said(r"`ToolCall` \(`([a-z |]+)`\)")
    assert set(listed.split(" | ")) == set(typing.get_args(types.ToolStatus))


def test_the_events_only_the_harness_writes_are_the_codes() -> None:
    listed = said(
        r"`RunContext.emit` refuses the events [^(]*\(([^)]*): `context.HARNESS_EVENTS`\)"
    )
    assert names(listed) == context_log.HARNESS_EVENTS
    assert set(typing.get_args(types.EventType)) >= context_log.HARNESS_EVENTS


def test_a_runs_statuses_are_the_stores() -> None:
    listed = said(r"A run is ([^(]*) \(`store.records.RUN_STATUSES`\)")
    assert names(listed) == set(records.RUN_STATUSES) == set(typing.get_args(records.RunStatus))
    schema = (STORE / "sqlite_schema.py").read_text("utf-8")
    assert set(re.findall(r"status = '(\w+)'", schema)) >= set(records.RUN_STATUSES)


# -- the audit trail ---------------------------------------------------------------------------

#: What an f-string's field stands for in a trail entry: each one the store formats, with the
#: values it takes. A new one fails :func:`test_every_trail_entry_the_store_writes_is_on_the_page`
#: until it is listed here and on the page.
FIELDS: dict[str, set[str]] = {
    # record_leg: the run's status after a leg ("failed" where the run failed).
    "run.{status}": {"waiting", "completed", "failed"},
    # an answer's verdict (arena.store.rows.verdict), read below from its returns.
    "request.{verdict(response)}": set(),
    # a side effect's end, from the tool's own report.
    "side_effect.{outcome}": set(typing.get_args(records.SideEffectStatus)) - {"started"},
}


def _verdicts() -> set[str]:
    tree = ast.parse((STORE / "rows.py").read_text("utf-8"))
    (fn,) = (n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "verdict")
    out = set()
    for node in ast.walk(fn):
        if isinstance(node, ast.Return) and node.value is not None:
            for c in ast.walk(node.value):
                if isinstance(c, ast.Constant) and isinstance(c.value, str):
                    out.add(c.value)
    return out


def _strings(node: ast.expr, scope: ast.AST) -> Iterator[str]:
    """The entries an ``_audit`` argument can be: a literal, an f-string (by :data:`FIELDS`), or a
    name assigned literals in the same function."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.JoinedStr):
        key = "".join(
            v.value if isinstance(v, ast.Constant) else "{" + ast.unparse(v.value) + "}"
            for v in node.values
            if isinstance(v, (ast.Constant, ast.FormattedValue))
        )
        assert key in FIELDS, f"a trail entry formatted as {key!r}: list its values in FIELDS"
        values = _verdicts() if key.startswith("request.") else FIELDS[key]
        prefix = key.split("{")[0]
        yield from (prefix + v for v in values)
    elif isinstance(node, ast.Name):
        for n in ast.walk(scope):
            if isinstance(n, ast.Assign):
                for target, value in _targets(n):
                    if isinstance(target, ast.Name) and target.id == node.id:
                        yield from _strings(value, scope)
    elif isinstance(node, ast.IfExp):
        yield from _strings(node.body, scope)
        yield from _strings(node.orelse, scope)


def _targets(n: ast.Assign) -> Iterator[tuple[ast.expr, ast.expr]]:
    for target in n.targets:
        if isinstance(target, ast.Tuple) and isinstance(n.value, ast.Tuple):
            yield from zip(target.elts, n.value.elts, strict=False)
        else:
            yield target, n.value


def trail_entries(source: str) -> set[str]:
    """Every audit entry a store module writes: ``_audit(c, run, ENTRY, …)``, ``"transition": …``."""
    tree = ast.parse(source)
    found: set[str] = set()
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(fn):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                if node.func.attr == "_audit" and len(node.args) >= 3:
                    found |= set(_strings(node.args[2], fn))
            elif isinstance(node, ast.Dict):
                for k, v in zip(node.keys, node.values, strict=True):
                    if isinstance(k, ast.Constant) and k.value == "transition":
                        found |= set(_strings(v, fn))
    return found


@functools.cache
def written() -> set[str]:
    return set().union(*(trail_entries(p.read_text("utf-8")) for p in STORE.rglob("*.py")))


def on_page(page: str = PAGE) -> set[str]:
    return names(said(r"The audit trail's entries are: (.*?) — the store's only writers", page))


def test_every_trail_entry_the_store_writes_is_on_the_page() -> None:
    code, page = written(), on_page()
    assert not code - page, f"name these in docs/architecture.md's Store: {sorted(code - page)}"
    assert not page - code, f"nothing writes these any more: {sorted(page - code)}"


def test_the_verdicts_are_reads_of_the_answer() -> None:
    assert _verdicts() == {"edited", "answered", "expired", "approved", "denied"}
    assert rows.verdict.__doc__ is not None


BROKEN_STORE = """
def release(self, c, run_id, actor):
    self._audit(c, run_id, "run.paused_forever", actor, at=now)
    kind = "run.claimed" if fresh else "run.stolen"
    self._audit(c, run_id, kind, actor, at=now)
    c.add({"run_id": run_id, "transition": "side_effect.vanished"})
"""


def test_a_store_writing_an_entry_the_page_lacks_fails() -> None:
    """The check can fail: a broken store's new entries are found, and are not on the page."""
    found = trail_entries(BROKEN_STORE)
    assert found == {"run.paused_forever", "run.claimed", "run.stolen", "side_effect.vanished"}
    assert found - on_page() == {"run.paused_forever", "run.stolen", "side_effect.vanished"}


def test_a_formatted_entry_not_listed_fails() -> None:
    with pytest.raises(AssertionError, match="FIELDS"):
        trail_entries('def f(self, c):\n    self._audit(c, r, f"run.{mood}", a)\n')


def test_a_page_that_drops_an_entry_fails() -> None:
    dropped = PAGE.replace("`run.released`, ", "")
    assert "run.released" in written() - on_page(dropped)


# -- a request's id and options ----------------------------------------------------------------


def request_contract(request_input: object, page: str = PAGE) -> list[str]:
    """What the page's Adapter contract says of a request's id and options, against a
    ``request_input``: the adapter gives no id, a framework's own is ``native_id``, the id is
    ``req_…`` and the default options are the page's."""
    said_ids = said(
        r"a stable id — `(\w+)_…`, made by the harness in `RunContext.request_input`", page
    )
    options = said(r"its options: (`\w+` and `\w+`) unless the adapter gives others", page)
    problems = []
    params = inspect.signature(request_input).parameters  # type: ignore[arg-type]
    if "id" in params or "request_id" in params:
        problems.append("the adapter can give the request's id")
    if "native_id" not in params:
        problems.append("no native_id for a framework's own id")
    default = params["options"].default if "options" in params else ()
    if [o.id for o in default] != sorted(names(options), key=options.index):
        problems.append(f"default options {[o.id for o in default]}, the page {options}")
    if f'new_id("{said_ids}")' not in inspect.getsource(request_input):  # type: ignore[arg-type]
        problems.append(f"the id is not new_id({said_ids!r})")
    return problems


def test_a_requests_id_and_options_are_the_pages() -> None:
    from arena.context import RunContext

    assert request_contract(RunContext.request_input) == []
    assert RunContext.request_input.__kwdefaults__["options"] == types.APPROVAL_OPTIONS
    assert types.new_id("req").startswith("req_")


def _adapter_picks_the_id(self: object, *, action: str, id: str, native_id: str = "") -> None:
    """A broken ``request_input``: the adapter names the id, and no options are offered."""
    _ = (action, id, native_id, 'new_id("req")')


def _approve_only(self: object, *, action: str, options: tuple = (), native_id: str = "") -> None:
    _ = (action, options, native_id, "an id of the adapter's own")


def test_a_request_input_breaking_the_contract_is_found() -> None:
    assert request_contract(_adapter_picks_the_id) == [
        "the adapter can give the request's id",
        "default options [], the page `approve` and `deny`",
    ]
    assert request_contract(_approve_only) == [
        "default options [], the page `approve` and `deny`",
        "the id is not new_id('req')",
    ]


# -- what the store never rewrites ---------------------------------------------------------------


def sqlite_append_only(migrations: tuple[str, ...]) -> set[str]:
    """The tables a fresh SQLite store, migrated in order, refuses every update and delete of."""
    db = sqlite3.connect(":memory:")
    try:
        for sql in migrations:
            db.executescript(sql)
        triggers = db.execute("SELECT tbl_name, sql FROM sqlite_master WHERE type = 'trigger'")
        updates, deletes = set(), set()
        for table, sql in triggers.fetchall():
            if "RAISE" not in sql.upper():
                continue
            if "BEFORE UPDATE" in sql and not re.search(
                r"\bWHEN\b", sql, re.IGNORECASE
            ):  # no update at all
                updates.add(table)
            if "BEFORE DELETE" in sql:
                deletes.add(table)
        return updates & deletes
    finally:
        db.close()


def postgres_append_only(migrations: tuple[str, ...]) -> set[str]:
    """The same of PostgreSQL's migrations, read as text (no server here): a trigger on update
    and delete, less the tables a later migration dropped (events and tool calls moved into
    their leg's row in version 6)."""
    text = "\n".join(migrations)
    tables = set(
        re.findall(r"CREATE TRIGGER \w+ BEFORE UPDATE OR DELETE OR TRUNCATE ON (\w+)", text)
    )
    return tables - set(re.findall(r"DROP TABLE (\w+)", text))


def page_append_only(page: str = PAGE) -> set[str]:
    return names(said(r"append-only \(triggers, on both backends: the tables (.*?) take no", page))


def test_what_the_page_says_is_never_rewritten_is_what_each_backend_refuses() -> None:
    from arena.store import postgres_schema, sqlite_schema

    page = page_append_only()
    assert sqlite_append_only(sqlite_schema.MIGRATIONS) == page
    assert postgres_append_only(postgres_schema.MIGRATIONS) == page
    assert (
        "a `side_effects` row is never deleted and finishes once, `started → ok | failed`" in PAGE
    )
    db = sqlite3.connect(":memory:")
    for sql in sqlite_schema.MIGRATIONS:
        db.executescript(sql)
    rows = db.execute("SELECT sql FROM sqlite_master WHERE tbl_name = 'side_effects'").fetchall()
    db.close()
    kept = " ".join(r[0] for r in rows if r[0])
    assert "BEFORE DELETE ON side_effects" in kept
    assert "WHEN OLD.status != 'started' OR NEW.status = 'started'" in kept
    pg = "".join(postgres_schema.MIGRATIONS)
    assert "IF OLD.status <> 'started' OR NEW.status = 'started'" in pg


def test_a_schema_that_lets_the_trail_be_rewritten_is_found() -> None:
    from arena.store import postgres_schema, sqlite_schema

    opened = (*sqlite_schema.MIGRATIONS, "DROP TRIGGER audit_no_update;")
    assert page_append_only() - sqlite_append_only(opened) == {"audit"}
    pg = (*postgres_schema.MIGRATIONS, "DROP TABLE votes;")
    assert page_append_only() - postgres_append_only(pg) == {"votes"}
