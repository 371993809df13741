"""``arena model serve | head -1`` kept serving after ``head`` exited (users39): nothing is
written once the server runs, so the closed pipe went unnoticed until a Ctrl-C. A reader that
goes away now stops the server, which exits 141 as any ``arena`` command into a closed pipe,
with no traceback; a reader that stays keeps it serving."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

EXE = str(Path(sys.executable).with_name("arena"))


def _serve(reader_gone_at_once: bool) -> subprocess.Popen[bytes]:
    reader, writer = os.pipe()
    proc = subprocess.Popen(
        [EXE, "model", "serve", "--port", "0"], stdout=writer, stderr=subprocess.PIPE
    )
    os.close(writer)
    if not reader_gone_at_once:
        with os.fdopen(reader, "rb") as out:  # `head -1`: one line read, then gone
            assert out.readline().startswith(b"Scripted model at http://127.0.0.1:")
    else:
        os.close(reader)  # gone before the first line was written
    return proc


def test_the_server_stops_when_the_reader_of_its_output_goes_away() -> None:
    for gone_at_once in (False, True):
        proc = _serve(gone_at_once)
        try:
            code = proc.wait(timeout=60)  # it served on until killed before
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        assert proc.stderr is not None
        err = proc.stderr.read().decode()
        assert code == 141, (gone_at_once, code, err)
        assert "Traceback" not in err, err
