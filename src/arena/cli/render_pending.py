"""What ``arena pending`` prints: per request the call it asks, why and its effect, where it came
from and when — a table on a wide terminal, one block per request on a narrow one. Everything
from a model or a user goes through :mod:`arena.display` (``cell``/``join``), never markup."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rich.console import Group
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from arena.cli.layout import WIDE_TERMINAL, Packed, ago, id_column, until
from arena.display import args_text, cell, inert, join, styled
from arena.store.codec import parse_ts, parse_ts_required
from arena.views import RequestView


def call(view: RequestView) -> str:
    """``action(args)``, and the tool it gates when that is another one (inert)."""
    text = f"{inert(view.action)}({args_text(view.args)})"
    if view.tool and view.tool != view.action:
        text += f" → gates {inert(view.tool)}"
    return text


def _note(view: RequestView, lost: Collection[str]) -> Text:
    parts: list[str | Text] = []
    expires = until(parse_ts_required(view.expires_at)) if view.expires_at else None
    if view.state == "expired" or expires == "expired":
        parts.append(styled("expired", "red"))
    elif expires:  # as arena show and the web inbox say it: a person deciding later found it gone
        parts.append(styled(expires, "yellow"))
    if view.id in lost:  # not durable, and the process that held its pause has exited
        parts.append(styled(("; " if parts else "") + "cannot be answered", "red"))
    elif not view.durable:
        parts.append(styled(("; " if parts else "") + "not durable", ""))
    return join(*parts)


def _asks(view: RequestView) -> Text:
    return join(
        styled(call(view), "bold"),
        styled("\nwhy: ", "dim"),
        cell(view.why or "-"),
        styled("\neffect: ", "dim"),
        cell(view.effect),
    )


def pending_view(
    views: Sequence[RequestView], width: int, lost: Collection[str] = ()
) -> Table | Group:
    """The table on a wide terminal; one block per request below :data:`WIDE_TERMINAL`.
    ``lost``: the ids of requests no answer can reach any more (noted "cannot be answered")."""
    return pending_table(views, lost) if width >= WIDE_TERMINAL else pending_blocks(views, lost)


def pending_table(views: Sequence[RequestView], lost: Collection[str] = ()) -> Table:
    """What a person decides on: the call and its arguments, why, the side effect; then where."""
    notes = [_note(view, lost) for view in views]
    table = Table(title=f"Pending ({len(views)})")
    id_column(table, "request")
    table.add_column("asks", overflow="fold", ratio=3)
    table.add_column("item · adapter", overflow="fold", ratio=1)
    table.add_column("asked", no_wrap=True)
    any_notes = any(n.plain for n in notes)
    if any_notes:
        table.add_column("note", overflow="fold", ratio=1)
    for view, note in zip(views, notes, strict=True):
        where = join(cell(view.item), Text("\n"), cell(view.adapter))
        row: list[Text] = [cell(view.id), _asks(view), where, cell(ago(parse_ts(view.asked_at)))]
        table.add_row(*([*row, note] if any_notes else row))
    return table


def pending_blocks(views: Sequence[RequestView], lost: Collection[str] = ()) -> Group:
    """The same facts for a narrow terminal: a head line (id first, whole), then the call, why
    and effect indented at the terminal's full width."""
    parts: list[Text | Packed | Padding] = [styled(f"Pending ({len(views)})", "bold")]
    for view in views:
        head = Packed(
            cell(view.id, "bold"),
            cell(view.item),
            cell(view.adapter),
            cell(ago(parse_ts(view.asked_at))),
            _note(view, lost),
        )
        parts += [Text(""), head, Padding(_asks(view), (0, 0, 0, 2), expand=False)]
    return Group(*parts)
