"""``arena model serve --behaviour reckless`` said only "No such option '--behaviour'." (users44:
README lists ``arena model serve`` beside ``arena run --behaviour reckless``). The server
answers every behaviour at once, by the model name a client asks for; the error now says so,
with a name the server really answers to."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.model.policy import model_names


@pytest.mark.parametrize(
    "args", [["--behaviour", "reckless"], ["--behavior=reckless"], ["--behaviour=chatty"]]
)
def test_the_behaviour_is_picked_by_the_model_name(args: list[str]) -> None:
    result = CliRunner().invoke(main, ["model", "serve", *args])
    assert result.exit_code == 2, result.output
    flat = " ".join(result.stderr.split())
    assert "serves every behaviour at once" in flat and "scripted-<behaviour>" in flat, flat
    assert "scripted-reckless" in flat and "scripted-reckless" in model_names()


def test_another_unknown_option_reads_as_before() -> None:
    result = CliRunner().invoke(main, ["model", "serve", "--adapter", "vanilla"])
    assert result.exit_code == 2
    assert "No such option '--adapter'" in result.stderr
    assert "every behaviour" not in result.stderr
