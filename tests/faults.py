"""Faults a real MediaWiki cannot produce on demand, made by a small HTTP proxy in front of it.

    with FaultProxy(mediawiki["url"]) as proxy:
        proxy.add("lag", when=edits, times=3)           # the next 3 edit requests: the wiki answers maxlag
        wiki = Wiki(WikiSettings(url=proxy.url + "api.php", ...))

Every request goes through to the real server and its answer comes back as it is, except the requests a rule
picks (a predicate on the request: its method, path and parameters, query and form merged):

- ``lag``: passed on with ``maxlag=-2`` (below the -1 a wiki without replicas reports as its lag), so that the
  real wiki itself answers ``maxlag`` (its error, its ``Retry-After`` and ``X-Database-Lag`` headers);
  ``retry_after`` replaces the header's seconds (the wiki says at least 5) so that a test need not wait that long;
- ``cut``: passed on (the wiki does what it asks, a save included), then the connection is closed without an
  answer: the client never learns what happened;
- ``503``: answered ``503 Service Unavailable`` by the proxy, the request never reaching the wiki;
- ``drop``: the connection closed before anything is passed on (nothing happened on the wiki).

A rule applies to the next ``times`` requests it picks (None: every one). ``seen`` lists every request (method,
path, params) with the fault done to it, for the assertions.
"""
from __future__ import annotations

import http.client
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable
from urllib.parse import parse_qsl, urlencode, urlsplit

HOP = {"connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailers", "transfer-encoding", "upgrade",
       "content-length", "host"}


@dataclass
class Request:
    method: str
    path: str
    params: dict
    fault: str | None = None

    @property
    def action(self) -> str | None:
        return self.params.get("action")


def edits(r: Request) -> bool:
    return r.method == "POST" and r.action == "edit"


@dataclass
class Rule:
    fault: str
    when: Callable[[Request], bool]
    times: int | None
    retry_after: int | None = None
    done: int = field(default=0)


class FaultProxy:
    FAULTS = ("lag", "cut", "503", "drop")

    def __init__(self, upstream: str):
        u = urlsplit(upstream)
        self.upstream_host, self.upstream_port = u.hostname, u.port or 80
        self.rules: list[Rule] = []
        self.seen: list[Request] = []
        self.lock = threading.Lock()
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):  # quiet
                pass

            def do_GET(self):  # noqa: N802
                proxy.handle(self)

            def do_POST(self):  # noqa: N802
                proxy.handle(self)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.server.handle_error = lambda *a: None  # a connection cut on purpose is no error to print
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/"

    def add(self, fault: str, when: Callable[[Request], bool] = lambda r: True, times: int | None = 1, retry_after: int | None = 1) -> Rule:
        if fault not in self.FAULTS:
            raise ValueError(f"unknown fault {fault!r} (known: {', '.join(self.FAULTS)})")
        rule = Rule(fault, when, times, retry_after)
        with self.lock:
            self.rules.append(rule)
        return rule

    def clear(self) -> None:
        with self.lock:
            self.rules.clear()

    def faults(self, fault: str | None = None) -> list[Request]:
        """The requests a fault was done to (of one kind, or any)."""
        return [r for r in self.seen if r.fault and (fault is None or r.fault == fault)]

    def __enter__(self) -> "FaultProxy":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()

    # -- one request -----------------------------------------------------------------------------
    def _pick(self, req: Request) -> Rule | None:
        with self.lock:
            self.seen.append(req)
            for rule in self.rules:
                if (rule.times is None or rule.done < rule.times) and rule.when(req):
                    rule.done += 1
                    req.fault = rule.fault
                    return rule
        return None

    def handle(self, h: BaseHTTPRequestHandler) -> None:
        body = h.rfile.read(int(h.headers.get("Content-Length") or 0))
        path, _, query = h.path.partition("?")
        params = dict(parse_qsl(query, keep_blank_values=True))
        form = "application/x-www-form-urlencoded" in (h.headers.get("Content-Type") or "")
        if h.command == "POST" and form:
            params.update(parse_qsl(body.decode("utf-8", "replace"), keep_blank_values=True))
        req = Request(h.command, path, params)
        rule = self._pick(req)
        fault = rule.fault if rule else None
        if fault == "drop":
            h.close_connection = True
            h.connection.close()
            return
        if fault == "503":
            payload = b"Service Unavailable"
            h.send_response(503)
            h.send_header("Content-Type", "text/plain")
            h.send_header("Content-Length", str(len(payload)))
            h.end_headers()
            h.wfile.write(payload)
            return
        if fault == "lag":
            if h.command == "POST" and form:
                fields = [(k, "-2" if k == "maxlag" else v) for k, v in parse_qsl(body.decode("utf-8"), keep_blank_values=True)]
                if "maxlag" not in dict(fields):
                    fields.append(("maxlag", "-2"))
                body = urlencode(fields).encode()
            else:
                q = dict(parse_qsl(query, keep_blank_values=True), maxlag="-2")
                h.path = path + "?" + urlencode(q)
        conn = http.client.HTTPConnection(self.upstream_host, self.upstream_port, timeout=60)
        try:
            headers = {k: v for k, v in h.headers.items() if k.lower() not in HOP}
            headers["Content-Length"] = str(len(body))
            conn.request(h.command, h.path, body=body if h.command == "POST" else None, headers=headers)
            resp = conn.getresponse()
            payload = resp.read()
            out_headers = [(k, v) for k, v in resp.getheaders() if k.lower() not in HOP]
            status = resp.status
        finally:
            conn.close()
        if fault == "cut":  # the wiki did it; the client never hears back
            h.close_connection = True
            h.connection.close()
            return
        if fault == "lag" and rule.retry_after is not None:
            out_headers = [(k, str(rule.retry_after) if k.lower() == "retry-after" else v) for k, v in out_headers]
        h.send_response(status)
        for k, v in out_headers:
            h.send_header(k, v)
        h.send_header("Content-Length", str(len(payload)))
        h.end_headers()
        h.wfile.write(payload)
