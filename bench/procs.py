"""Process facts read from ``/proc``: CPU seconds of a process or of our workers, peak memory."""

from __future__ import annotations

import os
import resource
from pathlib import Path

CLK_TCK = os.sysconf("SC_CLK_TCK")


def proc_cpu_s(pid: int) -> float:
    """User + system CPU seconds of a live process (0.0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def children_cpu_s(cmdline_part: str) -> float:
    """CPU seconds of this process's live children whose command line contains ``cmdline_part``
    (the arena's framework workers, which ``time.process_time`` does not see)."""
    me, total = str(os.getpid()), 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if stat.rsplit(")", 1)[1].split()[1] == me and cmdline_part in cmdline:
            total += proc_cpu_s(int(entry.name))
    return total


def reset_peak_rss() -> bool:
    """Start a new peak-RSS window (Linux: ``clear_refs`` 5 resets VmHWM). False if unsupported."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
        return True
    except OSError:
        return False


def peak_rss_mb() -> float:
    """Peak resident memory since the last :func:`reset_peak_rss` (else since the start)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def machine_jiffies() -> tuple[int, int]:
    """(busy, total) CPU jiffies of the whole machine so far, every process of every user."""
    try:
        fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return 0, 0
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + iowait
    total = sum(fields[:8])  # guest time is already counted in user
    return total - idle, total


def machine_busy(before: tuple[int, int], after: tuple[int, int]) -> float:
    """Fraction of all cores busy between two :func:`machine_jiffies` readings."""
    busy, total = after[0] - before[0], after[1] - before[1]
    return busy / total if total > 0 else float("nan")
