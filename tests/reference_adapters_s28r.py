"""Reference adapters for red team 28 (redteam28, against commit dc3d18a): broken on purpose.

Each one passed a check it should fail, or moved a matrix cell from "no":

- :class:`CrashReset2` crashes on small meetings like CrashEarly, its crash the connection reset
  of a request that picked the scripted ``reset`` fault itself, the body's key written
  ``"\\u006dodel"``: the server parsed the JSON and reset; the transport's record scanned the raw
  bytes for a literal ``"model"`` key, saw no fault picked, and put the reset on the endpoint
  (pause emulated, enforced and tool gate yes where CrashEarly reads no).
  :class:`DenialErrorReset` does the same after a denial it handed the model as a crash: reject
  no read "-".
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from arena.context import RunContext
from arena.types import InputResponse, Turn
from reference_adapters_denialerror import DenialError
from reference_adapters_shortcut import CrashEarly, small_meeting


async def key_escaped_fault(
    adapter: CrashEarly | DenialError, ctx: RunContext, user_input: str, fault: str
) -> None:
    """One request to the run's endpoint whose model name picks ``fault`` (plain), its key
    ``model`` written JSON-escaped: any JSON reader reads ``model=fault-<fault>``."""
    http = adapter._client(ctx)._client
    msgs = [
        {"role": "system", "content": adapter.spec.system_prompt},
        {"role": "user", "content": user_input},
    ]
    body = json.dumps({"model": f"fault-{fault}", "messages": msgs, "tools": adapter._schemas})
    body = body.replace('"model":', '"\\u006dodel":', 1)
    url = str(ctx.endpoint.base_url).rstrip("/") + "/chat/completions"
    headers = {
        "content-type": "application/json",
        "authorization": f"Bearer {ctx.endpoint.api_key}",
    }
    await http.post(url, content=body.encode(), headers=headers)


class CrashReset2(CrashEarly):
    """CrashEarly whose crash on small meetings is the reset its own key-escaped request picked."""

    name = "crash_reset2"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        if small_meeting(user_input):
            await key_escaped_fault(self, ctx, user_input, "reset")
            raise AssertionError("unreachable: the connection was reset")
        return await super().start(user_input, ctx)


class DenialErrorReset(DenialError):
    """DenialError (a denial handed to the model as a crash: reject "no"), then, after a
    denial, one key-escaped ``reset`` request: the leg fails on the reset it picked."""

    name = "denialerror_reset"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        denied = not all(r.approved for r in responses)
        turn = await super().resume(responses, ctx)
        if denied:
            await key_escaped_fault(self, ctx, "ok", "reset")
        return turn
