# The two commands of README.md: `make run` and `make test`.
SWIFT ?= swift
HOST ?= 127.0.0.1
PORT ?= 8080
# `make run` keeps its sessions across restarts in this git-ignored file; `make run STATE_FILE=` serves without one,
# `make forget` deletes it (README "Keeping sessions across a restart").
STATE_FILE ?= state/segnav.db

.PHONY: run build test deps test-deps clean forget

deps:
	scripts/install-deps.sh

test-deps:
	scripts/install-deps.sh --test

build: deps
	$(SWIFT) build -c release --product segnavd --static-swift-stdlib

run: build
ifeq ($(strip $(STATE_FILE)),)
	.build/release/segnavd --host $(HOST) --port $(PORT)
else
	@mkdir -p $(dir $(STATE_FILE))
	@echo "sessions are kept in $(STATE_FILE) (make forget deletes them; make run STATE_FILE= keeps none)"
	.build/release/segnavd --host $(HOST) --port $(PORT) --state-file $(STATE_FILE)
endif

forget:
	rm -f $(STATE_FILE) $(STATE_FILE)-wal $(STATE_FILE)-shm $(STATE_FILE).stale*

test: test-deps
	scripts/test.sh

clean:
	rm -rf .build
