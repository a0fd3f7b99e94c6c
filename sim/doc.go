// Package sim is wavesim's functional core: it runs AMDGPU programs on
// modeled waves. It holds the wave state (wave.go), memory (memory.go, LDS
// and the per-lane addressing in exec_mem.go), the decode-once executor
// (decode.go), the instruction semantics (sem_gen.go, generated from the
// isa opcode table by internal/semgen; hand-written behaviours in exec.go,
// exec_mem.go and dpp.go, float helpers in sem_helpers.go), the machine
// that steps waves and runs a workgroup's waves with barriers (run.go), and
// snippets: programs run on hand-set waves (snippet.go).
//
// The timing model (sim/timing) observes Machine.Step through the Observer
// interface; the kernel launch (sim/launch) sets up memory and the initial
// wave state. Neither is imported here.
package sim

//go:generate go run ./internal/semgen -o sem_gen.go
