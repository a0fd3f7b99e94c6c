package launch

import (
	"errors"
	"fmt"
	"time"

	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/sched"
)

// Status is how far a dispatch has got: the waves and workgroups it
// completed of the grid's, and the wave instructions executed so far
// (those of a workgroup in progress included).
type Status struct {
	Waves           int64 `json:"waves"`
	TotalWaves      int64 `json:"total_waves"`
	Workgroups      int64 `json:"workgroups"`
	TotalWorkgroups int64 `json:"total_workgroups"`
	Steps           int64 `json:"wave_instructions"`
}

// ProgressInterval is the default least time between two calls of
// Options.Progress, besides the first (before any workgroup runs) and the
// last (when the dispatch ends, fails or stops). A dispatch reads the
// clock once per workgroup.
const ProgressInterval = 100 * time.Millisecond

// A Bound names what stopped a dispatch early: BoundWaves
// (Options.MaxWaves: whole workgroups run while the waves they bring stay
// within it) or BoundInsts (Options.MaxInsts, the wave instructions of
// the whole dispatch).
type Bound = sched.Bound

const (
	BoundWaves = sched.BoundWaves
	BoundInsts = sched.BoundInsts
)

// StopError is Run's error when a bound stopped the dispatch before its
// grid was done. Memory holds what the completed workgroups wrote (and
// part of what the running ones wrote): the results are partial.
type StopError struct {
	Bound Bound `json:"bound"`
	Limit int64 `json:"limit"`
	Status
	// InWorkgroup is the workgroup the instruction budget ran out in:
	// one at a time, the one running; side by side, that of the wave
	// that would have issued next (others may be partial too). Nil when
	// the dispatch stopped between workgroups.
	InWorkgroup *[3]int `json:"in_workgroup,omitempty"`
}

func (e *StopError) Error() string {
	where := "before the next workgroup"
	if g := e.InWorkgroup; g != nil {
		where = fmt.Sprintf("inside workgroup (%d,%d,%d)", g[0], g[1], g[2])
	}
	return fmt.Sprintf("stopped at the %s of %d %s: %s; the results are partial",
		e.Bound, e.Limit, where, e.Done())
}

// Done says what a status covers: "125000 of 3906250 workgroups
// (1000000 of 31250000 waves) completed, 8000000 wave instructions".
func (s Status) Done() string {
	return fmt.Sprintf("%d of %d workgroups (%d of %d waves) completed, %d wave instructions",
		s.Workgroups, s.TotalWorkgroups, s.Waves, s.TotalWaves, s.Steps)
}

// Status is how far the dispatch has got.
func (d *Dispatch) Status() Status {
	st := Status{TotalWaves: d.TotalWaves, TotalWorkgroups: d.TotalWorkgroups, Steps: d.M.Steps}
	if s := d.sched; s != nil {
		st.Waves, st.Workgroups = int64(s.Waves), int64(s.Workgroups)
	}
	return st
}

// progress calls Options.Progress, at most every ProgressInterval.
type progress struct {
	d    *Dispatch
	next time.Time
}

func (p *progress) report(force bool) {
	f := p.d.opts.Progress
	if f == nil {
		return
	}
	if now := time.Now(); force || !now.Before(p.next) {
		every := p.d.opts.ProgressEvery
		if every <= 0 {
			every = ProgressInterval
		}
		p.next = now.Add(every)
		f(p.d.Status())
	}
}

// Run executes every workgroup in grid order through the scheduler
// (package sched): side by side on the compute units of Options.CUs when
// timed, else one at a time, alone on a compute unit when timed. Waves of
// a workgroup run until they reach s_barrier or end; a barrier releases
// when every wave that has not ended reached it.
//
// Options.MaxWaves and MaxInsts stop a long dispatch with a *StopError
// (sched.Scheduler.Run says when each is checked); a dispatch that fits
// in them completes.
func (d *Dispatch) Run() error {
	err := d.run()
	if s := (*StopError)(nil); errors.As(err, &s) {
		d.Stopped = s
	}
	return err
}

func (d *Dispatch) run() error {
	cfg := sched.Config{Placement: sched.Functional, LDS: d.ldsSize, MaxWaves: d.opts.MaxWaves, MaxInsts: d.opts.MaxInsts}
	switch {
	case d.cu != nil:
		cfg.Placement, cfg.Clock, cfg.CUs = sched.Resident, d.Timing, *d.cu
	case d.Timing != nil:
		cfg.Placement, cfg.Clock = sched.Isolated, d.Timing
	}
	src := &gridSource{d: d, grid: d.grid()}
	s, err := sched.New(d.M, cfg, src)
	if err != nil {
		return err
	}
	d.sched = s
	pr := progress{d: d}
	s.GroupDone = func() { pr.report(false) }
	pr.report(true)
	defer pr.report(true)
	err = s.Run()
	d.Workgroups, d.NumWaves, d.MaxWaveSteps = s.Workgroups, s.Waves, s.MaxWaveSteps
	if st := (*sched.Stop)(nil); errors.As(err, &st) {
		return &StopError{Bound: st.Bound, Limit: st.Limit, Status: d.Status(), InWorkgroup: st.InWorkgroup}
	}
	return err
}

// grid is the dispatch's grid, cut into workgroups.
func (d *Dispatch) grid() sched.Grid {
	return sched.Grid{Size: d.Spec.GridSize(), Workgroup: d.Spec.WorkgroupSize(), Wave: d.Wave}
}

// gridSource gives the scheduler the grid's workgroups in order, each
// wave with its HSA initial state, reusing the waves and LDS of finished
// workgroups: a long grid allocates none per workgroup.
type gridSource struct {
	d       *Dispatch
	grid    sched.Grid
	next    int // the next workgroup, in grid order
	waveIdx int // the next wave's index in the dispatch
	waves   []*sim.Wave
	groups  []*sim.Workgroup
	ids     [][3]int
}

func (g *gridSource) Peek() (int, bool) {
	if g.next >= g.grid.Len() {
		return 0, false
	}
	_, _, nw := g.grid.At(g.next)
	return nw, true
}

func (g *gridSource) Take(slots []int) *sim.Workgroup {
	d := g.d
	id, size, nw := g.grid.At(g.next)
	g.next++
	var wg *sim.Workgroup
	if k := len(g.groups); k > 0 {
		wg, g.groups = g.groups[k-1], g.groups[:k-1]
		wg.LDS.Reset()
	} else {
		wg = &sim.Workgroup{LDS: sim.NewLDS(d.ldsSize)}
	}
	if d.opts.LDSFill != 0 {
		wg.LDS.Fill(d.opts.LDSFill)
	}
	wg.ID, wg.Waves = id, wg.Waves[:0]
	g.ids = sched.WorkItems(g.ids[:0], size)
	for i := range nw {
		var w *sim.Wave
		if k := len(g.waves); k > 0 {
			w, g.waves = g.waves[k-1], g.waves[:k-1]
			d.M.ReuseWave(w, wg)
		} else {
			w = d.M.NewWave(wg)
		}
		d.initWave(w, i, nw, slots[i], g.waveIdx, g.ids[i*d.Wave:min(len(g.ids), (i+1)*d.Wave)])
		g.waveIdx++
		wg.Waves = append(wg.Waves, w)
	}
	return wg
}

func (g *gridSource) Retire(wg *sim.Workgroup) {
	g.waves = append(g.waves, wg.Waves...)
	g.groups = append(g.groups, wg)
}

// ReleaseSlots frees the scratch of the slots: every wave starts with
// zeroed scratch, and memory is held only where a wave touches it.
func (g *gridSource) ReleaseSlots(first, n int) {
	if d := g.d; d.scratchPer > 0 {
		d.Mem.Release(d.scratchLo+uint64(first)*d.scratchPer, uint64(n)*d.scratchPer)
	}
}
