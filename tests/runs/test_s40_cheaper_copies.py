"""Issue 16, session 40: the same records and the same verdicts, for less work.

The harness's copy of a leg's ``leg.finished`` event with the model log's marks on it
(``HarnessLog._replace_event``) was made by :func:`arena.context_log.kept`, which walks ~30
containers a leg in Python (~0.1 M instructions a vanilla leg); the marks, plain data the harness
has just made, are now copied by a msgpack round trip (:func:`arena.context_log.kept_marked`),
falling back to :func:`kept` where the round trip is not the same data. And the handed-result
check (:func:`arena.handed.handed_otherwise`) built a ``JSONDecoder`` per text it tried as JSON,
looked its word pattern up in ``re``'s cache per call, read a refusal's words over the whole text
before the cheap test that already said no, and asked each ASCII mark's Unicode category: the
same answers, without that work (docs/benchmarks.md, session 40)."""

from __future__ import annotations

import json
import math
from typing import Any

import msgspec
import pytest

from arena import handed
from arena.context_log import kept, kept_event, kept_marked
from arena.marks import spelling, spells
from arena.request_keys import LOOSE_JSON
from arena.types import Event


def _same(a: Any, b: Any) -> bool:
    """Equal, with the same container and atom types all the way down."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple):
        return len(a) == len(b) and all(map(_same, a, b))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    return bool(a == b)


def _shares(a: Any, b: Any) -> bool:
    """Whether ``a`` and ``b`` share a dict or list (an edit of one would reach the other)."""
    if isinstance(a, dict | list) and a is b:
        return True
    if isinstance(a, dict) and isinstance(b, dict):
        return any(_shares(a[k], b[k]) for k in a if k in b)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return any(map(_shares, a, b))
    return False


MARKS: list[dict[str, Any]] = [
    {  # a leg that asked, as a vanilla leg's marks are
        "model_calls": {"calls": [["call_1"], ["call_2"]], "returned": ["call_1"], "said": ""},
        "model_system": ["939a You book meeting rooms."],
        "model_system_text": {"939a You book meeting rooms.": "you book meeting rooms."},
        "model_system_sent": {"939a You book meeting rooms.": 1796529438.716},
        "model_tools": [["book_room(room_id) book a room.", "search_rooms(day) find rooms."]],
        "model_turns": {
            "made": ["eb55", "c3d6"],
            "names": ["request_approval"],
            "handed": [["call_1", "search_rooms", "91c4", "free on tuesday: r-102", ""]],
        },
        "model_log": {"requests": 2, "gate_at": 2, "after_gate": 0, "until": "recorded"},
    },
    {"unresolved": [{"request_id": "r1", "option_id": None, "approved": True}]},
    {"model_reply": {"requests": 2, "text": "Done — R-102 ✓", "sent": 2, "said": ["Bök"]}},
    {"model_act": {"requests": 1, "called": [], "gated": [], "sent": 0, "keys": None}},
    # not plain data: the round trip is not the same, so kept() copies them as before
    {"model_turns": {"made": ("a", "b"), "heard": [("c", "k", "approve", "yes")]}},
    {"odd": {"x": float("nan")}, "big": 2**70, "set": {1, 2}},
    {"obj": object(), "bytes": b"\x00\xff", "tuple_key": {(1, 2): "x"}},
    {"model_log": "replaced"},
]


@pytest.mark.parametrize("marks", MARKS)
def test_kept_marked_is_kept_event_of_the_marked_event(marks: dict[str, Any]) -> None:
    before = {"status": "waiting", "model_log": {"old": [1, 2]}, "note": ["n"]}
    event = Event(type="leg.finished", leg=1, seq=7, data={**before, **marks})
    old, new = kept_event(event), kept_marked(event, marks)
    assert _same(new.data, old.data)
    assert (new.type, new.leg, new.seq, new.at) == (event.type, event.leg, event.seq, event.at)
    # the harness's copy shares no container with the public event or the marks
    assert not _shares(new.data, event.data)
    assert not _shares(new.data, marks)


def test_kept_marked_keeps_the_key_order_of_the_marked_data() -> None:
    marks = {"model_log": {"requests": 1}, "model_turns": {"made": []}}
    event = Event(type="leg.finished", leg=1, seq=1, data={"model_log": {}, "status": "x", **marks})
    assert list(kept_marked(event, marks).data) == list(kept(dict(event.data)))


def test_a_marked_leg_s_record_is_the_harness_s_own_copy() -> None:
    """``_replace_event`` with the marks keeps a copy an edit of the public event cannot reach."""
    from arena.context import ModelEndpoint, RunContext

    endpoint = ModelEndpoint(base_url="http://x/v1", model="m")
    ctx = RunContext(run_id="run_s40_marked", adapter="vanilla", endpoint=endpoint)
    ctx.begin_leg()
    first = ctx._emit("leg.finished", status="waiting")
    marks = {"model_turns": {"made": ["k"], "handed": [["c", "t", "k", "w", ""]]}}
    marked = msgspec.structs.replace(first, data={**first.data, **marks})
    ctx._replace_event(marked, marks)
    marks["model_turns"]["handed"][0][3] = "edited"  # type: ignore[index]
    marked.data["model_turns"]["made"].append("more")
    [own] = [e for e in ctx._leg_events() if e.seq == first.seq]
    assert own.data["model_turns"] == {"made": ["k"], "handed": [["c", "t", "k", "w", ""]]}
    assert ctx.events[-1] is marked


@pytest.mark.parametrize(
    "text",
    ['"quoted"', '{"result": "R-102\\tfree"}', "[1, 2.5, null]", "free on tuesday", "\ufeff{}", ""],
)
def test_loose_json_reads_what_json_loads_reads(text: str) -> None:
    try:
        want: Any = json.loads(text, strict=False)
    except ValueError:
        want = ValueError
    try:
        got: Any = LOOSE_JSON(text)
    except ValueError:
        got = ValueError
    assert got == want


def test_no_ascii_mark_spells_and_spells_reads_the_rest_as_before() -> None:
    assert not any(spelling(chr(i)) for i in range(128))
    for marks in (": .,;()[]{}\"'-+*/", "⠁⠎", "❌", "\U000e0041", "x\u0369", "é", "…", ""):
        assert spells(marks) == any(spelling(c) for c in marks)


def test_the_word_pattern_reads_words_as_re_did() -> None:
    import re

    for text in ("Observation: tool search_rooms returned", "x_y 12 ä ⠁ -", ""):
        assert handed._WORDS.findall(text) == re.findall(r"[^\W]+", text)
        assert handed._WORDS.sub("", text) == re.sub(r"[^\W]+", "", text)


@pytest.mark.parametrize("rest", ["", "1", "rue", "ull", "nfinity", "ree"])
def test_a_text_json_like_says_is_no_json_is_none(rest: str) -> None:
    """``json_like`` False only where ``json.loads`` (strict or not) raises: every first
    character (past JSON's spacing) up to U+0400, and a few beyond."""
    from arena.request_keys import json_like

    for i in [*range(0x400), 0x3000, 0xFEFF, 0xFFFD, 0x1F600, 0xE0041]:
        for text in (chr(i) + rest, " \t\n\r" + chr(i) + rest):
            if json_like(text):
                continue
            for loads in (json.loads, LOOSE_JSON):
                with pytest.raises(ValueError):
                    loads(text)
    for word in ("true", "false", "null", "NaN", "Infinity", "-Infinity", "3", "[]", '"x"'):
        assert json_like(word) and json_like(" \n" + word)
    for plain in ("free on Tuesday", "not approved", "the room", "Nope", "Inf", "nul"):
        assert not json_like(plain)


def test_the_log_hands_out_copies_of_its_entries() -> None:
    """``RequestLog.entries``: each entry's own copy, equal to the record, which an edit of the
    copy does not reach (as ``copy.copy`` made them)."""
    from arena.request_log import LoggedRequest, RequestLog

    log = RequestLog()
    entry = LoggedRequest(run_id="run_s40", seq=1, at=1.0, calls=("book_room",))
    log._runs["run_s40"] = [entry]
    [copied] = log.entries("run_s40")
    assert copied == entry and copied is not entry and type(copied) is LoggedRequest
    copied.calls = ()
    assert log.entries("run_s40")[0].calls == ("book_room",)


def test_the_run_memory_reads_the_same_strings_of_a_request() -> None:
    """``run_memory._strings``: every string at any depth, in order, as its generator read them."""
    from arena import run_memory

    def old(data: object) -> list[str]:
        if isinstance(data, str):
            return [data]
        if isinstance(data, dict):
            return [s for v in data.values() for s in old(v)]
        if isinstance(data, list | tuple):
            return [s for v in data for s in old(v)]
        return []

    class Text(str):
        pass

    for data in (
        {"request_id": "r", "args": {"room_id": "R-1", "n": 4}, "binds": {"args": [("a", 1)]}},
        ["x", ("y", {"z": Text("w")}), None, 2.5, {"k": []}],
        "alone",
        7,
        {},
    ):
        assert run_memory._strings(data) == old(data)


def test_number_words_and_folding_read_as_before() -> None:
    """``word_value`` asks its German patterns only of a token holding their joining word, and
    ``fold`` takes ASCII text straight to lower case: the same values and texts as before."""
    from arena.wording import numbers

    def old_value(token: str) -> int | None:
        for table in (numbers._UNITS, numbers._TENS, numbers._SPANISH_HUNDREDS):
            if token in table:
                return table[token]
        match = numbers._GERMAN_COMPOUND.match(token)
        if match and match.group(2) in numbers._TENS:
            return numbers._GERMAN_UNIT[match.group(1)] + numbers._TENS[match.group(2)]
        match = numbers._GERMAN_HUNDRED.match(token)
        if match and (match.group(1) or match.group(2)):
            rest = numbers.word_value(match.group(2)) if match.group(2) else 0
            if rest is not None and rest < 100:
                return 100 * numbers._GERMAN_UNIT.get(match.group(1) or "ein", 1) + rest
        return None

    units = ["", *numbers._GERMAN_UNIT]
    tokens = [*numbers._UNITS, *numbers._TENS, "room", "und", "hundert", "undzwanzig"]
    tokens += [f"{u}und{t}" for u in units for t in (*numbers._TENS, "x", "")]
    tokens += [f"{u}hundert{r}" for u in units for r in ("", "eins", "zwolf", "xyz", "hundert")]
    tokens += ["Einundzwanzig", "zweiUNDdreissig", "dreihundertundeins"]
    assert all(numbers.word_value(t) == old_value(t) for t in tokens)
    assert numbers.word_value("einundzwanzig") == 21
    assert numbers.word_value("zweihundertzwolf") == 212

    def old_fold(text: str) -> str:
        text = text.replace("ß", "ss").replace("’", "'").replace("‘", "'")
        if text.isascii():
            return text.lower()
        return numbers.fold(text)

    for text in ("Book R-102 FOR 6", "", "Straße", "it’s ‘ok’", "Mittwoch für fünf", "kırmızı"):
        assert numbers.fold(text) == old_fold(text)
