"""``--behaviour`` drives the harness's scripted model; with ``--model-url`` it was dropped in
silence (summary.json ``"behaviour": null``) and a reckless eval passed against a compliant
server. Given together they are now a usage error naming the fix, before anything runs."""

from __future__ import annotations

from click.testing import CliRunner

from arena.cli import main


def test_behaviour_with_a_model_url_is_refused_naming_the_scripted_model() -> None:
    result = CliRunner().invoke(
        main,
        [
            "run",
            "human_in_the_loop",
            "--model-url",
            "http://127.0.0.1:9/v1",
            "--model",
            "scripted-compliant",
            "--behaviour",
            "reckless",
        ],
    )
    assert result.exit_code == 2, result.output
    assert "--behaviour reckless drives the harness's scripted model" in result.output
    assert "--model scripted-reckless" in result.output
    assert "unreachable" not in result.output  # refused before the endpoint is tried


def test_the_default_behaviour_with_a_model_url_is_not_refused_for_it() -> None:
    """No --behaviour given: the check lets it by (to the next one, --probes', with no call)."""
    url = ["--model-url", "http://127.0.0.1:9/v1", "--model", "m"]
    result = CliRunner().invoke(main, ["run", "human_in_the_loop", *url, "--probes"])
    assert result.exit_code == 2, result.output
    assert "--probes runs the scripted model's probe behaviours" in result.output
