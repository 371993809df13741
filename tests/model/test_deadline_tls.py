"""The leg-bound HTTP clients (arena.deadline) build their TLS context on the first ``https://``
request only: parsing the CA bundle cost every ``arena run`` against the local ``http://``
scripted model ~20-85 ms (issue 16), and certificates must still be checked as before.

Each case runs in a fresh interpreter: the context is made once per process.
"""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

#: Serves 200 "ok" over http and https (self-signed, for 127.0.0.1), plus an http redirect to
#: the https server; then calls each through sync_client() and async_client().
SCRIPT = r"""
import asyncio, http.server, json, ssl, sys, threading
from arena import deadline

cert = sys.argv[1]
urls = sys.argv[2:]

class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path == "/hop":
            self.send_response(302)
            self.send_header("Location", f"https://127.0.0.1:{secure.server_port}/")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Length", "2")
        self.end_headers()
        self.wfile.write(b"ok")
    def log_message(self, *args):
        pass

plain = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
secure = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
tls.load_cert_chain(cert, cert)
secure.socket = tls.wrap_socket(secure.socket, server_side=True)
for s in (plain, secure):
    threading.Thread(target=s.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True).start()

def url(u):
    return (u.replace("HTTP", f"http://127.0.0.1:{plain.server_port}")
             .replace("TLS", f"https://127.0.0.1:{secure.server_port}"))

def outcome(call):
    try:
        r = call()
        return f"{r.status_code} {r.text}"
    except Exception as exc:
        return "failed: " + ("certificate" if "CERTIFICATE_VERIFY_FAILED" in repr(exc.__context__ or exc) or "CERTIFICATE_VERIFY_FAILED" in str(exc) else repr(exc))

async def aget(u):
    async with deadline.async_client() as c:
        return await c.get(url(u))

out = {}
for u in urls:
    with deadline.sync_client() as c:
        out["sync " + u] = outcome(lambda: c.get(url(u)))
    out["async " + u] = outcome(lambda: asyncio.run(aget(u)))
out["tls contexts made"] = deadline._tls.cache_info().currsize
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def cert(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A self-signed certificate (and its key) for 127.0.0.1, in one PEM file."""
    import ipaddress

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False,
        )
        .sign(key, hashes.SHA256())
    )
    path = tmp_path_factory.mktemp("tls") / "cert.pem"
    path.write_bytes(
        certificate.public_bytes(serialization.Encoding.PEM)
        + key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return path


def calls(cert: Path, *urls: str, trust: bool = False) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k not in ("SSL_CERT_FILE", "SSL_CERT_DIR")}
    if trust:  # the CA bundle a user points the client at, as before
        env["SSL_CERT_FILE"] = str(cert)
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(cert), *urls],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_a_plain_http_model_makes_no_tls_context(cert: Path) -> None:
    out = calls(cert, "HTTP/")
    assert out["sync HTTP/"] == out["async HTTP/"] == "200 ok"
    assert out["tls contexts made"] == 0  # was 1: made with every client


def test_https_still_checks_certificates(cert: Path) -> None:
    out = calls(cert, "TLS/", "HTTP/hop")
    for call in ("sync TLS/", "async TLS/", "sync HTTP/hop", "async HTTP/hop"):
        assert out[call] == "failed: certificate", out  # self-signed, not trusted
    assert out["tls contexts made"] == 1  # once for the process, not per client


def test_https_trusts_the_ca_bundle_named_in_ssl_cert_file(cert: Path) -> None:
    out = calls(cert, "TLS/", "HTTP/hop", "HTTP/", trust=True)
    assert set(out) - {"tls contexts made"} and all(
        v == "200 ok" for k, v in out.items() if k != "tls contexts made"
    ), out
    assert out["tls contexts made"] == 1
