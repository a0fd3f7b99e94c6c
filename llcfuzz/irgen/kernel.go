// Package irgen generates random LLVM IR compute kernels that are free of
// undefined behaviour by construction, each with a host module that lli
// runs to produce the kernel's expected output buffers.
//
// A kernel is printed twice from one description: the device module, an
// amdgpu_kernel that llc compiles for any modelled target, and the host
// module, the same body as a function called once per work-item by a
// driver whose main prints the output buffers. Every random choice follows
// from the seed.
package irgen

import "errors"

// errUnwritten is returned by the parts of the package still to be written.
var errUnwritten = errors.New("irgen: not written yet")

// Features selects what a generated kernel may contain. A campaign turns
// features off to find which one a finding needs, or to keep kernels to
// what an old llc can compile.
type Features struct {
	Branches  bool // uniform and divergent if/else
	Loops     bool // bounded, possibly nested loops
	I64       bool
	F16       bool
	F64       bool
	LDS       bool // workgroup-shared memory with barriers
	Atomics   bool // global atomics whose final values do not depend on order
	CrossLane bool // readfirstlane, ballot, mbcnt, DPP/permlane: no lli reference
}

// Config sizes a kernel and selects its features.
type Config struct {
	Statements int // the approximate number of statements in the body
	Features   Features
}

// Arg is one kernel parameter in order: a buffer pointer (Buffer set) or a
// by-value scalar of a launch type (Type "i32", "u32", "i64", "u64",
// "f32", "f64") with its bit pattern.
type Arg struct {
	Buffer string
	Type   string
	Bits   uint64
}

// Buffer is one global buffer of 32- or 64-bit elements (launch types
// "i32", "u32", "i64", "u64", "f32", "f64"), with its initial bit patterns.
type Buffer struct {
	Name   string
	Type   string
	Init   []uint64
	Output bool // the kernel writes it: its final contents are compared
}

// Kernel is one generated kernel.
type Kernel struct {
	Name      string // the kernel's symbol, "k" and the seed in hex
	Seed      uint64
	Device    string // the module llc compiles (opaque pointers)
	Host      string // the module lli runs; "" when there is no host reference
	Grid      [3]int // work-items per dimension, whole workgroups
	Workgroup [3]int
	Buffers   []Buffer
	Args      []Arg
	// CrossLane marks a kernel whose results depend on the wave size or
	// on which lanes run together; Host is then "" and compilations are
	// judged against each other.
	CrossLane bool
}

// Generate builds the kernel of one seed.
func Generate(seed uint64, cfg Config) (*Kernel, error) {
	return nil, errUnwritten
}
