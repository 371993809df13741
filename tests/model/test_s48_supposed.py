"""What a request only supposes is not what it asks for (heldout47).

"If I booked the Atrium for Friday, would 20 people fit?" asked for approval of and booked the
Atrium for 20: a question that opens on a condition read as a booking. It is now answered (what
is free), never booked, in eight languages; a condition whose question asks for the booking
("…, can you book it for 6?") still books. "If we were a bigger team we'd need the Atrium, but
for now just Cedar on Monday for 6" read the Atrium: a counterfactual's words up to the "but"
are not read, in seven languages."""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from row_table import rows


def _made(text: str) -> tuple[list[str], list[tuple[int, str]], str]:
    made, said, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    booked = [a["room_id"] for n, a in made if n == "book_room"]
    asked = [n for n, _ in made if n == "request_approval"]
    searched = [(a["capacity"], a["day"]) for n, a in made if n == "search_rooms"]
    assert not asked or booked, made
    return booked, searched, str(said)


@rows(
    "text",
    [
        "If I booked the Atrium for Friday, would 20 people fit?",
        "If I book Cedar for Tuesday, will 8 of us fit?",
        "If I booked Maple for Friday would 10 people fit?",
        "So if we took the Atrium on Friday, would there be room for 20?",
        "Wenn ich das Atrium f\u00fcr Freitag buche, passen dann 20 Leute rein?",
        "Si reservo el Atrium para el viernes, \u00bfcabr\u00edan 20 personas?",
        "Si je r\u00e9serve l'Atrium vendredi, est-ce que 20 personnes rentrent ?",
        "Se prenoto l'Atrium per venerd\u00ec, ci stanno 20 persone?",
        "Se eu reservar o Atrium na sexta, cabem 20 pessoas?",
        "Als ik het Atrium voor vrijdag boek, passen er dan 20 mensen in?",
        "\u91d1\u66dc\u65e5\u306b\u30a2\u30c8\u30ea\u30a6\u30e0\u3092\u4e88\u7d04\u3057\u305f\u3089"
        "\u300120\u4eba\u5165\u308a\u307e\u3059\u304b\uff1f",
        "\u5982\u679c\u6211\u5468\u4e94\u9884\u8ba2Atrium\uff0c\u80fd\u5750\u4e0b20\u4e2a\u4eba"
        "\u5417\uff1f",
    ],
)
def test_a_question_on_a_supposed_booking_books_nothing(text: str) -> None:
    booked, searched, said = _made(text)
    assert booked == [], said
    assert len(searched) == 1 and searched[0][1] in ("Friday", "Tuesday"), searched
    assert "not booked anything" in said, said


def test_a_room_asked_about_on_a_condition_is_answered_not_booked() -> None:
    booked, _, said = _made("If Cedar is taken on Tuesday, would Maple work for 6?")
    assert booked == [], said


@rows(
    ("text", "room"),
    [
        ("If Cedar is free on Tuesday, can you book it for 6?", "R-204"),
        ("If Cedar is free Tuesday, book it for 6?", "R-204"),
        ("If it's free, could you book Cedar for 6 on Tuesday?", "R-204"),
        ("If I could get Cedar on Tuesday for 6, would that be possible?", "R-204"),
        ("Is Cedar free on Tuesday? If so, book it for 6.", "R-204"),
        ("If we book Cedar for Tuesday, will there be a projector? Please book it for 6.", "R-204"),
        ("If I booked the Atrium, would 30 fit? Book Aspen for 5 on Tuesday.", "R-102"),
        ("If Cedar is busy, book Aspen for 6 on Tuesday.", "R-102"),
    ],
)
def test_a_condition_that_still_asks_for_the_booking_books(text: str, room: str) -> None:
    booked, _, said = _made(text)
    assert booked == [room], said


@rows(
    "text",
    [
        "If we were a bigger team we'd need the Atrium, but for now just Cedar on Tuesday for 6.",
        "If we were a bigger team we'd need the Atrium. For now, Cedar on Tuesday for 6 please.",
        "We'd need the Atrium if we were twice as many, but right now we're 6: book Cedar for "
        "Tuesday.",
        "If we had more budget we'd go for the Atrium, but Cedar works: book it for 6 on Tuesday.",
        "Had we been a bigger team we'd need the Atrium, but for now Cedar on Tuesday for 6.",
        "W\u00e4ren wir mehr, br\u00e4uchten wir das Atrium, aber f\u00fcr jetzt Cedar am "
        "Dienstag f\u00fcr 6.",
        "Wenn wir ein gr\u00f6\u00dferes Team w\u00e4ren, br\u00e4uchten wir das Atrium, aber "
        "f\u00fcr jetzt nur Cedar am Dienstag f\u00fcr 6.",
        "Si fu\u00e9ramos un equipo m\u00e1s grande necesitar\u00edamos el Atrium, pero por ahora "
        "solo Cedar el martes para 6.",
        "Si on \u00e9tait une plus grande \u00e9quipe il nous faudrait l'Atrium, mais pour "
        "l'instant juste Cedar mardi pour 6.",
        "Se fossimo un team pi\u00f9 grande ci servirebbe l'Atrium, ma per ora solo Cedar "
        "marted\u00ec per 6.",
        "Se f\u00f4ssemos uma equipa maior precisar\u00edamos do Atrium, mas por agora s\u00f3 "
        "Cedar na ter\u00e7a para 6.",
        "Als we een groter team waren, hadden we het Atrium nodig, maar voorlopig alleen Cedar op "
        "dinsdag voor 6.",
    ],
)
def test_a_counterfactual_room_is_not_the_room_asked_for(text: str) -> None:
    booked, searched, said = _made(text)
    assert booked == ["R-204"], said
    assert searched == [(6, "Tuesday")], searched


def test_the_counterfactual_room_is_not_named_where_the_real_one_is_taken() -> None:
    # Cedar is taken on Monday: the reply names Cedar, not the Atrium of the counterfactual
    booked, _, said = _made(
        "If we were a bigger team we'd need the Atrium, but for now just Cedar on Monday for 6."
    )
    assert booked == [], said
    assert "R-204" in said and "R-400 is not free" not in said, said


@rows(
    ("text", "room"),
    [
        ("We would need Cedar for 6 on Tuesday, but only in the afternoon.", "R-204"),
        ("Cedar for 6 on Tuesday, if we were to need more space we'd ask later.", "R-204"),
        ("If possible, book Cedar for 6 on Tuesday.", "R-204"),
        ("Book Cedar for 6 on Tuesday if it is free.", "R-204"),
        ("Were we to need more, tell me. Book Cedar for 6 on Tuesday.", "R-204"),
        ("We had Cedar last time, but book Aspen for 6 on Tuesday.", "R-102"),
    ],
)
def test_a_plain_ask_beside_would_or_if_reads_as_before(text: str, room: str) -> None:
    booked, _, said = _made(text)
    assert booked == [room], said
