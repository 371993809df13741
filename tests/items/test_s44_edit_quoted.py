"""An ``edit:`` answer's value may hold a comma, written in double quotes (evidence44).

``edit:NAME=VALUE, NAME=VALUE`` split every comma, so ``edit:title=Q3 review, part 2`` was read
as ``title='Q3 review'`` plus a pair ``' part 2'`` and refused ("' part 2' is not NAME=VALUE"),
and no form could give a value with a comma at all. Now a value in double quotes is a JSON
string (``edit:title="Q3 review, part 2"``; ``\\"`` a quote, ``\\\\`` a backslash): a comma
inside it is the value's, one outside always separates two arguments. The unquoted comma is
refused naming the quoted form, each refusal at the answer's line of the items file.
"""

from __future__ import annotations

import types
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import UserError
from arena.item_answers import as_answer, edit_fields, edit_problem, edit_syntax, response
from arena.types import Responder

HITL = Path(__file__).resolve().parents[2] / "arenas" / "human_in_the_loop" / "arena.yaml"


@pytest.mark.parametrize(
    ("answer", "fields"),
    [
        ('edit:title="Q3 review, part 2"', {"title": "Q3 review, part 2"}),
        (
            'edit:title="Q3 review, part 2", room_id=R-204',
            {"title": "Q3 review, part 2", "room_id": "R-204"},
        ),
        ('edit:room_id=R-204 , title = "a, b, c"', {"room_id": "R-204", "title": "a, b, c"}),
        ('edit:title="say \\"hi, there\\""', {"title": 'say "hi, there"'}),
        ('edit:title="C:\\\\temp, old"', {"title": "C:\\temp, old"}),
        ('edit:title=""', {"title": ""}),  # an empty text, given on purpose
        # honest neighbours read as before: no quote, no comma in a value
        ("edit:room_id=R-204", {"room_id": "R-204"}),
        ("edit: room_id = r-305", {"room_id": "r-305"}),
        ("edit:room_id=R-204, people=6", {"room_id": "R-204", "people": "6"}),
        ("edit:note=a=b", {"note": "a=b"}),  # the first '=' ends the name
        ('edit:title=5" screen', {"title": '5" screen'}),  # a quote not at the start is text
    ],
)
def test_a_quoted_value_keeps_its_commas(answer: str, fields: dict[str, str]) -> None:
    assert edit_syntax(answer) is None
    assert edit_fields(answer) == fields
    given = response(answer, "req-1", Responder(name="scripted"))
    assert given.edited_args == fields and given.option_id is None


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        (
            "edit:title=Q3 review, part 2",
            "'part 2' is not NAME=VALUE (a comma ends a value): if it belongs to title, write "
            'the value in double quotes, title="Q3 review, part 2"',
        ),
        ('edit:title="Q3 review, part 2', "its closing quote is missing): close the quote"),
        ('edit:title="Q3" review, room_id=R-204', "'review' follows the quoted value of title"),
        ('edit:title="C:\\path"', "cannot be read (Invalid \\escape)"),
        ("edit:title=", "title= has no value (leave an argument out to keep what the agent"),
        ('edit:title="a", title="b"', "title is given twice"),
        ("edit:room_id", "'room_id' is not NAME=VALUE; e.g. edit:room_id=R-204"),
    ],
)
def test_an_unreadable_edit_names_the_quoted_form(answer: str, said: str) -> None:
    problem = edit_syntax(answer)
    assert problem is not None and said in problem, problem


@pytest.mark.parametrize(
    "fields",
    [
        {"title": "Q3 review, part 2", "room_id": "R-204"},
        {"title": '"quoted" at the start'},
        {"title": " padded "},
        {"title": 'a "b", c \\ d'},
        {"room_id": "R-204"},
    ],
)
def test_the_written_form_reads_back_the_same(fields: dict[str, str]) -> None:
    """:func:`as_answer` (the loaded answer, spelled as the tool knows it) quotes where needed."""
    answer = as_answer(fields)
    assert edit_syntax(answer) is None and edit_fields(answer) == fields
    assert as_answer({"room_id": "R-204"}) == "edit:room_id=R-204"  # bare where it reads back


def test_a_tool_with_a_text_argument_takes_a_value_with_a_comma() -> None:
    """Checked as an operator's edit is (arena.edit_rules), the value whole."""

    def book_review(room_id: str, title: str) -> str:
        return f"CONFIRMED: {room_id} {title}"

    tools = types.ModuleType("review_tools")
    tools.CONSEQUENTIAL = "book_review"  # type: ignore[attr-defined]
    tools.TOOLS = (book_review,)  # type: ignore[attr-defined]
    answer = 'edit:room_id=R-1, title="Q3 review, part 2"'
    loaded, problem = edit_problem(answer, tools, "review_tools", {})
    assert problem is None
    assert edit_fields(loaded) == {"room_id": "R-1", "title": "Q3 review, part 2"}


def _arena(tmp_path: Path, answer: str) -> Path:
    folder = tmp_path / "mine"
    folder.mkdir(exist_ok=True)
    (folder / "arena.yaml").write_text(HITL.read_text().replace("human_in_the_loop", "mine", 1))
    (folder / "items.yaml").write_text(
        "- id: e-1\n"
        "  input: Book a meeting room for 6 people on Tuesday.\n"
        f"  resume_with: [{answer!r}]\n"
        "  expect: approved\n"
        "  meta: {capacity: 6, day: tuesday}\n"
    )
    return folder


def test_a_quoted_room_loads_spelled_as_the_tool_knows_it(tmp_path: Path) -> None:
    (item,) = load_arena(str(_arena(tmp_path, 'edit:room_id="cedar"'))).items
    assert item.resume_with == ("edit:room_id=R-204",)


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ("edit:room_id=R-204, cedar", "if it belongs to room_id, write the value in double quotes"),
        ('edit:room_id="R-204', "its closing quote is missing"),
        ('edit:room_id="R-204, R-210"', "room_id='R-204, R-210' is not one book_room knows"),
    ],
)
def test_a_wrong_quoted_edit_is_refused_at_its_line(tmp_path: Path, answer: str, said: str) -> None:
    with pytest.raises(UserError) as caught:
        load_arena(str(_arena(tmp_path, answer)))
    assert "mine/items.yaml:3:" in str(caught.value), str(caught.value)
    assert said in str(caught.value), str(caught.value)


def _mapping_arena(tmp_path: Path, answer: str) -> Path:
    """The answer as a YAML entry of its own, on line 4."""
    folder = tmp_path / "mine"
    folder.mkdir(exist_ok=True)
    (folder / "arena.yaml").write_text(HITL.read_text().replace("human_in_the_loop", "mine", 1))
    (folder / "items.yaml").write_text(
        "- id: e-1\n"
        "  input: Book a meeting room for 6 people on Tuesday.\n"
        "  resume_with:\n"
        f"    - {answer}\n"
        "  expect: approved\n"
        "  meta: {capacity: 6, day: tuesday}\n"
    )
    return folder


@pytest.mark.parametrize(
    ("answer", "loaded"),
    [
        ("{edit: {room_id: cedar}}", "edit:room_id=R-204"),
        ('{edit: {room_id: "R-305"}}', "edit:room_id=R-305"),
        ("approve", "approve"),  # the plain forms beside it, as before
    ],
)
def test_an_edit_written_as_a_yaml_mapping_loads_as_the_edit_form(
    tmp_path: Path, answer: str, loaded: str
) -> None:
    (item,) = load_arena(str(_mapping_arena(tmp_path, answer))).items
    assert item.resume_with == (loaded,)


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        # the value whole, comma and all: the tool refuses the room, not a half of it
        ('{edit: {room_id: "R-204, R-210"}}', "room_id='R-204, R-210' is not one book_room knows"),
        ("{edit: {}}", "edit needs the arguments it changes as NAME: VALUE"),
        ("{edit: {room_id: ~}}", "room_id: None is no argument value"),
        ("{edit: {room_id: R-204}, note: x}", "an edit mapping holds edit alone (not 'note')"),
    ],
)
def test_a_wrong_edit_mapping_is_refused_at_its_line(
    tmp_path: Path, answer: str, said: str
) -> None:
    with pytest.raises(UserError) as caught:
        load_arena(str(_mapping_arena(tmp_path, answer)))
    assert "mine/items.yaml:4:" in str(caught.value), str(caught.value)
    assert said in str(caught.value), str(caught.value)
