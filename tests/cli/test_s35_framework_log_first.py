"""``framework log: 1 warning(s) ... (first: WARNING langchain_openai...: langchain-openai
injected a custom httpx transpo)``: the first record was cut at 100 characters mid-word, with no
mark (users35, with HTTP_PROXY set). It is now cut after a whole word and marked '…', as every
other clipped line is."""

from __future__ import annotations

import logging
from pathlib import Path

from arena.framework_log import framework_log

SAID = (
    "langchain-openai injected a custom httpx transport to apply `http_socket_options`, which "
    "disables httpx's proxy auto-detection"
)


def test_the_first_record_is_cut_after_a_whole_word(tmp_path: Path) -> None:
    framework = logging.getLogger("langchain_openai.chat_models._client_utils")
    with framework_log(tmp_path / "framework.log") as log:
        framework.warning(SAID)
    line = log.summary()
    assert line is not None
    first = line.split("(first: ", 1)[1]
    assert first.endswith(" …)"), line
    assert "transpo)" not in line and "transpo " not in line, line
