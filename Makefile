# The two commands of README.md: `make run` and `make test`.
SWIFT ?= swift
HOST ?= 127.0.0.1
PORT ?= 8080

.PHONY: run build test deps test-deps clean

deps:
	scripts/install-deps.sh

test-deps:
	scripts/install-deps.sh --test

build: deps
	$(SWIFT) build -c release --product segnavd --static-swift-stdlib

run: build
	.build/release/segnavd --host $(HOST) --port $(PORT)

test: test-deps
	scripts/test.sh

clean:
	rm -rf .build
