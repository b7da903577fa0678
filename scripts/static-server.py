#!/usr/bin/env python3
"""Serves a folder on 127.0.0.1 with the right types for wasm and the manifest, and no caching of the
service worker, so a phone (or a test) always sees the newest one. Usage: static-server.py DIR PORT"""
import functools, http.server, socketserver, sys

class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".webmanifest": "application/manifest+json",
                      ".js": "text/javascript", ".svg": "image/svg+xml"}

    def end_headers(self):
        if self.path.split("?")[0].endswith(("sw.js", ".html", "/")):
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, *args):
        pass

class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True

if __name__ == "__main__":
    root, port = sys.argv[1], int(sys.argv[2])
    with Server(("127.0.0.1", port), functools.partial(Handler, directory=root)) as httpd:
        print(f"serving {root} at http://127.0.0.1:{port}/", flush=True)
        httpd.serve_forever()
