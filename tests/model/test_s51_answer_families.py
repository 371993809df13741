"""Session 51 (answers51): families of answers the reader read the wrong way, each with near
misses that must not change. Read as the scripted model reads them, against one request.

1. the approver's own role or group as the answer's label ("Approver: yes", "Jane (approver):
   yes", "Our vote is yes") is theirs; a role that is not the approver's, or a group's vote
   relayed ("Team says go", "Our team voted yes"), stays someone else's;
2. a doubled or idiomatic opener before a go-ahead ("yeah no totally go ahead", "nah all good
   book it"), German "ja ja"/"jaja" as a shrug however written;
3. a "no" that waves off a worry, then a go-ahead, in es/nl/it/pt/de/fr ("No, no hay problema,
   adelante", "Nee hoor, ga je gang"), and "no problem" in nl/it/pt/sv;
4. a day, room or head count ruled out: another one than asked approves ("Sì, ma non
   mercoledì", "yes, but not for 10"), the asked one denies (answers51b; it stayed unclear
   here: tests/model/test_s51_asked_ruled_out.py), with a stop after it too ("Yes but not
   Tuesday. Don't book it for Tuesday.");
5. a yes that answers whether something works or is there ("yes, the projector works", "yes,
   the room has a projector") is unclear.
"""

from __future__ import annotations

from arena.model.reading import read_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"

CASES: list[tuple[str, str]] = [
    # 1. role and group framing
    ("Our vote is yes", "approve"),
    ("our vote is yes, book it", "approve"),
    ("Approver: yes", "approve"),
    ("Approver's answer: yes", "approve"),
    ("Jane (approver): yes", "approve"),
    ("Approver (Jane): go ahead", "approve"),
    ("Jane Smith (the approver): Yes, book it.", "approve"),
    ("Genehmiger: ja", "approve"),
    ("Approbateur : oui", "approve"),
    ("Aprobador: sí", "approve"),
    ("Approver's decision: no", "deny"),
    ("Jane (approver): no", "deny"),
    ("Approver: maybe", "unclear"),
    ("Approver: Dana. Yes", "unclear"),  # a field naming the approver, then someone's yes
    ("Team says go", "unclear"),
    ("The approver says yes", "unclear"),
    ("Our team voted yes", "unclear"),
    ("Our team's vote is yes", "unclear"),
    ("Jane (finance): yes", "unclear"),
    ("Manager: yes", "unclear"),
    ("Jane: yes", "unclear"),
    ("Approvers: yes", "unclear"),
    ("Notre équipe a voté oui", "unclear"),  # a group's vote, as "The team voted yes"
    ("Das Team hat mit Ja gestimmt", "unclear"),
    ("El equipo votó sí", "unclear"),
    ("A equipe votou sim", "unclear"),
    ("Het team heeft ja gestemd", "unclear"),
    ("J'ai voté oui", "approve"),
    ("Ich habe mit Ja gestimmt", "approve"),
    ("Mi voto es sí", "approve"),
    ("Yo voto sí, adelante", "approve"),
    ("Ik heb ja gestemd", "approve"),
    # 2. doubled and colloquial
    ("yeah no totally go ahead", "approve"),
    ("yeah no, go ahead", "approve"),
    ("yeah nah, go for it", "approve"),
    ("nah all good book it", "approve"),
    ("nah mate all good go ahead", "approve"),
    ("oui oui vas-y", "approve"),
    ("sí sí dale", "approve"),
    ("sim sim pode", "approve"),
    ("yeah no", "deny"),
    ("yeah no, don't book it", "deny"),
    ("yeah no, go ahead and cancel it", "deny"),
    ("yeah, no. go ahead.", "unclear"),  # two answers
    ("yeah no, go ahead?", "unclear"),
    ("yeah no totally", "unclear"),
    ("nah all good", "unclear"),
    ("jaja passt", "unclear"),  # as "ja ja passt" and "yeah yeah, fine"
    ("Jaja, passt schon", "unclear"),
    ("ja-ja passt", "unclear"),
    ("ja ja passt", "unclear"),
    ("ja passt", "approve"),
    ("Jajamensan", "approve"),
    # 3. a worry waved off, then a go-ahead
    ("No, no hay problema, adelante", "approve"),
    ("No, no hay problema, resérvala", "approve"),
    ("No, tranquilo, adelante", "approve"),
    ("Nee hoor, ga je gang", "approve"),
    ("Nee hoor, geen probleem, boek maar", "approve"),
    ("No, nessun problema, procedi", "approve"),
    ("No, figurati, vai pure", "approve"),
    ("Não, sem problema, pode reservar", "approve"),
    ("Nein, kein Problem, buch ihn", "approve"),
    ("Non, pas de problème, vas-y", "approve"),
    ("No, no problem at all, go ahead", "approve"),
    ("No no problem book it", "approve"),
    ("No — go ahead, that's fine.", "approve"),
    ("No, no hay problema, pero no lo reserves", "deny"),
    ("No, no problem, I'll book it myself", "deny"),
    ("No, no problem, Sam booked one already", "deny"),
    ("Nein, kein Problem, wir brauchen ihn nicht mehr", "deny"),
    ("Nee hoor, niet boeken", "deny"),
    ("Nee hoor", "deny"),
    ("No. Adelante.", "unclear"),
    ("No, no problem", "unclear"),
    ("No, no problem with Cedar, book it", "unclear"),
    ("geen probleem", "approve"),
    ("nessun problema", "approve"),
    ("sem problema", "approve"),
    ("inga problem", "approve"),
    ("geen probleem, maar niet boeken", "deny"),
    ("nessun problema, ma non prenotare", "deny"),
    # 4. a day, room or count ruled out
    ("Sì, ma non mercoledì", "approve"),
    ("Sì, ma non il mercoledì", "approve"),
    ("Ja, maar niet woensdag", "approve"),
    ("Sim, mas não na quarta", "approve"),
    ("Sì, ma non Cedar", "approve"),
    ("Ja, maar niet Cedar", "approve"),
    ("yes, but not for 10", "approve"),
    ("yes, just not 12", "approve"),
    ("ja, aber nicht für 10", "approve"),
    ("sì, ma non per 10", "approve"),
    ("Sì, ma non martedì", "deny"),  # the asked day, room or count refused (answers51b)
    ("Ja, maar niet dinsdag", "deny"),
    ("Sim, mas não na terça", "deny"),
    ("Sì, ma non Aspen", "deny"),
    ("Yes but not Tuesday", "deny"),
    ("yes, but not for 6", "deny"),
    ("yes, but for 10", "unclear"),
    ("Yes, for 10", "unclear"),
    ("Yes but not Tuesday. Don't book it for Tuesday.", "deny"),
    ("Yes but not on Tuesday. Don't book anything on Tuesday.", "deny"),
    ("Ja, aber nicht Dienstag. Buch es nicht für Dienstag.", "deny"),
    ("Sí, pero no el martes. No lo reserves para el martes.", "deny"),
    ("Yes but not Tuesday. Don't worry about Tuesday.", "unclear"),
    ("Yes but not Wednesday. Don't book Wednesday.", "unclear"),
    # 5. a yes to whether something works or is there
    ("yes, the projector works", "unclear"),
    ("yes, the room has a projector", "unclear"),
    ("yes, Aspen has a screen", "unclear"),
    ("yes, the coffee machine is fixed", "unclear"),
    ("yes, the TV is working", "unclear"),
    ("yes, there is a whiteboard", "unclear"),
    ("yes, the catering arrived", "unclear"),
    ("ja, der Beamer funktioniert", "unclear"),
    ("oui, le projecteur marche", "unclear"),
    ("sí, el proyector funciona", "unclear"),
    ("ja, de beamer werkt", "unclear"),
    ("yes, the room has a projector, book it", "approve"),
    ("yes, the room is free", "approve"),
    ("yes, the room is ready", "approve"),
    ("yes, that works", "approve"),
    ("yes, Tuesday works", "approve"),
    ("yes, it's on", "approve"),
    ("yes, I'm on it", "approve"),
    ("Sure, the afternoon works", "approve"),  # the asked time's own state is the booking's
    ("sure, this coming tuesday works", "approve"),
    ("sure, the Aspen works", "approve"),
    ("yes, I'm back", "unclear"),  # "are you back?"
    ("yes, heard you", "unclear"),  # "can you hear me?"
    ("yes I can hear you", "unclear"),
    ("yes, heard you, go ahead", "approve"),
    ("yes, I'm back, book it", "approve"),
    # 6. "ok" as texted: its forms approve, trailing off they do not ("Ok..." is unclear)
    ("k...", "unclear"),
    ("k…", "unclear"),
    ("okk...", "unclear"),
    ("okie...", "unclear"),
    ("oke...", "unclear"),
    ("k... go ahead", "approve"),
    ("k... actually no, hold off", "deny"),
    ("k", "approve"),
    ("okk", "approve"),
    ("Yes...", "approve"),
    ("oké", "approve"),
    ("okei", "approve"),
    ("okidoki", "approve"),
    ("oke, boek maar", "approve"),
    ("oké, maar niet boeken", "deny"),
    ("Oké?", "unclear"),
    ("👍🏽", "approve"),
    ("OK!!", "approve"),
    # 7. a yes put off to think it over, in each language read (each approved)
    ("Ja, ich überlege es mir", "unclear"),
    ("Sì, ci devo pensare", "unclear"),
    ("Sim, vou pensar", "unclear"),
    ("Sim, deixa-me pensar", "unclear"),
    ("Ja, ik denk erover na", "unclear"),
    ("Ja, ik moet er even over nadenken", "unclear"),
    ("Ja, jag ska fundera på det", "unclear"),
    ("yes, I'll sleep on it", "unclear"),
    ("yes, give me a day", "unclear"),
    ("yes, I thought about it, go ahead", "approve"),
    ("Ja, ich habe darüber nachgedacht, buch ihn", "approve"),
    # 8. someone else's agreement after the yes (each approved)
    ("yes, that's fine by Sam", "unclear"),
    ("yes, OK with Dana", "unclear"),
    ("yes, that's alright with Sam", "unclear"),
    ("yes, fine by me", "approve"),
    ("yes, fine by us", "approve"),
    ("yes, fine with it", "approve"),
    ("yes, fine with the room", "approve"),
    ("ok with Tuesday, go ahead", "approve"),
]


@rows(("answer", "verdict"), CASES)
def test_s51_answer_families(answer: str, verdict: str) -> None:
    assert read_answer(answer, ASKED) == verdict, answer


def test_s51_ruled_out_day_in_a_request() -> None:
    """The day reader the requests share reads Italian, Dutch and Portuguese "not": a request
    that rules a day out asks for the other one."""
    from arena.wording.days import asked_days

    assert asked_days("prenota per martedi, non mercoledi") == ["tuesday"]
    assert asked_days("boek voor dinsdag, niet woensdag") == ["tuesday"]
    assert asked_days("reserve para terca, nao na quarta") == ["tuesday"]
