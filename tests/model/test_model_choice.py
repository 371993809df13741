"""``ModelChoice``: the model is checked once, where it is chosen, and opens the same anywhere."""

from __future__ import annotations

import httpx
import pytest

from arena import ModelChoice
from arena.errors import EndpointUnreachable, NotFound, UserError


def test_each_mistake_is_named_where_the_choice_is_made() -> None:
    with pytest.raises(UserError, match="--model-url needs --model NAME"):
        ModelChoice(model_url="http://127.0.0.1:9/v1")
    with pytest.raises(
        NotFound,
        match=r"unknown behaviour 'complaint' \(did you mean 'compliant'\?\); known behaviours: .*compliant",
    ):
        ModelChoice(behaviour="complaint")
    with pytest.raises(UserError, match="mix"):
        ModelChoice(behaviour="mix:compliant=2")
    # Flags for a real endpoint without one: every run would go to the scripted model.
    with pytest.raises(UserError, match="--model gpt-4o without --model-url"):
        ModelChoice(model="gpt-4o")
    with pytest.raises(UserError, match="--api-key-env OPENAI_API_KEY only applies with"):
        ModelChoice(api_key_env="OPENAI_API_KEY")
    assert ModelChoice(model="scripted-reckless").model_name == "scripted-reckless"
    assert ModelChoice(model="openai/scripted-mute").model_name == "openai/scripted-mute"


def test_a_missing_key_variable_and_an_unreachable_url_are_refused_before_anything_runs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("ARENA_TEST_NO_SUCH_KEY", raising=False)
    choice = ModelChoice(
        model_url="http://127.0.0.1:9/v1/", model="m", api_key_env="ARENA_TEST_NO_SUCH_KEY"
    )
    assert choice.model_url == "http://127.0.0.1:9/v1"
    with pytest.raises(UserError, match="ARENA_TEST_NO_SUCH_KEY: that environment variable is not"):
        choice.check()
    monkeypatch.setenv("ARENA_TEST_NO_SUCH_KEY", "")  # exported, but empty: said as it is
    with pytest.raises(UserError, match="variable is empty; export ARENA_TEST_NO_SUCH_KEY=<your"):
        choice.check()
    monkeypatch.setenv("ARENA_TEST_NO_SUCH_KEY", "sk-x")
    with pytest.raises(EndpointUnreachable, match=r"http://127\.0\.0\.1:9/v1 is unreachable"):
        choice.check()


def test_the_scripted_choice_serves_its_behaviour_and_survives_a_trip_through_json() -> None:
    choice = ModelChoice(behaviour="stubborn")
    assert (choice.scripted, choice.is_mix, choice.model_name) == (True, False, "scripted-stubborn")
    assert ModelChoice(**choice.as_job()) == choice
    mix = ModelChoice(behaviour="mix:compliant=0.5,stubborn=0.5")
    assert (mix.is_mix, mix.model_name) == (True, "scripted-mix")
    with choice.open() as endpoint:
        models = httpx.get(endpoint.base_url + "/models", timeout=10).json()
        assert endpoint.model == "scripted-stubborn"
        assert "scripted-stubborn" in {m["id"] for m in models["data"]}
