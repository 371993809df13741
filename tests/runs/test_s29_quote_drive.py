"""Red team 29: the eval API read a request quoting the user's message word by word ("me plus
three" named 'three') and failed a correct adapter that `arena run` passes; the test's message
is the run's input now (:mod:`arena.drive`)."""

from __future__ import annotations

from arena.context import ModelEndpoint
from arena.drive import Driver
from reference_adapters_s29 import (
    QuotingAdapter,
)
from s29_support import SPEC

# -- a quote of the user's message under the eval API ---------------------------------------------

QUOTED = "Could you grab us a room for me plus three on Tuesday at half two?"


def test_a_quoting_request_passes_under_the_eval_api(endpoint: ModelEndpoint) -> None:
    t = Driver(QuotingAdapter(SPEC), endpoint)
    turn = t.send(QUOTED)
    assert turn.status == "waiting", turn.error
    assert t.pending[0].prompt.startswith("The user asked: Could you grab us")
