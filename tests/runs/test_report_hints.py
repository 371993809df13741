"""An item that fails on every adapter is named under the summary (arena.report)."""

from __future__ import annotations

from arena.checks import CheckResult
from arena.context import ModelEndpoint, RunContext
from arena.report import failed_everywhere
from arena.runner import RunResult
from arena.trace import Trace
from arena.types import EvalItem


def _run(
    adapter: str,
    item: EvalItem,
    passed: bool,
    said: str,
    model: str = "m",
    error: str = "",
    extra: dict[str, object] | None = None,
) -> RunResult:
    ctx = RunContext(run_id=f"{adapter}-{item.id}", adapter=adapter,
                     endpoint=ModelEndpoint(base_url="x", model="m"))  # fmt: skip
    ctx.begin_leg()
    turn = ctx.finish("failed" if error else "completed", message=said, error=error or None)
    return RunResult(
        run_id=ctx.run_id,
        arena="a",
        item=item,
        adapter=adapter,
        model=model,
        trace=Trace(legs=(turn,)),
        checks=(CheckResult(name="suspended", passed=passed, detail="" if passed else "no"),),
        started_at=turn.events[0].at,
        duration_s=0.0,
        extra=dict(extra or {}),
    )


BIG = EvalItem(id="big", input="20 people on Monday", source="items.yaml:7")
OK = EvalItem(id="ok", input="6 people on Tuesday", source="items.yaml:1")
NO_ROOM = "Sorry, no room is free for 20 people on Monday."


def test_an_item_failing_on_every_adapter_is_named_with_what_the_agent_said() -> None:
    results = [
        _run(a, i, i is OK, NO_ROOM if i is BIG else "booked")
        for a in ("vanilla", "langgraph")
        for i in (BIG, OK)
    ]
    [line] = failed_everywhere(results)
    assert line.startswith("item big failed on all 2 adapters: check the item itself")
    assert "items.yaml:7" in line and NO_ROOM in line


def test_no_line_when_one_adapter_passed_it_or_only_one_ran() -> None:
    mixed = [_run("vanilla", BIG, False, NO_ROOM), _run("langgraph", BIG, True, "booked")]
    assert failed_everywhere(mixed) == []  # the frameworks differ: no hint about the item
    assert failed_everywhere([_run("vanilla", BIG, False, NO_ROOM)]) == []


def test_no_line_when_a_faulty_behaviour_or_the_endpoint_made_every_adapter_fail() -> None:
    """The hint blamed the item for a stubborn model chosen on purpose and for a model endpoint
    killed mid-run (outside tester): neither is the item's doing."""
    stubborn = [_run(a, OK, False, "booked anyway", model="scripted-stubborn") for a in "ab"]
    assert failed_everywhere(stubborn) == []
    down = "the model endpoint is unavailable (HTTP 502): InternalServerError"
    failed = {"usage": {"errors": 1}, "behaviour": None}  # the gateway's record of it
    assert failed_everywhere([_run(a, OK, False, "", error=down, extra=failed) for a in "ab"]) == []


def test_an_endpoint_error_the_harness_has_no_record_of_does_not_hide_the_item() -> None:
    """The words are the adapter's (red team 15): with no failed call in the gateway's count,
    the item failing on every adapter is named as before."""
    down = "model endpoint error: 503 Service Unavailable"
    answered = {"usage": {"errors": 0}, "behaviour": None}
    [line] = failed_everywhere([_run(a, OK, False, "", error=down, extra=answered) for a in "ab"])
    assert line.startswith("item ok failed on all 2 adapters") and down in line


LONG = (
    "Done — R-101 (Juniper) is booked for 2 people on Wednesday. CONFIRMED: R-101 (Juniper) "
    "is booked. Confirmation number 4711 was sent to everyone on the invite."
)


def _quoted(line: str) -> str:
    return line.split('the agent said "', 1)[1].rsplit('"', 1)[0]


def test_a_long_answer_is_cut_after_a_whole_word_and_marked() -> None:
    """It quoted "…is booked. Co": cut mid-word with no mark (outside tester 9, 7e)."""
    for said in (LONG, LONG.replace(" ", "\n", 3), "word " * 40, "x" * 150):
        [line] = failed_everywhere([_run(a, OK, False, said) for a in "ab"])
        quoted = _quoted(line)
        assert quoted.endswith("…") and len(quoted) <= 101, quoted
        words = " ".join(said.split()).split()
        kept = quoted.rstrip("…").split()
        if len(kept) > 1:  # every word kept is whole (a single 150-character word is cut)
            assert kept == words[: len(kept)], (kept, words)
    [line] = failed_everywhere([_run(a, OK, False, NO_ROOM) for a in "ab"])
    assert _quoted(line) == NO_ROOM  # short enough: whole and unmarked


def test_a_model_url_endpoint_is_named_whatever_its_model_is_called() -> None:
    """Behind --model-url a model called scripted-compliant (a proxy) is a real endpoint: the
    hint named only the item, never the model every adapter used (outside tester 9, 7e)."""
    for name in ("scripted-compliant", "scripted-reckless", "gpt-4o-mini"):
        runs = [_run(a, OK, False, NO_ROOM, model=name) for a in "ab"]
        for r in runs:
            r.extra["behaviour"] = None  # what arena run records behind --model-url
        [line] = failed_everywhere(runs)
        assert f"the model {name!r}" in line, line
    scripted = [_run(a, OK, False, NO_ROOM, model="scripted-compliant") for a in "ab"]
    for r in scripted:
        r.extra["behaviour"] = "compliant"
    [line] = failed_everywhere(scripted)
    assert "the model" not in line  # the built-in model is known right: the item is named


UNROUTED_421 = "model endpoint error: APIStatusError: Error code: 421 - unrouted model request"


def test_one_error_on_every_run_of_an_adapter_is_put_before_its_failing_checks() -> None:
    """Tester 21: a client on ``base_url`` failed all 12 runs with one 421, and the summary
    listed ``suspended ×12, acknowledged ×6, ...``: the line names the one cause."""
    from arena.report import one_error

    results = [_run("mine", i, False, "", error=UNROUTED_421) for i in (BIG, OK)]
    [line] = one_error(results)
    assert line.startswith("all 2 runs of mine failed with the same error before any paused")
    assert "421 - unrouted" in line and line.endswith("fix it first")


def test_no_one_error_line_when_runs_differ_passed_or_only_one_ran() -> None:
    from arena.report import one_error

    assert one_error([_run("mine", OK, False, "", error=UNROUTED_421)]) == []
    differ = [_run("mine", BIG, False, "", error="boom"), _run("mine", OK, False, "", error="bang")]
    assert one_error(differ) == []
    some_ok = [_run("mine", BIG, False, "", error="boom"), _run("mine", OK, True, "booked")]
    assert one_error(some_ok) == []
