"""Stream scale (issue 19): N idle event streams and the server's CPU and memory
while they wait; one action fanned out to M subscribers, and the time until the
last one has it. Usage: streams.py BASE_URL SERVER_PID [N] [M]   (prints Markdown rows)"""
import asyncio
import sys
import time

from serverproc import Server

server = Server(sys.argv[1], int(sys.argv[2]))
idle_count = int(sys.argv[3]) if len(sys.argv) > 3 else 10000
fanout_count = int(sys.argv[4]) if len(sys.argv) > 4 else 1000
host, port, post, metric, cpu_seconds, rss_mib = (server.host, server.port, server.post, server.metric,
                                                  server.cpu_seconds, server.rss_mib)


class Subscriber:
    """One stream; `seen` is set when a `state` message of `version` arrives."""

    def __init__(self, session, version=None):
        self.session, self.version = session, version
        self.opened = asyncio.Event()
        self.seen = None
        self.task = asyncio.create_task(self.run())

    async def run(self):
        reader, writer = await asyncio.open_connection(host, port)
        writer.write(f"GET /v1/sessions/{self.session}/stream HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        await writer.drain()
        await reader.readuntil(b"\r\n\r\n")
        buffer = b""
        try:
            while True:
                chunk = await reader.read(65536)
                if not chunk:
                    return
                buffer += chunk
                if not self.opened.is_set() and b"event: state" in buffer:
                    self.opened.set()
                    buffer = buffer[buffer.rindex(b"event: state") + 12:]
                if self.version is not None and f'"version":{self.version},'.encode() in buffer:
                    self.seen = time.monotonic()
                    return
                buffer = buffer[-4096:]
        finally:
            writer.close()


async def idle_streams():
    session = post("/v1/sessions", {"preset": "deponte-2016"})["id"]
    rss_before = rss_mib()
    subscribers = []
    for i in range(idle_count):
        subscribers.append(Subscriber(session))
        if i % 500 == 499:
            await asyncio.sleep(0.05)
    await asyncio.wait_for(asyncio.gather(*(s.opened.wait() for s in subscribers)), 120)
    held = metric("segnav_open_streams")
    await asyncio.sleep(1)
    # 30 s: two keep-alive rounds (every 15 s of silence) and six checks for clients that left.
    cpu0, t0 = cpu_seconds(), time.monotonic()
    await asyncio.sleep(30)
    cpu1, t1 = cpu_seconds(), time.monotonic()
    rss = rss_mib()
    print(f"| idle streams held | {int(held)} |")
    print(f"| server CPU while they idle (30 s: two keep-alive rounds), % of one core | **{100 * (cpu1 - cpu0) / (t1 - t0):.2f}** |")
    print(f"| server RSS while they idle, MiB | {rss:.1f} |")
    print(f"| … per idle stream, KiB | **{1024 * (rss - rss_before) / idle_count:.1f}** |")
    for s in subscribers:
        s.task.cancel()
    await asyncio.gather(*(s.task for s in subscribers), return_exceptions=True)


async def fan_out():
    created = post("/v1/sessions", {"preset": "crafterm-2010"})
    session = created["id"]
    subscribers = []
    for i in range(fanout_count):
        subscribers.append(Subscriber(session, version=1))
        if i % 250 == 249:
            await asyncio.sleep(0.05)
    await asyncio.wait_for(asyncio.gather(*(s.opened.wait() for s in subscribers)), 60)
    await asyncio.sleep(0.5)
    start = time.monotonic()
    await asyncio.get_running_loop().run_in_executor(None, post, f"/v1/sessions/{session}/actions",
                                                     {"type": "selectSegment", "index": 1})
    await asyncio.wait_for(asyncio.gather(*(s.task for s in subscribers)), 60)
    times = sorted(s.seen - start for s in subscribers if s.seen)
    print(f"| one action → first of {fanout_count} subscribers has its new state, ms | {1000 * times[0]:.0f} |")
    print(f"| one action → median subscriber has it, ms | {1000 * times[len(times) // 2]:.0f} |")
    # This client is one Python process on the same cores: reading 1 000 streams is much of what it measures.
    print(f"| one action → all {fanout_count} have it (as this Python client reads them), ms | **{1000 * times[-1]:.0f}** |")
    print(f"| subscribers that got it | {len(times)} / {fanout_count} |")


async def main():
    await idle_streams()
    await asyncio.sleep(2)
    await fan_out()


asyncio.run(main())
