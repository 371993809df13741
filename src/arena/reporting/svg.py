"""Static inline SVG charts, drawn in Python: no JavaScript, no network, nothing to load.

Every piece of text that reaches the SVG goes through :func:`markupsafe.escape`, so an adapter or
item name cannot inject markup into the report.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from statistics import median

from markupsafe import Markup, escape

PALETTE = ("#2b6cb0", "#dd6b20", "#38a169", "#805ad5", "#c53030", "#319795", "#b7791f", "#4a5568")
_ROW, _LEFT, _WIDTH = 26, 130, 620


def _svg(height: int, body: list[str], title: str) -> Markup:
    return Markup(
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" class="chart" '
        f'viewBox="0 0 {_LEFT + _WIDTH + 70} {height}" width="{_LEFT + _WIDTH + 70}" '
        f'height="{height}"><title>{escape(title)}</title>' + "".join(body) + "</svg>"
    )


def grouped_bars(rows: Mapping[str, Sequence[float]], series: Sequence[str], title: str) -> Markup:
    """Horizontal bars from 0 to 1, one group per row (adapter), one bar per series."""
    n = max(1, len(series))
    bar = 11
    group = bar * n + 12
    legend = 22
    height = legend + group * len(rows) + 24
    body = []
    for i, name in enumerate(series):
        x = _LEFT + i * 120
        body.append(f'<rect x="{x}" y="4" width="12" height="12" fill="{PALETTE[i % 8]}"/>')
        body.append(f'<text x="{x + 16}" y="14" class="legend">{escape(name)}</text>')
    for r, (label, values) in enumerate(rows.items()):
        y0 = legend + r * group
        body.append(
            f'<text x="{_LEFT - 8}" y="{y0 + group / 2 + 2:.0f}" text-anchor="end" '
            f'class="label">{escape(label)}</text>'
        )
        for i, v in enumerate(values):
            w = max(0.0, min(1.0, v)) * _WIDTH
            y = y0 + i * bar
            body.append(
                f'<rect x="{_LEFT}" y="{y}" width="{w:.1f}" height="{bar - 2}" '
                f'fill="{PALETTE[i % 8]}"><title>{escape(label)} {escape(series[i])}: '
                f"{v:.2f}</title></rect>"
            )
            body.append(
                f'<text x="{_LEFT + w + 4:.1f}" y="{y + bar - 4}" class="value">{v:.2f}</text>'
            )
    body += _axis(legend + group * len(rows), 1.0, "")
    return _svg(height, body, title)


def strips(rows: Mapping[str, Sequence[float]], unit: str, title: str) -> Markup:
    """One row of dots per adapter (a distribution), with the median as a bar."""
    values = [v for vs in rows.values() for v in vs]
    top = _nice(max(values, default=1.0))
    height = _ROW * len(rows) + 30
    body = []
    for r, (label, vs) in enumerate(rows.items()):
        y = 8 + r * _ROW + _ROW / 2
        body.append(
            f'<text x="{_LEFT - 8}" y="{y + 4:.0f}" text-anchor="end" '
            f'class="label">{escape(label)}</text>'
        )
        body.append(
            f'<line x1="{_LEFT}" x2="{_LEFT + _WIDTH}" y1="{y:.0f}" y2="{y:.0f}" class="grid"/>'
        )
        for v in vs:
            x = _LEFT + v / top * _WIDTH
            body.append(
                f'<circle cx="{x:.1f}" cy="{y:.0f}" r="3.5" fill="{PALETTE[r % 8]}" '
                f'fill-opacity="0.55"><title>{v:.3f} {escape(unit)}</title></circle>'
            )
        if vs:
            m = median(vs)
            x = _LEFT + m / top * _WIDTH
            body.append(
                f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{y - 9:.0f}" y2="{y + 9:.0f}" '
                f'class="median"><title>median {m:.3f} {escape(unit)}</title></line>'
            )
            body.append(
                f'<text x="{_LEFT + _WIDTH + 6}" y="{y + 4:.0f}" class="value">'
                f"{m:.3g}{escape(unit)}</text>"
            )
    body += _axis(8 + _ROW * len(rows), top, unit)
    return _svg(height, body, title)


def _axis(y: float, top: float, unit: str) -> list[str]:
    out = [f'<line x1="{_LEFT}" x2="{_LEFT + _WIDTH}" y1="{y}" y2="{y}" class="axis"/>']
    for i in range(5):
        v = top * i / 4
        x = _LEFT + _WIDTH * i / 4
        out.append(
            f'<text x="{x:.0f}" y="{y + 14}" text-anchor="middle" class="tick">'
            f"{v:.3g}{escape(unit)}</text>"
        )
    return out


def _nice(v: float) -> float:
    """A round upper bound for an axis: 1, 2, 2.5 or 5 times a power of ten."""
    if v <= 0:
        return 1.0
    p = 10.0 ** math.floor(math.log10(v))
    return next(m * p for m in (1, 2, 2.5, 5, 10) if v <= m * p * (1 + 1e-9))
