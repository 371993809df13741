"""Whether the reader of a server command's piped output went away (users39, users46).

``arena model serve | head -1``, ``arena serve | head -1`` and ``arena view | head -1`` write
nothing once they serve, so a reader that exited went unnoticed and the server ran on until a
Ctrl-C. The pipe is held by a descriptor of its own (the CLI points stdout at /dev/null once a
write finds it closed) and polled for POLLERR; once its reader is gone the server is stopped and
the command raises :class:`BrokenPipeError`, which the CLI exits 141 on, as any command into a
closed pipe. A terminal, a file or a live reader keeps it serving. Layer 0: nothing of arena's.
"""

from __future__ import annotations

import contextlib
import os
import select
import stat
import sys
import threading
from collections.abc import Callable


class PipeReader:
    """Stdout's pipe, watched on a thread of its own for its reader leaving."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self._poll = select.poll()
        self._poll.register(fd, 0)  # no events asked: a pipe's write end reports POLLERR alone
        #: Set once the reader left and the server was told to stop.
        self.gone = threading.Event()

    def watch(self, stopping: Callable[[], bool], stop: Callable[[], None]) -> None:
        """Call ``stop`` once the pipe's reader has closed it (checked four times a second),
        unless ``stopping`` says the server is on its way out already."""
        while not stopping():
            if self._poll.poll(250):
                self.gone.set()
                stop()
                return

    def start(self, stopping: Callable[[], bool], stop: Callable[[], None]) -> None:
        threading.Thread(target=self.watch, args=(stopping, stop), daemon=True).start()

    def close(self) -> None:
        """Once: a second close could take a descriptor the process has reused since."""
        fd, self.fd = self.fd, -1
        if fd >= 0:
            with contextlib.suppress(OSError):
                os.close(fd)

    def raise_if_gone(self) -> None:
        """After the server stopped: the closed pipe is the command's end (exit 141)."""
        self.close()
        if self.gone.is_set():
            raise BrokenPipeError("the reader of the output went away")


def pipe_reader() -> PipeReader | None:
    """Stdout's pipe to watch, or None where stdout is a terminal, a file or no file at all.
    Made before the first line is written: a write into a closed pipe drops stdout."""
    try:
        fd = sys.stdout.fileno()
        if not stat.S_ISFIFO(os.fstat(fd).st_mode):
            return None
        return PipeReader(os.dup(fd))
    except (AttributeError, OSError, ValueError):  # io.UnsupportedOperation is an OSError
        return None
