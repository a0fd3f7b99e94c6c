package sim

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/wavesim/wavesim/isa"
)

// The global wave sync (GWS): 64 resources, each a counter, a flag and a
// queue of waiting waves, shared by every wave of a dispatch. The DS
// opcode tables of the Vega ISA guide (§12.13, DS_GWS_INIT ... DS_GWS_BARRIER,
// opcodes 152-157) and the RDNA2 ISA guide (§12.13, opcodes 24-29) give
// each instruction's effect as pseudocode; the model follows it.
//
// The resource is rid = (gds_base + M0[21:16] + offset[5:0]) % 64: LLVM
// puts the resource id in M0[21:16] (AMDGPUDAGToDAGISel::SelectDS_GWS,
// "(<isa opaque base> + M0[21:16] + offset field) % 64"); the guides give
// gds_base[5:0] + offset0[5:0], gds_base being the GWS base the dispatch
// assigns (SH_SX_EXPCMD.gds_base), which is 0 in the model.
//
// A wave can only be released by a wave that runs: of its own workgroup,
// or of another resident beside it when workgroups run side by side. A
// barrier or a semaphore that waits for waves no running wave can release
// (of workgroups still queued, or any other when workgroups run one after
// another) stops the run with ErrGWSStuck rather than hang.
const numGWS = 64

type gwsResource struct {
	counter int64
	flag    bool
	queue   []*Wave // waiting waves, in arrival order
}

// ErrGWSStuck is wrapped by the error of a run whose waves wait on a GWS
// barrier or semaphore that nothing left in the run can release.
var ErrGWSStuck = errors.New("a global wave sync barrier or semaphore waits for waves that cannot arrive")

func init() {
	specialHandlers[isa.SpecialGWSInit] = execGWS
	specialHandlers[isa.SpecialGWSBarrier] = execGWS
	specialHandlers[isa.SpecialGWSSemaV] = execGWS
	specialHandlers[isa.SpecialGWSSemaBR] = execGWS
	specialHandlers[isa.SpecialGWSSemaP] = execGWS
	specialHandlers[isa.SpecialGWSSemaAll] = execGWS
}

// gwsValue is DATA of the first active lane (the guides'
// find_first_valid(vector mask)).
func (w *Wave) gwsValue(d *dinst) (uint32, error) {
	e := w.Exec()
	if e == 0 {
		return 0, fmt.Errorf("no active lane holds the value (the first active lane's data is the operand)")
	}
	return w.V[d.mem.data[0]*64+bits.TrailingZeros64(e)], nil
}

// execGWS runs the GWS instructions on the dispatch's resources.
func execGWS(w *Wave, d *dinst) error {
	rid := (int(w.S[isa.SlotM0]>>16&63) + int(d.in.Mods.Offset&63)) % numGWS
	r := &w.M.gws[rid]
	var val uint32
	if len(d.op.Args) > 0 {
		v, err := w.gwsValue(d)
		if err != nil {
			return err
		}
		val = v
	}
	switch d.op.Special {
	case isa.SpecialGWSInit:
		// state.counter[rid] = lsb(value); state.flag[rid] = 0.
		r.counter, r.flag = int64(val), false
	case isa.SpecialGWSBarrier:
		// The wave queues with the resource's flag. While the counter is
		// positive an arrival decrements it; the arrival that finds it at
		// 0 flips the flag, reloads the counter from its data (the size
		// of the next barrier) and so releases every queued wave, itself
		// included (the release machine lets a wave go when its flag
		// differs from the resource's).
		if r.counter > 0 {
			r.counter--
			w.gwsWait(rid, r)
			return nil
		}
		r.flag = !r.flag
		r.counter = int64(val)
		for _, q := range r.queue {
			q.gwsRelease()
		}
		r.queue = r.queue[:0]
	case isa.SpecialGWSSemaV:
		r.counter++
		r.releaseSema()
	case isa.SpecialGWSSemaBR:
		r.counter += int64(val)
		r.releaseSema()
	case isa.SpecialGWSSemaP:
		// ENQUEUE until (state[rid].counter > 0); counter -= 1.
		if r.counter > 0 && len(r.queue) == 0 {
			r.counter--
			return nil
		}
		w.gwsWait(rid, r)
	case isa.SpecialGWSSemaAll:
		// state.counter[rid] = state.wave_in_queue: every queued wave goes.
		r.counter = int64(len(r.queue))
		r.releaseSema()
	}
	return nil
}

// releaseSema lets queued waves go while the counter allows, each taking
// one count, oldest first.
func (r *gwsResource) releaseSema() {
	n := 0
	for n < len(r.queue) && r.counter > 0 {
		r.counter--
		r.queue[n].gwsRelease()
		n++
	}
	r.queue = r.queue[:copy(r.queue, r.queue[n:])]
}

// gwsWait queues the wave on resource rid: it stops like a wave at
// s_barrier until another wave releases it.
func (w *Wave) gwsWait(rid int, r *gwsResource) {
	w.Barrier, w.gws = true, int8(rid)+1
	r.queue = append(r.queue, w)
}

func (w *Wave) gwsRelease() {
	w.Barrier, w.gws = false, 0
	w.M.released(w)
}

// GWSStuck reports, when none of waves can run on, a wave waiting on a
// GWS resource: the workgroup's waves cannot release it, and waves of
// other workgroups never run alongside them. Nil when no wave waits on
// one (the waves at s_barrier may be released).
func (m *Machine) GWSStuck(waves []*Wave) error {
	if err := m.orderedStuck(waves); err != nil {
		return err
	}
	for _, w := range waves {
		if w.Done || w.gws == 0 {
			continue
		}
		rid := int(w.gws) - 1
		r := &m.gws[rid]
		what := fmt.Sprintf("semaphore %d (counter %d)", rid, r.counter)
		if m.Code.insts[w.PC-1].op.Special == isa.SpecialGWSBarrier {
			what = fmt.Sprintf("barrier %d, which waits for %d more waves", rid, r.counter+1)
		}
		return m.fail(w, w.PC-1, -1, fmt.Errorf("%w: GWS %s, %d waiting; no running wave can release it (the workgroups that could are not resident: more compute units or a higher occupancy may let them run beside it)", ErrGWSStuck, what, len(r.queue)))
	}
	return nil
}

// AtBarrier reports whether the wave waits at s_barrier, not for a GWS
// resource or its ds_ordered_count turn (which set Barrier too, and which
// only another wave's operation releases).
func (w *Wave) AtBarrier() bool { return w.Barrier && w.gws == 0 && !w.orderedWait }
