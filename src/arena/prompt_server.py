"""uvicorn for the harness's in-process servers, stopping at once (docs/architecture.md).

uvicorn looks at ``should_exit`` every 0.1 s and, shutting down, sleeps another 0.1 s so that
open connections can finish. The gateway runs in a thread of the process whose clients it serves
(the scripted model did too; it now runs on :mod:`arena.model.httpd`): when it is stopped those
clients are done (or abandoned), so the waits only added ~0.2 s to every run and test.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket

import uvicorn


class PromptServer(uvicorn.Server):
    """A :class:`uvicorn.Server` whose :meth:`exit_now` wakes its loop instead of waiting a tick."""

    def __init__(self, config: uvicorn.Config) -> None:
        super().__init__(config)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._wake: asyncio.Event | None = None

    def exit_now(self) -> None:
        """From any thread: stop serving, abandon what is in flight, close the connections."""
        self.should_exit = self.force_exit = True
        loop, wake = self._loop, self._wake
        if loop is not None and wake is not None:
            with contextlib.suppress(RuntimeError):  # the loop has already ended
                loop.call_soon_threadsafe(wake.set)

    async def main_loop(self) -> None:
        self._loop, self._wake = asyncio.get_running_loop(), asyncio.Event()
        counter = 0
        should_exit = await self.on_tick(counter)
        while not should_exit:
            counter = (counter + 1) % 864000
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), 0.1)  # 0.1 s: uvicorn's own tick
            should_exit = await self.on_tick(counter)

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        if not self.force_exit:
            await super().shutdown(sockets)
            return
        for server in self.servers:
            server.close()
        for sock in sockets or []:
            sock.close()
        for connection in list(self.server_state.connections):
            connection.shutdown()
        for task in list(self.server_state.tasks):
            task.cancel()
