package sim

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"

	"github.com/wavesim/wavesim/isa"
)

// The GDS ordered-count unit, as the RDNA2 ISA guide's DS opcode table
// gives DS_ORDERED_COUNT (opcode 63; the Vega guide's opcode 191 names the
// same unit): a request "will queue ... until this request wave is the
// oldest in the queue", then runs as an atomic add at
// ds_address[15:2] = gds_base[15:2] + offset0[7:2] of count = src0 of the
// first valid lane (zero when no lane is valid: "this op needs to be sent
// even if there are no valid lanes ... the GDS will add zero"), and the
// value before the add is "broadcast back to ALL lanes of a wave". A wave
// keeps the unit until it sends a request with wave_release (offset1[0]);
// offset1[1] is wave_done. llc writes llvm.amdgcn.ds.ordered.add as
// ds_ordered_count vDst, vValue offset:(index<<2 | release<<8 | done<<9)
// gds with the region pointer (gds_base) in M0.
//
// The waves' order is their launch order, the dispatch's wave index
// (Wave.ID). A request that waits for a wave of a workgroup that is not
// running (queued behind the resident ones, or any other when workgroups
// run one after another), or for a wave that ended without its request,
// stops the run with ErrOrderedStuck.

// ErrOrderedStuck is wrapped by the error of a run whose wave waits for an
// ordered-count turn that no wave left in the run can give it.
var ErrOrderedStuck = errors.New("ds_ordered_count waits for an older wave's request that cannot come")

type orderedUnit struct {
	next  int              // the launch-order index whose request is served next
	queue []orderedRequest // the requests waiting for their wave's turn
}

type orderedRequest struct {
	w *Wave
	d *dinst
}

func init() { specialHandlers[isa.SpecialGDS] = execOrderedCount }

func execOrderedCount(w *Wave, d *dinst) error {
	u := &w.M.ordered
	if w.ID != u.next {
		if w.ID < u.next {
			return fmt.Errorf("wave %d sends a second ordered-count request after releasing the unit (the unit serves wave %d now)", w.ID, u.next)
		}
		w.Barrier, w.orderedWait = true, true
		u.queue = append(u.queue, orderedRequest{w, d})
		return nil
	}
	if err := w.orderedAdd(d); err != nil {
		return err
	}
	return u.serveQueue()
}

// orderedAdd runs the wave's request and passes the turn on when it
// releases the unit.
func (w *Wave) orderedAdd(d *dinst) error {
	e := w.Exec()
	var count uint32
	if e != 0 {
		count = w.V[int(d.mem.addr.Reg.Idx)*64+bits.TrailingZeros64(e)]
	}
	off := uint32(d.in.Mods.Offset)
	a := uint64(w.S[isa.SlotM0]&0xfffc + off&0xfc)
	gds := w.M.gdsMemory()
	var buf [4]byte
	if err := gds.Read(a, buf[:]); err != nil {
		return fmt.Errorf("ordered count at GDS byte %#x: %w", a, err)
	}
	old := binary.LittleEndian.Uint32(buf[:])
	binary.LittleEndian.PutUint32(buf[:], old+count)
	if err := gds.Write(a, buf[:]); err != nil {
		return fmt.Errorf("ordered count at GDS byte %#x: %w", a, err)
	}
	dst := w.V[d.mem.vdst*64:]
	for l := 0; l < w.M.Code.Prog.Wave; l++ {
		dst[l] = old
	}
	if off>>8&1 != 0 {
		w.M.ordered.next++
	}
	return nil
}

// serveQueue runs the queued requests whose turn has come, in order, and
// lets their waves go on.
func (u *orderedUnit) serveQueue() error {
	for {
		i := -1
		for k, q := range u.queue {
			if q.w.ID == u.next {
				i = k
				break
			}
		}
		if i < 0 {
			return nil
		}
		w, d := u.queue[i].w, u.queue[i].d
		u.queue = append(u.queue[:i], u.queue[i+1:]...)
		w.Barrier, w.orderedWait = false, false
		w.M.released(w)
		if err := w.orderedAdd(d); err != nil {
			return w.M.fail(w, w.PC-1, -1, err)
		}
		if u.next == w.ID {
			// It keeps the unit (no release): later requests of it run at
			// once, the others wait.
			return nil
		}
	}
}

// orderedStuck reports a wave that waits for a turn nothing can give.
func (m *Machine) orderedStuck(waves []*Wave) error {
	for _, w := range waves {
		if w.Done || !w.orderedWait {
			continue
		}
		return m.fail(w, w.PC-1, -1, fmt.Errorf("%w: wave %d waits for wave %d's request, which no running wave will send (that wave ended without it, or its workgroup is not resident: more compute units or a higher occupancy may let it run beside this one)",
			ErrOrderedStuck, w.ID, m.ordered.next))
	}
	return nil
}
