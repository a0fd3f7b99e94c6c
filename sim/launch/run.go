package launch

import (
	"errors"
	"fmt"
	"time"

	"github.com/wavesim/wavesim/sim"
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

// A Bound names what stopped a dispatch early.
type Bound int

const (
	// BoundWaves is Options.MaxWaves: whole workgroups run while the
	// waves they bring stay within it.
	BoundWaves Bound = iota + 1
	// BoundInsts is Options.MaxInsts, the wave instructions of the whole
	// dispatch.
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
	return Status{Waves: int64(d.NumWaves), TotalWaves: d.TotalWaves, Workgroups: int64(d.Workgroups),
		TotalWorkgroups: d.TotalWorkgroups, Steps: d.M.Steps}
}

// gridWaves counts a grid's waves and workgroups. Along each dimension
// there are full workgroups and at most one partial one at the edge, so
// at most eight workgroup shapes.
func gridWaves(s *Spec, wave int) (waves, groups int64) {
	grid, wg := s.GridSize(), s.WorkgroupSize()
	type part struct{ n, size int64 }
	var dims [3][]part
	for i := range dims {
		g, w := int64(grid[i]), int64(wg[i])
		if g/w > 0 {
			dims[i] = append(dims[i], part{g / w, w})
		}
		if g%w > 0 {
			dims[i] = append(dims[i], part{1, g % w})
		}
	}
	for _, x := range dims[0] {
		for _, y := range dims[1] {
			for _, z := range dims[2] {
				n := x.n * y.n * z.n
				groups += n
				waves += n * ((x.size*y.size*z.size + int64(wave) - 1) / int64(wave))
			}
		}
	}
	return waves, groups
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

// Run executes every workgroup in grid order: side by side on the
// compute units of Options.CUs when timed (cu.go), else one at a time.
// Waves of a workgroup run until they reach s_barrier or end; a barrier
// releases when every wave that has not ended reached it.
//
// Options.MaxWaves and MaxInsts stop a long dispatch with a *StopError.
// The wave bound is checked before each workgroup starts: one starts only
// if its waves keep the total within the bound, and those running finish.
// Side by side, the instruction budget stops the dispatch before the
// instruction past it. One at a time, it is checked before each workgroup,
// and while one runs no wave may execute more than what is left of it, so
// a dispatch stops having executed less than a workgroup's worth past it.
// Either way a dispatch that fits in the budget completes.
func (d *Dispatch) Run() error {
	err := d.run()
	if s := (*StopError)(nil); errors.As(err, &s) {
		d.Stopped = s
	}
	return err
}

func (d *Dispatch) run() error {
	if d.cu != nil {
		return d.runResident()
	}
	grid, wgs := d.Spec.GridSize(), d.Spec.WorkgroupSize()
	n := d.Spec.GroupCounts()
	pr := progress{d: d}
	pr.report(true)
	defer pr.report(true)
	stepLimit := d.M.StepLimit
	defer func() { d.M.StepLimit = stepLimit }()
	ids := make([][3]int, 0, wgs[0]*wgs[1]*wgs[2])
	// One workgroup runs at a time: its state, waves and LDS are reused
	// by the next.
	wg := &sim.Workgroup{LDS: sim.NewLDS(d.ldsSize)}
	var pool []*sim.Wave
	waveIdx := 0
	for z := 0; z < n[2]; z++ {
		for y := 0; y < n[1]; y++ {
			for x := 0; x < n[0]; x++ {
				id := [3]int{x, y, z}
				// Work-items of a partial workgroup at the grid's edge.
				var size [3]int
				for i := range id {
					size[i] = min(wgs[i], grid[i]-id[i]*wgs[i])
				}
				nw := (size[0]*size[1]*size[2] + d.Wave - 1) / d.Wave
				if err := d.checkBounds(nw); err != nil {
					return err
				}
				capped := d.capSteps(stepLimit)
				if waveIdx > 0 {
					wg.LDS.Reset()
				}
				wg.ID, wg.Waves = id, wg.Waves[:0]
				ids = groupIDs(ids[:0], size)
				for i := 0; i < nw; i++ {
					if i < len(pool) {
						d.M.ReuseWave(pool[i], wg)
					} else {
						pool = append(pool, d.M.NewWave(wg))
					}
					wg.Waves = append(wg.Waves, pool[i])
					d.initWave(pool[i], i, nw, i, waveIdx, ids[i*d.Wave:min(len(ids), (i+1)*d.Wave)])
					waveIdx++
				}
				err := d.runGroup(wg)
				for _, w := range wg.Waves {
					d.MaxWaveSteps = max(d.MaxWaveSteps, w.Steps)
				}
				if err != nil {
					if capped && errors.Is(err, sim.ErrStepLimit) {
						return &StopError{Bound: BoundInsts, Limit: d.opts.MaxInsts, Status: d.Status(), InWorkgroup: &id}
					}
					return err
				}
				d.Mem.Release(d.scratchLo, d.scratchSize)
				d.Workgroups++
				d.NumWaves += nw
				pr.report(false)
			}
		}
	}
	return nil
}

// checkBounds stops the dispatch before a workgroup of nw waves when a
// bound says so.
func (d *Dispatch) checkBounds(nw int) error {
	o := &d.opts
	switch {
	case o.MaxWaves > 0 && int64(d.NumWaves+nw) > o.MaxWaves:
		return &StopError{Bound: BoundWaves, Limit: o.MaxWaves, Status: d.Status()}
	case o.MaxInsts > 0 && d.M.Steps >= o.MaxInsts:
		return &StopError{Bound: BoundInsts, Limit: o.MaxInsts, Status: d.Status()}
	}
	return nil
}

// capSteps lowers the per-wave step limit to what is left of the
// instruction budget, and says whether it did.
func (d *Dispatch) capSteps(stepLimit int64) bool {
	if d.opts.MaxInsts <= 0 {
		return false
	}
	left := d.opts.MaxInsts - d.M.Steps
	d.M.StepLimit = min(stepLimit, left)
	return left < stepLimit
}

// groupIDs appends the work-item ids of a workgroup of the given size,
// x fastest.
func groupIDs(ids [][3]int, size [3]int) [][3]int {
	for iz := 0; iz < size[2]; iz++ {
		for iy := 0; iy < size[1]; iy++ {
			for ix := 0; ix < size[0]; ix++ {
				ids = append(ids, [3]int{ix, iy, iz})
			}
		}
	}
	return ids
}
