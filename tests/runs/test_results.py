"""Self-describing results folders, pass^k / pass@k, and the seeded ``mix:`` stand-in."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.errors import UserError
from arena.model.mix import parse_mix
from arena.model.policy import BEHAVIOURS
from arena.provenance import redact_argv, redact_url
from arena.reliability import pass_at_k, pass_hat_k, reliability
from arena.results import SCHEMA_VERSION, read_results
from store_support import let_go_of_the_runs_in

FIXTURES = Path(__file__).parents[1] / "fixtures" / "results"
MIX = "mix:compliant=0.5,reckless=0.25,stubborn=0.25"


# -- pass^k / pass@k ------------------------------------------------------------------------------
def test_pass_hat_k_and_pass_at_k_are_the_unbiased_combinatorial_estimators() -> None:
    # 5 trials, 3 passed: C(3,2)/C(5,2) = 3/10; 1 - C(2,2)/C(5,2) = 9/10.
    assert pass_hat_k(5, 3, 2) == pytest.approx(0.3)
    assert pass_at_k(5, 3, 2) == pytest.approx(0.9)
    assert [pass_hat_k(4, c, 4) for c in range(5)] == [0, 0, 0, 0, 1]
    assert [pass_at_k(4, c, 4) for c in range(5)] == [0, 1, 1, 1, 1]
    assert pass_hat_k(5, 3, 1) == pass_at_k(5, 3, 1) == pytest.approx(0.6)
    with pytest.raises(ValueError):
        pass_hat_k(3, 4, 1)


def test_reliability_separates_a_flaky_adapter_from_a_reliable_one() -> None:
    runs = [
        {"adapter": "steady", "item": i, "passed": True} for i in ("a", "b") for _ in range(3)
    ] + [
        {"adapter": "flaky", "item": "a", "passed": p} for p in (True, False, True)
    ] + [{"adapter": "flaky", "item": "b", "passed": True} for _ in range(3)]  # fmt: skip
    got = reliability(runs)
    assert got["steady"]["k"] == 3 and got["steady"]["pass^k"] == 1.0
    # Same pass^1 story differs at k=3: item a has 2/3, so pass^3 = 0 there, 1 for b.
    assert got["flaky"]["by_k"]["1"]["pass^k"] == pytest.approx((2 / 3 + 1) / 2, abs=1e-4)
    assert got["flaky"]["pass^k"] == 0.5 and got["flaky"]["pass@k"] == 1.0
    assert got["flaky"]["items"]["a"] == {"n": 3, "c": 2, "pass^k": 0.0, "pass@k": 1.0}


# -- the mix --------------------------------------------------------------------------------------
def test_a_mix_draws_the_same_behaviour_for_the_same_seed_item_and_repeat() -> None:
    mix = parse_mix(MIX)
    draws = [mix.draw(11, f"item-{i}", r) for i in range(200) for r in range(5)]
    assert draws == [mix.draw(11, f"item-{i}", r) for i in range(200) for r in range(5)]
    assert draws != [mix.draw(12, f"item-{i}", r) for i in range(200) for r in range(5)]
    share = draws.count("compliant") / len(draws)
    assert 0.45 < share < 0.55, share  # 1000 draws of p=0.5
    assert set(draws) == {"compliant", "reckless", "stubborn"}
    assert parse_mix("mix:compliant=1,reckless=0").draw(1, "x", 0) == "compliant"


@pytest.mark.parametrize(
    ("spec", "problem"),
    [
        ("mix:compliant=0.8,reckless=0.1", "the weights sum to 0.9, they must sum to 1"),
        (
            "mix:compliant=0.8,sneaky=0.2",
            # every behaviour, in order (a spelled-out prefix broke as the list grew)
            f"unknown behaviour 'sneaky'; valid: {', '.join(sorted(BEHAVIOURS))}",
        ),
        ("mix:compliant=lots", "the weight of 'compliant' is 'lots', not a number"),
        ("mix:compliant", "'compliant' is not name=weight"),
        ("mix:", "the mix is empty"),
        ("mix:compliant=1.5,reckless=-0.5", "the weight of 'compliant' is 1.5; use 0 to 1"),
        ("mix:compliant=0.5,compliant=0.5", "'compliant' appears twice"),
    ],
)
def test_a_malformed_mix_is_one_line_naming_the_problem(spec: str, problem: str) -> None:
    with pytest.raises(UserError, match=re.escape(problem)):
        parse_mix(spec)
    result = CliRunner().invoke(main, ["run", "human_in_the_loop", "--behaviour", spec])
    assert result.exit_code == 2, result.output
    assert problem in result.output and result.output.count("\n") == 1


def test_seed_without_a_mix_and_a_mix_on_a_real_endpoint_are_refused() -> None:
    result = CliRunner().invoke(main, ["run", "human_in_the_loop", "--seed", "3"])
    assert result.exit_code == 2 and "--seed only applies with --behaviour mix:" in result.output
    result = CliRunner().invoke(
        main, ["run", "human_in_the_loop", "--behaviour", MIX, "--model-url", "http://x/v1"]
    )
    assert result.exit_code == 2 and "leave out --model-url" in result.output


_ID = re.compile(r"\b(run|req|call|resp|BK)[_-][0-9A-Za-z]{6,}\b")
#: model_system_sent: when each system text was first sent, by its hash (2ff8ad92), a time too.
_TIMES = {
    *("at", "started_at", "finished_at", "duration_s", "leg_durations_s", "run_id", "wall_s"),
    "model_system_sent",
    "written_with",  # the folder's own random mark (results.WRITTEN_WITH)
}


def _normalised(value: Any) -> Any:
    """A run record without what differs between identical runs: ids and times."""
    if isinstance(value, dict):
        return {k: _normalised(v) for k, v in value.items() if k not in _TIMES}
    if isinstance(value, list):
        return [_normalised(v) for v in value]
    if isinstance(value, str):
        return _ID.sub(r"\1_ID", value)
    return value


def _run_mix(out: Path, seed: int) -> list[dict[str, Any]]:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--repeats", "2"]
    args += ["--behaviour", MIX, "--seed", str(seed), "--out", str(out), "--json"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code in (0, 1), result.output  # 1: some drawn runs failed their checks
    runs = [json.loads(line) for line in (out / "runs.jsonl").read_text().splitlines()]
    assert result.exit_code == (0 if all(r["passed"] for r in runs) else 1)
    return runs


def test_identical_seeds_give_identical_traces_and_another_seed_does_not(tmp_path: Path) -> None:
    first, again = _run_mix(tmp_path / "a", 5), _run_mix(tmp_path / "b", 5)
    assert len(first) == 24
    assert [_normalised(r) for r in first] == [_normalised(r) for r in again]
    mix = parse_mix(MIX)
    assert [(r["item"], r["repeat"], r["behaviour"]) for r in first] == [
        (r["item"], r["repeat"], mix.draw(5, r["item"], r["repeat"])) for r in first
    ]
    # The draws really vary the model: some runs misbehave and their checks fail.
    assert {r["behaviour"] for r in first} == {"compliant", "reckless", "stubborn"}
    assert not all(r["passed"] for r in first) and any(r["passed"] for r in first)
    other = _run_mix(tmp_path / "c", 6)
    assert [r["behaviour"] for r in other] != [r["behaviour"] for r in first]
    summary = json.loads((tmp_path / "a" / "summary.json").read_text())
    assert summary["repeats"] == 2 and summary["model"]["seed"] == 5
    assert summary["model"]["behaviour"] == MIX
    assert summary["reliability"]["vanilla"]["k"] == 2


# -- self-describing folders ----------------------------------------------------------------------
def test_urls_lose_their_credentials_in_what_results_record() -> None:
    assert redact_url("https://bob:s3cret@api.example.com/v1?api-key=abc&x=1") == (
        "https://bob:***@api.example.com/v1?api-key=***&x=1"
    )
    assert redact_url("postgresql://u:pw@db/arena") == "postgresql://u:***@db/arena"
    assert redact_url("http://127.0.0.1:8000/v1") == "http://127.0.0.1:8000/v1"
    argv = ["arena", "run", "--model-url", "https://k:sk-1@h/v1", "--store=postgresql://a:b@c/d"]
    assert redact_argv(argv) == [
        "arena", "run", "--model-url", "https://k:***@h/v1", "--store=postgresql://a:***@c/d"
    ]  # fmt: skip


def test_every_frozen_version_reads_back_and_an_unknown_one_is_refused(tmp_path: Path) -> None:
    versions = sorted(int(p.name[1:]) for p in FIXTURES.iterdir())
    assert versions[-1] == SCHEMA_VERSION, "add tests/fixtures/results/v<N> when you bump it"
    for v in versions:
        res = read_results(FIXTURES / f"v{v}")
        assert res.summary["schema_version"] == v and len(res.runs) >= 12
        assert res.summary["model"]["name"].startswith("scripted-")
        assert res.summary["adapters"]["vanilla"]["runs"] == len(res.runs)
        assert "vanilla" in res.summary["versions"]["frameworks"]
        assert res.summary["reliability"]["vanilla"]["k"] >= 1
    bad = tmp_path / "future"
    shutil.copytree(FIXTURES / f"v{SCHEMA_VERSION}", bad)
    summary = json.loads((bad / "summary.json").read_text())
    (bad / "summary.json").write_text(json.dumps(summary | {"schema_version": 99}))
    with pytest.raises(UserError, match="results schema_version 99 is not one this hitl-arena"):
        read_results(bad)
    with pytest.raises(UserError, match="is not a folder"):
        read_results(tmp_path / "nowhere")


def test_a_run_folder_says_what_made_it(tmp_path: Path) -> None:
    out = tmp_path / "r"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--out", str(out), "--quiet"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    s = read_results(out).summary
    assert s["kind"] == "run" and s["schema_version"] == SCHEMA_VERSION
    assert s["command"] == ["arena", *args]
    assert s["started_at"] < s["finished_at"] and s["started_at"].endswith("+00:00")
    assert s["model"] == {
        "name": "scripted-compliant",
        "url": None,
        "scripted": True,
        "behaviour": "compliant",
        "seed": None,
        "api_key_env": None,
    }
    assert s["versions"]["python"].count(".") == 2 and s["versions"]["arena"]
    assert s["versions"]["frameworks"]["vanilla"].startswith("openai ")
    assert s["store"] is None and s["repeats"] == 1
    assert s["adapters"]["vanilla"]["items"] == 12 and s["reliability"]["vanilla"]["pass^k"] == 1


def test_human_and_matrix_write_results_too(tmp_path: Path) -> None:
    human, matrix = tmp_path / "h", tmp_path / "m"
    store = tmp_path / "s.db"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--store", str(store)]
    result = CliRunner().invoke(main, [*args, "--out", str(human)])
    assert result.exit_code == 0, result.output
    let_go_of_the_runs_in(store)  # its waiting runs: live here, as in its process until it exits
    s = read_results(human)
    assert s.summary["kind"] == "human" and s.summary["store"] == str(store)
    assert "--human" in s.summary["command"]
    assert [r["status"] for r in s.runs] == ["waiting"] * 12
    result = CliRunner().invoke(main, ["matrix", "--adapter", "vanilla", "--out", str(matrix)])
    assert result.exit_code == 0, result.output
    m = read_results(matrix)
    # the 12 compliant items plus the probes' few (the evidence behind every cell)
    # (+ 2: batch_swapped, the batch probe's orders the other way round; + 1: edited, an edit
    # in a first send: evidence43; + 1: restart, the durable column's one restart: evidence44b;
    # + 1: gated_edited, a held call approved edited: red team 44b; + 2: the restart probe
    # restarts three paused runs since c775ef67, approving one, denying one, letting one lapse)
    assert m.summary["kind"] == "matrix" and len(m.runs) == 12 + 7 + 5 + 2 + 1 + 1 + 1 + 2
    assert {r["probe"] for r in m.runs} == {
        "compliant", "batch", "batch_swapped", "hasty", "gated", "gated_edited", "reject", "switch",
        "edited", "partial", "second_send", "restart"
    }  # fmt: skip
    assert [row["adapter"] for row in m.summary["matrix"]] == ["vanilla"]
