#!/usr/bin/env python3
"""Serves avatar images over HTTP on 127.0.0.1 only, for the demo (scripts/serve_avatars.sh) and the tests.

Usage: avatar_server.py --dir DIR [--port N] [--lifetime SECONDS] [--drip-interval SECONDS]
                        [--write-people sample|hostile FILE]

Prints "port N" on its first line of standard output once it listens (--port 0, the default, takes a free
port), then serves until stopped (SIGTERM, SIGINT) or --lifetime seconds pass (default 600), so a test that dies
never leaves it running. Routes:

  /avatars/NAME          the file DIR/NAME, Cache-Control: max-age=3600, an ETag; If-None-Match -> 304
  /stale/NAME            the same with max-age=0 (always revalidated: 304 when unchanged)
  /nostore/NAME          the same with Cache-Control: no-store
  /slow/NAME             the same, its body sent in 8 parts 50 ms apart (slow, but it arrives)
  /flaky/NAME            503 with Retry-After: 1 on the first request for each path, then as /avatars/NAME
  /missing               404
  /html                  200, an HTML page (Content-Type: text/html)
  /html-as-png           200, an HTML page labelled image/png
  /loop                  302 to /loop, forever
  /huge                  200, Content-Length 200 MB, generated on the fly (never stored)
  /huge-unsized          200, no Content-Length, bytes until the client goes away
  /drip                  200, Content-Length 100000, one byte per --drip-interval seconds (default 1)
  /__counts              JSON {path: requests seen} for every other path (not counted itself)

Query strings are part of the counted path but ignored when serving (/avatars/a.png?v=2 serves a.png).

--write-people writes a people file whose avatars are URLs on this server, before the port line:
  sample   40 people, one per image in DIR (/avatars/...)
  hostile  48 people: 24 distinct good URLs (/avatars/avatar-01.png ... -24.png, one person each), one URL
           shared by 12 people (/avatars/avatar-25.jpg), two that answer 503 once (/flaky/avatar-26.jpg and
           -27.jpg), and /missing, /html, /loop, /huge and /drip, two people each
"""
import argparse
import hashlib
import json
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

counts = {}
counts_lock = threading.Lock()


def make_handler(directory, drip_interval):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format, *args):  # quiet: the tests read only the port line
            pass

        def count(self):
            with counts_lock:
                counts[self.path] = counts.get(self.path, 0) + 1
                return counts[self.path]

        def head(self, status, content_type=None, length=None, extra=()):
            self.send_response(status)
            if content_type:
                self.send_header("Content-Type", content_type)
            if length is not None:
                self.send_header("Content-Length", str(length))
            for name, value in extra:
                self.send_header(name, value)
            self.end_headers()

        def file(self, name, cache_control, parts=1, pause=0.0):
            path = os.path.join(directory, os.path.basename(name.split("?")[0]))
            try:
                with open(path, "rb") as f:
                    body = f.read()
            except OSError:
                self.head(404, "text/plain", 0)
                return
            etag = '"%s"' % hashlib.sha1(body).hexdigest()
            kind = "image/jpeg" if path.endswith(".jpg") else "image/png"
            if self.headers.get("If-None-Match") == etag:
                self.head(304, None, None, [("ETag", etag), ("Cache-Control", cache_control)])
                return
            self.head(200, kind, len(body), [("ETag", etag), ("Cache-Control", cache_control)])
            step = max(1, -(-len(body) // parts))
            for start in range(0, len(body), step):
                self.wfile.write(body[start:start + step])
                self.wfile.flush()
                if pause:
                    time.sleep(pause)

        def do_GET(self):
            if self.path == "/__counts":
                with counts_lock:
                    body = json.dumps(counts).encode()
                self.head(200, "application/json", len(body))
                self.wfile.write(body)
                return
            seen = self.count()
            route, _, rest = self.path.lstrip("/").partition("/")
            route = route.split("?")[0]
            try:
                if route == "avatars":
                    self.file(rest, "max-age=3600")
                elif route == "stale":
                    self.file(rest, "max-age=0")
                elif route == "nostore":
                    self.file(rest, "no-store")
                elif route == "slow":
                    self.file(rest, "max-age=3600", parts=8, pause=0.05)
                elif route == "flaky":
                    if seen == 1:
                        self.head(503, "text/plain", 0, [("Retry-After", "1")])
                    else:
                        self.file(rest, "max-age=3600")
                elif route == "missing":
                    self.head(404, "text/html", 0)
                elif route in ("html", "html-as-png"):
                    body = b"<!doctype html><html><body><h1>Sign in</h1></body></html>"
                    self.head(200, "text/html" if route == "html" else "image/png", len(body))
                    self.wfile.write(body)
                elif route == "loop":
                    self.head(302, None, 0, [("Location", "/loop")])
                elif route == "huge":
                    self.head(200, "image/png", 200 * 1000 * 1000)
                    self.stream(b"\x89PNG\r\n\x1a\n" + bytes(65536 - 8), 200 * 1000 * 1000)
                elif route == "huge-unsized":
                    self.send_response(200)
                    self.send_header("Content-Type", "image/png")
                    self.send_header("Connection", "close")
                    self.end_headers()
                    self.close_connection = True
                    self.stream(b"\x89PNG\r\n\x1a\n" + bytes(65536 - 8), 200 * 1000 * 1000)
                elif route == "drip":
                    self.head(200, "image/png", 100000)
                    for _ in range(100000):
                        self.wfile.write(b"\x89")
                        self.wfile.flush()
                        time.sleep(drip_interval)
                else:
                    self.head(404, "text/plain", 0)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client went away (a refused or cancelled download)

        def stream(self, chunk, total):
            sent = 0
            while sent < total:
                part = chunk[: total - sent]
                self.wfile.write(part)
                sent += len(part)
                chunk = bytes(len(chunk))

    return Handler


def people(kind, directory, port):
    base = "http://127.0.0.1:%d" % port
    if kind == "sample":
        names = sorted(n for n in os.listdir(directory) if n.endswith((".png", ".jpg")))
        avatars = ["%s/avatars/%s" % (base, n) for n in names]
    else:
        avatars = ["%s/avatars/avatar-%02d.png" % (base, i) for i in range(1, 25)]
        avatars += ["%s/avatars/avatar-25.jpg" % base] * 12
        avatars += ["%s/flaky/avatar-26.jpg" % base, "%s/flaky/avatar-27.jpg" % base]
        for route in ("missing", "html", "loop", "huge", "drip"):
            avatars += ["%s/%s" % (base, route)] * 2
    relations = ["friend", "following", "follower", "none"]
    users = [{"id": "p%02d" % (i + 1), "name": "Person %d" % (i + 1), "distanceMeters": 40 + i * 97,
              "active": i % 5 != 0, "relation": relations[i % 4], "avatar": avatar} for i, avatar in enumerate(avatars)]
    return {"about": "People whose avatars are URLs on scripts/avatar_server.py at %s (%s)." % (base, kind),
            "viewport": {"width": 1280, "height": 800}, "avatarRadius": 22, "spacing": 4, "seed": 1, "users": users}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", required=True)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--lifetime", type=float, default=600)
    parser.add_argument("--drip-interval", type=float, default=1.0)
    parser.add_argument("--write-people", nargs=2, metavar=("KIND", "FILE"))
    arguments = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", arguments.port), make_handler(arguments.dir, arguments.drip_interval))
    if arguments.write_people:
        kind, path = arguments.write_people
        with open(path, "w") as f:
            json.dump(people(kind, arguments.dir, server.server_address[1]), f, indent=2)
            f.write("\n")
    server.daemon_threads = True  # a dripping handler does not keep the server from ending
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    threading.Timer(arguments.lifetime, lambda: os._exit(0)).start()
    print("port %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
