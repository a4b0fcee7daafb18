"""The part of the `requests` package that the portal's Python snippets call, over the standard library.

The snippet test puts this folder on PYTHONPATH only where `requests` itself is not installed (PyPI is out of
reach on some machines), so the snippet still runs, unchanged, against the mock API instead of being skipped.
"""
import json as _json
import urllib.error
import urllib.request


class Response:
    def __init__(self, status, body):
        self.status_code = status
        self._body = body

    def raise_for_status(self):
        if self.status_code >= 400:
            raise RuntimeError(f"HTTP {self.status_code}: {self._body[:200]!r}")

    def json(self):
        return _json.loads(self._body)


def post(url, json=None, headers=None, timeout=None):
    request = urllib.request.Request(
        url,
        data=_json.dumps(json).encode(),
        headers={"Content-Type": "application/json", **(headers or {})},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as reply:
            return Response(reply.status, reply.read().decode())
    except urllib.error.HTTPError as error:
        return Response(error.code, error.read().decode())
