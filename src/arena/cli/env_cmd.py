"""``arena env``: framework environments for adapters that cannot share the main one."""

from __future__ import annotations

from pathlib import Path

import click

from arena.cli.console import wrap
from arena.cli.options import Group, echo_json, json_option


@click.group(cls=Group)
def env() -> None:
    """Framework environments (.venvs/<name>) for adapters run in a worker process."""


@env.command()
@click.argument("names", nargs=-1)
@click.option("--force", is_flag=True, help="Delete and recreate the environment.")
@click.option(
    "--constraints",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Install with these pinned versions (a `uv pip freeze` file); an environment set up "
    "under other pins is set up again.",
)
@json_option("Print what was set up as JSON.")
def setup(names: tuple[str, ...], force: bool, constraints: Path | None, as_json: bool) -> None:
    """Create the environment(s) NAMES (default: all) unless already set up."""
    from arena import envs

    chosen = list(names) or list(envs.ENVS)
    say = None if as_json else lambda m: click.echo(m, err=True)
    done = [envs.setup(name, force=force, log=say, constraints=constraints) for name in chosen]
    if as_json:
        echo_json(done)
    else:
        for info in done:
            click.echo(f"{info['name']}: {info['python']}")


@env.command(name="list")
@json_option()
def list_envs(as_json: bool) -> None:
    """Show each framework environment, where it is and whether it is ready."""
    from arena import envs

    infos = [envs.describe(name) for name in envs.ENVS]
    if as_json:
        echo_json(infos)
        return
    for info in infos:
        state = (
            "ready" if info["ready"] else "not set up (arena env setup " + str(info["name"]) + ")"
        )
        installed = info["installed"] if isinstance(info["installed"], dict) else {}
        versions = ", ".join(f"{k} {v}" for k, v in installed.items())
        # The versions under the path, wrapped between them: one line ran to 115 characters at
        # 80 columns (users tester 31); the path stays whole, on the line that names it.
        click.echo(f"{info['name']}: {state}  {info['path']}")
        if versions:
            click.echo(wrap(versions, first="  "))
