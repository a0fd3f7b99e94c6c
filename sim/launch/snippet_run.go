package launch

import (
	"fmt"
	"io"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/timing"
)

// A snippet is a file of instructions (and labels) that defines no kernel
// (isa.Program.Bare): a few lines pasted from llc output. It runs as one
// wave, on registers alone, from a state the caller sets; running off its
// end ends the wave, as s_endpgm does. docs/snippets.md describes the
// initial state and the command line.

// SnippetOptions configure a snippet run.
type SnippetOptions struct {
	// StepLimit is the instruction limit (0: sim.DefaultStepLimit).
	StepLimit int64
	// Strict makes the first hazard an error.
	Strict bool
	// Trace receives the dynamic instruction stream with issue cycles.
	Trace io.Writer
	// Timeline receives every issued instruction.
	Timeline timing.Timeline
	// Model sets named timing-model parameters (timing.Knobs).
	Model []timing.Setting
	// Init sets the initial state. The wave starts with every register
	// zero and every lane in exec (sim.Snippet.ResetWave); Init changes
	// what it wants.
	Init func(w *sim.Wave)
}

// CheckSnippet reports what keeps p from running as a snippet: it defines
// a kernel, has no instructions, or accesses memory, which a snippet does
// not have (the error names the first such instruction).
func CheckSnippet(p *isa.Program) error {
	if !p.Bare {
		return fmt.Errorf("%s defines a kernel: run it with a launch spec (--launch spec.json; `wavesim launch %s > launch.json` writes a template)", p.File, p.File)
	}
	if len(p.Insts) == 0 {
		return fmt.Errorf("%s: no instructions to run", p.File)
	}
	for _, in := range p.Insts {
		if in.Op.AccessesMemory() {
			return fmt.Errorf("%s: %s: a snippet runs on registers alone and has no memory to load from or store to; "+
				"to run loads and stores, run the whole kernel llc printed with a launch spec "+
				"(`wavesim launch kernel.s > launch.json` writes a template, then `wavesim run --launch launch.json kernel.s`)",
				in.Pos, isa.FormatInst(in, p.Arch))
		}
	}
	return nil
}

// SnippetRun is a snippet's run on one wave, with the cycle model.
type SnippetRun struct {
	Prog *isa.Program
	// Wave holds the final state.
	Wave *sim.Wave
	// InitialExec is exec as the run started.
	InitialExec uint64
	Timing      *timing.Model
}

// RunSnippet runs p (see CheckSnippet) as one timed wave. A run that
// faults, or hits the step limit, returns its error.
func RunSnippet(p *isa.Program, o SnippetOptions) (*SnippetRun, error) {
	if err := CheckSnippet(p); err != nil {
		return nil, err
	}
	s, err := sim.SnippetOf(p)
	if err != nil {
		return nil, err
	}
	s.SetStepLimit(o.StepLimit)
	t, err := timing.New(p, o.Model...)
	if err != nil {
		return nil, err
	}
	t.Strict, t.Trace, t.Timeline = o.Strict, o.Trace, o.Timeline
	t.Attach(s.M)
	w := s.NewWave()
	if o.Init != nil {
		o.Init(w)
	}
	r := &SnippetRun{Prog: p, Wave: w, InitialExec: w.Exec(), Timing: t}
	if err := s.Run(w); err != nil {
		return nil, err
	}
	return r, nil
}

// SnippetOutput is the machine-readable result of a snippet run.
type SnippetOutput struct {
	Snippet string `json:"snippet"`
	Arch    string `json:"arch"`
	Wave    int    `json:"wave"`
	// InitialState says how the state was made (set by the caller:
	// "zeros", "random seed N", and the registers set).
	InitialState string `json:"initial_state,omitempty"`
	InitialExec  uint64 `json:"initial_exec"`
	Steps        int64  `json:"wave_instructions"`
	// Timing holds the totals, and the per-instruction rows when asked.
	Timing *timing.Report `json:"timing"`
	// Registers are the final values of every register the snippet
	// writes (isa.Program.Writes).
	Registers []RegValue `json:"registers"`
}

// RegValue is a register's final value: Value for a scalar register,
// Lanes (one per lane of the wave, inactive lanes included) for a VGPR.
type RegValue struct {
	Reg   string   `json:"reg"`
	Value *uint32  `json:"value,omitempty"`
	Lanes []uint32 `json:"lanes,omitempty"`
}

// Output collects the run's figures; insts adds the timing report's
// per-instruction rows.
func (r *SnippetRun) Output(insts bool) *SnippetOutput {
	p, w := r.Prog, r.Wave
	out := &SnippetOutput{Snippet: p.File, Arch: p.Arch.Name, Wave: p.Wave, InitialExec: r.InitialExec, Steps: w.Steps,
		Registers: []RegValue{}}
	if insts {
		out.Timing = r.Timing.Report(p.Kernels[0])
	} else {
		out.Timing = r.Timing.Totals()
	}
	for _, reg := range p.Writes() {
		rv := RegValue{Reg: reg.String()}
		if reg.File == isa.FileV {
			l := w.Lanes(int(reg.Idx))
			rv.Lanes = append([]uint32(nil), l[:w.Size]...)
		} else {
			v := uint32(w.ReadSGPRs(int(reg.Idx), 1))
			rv.Value = &v
		}
		out.Registers = append(out.Registers, rv)
	}
	return out
}
