"""Long-poll scale: N waiting long-polls on one session, the server's CPU while
they wait, and the time from one action to every waiter answered.
Usage: longpoll.py BASE_URL SERVER_PID [N]   (prints Markdown rows)"""
import asyncio
import json
import sys
import time

from serverproc import Server

server = Server(sys.argv[1], int(sys.argv[2]))
count = int(sys.argv[3]) if len(sys.argv) > 3 else 10000
host, port, post, cpu_seconds, rss_mib = server.host, server.port, server.post, server.cpu_seconds, server.rss_mib


async def poll(session, since, answered):
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(f"GET /v1/sessions/{session}/events?since={since}&wait=60 HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    length = int([l for l in head.split(b"\r\n") if l.lower().startswith(b"content-length:")][0].split(b":")[1])
    body = await reader.readexactly(length)
    answered.append((time.monotonic(), head.split(b" ")[1], json.loads(body)))
    writer.close()


async def main():
    created = post("/v1/sessions", {"preset": "deponte-2016"})
    session, since = created["id"], created["lastEventSeq"]
    rss_before = rss_mib()
    answered = []
    tasks = []
    for i in range(count):
        tasks.append(asyncio.create_task(poll(session, since, answered)))
        if i % 500 == 499:
            await asyncio.sleep(0.05)
    # Wait until the server holds them all.
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        held = server.metric("segnav_waiting_long_polls")
        if held >= count:
            break
        await asyncio.sleep(0.2)
    await asyncio.sleep(1)
    cpu0, t0 = cpu_seconds(), time.monotonic()
    await asyncio.sleep(10)
    cpu1, t1 = cpu_seconds(), time.monotonic()
    idle_percent = 100 * (cpu1 - cpu0) / (t1 - t0)
    rss = rss_mib()
    start = time.monotonic()
    await asyncio.get_running_loop().run_in_executor(None, post, f"/v1/sessions/{session}/actions",
                                                     {"type": "selectSegment", "index": 1})
    await asyncio.gather(*tasks)
    first = min(t for t, _, _ in answered)
    last = max(t for t, _, _ in answered)
    ok = sum(1 for _, status, body in answered if status == b"200" and body["events"])
    print(f"| waiting long-polls held | {int(held)} |")
    print(f"| server CPU while they wait (10 s), % of one core | **{idle_percent:.2f}** |")
    print(f"| server RSS while they wait, MiB | {rss:.1f} |")
    print(f"| … per waiting long-poll, KiB | {1024 * (rss - rss_before) / count:.1f} |")
    print(f"| one action → first answer read, ms | {1000 * (first - start):.0f} |")
    # This client is one Python process on the same cores: reading 10 000 answers
    # is much of what this figure measures.
    print(f"| one action → all {count} answered (as this Python client reads them), ms | **{1000 * (last - start):.0f}** |")
    print(f"| answered with the new events | {ok} / {count} |")


asyncio.run(main())
