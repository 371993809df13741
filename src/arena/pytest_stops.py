"""Why the pytest session stops after a failed eval: the endpoint's own failure, the same for
every eval after it (the plugin's ``pytest_runtest_makereport``).

Each is read from the legs' own transport record (:class:`arena.leg_runner.LegRunner`'s
``key_refused``, ``unconnected`` or, through the gateway in front of a live endpoint,
``endpoint_down``, ``endpoint_page``), never from the adapter's words: a key the chat call
refused (users37), an endpoint that took no connection (users38), and one that answered
a chat call with a web page or a redirect to one (a login or proxy page in front of the API, a web
UI's address: users39, as ``arena run`` stops since users38). The last two only with
``--arena-model-url``: the scripted model's own server is never read so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.outage import page_words

if TYPE_CHECKING:
    from arena.drive import Driver
    from arena.pytest_options import ArenaSettings

#: How every line ends: the session stops after the test that met it.
STOPPED = "no further test was run"


def stop_reason(drivers: list[Driver], settings: ArenaSettings) -> str:
    """One line when a leg of these drivers met the endpoint failing as it will for every eval
    after it, else ''."""
    legs = [s._run_leg for d in drivers for s in (d, *d.sessions)]
    said = next((r for leg in legs if (r := leg.key_refused)), None)
    if said is not None:
        return _refused(said, settings)
    if not settings.model_url:
        return ""
    from arena.endpoint_preflight import redact_url

    url = redact_url(settings.model_url)
    # ``endpoint_down``: the gateway in front of the endpoint could not connect to it (its 502)
    if any(getattr(leg, "unconnected", None) or leg.endpoint_down for leg in legs):
        return (
            f"the model endpoint {url} could not be reached (connection refused or no such "
            f"host): is it running, and is --arena-model-url right?; {STOPPED}"
        )
    page = next((str(p) for leg in legs if (p := getattr(leg, "endpoint_page", None))), None)
    if page is not None:
        return (
            f"the model endpoint {url} answered a chat call with {page_words(page)}, not an "
            "API answer: is --arena-model-url the API's base URL (often ending in /v1), and is "
            f"there a login or proxy page in front of it?; {STOPPED}"
        )
    return ""


def _refused(said: str, settings: ArenaSettings) -> str:
    """The line for a refused key: which variable to check."""
    status = "HTTP 403" if "HTTP 403" in said else "HTTP 401"
    var = settings.api_key_env
    check = (
        f"check the key in ${var} (--arena-api-key-env {var}): is it this endpoint's, "
        "with chat access?"
        if var
        else "no key was sent (no --arena-api-key-env): pass --arena-api-key-env <VARIABLE "
        "holding the key>"
    )
    return f"the model endpoint refused the API key ({status}): {check}; {STOPPED}"
