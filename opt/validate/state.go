// Package validate validates rewrites by running the original and the
// rewritten program side by side on the same inputs: random wave states
// for snippets, launches for whole kernels. Every run compares what the
// differential contract (docs/design.md "Differential validation
// contract") makes observable: memory, and the registers declared live-out.
package validate

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// Memory the snippet states map: MemBase..MemBase+MemSize, with its base
// in s[0:1] unless a state says otherwise.
const (
	MemBase   = 0x1_0000_0000
	MemSize   = 4096
	MemRandom = 1024
)

// ExecKind names the exec masks random states use: edge cases hide
// exec-mask bugs (docs/design.md "Semantics that matter").
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
	// Drawn are the values the dictionary put in (Dictionary.ApplyState),
	// for the report; the registers and memory above hold them.
	Drawn []StateDraw `json:"-"`
}

// interesting values for registers: edges of int and float ranges.
var edgeValues = [16]uint32{0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 0x3f800000, 0xbf800000, 0x7fc00000,
	0x7f800000, 0xff800000, 0x00000001, 0x80000001, 64, 100, 0xdeadbeef, 0x00800000}

// splitmix is a small fast generator (SplitMix64): random states are made
// millions of times per campaign.
type splitmix uint64

func (s *splitmix) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

func (s *splitmix) intn(n int) int { return int(s.next() % uint64(n)) }

// value draws a register value: an edge value, a small signed integer (so
// compares go both ways), a float of moderate size, or any bits.
func (s *splitmix) value() uint32 {
	x := s.next()
	switch x & 3 {
	case 0:
		return edgeValues[x>>2&15]
	case 1:
		return uint32(int32(x>>2%200) - 100)
	case 2:
		return math.Float32bits(float32(int32(x>>8)) / float32(uint64(1)<<(x>>3&31)))
	}
	return uint32(x >> 32)
}

// fill draws a run of values (a VGPR's lanes, a group of SGPRs) of one
// kind: edge values, small signed integers, floats, or any bits. One kind
// per run keeps the loop free of unpredictable branches, and one 64-bit
// draw feeds several values (four, or two; a short tail takes one more
// draw, as a full step would).
func (r *splitmix) fill(v []uint32) {
	switch r.next() & 3 {
	case 0:
		l := 0
		for ; l+4 <= len(v); l += 4 {
			x, w := r.next(), v[l:l+4:l+4]
			w[0], w[1], w[2], w[3] = edgeValues[x&15], edgeValues[x>>4&15], edgeValues[x>>8&15], edgeValues[x>>12&15]
		}
		if l < len(v) {
			x := r.next()
			for k := 0; l+k < len(v); k++ {
				v[l+k] = edgeValues[x>>(4*k)&15]
			}
		}
	case 1:
		l := 0
		for ; l+4 <= len(v); l += 4 {
			x, w := r.next(), v[l:l+4:l+4]
			w[0], w[1], w[2], w[3] = smallInt(x), smallInt(x>>16), smallInt(x>>32), smallInt(x>>48)
		}
		if l < len(v) {
			x := r.next()
			for k := 0; l+k < len(v); k++ {
				v[l+k] = smallInt(x >> (16 * k))
			}
		}
	case 2:
		scale := 1 / float32(uint64(1)<<(r.next()&15))
		f := func(x uint32) uint32 { return math.Float32bits(float32(int32(x)>>8) * scale) }
		l := 0
		for ; l+2 <= len(v); l += 2 {
			x, w := r.next(), v[l:l+2:l+2]
			w[0], w[1] = f(uint32(x)), f(uint32(x>>32))
		}
		if l < len(v) {
			v[l] = f(uint32(r.next()))
		}
	default:
		l := 0
		for ; l+2 <= len(v); l += 2 {
			x, w := r.next(), v[l:l+2:l+2]
			w[0], w[1] = uint32(x), uint32(x>>32)
		}
		if l < len(v) {
			v[l] = uint32(r.next())
		}
	}
}

// smallInt is a signed integer in [-100, 100) from the low 16 bits of x.
func smallInt(x uint64) uint32 { return uint32(int32(x&0xffff%200) - 100) }

// randValue draws a value from a math/rand generator (launch data).
func randValue(r *rand.Rand) uint32 {
	s := splitmix(r.Uint64())
	return s.value()
}

// RandomState builds a state for a wave size with vgprs VGPRs; s[0:1]
// points at the memory region.
func RandomState(seed uint64, wave, vgprs int) *State {
	st := &State{}
	st.Fill(seed, wave, vgprs)
	return st
}

// Fill makes st the random state of a seed, reusing its buffers (a
// campaign draws millions of states).
func (st *State) Fill(seed uint64, wave, vgprs int) {
	r := splitmix(seed)
	st.Seed = seed
	if len(st.SGPRs) != isa.SlotVCCLo {
		st.SGPRs = make([]uint32, isa.SlotVCCLo)
	}
	if len(st.Memory) != MemSize {
		st.Memory = make([]byte, MemSize)
	}
	for i := 0; i < len(st.SGPRs); i += 8 {
		r.fill(st.SGPRs[i:min(i+8, len(st.SGPRs))])
	}
	st.SGPRs[0], st.SGPRs[1] = uint32(MemBase&0xffffffff), uint32(MemBase>>32)
	st.VCC = uint64(r.value()) | uint64(r.value())<<32
	st.M0 = r.value()
	st.SCC = r.next()&1 == 1
	full := ^uint64(0) >> (64 - wave)
	st.ExecKind = ExecKinds[r.intn(len(ExecKinds))]
	switch st.ExecKind {
	case "zero":
		st.Exec = 0
	case "all":
		st.Exec = full
	case "one":
		st.Exec = 1 << uint(r.intn(wave))
	case "alternating":
		st.Exec = 0x5555555555555555 & full
		if r.next()&1 == 1 {
			st.Exec = 0xaaaaaaaaaaaaaaaa & full
		}
	case "upper-half":
		st.Exec = full &^ (full >> uint(wave/2))
	default:
		st.Exec = r.next() & full
	}
	if len(st.VGPRs) != vgprs || vgprs > 0 && len(st.VGPRs[0]) != wave {
		st.VGPRs = make([][]uint32, vgprs)
		lanes := make([]uint32, vgprs*wave)
		for v := range st.VGPRs {
			st.VGPRs[v] = lanes[v*wave : (v+1)*wave : (v+1)*wave]
		}
	}
	for v := range st.VGPRs {
		r.fill(st.VGPRs[v])
	}
	// The first MemRandom bytes (where generated programs load and store)
	// are random, the rest zero.
	for i := 0; i < MemRandom; i += 8 {
		binary.LittleEndian.PutUint64(st.Memory[i:], r.next())
	}
	clear(st.Memory[MemRandom:])
}

// check refuses a state (read from a reproducer) that is not one Fill
// makes for a wave of wave lanes: ApplyRegs would otherwise copy a short
// SGPR list or VGPRs of the wrong width into the wave and replay something
// else than what was found. It names the key at fault.
func (st *State) check(wave int) (string, error) {
	if len(st.SGPRs) != isa.SlotVCCLo {
		return "sgprs", fmt.Errorf("the state has %d SGPRs; it holds s0..s%d (%d)", len(st.SGPRs), isa.SlotVCCLo-1, isa.SlotVCCLo)
	}
	if wave < 64 && st.Exec>>uint(wave) != 0 {
		return "exec", fmt.Errorf("exec 0x%x has lanes past the wave's %d", st.Exec, wave)
	}
	// vcc is not checked against the wave: in wave32 its high half is
	// vcc_hi, an SGPR a program may read, and Fill draws all 64 bits.
	//
	// Echoed in the report as how exec was chosen: only the kinds Fill and
	// the snippet settings write ("set") describe it.
	if st.ExecKind != "" && st.ExecKind != "set" && !slices.Contains(ExecKinds, st.ExecKind) {
		return "exec_kind", fmt.Errorf("%q is no exec kind (%s, set)", st.ExecKind, strings.Join(ExecKinds, ", "))
	}
	// ApplyRegs stops at the wave's last VGPR: the rest would be dropped.
	if len(st.VGPRs) > isa.MaxVGPRs {
		return "vgprs", fmt.Errorf("the state has %d VGPRs; the target holds v0..v%d (%d)", len(st.VGPRs), isa.MaxVGPRs-1, isa.MaxVGPRs)
	}
	for v, lanes := range st.VGPRs {
		if len(lanes) != wave {
			return "vgprs", fmt.Errorf("v%d has %d lanes; the program runs in wave%d (\"wave\" and the program must agree with the state)", v, len(lanes), wave)
		}
	}
	if len(st.Memory) != MemSize {
		return "memory", fmt.Errorf("the state's memory is %d bytes; it holds %d", len(st.Memory), MemSize)
	}
	return "", nil
}

// Apply loads the state into a wave and the snippet's memory.
func (st *State) Apply(s *sim.Snippet, w *sim.Wave) error {
	st.ApplyRegs(w)
	if page, ok := s.Mem().Slice(MemBase, MemSize); ok {
		copy(page, st.Memory)
		return nil
	}
	return s.Mem().Write(MemBase, st.Memory)
}

// ApplyRegs loads the state's registers into a wave (not its memory).
func (st *State) ApplyRegs(w *sim.Wave) {
	copy(w.S[:isa.SlotVCCLo], st.SGPRs)
	w.S[isa.SlotVCCLo], w.S[isa.SlotVCCHi] = uint32(st.VCC), uint32(st.VCC>>32)
	w.S[isa.SlotM0] = st.M0
	w.S[isa.SlotSCC] = 0
	if st.SCC {
		w.S[isa.SlotSCC] = 1
	}
	w.SetExec(st.Exec)
	for v, lanes := range st.VGPRs {
		if v >= w.NumVGPRs() {
			break
		}
		w.SetVGPR(v, lanes)
	}
}

// JSON is the state as indented JSON (reproducers).
func (st *State) JSON() []byte {
	b, _ := json.MarshalIndent(st, "", " ")
	return b
}

func (st *State) String() string {
	return fmt.Sprintf("seed %d, exec %#x (%s)", st.Seed, st.Exec, st.ExecKind)
}
