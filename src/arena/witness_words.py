"""Is a run's final message the model's own words (split from :mod:`arena.witness`)?

The model log as a witness to the last thing said: :func:`said_by_model` for a run that asked a
person (the leg that ended it must have carried the answer to the model and ended with its
words), :func:`answered_question` for one nobody was asked in (its last leg must have carried
the run's question). Without a per-run log (a real endpoint) the message is read as given; a leg
whose record lacks what the run's log shows it should hold (:func:`record_missing`) is read as
not shown, never as "nothing happened".
"""

from __future__ import annotations

from arena.evidence import KEPT_TEXT
from arena.trace import Trace

#: Where a completed leg's record keeps the model's reply (:func:`arena.evidence.recorded_replies`).
KEPT = "model_reply"


def log_dropped(trace: Trace, leg: int) -> str | None:
    """Why ``leg`` kept no model log where an earlier or later leg of the run kept one (a
    resume of a logged run whose leg reached the endpoint around the log: a store edited to
    say the run was never logged, gateway49c), in words; None when it kept one, failed, or no
    leg did. Another leg's log is evidence that this one's calls could have been shown and
    were not: read as "nothing recorded", an adapter's own booking passed as the model's."""
    logged = {e.leg for e in trace.finished if "model_calls" in e.data}
    here = next((t for t in trace.legs if t.leg == leg), None)
    if not logged or leg in logged or here is None or here.status == "failed":
        return None
    kept = ", ".join(map(str, sorted(logged)))
    return (
        f"model log: leg {leg} kept none though leg(s) {kept} of the run kept one (it reached "
        "the endpoint around the harness's log): whether the model made its calls is not shown"
    )


def record_missing(trace: Trace, leg: int, what: str, kept: str) -> str | None:
    """Why ``leg``'s record lacks the model log's word on ``what``, kept as ``kept`` ("" where
    none is owed), though the run's log shows it should hold it, in words; None when it holds
    it, or need not. A leg that completed with the model's calls kept (``model_calls``) keeps
    its reply, and one that ran a consequential tool the model's act
    (:meth:`arena.leg_runner.LegRunner._keep_model_log`): a record without them was cut (an
    edited store or results file); another leg's log shows this one's could have been shown
    (:func:`log_dropped`). Missing evidence is unknown, not absence: read as "nothing
    recorded", an adapter's own words passed as the model's answer (evidence50)."""
    if dropped := log_dropped(trace, leg):
        return dropped
    here = next((t for t in trace.legs if t.leg == leg), None)
    if here is None or here.status == "failed" or (kept == KEPT and here.status != "completed"):
        return None  # a failed leg fails already; only a completed one keeps the model's reply
    calls = next((e for e in trace.finished if e.leg == leg and "model_calls" in e.data), None)
    if calls is None or not kept or kept in calls.data:
        return None
    return (
        f"model log: leg {leg} kept the model's calls but no record of {what} (its record was "
        "cut): whether the model made it is not shown"
    )


def unrecorded(trace: Trace, leg: int) -> str:
    """The verdict's words where ``leg`` kept no word on it and nothing shows it should have
    (a leg that did not complete, an endpoint that logged none of the run's legs): not
    known, not "nothing happened"."""
    return f"model log: leg {leg} kept no record of it: whether the model said it is not known"


def said_by_model(trace: Trace, message: str) -> tuple[bool, str]:
    """Is the final message the model's, said after the answer? (verdict, in words)

    An adapter can acknowledge a denial itself and never tell the model. Where the endpoint
    keeps a per-run log (the scripted model), the leg that ended the run must have asked the
    model and ended with its words; without one (a real endpoint) the message is read as given.
    """
    last = trace.legs[-1] if trace.legs else None
    replies = trace.kept_replies
    reply = replies.get(last.leg) if last is not None else None
    if reply is None:
        if last is not None and (cut := record_missing(trace, last.leg, "its reply", KEPT)):
            return False, cut
        if trace.model_stops is None and not replies and not trace.kept_stops:
            return True, "no model log: whether the model said it is not known"
        return True, unrecorded(trace, last.leg if last else 0)
    if reply.requests == 0:
        asked = f" ({reply.sent} sent, none carrying it)" if reply.sent else ""
        return False, (
            f"model log: no model request in leg {reply.leg}, which ended the run, carried the "
            f"answer{asked}: the answer never reached the model, the message is the adapter's"
        )
    if not reply.text or not the_same(reply.text, message):
        said = reply.text.replace("\n", " ")[:120] or "(no words, only tool calls)"
        return False, (
            f"model log: the final message is not what the model last said in leg "
            f"{reply.leg} ({said!r})"
        )
    return True, f"model log: the model said it in leg {reply.leg}"


def answered_question(trace: Trace, user_input: str, message: str) -> tuple[bool, str]:
    """Is the final message of a run nobody was asked in the model's reply to the run's
    question? (verdict, in words) Where the endpoint keeps a per-run log, the leg that ended
    the run must have sent the model a request carrying the run's input, and the message must
    be the model's last words in reply: an adapter that swallowed every failed model call and
    said "Done." answered nothing (red team 4, hole 3). Without one, the message is read as
    given."""
    last = trace.legs[-1] if trace.legs else None
    reply = trace.kept_replies.get(last.leg) if last is not None else None
    if reply is None:
        if last is not None and (cut := record_missing(trace, last.leg, "its reply", KEPT)):
            return False, cut
        if trace.model_stops is None and not trace.kept_replies and not trace.kept_stops:
            return True, "no model log: whether the model said it is not known"
        return True, unrecorded(trace, last.leg if last else 0)
    if not reply.text:
        return False, (
            f"model log: the model said nothing in leg {reply.leg} ({reply.sent} request(s), "
            "none answered in words): the message is the adapter's, not the model's answer"
        )
    wanted = squashed(user_input)
    if reply.said is not None and wanted and not any(wanted in squashed(s) for s in reply.said):
        return False, (
            f"model log: the model's last words in leg {reply.leg} replied to a request that did "
            f"not carry the run's question ({user_input.strip()[:80]!r})"
        )
    if not the_same(reply.text, message):
        said = reply.text.replace("\n", " ")[:120]
        return False, (
            f"model log: the final message is not what the model last said in leg "
            f"{reply.leg} ({said!r})"
        )
    return True, f"model log: the model said it in leg {reply.leg}"


def squashed(text: str) -> str:
    return " ".join(text.split()).casefold()


def the_same(said: str, message: str) -> bool:
    """The message is the model's reply, spacing and case aside — not the reply with the
    adapter's own words around it (its "nothing was booked" after a model that said nothing
    of the kind). A reply the log cut (:data:`arena.evidence.KEPT_TEXT`) must begin it."""
    cut = len(said) >= KEPT_TEXT
    if message.startswith(said) if cut else said == message:
        # The same as written is the same spacing and case aside: the model's words handed on
        # as they are, the usual case, are not split and case-folded. A reply with a dash or a
        # quote mark ("Done — R-102 is booked.") is no ASCII text, which ``casefold`` and
        # ``split`` read character by character: ~40 k instructions a comparison (issue 16).
        return True
    said, message = squashed(said), squashed(message)
    return message.startswith(said) if cut else said == message
