package sim

import (
	"github.com/wavesim/wavesim/isa"
)

// Snippet runs an instruction sequence on waves whose state the caller
// sets up directly, without a kernel launch: for semantics tests and for
// checkers that start from random states.
type Snippet struct {
	Prog *isa.Program
	D    *Dispatch
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
// listing) is what runs.
func SnippetOf(p *isa.Program) (*Snippet, error) {
	code, err := Decode(p)
	if err != nil {
		return nil, err
	}
	k := &isa.Kernel{Entry: 0, End: len(p.Insts)}
	if len(p.Kernels) > 0 {
		k = p.Kernels[0]
	}
	d := &Dispatch{Prog: p, Kernel: k, Arch: p.Arch, Wave: p.Wave, Code: code, Mem: NewMemory(),
		Buffers: map[string]*Buffer{}, opts: Options{StepLimit: DefaultStepLimit}}
	lds := 0
	for _, in := range p.Insts {
		if in.Op.Unit == isa.UnitLDS || in.Op.Seg == isa.SegFlat {
			lds = 64 << 10 // only programs that can reach LDS pay for it
			break
		}
	}
	return &Snippet{Prog: p, D: d, LDS: &LDS{data: make([]byte, lds)}}, nil
}

// Mem is the snippet's global memory; map regions before running.
func (s *Snippet) Mem() *Memory { return s.D.Mem }

// SetStepLimit bounds each run.
func (s *Snippet) SetStepLimit(n int64) { s.D.opts.StepLimit = n }

// EnableTiming attaches a fresh timing model (and returns it).
func (s *Snippet) EnableTiming(strict bool) (*Timing, error) {
	s.D.opts.Timing, s.D.opts.Strict = true, strict
	if err := s.D.setupTiming(); err != nil {
		return nil, err
	}
	s.D.Timing.startGroup()
	return s.D.Timing, nil
}

// NewWave returns a wave with zero registers and every lane in exec.
func (s *Snippet) NewWave() *Wave {
	w := NewWave(s.D.Wave)
	w.D = s.D
	w.WG = &Workgroup{LDS: s.LDS, Waves: []*Wave{w}}
	w.PC = s.D.Kernel.Entry
	w.SetExec(w.Full)
	w.S[isa.SlotSharedBase] = sharedAper
	w.S[isa.SlotPrivateBase] = privateAper
	return w
}

// NewSmallWave is NewWave with only vgprs VGPRs (at least those the
// program names): cheaper to reset, for checkers running many states.
func (s *Snippet) NewSmallWave(vgprs int) *Wave {
	w := newWave(s.D.Wave, max(vgprs, s.D.Code.vgprs))
	w.D = s.D
	w.WG = &Workgroup{LDS: s.LDS, Waves: []*Wave{w}}
	s.ResetWave(w)
	return w
}

// ResetWave zeroes a wave's registers and puts it at the start with every
// lane in exec.
func (s *Snippet) ResetWave(w *Wave) {
	w.S = [isa.NumScalarSlots]uint32{}
	clear(w.V)
	w.PC, w.Done, w.Barrier, w.Steps = s.D.Kernel.Entry, false, false, 0
	w.tm = nil
	w.SetExec(w.Full)
	w.S[isa.SlotSharedBase] = sharedAper
	w.S[isa.SlotPrivateBase] = privateAper
}

// Run executes w from its PC until s_endpgm or the end of the code, at
// most the step limit of instructions.
// Reaching the end without s_endpgm is a normal stop for a snippet.
func (s *Snippet) Run(w *Wave) error {
	s.D.endOK = true
	w.Steps = 0 // the step limit applies to each run
	for !w.Done {
		if err := s.D.runWave(w); err != nil {
			return err
		}
		w.Barrier = false // a lone wave passes barriers
	}
	if s.D.Timing != nil {
		s.D.Timing.endGroup()
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
