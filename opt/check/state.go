// Package check validates rewrites by running the original and the
// rewritten program side by side on the same inputs: random wave states
// for snippets, launches for whole kernels. Every run compares what the
// differential contract (DESIGN.md) makes observable: memory, and the
// registers declared live-out.
package check

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// Memory the snippet states map: MemBase..MemBase+MemSize, with its base
// in s[0:1] unless a state says otherwise.
const (
	MemBase = 0x1_0000_0000
	MemSize = 4096
)

// ExecKind names the exec masks random states use: edge cases hide
// exec-mask bugs (DESIGN.md "Semantics that matter").
var ExecKinds = []string{"zero", "all", "one", "alternating", "upper-half", "random"}

// State is a wave's initial state plus memory contents.
type State struct {
	Seed uint64 `json:"seed"`
	Exec uint64 `json:"exec"`
	// ExecKind says how Exec was chosen.
	ExecKind string     `json:"exec_kind"`
	SGPRs    []uint32   `json:"sgprs"` // s0..s105
	VCC      uint64     `json:"vcc"`
	M0       uint32     `json:"m0"`
	SCC      bool       `json:"scc"`
	VGPRs    [][]uint32 `json:"vgprs"` // [reg][lane], every lane including inactive ones
	Memory   []byte     `json:"memory"`
}

// interesting values for registers: edges of int and float ranges.
var edgeValues = []uint32{0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 0x3f800000, 0xbf800000, 0x7fc00000,
	0x7f800000, 0xff800000, 0x00000001, 0x80000001, 64, 100, 0xdeadbeef}

func randValue(r *rand.Rand) uint32 {
	switch r.IntN(4) {
	case 0:
		return edgeValues[r.IntN(len(edgeValues))]
	case 1:
		return uint32(r.IntN(200)) - 100 // small signed values make compares go both ways
	case 2:
		return math.Float32bits(float32(r.NormFloat64() * 10))
	}
	return r.Uint32()
}

// RandomState builds a state for a wave size with vgprs VGPRs; s[0:1]
// points at the memory region.
func RandomState(seed uint64, wave, vgprs int) *State {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	st := &State{Seed: seed, SGPRs: make([]uint32, isa.SlotVCCLo), Memory: make([]byte, MemSize)}
	for i := range st.SGPRs {
		st.SGPRs[i] = randValue(r)
	}
	st.SGPRs[0], st.SGPRs[1] = uint32(MemBase&0xffffffff), uint32(MemBase>>32)
	st.VCC = uint64(randValue(r)) | uint64(randValue(r))<<32
	st.M0 = randValue(r)
	st.SCC = r.IntN(2) == 1
	full := ^uint64(0) >> (64 - wave)
	st.ExecKind = ExecKinds[r.IntN(len(ExecKinds))]
	switch st.ExecKind {
	case "zero":
		st.Exec = 0
	case "all":
		st.Exec = full
	case "one":
		st.Exec = 1 << uint(r.IntN(wave))
	case "alternating":
		st.Exec = 0x5555555555555555 & full
		if r.IntN(2) == 1 {
			st.Exec = 0xaaaaaaaaaaaaaaaa & full
		}
	case "upper-half":
		st.Exec = full &^ (full >> uint(wave/2))
	default:
		st.Exec = r.Uint64() & full
	}
	st.VGPRs = make([][]uint32, vgprs)
	for v := range st.VGPRs {
		st.VGPRs[v] = make([]uint32, wave)
		for l := range st.VGPRs[v] {
			st.VGPRs[v][l] = randValue(r)
		}
	}
	for i := range st.Memory {
		st.Memory[i] = byte(r.Uint32())
	}
	return st
}

// Apply loads the state into a wave and the snippet's memory.
func (st *State) Apply(s *sim.Snippet, w *sim.Wave) error {
	copy(w.S[:isa.SlotVCCLo], st.SGPRs)
	w.S[isa.SlotVCCLo], w.S[isa.SlotVCCHi] = uint32(st.VCC), uint32(st.VCC>>32)
	w.S[isa.SlotM0] = st.M0
	w.S[isa.SlotSCC] = 0
	if st.SCC {
		w.S[isa.SlotSCC] = 1
	}
	w.SetExec(st.Exec)
	for v, lanes := range st.VGPRs {
		for l, x := range lanes {
			w.SetLane(v, l, x)
		}
	}
	return s.Mem().Write(MemBase, st.Memory)
}

// JSON is the state as indented JSON (reproducers).
func (st *State) JSON() []byte {
	b, _ := json.MarshalIndent(st, "", " ")
	return b
}

func (st *State) String() string {
	return fmt.Sprintf("seed %d, exec %#x (%s)", st.Seed, st.Exec, st.ExecKind)
}
