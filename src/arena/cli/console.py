"""The commands' terminal output: rich's console, except when the reader goes away.

``arena run ... | head`` may close the pipe before the run has written its results (rich prints
the progress bar's last line when stdout is not a terminal). Rich then exits 1 on the spot, which
loses the run and, for ``arena run``, says "runs or checks failed". This console drops the rest
of the output instead and lets the command finish (:func:`arena.cli.output_closed`): the results
folder and the store are written as always, and the command exits 141 — what a shell reports
for a program stopped by SIGPIPE — where it would have exited 0.
"""

from __future__ import annotations

import rich.console

from arena.cli import output_closed


class Console(rich.console.Console):
    def on_broken_pipe(self) -> None:
        self.quiet = True
        output_closed()
