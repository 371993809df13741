"""A framework's own words to the model after the model's answer failed, which no person sent.

smolagents' ``ToolCallingAgent`` wants a tool call in every answer (it ends a run only through
``final_answer``). A real model that answers in prose instead ("Done: I booked R-102.") gets a
user message of smolagents' own, ``Error:\\n<error>\\nNow let's retry: ...``, and answers
again. On a leg that resumed the run, :func:`arena.model_given.words_not_the_persons` read that
message as a user turn the adapter added and failed ``suspended`` on 12 of 12 runs against an
endpoint whose model did so, though the run paused and the person was obeyed (users54). The
scripted model always calls ``final_answer``, so no run of it met the message.

Only smolagents' fixed wordings of an error in the model's own answer are taken (each found in
the installed source by ``tests/runs/test_s31_read_once.py``): an error that carries
any other words — a tool's exception, the model's JSON quoted back, an adapter's sentence in
the same frame — stays words the person never sent.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: smolagents' fixed error wordings for an answer of the model it could not act on
#: (``agents.py``, ``models.py``, ``utils.py`` of smolagents 1.26), as the model log keeps a
#: user message: spacing and case aside (:func:`arena.evidence_calls.asked_words`).
SMOLAGENTS_ERRORS = (
    "Error while parsing tool call from model output: The model output does not contain any "
    "JSON blob.",
    "Error while parsing tool call from model output: JSON is invalid: you probably tried to "
    "provide multiple tool calls in one action. PROVIDE ONLY ONE TOOL CALL.",
    "Error while parsing tool call from model output: Message contains no content and no tool "
    "calls",
    "Error while parsing tool call from model output: No tool call was found in the model output",
    "If you want to return an answer, please do not perform any other tool calls than the final "
    "answer tool call!",
    "You returned multiple final answers. Please return only one single final answer!",
)
#: The frame smolagents puts every step's error in (``memory.ActionStep.to_messages``).
SMOLAGENTS_RETRY = (
    "Now let's retry: take care not to repeat previous errors! If you have retried several "
    "times, try a completely different approach."
)


def _folded(text: str) -> str:
    return " ".join(text.split()).casefold()


def _pattern() -> str:
    errors = "|".join(_escaped(e) for e in SMOLAGENTS_ERRORS)
    # "Unknown tool NAME, should be one of: A, B." names tools only: identifiers, no words
    unknown = r"unknown tool [\w.-]{1,64}, should be one of: [\w.-]{1,64}(?:, [\w.-]{1,64}){0,31}\."
    call_id = r"(?:call id: [\w.:-]{1,80} )?"
    return rf"{call_id}error: (?:{errors}|{unknown}) {_escaped(SMOLAGENTS_RETRY)}"


def _escaped(text: str) -> str:
    return re.escape(_folded(text))


#: One whole user message of smolagents' error feedback, as the model log keeps it.
_FEEDBACK = LazyPattern(_pattern())


def is_framework_feedback(text: str) -> bool:
    """Whether ``text``, a user message as the model log keeps it (spacing and case aside), is
    wholly a framework's fixed feedback on the model's own answer (:data:`SMOLAGENTS_ERRORS` in
    smolagents' retry frame), nothing added."""
    return len(text) < 1200 and _FEEDBACK.fullmatch(_folded(text)) is not None
