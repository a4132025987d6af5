# segnavd image: Swift builder → slim Debian runtime with libmicrohttpd12, tcmalloc and SQLite only.
# The native build (`make build`) runs the same `swift build` command.
#   docker build -t segnav .
#   docker run --rm -p 8080:8080 segnav
FROM swift:6.3-bookworm AS builder
# Package versions are not pinned (hadolint DL3008) on purpose: the base image
# tags fix the Debian release, and a pinned point version stops building as soon
# as bookworm's archive replaces it with a security update.
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install -y --no-install-recommends libmicrohttpd-dev pkg-config libgoogle-perftools-dev libsqlite3-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Manifest first, so dependency resolution is cached apart from source edits.
COPY Package.swift ./
RUN swift package resolve
COPY Plugins ./Plugins
# The EmbedViewer plugin compiles DESIGN.md in: the why route quotes its rules and flaws from it.
COPY docs/DESIGN.md ./docs/DESIGN.md
COPY Sources ./Sources
COPY Tests ./Tests
RUN swift build -c release --product segnavd --static-swift-stdlib \
 && install -D -m 0755 .build/release/segnavd /out/segnavd

FROM debian:bookworm-slim
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install -y --no-install-recommends libmicrohttpd12 libtcmalloc-minimal4 libsqlite3-0 curl \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 segnav \
 && useradd --system --uid 10001 --gid 10001 --no-create-home --shell /usr/sbin/nologin segnav
COPY --from=builder /out/segnavd /usr/local/bin/segnavd
# Numeric, so a runtime that checks runAsNonRoot can tell without /etc/passwd.
USER 10001:10001
EXPOSE 8080
# Shell form for `|| exit 1` (hadolint DL3025): Docker reserves exit status 2,
# and curl exits with 7, 22, 28… when the server is down or failing.
# hadolint ignore=DL3025
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD curl -fsS http://127.0.0.1:8080/healthz || exit 1
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/segnavd", "--host", "0.0.0.0", "--port", "8080"]
