# wavesim: `make run` builds and runs the corpus, `make test` runs the tests.
GO ?= go
BIN := bin/wavesim

.PHONY: all build run test test-short race vet bench traces traces-check generate clean

all: build

build:
	$(GO) build -o $(BIN) ./cmd/wavesim

# The main job: every kernel of the built-in corpus on every target,
# checked against its host (lli) expectation.
run: build
	./$(BIN) corpus traces

vet:
	$(GO) vet ./...
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { gofmt -l .; echo "gofmt needed"; exit 1; }

test: vet
	$(GO) test -race -timeout 20m ./...

test-short:
	$(GO) test -short ./...

bench:
	$(GO) test -run '^$$' -bench . -benchtime 2s ./sim/

# Regenerate the corpus from traces/src with llc and lli (needs llvm-14 and llvm-16).
traces:
	$(GO) run ./traces/gen

traces-check:
	$(GO) run ./traces/gen -check

# Regenerate the executor from the isa opcode table.
generate:
	cd sim && $(GO) run ./internal/semgen -o sem_gen.go

clean:
	rm -rf bin
