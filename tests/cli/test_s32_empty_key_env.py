"""``arena run --model-url URL --model M --api-key-env "$KEYVAR"`` with KEYVAR unset passed an
empty name, which was taken as no --api-key-env at all: the runs went out with no key, and an
endpoint that needs one then said 'pass --api-key-env VAR', which the user had (users tester
32). An empty name is now one line naming the mistake, before anything runs."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main


def test_an_empty_key_variable_name_is_refused(tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01",
            "--model-url", "http://127.0.0.1:9/v1", "--model", "m", "--api-key-env", "",
            "--out", str(tmp_path / "results")]  # fmt: skip
    ran = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    assert ran.exit_code == 2, ran.output
    said = " ".join(ran.output.split())
    assert "--api-key-env is empty" in said and "OPENAI_API_KEY" in said, said
    assert not (tmp_path / "results").exists()
