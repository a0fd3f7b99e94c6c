package launch

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/occupancy"
)

// MaxCUs bounds Options.CUs: the wave states, LDS and scratch slots of
// resident workgroups grow with it (a model parameter; the largest parts
// of these families have 64 CUs or 40 WGPs).
const MaxCUs = 128

// IsolatedCUs, as Options.CUs, runs each workgroup alone on a compute unit
// of its own, its waves issuing from one SIMD.
const IsolatedCUs = -1

// cuPlan is how workgroups are placed when they run side by side: the
// hardware's compute units, each with SIMDs that hold up to occ waves.
//
//   - GCN (gfx900): a CU of 4 SIMD16s; a workgroup's waves are spread over
//     them (GCN Architecture whitepaper, "Compute Unit"; Vega ISA §2).
//   - RDNA: a CU of 2 SIMD32s; in WGP mode, LLVM's default for GFX10+
//     (.amdhsa_workgroup_processor_mode), a workgroup may use the WGP's 4
//     SIMD32s (RDNA ISA §2 "Work-group Processor"; AMDGPUBaseInfo
//     getEUsPerCU says the same for occupancy). A "CU" here is then a WGP.
//   - Several workgroups share a CU up to its wave slots (occupancy), its
//     LDS and its barriers (AMDGPUBaseInfo getLocalMemorySize,
//     getMaxWorkGroupsPerCU).
type cuPlan struct {
	cus, simds, occ int
	lds             int // LDS per CU
	barriers        int // workgroups of more than one wave per CU
	// The occupancy the kernel allows at the launch's workgroup size, and
	// whether Options.Occupancy forced occ below it.
	allowed int
	forced  bool
}

func (c *cuPlan) slots() int { return c.cus * c.simds * c.occ }

// setupCUs plans the compute units of Options.CUs.
func (d *Dispatch) setupCUs() error {
	o := &d.opts
	switch {
	case o.CUs == IsolatedCUs || !o.Timing && o.CUs == 0:
		if o.Occupancy != 0 {
			return errors.New("an occupancy applies to workgroups side by side: give a number of compute units, and time the run")
		}
		return nil
	case o.CUs < 0 || o.CUs > MaxCUs:
		return fmt.Errorf("%d compute units: the model takes 1 to %d", o.CUs, MaxCUs)
	case !o.Timing:
		return errors.New("workgroups side by side need the timing model")
	}
	cus := max(o.CUs, 1)
	t, k, ok := occupancy.ForKernel(d.Prog, d.Kernel)
	wg := d.Spec.WorkgroupSize()
	size := min(wg[0]*wg[1]*wg[2], isa.MaxWorkgroupSize)
	k.WorkgroupMin, k.WorkgroupMax = size, size
	if !ok {
		// No register counts: the kernel's registers do not limit.
		k.VGPRs, k.SGPRs = 0, 0
	}
	r, err := occupancy.Compute(t, k)
	if err != nil {
		return fmt.Errorf("occupancy: %w", err)
	}
	c := &cuPlan{cus: cus, simds: t.EUsPerCU(), occ: r.Min, allowed: r.Min, lds: t.LocalMemorySize(), barriers: 16}
	if t.Arch.Gen >= isa.GFX10 && !t.CUMode {
		c.barriers = 32
	}
	if o.Occupancy != 0 {
		if o.Occupancy < 1 || o.Occupancy > r.Min {
			return fmt.Errorf("occupancy %d: the kernel allows 1 to %d waves per SIMD at %d work-items per workgroup (limited by %s)",
				o.Occupancy, r.Min, size, strings.Join(r.Limiting, ", "))
		}
		c.occ, c.forced = o.Occupancy, o.Occupancy < r.Min
	}
	// A workgroup must fit on an empty compute unit.
	if waves := (size + d.Wave - 1) / d.Wave; waves > c.simds*c.occ {
		return fmt.Errorf("a workgroup's %d waves do not fit %d SIMDs of %d waves", waves, c.simds, c.occ)
	}
	d.cu = c
	return nil
}

// resident is a workgroup running on a compute unit.
type resident struct {
	wg    *sim.Workgroup
	cu    int
	simd  []int // of each wave
	left  int   // waves not done
	lds   int
	multi bool  // uses a barrier
	end   int64 // the cycle its retired waves' work is over
}

// residentRun is the state of a dispatch with workgroups side by side.
type residentRun struct {
	d         *Dispatch
	cus       []cuState
	freeSlots []int       // wave slots free on the compute units (Wave.Slot)
	live      []*resident // running workgroups
	waves     []*sim.Wave // their waves, oldest first
	pool      []*sim.Wave // waves of finished workgroups, to reuse
	ldsPool   []*sim.LDS
	ids       [][3]int
	next      int   // the next workgroup, in grid order
	waveIdx   int   // the next wave's index in the dispatch
	started   int   // waves dispatched
	bounded   bool  // the wave bound stopped the dispatch of workgroups
	start     int64 // the cycle the last workgroup started at
	// bound is, per wave slot, a cycle the wave cannot issue before
	// (timing.Model.ReadyBound), math.MinInt64 when unknown.
	bound []int64
	room  bool // a wave finished, so a workgroup may fit: admit
	// resPool holds finished workgroups' bookkeeping; simdBuf is place's.
	resPool []*resident
	simdBuf []int
}

// runResident runs the grid with workgroups side by side: each waits for
// a compute unit with room for all its waves (a wave slot on its SIMD for
// each, its LDS, a barrier), in grid order; the resident waves issue as
// the timing model's per-SIMD arbitration lets them, the wave whose next
// instruction can issue first going first, the oldest on a tie. The wave
// bound stops the dispatch of workgroups, and those running finish first.
func (d *Dispatch) runResident() error {
	c := d.cu
	d.Timing.StartResident(c.cus * c.simds)
	r := &residentRun{d: d, cus: make([]cuState, c.cus), freeSlots: make([]int, 0, c.slots()), bound: make([]int64, c.slots()), room: true}
	for i := range r.cus {
		r.cus[i] = newCUState(c.simds, c.occ, c.lds, c.barriers)
	}
	for s := c.slots() - 1; s >= 0; s-- {
		r.freeSlots = append(r.freeSlots, s)
	}
	pr := progress{d: d}
	pr.report(true)
	defer pr.report(true)
	defer func() {
		// Waves still running when the dispatch stops (a fault, a
		// bound) count too, as one at a time.
		for _, w := range r.waves {
			d.MaxWaveSteps = max(d.MaxWaveSteps, w.Steps)
		}
	}()
	for {
		if r.room {
			// Room frees only when a wave finishes.
			r.admit()
			r.room = false
		}
		if len(r.live) == 0 {
			if r.bounded {
				return &StopError{Bound: BoundWaves, Limit: d.opts.MaxWaves, Status: d.Status()}
			}
			return nil
		}
		best, err := r.pick()
		if err != nil {
			return err
		}
		if best == nil {
			// Every wave waits for a GWS resource or an ordered-count
			// turn that no running wave will give.
			if err := d.M.GWSStuck(r.waves); err != nil {
				return err
			}
			return errors.New("every resident wave waits and none can go on: the workgroups are stuck")
		}
		if o := &d.opts; o.MaxInsts > 0 && d.M.Steps >= o.MaxInsts {
			// The budget is spent and a wave has more to do; a dispatch
			// that fits it exactly completes.
			id := best.WG.ID
			return &StopError{Bound: BoundInsts, Limit: o.MaxInsts, Status: d.Status(), InWorkgroup: &id}
		}
		if err := d.M.Step(best); err != nil {
			return err
		}
		r.bound[best.Slot] = math.MinInt64
		g := residentOf(r.live, best.WG)
		// A barrier releases when the last wave of its workgroup that is
		// not done arrives, or when the others are done.
		if best.Barrier || best.Done {
			d.releaseBarrier(g)
		}
		if best.Done {
			r.room = true
			if r.retire(g, best) {
				pr.report(false)
			}
		}
	}
}

// admit dispatches the workgroups that fit, in grid order.
func (r *residentRun) admit() {
	d, c := r.d, r.d.cu
	grid, wgs, n := d.Spec.GridSize(), d.Spec.WorkgroupSize(), d.Spec.GroupCounts()
	for r.next < n[0]*n[1]*n[2] && !r.bounded {
		id := [3]int{r.next % n[0], r.next / n[0] % n[1], r.next / (n[0] * n[1])}
		var size [3]int
		for i := range id {
			size[i] = min(wgs[i], grid[i]-id[i]*wgs[i])
		}
		nw := (size[0]*size[1]*size[2] + d.Wave - 1) / d.Wave
		if o := &d.opts; o.MaxWaves > 0 && int64(r.started+nw) > o.MaxWaves {
			r.bounded = true
			return
		}
		cu, simds, start := place(r.cus, nw, d.ldsSize, r.simdBuf[:0])
		r.simdBuf = simds
		if cu < 0 {
			return
		}
		// The dispatcher sends workgroups in order: none starts before
		// the one before it.
		start = max(start, r.start)
		r.start = start
		r.started += nw
		g := r.newResident()
		*g = resident{wg: g.wg, cu: cu, simd: append(g.simd[:0], simds...), left: nw, lds: d.ldsSize, multi: nw > 1}
		var l *sim.LDS
		if k := len(r.ldsPool); k > 0 {
			l, r.ldsPool = r.ldsPool[k-1], r.ldsPool[:k-1]
			l.Reset()
		} else {
			l = sim.NewLDS(d.ldsSize)
		}
		g.wg.ID, g.wg.LDS, g.wg.Waves = id, l, g.wg.Waves[:0]
		r.ids = groupIDs(r.ids[:0], size)
		for i := range nw {
			var w *sim.Wave
			if k := len(r.pool); k > 0 {
				w, r.pool = r.pool[k-1], r.pool[:k-1]
				d.M.ReuseWave(w, g.wg)
			} else {
				w = d.M.NewWave(g.wg)
			}
			slot := r.freeSlots[len(r.freeSlots)-1]
			r.freeSlots = r.freeSlots[:len(r.freeSlots)-1]
			d.initWave(w, i, nw, slot, r.waveIdx, r.ids[i*d.Wave:min(len(r.ids), (i+1)*d.Wave)])
			r.waveIdx++
			d.Timing.Place(w, cu*c.simds+simds[i], start)
			r.bound[slot] = math.MinInt64
			g.wg.Waves = append(g.wg.Waves, w)
			r.waves = append(r.waves, w)
		}
		r.live = append(r.live, g)
		r.next++
	}
}

// newResident is a finished workgroup's bookkeeping to reuse, or a new
// one: a long grid allocates none per workgroup.
func (r *residentRun) newResident() *resident {
	if k := len(r.resPool); k > 0 {
		g := r.resPool[k-1]
		r.resPool = r.resPool[:k-1]
		return g
	}
	return &resident{wg: &sim.Workgroup{}}
}

// retire frees a done wave's slot (and scratch) from the cycle its work
// is over, and its workgroup's LDS and barrier from the cycle the last
// one's is. It reports whether the workgroup finished.
func (r *residentRun) retire(g *resident, w *sim.Wave) bool {
	d := r.d
	d.MaxWaveSteps = max(d.MaxWaveSteps, w.Steps)
	end := d.Timing.WaveEnd(w)
	g.end = max(g.end, end)
	r.cus[g.cu].freeSlot(g.simd[w.InGroup], end)
	r.freeSlots = append(r.freeSlots, w.Slot)
	if d.scratchPer > 0 {
		d.Mem.Release(d.scratchLo+uint64(w.Slot)*d.scratchPer, d.scratchPer)
	}
	if g.left--; g.left > 0 {
		return false
	}
	r.cus[g.cu].freeGroup(g.lds, g.multi, g.end)
	r.ldsPool = append(r.ldsPool, g.wg.LDS)
	r.live = removeResident(r.live, g)
	kept := r.waves[:0]
	for _, x := range r.waves {
		if x.WG != g.wg {
			kept = append(kept, x)
		} else {
			r.pool = append(r.pool, x)
		}
	}
	r.waves = kept
	r.resPool = append(r.resPool, g)
	d.Workgroups++
	d.NumWaves += len(g.wg.Waves)
	return true
}

// place finds the first compute unit with room for a workgroup of nw
// waves and lds bytes, places its waves (cuState.take) and gives the
// cycle it can start at.
func place(cus []cuState, nw, lds int, simds []int) (int, []int, int64) {
	for ci := range cus {
		if cu := &cus[ci]; cu.fits(nw, lds) {
			simds, start := cu.take(nw, lds, simds)
			return ci, simds, start
		}
	}
	return -1, simds, 0
}

// pick finds the wave to issue next: the least ready cycle, the oldest on
// a tie (waves are in dispatch order). A wave whose bound is no earlier
// than the best so far cannot win, so its ready cycle is not computed:
// most resident waves wait for memory, and skipping them keeps a step's
// cost near that of the few that can go. A bound is unknown once its
// wave steps or is placed; a wave waiting at a barrier, for a GWS
// resource or its ordered-count turn stepped into the wait and is skipped
// until released, so its bound is still unknown when it can go again.
func (r *residentRun) pick() (*sim.Wave, error) {
	d := r.d
	var best *sim.Wave
	var bestAt int64
	for _, w := range r.waves {
		if w.Done || w.Barrier {
			continue
		}
		b := &r.bound[w.Slot]
		if best != nil && *b >= bestAt {
			continue
		}
		if err := d.M.CheckPC(w); err != nil {
			return nil, err
		}
		at := d.Timing.Ready(w)
		*b = d.Timing.ReadyBound(w)
		if best == nil || at < bestAt {
			best, bestAt = w, at
		}
	}
	return best, nil
}

// releaseBarrier releases a workgroup's s_barrier when every wave of it
// that is not done waits there.
func (d *Dispatch) releaseBarrier(r *resident) {
	waiting := false
	for _, w := range r.wg.Waves {
		if !w.Done && !w.AtBarrier() {
			return
		}
		waiting = waiting || w.AtBarrier()
	}
	if !waiting {
		return
	}
	d.Timing.ReleaseBarrier(r.wg.Waves)
	for _, w := range r.wg.Waves {
		w.Barrier = false
	}
}

func residentOf(live []*resident, wg *sim.Workgroup) *resident {
	for _, r := range live {
		if r.wg == wg {
			return r
		}
	}
	panic("launch: a wave of no resident workgroup")
}

func removeResident(live []*resident, r *resident) []*resident {
	for i, x := range live {
		if x == r {
			return append(live[:i], live[i+1:]...)
		}
	}
	return live
}
