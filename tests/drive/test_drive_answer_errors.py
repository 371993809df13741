"""Which error an answer meets, as docs/drive.md says it (outside tester 8, finding 7)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.context import ModelEndpoint
from arena.drive import AlreadyAnswered, DriveError, Driver, NotWaiting

TASK = "We need a room for 4 on Wednesday"


def test_answering_again_after_the_run_completed_is_already_answered(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """Both rules apply (answered, and not waiting): AlreadyAnswered wins, as documented."""
    t = Driver.for_adapter("vanilla", endpoint_for("compliant"))
    t.send(TASK)
    request = t.require_input_request()
    t.respond(request, option="deny")
    t.succeeded()
    for again in (
        lambda: t.respond(request, option="approve"),
        lambda: t.respond(request.id, "deny"),
    ):
        with pytest.raises(AlreadyAnswered, match="was already answered \\(option 'deny'"):
            again()
    with pytest.raises(NotWaiting, match="is completed, not waiting"):
        t.respond("req_never_asked", option="approve")  # never answered: NotWaiting


@pytest.mark.parametrize("answer", ["approve", {"option": "approve"}])
def test_respond_all_given_a_mapping_points_to_respond(
    endpoint_for: Callable[[str], ModelEndpoint], answer: object
) -> None:
    t = Driver.for_adapter("vanilla", endpoint_for("compliant"))
    t.send(TASK)
    request = t.require_input_request()
    with pytest.raises(DriveError) as caught:
        t.respond_all({request.id: answer})  # type: ignore[arg-type]
    assert "call t.respond({request_id: answer, ...}) instead" in str(caught.value)
    assert t.pending == (request,)
    t.respond({request.id: answer})  # type: ignore[dict-item]
    t.succeeded()
