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

import (
	"fmt"
	"math"
	"math/rand/v2"
)

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

// AllFeatures turns every feature on.
func AllFeatures() Features {
	return Features{Branches: true, Loops: true, I64: true, F16: true, F64: true, LDS: true, Atomics: true, CrossLane: true}
}

// DefaultConfig is the configuration of a campaign: every feature with a
// host reference, and bodies of about 20 statements.
func DefaultConfig() Config {
	f := AllFeatures()
	f.CrossLane = false
	return Config{Statements: 20, Features: f}
}

func (k *Kernel) bufferNamed(name string) *Buffer {
	for i := range k.Buffers {
		if k.Buffers[i].Name == name {
			return &k.Buffers[i]
		}
	}
	panic("irgen: no buffer " + name)
}

// Generate builds the kernel of one seed.
func Generate(seed uint64, cfg Config) (*Kernel, error) {
	if cfg.Statements < 0 {
		return nil, fmt.Errorf("irgen: %d statements", cfg.Statements)
	}
	g := &gen{r: rand.New(rand.NewPCG(seed, 0x6972676e)), f: cfg.Features}
	g.types = []typ{tI1, tI8, tI16, tI32, tF32}
	if g.f.I64 {
		g.types = append(g.types, tI64)
	}
	if g.f.F16 {
		g.types = append(g.types, tF16)
	}
	if g.f.F64 {
		g.types = append(g.types, tF64)
	}
	k := &Kernel{Name: fmt.Sprintf("k%x", seed), Seed: seed}
	g.geometry(k)
	g.buffers(k)
	p := g.program(cfg)
	k.CrossLane = g.usedLane
	n := k.Grid[0] * k.Grid[1]
	if p.nguard {
		n -= 1 + g.n(n*3/4)
	}
	k.Args[len(k.Args)-1].Bits = uint64(n)

	pr := &printer{k: k, p: p, decls: map[string]string{}}
	pr.body()
	k.Device = deviceModule(pr)
	if !k.CrossLane {
		hp := &printer{k: k, p: p, decls: map[string]string{}, host: true}
		hp.body()
		k.Host = hostModule(hp)
	}
	return k, nil
}

// geometry picks the grid: 1-D mostly, workgroups of 32 to 256 work-items,
// one to eight workgroups. Cross-lane operations need whole waves of 64.
func (g *gen) geometry(k *Kernel) {
	k.Workgroup, k.Grid = [3]int{1, 1, 1}, [3]int{1, 1, 1}
	if !g.f.CrossLane && g.chance(20) {
		k.Workgroup[0] = []int{8, 16, 32}[g.n(3)]
		k.Workgroup[1] = []int{4, 8}[g.n(2)]
		k.Grid[0] = k.Workgroup[0] * (1 + g.n(3))
		k.Grid[1] = k.Workgroup[1] * (1 + g.n(2))
		return
	}
	sizes := []int{32, 64, 96, 128, 192, 256}
	if g.f.CrossLane {
		sizes = []int{64, 128, 256}
	}
	k.Workgroup[0] = sizes[g.n(len(sizes))]
	k.Grid[0] = k.Workgroup[0] * (1 + g.n(8))
}

// buffers lays out the buffers and arguments. Every work-item owns
// slots32 elements of out32 and slots64 of out64.
func (g *gen) buffers(k *Kernel) {
	items := k.Grid[0] * k.Grid[1]
	add := func(name, t string, init []uint64, out bool) {
		k.Buffers = append(k.Buffers, Buffer{Name: name, Type: t, Init: init, Output: out})
		k.Args = append(k.Args, Arg{Buffer: name})
	}
	add("in32", "u32", g.inputs(64<<g.n(3), false), false)
	if g.has64() {
		add("in64", "u64", g.inputs(32<<g.n(3), true), false)
	}
	add("out32", "u32", g.fill(items*slots32, 0xffffffff), true)
	if g.has64() {
		add("out64", "u64", g.fill(items*slots64, math.MaxUint64), true)
	}
	if g.f.Atomics {
		add("atom32", "u32", g.fill(len(atomicOps)*atomSlots, 0xffffffff), true)
		if g.f.I64 {
			add("atom64", "u64", g.fill(len(atomicOps)*atomSlots, math.MaxUint64), true)
		}
	}
	k.Args = append(k.Args, Arg{Type: "u32", Bits: g.constOf(tI32).v})
	if g.f.I64 {
		k.Args = append(k.Args, Arg{Type: "u64", Bits: g.constOf(tI64).v})
	}
	k.Args = append(k.Args, Arg{Type: "u32"}) // n, set by Generate
}

// fill is an output buffer's first contents: random, so that a missed or
// stray write shows.
func (g *gen) fill(n int, mask uint64) []uint64 {
	out := make([]uint64, n)
	for i := range out {
		out[i] = g.r.Uint64() & mask
	}
	return out
}

// inputs is an input buffer: a third special values (integer, float of the
// element's width, two halves), the rest random of random width.
func (g *gen) inputs(n int, wide bool) []uint64 {
	out := make([]uint64, n)
	for i := range out {
		switch g.n(6) {
		case 0:
			out[i] = intSpecials[g.n(len(intSpecials))]
		case 1:
			if wide {
				out[i] = f64Specials[g.n(len(f64Specials))]
			} else {
				out[i] = f32Specials[g.n(len(f32Specials))]
			}
		case 2:
			out[i] = f16Specials[g.n(len(f16Specials))] | f16Specials[g.n(len(f16Specials))]<<16
		default:
			out[i] = g.r.Uint64() >> uint(g.n(64))
			if g.chance(30) {
				out[i] = -out[i]
			}
		}
		if !wide {
			out[i] &= 0xffffffff
		}
	}
	return out
}
