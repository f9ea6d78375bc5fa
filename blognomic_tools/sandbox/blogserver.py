"""Serve recorded blog pages over real HTTP in the real site's URL layout.

    python -m blognomic_tools.sandbox.blogserver fixtures/blog/site --port 8090

/archive/<slug> (also /blognomic/archive/<slug>/ as older links have it), /YYYY/MM/, / and the
WordPress trial's /wp/archive/<slug>; with ``site``, the browser engine's static site (web/dist) under /tools/,
with the headers a static host gives it (its types, Access-Control-Allow-Origin for the user scripts, gzip for the
types a static host compresses: the runtime's wasm and scripts, the pages; archives are sent as they are, being
compressed already). Responses carry ETag and Last-Modified and honour
If-None-Match / If-Modified-Since, like the real server, so conditional GETs can be tested.
"""
from __future__ import annotations

import argparse
import email.utils
import gzip
import hashlib
import re
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


def route(root: Path, path: str) -> Path | None:
    path = path.split("?", 1)[0].split("#", 1)[0]
    path = re.sub(r"^/blognomic(?=/)", "", path)
    m = re.fullmatch(r"/(wp/)?archive/([\w.-]+?)/?", path)
    if m:
        return root / f"{m.group(1) or ''}archive" / f"{m.group(2)}.html"
    m = re.fullmatch(r"/(\d{4})/(\d{2})/?", path)
    if m:
        return root / m.group(1) / m.group(2) / "index.html"
    if path in ("", "/", "/index.php"):
        return root / "index.html"
    return None


TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
         ".css": "text/css; charset=utf-8", ".json": "application/json", ".wasm": "application/wasm", ".zip": "application/zip",
         ".whl": "application/zip", ".png": "image/png", ".map": "application/json", ".txt": "text/plain; charset=utf-8"}
# the address the site's user scripts and gadget name until it is deployed (scripts/build_web.py --site-url writes
# the real one): served here with this server's own /tools/ in its place, as a site deployed here would have it
SITE_PLACEHOLDER = b"https://blognomic-tools.example/"
# what a static host sends gzipped to a browser that accepts it (a .zip or a .whl is compressed already)
COMPRESSED = {".html", ".js", ".mjs", ".css", ".json", ".wasm", ".map", ".txt"}


def site_file(site: Path | None, path: str) -> Path | None:
    """The file of the static site for a path under /tools/ (index.html for the folder), or None."""
    path = path.split("?", 1)[0].split("#", 1)[0]
    if site is None or not path.startswith("/tools/"):
        return None
    rel = path[len("/tools/"):] or "index.html"
    target = (site / rel).resolve()
    return target if target.is_relative_to(site.resolve()) and target.is_file() else None


def page_bytes(target: Path | None) -> bytes | None:
    """The recorded page at ``target``, or None when there is none (404)."""
    if target is None:
        return None
    try:
        return target.read_bytes() if target.is_file() else None
    except OSError:  # e.g. a slug longer than a file name may be: no such page
        return None


class _Server(ThreadingHTTPServer):
    """A reader that went away before the page was sent (a browser moving on, a closed pipe) is no error of the
    server's: not printed. Any other error is, as the standard server prints it."""

    def handle_error(self, request, client_address) -> None:
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)):
            return
        super().handle_error(request, client_address)


class BlogServer:
    def __init__(self, root: str | Path, host: str = "127.0.0.1", port: int = 0, latency: float = 0.0, site: str | Path | None = None):
        self.root = Path(root)
        self.site = Path(site) if site else None
        self.latency = latency  # seconds each answer waits, as a distant site's would (benchmarks)
        self.in_flight = 0  # requests being answered now, and the most at once (how polite a client is)
        self.peak = 0
        lock = threading.Lock()
        self.log: list[tuple[str, str, int]] = []  # (method, path, status)
        self.sent: list[tuple[str, int]] = []  # (path, the bytes of its body as sent: gzipped when it was)
        gzipped: dict[str, bytes] = {}  # by ETag: each file compressed once
        server = self

        class Handler(BaseHTTPRequestHandler):
            server_version = "ExpressionEngine-fixtures/1.0"

            def log_message(self, *args):  # quiet
                pass

            def do_GET(self):  # noqa: N802
                with lock:
                    server.in_flight += 1
                    server.peak = max(server.peak, server.in_flight)
                try:
                    self._get()
                finally:
                    with lock:
                        server.in_flight -= 1

            def _get(self):
                if server.latency:
                    time.sleep(server.latency)
                static = site_file(server.site, self.path)
                target = static or route(server.root, self.path)
                data = page_bytes(target)
                if static and data is not None and re.match(r"/tools/(?:userscripts|gadget)/", self.path):
                    data = data.replace(SITE_PLACEHOLDER, f"http://{self.headers.get('Host') or server.url[7:]}/tools/".encode())
                if data is None:
                    body = b"<html><body><h1>404 Page Not Found</h1></body></html>"
                    server.log.append(("GET", self.path, 404))  # logged before answering: a client never outruns the log
                    self.send_response(404)
                    self.send_header("Content-Type", "text/html; charset=utf-8")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                    return
                etag = '"' + hashlib.sha1(data).hexdigest()[:16] + '"'
                mtime = email.utils.formatdate(target.stat().st_mtime, usegmt=True)
                if self.headers.get("If-None-Match") == etag:
                    server.log.append(("GET", self.path, 304))
                    self.send_response(304)
                    self.send_header("ETag", etag)
                    if static:
                        self.send_header("Access-Control-Allow-Origin", "*")
                    self.end_headers()
                    return
                encoding = None
                if static and target.suffix.lower() in COMPRESSED and "gzip" in (self.headers.get("Accept-Encoding") or ""):
                    if etag not in gzipped:  # (two first requests at once compress it twice, to the same bytes)
                        gzipped[etag] = gzip.compress(data, compresslevel=9, mtime=0)
                    data, encoding = gzipped[etag], "gzip"
                server.log.append(("GET", self.path, 200))
                server.sent.append((self.path, len(data)))
                self.send_response(200)
                if static:  # as a static host serves the site: its type, readable from the wiki's and the blog's pages
                    self.send_header("Content-Type", TYPES.get(target.suffix.lower(), "application/octet-stream"))
                    self.send_header("Access-Control-Allow-Origin", "*")
                    # the runtime and the wheels (asked for by their SHA-256) are kept a day, as static hosts keep
                    # them; the pages and scripts are asked again each time (a worker's fetches are not revalidated:
                    # a kept copy is used only while fresh)
                    heavy = re.match(r"/tools/(?:pyodide|wheels)/.+\.(?:wasm|zip|whl|mjs)$", self.path.split("?")[0])
                    self.send_header("Cache-Control", "public, max-age=86400" if heavy else "no-cache")
                    self.send_header("Vary", "Accept-Encoding")
                    if encoding:
                        self.send_header("Content-Encoding", encoding)
                else:
                    self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.send_header("ETag", etag)
                self.send_header("Last-Modified", mtime)
                self.end_headers()
                self.wfile.write(data)

        self.httpd = _Server((host, port), Handler)
        self.thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> "BlogServer":
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def __enter__(self) -> "BlogServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("root")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--site", default=None, help="the browser engine's static site (web/dist), served under /tools/")
    a = ap.parse_args()
    srv = BlogServer(a.root, a.host, a.port, site=a.site)
    print(srv.url, flush=True)
    try:
        srv.httpd.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
