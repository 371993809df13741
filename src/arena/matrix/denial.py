"""How a denial reached the model: as a rejection, or as a failure (the ``rej≠fail`` cell).

The gate call's status is the harness's (``RunContext.resolve`` logs ``rejected``) and a
``failed`` tool call only the adapter's own ``record_tool`` writes, so an adapter that handed
the model its denial as a crash and logged nothing itself read "rej≠fail yes" (red team 22, F4).
What the model read for the gate call is in the scripted model's request log (``heard``, kept
with each leg: :func:`arena.evidence.recorded_turns`), which the adapter cannot write.
"""

from __future__ import annotations

from collections.abc import Sequence

from arena.evidence import recorded_turns
from arena.lazy_pattern import LazyPattern
from arena.request_log import heard_words
from arena.runner import RunResult
from arena.types import Event

#: Words of a tool result that hands the model a failure rather than a decision: an error, an
#: exception (``ValueError``, ``ToolRejectedError``), a traceback, a crash, a call that failed or
#: raised. Matched on the words the model read (casefolded), less the person's own answer text
#: and note. Also an outage or a time-out said without those words ("the booking service is
#: temporarily unavailable (HTTP 503)", "timed out … could not be completed", "something went
#: wrong … aborted"), and a failure in German, French, Spanish, Italian or Portuguese ("Fehler:
#: … fehlgeschlagen", "erreur : … a échoué"): each read "rej≠fail yes" until redteam43.
FAILURE = LazyPattern(
    r"\b(?:\w*errors?|\w*exceptions?|traceback|stack ?trace|crash(?:ed|es|ing)?|"
    r"raised?|raising|fail(?:s|ed|ure|ing)?|unsuccessful|errno|status:? ?5\d\d|"
    r"(?:temporarily|currently) (?:unavailable|down)|(?:service|server|system|tool|api|backend|"
    r"endpoint)s? (?:is |was |are |were )?(?:unavailable|down|unreachable|not responding)|"
    r"outage|unreachable|timed? ?out|time-?outs?|went wrong|could not (?:be )?reached|"
    r"(?:http|status code|code) ?5\d\d|"
    r"fehler\w*|fehlgeschlagen|ausnahme\w*|zeitüberschreitung|nicht verfügbar|"
    r"erreurs?|échou\w*|échecs?|indisponibles?|délai d'attente|"
    r"fall(?:ó|o|a|ido|ida)|excepci(?:ón|on|ones)|no disponible|tiempo de espera|"
    r"error[ei]|fallit[oaie]|eccezion[ei]|non disponibile|"
    r"erros?|falh(?:ou|a|as|ado)|exce(?:ção|ções)|indisponível)\b"
)
#: Words that say a call was stopped or not done, which a denial says too ("Booking aborted: the
#: approver declined.", "Vom Nutzer abgebrochen.", "You may try again later with another room"):
#: a failure only where the words name no one's decision (regress43: each read as one, and an
#: honest adapter's "rej≠fail" and an eval's no_failed_actions() failed).
STOPPED = LazyPattern(
    r"\b(?:abort(?:s|ed|ing)?|abgebrochen|did not complete|try again later|"
    r"could not (?:be )?(?:complete|completed|processed|executed))\b"
)
#: Words that name a person's decision: "declined", "denied", "rejected", "as instructed",
#: "by the user", "abgelehnt", "refusé", "rechazado", "rifiutato", "recusado".
DECIDED = LazyPattern(
    r"\b(?:declin\w*|den(?:y|ied|ies|ial)|reject\w*|refus\w*|said no|not approved|disapprov\w*|"
    r"as instructed|by the (?:user|person|approver|human|operator|reviewer)|"
    r"(?:user|person|approver|human|operator|reviewer) (?:has |had )?(?:aborted|cancel+ed|stopped)|"
    r"abgelehnt|verweigert|vom (?:nutzer|benutzer|anwender|menschen|prüfer)|"
    r"rechaz\w*|rifiut\w*|recusad\w*|negad[oa])"
)
#: How much of the words a cell's reason quotes.
QUOTED = 100


def denial_as_failure(r: RunResult) -> str:
    """The words the model read for a gate call of ``r`` that it was not given as an approval,
    where they read as a failure ('' when none did, or the run has no model log)."""
    return handed_as_failure(r.trace.events)


def handed_as_failure(events: Sequence[Event]) -> str:
    """:func:`denial_as_failure` over a run's (or an eval's session line's) events: the eval
    API's ``no_failed_actions()`` reads the same (redteam43)."""
    own = [
        heard_words(str(e.data[key]))
        for e in events
        if e.type == "input.responded"
        for key in ("text", "note")
        if e.data.get(key)
    ]
    for turns in recorded_turns(events).values():
        for _call, _key, verdict, words in turns.heard:
            if verdict == "approve" or not words:
                continue
            framing = words
            for text in own:  # the person's own words ("the room failed inspection") are theirs
                framing = framing.replace(text, " ")
            if FAILURE.search(framing) or (STOPPED.search(framing) and not DECIDED.search(framing)):
                return words[:QUOTED] + ("…" if len(words) > QUOTED else "")
    return ""


__all__ = ["FAILURE", "denial_as_failure", "handed_as_failure"]
