"""Every reader of a person's words finishes quickly, whatever it is handed (outside tester 27).

"ha" × 150 took the answer reader 53 s and "yes " + "a" × 800 23 s: a pattern for a question said
back ("Approve? Absolutely not.") let one long word split ~n³ ways before its "?" failed, and
the scripted model's server answered nobody meanwhile (end to end the run's adapter was blamed:
"model endpoint could not be reached"). "no no no …" (60 words) held the request reader for
seconds more at every word (2ⁿ), and 16,000 characters of "...", "Tuesday Tuesday …" or
"Yes, book Aspen. " repeated took 10 s and more, each reader looking back over the whole text
at every day, room or "no" it met. The readers now read at most a few thousand characters of
the person's own words (:mod:`arena.wording.read_limit`). A phone number after 16,000 spaces
took 2.7 s (session 37: the mail footer pattern's leading non-word run was tried again at every
space). 16,000 newlines took 17 s and 4,000 "<br>" 1.3 s (session 41: patterns opening with blank
space, and the mail reader looking again at every line kept): long blank runs are now read as the
break they make (:func:`arena.wording.read_limit.squeezed`), and the mail reader walks its lines once.

The inputs run in a child process with a CPU-time limit, so a reader that hangs fails here rather
than holding the test run; each read's CPU time (not wall time: the machine may be busy) must
stay well under a second.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys

import pytest

from arena.model.task import NotUnderstood, read_request
from arena.wording.answers import explain_answer

_PROBE = r"""
import json, sys, time
from arena.booking_told import told
from arena.model.reading import read_answer
from arena.model.task import read_request
from arena.wording.answers import explain_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = (("R-102", "Aspen"), ("R-204", "Cedar"))
READERS = {
    "answer": lambda t: explain_answer(t),
    "answer to a request": lambda t: explain_answer(t, ASKED, rooms=list(ROOMS)),
    "the model's reading": lambda t: read_answer(t, ASKED),
    "request": read_request,
    "booking told": lambda t: told(t, ROOMS, frozenset({"R-102"}), ("BK-1",), False),
}
UNITS = ["ha", "a", "'", ",", ".", "-", " ", "1", "1 ", "a ", "a,", "a?", "no ", "ok ",
         "yes please ", "tuesday ", "aspen ", "12:30 ", "not ", "> yes\n",
         "\U0001f44d", "Yes, book Aspen on Tuesday at 2pm for 6. ",
         "\n", " \n", "\r\n", "a\n", "<br>", "Thanks,\n", "Best,\nAnna\n", "From: a\n",
         "On Mon Bob wrote:\n> a\n"]
texts = []
for unit in UNITS:
    for size in (300, 16_000):
        texts.append(unit * (size // len(unit)))
texts += ["yes " + "a" * 800, "yes" + "x" * 900 + "?", "ok " * 100 + "?", "no " * 60 + "?"]
texts += ["yes" + " " * 16_000 + "call me on 555 0142"]  # a contact note after spaces (s37)
for reader in READERS.values():  # the patterns compile once, not in the first timed read
    reader("Yes, book Aspen on Tuesday? No no, actually don't.")
slow = []
for name, reader in READERS.items():
    for text in texts:
        began = time.process_time()
        reader(text)
        spent = time.process_time() - began
        if spent > float(sys.argv[1]):
            slow.append([name, text[:40], len(text), round(spent, 2)])
print(json.dumps(slow))
"""


#: The child's CPU-time limit (its reads take ~7 s of CPU in all): a reader that hangs spins, and
#: the kernel stops it there. Its wall time says nothing: 7 s of CPU took 179 s of wall at load
#: ~21 (session 48), past the 120 s wall deadline this test had, with no reader slow.
CPU_LIMIT_S = 60


#: Set in the child itself (a preexec_fn is not safe beside the test process's threads).
CPU_LIMITED = (
    f"import resource; resource.setrlimit(resource.RLIMIT_CPU, ({CPU_LIMIT_S}, {CPU_LIMIT_S + 5}))"
)


def test_no_reader_takes_long_on_adversarial_text() -> None:
    """Runs of one letter, one word, one mark or one sentence, short and 16,000 long."""
    done = subprocess.run(
        [sys.executable, "-c", CPU_LIMITED + _PROBE, "0.5"],
        capture_output=True,
        text=True,
        timeout=1800,  # a last resort only: the CPU limit stops a hang
    )
    hung = done.returncode in (-signal.SIGXCPU, -signal.SIGKILL)
    assert not hung, f"a reader hung on adversarial text ({CPU_LIMIT_S} s of CPU, no answer)"
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == []


@pytest.mark.parametrize("text", ["ha" * 150, "Approve? " + "x" * 600, "hmm " * 150 + "?"])
def test_one_long_word_before_no_question(text: str) -> None:
    """The texts that hung: a question said back needs its words apart; none here is one."""
    assert explain_answer(text).verdict == "unclear"


def test_question_said_back_still_answered() -> None:
    """The pattern rewritten still finds "Approve? Absolutely not." and its like."""
    for text in ("Approve? Absolutely not.", "Book it, Aspen? No way.", "Approve it?? Nope."):
        assert explain_answer(text).verdict == "deny", text


def test_overlong_words_are_not_read() -> None:
    """A yes in 3,000 characters of one's own words is not read as a yes: unclear, saying why;
    a short yes above a long quoted thread is still the person's yes."""
    long_yes = "Yes, go ahead. " + "Some more thoughts on the offsite agenda. " * 80
    reading = explain_answer(long_yes)
    assert reading.verdict == "unclear"
    assert "characters long" in (reading.why or "")
    quoted = "Yes, go ahead.\n\n" + "> Some more thoughts on the offsite agenda.\n" * 80
    assert explain_answer(quoted).verdict == "approve"
    request = "Book a room for 6 on Tuesday. " + "no " * 1_200
    assert isinstance(read_request(request), NotUnderstood)
