# segnavd image: Swift builder → slim Debian runtime with libmicrohttpd12 only.
# The native build (`make build`) runs the same `swift build` command.
#   docker build -t segnav .
#   docker run --rm -p 8080:8080 segnav
FROM swift:6.3-bookworm AS builder
RUN apt-get update \
 && apt-get install -y --no-install-recommends libmicrohttpd-dev pkg-config \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Manifest first, so dependency resolution is cached apart from source edits.
COPY Package.swift ./
RUN swift package resolve
COPY Sources ./Sources
COPY Tests ./Tests
RUN swift build -c release --product segnavd --static-swift-stdlib \
 && install -D -m 0755 .build/release/segnavd /out/segnavd

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends libmicrohttpd12 curl \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin segnav
COPY --from=builder /out/segnavd /usr/local/bin/segnavd
USER segnav
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD curl -fsS http://127.0.0.1:8080/healthz || exit 1
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/segnavd", "--host", "0.0.0.0", "--port", "8080"]
