"""pytest plugin: hitl-arena evals as plain pytest tests (entry point ``pytest11: arena``).

A test asks for ``arena_driver`` and gets a :class:`arena.drive.Driver` for the chosen adapter and
model: the scripted model by default (one server per test session), a real endpoint only when a URL
is given (``--arena-model-url`` or ``ARENA_MODEL_URL``) — live calls are opt-in, never the default.
Tests are parametrised over adapters (``--arena-adapter a,b`` or ``@pytest.mark.arena(adapters=[...])``).

The plugin loads in every pytest run of an environment where hitl-arena is installed, so it imports
nothing heavy until a test asks for one of its fixtures, and every name it adds starts with ``arena``.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from arena.pytest_behaviours import DEFAULT_POLICY, scripted_model, unplayed
from arena.pytest_marker import MARKER, check_marker, marked
from arena.pytest_options import (
    ENV,
    ArenaSettings,
    adapter_names,
    env_name,
    option_value,
    resolve_settings,
)

# The options hook lives with the options; pytest finds a hook by its name in this module.
from arena.pytest_options import pytest_addoption as pytest_addoption
from arena.pytest_options import pytest_load_initial_conftests as pytest_load_initial_conftests
from arena.pytest_stops import stop_reason

# Bookings no run owns fail the session (red team 11): the hooks live with that check.
from arena.pytest_unowned import pytest_sessionfinish as pytest_sessionfinish
from arena.pytest_unowned import pytest_sessionstart as pytest_sessionstart

if TYPE_CHECKING:
    from arena.adapters.base import AgentSpec
    from arena.context import ModelEndpoint
    from arena.drive import Driver, TurnStore
    from arena.model import Policy, ScriptedModelServer


SETTINGS = pytest.StashKey[ArenaSettings]()
DRIVERS = pytest.StashKey[list["Driver"]]()
EXPLICIT = pytest.StashKey[bool]()
SOFT_REPORTED = pytest.StashKey[bool]()
#: The lines a test body built itself: not held to the end-of-test checks, but their routes'
#: behaviours are let go once the body ends (:func:`pytest_runtest_call`).
BODY_LINES = pytest.StashKey[list["Driver"]]()
#: The runs whose routes had a behaviour assigned when the session began (none but an outer
#: session's, under pytester): the rest are let go at its end, a module fixture's line too.
ROUTES_BEFORE = pytest.StashKey[frozenset[str]]()
#: id(arena_policies value) → (that value, its scripted model server): one server per distinct
#: ``arena_policies`` override, so two folders' conftests never share one script.
STATE = pytest.StashKey[Path]()
SERVERS = pytest.StashKey[dict[int, tuple[Mapping[str, Any], "ScriptedModelServer"]]]()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", MARKER)
    config.stash[SETTINGS] = resolve_settings(config)
    config.stash[EXPLICIT] = any(option_value(config, dest) for dest in ENV)
    routes = sys.modules.get("arena.model.run_behaviour")  # not imported for a plain test run
    config.stash[ROUTES_BEFORE] = routes.assigned_runs() if routes is not None else frozenset()


def pytest_report_header(config: pytest.Config) -> str | None:
    if not config.stash.get(EXPLICIT, False):
        return None  # quiet in test runs that do not use the plugin's options
    return config.stash[SETTINGS].describe()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Parametrise every test that uses ``arena_driver``/``arena_adapter`` over the adapters."""
    if "arena_adapter" not in metafunc.fixturenames:
        return
    check_marker(metafunc.definition)
    for mark in metafunc.definition.iter_markers("parametrize"):
        names = mark.args[0] if mark.args else mark.kwargs.get("argnames", "")
        if "arena_adapter" in (names if isinstance(names, list | tuple) else str(names).split(",")):
            return  # the test parametrises it itself
    settings = metafunc.config.stash[SETTINGS]
    adapters = settings.adapters
    wanted = marked(metafunc.definition).get("adapters")
    if wanted:
        selection = wanted if isinstance(wanted, str) else ",".join(wanted)
        try:
            declared = adapter_names(selection)
        except pytest.UsageError as exc:  # a collection error in pluggy's frames named no test
            unknown = str(exc)
        else:
            unknown = ""
        if unknown:  # failed outside the except: no "during handling of the above" chain
            pytest.fail(
                f"{metafunc.definition.nodeid}: @pytest.mark.arena(adapters={wanted!r}): {unknown}",
                pytrace=False,
            )
        adapters = (
            tuple(a for a in declared if a in settings.chosen) if settings.chosen else declared
        )
        if not adapters:  # pytest would skip it as "got empty parameter set" with id [NOTSET]
            config = metafunc.config
            chosen = ",".join(settings.chosen)
            how = (
                f"--arena-adapter chose {chosen}"
                if config.getoption("arena_adapter", default=None) is not None
                else f"{env_name('arena_adapter')}={chosen} chose {chosen}"
            )
            reason = f"this test declares adapters {', '.join(declared)}; {how}"
            params = [pytest.param(a, marks=pytest.mark.skip(reason=reason)) for a in declared]
            metafunc.parametrize("arena_adapter", params, ids=list(declared))
            return
    metafunc.parametrize("arena_adapter", list(adapters), ids=list(adapters))


def pytest_collection_modifyitems(
    session: pytest.Session, config: pytest.Config, items: list[pytest.Item]
) -> None:
    """A ``$ARENA_EXECUTION_JOURNAL`` that cannot be appended to is a usage error before any eval
    runs, as ``arena run`` refuses it: each booking appends a line there, so every approved eval
    failed at its booking ('book_room crashed: FileNotFoundError'), its model calls spent."""
    if not any("arena_driver" in getattr(item, "fixturenames", ()) for item in items):
        return  # no eval collected: a plain test run is none of the journal's business
    if hasattr(config, "workerinput"):
        return  # an xdist worker's usage error is an INTERNALERROR: arena_driver refuses it
    from arena.env_vars import journal_problem

    problem = journal_problem()
    if problem:
        raise pytest.UsageError(problem)


# -- fixtures -------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def arena_settings(pytestconfig: pytest.Config) -> ArenaSettings:
    """The resolved ``--arena-*`` options."""
    return pytestconfig.stash[SETTINGS]


@pytest.fixture(scope="session")
def arena_policies() -> Mapping[str, Policy]:
    """Custom scripted policies by model name; override in a conftest to script your own agent."""
    return {}


@pytest.fixture
def arena_model_server(
    pytestconfig: pytest.Config, arena_policies: Mapping[str, Policy]
) -> ScriptedModelServer:
    """The scripted model server for this test's ``arena_policies``: one per distinct override
    (two folders' conftests each get their own), started on first use and kept as long as that
    ``arena_policies`` value lives (the session, for a session-scoped override)."""
    servers = pytestconfig.stash.setdefault(SERVERS, {})
    entry = servers.get(id(arena_policies))
    if entry is not None and entry[0] is arena_policies:
        return entry[1]
    from arena.model import ScriptedModelServer

    # A user's own test may call its shared URL; while one of arena's legs runs, nothing may.
    server = ScriptedModelServer(policies=arena_policies, unrouted="legs").start()
    servers[id(arena_policies)] = (arena_policies, server)
    return server


def pytest_fixture_post_finalizer(fixturedef: Any, request: pytest.FixtureRequest) -> None:
    """An ``arena_policies`` value torn down takes its scripted model server with it."""
    if fixturedef.argname != "arena_policies" or fixturedef.cached_result is None:
        return
    value = fixturedef.cached_result[0]
    servers = request.config.stash.get(SERVERS, {})
    entry = servers.get(id(value))
    if entry is not None and entry[0] is value:
        del servers[id(value)]
        entry[1].stop()


def pytest_unconfigure(config: pytest.Config) -> None:
    for _, server in config.stash.get(SERVERS, {}).values():
        server.stop()
    config.stash[SERVERS] = {}
    if (routes := sys.modules.get("arena.model.run_behaviour")) is not None:
        routes.release(routes.assigned_runs() - config.stash.get(ROUTES_BEFORE, frozenset()))


#: How long the gateway in front of the live endpoint waits on a call that sends nothing: longer
#: than a leg (whose own timeout ends it), so it never cuts a slow model's answer first.
LIVE_CALL_TIMEOUT_S = 600.0


@pytest.fixture(scope="session")
def _arena_live_endpoint(arena_settings: ArenaSettings) -> Iterator[ModelEndpoint]:
    """The live endpoint behind arena's gateway, which keeps each run's model log as the scripted
    model does (:mod:`arena.gateway_log`): without it ``AutoBookAdapter`` (it books the approved
    room itself) passed ``tool_called_once_after_resume`` with "not known" (gateway49b). No
    retries: the adapter meets the endpoint as it is, as it did before."""
    from arena.context import ModelEndpoint
    from arena.endpoint_preflight import check_key_env_name, check_reachable
    from arena.endpoints import through_gateway
    from arena.errors import UserError

    assert arena_settings.model_url and arena_settings.model
    failed = None
    try:
        if arena_settings.api_key_env:  # a key given as the name: refused, never echoed
            check_key_env_name(arena_settings.api_key_env, "--arena-api-key-env")
    except UserError as exc:
        failed = str(exc)
    if failed:  # outside the except: the error once, not twice with "During handling of..."
        pytest.fail(failed, pytrace=False)
    key = os.environ[arena_settings.api_key_env] if arena_settings.api_key_env else "sk-none"
    try:
        check_reachable(
            arena_settings.model_url,
            api_key=key if arena_settings.api_key_env else None,
            flags=("--arena-model-url", "--arena-api-key-env"),
            model=arena_settings.model,
            model_flag="--arena-model",
        )
    except UserError as exc:
        failed = str(exc)
    if failed:  # an unreachable URL was said twice, the second after "During handling" (users29)
        pytest.fail(failed, pytrace=False)
    direct = ModelEndpoint(
        base_url=arena_settings.model_url, model=arena_settings.model, api_key=key
    )
    timeout_s = max(LIVE_CALL_TIMEOUT_S, arena_settings.leg_timeout_s)
    # A user's own test may call the shared URL between legs, as on the scripted model's
    with through_gateway(direct, timeout_s=timeout_s, retries=0, unrouted="legs") as (through, _):
        yield through


@pytest.fixture
def arena_behaviour(request: pytest.FixtureRequest, arena_settings: ArenaSettings) -> str:
    """The scripted behaviour for this test: the marker's, else ``--arena-behaviour``."""
    return str(marked(request.node).get("behaviour") or arena_settings.behaviour)


@pytest.fixture
def arena_endpoint(
    request: pytest.FixtureRequest, arena_settings: ArenaSettings, arena_behaviour: str
) -> ModelEndpoint:
    """Where the agent's model lives: the scripted server, or the live endpoint if one was given."""
    if arena_settings.live:
        endpoint: ModelEndpoint = request.getfixturevalue("_arena_live_endpoint")
        return endpoint
    from arena.context import ModelEndpoint

    server: ScriptedModelServer = request.getfixturevalue("arena_model_server")
    marker = marked(request.node)
    policy = str(marker.get("policy") or DEFAULT_POLICY)
    model = scripted_model(policy, arena_behaviour, server.models)
    if model is None:
        pytest.fail(unplayed(request, policy, arena_behaviour, server.models), pytrace=False)
    # The server's per-run request log, as ModelChoice().open() gives: each Driver session routes
    # its requests to its run's own URL (ModelEndpoint.for_run), so suspended and acknowledged
    # read the model's side too; without it a LeakyAdapter (asks, keeps calling the model,
    # claims waiting) passed here and failed under arena run.
    return ModelEndpoint(base_url=server.base_url, model=model, request_log=server.request_log)


@pytest.fixture
def arena_agent() -> AgentSpec:
    """The agent adapters are built around: the rooms agent; override to drive your own."""
    from arena.drive import rooms_agent

    return rooms_agent()


@pytest.fixture
def arena_store() -> TurnStore | None:
    """Where driven turns are also written; none by default. Override to record them."""
    return None


@pytest.fixture
def arena_adapter(arena_settings: ArenaSettings) -> str:
    """The adapter under test (tests using it are parametrised over the selected adapters)."""
    return arena_settings.adapters[0]


def _as_typed(config: pytest.Config, settings: ArenaSettings, name: str, said: str) -> str:
    """``said`` (``--adapter NAME: ...``, the CLI's option) with the option as the user gave it:
    ``--arena-adapter NAME``, ``ARENA_ADAPTER=NAME``, or ``adapter NAME`` (a marker's)."""
    from arena.pytest_options import given_as

    typed = f"--adapter {name}"
    if not said.startswith(typed):
        return said
    where = (
        given_as(config, "arena_adapter", name) if name in settings.chosen else f"adapter {name}"
    )
    return where + said[len(typed) :]


@pytest.fixture
def arena_driver(
    request: pytest.FixtureRequest,
    arena_adapter: str,
    arena_endpoint: ModelEndpoint,
    arena_agent: AgentSpec,
    arena_store: TurnStore | None,
    arena_settings: ArenaSettings,
) -> Iterator[Driver]:
    """A :class:`arena.drive.Driver` on a fresh session line; soft checks are verified after the
    test, and a failing test's report shows the session's events."""
    from arena.adapters import load_adapter
    from arena.drive import Driver
    from arena.env_vars import journal_problem
    from arena.errors import MissingExtra, UserError
    from arena.statedir import for_evals

    failed = journal_problem() or ""  # under xdist, where collection could not refuse it
    try:
        with for_evals(lambda: _state_folder(request.config), arena_store):
            adapter = load_adapter(arena_adapter, arena_agent)
    except MissingExtra as exc:
        if arena_adapter not in arena_settings.chosen:
            pytest.skip(str(exc))
        failed = str(exc)
    except UserError as exc:
        failed = _as_typed(request.config, arena_settings, arena_adapter, str(exc))
    if failed:  # outside the except: the error once, not twice with "During handling of..."
        pytest.fail(failed, pytrace=False)
    driver = Driver(
        adapter,
        arena_endpoint,
        store=arena_store,
        leg_timeout_s=arena_settings.leg_timeout_s,
        name=request.node.nodeid,
        agent=arena_agent,
    )
    _keep(request.node)(driver)  # announced already, while this fixture was set up (_lines)
    from arena.drive._unowned import described, failed_over, new_since, unowned
    from arena.model.run_behaviour import release as release_routes

    before = len(unowned())
    yield driver
    driver.close(report=False)  # its soft checks were reported after the body (runtest_call)
    log = arena_endpoint.request_log  # the session's server outlives the test: drop its runs
    if log is not None:  # (each leg's judgement is already kept in its leg.finished event)
        for line in (driver, *driver.sessions):
            log._forget(line.run_id)
    release_routes([line.run_id for line in (driver, *driver.sessions)])
    found = new_since(before)  # bookings no run owns: this eval fails over them
    if found:
        failed_over()
        pytest.fail(described(found, f"appeared while {request.node.nodeid} ran"), pytrace=False)


def _state_folder(config: pytest.Config) -> Path:
    """This session's folder for the frameworks' state of evals without a store (one per
    session, under pytest's own temporary folders, which it prunes)."""
    if STATE not in config.stash:
        import tempfile

        factory = getattr(config, "_tmp_path_factory", None)  # absent under -p no:tmpdir
        made = factory.mktemp("arena-state") if factory else tempfile.mkdtemp(prefix="arena-")
        config.stash[STATE] = Path(made)
    return config.stash[STATE]


# -- the lines a test holds -------------------------------------------------------------------------


def _keep(item: pytest.Item) -> Callable[[Any], None]:
    """What adds a line to ``item``'s (once): its end-of-test checks then hold it."""

    def keep(line: Any) -> None:
        kept = item.stash.setdefault(DRIVERS, [])
        if all(line is not k for k in kept):
            kept.append(line)

    return keep


def _lines(item: pytest.Item) -> list[Driver]:
    """The session lines ``item``'s code built, each opened by none of the others (a line's
    ``t.new_session()`` lines are checked with it)."""
    return [d for d in item.stash.get(DRIVERS, []) if d._parent is None]


@pytest.hookimpl(wrapper=True)
def pytest_fixture_setup(fixturedef: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A line a function-scoped fixture builds is the test's (a ``Driver`` of the user's own,
    evidence53); a broader fixture's is shared by tests, and no one test's to end."""
    from arena.drive._lines import swap

    own = fixturedef.scope == "function" and isinstance(request.node, pytest.Item)
    before = swap(_keep(request.node) if own else None)
    try:
        return (yield)
    finally:
        swap(before)


# -- reporting ------------------------------------------------------------------------------------


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """After a passing test body, report the soft checks; after a failing one, list them too.
    Every line a function-scoped fixture built is held so, not only ``arena_driver``'s
    (evidence53: a deny eval that forgot its answer passed on a ``Driver`` of its own). A line
    the body builds is not: a test may end one waiting on purpose (``t.unanswered()`` reads it);
    what the scripted model plays on its route is let go after the body all the same, so a
    ``Driver`` the body never closed leaves no run's assignment behind in this process."""
    from arena.drive._lines import swap

    body: list[Driver] = item.stash.setdefault(BODY_LINES, [])
    before = swap(body.append)
    try:
        result = yield
    except BaseException as exc:
        pending = [f for d in _lines(item) for f in _soft_of(d)]
        if pending and isinstance(exc, pytest.skip.Exception):
            # evidence55b: a soft failure, then pytest.skip(...), read "skipped" (arena_driver's
            # line; a fixture's of its own errored at teardown): a failed check was run
            item.stash[SOFT_REPORTED] = True
            pytest.fail(f"the test skipped ({exc.msg}) after\n" + _verified(item), pytrace=False)
        if pending:
            item.add_report_section("call", "arena soft checks", "\n".join(pending))
        raise
    finally:
        swap(before)
        _let_go_of_routes(body)
    failed = [soft] if (soft := _verified(item)) else []
    unanswered = [u for d in _lines(item) if (u := d.unanswered())]
    if unanswered and not marked(item).get("ends_waiting"):
        failed.append(
            "\n".join(unanswered) + "\nanswer with t.respond(...) or t.respond_all(...) before "
            "asserting on the outcome; if a pause is the expected end of this test, mark it "
            "@pytest.mark.arena(ends_waiting=True)"
        )
    if failed:
        item.stash[SOFT_REPORTED] = True
        pytest.fail("\n\n".join(failed), pytrace=False)  # the message says it all
    return result


def _verified(item: pytest.Item) -> str:
    """The soft failures of ``item``'s lines nobody reported yet, reported now ('' if none)."""
    from arena.drive import SoftCheckFailed

    failed: list[str] = []
    for driver in _lines(item):
        try:
            driver.verify()
        except SoftCheckFailed as exc:
            failed.append(str(exc))
    return "\n\n".join(failed)


def _let_go_of_routes(lines: list[Driver]) -> None:
    """The behaviours the scripted model plays on ``lines``' routes (and their sessions'), let go:
    the body is over, no request of theirs is answered again (evidence54's routes)."""
    if not lines:
        return
    from arena.model.run_behaviour import release

    release(line.run_id for d in lines for line in (d, *d.sessions))


def _soft_of(driver: Driver) -> list[str]:
    return [*driver.soft_failures, *(f for s in driver.sessions for f in s.soft_failures)]


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """A plain ``assert`` failing in an eval gets the session's events next to it (unless its
    message already ends with them, as AlreadyAnswered's does)."""
    report = yield
    drivers = item.stash.get(DRIVERS, [])
    if report.failed and drivers and not item.session.shouldstop:
        stop = stop_reason(drivers, item.config.stash[SETTINGS])
        if stop:  # the user's setup: every further test would meet the same refusal or page
            item.session.shouldstop = stop
    shown = item.stash.get(SOFT_REPORTED, False)  # the soft-check report already renders them
    if report.when == "call" and report.failed and drivers and call.excinfo and not shown:
        from arena.drive import EvalFailure

        message = str(call.excinfo.value)
        rendered = any(f"session {d.run_id} ·" in message for d in drivers)
        if not isinstance(call.excinfo.value, EvalFailure) and not rendered:
            text = "\n\n".join(
                session.render() for d in drivers for session in (d, *d.sessions) if session.turns
            )
            if text:
                report.sections.append(("arena session", text))
    return report
