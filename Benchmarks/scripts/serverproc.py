"""What the scale benchmarks (longpoll.py, streams.py) read of a running
segnavd: a JSON POST to it, and its CPU time and resident memory from /proc."""
import json
import os
import urllib.request


class Server:
    def __init__(self, base, pid):
        self.base, self.pid = base, pid
        host, port = base.split("//")[1].split(":")
        self.host, self.port = host, int(port)

    def post(self, path, body):
        request = urllib.request.Request(self.base + path, data=json.dumps(body).encode(),
                                         headers={"Content-Type": "application/json"}, method="POST")
        with urllib.request.urlopen(request) as response:
            return json.load(response)

    def metric(self, name):
        """A gauge or counter from /metrics (0 when absent)."""
        with urllib.request.urlopen(self.base + "/metrics") as response:
            for line in response.read().decode().splitlines():
                if line.startswith(name + " "):
                    return float(line.split()[1])
        return 0.0

    def cpu_seconds(self):
        """User + system CPU time so far."""
        with open(f"/proc/{self.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def rss_mib(self):
        with open(f"/proc/{self.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return 0.0
