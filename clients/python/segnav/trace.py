"""Reading an app's recorded lifecycle trace (docs/traces.md) from a file or a console log, and judging it with
`segnavd check-trace` in process (no server).

A recorder writing to the console (SegnavRecorder's console sink) prints each trace line after the marker
`segnav-trace: `, among the app's other output; UIKit's own messages ("Unbalanced calls to begin/end appearance
transitions for <X: 0x…>.") appear there too. `trace_lines` picks both out: marked lines as they are, bare JSON
objects as they are, UIKit's known messages as console lines; everything else is left out.
"""

import json
import os
import subprocess
import tempfile

from .server import find_segnavd

MARKER = "segnav-trace: "
UIKIT_MESSAGES = (
    "Unbalanced calls to begin/end appearance transitions",
    "nested push animation can result in corrupted navigation bar",
    "Finishing up a navigation transition in an unexpected state",
)


class TraceError(ValueError):
    """The trace has bad lines (segnavd check-trace exit 2): nothing was judged. `lines` are segnavd's own."""

    def __init__(self, lines):
        super().__init__("\n".join(lines))
        self.lines = lines


def trace_lines(path_or_lines):
    """The JSON Lines of a trace, from a file path or any iterable of text lines (a console log)."""
    if isinstance(path_or_lines, (str, os.PathLike)):
        with open(path_or_lines, encoding="utf-8", errors="replace") as f:
            source = f.read().splitlines()
    else:
        source = [line.rstrip("\r\n") for line in path_or_lines]
    out = []
    for line in source:
        if MARKER in line:
            out.append(line.split(MARKER, 1)[1].strip())
        elif line.lstrip().startswith("{"):
            out.append(line.strip())
        else:
            for message in UIKIT_MESSAGES:
                at = line.find(message)
                if at >= 0:
                    out.append(json.dumps({"console": line[at:].strip()}))
                    break
    return out


def check_trace(path_or_lines, binary=None, timeout=60.0):
    """Judges a trace under the appearance contract: the answer of `POST /v1/traces` as a dict (`passed`,
    `breaches`, `clauses`, `warnings` each with its `why`, `events`, and `prediction` when the trace has a
    setup line). Raises TraceError when a line is bad (each named by segnavd: `line N: … (at /pointer)`)."""
    lines = trace_lines(path_or_lines)
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
        name = f.name
    try:
        run = subprocess.run([find_segnavd(binary), "check-trace", "--format", "json", name],
                             capture_output=True, text=True, timeout=timeout)
    finally:
        os.unlink(name)
    if run.returncode == 2:
        raise TraceError([line.replace(name, "trace") for line in run.stderr.splitlines()])
    if run.returncode not in (0, 1):
        raise RuntimeError(f"segnavd check-trace exited {run.returncode}: {run.stderr.strip()}")
    return json.loads(run.stdout)[0]["result"]
