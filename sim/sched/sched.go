package sched

import (
	"errors"
	"fmt"
	"math"

	"github.com/wavesim/wavesim/sim"
)

// Placement is where a run's workgroups go and how its waves take turns.
type Placement int

const (
	// Functional runs one workgroup at a time, each wave until it ends
	// or waits, the waves in turn (round robin). No clock.
	Functional Placement = iota
	// Isolated runs one workgroup at a time alone on a compute unit, its
	// waves on one SIMD, one instruction at a time in the order the
	// clock makes them ready.
	Isolated
	// Resident runs workgroups side by side on the compute units of
	// Config.CUs, admitted in grid order as room frees.
	Resident
)

func (p Placement) String() string {
	return [...]string{"functional", "isolated", "resident"}[p]
}

// Clock is the timing model as the scheduler sees it (package
// sim/timing's Model is one).
type Clock interface {
	// Ready is the cycle the wave's next instruction can issue at. It
	// does not fall until the wave steps, is placed or released from a
	// wait (what other waves do only holds it back), so the scheduler
	// keeps it as a bound and works it out again only for a wave that
	// might go first.
	Ready(w *sim.Wave) int64
	// StartGroup gives the next workgroup a fresh compute unit from
	// cycle 0 (Isolated); StartResident sets up cus compute units of
	// simds SIMDs each, shared by resident workgroups, and Place starts a
	// wave on SIMD simd of unit cu at a cycle (Resident): what the
	// clock's per-unit and device-wide resources (Port) are shared by.
	StartGroup()
	StartResident(cus, simds int)
	Place(w *sim.Wave, cu, simd int, at int64)
	// ReleaseBarrier lets waves waiting at s_barrier go on at the latest
	// arrival; WaveEnd is the cycle a done wave's work is over.
	ReleaseBarrier(waves []*sim.Wave)
	WaveEnd(w *sim.Wave) int64
}

// Config is what a scheduler runs and how.
type Config struct {
	Placement Placement
	Clock     Clock // nil only for Functional
	CUs       CUs   // the compute units of Resident
	// LDS is each workgroup's LDS bytes.
	LDS int
	// MaxWaves and MaxInsts bound the run (0: no bound): see Run.
	MaxWaves, MaxInsts int64
}

// CUs is the compute units resident workgroups share: N units of SIMDs
// SIMDs that hold Occ waves each, LDS bytes and Barriers barriers each
// (package sim/launch works them out from the target and the kernel).
type CUs struct {
	N, SIMDs, Occ, LDS, Barriers int
}

// Slots is the wave slots of all units.
func (c *CUs) Slots() int { return c.N * c.SIMDs * c.Occ }

// Source gives the workgroups of a run in order.
type Source interface {
	// Peek is the next workgroup's wave count, false when none is left.
	Peek() (waves int, ok bool)
	// Take starts the next workgroup: its waves, wave i in slots[i]
	// (a scratch slot and the clock's key of a resident wave), with
	// their initial state.
	Take(slots []int) *sim.Workgroup
	// Retire gives back a finished workgroup's waves and LDS for reuse.
	Retire(wg *sim.Workgroup)
	// ReleaseSlots frees the private memory of n slots from first: a
	// resident wave's when it ends, a lone workgroup's when its last
	// wave does.
	ReleaseSlots(first, n int)
}

// Bound names what stopped a run early.
type Bound int

const (
	// BoundWaves is Config.MaxWaves: whole workgroups start while the
	// waves they bring stay within it.
	BoundWaves Bound = iota + 1
	// BoundInsts is Config.MaxInsts, the wave instructions of the run.
	BoundInsts
)

func (b Bound) String() string {
	if b == BoundWaves {
		return "wave bound"
	}
	return "instruction budget"
}

// MarshalText names the bound by its option: max_waves or max_insts.
func (b Bound) MarshalText() ([]byte, error) {
	if b == BoundWaves {
		return []byte("max_waves"), nil
	}
	return []byte("max_insts"), nil
}

// Stop is Run's error when a bound stopped the run before its grid was
// done; InWorkgroup is the workgroup the instruction budget ran out in,
// nil between workgroups.
type Stop struct {
	Bound       Bound
	Limit       int64
	InWorkgroup *[3]int
}

func (s *Stop) Error() string { return fmt.Sprintf("stopped at the %s of %d", s.Bound, s.Limit) }

// ErrStuck is Run's error when every wave waits and none can go on.
var ErrStuck = errors.New("every resident wave waits and none can go on: the workgroups are stuck")

// resident is a workgroup on a compute unit.
type resident struct {
	wg   *sim.Workgroup
	cu   int
	simd []int // of each wave
	left int   // waves not done
	end  int64 // the cycle its done waves' work is over
}

// Scheduler runs a Source's workgroups on a machine.
type Scheduler struct {
	m   *sim.Machine
	cfg Config
	src Source

	cus       []cuState
	freeSlots []int       // wave slots free (Resident), lowest last
	live      []*resident // running workgroups, oldest first
	waves     []*sim.Wave // their waves, oldest first
	slots     []int       // Take's argument
	simdBuf   []int
	resPool   []*resident
	start     int64 // the cycle the last workgroup started at
	bounded   bool  // the wave bound stopped admission
	room      bool  // a wave ended (or none started yet): admit
	cursor    int   // Functional's round robin
	stepLimit int64 // the machine's own per-wave limit
	capped    bool  // the step limit was cut to the instruction budget
	// ready orders the timed waves by when they can go; picked is the
	// key of the wave picked: its slot (resident) or place in the
	// workgroup (alone).
	ready  readyQueue
	picked int

	// What Run completed, and the most instructions one wave executed
	// (the running waves' included once Run returns).
	Workgroups, Waves int
	MaxWaveSteps      int64
	// GroupDone, when set, is called after each workgroup completes.
	GroupDone func()
}

// New makes a scheduler for a run of src's workgroups on m.
func New(m *sim.Machine, cfg Config, src Source) (*Scheduler, error) {
	if cfg.Placement != Functional && cfg.Clock == nil {
		return nil, fmt.Errorf("%s placement needs a clock", cfg.Placement)
	}
	s := &Scheduler{m: m, cfg: cfg, src: src, room: true}
	if cfg.Placement == Resident {
		c := &cfg.CUs
		if c.N < 1 || c.SIMDs < 1 || c.Occ < 1 {
			return nil, fmt.Errorf("compute units %+v: want at least one of each", *c)
		}
		s.cus = make([]cuState, c.N)
		for i := range s.cus {
			s.cus[i] = newCUState(c.SIMDs, c.Occ, c.LDS, c.Barriers)
		}
		for slot := c.Slots() - 1; slot >= 0; slot-- {
			s.freeSlots = append(s.freeSlots, slot)
		}
		s.ready.reset(c.Slots())
	}
	return s, nil
}

// Run is the scheduling loop of every placement: admit the workgroups
// that have room, pick the wave to go, run it (a functional wave until it
// waits, a timed one for one instruction), release its workgroup's
// barrier when the last wave arrives, and retire what ended.
//
// The bounds: a workgroup starts only if its waves keep the total within
// MaxWaves, and those running finish. Side by side, the instruction
// budget stops the run before the instruction past it. One workgroup at a
// time, it is checked before each workgroup, and while one runs no wave
// may execute more than what is left of it (the machine's step limit), so
// a run stops having executed less than a workgroup's worth past it.
// Either way a run that fits in the budget completes. A bound's error is
// a *Stop.
func (s *Scheduler) Run() error {
	s.stepLimit = s.m.StepLimit
	if s.cfg.Placement == Resident {
		s.cfg.Clock.StartResident(s.cfg.CUs.N, s.cfg.CUs.SIMDs)
	}
	defer func() {
		s.m.StepLimit = s.stepLimit
		for _, w := range s.waves {
			s.MaxWaveSteps = max(s.MaxWaveSteps, w.Steps)
		}
	}()
	for {
		if s.room {
			// Room frees only when a wave ends.
			if err := s.admit(); err != nil {
				return err
			}
			s.room = false
		}
		if len(s.live) == 0 {
			if s.bounded {
				return &Stop{Bound: BoundWaves, Limit: s.cfg.MaxWaves}
			}
			return nil
		}
		w, err := s.pick()
		if err != nil {
			return err
		}
		if w == nil {
			// Every wave waits for a GWS resource or an ordered-count
			// turn that no running wave will give.
			if err := s.m.GWSStuck(s.waves); err != nil {
				return err
			}
			return ErrStuck
		}
		if err := s.run(w); err != nil {
			return err
		}
		if w.Barrier || w.Done {
			s.releaseBarrier(w.WG)
		}
		if w.Done {
			s.retire(w)
		}
	}
}

// run gives w its turn: one instruction when timed, else until it ends
// or waits.
func (s *Scheduler) run(w *sim.Wave) error {
	var err error
	switch s.cfg.Placement {
	case Functional:
		err = s.m.RunWave(w)
	default:
		if b := s.cfg.MaxInsts; b > 0 && s.m.Steps >= b && s.cfg.Placement == Resident {
			// The budget is spent and a wave has more to do.
			id := w.WG.ID
			return &Stop{Bound: BoundInsts, Limit: b, InWorkgroup: &id}
		}
		if len(s.waves) == 1 {
			// A lone wave goes on with no other to pick between its
			// instructions: a run of plain ones may go at once, within
			// the budget side by side.
			limit := math.MaxInt
			if b := s.cfg.MaxInsts; b > 0 && s.cfg.Placement == Resident {
				limit = int(b - s.m.Steps)
			}
			err = s.m.StepSpan(w, limit)
		} else {
			err = s.m.Step(w)
		}
		s.ready.stepped(s.picked)
	}
	if err != nil && s.capped && errors.Is(err, sim.ErrStepLimit) {
		id := w.WG.ID
		return &Stop{Bound: BoundInsts, Limit: s.cfg.MaxInsts, InWorkgroup: &id}
	}
	return err
}

// releaseBarrier releases wg's s_barrier when every wave of it that is
// not done waits there. A lone wave passes its barriers.
func (s *Scheduler) releaseBarrier(wg *sim.Workgroup) {
	waiting := false
	for _, w := range wg.Waves {
		if !w.Done && !w.AtBarrier() {
			return
		}
		waiting = waiting || w.AtBarrier()
	}
	if !waiting {
		return
	}
	if c := s.cfg.Clock; c != nil {
		c.ReleaseBarrier(wg.Waves)
	}
	for _, w := range wg.Waves {
		w.Barrier = false
	}
	wg.BarrierReleased()
	s.ready.released = true
}
