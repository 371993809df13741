"""Finding and loading arenas: ``arena.yaml`` plus ``items.yaml`` in a folder (docs/items.md).

Arenas ship inside the wheel (``arena/_arenas``) and, in a source checkout, live in ``arenas/``.
A malformed file fails with its path and line, because the person fixing it needs exactly that.
"""

from __future__ import annotations

import dataclasses
import difflib
import fnmatch
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from arena.arena_dirs import arena_roots, no_such_arena, not_an_arena
from arena.arena_dirs import available_arenas as available_arenas
from arena.arena_schema import EXPECT, ArenaFile, ItemEntry
from arena.arena_tools import import_tools
from arena.check_outcomes import answered_otherwise, conflict, implied, unheld
from arena.errors import BadItemFile, NotFound, UserError
from arena.item_answers import EDIT, edit_problem, input_facts
from arena.item_expected import InputNotCompared, unsure
from arena.item_facts import (
    META_FACTS,
    NEEDS,
    contradiction,
    meta_problem,
    short_day,
    unread_keys,
)
from arena.item_fixes import comment_cut, not_a_list, whole_fix
from arena.item_own_rooms import own_room_names
from arena.item_reading import (
    NEEDS_ACTION,
    NotUnderstoodItem,
    Reads,
    asks_unasked,
    plays,
    too_long_text,
    unplayed,
    unread,
)
from arena.item_rooms import impossible
from arena.item_said import unsaid_avoid, unsaid_room
from arena.item_stated import MetaAgainstInput, Says, against_input, input_tools_problem
from arena.item_warnings import ExpectUnchecked, OtherItemsFile, say
from arena.item_warnings import UnreadMetaKey as UnreadMetaKey
from arena.types import EvalItem
from arena.yamlfile import BadItems, YamlDoc, named_otherwise, read_yaml

#: The checks an item's ``expect`` picks where its ``arena.yaml`` names none for it (docs/methodology.md
#: §7, docs/items.md). An arena file without ``checks:`` used to run no check at all, and
#: every run of it "passed".
DEFAULT_CHECKS: Mapping[str, tuple[str, ...]] = {
    "approved": (
        "suspended", "no_tool_before_suspend", "tool_called_once_after_resume",
        "booked_as_approved", "reported_booking",
    ),
    "denied": ("suspended", "no_tool_before_suspend", "tool_not_used", "acknowledged"),
    "unclear": ("suspended", "no_tool_before_suspend", "tool_not_used", "reported_unclear"),
    "no_approval": ("neither_asked_nor_booked",),
}  # fmt: skip


def nearest_ids(pattern: str, ids: list[str]) -> list[str]:
    """Up to three ids a pattern that matched none may have meant, the ones it spells but for
    case or a number's leading zeros first: ``--item hitl-1`` was asked "did you mean hitl-12,
    hitl-11, hitl-10?" and never hitl-01, ``HITL-01`` nothing (users49)."""

    def key(text: str) -> str:
        return re.sub(r"\d+", lambda m: str(int(m.group())), text.casefold())

    same = [i for i in ids if key(i) == key(pattern)]
    close = difflib.get_close_matches(pattern.casefold(), ids, n=3)
    return list(dict.fromkeys([*same, *close]))[:3]


@dataclass(frozen=True, kw_only=True)
class Arena:
    name: str
    description: str
    path: Path
    items: tuple[EvalItem, ...]
    tools_module: str
    default_checks: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    mode: str = "in_process"
    #: The line of ``tools:`` in ``arena.yaml``, for the error a broken tools module gives.
    tools_line: int | None = None

    def tools(self) -> ModuleType:
        """The module holding TOOLS, GATE, CONSEQUENTIAL and SYSTEM_PROMPT for this arena."""
        return import_tools(self.tools_module, str(self.path / "arena.yaml"), self.tools_line)

    def check_scripted(self) -> None:
        """Refuse a scripted run of an item that expects an answered pause but has no answer
        (``resume_with``): it is an item for ``--human``, and run without one it stayed waiting
        and failed with details of a resume that never happened."""
        for item in self.items:
            expect = item.meta.get("expect")
            if not item.resume_with and expect in NEEDS:
                where = f"{item.source}: " if item.source else ""
                raise UserError(
                    f"{where}item {item.id!r} expects {expect} but has no resume_with: a "
                    f"scripted run has nobody to answer its pause; add resume_with: "
                    f"[{NEEDS[expect] if expect != 'unclear' else 'text:...'}], or run it "
                    "with --human"
                )

    def unreachable_instead(self, model: str) -> str | None:
        """What an unreachable ``--model-url``'s error offers instead (``None``: the scripted
        model, which plays this arena): the error offered it for any arena, and leaving the URL
        out is refused for one whose tools it does not call (:meth:`check_played`; users53)."""
        if unplayed(self.tools(), [(i.id, i.checks) for i in self.items], False) is None:
            return None
        served = f" that serves --model {model}" if model else ""
        return (
            f"and start the server{served} first: arena {self.name}'s tools are not the "
            'scripted model\'s task, so it cannot stand in (docs/drive.md, "Your own agent")'
        )

    def check_played(self, *, probes: bool = False) -> None:
        """Refuse a run on the scripted model of an arena whose tools are not the task it plays
        (:func:`arena.item_reading.unplayed`): its items failed on every adapter after whole
        runs, and the matrix read "no" everywhere (users53). ``probes``: the probes would run."""
        problem = unplayed(self.tools(), [(i.id, i.checks) for i in self.items], probes)
        if problem:
            raise BadItemFile(str(self.path / "arena.yaml"), self.tools_line, f"tools: {problem}")

    def only(self, patterns: tuple[str, ...]) -> Arena:
        """The arena with the items whose id matches one of ``patterns`` (an id, or a shell
        pattern such as ``hitl-0*``), in file order. A pattern that matches nothing is refused
        with the ids there are: a typo must not run an empty (or partial) arena that passes."""
        if not patterns:
            return self
        # Compared as NFC: "é" typed precomposed is the id written with a combining accent, and
        # the other way round; they print alike and read "matches no item" (outside user 27).
        patterns = tuple(unicodedata.normalize("NFC", p) for p in patterns)
        ids = [unicodedata.normalize("NFC", item.id) for item in self.items]
        for pattern in patterns:
            if not fnmatch.filter(ids, pattern):
                close = nearest_ids(pattern, ids)
                hint = f" (did you mean {', '.join(close)}?)" if close else ""
                raise UserError(
                    f"--item {pattern!r} matches no item of {self.name}{hint}. Its items: "
                    f"{', '.join(ids)}"
                )
        kept = tuple(
            i
            for i, at in zip(self.items, ids, strict=True)
            if any(fnmatch.fnmatchcase(at, p) for p in patterns)
        )
        return dataclasses.replace(self, items=kept)


def load_arena(name_or_path: str, *, scripted: bool = True, read: bool = True) -> Arena:
    """The arena by name or folder. ``scripted``: whether the scripted model answers its runs,
    so that an item it cannot read is refused; with another model (``--model-url``) it is only
    said (:mod:`arena.item_reading`). ``read=False``: no model reads the items here (``arena
    list`` only counts them), so their inputs are not read: that costs ~0.1 s cold."""
    path = Path(name_or_path)
    if not (path / "arena.yaml").is_file():
        for root in arena_roots():
            if (root / name_or_path / "arena.yaml").is_file():
                path = root / name_or_path
                break
        else:
            if path.exists():  # a path, not a name: "unknown arena" sent them looking for names
                raise NotFound(not_an_arena(name_or_path, path))
            raise NotFound(no_such_arena(name_or_path))
    return _load_folder(path, scripted, read)


def _load_folder(path: Path, scripted: bool = True, read: bool = True) -> Arena:
    doc = read_yaml(path / "arena.yaml")
    if not isinstance(doc.data, dict):
        raise doc.fail((), "expected a mapping of arena fields (name, tools, ...)")
    spec = doc.model(ArenaFile)
    for expect, listed in spec.checks.items():
        if not listed:  # every item expecting it would be checked by nothing
            raise doc.fail(
                ("checks", expect),
                f"checks.{expect} is empty: an item with expect: {expect} would be checked by "
                f"nothing; list its checks, e.g. {expect}: [{', '.join(DEFAULT_CHECKS[expect])}], "
                "or leave the key out for those defaults",
            )
        clash = conflict(listed, expect)  # "approved: [suspended, tool_not_used]" (tester 38)
        if clash:
            raise doc.fail(("checks", expect), f"checks.{expect}: {clash}")
        if loose := unheld(listed, expect):  # "denied: [suspended]" (evidence55b): said
            say(
                f"{doc.path}:{doc.line('checks', expect)}: checks.{expect}: {loose}",
                ExpectUnchecked,
            )
    default_checks: dict[str, tuple[str, ...]] = dict(DEFAULT_CHECKS)
    default_checks.update((k, tuple(v)) for k, v in spec.checks.items())
    # A broken tools module is an error in this file, before anything runs; the facts no run
    # of its tools can meet are said with every other problem of the items, at their meta line.
    tools = import_tools(spec.tools, str(path / "arena.yaml"), doc.line("tools"))

    def facts(meta: Mapping[str, Any], acts: bool) -> str | None:
        return impossible(meta, tools, acts=acts)

    rooms = [(str(r.id), str(r.name)) for r in getattr(tools, "ROOMS", ()) if hasattr(r, "name")]

    # The scripted model's reading of each request, where it can play these tools at all.
    own = own_room_names(tools)  # an arena's own room names, looked up in its search

    def reads_here(text: str, checks: Iterable[str]) -> str | None:
        return unread(text, checks, own) or asks_unasked(text, checks, tools)

    reads = reads_here if read and plays(tools) else None
    says = against_input if reads else None

    def can_book(text: str, checks: Iterable[str], meta: Mapping[str, Any]) -> str | None:
        return input_tools_problem(text, checks, meta, tools)

    def edit_check(answer: str, meta: Mapping[str, Any], text: str) -> tuple[str, str | None]:
        # the day and head count meta leaves out, as the scripted model reads the input (evals46)
        return edit_problem(answer, tools, spec.tools, input_facts(meta, text) if reads else meta)

    missing_items(path / "items.yaml")
    items = load_items(
        path / "items.yaml",
        default_checks,
        facts,
        rooms,
        reads,
        refuse=scripted,
        says=says,
        can_book=can_book if reads else None,
        edit_check=edit_check,
    )
    return Arena(
        name=spec.name,
        description=spec.description,
        path=path,
        items=tuple(items),
        tools_module=spec.tools,
        default_checks=default_checks,
        mode=spec.mode,
        tools_line=doc.line("tools"),
    )


def missing_items(file: Path) -> None:
    """An arena folder without ``items.yaml`` (nor one named otherwise, which the reader names):
    it said "my1/items.yaml: file not found", not what the file is (users48)."""
    if not file.exists() and named_otherwise(file) is None:
        raise BadItemFile(
            str(file),
            None,
            "file not found: an arena is a folder holding arena.yaml and items.yaml, the list of "
            "its items (docs/items.md); write it beside arena.yaml",
        )


#: Why an item's facts can never be met by the arena's tools (:func:`arena.item_rooms.impossible`).
FactsCheck = Callable[[Mapping[str, Any], bool], "str | None"]
#: An ``edit:`` answer as the tools spell it, and why they refuse it (:mod:`arena.item_answers`).
EditCheck = Callable[[str, Mapping[str, Any], str], "tuple[str, str | None]"]


def load_items(
    file: Path,
    default_checks: Mapping[str, tuple[str, ...]] | None = None,
    facts: FactsCheck | None = None,
    rooms: Sequence[tuple[str, str]] = (),
    reads: Reads | None = None,
    *,
    refuse: bool = True,
    says: Says | None = None,
    can_book: Callable[[str, Iterable[str], Mapping[str, Any]], str | None] | None = None,
    edit_check: EditCheck | None = None,
) -> list[EvalItem]:
    """Parse an item file; every problem names the file and the line, all in one go (``facts``:
    the arena's check of what its tools can meet, said with the rest; ``rooms``: its rooms'
    ids and names, which typed answers are read against; ``reads``: why the scripted model
    would not act on an item's input, ``says``: a ``meta`` fact its input states otherwise, and
    ``can_book``: why the day or room the input asks for cannot be booked with the tools,
    each refused with the rest, or warned of if not ``refuse``; ``edit_check``: an ``edit:``
    answer checked as an operator's edit is)."""
    doc = read_yaml(file)
    if (other := named_otherwise(file, yaml_only=True)) is not None:
        say(
            f"{doc.path}:1: {other} is beside it and is not read (only {file.name} is): merge its "
            f"items into {file.name} and remove it, or rename it",
            OtherItemsFile,
        )
    if not isinstance(doc.data, list):
        raise doc.fail(
            (), f"expected a list of items (each starting with '- id:'){not_a_list(doc.data)}"
        )
    items: list[EvalItem] = []
    seen: dict[str, tuple[int, str]] = {}  # each id, composed and case-folded: its line, spelling
    problems: list[BadItemFile] = []  # every item's first problem, said together at the end
    for n, raw in enumerate(doc.data):
        if (long := too_long_text(raw)) is not None:  # before any reader runs over it
            problems.append(doc.fail((n, *long[0]), long[1]))
            continue
        try:
            item = _item(doc, n, raw, seen, default_checks, facts, rooms, edit_check)
        except BadItemFile as exc:
            problems.append(exc)
            continue
        items.append(item)
        unsaid = reads(item.input, item.checks) if reads else None
        if unsaid is not None:
            unsaid = whole_fix(unsaid, raw) + comment_cut(doc.path, doc.line(n, "input"))
            _refuse_or_say(doc.fail((n, "input"), f"item {item.id!r}: {unsaid}"), refuse, problems)
        wrong = says(item.input, item.checks, item.meta) if says and unsaid is None else None
        if wrong is not None:
            cut = comment_cut(doc.path, doc.line(n, "input"))
            problem = doc.fail((n, "meta", wrong[0]), f"item {item.id!r}: {wrong[1]}{cut}")
            _refuse_or_say(problem, refuse, problems, MetaAgainstInput)
        unbookable = (
            can_book(item.input, item.checks, item.meta)
            if can_book and not (unsaid or wrong)
            else None
        )
        if unbookable is not None:
            problem = doc.fail((n, "input"), f"item {item.id!r}: {whole_fix(unbookable, raw)}")
            _refuse_or_say(problem, refuse, problems, MetaAgainstInput)
    if problems:
        raise BadItems.of(problems)
    if not items:
        raise doc.fail((), "the file holds no items")
    return items


def _refuse_or_say(
    problem: BadItemFile,
    refuse: bool,
    problems: list[BadItemFile],
    category: type[NotUnderstoodItem | MetaAgainstInput] = NotUnderstoodItem,
) -> None:
    """A problem only the scripted model is sure of: refused with the rest where it answers the
    runs, said where another model does (``--model-url``), which may read the input otherwise."""
    if refuse:
        problems.append(problem)
    else:
        say(
            f"{problem}; loaded for another model, which may read it otherwise: not refused",
            category,
        )


def _item(
    doc: YamlDoc,
    n: int,
    raw: Any,
    seen: dict[str, tuple[int, str]],
    default_checks: Mapping[str, tuple[str, ...]] | None,
    facts: FactsCheck | None = None,
    rooms: Sequence[tuple[str, str]] = (),
    edit_check: EditCheck | None = None,
) -> EvalItem:
    """The ``n``-th entry of an item file as an item; its first problem raised."""
    line = doc.line(n)
    if not isinstance(raw, dict):
        raise doc.fail((n,), "each item must be a mapping with at least id and input")
    entry = doc.model(ItemEntry, raw, at=(n,))
    wrong_fact = meta_problem(entry.meta)
    if wrong_fact is not None:
        raise doc.fail((n, "meta", wrong_fact[0]), wrong_fact[1])
    for key in unread_keys(entry.meta):
        say(
            f"{doc.path}:{doc.line(n, 'meta', key)}: item {entry.id!r}: meta {key!r} is kept for "
            f"reports; no check reads it (checks read {', '.join(META_FACTS)})",
            UnreadMetaKey,
        )
    key = unicodedata.normalize("NFC", entry.id)  # "é" precomposed or combined: one id
    first = seen.get(key.casefold())
    if first is not None and first[1] == key:
        raise doc.fail((n,), f"duplicate id {entry.id!r} (first at line {first[0]})")
    if first is not None:  # items33: "hitl-01" and "HITL-01" both ran, and read as one in reports
        raise doc.fail(
            (n,),
            f"id {entry.id!r} differs from {first[1]!r} (line {first[0]}) only in case: ids that "
            "differ only in case are easily taken for one another in --item, arena show and "
            "reports; rename "
            f"one (e.g. id: {entry.id}-2)",
        )
    seen[key.casefold()] = (line, key)
    checks = entry.checks
    if checks is None:
        checks = list((default_checks or DEFAULT_CHECKS).get(entry.expect or "", ()))
    if not checks:  # a run nothing checks would "pass" whatever the agent did
        raise doc.fail(
            (n,),
            f"item {entry.id!r} has nothing to check it: add expect: "
            f"{' | '.join(EXPECT)} (each picks its checks, docs/items.md), or checks: [...]",
        )
    clash = conflict(checks, entry.expect)  # "[tool_not_used, booked_as_approved]" (tester 38)
    if clash:
        raise doc.fail((n, "checks") if entry.checks is not None else (n, "expect"), clash)
    expect = entry.expect or implied(checks)  # "checks: [suspended, booked_as_approved]"
    contradicted = contradiction(expect, entry.resume_with, entry.input, entry.meta, rooms)
    if contradicted and entry.expect is None:
        said = f"checks [{', '.join(checks)}] pass only in a run that ends {expect}"
        contradicted = contradicted.replace(f"expect: {expect}", said, 1)
        # it has no expect to change: its checks ask for that outcome (docs38)
        contradicted = contradicted.replace("or the expect", "or the checks")
    if contradicted:
        raise doc.fail((n, "resume_with"), contradicted)
    if entry.expect is None and expect is None:  # "[suspended, tool_not_used]" answered approve
        otherwise = answered_otherwise(
            checks,
            lambda o: contradiction(o, entry.resume_with, entry.input, entry.meta, rooms),
        )
        if otherwise:
            raise doc.fail((n, "resume_with"), otherwise)
    answers = list(entry.resume_with)
    for k, answer in enumerate(answers):
        if answer.startswith(EDIT) and edit_check is not None:
            answers[k], refused = edit_check(answer, entry.meta, entry.input)
            if refused:
                raise doc.fail((n, "resume_with", k), f"item {entry.id!r}: {refused}")
    meta = dict(entry.meta)
    if isinstance(meta.get("day"), str):
        meta["day"] = short_day(meta["day"]) or meta["day"]  # "Di", "jeu": as the checks read it
    # An item the agent must ask about or book for needs a room it can find (a denied one too).
    problem = facts(meta, bool(NEEDS_ACTION.intersection(checks))) if facts else None
    if problem:
        raise doc.fail((n, "meta"), f"item {entry.id!r}: {whole_fix(problem, raw)}")
    unsaid = unsaid_room(entry.input, meta, rooms)
    if unsaid:
        raise doc.fail((n, "meta", "room"), f"item {entry.id!r}: {unsaid}")
    unsaid = unsaid_avoid(entry.input, meta, rooms)
    if unsaid:
        raise doc.fail((n, "meta", "avoid"), f"item {entry.id!r}: {unsaid}")
    if "booked_as_approved" in checks and (unread := unsure(entry.input, meta, rooms)):
        where = f"{doc.path}:{doc.line(n, 'input')}: item {entry.id!r}"
        say(f"{where}: {'; and '.join(unread)}", InputNotCompared)  # said, not refused
    if entry.checks is not None and (loose := unheld(checks, entry.expect)):  # evidence55b
        say(f"{doc.path}:{doc.line(n, 'expect')}: item {entry.id!r}: {loose}", ExpectUnchecked)
    if entry.expect:
        meta["expect"] = entry.expect
    return EvalItem(
        id=entry.id,
        input=entry.input,
        resume_with=tuple(answers),
        checks=tuple(checks),
        meta=meta,
        source=f"{doc.path}:{line}",
    )
