package validate

import (
	"bytes"
	"fmt"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/timing"
)

// Mismatch is the first observable difference between two runs.
type Mismatch struct {
	Kind  string // "memory", "register" or "fault"
	Addr  uint64
	Reg   isa.Reg
	Lane  int
	A, B  uint64 // the two values (original, rewritten)
	ExecA uint64 // exec at the end of each run
	ExecB uint64
	ErrA  string
	ErrB  string
	State *State
	Diff  string // instruction diff of the two programs
}

func (m *Mismatch) Error() string {
	var what string
	switch m.Kind {
	case "memory":
		what = fmt.Sprintf("memory byte %#x: original %#02x, rewritten %#02x", m.Addr, m.A, m.B)
	case "register":
		if m.Reg.File == isa.FileV {
			what = fmt.Sprintf("%s lane %d: original %#x, rewritten %#x", m.Reg, m.Lane, m.A, m.B)
		} else {
			what = fmt.Sprintf("%s: original %#x, rewritten %#x", m.Reg, m.A, m.B)
		}
	case "contract": // a property of the rewrite: no state shows it
		return "the rewrite breaks the pass's contract: " + m.ErrB
	default:
		what = fmt.Sprintf("only one side faulted: original %q, rewritten %q", m.ErrA, m.ErrB)
	}
	s := fmt.Sprintf("mismatch: %s; final exec original %#x, rewritten %#x", what, m.ExecA, m.ExecB)
	if m.State != nil {
		s += "; state " + m.State.String()
	}
	return s
}

// Checker runs an original and a rewritten snippet from the same states.
type Checker struct {
	A, B *isa.Program
	// LiveOut are the registers compared after a run (every lane of
	// VGPRs: inactive lanes hold data). Memory is always compared.
	LiveOut []isa.Reg
	// Timing measures both sides; Model sets named timing-model
	// parameters (timing.Knobs).
	Timing    bool
	Model     []timing.Setting
	StepLimit int64
	a, b      *sim.Snippet
	// waves, memory images and timing models reused from run to run
	wa, wb     *sim.Wave
	memA, memB []byte
	ta, tb     *timing.Model
}

// Outcome is one state's result.
type Outcome struct {
	Mismatch    *Mismatch
	BothFaulted bool
	// Fault is the original's error when both sides faulted.
	Fault            error
	CyclesA, CyclesB int64
	StallsA, StallsB timing.Stalls
}

// NewChecker prepares both programs.
func NewChecker(a, b *isa.Program, liveOut []isa.Reg) (*Checker, error) {
	c := &Checker{A: a, B: b, LiveOut: liveOut, StepLimit: 100000}
	var err error
	if c.a, err = sim.SnippetOf(a); err != nil {
		return nil, fmt.Errorf("original: %w", err)
	}
	if c.b, err = sim.SnippetOf(b); err != nil {
		return nil, fmt.Errorf("rewritten: %w", err)
	}
	for _, s := range []*sim.Snippet{c.a, c.b} {
		if err := s.Mem().Map("state memory", MemBase, MemSize); err != nil {
			return nil, err
		}
	}
	// The waves hold at least the VGPRs the comparison reads.
	vgprs := 16
	for _, r := range liveOut {
		if r.File == isa.FileV {
			vgprs = max(vgprs, int(r.Idx)+int(r.N))
		}
	}
	c.wa, c.wb = c.a.NewSmallWave(vgprs), c.b.NewSmallWave(vgprs)
	c.memA, c.memB = make([]byte, MemSize), make([]byte, MemSize)
	return c, nil
}

type sideResult struct {
	w   *sim.Wave
	err error
	t   *timing.Model
	mem []byte
}

func (c *Checker) run(s *sim.Snippet, w *sim.Wave, mem []byte, tm **timing.Model, st *State) sideResult {
	s.SetStepLimit(c.StepLimit)
	var r sideResult
	s.M.Observer = nil
	if c.Timing {
		if *tm == nil {
			t, err := timing.New(s.Prog, c.Model...)
			if err != nil {
				r.err = err
				return r
			}
			*tm = t
		} else {
			(*tm).Reset()
		}
		(*tm).Attach(s.M)
		r.t = *tm
	}
	s.ResetWave(w)
	if err := st.Apply(s, w); err != nil {
		r.err = err
		return r
	}
	r.err = s.Run(w)
	r.w = w
	if page, ok := s.Mem().Slice(MemBase, MemSize); ok {
		r.mem = page // compared in place, no copy
	} else {
		r.mem = mem
		if err := s.Mem().Read(MemBase, r.mem); err != nil && r.err == nil {
			r.err = err
		}
	}
	return r
}

// Run runs both sides from st and compares them.
func (c *Checker) Run(st *State) *Outcome {
	o := &Outcome{}
	c.Check(st, o)
	return o
}

// Check is Run with the outcome written to o: a campaign reuses one.
func (c *Checker) Check(st *State, o *Outcome) {
	*o = Outcome{}
	ra, rb := c.run(c.a, c.wa, c.memA, &c.ta, st), c.run(c.b, c.wb, c.memB, &c.tb, st)
	if ra.t != nil {
		o.CyclesA, o.CyclesB, o.StallsA, o.StallsB = ra.t.Cycles, rb.t.Cycles, ra.t.Stalls, rb.t.Stalls
	}
	mm := func(m *Mismatch) {
		m.State = st
		if ra.w != nil && rb.w != nil {
			m.ExecA, m.ExecB = ra.w.Exec(), rb.w.Exec()
		}
		m.Diff = Diff(c.A, c.B)
		o.Mismatch = m
	}
	switch {
	case ra.err != nil && rb.err != nil:
		o.BothFaulted, o.Fault = true, ra.err
		return
	case ra.err != nil || rb.err != nil:
		m := &Mismatch{Kind: "fault"}
		if ra.err != nil {
			m.ErrA = ra.err.Error()
		}
		if rb.err != nil {
			m.ErrB = rb.err.Error()
		}
		mm(m)
		return
	}
	if i := firstDiff(ra.mem, rb.mem); i >= 0 {
		mm(&Mismatch{Kind: "memory", Addr: MemBase + uint64(i), A: uint64(ra.mem[i]), B: uint64(rb.mem[i])})
		return
	}
	if m := c.compareLiveOut(ra.w, rb.w); m != nil {
		mm(m)
	}
}

// compareLiveOut finds the first live-out register that differs: every
// lane of a VGPR, inactive ones included.
func (c *Checker) compareLiveOut(wa, wb *sim.Wave) *Mismatch {
	for _, r := range c.LiveOut {
		for k := 0; k < int(r.N); k++ {
			u := r.Sub(k)
			if r.File == isa.FileV {
				la, lb := wa.LanesOf(int(u.Idx)), wb.LanesOf(int(u.Idx))
				if *la == *lb {
					continue
				}
				for l := 0; l < wa.Size; l++ {
					if la[l] != lb[l] {
						return &Mismatch{Kind: "register", Reg: u, Lane: l, A: uint64(la[l]), B: uint64(lb[l])}
					}
				}
				continue
			}
			if x, y := wa.ReadSGPRs(int(u.Idx), 1), wb.ReadSGPRs(int(u.Idx), 1); x != y {
				return &Mismatch{Kind: "register", Reg: u, Lane: -1, A: x, B: y}
			}
		}
	}
	return nil
}

func firstDiff(a, b []byte) int {
	if bytes.Equal(a, b) {
		return -1
	}
	for i := range a {
		if a[i] != b[i] {
			return i
		}
	}
	return -1
}
