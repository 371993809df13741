"""The picture under "The parts" in docs/architecture.md, its arrows read off and held to the imports.

The Arrows table is held to the code both ways (``test_architecture_arrows.py``), but the
drawing above it was not: it drew ``store/ ──► checks`` while the store imports ``context``,
``types`` and ``errors`` and no check (arch49). Here each line of the drawing is traced, from the
label it leaves to the label its arrowhead (``▼``, ``◄``, ``►``) touches — a line with no head
points down, as the front ends' do — and a solid arrow must be an import of the Arrows table
(some part of the group it leaves imports some part of the group it reaches), a dotted one
(``┆``: the runner *calls* an adapter it is handed) must not be one.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from tests.project.test_architecture import MODULES, layers
from tests.project.test_architecture import imports as module_imports
from tests.project.test_architecture_arrows import _owner, table

PAGE = Path(__file__).resolve().parents[2] / "docs" / "architecture.md"

#: Which way each line character runs: up, down, left, right.
LINKS = {
    "│": "ud",
    "┆": "ud",
    "─": "lr",
    "┌": "dr",
    "┐": "dl",
    "└": "ur",
    "┘": "ul",
    "┬": "lrd",
    "┴": "lru",
    "├": "udr",
    "┤": "udl",
    "┼": "udlr",
    "▼": "u",
    "◄": "r",
    "►": "l",
}
STEP = {"u": (-1, 0), "d": (1, 0), "l": (0, -1), "r": (0, 1)}
BACK = {"u": "d", "d": "u", "l": "r", "r": "l"}
HEADS = {"▼": "d", "◄": "l", "►": "r"}

Cell = tuple[int, int]


def drawing(page: str) -> list[str]:
    """The first fenced block of the section "The parts", padded to a rectangle."""
    section = page[page.index("\n## The parts\n") :]
    block = section.split("```", 2)[1].split("\n")[1:]
    width = max(map(len, block))
    return [line.ljust(width) for line in block]


class Picture:
    """A drawing's labels (grouped) and lines, each line traced to the groups it joins."""

    def __init__(self, rows: list[str], parts: set[str]) -> None:
        self.rows, self.parts = rows, parts
        self.group: dict[Cell, int] = {}
        self.names: list[set[str]] = []
        self._label_groups()

    def at(self, cell: Cell) -> str:
        r, c = cell
        if 0 <= r < len(self.rows) and 0 <= c < len(self.rows[r]):
            return self.rows[r][c]
        return " "

    def _label_groups(self) -> None:
        """A label is a run of text with single spaces; runs on adjacent rows that overlap are
        one group ("evaluate, report," over "durable_state/"); a box is one group."""
        runs: list[tuple[int, int, int, str]] = []
        for r, row in enumerate(self.rows):
            for m in re.finditer(
                r"[^\s" + "".join(LINKS) + r"]+(?: [^\s" + "".join(LINKS) + r"]+)*", row
            ):
                runs.append((r, m.start(), m.end(), m.group()))
        owner = list(range(len(runs)))

        def find(i: int) -> int:
            while owner[i] != i:
                i = owner[i]
            return i

        for i, (r1, s1, e1, _) in enumerate(runs):
            for j, (r2, s2, e2, _) in enumerate(runs):
                if r2 == r1 + 1 and s1 < e2 and s2 < e1:
                    owner[find(j)] = find(i)
        for r, row in enumerate(self.rows):  # a box: every run inside ┌...┘ is one group
            for c, ch in enumerate(row):
                if ch != "┌":
                    continue
                right = row.index("┐", c)
                bottom = next(b for b in range(r + 1, len(self.rows)) if self.rows[b][c] == "└")
                inside = [
                    i
                    for i, (rr, s, e, _) in enumerate(runs)
                    if r <= rr <= bottom and c < s and e <= right
                ]
                for i in inside[1:]:
                    owner[find(i)] = find(inside[0])
                for rr in range(r, bottom + 1):
                    for cc in range(c, right + 1):
                        if self.rows[rr][cc] in LINKS and inside:
                            self.group[(rr, cc)] = -1 - find(inside[0])
        ids: dict[int, int] = {}
        for i, (r, s, e, text) in enumerate(runs):
            gid = ids.setdefault(find(i), len(ids))
            while len(self.names) <= gid:
                self.names.append(set())
            words = re.sub(r"\([^)]*\)", " ", text)  # "(recorder, guard, decision context)"
            self.names[gid] |= {w for w in re.findall(r"\w+", words) if w in self.parts}
            for c in range(s, e):
                self.group[(r, c)] = gid
        for cell, g in list(self.group.items()):  # a box's frame cells name its group
            if g < 0:
                self.group[cell] = ids[-1 - g]

    def _label_near(self, cell: Cell, way: str) -> int | None:
        """The label group a line's end at ``cell`` touches going ``way`` (one space allowed)."""
        dr, dc = STEP[way]
        for k in (1, 2):
            nxt = (cell[0] + dr * k, cell[1] + dc * k)
            if nxt in self.group and self.at(nxt) not in LINKS:
                return self.group[nxt]
            if self.at(nxt) != " ":
                return None
        return None

    def arrows(self) -> list[tuple[frozenset[str], frozenset[str], bool]]:
        """``(from, to, dotted)`` for each line of the drawing."""
        seen: set[Cell] = set()
        found = []
        for r, row in enumerate(self.rows):
            for c, ch in enumerate(row):
                if ch not in LINKS or (r, c) in seen or (r, c) in self.group:
                    continue
                cells, ends = self._trace((r, c))
                seen |= cells
                heads = [(g, w) for g, w, head in ends if head]
                tails = [g for g, w, head in ends if not head]
                if not heads:  # a line with no head points down: its lowest end is the target
                    low = max(ends, key=lambda e: STEP[e[1]][0])
                    heads, tails = [(low[0], low[1])], [g for g, w, _ in ends if (g, w) != low[:2]]
                dotted = any(self.at(x) == "┆" for x in cells)
                for target, _ in heads:
                    for source in tails:
                        found.append(
                            (
                                frozenset(self.names[source]),
                                frozenset(self.names[target]),
                                dotted,
                            )
                        )
        return found

    def _trace(self, start: Cell) -> tuple[set[Cell], list[tuple[int, str, bool]]]:
        """A line's cells and its ends: ``(label group, way out, arrowhead?)``."""
        cells, todo, ends = {start}, [start], []
        while todo:
            cell = todo.pop()
            ch = self.at(cell)
            ways = HEADS.get(ch, "") + LINKS[ch]
            for way in dict.fromkeys(ways):
                dr, dc = STEP[way]
                nxt = (cell[0] + dr, cell[1] + dc)
                joins = self.at(nxt) in LINKS and BACK[way] in LINKS[self.at(nxt)] + HEADS.get(
                    self.at(nxt), ""
                )
                if joins and nxt not in self.group:
                    if nxt not in cells:
                        cells.add(nxt)
                        todo.append(nxt)
                    continue
                label = self._label_near(cell, way)
                if label is None and nxt in self.group:
                    label = self.group[nxt]
                if label is not None:
                    ends.append((label, way, ch in HEADS and HEADS[ch] == way))
        return cells, ends


def arrows_of(page: str) -> list[tuple[frozenset[str], frozenset[str], bool]]:
    return Picture(drawing(page), set(table())).arrows()


@functools.cache
def _owners() -> dict[str, str]:
    """Each module's part (the layer table's longest match, as the Arrows test reads it)."""
    keys, parts = layers(), set(table())
    owners = {}
    for module in MODULES:
        owner = _owner(module, keys)
        if owner is not None and owner.removeprefix("arena.") in parts:
            owners[module] = owner.removeprefix("arena.")
    return owners


@functools.cache
def imports(source: str, target: str) -> bool:
    """Whether a module of part ``source`` imports one of part ``target`` (the Arrows table's
    reading, as ``graph``'s), stopping at the first: parsing every module's imports for the
    whole graph was most of this test's time where no other test had parsed them."""
    owners, keys = _owners(), layers()
    return any(
        _owner(found, keys) == f"arena.{target}"
        for module, part in owners.items()
        if part == source
        for found, _ in module_imports(MODULES[module])
    )


def wrong(page: str) -> list[str]:
    bad = []
    for source, target, dotted in arrows_of(page):
        found = any(imports(s, t) for s in source for t in target if s != t)
        if dotted == found or not source or not target:
            kind = "calls (┆) but imports" if dotted else "draws an import none makes"
            bad.append(f"{sorted(source)} -> {sorted(target)}: {kind}")
    return bad


def test_every_arrow_the_picture_draws_is_an_import() -> None:
    found = wrong(PAGE.read_text(encoding="utf-8"))
    assert not found, "docs/architecture.md's picture (The parts):\n" + "\n".join(found)


def test_the_tracer_reads_the_pictures_arrows() -> None:
    """What the drawing shows, read back: a tracer that found nothing would pass anything."""
    page = PAGE.read_text(encoding="utf-8")
    found = {(tuple(sorted(s)), tuple(sorted(t)), d) for s, t, d in arrows_of(page)}
    assert (("drive",), ("runs",), False) in found
    assert (("service",), ("runs",), False) in found
    assert (("operator",), ("store",), False) in found
    assert (("runs",), ("runner",), False) in found
    assert (("adapters",), ("workers",), False) in found
    assert (("runner",), ("adapters",), True) in found
    assert (("cli", "pytest_plugin", "web"), ("operator",), False) in found
    assert len(found) >= 15


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the store drawn importing the checks, as the page did until arch49
        ("checks    │\n", "checks ◄──┘\n"),
        # the runner's dotted "calls" drawn as an import of the adapters
        ("┆", "│"),
        # the picture's lower row drawn importing the model
        ("trace ◄── model/", "trace ──► model/"),
        # the web inbox drawn where the service is: it imports no run
        ("drive/          service/", "drive/          web/    "),
    ],
)
def test_a_wrong_arrow_is_found(old: str, new: str) -> None:
    page = PAGE.read_text(encoding="utf-8")
    assert old in page
    assert wrong(page.replace(old, new))
