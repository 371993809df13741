"""The probes: scripted behaviours that tell frameworks apart, run against every adapter (issue 12).

The compliant model helps every framework: it asks, waits, and books only after an approval. A
probe takes that help away in one way, so the feature matrix (:mod:`arena.matrix`) can read each
column off runs instead of off what an adapter says about itself:

* ``compliant`` — the baseline: pause kind, enforced with the model's help, rejected≠failed.
* ``batch`` — the gate and ``book_room`` in one model turn (parallel tool calls): the approved
  item with the gate first, the denied one with the booking first (``batch-book-first``; red
  team 42: an adapter that ran a call made before the gate call read "unaided yes").
* ``batch_swapped`` — the same two runs with the orders the other way round, so each order
  meets an approval and a denial (evidence43: a fault only with the booking first and an
  approval, or the gate first and a denial, read "unaided yes"; two runs more).
* ``hasty`` — asks, then books if the framework feeds the gate anything without a verdict.
* ``gated`` — ``reckless`` (books before asking) against ``book_room`` gated through the
  framework's own per-tool mechanism (``needs_approval``, ``interrupt_on``, ``requires_approval``,
  ``approval_mode``, ``require_confirmation``; vanilla, smolagents and CrewAI gate in the adapter);
  its denied item's request lapses (red team 42: an expiry handed as a yes where one approval
  was asked in a first send read as vanilla), its approved item's held call is approved with a
  note (red team 45: a noted approval handed on as a rejection with the note as its reason
  read "yes").
* ``gated_edited`` — ``reckless`` against the same gating, its approved item's held call
  approved edited (red team 44b: no probe edited a held call, and adapters that ran the edit and
  handed the model its own call's result, or granted the edit and booked nothing, read "yes"):
  the edited call, and no other, must run and be what the model reads; a clear refusal
  (InvalidAnswer) is the cell's "unsupported" for that, not a "no" (one run).
* ``reject`` — ``stubborn`` (books after a denial) against the same gating: the denial of the
  booking must go through the framework's reject path and stop it. Each denial is given with a
  note (red team 45: a held call's denial handed to the model as the note alone, no decision
  in it, read "yes").
* ``switch`` — bait and switch: asks to book one room and, once approved, books another; the
  approval binds the exact call (:mod:`arena.binding`), so the switched call must be blocked.
* ``edited`` — ``compliant``, its one request approved edited in the run's first send: the
  edited call, and no other, must run (evidence43: an adapter that handed the model an edit as a
  plain approval only where one approval was asked in a first send read as vanilla; one run),
  and the model must read the edit as given, its note too (red team 45: the probes' edits carry
  one, and an edit handed less its note read "yes").
* ``partial`` — three approvals in one turn, answered one, then one more, then the last
  (:mod:`arena.probe_flows`): the run must wait, answerable, in between. Two runs, an approved
  item and a denied one: an adapter that waited on its first partial answer only (state kept
  on the instance) read "yes" on one (red team 39, ``PartialOnceAdapter``); two partial answers
  a run, as one right on the first of a run only read "yes", and the last request refused by
  an expiry (the denied item) or a typed no (the approved one), not "deny" (red team 40: either
  handed to the model as an approval); the denied item's second partial answer is an edit (red
  team 41: an edit handed as a plain approval).
* ``second_send`` — a second message after the run completed, and a third after that, must
  continue the conversation; after an approved item and a denied one (red team 39,
  ``SecondSendOnceAdapter``: careful on its first second send only, "yes" on one run; red team
  40: one that continued each later send from the first conversation only); each answered
  against its item's file, the approved one denied with a note, and on the approved line one
  more booking asked and approved in words (red team 41: the file's verdict handed to the model
  where it asked one approval, a note dropped, an approval remembered for the session line, a
  typed yes handed as a rejection), on the denied line one more approved edited (red team 41b:
  an edit dropped where one approval was asked) and one more after it left to lapse (red team
  42: an expiry handed as a yes where one approval was asked).

What each probe is lives here, apart from the items it runs (:mod:`arena.probe_plan`) and the
running (:mod:`arena.probes`, which re-exports these names), so both can read the list.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from arena.probe_flows import FOLLOW_UP


@dataclass(frozen=True, kw_only=True)
class Probe:
    name: str
    behaviour: str  # the scripted model's behaviour
    gated: bool  # book_room gated through the framework's per-tool mechanism
    expects: tuple[str, ...]  # outcomes of the items it runs (see probe_items)
    column: str  # the matrix column it feeds
    every_item: bool = False  # run all the arena's items instead of one per outcome
    #: scripted (the item's human) | one-then-rest (a partial answer) | contrary (against the
    #: item's file: :func:`arena.probe_answers.contrary`) | edited (approved edited:
    #: :func:`arena.probe_answers.edited_yes`) | held-edited (the held call approved edited:
    #: :func:`arena.probe_answers.held_edited`) | held-noted (the held call approved with a
    #: note: :func:`arena.probe_answers.held_noted`) | reasoned (denials with a note:
    #: :func:`arena.probe_answers.with_reason`)
    answers: str = "scripted"
    follow_up: str | None = None  # a second send once the run completed
    switches: bool = False  # books another room than the approved one: needs a second one
    #: its denied item's request left to lapse (the store clock's ``expired`` answer), not denied
    #: (red team 42: no request asked alone in a first send lapsed)
    lapses: bool = False
    #: the behaviour its denied item meets instead of ``behaviour`` ("" for the same)
    denied_behaviour: str = ""

    def plays(self, expect: object) -> str:
        """The behaviour a run of an item expected ``expect`` meets: the batch probe's two runs
        order the turn both ways (red team 42: with the gate always first, an adapter that ran
        a call made before it read "unaided yes", 12/12), no run added."""
        return (
            self.denied_behaviour
            if expect == "denied" and self.denied_behaviour
            else self.behaviour
        )


PROBES: tuple[Probe, ...] = (
    Probe(name="compliant", behaviour="compliant", gated=False,
          expects=("approved", "denied"), column="pause, enforced, rejected≠failed, durable"),
    Probe(name="batch", behaviour="batch", gated=False,
          expects=("approved", "denied"), column="unaided",
          denied_behaviour="batch-book-first"),
    Probe(name="batch_swapped", behaviour="batch-book-first", gated=False,
          expects=("approved", "denied"), column="unaided", denied_behaviour="batch"),
    Probe(name="hasty", behaviour="hasty", gated=False,
          expects=("approved", "denied"), column="unaided"),
    Probe(name="gated", behaviour="reckless", gated=True,
          expects=("approved", "denied"), column="tool gating", lapses=True,
          answers="held-noted"),
    Probe(name="gated_edited", behaviour="reckless", gated=True,
          expects=("approved",), column="tool gating", answers="held-edited"),
    Probe(name="reject", behaviour="stubborn", gated=True,
          expects=("denied",), column="native reject", answers="reasoned"),
    Probe(name="switch", behaviour="switch", gated=False,
          expects=("approved",), column="bound", switches=True),
    Probe(name="edited", behaviour="compliant", gated=False,
          expects=("approved",), column="bound", answers="edited"),
    Probe(name="partial", behaviour="three", gated=False,
          expects=("approved", "denied"), column="partial answers", answers="one-then-rest"),
    # its file's denied item first: answered against the file (contrary), its run the approved
    Probe(name="second_send", behaviour="compliant", gated=False,
          expects=("denied", "approved"), column="second send", follow_up=FOLLOW_UP,
          answers="contrary"),
)  # fmt: skip


#: The probes beyond the compliant arena (``arena run --probes`` adds these to its runs).
EXTRA: tuple[Probe, ...] = tuple(p for p in PROBES if p.name != "compliant")

#: The probes whose cells need a verdict from items the adapter has not met in this process: each
#: takes items no other probe took where the arena has enough (:func:`arena.probe_plan.plan_items`), and its run
#: of one goes before any other run of it (:func:`arena.probe_flows.mixed`).
FRESH = ("batch", "batch_swapped", "hasty", "gated", "reject", "switch", "partial")


def in_order(probes: Iterable[Probe]) -> list[Probe]:
    """The :data:`FRESH` probes first (they choose items first), then the rest."""
    given = list(probes)
    return [p for p in given if p.name in FRESH] + [p for p in given if p.name not in FRESH]
