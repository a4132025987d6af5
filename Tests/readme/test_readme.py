"""README.md's walkthrough runs as written: every ```sh block after a `<!-- walkthrough -->` line, in
order, in one bash (`set -euo pipefail`), against a fresh segnavd (SEGNAV is its address). curl is
wrapped with --fail-with-body, so any answer of 400 or more stops the run, as a reader would notice.

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/readme
"""

import pathlib
import re
import subprocess

import segnav

ROOT = pathlib.Path(__file__).resolve().parents[2]
MARKED_BLOCK = re.compile(r"<!-- walkthrough -->\n```sh\n(.*?)\n```", re.S)


def walkthrough():
    blocks = MARKED_BLOCK.findall((ROOT / "README.md").read_text())
    assert len(blocks) >= 2, "README.md lost its walkthrough blocks"
    return blocks


def test_the_walkthrough_runs_top_to_bottom(tmp_path):
    script = "set -euo pipefail\ncurl() { command curl --fail-with-body \"$@\"; }\n" + "\n".join(walkthrough())
    with segnav.SegnavServer() as server:
        run = subprocess.run(["bash", "-c", script], env={"PATH": "/usr/bin:/bin", "SEGNAV": server.url},
                             capture_output=True, text=True, timeout=120, cwd=tmp_path)
        assert run.returncode == 0, f"exit {run.returncode}\n--- stdout\n{run.stdout}\n--- stderr\n{run.stderr}"
        out = run.stdout
        # What the comments promise.
        assert "HTTP/1.1 201" in out and "Location: /v1/sessions/" in out
        assert '"Australia"' in out                                   # 5: the back button
        assert '{"segment":0,"title":"Italy"}' in out                 # 9: the legacy memory warning
        assert out.count("204\n") == 2 and "304\n" in out             # 9 and the stream section's DELETEs; the watch
        assert '["valueChanged",' in out                              # 7: the long-poll answered by the action
        assert '"3.4"],["viewWillAppear","container","managingManualAppearance"]]' in out  # 8: where two strategies part
        assert 'event: end\ndata: {"reason":"deleted"' in out         # the stream ended by the DELETE
        assert '["SegmentedPageViewController","pageDidFinishAnimating",false]' in out  # paging: the cancelled swipe
        assert '"warnings":0,"segment":0}' in out
        assert '["C0ViewController","duplicateAppearance",' in out    # the container's child appears twice
        assert '{"strategy":"container","segment":1}' in out
        assert '"breaches":2' in out and '"follows":5' in out and '"follows":7' in out  # 10: a trace checked
        assert '"clause":"nested","message"' in out and "had left it" in out
        # The abridged sample shows what this run's stream said: its states' numbers, its first event, its end.
        sample = (ROOT / "README.md").read_text().split("What the stream said (abridged):", 1)[1].split("```")[1]
        stream = out[out.index("retry: 1000"):]
        numbers = r'"version":\d+|"lastEventSeq":\d+|"warnings":\d+'
        assert re.findall(numbers, sample) == re.findall(numbers, stream), f"README's sample differs from:\n{stream}"
        for line in ("id: 106", '"seq":106,"time":0.7,"action":6', "event: end", '"reason":"deleted"'):
            assert line in sample and line in stream, line
        # Both sessions are gone: the walkthrough cleans up after itself.
        with segnav.Client(server.url) as client:
            assert client.api.get_httpx_client().get("/v1/sessions").json()["sessions"] == []


def test_the_python_quick_start_passes(tmp_path):
    """The README's pytest example, saved as its first line names it and run by pytest with the plugin."""
    block = re.search(r"```python\n(# (test_\w+\.py)[^\n]*\n.*?)```", (ROOT / "README.md").read_text(), re.S)
    assert block, "README.md lost its Python quick start"
    (tmp_path / block.group(2)).write_text(block.group(1))
    run = subprocess.run(["python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", block.group(2)],
                         capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "1 passed" in run.stdout
