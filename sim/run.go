package sim

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// DefaultStepLimit bounds the instructions one wave may execute.
const DefaultStepLimit = 50_000_000

// Apertures of flat addressing: the high dwords of the shared (LDS) and
// private (scratch) flat address ranges, which every wave finds in
// src_shared_base / src_private_base. They sit far from every mapped
// region, so a flat access outside them reaches global memory.
const (
	SharedAperture  = 0x0001_0000
	PrivateAperture = 0x0002_0000
)

// Observer sees every instruction a wave runs: Issue before it (an error
// stops the run and is returned as it is), Retire after it. The timing
// model (package sim/timing) is one.
type Observer interface {
	Issue(w *Wave, pc int) error
	Retire(w *Wave, pc int)
}

// SpanObserver is an Observer that can also take a run of plain VALU
// instructions (those the executor runs in one go, Wave.runPlain) at
// once. IssueSpan is Issue and Retire for the instructions [pc, pc+n) in
// order, as if each ran between them: it may stop early, and returns how
// many it took; the executor then runs those. Its error is the one Issue
// would have returned for the instruction after them, which does not run.
// A plain instruction reads nothing an observer changes and changes no
// wave state an observer reads but exec, so an observer that stops after
// an instruction writing exec sees what stepping would show it.
type SpanObserver interface {
	Observer
	IssueSpan(w *Wave, pc, n int) (int, error)
}

// ReleaseObserver is an Observer told when the instruction running
// releases another wave from a GWS or ds_ordered_count wait, so the
// released wave goes on no earlier than that instruction.
type ReleaseObserver interface {
	Released(w *Wave)
}

// released reports w's release to the observer.
func (m *Machine) released(w *Wave) {
	if ro, ok := m.Observer.(ReleaseObserver); ok {
		ro.Released(w)
	}
}

// Machine is what the waves of one run share: the decoded program, the
// code range they run in, global memory, the limits, the statistics and an
// optional observer.
type Machine struct {
	Code   *Code
	Kernel *isa.Kernel // instructions [Entry, End) are the kernel's
	Mem    *Memory
	// StepLimit is the per-wave instruction limit (NewMachine sets
	// DefaultStepLimit).
	StepLimit int64
	// EndOK makes running off the end of the code a normal stop (snippets).
	EndOK    bool
	Observer Observer

	// gws holds the global wave sync resources of the dispatch (gws.go),
	// gds its global data share (nil until used).
	gws     [numGWS]gwsResource
	gds     *LDS
	ordered orderedUnit
	// acc records what each memory instruction touched (RecordAccesses).
	acc *Accesses
	// checkRaces turns on the LDS race check (ldsrace.go), which keeps
	// the first race and counts them all.
	checkRaces  bool
	firstRace   *LDSRace
	races       int
	ldsAccesses int64

	Steps   int64 // instructions executed, all waves
	VALUOps int64 // vector ALU operations run by lane functions (a VOPD pair is two)
	LaneOps int64 // their active lanes, summed
}

// NewMachine decodes a program whose kernel k the waves will run.
func NewMachine(p *isa.Program, k *isa.Kernel) (*Machine, error) {
	code, err := Decode(p)
	if err != nil {
		return nil, err
	}
	if err := code.checkExternal(k); err != nil {
		return nil, err
	}
	m := &Machine{Code: code, Kernel: k, Mem: NewMemory(), StepLimit: DefaultStepLimit}
	if err := m.mapGOT(); err != nil {
		return nil, err
	}
	if err := m.mapData(); err != nil {
		return nil, err
	}
	return m, nil
}

// NewWave allocates a wave of the program's wave size with the VGPRs the
// program names, at the kernel's entry, attached to this machine.
func (m *Machine) NewWave(wg *Workgroup) *Wave {
	w := newWave(m.Code.Prog.Wave, m.Code.vgprs)
	w.M, w.WG, w.PC, w.fn = m, wg, m.Kernel.Entry, m.Kernel
	return w
}

// Workgroup is the shared state of one workgroup.
type Workgroup struct {
	ID    [3]int
	LDS   *LDS
	Waves []*Wave
}

// RunError is a failure while executing: the instruction, wave and lane.
type RunError struct {
	Pos       isa.Pos
	Inst      string
	Wave      int
	Workgroup [3]int
	Lane      int // -1 when not lane-specific
	Err       error
}

func (e *RunError) Error() string {
	lane := ""
	if e.Lane >= 0 {
		lane = fmt.Sprintf(", lane %d", e.Lane)
	}
	return fmt.Sprintf("%s: %s (wave %d of workgroup (%d,%d,%d)%s): %v", e.Pos, e.Inst, e.Wave, e.Workgroup[0], e.Workgroup[1], e.Workgroup[2], lane, e.Err)
}

func (e *RunError) Unwrap() error { return e.Err }

// ErrStepLimit is wrapped by the error of a wave that ran too long.
var ErrStepLimit = errors.New("step limit reached")

// CheckPC reports control that left the function the wave runs: the
// kernel, or a function it called.
func (m *Machine) CheckPC(w *Wave) error {
	pc, k := w.PC, w.function()
	if pc < k.Entry || pc >= k.End {
		what, end := "the kernel", "s_endpgm"
		if k != m.Kernel {
			what, end = "function "+k.Name, "s_setpc_b64"
		}
		return m.fail(w, pc-1, -1, fmt.Errorf("control left %s (next instruction index %d is outside %d..%d): a branch went astray or %s lacks %s", what, pc, k.Entry, k.End-1, what, end))
	}
	return nil
}

// run executes one decoded instruction, through the GPR-indexing path
// while GFX9's indexing mode is on (gpr_idx.go).
func (w *Wave) run(di *dinst) error {
	if w.gprIdx {
		return w.runGPRIndexed(di)
	}
	return di.run(w, di)
}

// function is the kernel or callee whose code the wave runs.
func (w *Wave) function() *isa.Kernel {
	if w.fn == nil {
		return w.M.Kernel
	}
	return w.fn
}

// Step runs the wave's next instruction, with the observer around it.
func (m *Machine) Step(w *Wave) error {
	pc := w.PC
	if m.Observer == nil {
		return m.execute(w, pc)
	}
	if err := m.Observer.Issue(w, pc); err != nil {
		return err
	}
	if err := m.execute(w, pc); err != nil {
		return err
	}
	m.Observer.Retire(w, pc)
	return nil
}

// StepSpan is Step, or, where the wave's next instruction starts a run
// of plain VALU instructions and the observer takes such runs
// (SpanObserver), at most limit of them at once: for a scheduler with a
// lone wave, which has nothing to arbitrate between its instructions.
// The wave's PC must be inside its function, as Step needs it to be.
func (m *Machine) StepSpan(w *Wave, limit int) error {
	so, _ := m.Observer.(SpanObserver)
	return m.stepSpan(w, so, limit)
}

// stepSpan is StepSpan with the observer's SpanObserver side (nil: none)
// found once by the caller.
func (m *Machine) stepSpan(w *Wave, so SpanObserver, limit int) error {
	pc := w.PC
	if so != nil {
		if n := min(int(m.Code.insts[pc].span), w.function().End-pc, limit); n > 1 {
			if took, err := m.runSpan(w, so, pc, n); took > 0 || err != nil {
				return err
			}
		}
	}
	return m.Step(w)
}

// execute runs one decoded instruction: the executor's inner step.
func (m *Machine) execute(w *Wave, pc int) error {
	di := &m.Code.insts[pc]
	w.PC = pc + 1
	w.taken = false
	if err := w.run(di); err != nil {
		return m.execFailed(w, pc, err)
	}
	w.Steps++
	m.Steps++
	if w.Steps >= m.StepLimit && !w.Done {
		return m.stepLimit(w, pc)
	}
	return nil
}

// execFailed reports an instruction's error with its lane, if it has one.
func (m *Machine) execFailed(w *Wave, pc int, err error) error {
	lane := -1
	var me *MemError
	if errors.As(err, &me) {
		lane, err = me.Lane, me.Err
	}
	return m.fail(w, pc, lane, err)
}

func (m *Machine) stepLimit(w *Wave, pc int) error {
	return m.fail(w, pc, -1, fmt.Errorf("%w: wave executed %d instructions without ending (an infinite loop?); raise the limit with --max-steps", ErrStepLimit, w.Steps))
}

// RunWave executes w until it ends or waits (at a barrier, for a GWS
// resource or an ordered-count turn): a functional wave's turn in the
// scheduler's round robin (package sim/sched).
func (m *Machine) RunWave(w *Wave) error {
	if m.Observer == nil {
		return m.runFast(w)
	}
	so, _ := m.Observer.(SpanObserver)
	for !w.Done && !w.Barrier {
		pc, k := w.PC, w.function()
		if pc == k.End && m.EndOK && k == m.Kernel {
			w.Done = true
			break
		}
		if pc < k.Entry || pc >= k.End {
			return m.CheckPC(w)
		}
		if err := m.stepSpan(w, so, math.MaxInt); err != nil {
			return err
		}
	}
	return nil
}

// runSpan runs what the observer takes of the n plain instructions at
// pc, and how many that was (0: step them one at a time).
func (m *Machine) runSpan(w *Wave, so SpanObserver, pc, n int) (int, error) {
	if w.gprIdx || w.Steps+int64(n) >= m.StepLimit {
		return 0, nil
	}
	took, err := so.IssueSpan(w, pc, n)
	if took > 0 {
		di := &m.Code.insts[pc]
		w.runPlain(m.Code.vops[di.vop : di.vop+int32(took)])
		w.PC = pc + took
		w.taken = false
		w.Steps += int64(took)
		m.Steps += int64(took)
	}
	return took, err
}

// runFast is RunWave without an observer: the executor's inner loop, with
// Step and execute inlined by hand.
func (m *Machine) runFast(w *Wave) error {
	f := w.function()
	entry, end := f.Entry, f.End
	insts := m.Code.insts
	for !w.Done && !w.Barrier {
		pc := w.PC
		if pc < entry || pc >= end {
			if g := w.fn; g != nil && g != f && pc >= g.Entry && pc < g.End {
				// A call or a return (s_swappc_b64, s_setpc_b64) moved the
				// wave to another function.
				f, entry, end = g, g.Entry, g.End
			} else {
				if pc == end && m.EndOK && f == m.Kernel {
					w.Done = true
					break
				}
				return m.CheckPC(w)
			}
		}
		di := &insts[pc]
		if n := int64(min(int(di.span), end-pc)); n > 0 && !w.gprIdx && w.Steps+n < m.StepLimit {
			// Plain VALU instructions neither fail, branch, end the wave
			// nor wait, and none of them reaches the step limit.
			w.runPlain(m.Code.vops[di.vop : di.vop+int32(n)])
			w.PC = pc + int(n)
			w.taken = false
			w.Steps += n
			m.Steps += n
			continue
		}
		w.PC = pc + 1
		w.taken = false
		// w.run by hand: the inner loop keeps the call direct.
		var err error
		if w.gprIdx {
			err = w.runGPRIndexed(di)
		} else {
			err = di.run(w, di)
		}
		if err != nil {
			return m.execFailed(w, pc, err)
		}
		w.Steps++
		m.Steps++
		if w.Steps >= m.StepLimit && !w.Done {
			return m.stepLimit(w, pc)
		}
	}
	return nil
}

func (m *Machine) fail(w *Wave, pc, lane int, err error) error {
	e := &RunError{Wave: w.InGroup, Lane: lane, Err: err}
	if w.WG != nil {
		e.Workgroup = w.WG.ID
	}
	if p := m.Code.Prog; pc >= 0 && pc < len(p.Insts) {
		in := p.Insts[pc]
		e.Pos, e.Inst = in.Pos, isa.FormatInst(in, p.Arch)
	}
	var f *Fault
	if errors.As(err, &f) && !f.LDS {
		if r := m.Mem.RegionOf(f.Addr); r != "" {
			e.Err = fmt.Errorf("%w (inside %s)", err, r)
		} else {
			e.Err = fmt.Errorf("%w (mapped: %s)", err, m.describeRegions())
		}
	}
	return e
}

func (m *Machine) describeRegions() string {
	var parts []string
	for _, r := range m.Mem.Regions() {
		parts = append(parts, fmt.Sprintf("%s [%#x,%#x)", r.Name, r.Base, r.Base+r.Size))
	}
	return strings.Join(parts, ", ")
}

// ResolveSymbol gives every immediate operand that names sym the value v:
// the relocations through which plain -march=amdgcn code receives its
// scratch descriptor (SCRATCH_RSRC_DWORD0/1).
func (c *Code) ResolveSymbol(sym string, v uint64) {
	for i := range c.insts {
		di := &c.insts[i]
		for j := 0; j < int(di.nsrc); j++ {
			if o := &di.src[j]; o.sym && di.in.Args[o.arg].Sym == sym {
				di.src[j].imm = v
			}
		}
	}
}
