"""A model endpoint that could not be reached is named: a driven line's turn read "the model
endpoint could not be reached: APIConnectionError: Connection error." with no URL, so an eval
writer could not tell which endpoint was down (outside evals 30, 31). Credentials and a query the
URL carries are left out."""

from __future__ import annotations

from types import SimpleNamespace

from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.outage import environment_failure


class ConnectError(Exception):
    """Named as httpx's is: the type name is what is read."""

    def __init__(self, url: str) -> None:
        super().__init__("All connection attempts failed")
        self.request = SimpleNamespace(url=url)


def test_the_url_is_named_without_credentials_or_query() -> None:
    said = environment_failure(
        ConnectError("https://user:secret@api.example.com:8443/v1/chat/completions?api-key=k")
    )
    assert said == (
        "the model endpoint could not be reached at https://api.example.com:8443/v1/chat/"
        "completions: ConnectError: All connection attempts failed"
    )


def test_an_error_with_no_request_reads_as_before() -> None:
    assert environment_failure(ConnectionRefusedError("refused")) == (
        "the model endpoint could not be reached: ConnectionRefusedError: refused"
    )


def test_a_driven_turn_names_the_endpoint_that_is_down() -> None:
    with Driver.for_adapter(
        "vanilla", ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="none")
    ) as t:
        turn = t.send("Book a meeting room for 6 people on Tuesday.")
    assert turn.status == "failed"
    assert "could not be reached at http://127.0.0.1:9/v1/chat/completions" in (turn.error or "")


def test_the_runs_own_route_is_left_out() -> None:
    said = environment_failure(ConnectError("http://127.0.0.1:5/runs/run_ab12/v1/chat/completions"))
    assert said is not None and "at http://127.0.0.1:5/v1/chat/completions:" in said
