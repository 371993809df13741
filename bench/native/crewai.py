"""Native CrewAI from the harness's side: a resident process in ``.venvs/crewai`` runs the flow
(:mod:`bench.native.crewai_flow`); each batch is one request over its stdin."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from arena import envs
from arena.types import EvalItem
from arena.workers.client import QUIET_ENV
from bench.native import Outcome

ROOT = Path(__file__).resolve().parents[2]


class Driver:
    name = "crewai"

    def __init__(self) -> None:
        env = {**os.environ, **QUIET_ENV}
        paths = (str(envs.arena_source()), str(ROOT), env.get("PYTHONPATH", ""))
        env["PYTHONPATH"] = os.pathsep.join(p for p in paths if p)
        self.proc = subprocess.Popen(
            [str(envs.python("crewai")), "-m", "bench.native.crewai_flow"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
            env=env,
        )
        #: What the last batch cost inside the native process (its own clock and CPU), and what
        #: it did (``events``: as ``bench.native.EVENTS``, which this process's tools never see).
        self.last: dict[str, Any] = {}

    async def open(self, base_url: str, model: str) -> None:
        self.base_url, self.model = base_url, model

    async def close(self) -> None:
        pass

    def stop(self) -> None:
        if self.proc.poll() is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            self.proc.wait(10)

    async def run(self, item: EvalItem) -> Outcome:
        return (await self.run_batch([item], 1))[0]

    async def run_batch(self, items: Sequence[EvalItem], concurrency: int) -> list[Outcome]:
        request = {
            "base_url": self.base_url,
            "model": self.model,
            "concurrency": concurrency,
            "items": [
                {"id": i.id, "input": i.input, "resume_with": list(i.resume_with)} for i in items
            ],
        }
        reply = await asyncio.to_thread(self._ask, request)
        self.last = {
            "wall_s": reply["wall_s"],
            "cpu_s": reply["cpu_s"],
            "events": [tuple(e) for e in reply["events"]],
        }
        return [Outcome(o["status"], o["pauses"], o["message"]) for o in reply["outcomes"]]

    def _ask(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"native crewai process exited with {self.proc.wait()}")
        reply: dict[str, Any] = json.loads(line)
        return reply
