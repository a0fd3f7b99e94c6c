// Package sim runs AMDGPU programs on a modeled wave: wave state, memory,
// the HSA kernel launch and the functional executor.
//
// The executor for every instruction with table semantics is generated from
// the isa opcode table (sem_gen.go); cross-lane operations, memory and
// program control are written by hand (exec_*.go).
package sim

//go:generate go run ./internal/semgen -o sem_gen.go
