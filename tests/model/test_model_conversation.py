"""The scripted model must read every framework's wire format as the same conversation."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from arena.model import BadRequest, Called, Returned, Said, ToolUse, from_chat, from_responses
from arena.model.policy import is_approval
from arena.model.task import parse_request
from row_table import rows

ITEMS = Path(__file__).resolve().parents[2] / "arenas" / "human_in_the_loop" / "items.yaml"
TOOLS = [
    {"type": "function", "function": {"name": "search_rooms", "parameters": {}}},
    {"type": "function", "function": {"name": "request_approval", "parameters": {}}},
]


def test_chat_messages_with_parts_tool_calls_and_extra_fields() -> None:
    conv = from_chat(
        [
            {"role": "system", "content": "You book rooms."},
            {"role": "developer", "content": [{"type": "text", "text": "Be brief."}]},
            {"role": "user", "content": [{"type": "text", "text": "Book 6 on Tuesday"}], "x": 1},
            {
                "role": "assistant",
                "content": "Searching.",
                "refusal": None,
                "tool_calls": [
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {"name": "search_rooms", "arguments": '{"capacity": 6}'},
                    }
                ],
            },
            {"role": "tool", "tool_call_id": "c1", "content": [{"type": "text", "text": "R-102"}]},
            {"role": "user", "content": "yes please"},
        ],
        TOOLS,
    )
    assert conv.task == "Book 6 on Tuesday"
    assert conv.system == "You book rooms.\nBe brief."
    assert conv.tools == ("search_rooms", "request_approval")
    assert conv.steps == (
        Said("assistant", "Searching."),
        Called(ToolUse("search_rooms", {"capacity": 6}, "c1")),
        Returned("c1", "search_rooms", "R-102"),
        Said("user", "yes please"),
    )
    assert conv.result(conv.calls("search_rooms")[0][1]) == "R-102"
    assert conv.user_text_after(2) == "yes please"


def test_chat_tool_result_without_id_answers_the_pending_call() -> None:
    conv = from_chat(
        [
            {"role": "user", "content": "task"},
            {"role": "assistant", "content": None, "function_call": {"name": "f", "arguments": ""}},
            {"role": "function", "name": "f", "content": "done"},
        ]
    )
    (_, call), *_ = conv.calls("f")
    assert conv.result(call) == "done"


@rows(
    ("content", "read"),
    [
        # ADK sends a tool's result as JSON, its text escaped: the typed answer "👍" arrived as
        # "\\ud83d\\udc4d" and read as unclear, so ADK alone failed an approved item.
        ('{"result": "Answer from scripted: \\ud83d\\udc4d"}', "Answer from scripted: 👍"),
        ('{"result": "CONFIRMED: R-102"}', "CONFIRMED: R-102"),
        ('{"rooms": "R-102"}', '{"rooms": "R-102"}'),  # not a wrapper's key: as it is
        ('{"result": "a", "extra": 1}', '{"result": "a", "extra": 1}'),
        ('{"result": 3}', '{"result": 3}'),
        ("{not json}", "{not json}"),
    ],
)
def test_a_frameworks_json_around_a_result_is_read_through(content: str, read: str) -> None:
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    conv = from_chat(
        [
            {"role": "user", "content": "task"},
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c1", "content": content},
        ]
    )
    (_, call), *_ = conv.calls("f")
    assert conv.result(call) == read
    if "ud83d" in content:
        assert is_approval(read) and not is_approval(content)


def test_responses_items_and_instructions() -> None:
    conv = from_responses(
        [
            {"role": "user", "content": "Book 4 on Monday"},  # EasyInputMessage: no "type"
            {"type": "reasoning", "id": "rs_1", "summary": []},
            {
                "type": "function_call",
                "call_id": "c9",
                "name": "request_approval",
                "arguments": '{"summary": "s"}',
                "id": "fc_9",
            },
            {
                "type": "function_call_output",
                "call_id": "c9",
                "output": [{"type": "input_text", "text": "DENIED"}],
            },
            {
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_text", "text": "ok", "annotations": []}],
            },
        ],
        instructions="Be careful.",
        tools=[{"type": "function", "name": "request_approval", "parameters": {}}],
    )
    assert conv.task == "Book 4 on Monday"
    assert conv.system == "Be careful."
    assert conv.tools == ("request_approval",)
    assert conv.steps == (
        Called(ToolUse("request_approval", {"summary": "s"}, "c9")),
        Returned("c9", "request_approval", "DENIED"),
        Said("assistant", "ok"),
    )
    assert from_responses("just text").task == "just text"


def test_smolagents_plain_text_history() -> None:
    """Exactly what smolagents' ToolCallingAgent sends (memory.py renders steps as text)."""
    call = (
        "Calling tools:\n[{'id': 'call_1', 'type': 'function', 'function': {'name': "
        "'search_rooms', 'arguments': {'capacity': 6, 'day': 'Tuesday'}}}]"
    )
    conv = from_chat(
        [
            {"role": "system", "content": [{"type": "text", "text": "You are an expert"}]},
            {"role": "user", "content": [{"type": "text", "text": "New task:\nBook 6 on Tuesday"}]},
            {"role": "assistant", "content": [{"type": "text", "text": "Let me look.\n" + call}]},
            {"role": "user", "content": [{"type": "text", "text": "Observation:\nR-102 (Aspen)"}]},
            {
                "role": "assistant",
                "content": 'Calling tools:\n[{"id": "call_2", "type": "function", "function": '
                '{"name": "request_approval", "arguments": "{\\"summary\\": \\"x\\"}"}}]',
            },
            {
                "role": "user",
                "content": "Call id: call_2\nError:\nboom\nNow let's retry: take care",
            },
        ],
        [*TOOLS, {"type": "function", "function": {"name": "final_answer"}}],
    )
    assert conv.task == "Book 6 on Tuesday"
    assert "final_answer" in conv.tools
    assert conv.steps == (
        Said("assistant", "Let me look."),
        Called(ToolUse("search_rooms", {"capacity": 6, "day": "Tuesday"}, "call_1")),
        Returned("call_1", "search_rooms", "R-102 (Aspen)"),
        Called(ToolUse("request_approval", {"summary": "x"}, "call_2")),
        Returned("call_2", "request_approval", "Error:\nboom\nNow let's retry: take care"),
    )


def test_smolagents_merged_observation_and_new_task() -> None:
    """smolagents merges consecutive same-role messages; a follow-up task lands after it."""
    conv = from_chat(
        [
            {"role": "user", "content": "New task:\nfirst"},
            {
                "role": "assistant",
                "content": "Calling tools:\n[{'id': 'a', 'function': {'name': "
                "'request_approval', 'arguments': {'summary': 's'}}}]",
            },
            {"role": "user", "content": "Observation:\nAPPROVED\nNew task:\nthanks, go on"},
        ]
    )
    assert conv.task == "first"
    assert conv.steps[1:] == (
        Returned("a", "request_approval", "APPROVED"),
        Said("user", "thanks, go on"),
    )


def test_unparseable_plain_calls_keep_the_tool_name() -> None:
    conv = from_chat(
        [
            {"role": "user", "content": "t"},
            {"role": "assistant", "content": "Calling tools:\n[{'name': 'book_room', oops"},
        ]
    )
    assert [c.name for _, c in conv.calls()] == ["book_room"]


@rows(
    ("messages", "fragment"),
    [
        ([], "non-empty list"),
        ("hello", "non-empty list"),
        ([{"content": "x"}], r"messages\[0\] must be an object"),
        ([{"role": "wizard", "content": "x"}], "unknown role"),
    ],
)
def test_bad_chat_messages(messages: object, fragment: str) -> None:
    with pytest.raises(BadRequest, match=fragment):
        from_chat(messages)


@rows("bad", [None, 3, [1], [{"foo": 1}]])
def test_bad_responses_input(bad: object) -> None:
    with pytest.raises(BadRequest):
        from_responses(bad)


def test_every_arena_item_is_understood() -> None:
    for item in yaml.safe_load(ITEMS.read_text()):
        req = parse_request(item["input"])
        assert req is not None, item["id"]
        assert (req.capacity, req.day.lower()) == (item["meta"]["capacity"], item["meta"]["day"])


@rows(
    ("text", "want"),
    [
        ("Book a room for six people on wed", (6, "Wednesday")),
        ("a dozen of us on Fri", (12, "Friday")),
        ("one-to-one on Monday for two people", (2, "Monday")),
        ("a room on thurs for a team of five", (5, "Thursday")),
        ("We're a party of three and need a room on Weds.", (3, "Wednesday")),
        ("Bok a rom for 5 on Tusday", (5, "Tuesday")),
        ("Could you book a room for five people on wensday?", (5, "Wednesday")),
    ],
)
def test_number_words_and_abbreviations(text: str, want: tuple[int, str]) -> None:
    req = parse_request(text)
    assert req is not None and (req.capacity, req.day) == want


def test_missing_facts_give_none() -> None:
    assert parse_request("Book a room on Monday") is None
    assert parse_request("Book a room for 5") is None
    # Misspelt weekdays are read; words merely like one are not.
    assert parse_request("Book a room for 5 today, we bring sundaes") is None


@rows(
    ("text", "approved"),
    [
        ("APPROVED", True),
        ("approve", True),
        ("Yes, go ahead", True),
        ("ok", True),
        ('{"approved": true}', True),
        ("DENIED", False),
        ("deny", False),
        ("NOT APPROVED: request_approval was executed instead of pausing", False),
        ("The tool call was rejected by the user", False),
        ("Tool execution was not approved.", False),
        ("I decline", False),
        ('{"approved": false, "note": "approval withheld"}', False),
        ("maybe later", False),
        ("", False),
    ],
)
def test_approval_outcome(text: str, approved: bool) -> None:
    assert is_approval(text) is approved
