# wavesim: `make run` builds and runs the corpus, `make test` runs the tests.
GO ?= go
BIN := bin/wavesim

.PHONY: all build install run corpus test test-short race vet bench traces traces-check sweep sweep-check generate fuzz fuzz-targets fuzz-short clean

all: build

# The binary is built with Go 1.26's simd experiment: the VALU rows the
# generator can express run as AVX-512 vectors (sim/sem_simd_gen.go) on a
# CPU that has it, and on the scalar path on any other. SIMD=0 builds
# without it.
SIMD ?= 1
SIMD_ENV := $(if $(filter 1,$(SIMD)),GOEXPERIMENT=simd,)

# The binary is linked without cgo, so it is static and a command starts
# without the dynamic loader resolving libc (about 1 ms of every run).
# Nothing in wavesim calls C; the only cgo user linked in is the net
# package's resolver, which no command uses. (The tests keep cgo: the
# race detector needs it.)
build install: export CGO_ENABLED = 0

# -trimpath leaves the checkout's directory out of the binary, as out of
# the test builds (below): another checkout of the same sources builds
# from the cache.

build:
	$(SIMD_ENV) $(GO) build -buildvcs=auto -trimpath -o $(BIN) ./cmd/wavesim

# wavesim on the PATH: go install puts it in $(go env GOBIN), or
# $(go env GOPATH)/bin when GOBIN is unset.
install:
	$(SIMD_ENV) $(GO) install -buildvcs=auto -trimpath ./cmd/wavesim

# The main job: every kernel of the built-in corpus before and after the
# vcmpx pass, side by side on the same launches, with the charts.
run: build
	./$(BIN) bench --plot plots --table-out plots/bench.txt traces
	@echo "full table: plots/bench.txt (every column); charts: plots/cycles-saved.png (cycles saved per kernel and target), plots/stalls-<kernel>.png (stall cycles by cause, before and after); SVG beside each"

# Every trace checked against its host (lli) expectation.
corpus: build
	./$(BIN) corpus traces

vet:
	$(GO) vet -trimpath ./...
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { gofmt -l .; echo "gofmt needed"; exit 1; }

# The library's one concurrent code is the calibration suite, which runs
# its captures in parallel: it runs again under the race detector. Elsewhere
# the detector would only double the time; `make race` runs it on
# everything (the corpus generator's worker pool is exercised by `make traces`).
# The whole suite on the default build, then the packages with a vector
# path again on the simd build the binary ships (both paths checked lane
# by lane against each other there).
# go test's own vet pass is off: `make vet` has just run every analyzer
# on the same packages. Test binaries link without DWARF (-w), which
# nothing in them reads. Together the two cut building the test binaries
# of a fresh checkout from 96 to 74 CPU seconds. Builds leave the
# checkout's directory out of what they compile (-trimpath; vet too), so
# another checkout of the same sources, a fresh clone among them, takes
# its packages from the build cache instead of compiling them again
# (nothing in the tests reads a source file's path). The tests run with a
# collector target of 300 % (GOGC): they allocate much and keep little,
# and the default 100 % spent a quarter of the documented-commands test's
# CPU collecting; the tests that bound memory measure the live heap after
# a collection, which the target does not change.
TEST_FLAGS := -vet=off -ldflags=-w -trimpath
TEST_ENV := GOGC=300
test: vet
	$(TEST_ENV) $(GO) test $(TEST_FLAGS) -timeout 20m ./...
	$(TEST_ENV) GOEXPERIMENT=simd $(GO) test $(TEST_FLAGS) -timeout 10m ./sim ./opt/validate ./cmd/wavesim
	$(TEST_ENV) $(GO) test $(TEST_FLAGS) -race -timeout 5m -run 'TestCalibrationPinned' ./bench

race:
	$(GO) test -race -timeout 30m ./...
	$(GO) run -race ./traces/gen -check

test-short:
	$(GO) test -short ./...

# The Go benchmarks, in the format benchstat reads, into BENCH_OUT
# (bench/results/README.md says what each measures and how to compare two
# runs): six runs of each, the fewest for which benchstat gives a 95%
# confidence interval. About five minutes; not part of `make test`.
# BENCH_CPU=1 runs them with one P (GOMAXPROCS=1), so that each rate is
# per core: the garbage collector's work is charged to the core that
# caused it, not spread to idle mark workers on the other cores.
BENCH_PKGS ?= ./isa ./sim ./sim/timing ./sim/launch ./opt/validate ./cmd/wavesim
BENCH_COUNT ?= 6
BENCH_TIME ?= 0.5s
BENCH_CPU ?= 1
BENCH_OUT ?= bench/results/latest.txt
bench: build
	@mkdir -p $(dir $(BENCH_OUT))
	@{ echo "Wavesim $$(git describe --always --dirty 2>/dev/null), $$(date -u +%Y-%m-%dT%H:%MZ), $$(nproc) CPUs"; \
	  echo "Load average at start: $$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"; } > $(BENCH_OUT).tmp
	@{ WAVESIM_BIN=$(CURDIR)/$(BIN) $(SIMD_ENV) $(GO) test -run '^$$' -bench . -benchmem -benchtime $(BENCH_TIME) -count $(BENCH_COUNT) -cpu $(BENCH_CPU) -timeout 30m $(BENCH_PKGS); \
	  echo $$? > $(BENCH_OUT).status; } | tee -a $(BENCH_OUT).tmp
	@echo "Load average at end: $$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)" >> $(BENCH_OUT).tmp
	@status=$$(cat $(BENCH_OUT).status); rm -f $(BENCH_OUT).status; \
	if [ "$$status" = 0 ]; then mv $(BENCH_OUT).tmp $(BENCH_OUT); \
	  echo "wrote $(BENCH_OUT); compare: go run golang.org/x/perf/cmd/benchstat@latest OLD.txt $(BENCH_OUT)"; \
	else echo "benchmarks failed; output kept in $(BENCH_OUT).tmp"; exit $$status; fi

# The native fuzz targets, one per input surface: assembly (and its line
# scanners against the regexps they replace), llvm-objdump
# listings, launch specs with buffer files, kernel descriptors and
# metadata, reproducer directories, the simulator, and the --json reports
# wavesim merge reads. FUZZTIME each;
# minimizing a new input is capped so the time goes to fuzzing.
FUZZTIME ?= 10m
FUZZ_TARGETS := ./isa:FuzzParse ./isa:FuzzObjdump ./sim/launch:FuzzSpec \
	./sim/launch:FuzzKernelMeta ./opt/validate:FuzzReplay ./sim:FuzzSimulate \
	./sim:FuzzSimulateTimed ./bench:FuzzReadReports ./isa:FuzzScanners
fuzz-targets:
	@for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; name=$${t##*:}; \
		echo "== $$name ($$pkg, $(FUZZTIME))"; \
		$(GO) test $$pkg -run '^$$' -fuzz="^$$name\$$" -fuzztime=$(FUZZTIME) -fuzzminimizetime=5s -parallel 1 -timeout 0 || exit 1; \
	done

# CI: every target for 1,000 executions. A count, not a duration: with a
# duration, Go 1.26's fuzzing coordinator can report "context deadline
# exceeded" as a failure when the time runs out (golang/go#75804, fixed in
# Go 1.27); long runs of `make fuzz` may meet it too, with no input written.
fuzz-short:
	$(MAKE) fuzz-targets FUZZTIME=1000x

# Long fuzzing: every target (FUZZTIME, default 10 minutes each), the
# correct vcmpx over 1,000,000 states per wave size, and a minute of the
# CLI campaign per wave size.
fuzz: build fuzz-targets
	$(GO) test ./opt -run 'TestFuzz' -fuzzstates 1000000 -count=1 -v
	./$(BIN) fuzz --passes vcmpx --arch gfx1030 --wave 32 --seconds 60 --seed 1
	./$(BIN) fuzz --passes vcmpx --arch gfx1030 --wave 64 --seconds 60 --seed 2

# Regenerate the corpus from traces/src with llc and lli (needs llvm-14 and llvm-16).
traces:
	$(GO) run ./traces/gen

traces-check:
	$(GO) run ./traces/gen -check

# The mnemonic sweep: compile traces/sweep/*.ll with llc-14/15/16/19 for
# every sweep target at -O0 and -O2, write the inventory of emitted
# mnemonics (traces/sweep/mnemonics.txt, failures.txt), and round-trip every
# output through wavesim print and llvm-mc (roundtrip.txt). About an hour
# on two cores (SWEEP_FLAGS=-cache DIR reuses earlier llc results), so not
# part of `make test`; sweep-check fails when the committed files differ
# from fresh ones.
SWEEP_FLAGS ?=
sweep:
	$(GO) run ./traces/sweep/gen $(SWEEP_FLAGS)

sweep-check:
	$(GO) run ./traces/sweep/gen -check $(SWEEP_FLAGS)

# Regenerate the isa opcode table's static rows (isa/ops_gen.go, from the
# isa/ops_*.go builders), the executors generated from the table, and the
# latency class corrections derived from llvm-mca-16 (Debian llvm-16;
# sim/timing/internal/llvmsched says how), which the rows carry: the rows
# are written again after them.
generate:
	$(GO) test -tags optablegen ./isa -run '^TestOpTableGenerated$$' -update-optable
	cd sim && $(GO) run ./internal/semgen -o sem_gen.go
	$(GO) run ./sim/timing/internal/schedgen
	$(GO) test -tags optablegen ./isa -run '^TestOpTableGenerated$$' -update-optable -count=1

clean:
	rm -rf bin
