package sim

import (
	"github.com/wavesim/wavesim/isa"
)

// Snippet runs an instruction sequence on waves whose state the caller
// sets up directly, without a kernel launch: for semantics tests and for
// checkers that start from random states.
type Snippet struct {
	Prog *isa.Program
	M    *Machine
	LDS  *LDS
}

// NewSnippet parses asm (instructions and labels, no directives needed)
// for a target and wave size.
func NewSnippet(arch string, wave int, asm string) (*Snippet, error) {
	a, err := isa.LookupArch(arch)
	if err != nil {
		return nil, err
	}
	p, err := isa.Parse("snippet.s", []byte(asm), isa.ParseOptions{Arch: a, Wave: wave})
	if err != nil {
		return nil, err
	}
	return SnippetOf(p)
}

// SnippetOf prepares a parsed program; its first kernel (or the whole
// listing) is what runs. Running off the end is a normal stop.
func SnippetOf(p *isa.Program) (*Snippet, error) {
	k := &isa.Kernel{Entry: 0, End: len(p.Insts)}
	if len(p.Kernels) > 0 {
		k = p.Kernels[0]
	}
	m, err := NewMachine(p, k)
	if err != nil {
		return nil, err
	}
	m.EndOK = true
	lds := 0
	for _, in := range p.Insts {
		if in.Op.Unit == isa.UnitLDS || in.Op.Seg == isa.SegFlat {
			lds = 64 << 10 // only programs that can reach LDS pay for it
			break
		}
	}
	return &Snippet{Prog: p, M: m, LDS: NewLDS(lds)}, nil
}

// Mem is the snippet's global memory; map regions before running.
func (s *Snippet) Mem() *Memory { return s.M.Mem }

// SetStepLimit bounds each run (n <= 0: DefaultStepLimit).
func (s *Snippet) SetStepLimit(n int64) {
	if n <= 0 {
		n = DefaultStepLimit
	}
	s.M.StepLimit = n
}

// NewWave returns a wave with zero registers and every lane in exec.
func (s *Snippet) NewWave() *Wave {
	// Every VGPR, and the AGPRs up to the last the program names.
	w := newWave(s.Prog.Wave, max(isa.MaxVGPRs, s.M.Code.vgprs))
	s.attach(w)
	s.ResetWave(w)
	return w
}

// NewSmallWave is NewWave with only vgprs VGPRs (at least those the
// program names): cheaper to reset, for checkers running many states.
func (s *Snippet) NewSmallWave(vgprs int) *Wave {
	w := newWave(s.Prog.Wave, max(vgprs, s.M.Code.vgprs))
	s.attach(w)
	s.ResetWave(w)
	return w
}

func (s *Snippet) attach(w *Wave) {
	w.M = s.M
	w.WG = &Workgroup{LDS: s.LDS, Waves: []*Wave{w}}
}

// ResetWave zeroes a wave's registers and puts it at the start with every
// lane in exec.
func (s *Snippet) ResetWave(w *Wave) {
	w.S = [isa.NumScalarSlots]uint32{}
	clear(w.V)
	w.PC, w.Done, w.Barrier, w.Steps, w.gws = s.M.Kernel.Entry, false, false, 0, 0
	w.setGPRIdx(false)
	w.SetExec(w.Full)
	w.S[isa.SlotSharedBase] = SharedAperture
	w.S[isa.SlotPrivateBase] = PrivateAperture
}

// Run executes w from its PC until s_endpgm or the end of the code, at
// most the step limit of instructions; a lone wave passes barriers.
func (s *Snippet) Run(w *Wave) error {
	w.Steps = 0 // the step limit applies to each run
	for !w.Done {
		if err := s.M.RunWave(w); err != nil {
			return err
		}
		if err := s.M.GWSStuck([]*Wave{w}); err != nil {
			return err
		}
		if w.Barrier && w.WG != nil {
			w.WG.BarrierReleased()
		}
		w.Barrier = false
	}
	return nil
}

// LDSBytes exposes the snippet's LDS for tests.
func (s *Snippet) LDSBytes() []byte {
	if len(s.LDS.data) == 0 {
		s.LDS.data = make([]byte, 64<<10)
	}
	return s.LDS.data
}
