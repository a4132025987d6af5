"""segnav for Python: a client for segnavd's HTTP API, lifecycle assertions with segnav's own matcher,
a pytest plugin (the `segnav_server` fixture and `*.scenario.json` files as test items), and `check_trace`, which
judges an app's own recorded lifecycle trace (docs/traces.md).

`segnav.generated` is the client openapi-python-client makes of openapi.yaml (typed models for every
body, every problem and every stream message); `Client` is a thin layer over it.
"""

from .client import Client, SegnavProblem
from .lifecycle import assert_lifecycle
from .server import SegnavServer, find_segnavd
from .trace import TraceError, check_trace, trace_lines

__all__ = ["Client", "SegnavProblem", "assert_lifecycle", "SegnavServer", "find_segnavd", "check_trace", "trace_lines",
           "TraceError"]
