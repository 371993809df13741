"""regress33: a prompt stamped with the local time and its UTC offset
(``datetime.now().astimezone().isoformat()``) read as the prompt's own rule moved once the offset
changed between two sends, though the instant moved as a clock does: a run resumed on a worker
in another time zone, or after a change to or from summer time (2ff8ad9's
:func:`arena.model_given.moved_on` read the time of day and left the offset out). The same
instant said with another offset is the clock moved on; another instant is not."""

from __future__ import annotations

from arena.model_given import moved_on


def test_a_stamp_s_offset_is_part_of_its_time() -> None:
    # the same instant, one second later, said in UTC and in a zone an hour ahead
    assert moved_on("2026-12-05t09:59:59+00:00", "2026-12-05t10:59:59+01:00", 1)
    assert moved_on("2026-12-05t09:59:59z", "2026-12-05t04:59:59-05:00", 2)
    # a run resumed three days later, over the end of summer time (+02:00 -> +01:00)
    assert moved_on("2026-10-24t09:00:00+02:00", "2026-10-27t08:00:05+01:00", 3 * 86_400)
    # a time of day alone, with its offset
    assert moved_on("09:59+0000", "10:59+0100", 1)
    # another instant is still the prompt's own
    assert not moved_on("2026-12-05t09:59:59+00:00", "2026-12-05t10:59:59+00:00", 1)
    assert not moved_on("2026-12-05t09:59:59+00:00", "2026-12-05t09:59:59+01:00", 1)
    # a range's end, read as one token with the time before it, moved by hours: not a clock
    assert not moved_on("09:00-10:30", "09:00-23:59", 1)
