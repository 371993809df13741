"""Issue 16 (perf47): ``python -m bench.sampler`` says where the harness's own CPU goes a round.

LATEST.md's "profile of each missed target" came from a throw-away script of session 46; the
sampler is now a bench command. These run it on a tiny input (one pair of 2-item vanilla rounds)
and check what it prints, that it leaves the process as it found it (the ``SIGPROF`` handler,
bench's round functions), and that a wrong adapter is an error, not a traceback.
"""

from __future__ import annotations

import signal
from collections import Counter

import pytest
from bench import native, overhead, sampler


def test_the_stage_runs_on_a_tiny_input(capsys: pytest.CaptureFixture[str]) -> None:
    handler = signal.getsignal(signal.SIGPROF)
    many, batch = overhead.run_many, native.run_batch
    assert sampler.main(["vanilla", "--pairs", "1", "--items", "2"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("vanilla: 1 pairs of 2-item rounds")
    for side in ("arena", "native"):
        [row] = [line for line in lines if line.startswith(f"  {side}: timed CPU ")]
        assert float(row.split("timed CPU ")[1].split(",")[0]) > 0
    assert any("by module" in line for line in lines)
    assert any("by phase" in line for line in lines)
    assert all(len(line) <= 80 for line in lines), out
    # the process is left as it was: no timer's handler, bench's own round functions
    assert signal.getsignal(signal.SIGPROF) == handler
    assert signal.getitimer(signal.ITIMER_PROF) == (0.0, 0.0)
    assert (overhead.run_many, native.run_batch) == (many, batch)


def test_samples_are_given_to_their_owner() -> None:
    site = "/x/.venv/lib/python3.11/site-packages"
    assert sampler.owner("/w/src/arena/checks.py") == "harness"
    assert sampler.owner("/w/src/arena/adapters/vanilla.py") == "adapter glue"
    assert sampler.owner("/w/bench/native/vanilla.py") == "native driver"
    assert sampler.owner("/w/bench/overhead.py") == "bench"
    assert sampler.owner(f"{site}/openai/_client.py") == "framework"
    assert sampler.owner(f"{site}/arena/checks.py") == "harness"  # installed, not editable
    assert sampler.owner("/usr/lib/python3.11/asyncio/events.py") is None
    assert sampler.owner("<frozen importlib._bootstrap>") is None


def test_the_report_is_in_ms_a_round() -> None:
    sides = {side: sampler.Samples() for side in sampler.SIDES}
    sides["arena"].owners = Counter({"harness": 10, "framework": 30})
    sides["arena"].phases = Counter({"checks.py:run_checks": 5})
    sides["arena"].modules = Counter({"checks.py": 10})
    sides["arena"].cpu_s = 0.2
    sides["native"].owners = Counter({"framework": 30})
    text = sampler.render(sampler.Profile("vanilla", 2, 12, 0.004, sides))
    assert "  arena: timed CPU 100.0, sampled 80.0" in text  # 40 samples of 4 ms over 2 rounds
    assert "    harness" in text and " 20.00" in text  # 10 samples: 20 ms a round
    assert "checks.py:run_checks" in text and " 10.00" in text
    assert all(len(line) <= 80 for line in text.splitlines())


def test_an_adapter_without_a_native_driver_is_an_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stop:
        sampler.main(["no_such_adapter", "--pairs", "1"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "no native driver for 'no_such_adapter'" in err and "Traceback" not in err
    with pytest.raises(SystemExit):
        sampler.main(["vanilla", "--pairs", "0"])
    assert "--pairs must be 1 or more" in capsys.readouterr().err
