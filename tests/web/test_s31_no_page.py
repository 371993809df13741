"""``/runs/``, ``/requests/`` and any path the inbox has no page at answered Starlette's bare
"Not Found" text: no layout, no way back to the queue (users tester 31). They now get the
inbox's own error page, with its security headers."""

from __future__ import annotations

from pathlib import Path

from starlette.testclient import TestClient

from arena.store import SQLiteStore
from arena.web.app import create_app


def test_a_path_with_no_page_gets_the_inbox_error_page(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    try:
        client = TestClient(create_app(store))
        for path in ("/runs/", "/requests/", "/nothing"):
            page = client.get(path)
            assert page.status_code == 404, path
            assert "No page here." in page.text, page.text
            assert "Back to the pending queue" in page.text, page.text
            assert "default-src 'none'" in page.headers["content-security-policy"], path
    finally:
        store.close()
