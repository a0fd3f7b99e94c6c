package sim

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"unsafe"

	"github.com/wavesim/wavesim/isa"
)

// signBit gives the sign bit of a value of type t within its (lo, hi) dwords.
func signBit(t isa.Type) (lo, hi uint32) {
	switch t.Dwords() {
	case 2:
		return 0, 1 << 31
	}
	if t == isa.TF16 || t == isa.TU16 || t == isa.TI16 {
		return 1 << 15, 0
	}
	return 1 << 31, 0
}

// srcLanes resolves a VALU source to lane arrays, broadcasting scalars and
// immediates into the slot's scratch arrays and applying neg/abs there.
func (w *Wave) srcLanes(o *opnd, slot int) (lo, hi *lanes) {
	n := w.Size
	switch o.kind {
	case oV:
		lo = w.vreg(int(o.idx))
		if o.wide {
			hi = w.vreg(int(o.idx) + 1)
		}
		if !o.neg && !o.abs {
			return lo, hi
		}
		t := w.scratch(slot)
		copy(t[0][:n], lo[:n])
		if o.wide {
			copy(t[1][:n], hi[:n])
		}
		lo, hi = &t[0], &t[1]
	case oImm:
		if o.bcast != nil {
			return &o.bcast[0], &o.bcast[1]
		}
		return w.fill(slot, o.imm, o)
	case oS:
		return w.fill(slot, w.ReadSGPRs(int(o.idx), int(o.n)), o)
	default:
		t := w.scratch(slot)
		return &t[0], &t[1]
	}
	w.applyMods(lo, hi, o)
	return lo, hi
}

// fill broadcasts a scalar into the slot's scratch lanes.
func (w *Wave) fill(slot int, v uint64, o *opnd) (lo, hi *lanes) {
	t := w.scratch(slot)
	fillLanes(&t[0], uint32(v), w.Size)
	if o.wide {
		fillLanes(&t[1], uint32(v>>32), w.Size)
	}
	w.applyMods(&t[0], &t[1], o)
	return &t[0], &t[1]
}

// fillLanes writes v to the first n lanes (n is 32 or 64): eight stores,
// then copies that double the filled part.
func fillLanes(t *lanes, v uint32, n int) {
	t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7] = v, v, v, v, v, v, v, v
	for k := 8; k < n; k *= 2 {
		copy(t[k:2*k], t[:k])
	}
}

// scratch returns a source slot's scratch lanes for a new value.
func (w *Wave) scratch(slot int) *[2]lanes {
	w.tmpHeld[slot] = false
	return &w.tmp[slot]
}

// broadcastS is the lanes of a 32-bit scalar source without modifiers.
// The slot keeps the value it holds, so an SGPR that the instructions
// read again and again is broadcast once.
func (w *Wave) broadcastS(o *opnd, slot int) *lanes {
	return w.broadcastSlot(int(o.idx), slot)
}

// broadcastSlot is broadcastS of scalar slot i.
func (w *Wave) broadcastSlot(i, slot int) *lanes {
	v := w.readScalar(i)
	t := &w.tmp[slot][0]
	if !w.tmpHeld[slot] || w.tmpVal[slot] != v {
		fillLanes(t, v, w.Size)
		w.tmpHeld[slot], w.tmpVal[slot] = true, v
	}
	return t
}

func (w *Wave) applyMods(lo, hi *lanes, o *opnd) {
	if !o.neg && !o.abs {
		return
	}
	sl, sh := signBit(o.t)
	for i := 0; i < w.Size; i++ {
		if o.abs {
			lo[i] &^= sl
			hi[i] &^= sh
		}
		if o.neg {
			lo[i] ^= sl
			hi[i] ^= sh
		}
	}
}

func (w *Wave) prepVALU(d *dinst) *valuArgs {
	x := &w.va
	x.n, x.exec, x.co, x.full = w.Size, w.Exec(), 0, w.Full
	w.M.VALUOps++
	w.M.LaneOps += int64(bits.OnesCount64(x.exec))
	if d.nsrc > 0 {
		x.a, x.ah = w.srcLanes(&d.src[0], 0)
	}
	if d.nsrc > 1 {
		x.b, x.bh = w.srcLanes(&d.src[1], 1)
	}
	if d.nsrc > 2 {
		x.c, x.ch = w.srcLanes(&d.src[2], 2)
	}
	if d.msrc.kind != oNone {
		x.ci = w.readOpnd(d.msrc)
	}
	if d.dst.kind == oV {
		x.d = w.vreg(int(d.dst.idx))
		if d.dst.wide {
			x.dh = w.vreg(int(d.dst.idx) + 1)
		}
	}
	if d.sdwa {
		w.sdwaSources(d, x)
	}
	if d.dpp != nil {
		w.dppSource(d, x)
	}
	if d.pk != nil {
		w.packedSources(d, x)
	}
	return x
}

// sdwaSources applies SDWA source selects: the selected byte or word,
// zero-extended, or sign-extended under sext().
func (w *Wave) sdwaSources(d *dinst, x *valuArgs) {
	m := &d.in.Mods
	sel := func(slot int, src *lanes, s uint8, sext bool) *lanes {
		if s == isa.SelDword && !sext {
			return src
		}
		t := &w.scratch(slot)[0]
		for l := 0; l < w.Size; l++ {
			t[l] = selectBits(src[l], s, sext)
		}
		return t
	}
	if d.nsrc > 0 {
		x.a = sel(0, x.a, m.Src0Sel, d.src[0].sext)
	}
	if d.nsrc > 1 {
		x.b = sel(1, x.b, m.Src1Sel, d.src[1].sext)
	}
	if d.dst.kind == oV && (m.DstSel != isa.SelDword || m.DstUnused != isa.UnusedPad) {
		x.d = &w.tmp[3][0]
	}
}

func selectBits(v uint32, s uint8, sext bool) uint32 {
	switch {
	case s <= isa.SelByte3:
		b := v >> (8 * s) & 0xff
		if sext {
			return uint32(int32(int8(b)))
		}
		return b
	case s <= isa.SelWord1:
		h := v >> (16 * (s - isa.SelWord0)) & 0xffff
		if sext {
			return uint32(int32(int16(h)))
		}
		return h
	}
	return v
}

// sdwaDest places the result in the dst_sel bits of the destination.
func (w *Wave) sdwaDest(d *dinst, exec uint64) {
	m := &d.in.Mods
	if d.dst.kind != oV || m.DstSel == isa.SelDword && m.DstUnused == isa.UnusedPad {
		return
	}
	res, dst := &w.tmp[3][0], w.vreg(int(d.dst.idx))
	var shift, width uint32 = 0, 32
	switch {
	case m.DstSel <= isa.SelByte3:
		shift, width = 8*uint32(m.DstSel), 8
	case m.DstSel <= isa.SelWord1:
		shift, width = 16*uint32(m.DstSel-isa.SelWord0), 16
	}
	mask := uint32(1<<width-1) << shift
	if width == 32 {
		mask = ^uint32(0)
	}
	for l := 0; l < w.Size; l++ {
		if exec>>uint(l)&1 == 0 {
			continue
		}
		v := res[l] << shift & mask
		switch m.DstUnused {
		case isa.UnusedPreserve:
			v |= dst[l] &^ mask
		case isa.UnusedSext:
			if width < 32 && v>>(shift+width-1)&1 != 0 {
				v |= ^uint32(0) << (shift + width)
			}
		}
		dst[l] = v
	}
}

// fetch resolves a VALU source by its decode-time fetch kind, without
// looking at modifiers: a plain 32-bit VGPR (fetchV1, tested inline by the
// callers), another VGPR, a constant, a broadcast scalar, or the general
// case.
func (w *Wave) fetch(o *opnd, slot int) (lo, hi *lanes) {
	switch o.fetch {
	case fetchV1:
		return w.vreg(int(o.idx)), nil
	case fetchV2:
		return w.vreg(int(o.idx)), w.vreg(int(o.idx) + 1)
	case fetchConst:
		return &o.bcast[0], &o.bcast[1]
	case fetchS:
		return w.broadcastS(o, slot), nil
	}
	return w.srcLanes(o, slot)
}

// execVALUPlain runs a VALU instruction without SDWA, DPP, clamp or omod,
// the common case, with the sources fetched by their decode-time kind.
func execVALUPlain(w *Wave, d *dinst) error {
	x := &w.va
	x.n, x.full = w.Size, w.Full
	m := w.M
	m.VALUOps++
	m.LaneOps += w.plain(d, x)
	return nil
}

// runPlain runs ops, consecutive instructions that each run through
// execVALUPlain (Code.span), one after the other as execVALUPlain would:
// the loop and the statistics stay here, out of the executor's step, and
// a vector function gets its arrays from the compact vop.
func (w *Wave) runPlain(ops []vop) {
	x := &w.va
	x.n, x.full = w.Size, w.Full
	v := w.V
	var active int64
	if len(ops) == 0 || int(ops[0].maxV)*64+64 > len(v) {
		// A VGPR past the wave's file (a wave is made with at least the
		// code's VGPRs, so this is not expected): the bounds-checked
		// path.
		// (The statistics are repeated here rather than the loop below
		// moved to a function of its own: so moved, the benchmark with
		// half the lanes active ran 20 % slower.)
		for i := range ops {
			active += w.plain(ops[i].d, x)
		}
		w.M.VALUOps += int64(len(ops))
		w.M.LaneOps += active
		return
	}
	// Every plain VGPR of the span lies in v (maxV), so a register's
	// lanes are found without a bounds check.
	base := unsafe.Pointer(unsafe.SliceData(v))
	for i := range ops {
		op := &ops[i]
		if op.k == nil {
			active += w.plain(op.d, x)
			continue
		}
		if op.direct {
			exec := w.Exec()
			x.exec = exec
			active += int64(bits.OnesCount64(exec))
			// A constant source and an absent one (given the constant,
			// or nil, which its function does not read) are op.cst.
			a, b, c := op.cst, op.cst, op.cst
			if r := op.src[0]; r >= 0 {
				a = (*lanes)(unsafe.Add(base, uintptr(r)<<8))
			}
			if r := op.src[1]; r >= 0 {
				b = (*lanes)(unsafe.Add(base, uintptr(r)<<8))
			}
			if r := op.src[2]; r >= 0 {
				c = (*lanes)(unsafe.Add(base, uintptr(r)<<8))
			}
			op.k(x, a, b, c, (*lanes)(unsafe.Add(base, uintptr(op.dst)<<8)))
			continue
		}
		// Exec is read for each: a lane mask destination may be exec.
		exec := w.Exec()
		x.exec, x.co = exec, 0
		active += int64(bits.OnesCount64(exec))
		switch {
		case op.ciN == 1:
			x.ci = uint64(w.S[op.ci])
		case op.ciN == 2:
			x.ci = uint64(w.S[op.ci]) | uint64(w.S[op.ci+1])<<32
		case op.ci == slowSrc:
			x.ci = w.readOpnd(op.d.msrc)
		}
		var a, b, c, dst *lanes
		if r := op.src[0]; r >= 0 {
			a = (*lanes)(unsafe.Add(base, uintptr(r)<<8))
		} else if r == constSrc {
			a = op.cst
		} else if r != noSrc {
			a = w.vopSrc(op, 0)
		}
		if r := op.src[1]; r >= 0 {
			b = (*lanes)(unsafe.Add(base, uintptr(r)<<8))
		} else if r == constSrc {
			b = op.cst
		} else if r != noSrc {
			b = w.vopSrc(op, 1)
		}
		if r := op.src[2]; r >= 0 {
			c = (*lanes)(unsafe.Add(base, uintptr(r)<<8))
		} else if r == constSrc {
			c = op.cst
		} else if r != noSrc {
			c = w.vopSrc(op, 2)
		}
		if r := op.dst; r >= 0 {
			dst = (*lanes)(unsafe.Add(base, uintptr(r)<<8))
		}
		op.k(x, a, b, c, dst)
		if op.co != noSrc {
			w.writeScalar(int(op.co), int(op.coN), x.co)
		}
	}
	m := w.M
	m.VALUOps += int64(len(ops))
	m.LaneOps += active
}

// vopSrc is source j of op where it is an SGPR or fetched through d.
func (w *Wave) vopSrc(op *vop, j int) *lanes {
	switch r := op.src[j]; {
	case r <= sgprSrc:
		// An SGPR below vccz (newVop): broadcastSlot's hit test,
		// repeated here because broadcastSlot is too large to inline
		// (cost 89 with its hit path split out) and the extra call cost
		// VALUWave64 3–4 % in interleaved rounds.
		if i := int(sgprSrc - r); w.tmpHeld[j] && w.tmpVal[j] == w.S[i] {
			return &w.tmp[j][0]
		}
		return w.broadcastSlot(int(sgprSrc-r), j)
	case r == slowSrc:
		lo, _ := w.fetch(&op.d.src[j], j)
		return lo
	}
	return nil
}

// plainSrc is source i of a plain instruction: a VGPR's own lanes, or
// what fetch gives for any other operand.
func (w *Wave) plainSrc(d *dinst, i int) *lanes {
	if o := &d.src[i]; o.fetch == fetchV1 {
		return w.vreg(int(o.idx))
	}
	a, _ := w.fetch(&d.src[i], i)
	return a
}

// plain runs one instruction of execVALUPlain's kind on x, whose n and
// full are the wave's, and returns its active lanes. Exec is read for
// each: an instruction's lane mask destination may be exec.
func (w *Wave) plain(d *dinst, x *valuArgs) int64 {
	exec := w.Exec()
	x.exec, x.co = exec, 0
	if d.msrc.kind != oNone {
		x.ci = w.readOpnd(d.msrc)
	}
	if k := d.vk; k != nil {
		// The arrays go to the vector function as arguments: no stores
		// to x, and none of the write barriers that pointer stores to
		// the heap take.
		var a, b, c, dst *lanes
		switch d.nsrc {
		case 3:
			c = w.plainSrc(d, 2)
			fallthrough
		case 2:
			b = w.plainSrc(d, 1)
			fallthrough
		case 1:
			a = w.plainSrc(d, 0)
		}
		if d.dst.kind == oV {
			dst = w.vreg(int(d.dst.idx))
		}
		k(x, a, b, c, dst)
	} else {
		w.plainArgs(d, x)
		d.vfn(x)
	}
	if d.mdst.kind == oS {
		w.writeScalar(int(d.mdst.idx), int(d.mdst.n), x.co)
	}
	return int64(bits.OnesCount64(exec))
}

// plainArgs sets x's arrays for a scalar lane function.
func (w *Wave) plainArgs(d *dinst, x *valuArgs) {
	switch d.nsrc {
	case 3:
		if o := &d.src[2]; o.fetch == fetchV1 {
			x.c = w.vreg(int(o.idx))
		} else {
			x.c, x.ch = w.fetch(o, 2)
		}
		fallthrough
	case 2:
		if o := &d.src[1]; o.fetch == fetchV1 {
			x.b = w.vreg(int(o.idx))
		} else {
			x.b, x.bh = w.fetch(o, 1)
		}
		fallthrough
	case 1:
		if o := &d.src[0]; o.fetch == fetchV1 {
			x.a = w.vreg(int(o.idx))
		} else {
			x.a, x.ah = w.fetch(o, 0)
		}
	}
	if d.dst.kind == oV {
		x.d = w.vreg(int(d.dst.idx))
		if d.dst.wide {
			x.dh = w.vreg(int(d.dst.idx) + 1)
		}
	}
}

func execVALU(w *Wave, d *dinst) error {
	x := w.prepVALU(d)
	if d.intClamp != nil {
		// Saturate from the sources before the op overwrites one of them
		// (v_add_nc_u32_e64 v0, v0, v1 clamp).
		for l := 0; l < w.Size; l++ {
			w.vopd[l] = d.intClamp(x.a[l], x.b[l])
		}
	}
	d.vfn(x)
	if d.mdst.kind == oS {
		w.writeScalar(int(d.mdst.idx), int(d.mdst.n), x.co)
	}
	if d.fixOut && d.intClamp != nil {
		for l := 0; l < w.Size; l++ {
			if x.exec>>uint(l)&1 != 0 {
				x.d[l] = w.vopd[l]
			}
		}
	}
	if d.sdwa {
		// clamp applies to the result, before dst_sel places it.
		if d.fixOut {
			w.clampSDWA(d, x)
		}
		w.sdwaDest(d, x.exec)
	} else if d.fixOut {
		w.outputMods(d, x.exec)
	}
	if d.pk != nil {
		w.packedDest(d, x.exec)
	}
	return nil
}

// execVALUHigh16 runs a 16-bit VALU instruction that keeps the high half
// of its destination in the active lanes (keepsHigh16).
func execVALUHigh16(w *Wave, d *dinst) error {
	dst := w.vreg(int(d.dst.idx))
	old := *dst
	exec := w.Exec()
	if err := execVALU(w, d); err != nil {
		return err
	}
	for m := exec; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		dst[l] = dst[l]&0xffff | old[l]&0xffff0000
	}
	return nil
}

// execVOPD runs a GFX11 dual-issue pair. Both halves read their sources
// before either writes (v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v0, 1, v1
// shifts the old v1), so X computes into a side buffer first.
func execVOPD(w *Wave, d *dinst) error {
	x := w.prepVALU(d)
	if d.op.Tied {
		w.vopd = *x.d
	}
	x.d = &w.vopd
	d.vfn(x)
	exec := x.exec
	y := d.dual
	if err := execVALU(w, y); err != nil {
		return err
	}
	dst := w.vreg(int(d.dst.idx))
	for l := 0; l < w.Size; l++ {
		if exec>>uint(l)&1 != 0 {
			dst[l] = w.vopd[l]
		}
	}
	return nil
}

// execVCmpx: v_cmpx writes the compare result (0 for inactive lanes) to
// exec, and on GFX9 also to its SGPR destination.
func execVCmpx(w *Wave, d *dinst) error {
	x := w.prepVALU(d)
	d.vfn(x)
	if d.mdst.kind == oS {
		w.writeScalar(int(d.mdst.idx), int(d.mdst.n), x.co)
	}
	w.SetExec(x.co)
	return nil
}

// outputMods applies omod and clamp to float results of active lanes.
func (w *Wave) outputMods(d *dinst, exec uint64) {
	m := d.in.Mods
	t := d.dst.t
	if d.dst.kind != oV || !t.IsFloat() {
		return
	}
	scale := [4]float64{1, 2, 4, 0.5}[m.Omod]
	for l := 0; l < w.Size; l++ {
		if exec>>uint(l)&1 == 0 {
			continue
		}
		lo := &w.V[int(d.dst.idx)*64+l]
		switch t {
		case isa.TF64:
			hi := &w.V[(int(d.dst.idx)+1)*64+l]
			f := math.Float64frombits(uint64(*lo) | uint64(*hi)<<32)
			f *= scale
			if m.Clamp {
				f = clamp01(f)
			}
			b := math.Float64bits(f)
			*lo, *hi = uint32(b), uint32(b>>32)
		case isa.TF16:
			f := float64(isa.F16to32(uint16(*lo))) * scale
			if m.Clamp {
				f = clamp01(f)
			}
			*lo = uint32(isa.F32to16(float32(f)))
		default:
			f := float64(math.Float32frombits(*lo)) * scale
			if m.Clamp {
				f = clamp01(f)
			}
			*lo = math.Float32bits(float32(f))
		}
	}
}

// clampSDWA clamps a float SDWA result, still in x.d's low bits, to
// [0.0, 1.0] (Vega ISA §6.5: "For floating point operations, it clamps the
// result to the range: [0.0, 1.0]"); SDWA forms take clamp but not omod.
// Integer results were saturated already (intClamp).
func (w *Wave) clampSDWA(d *dinst, x *valuArgs) {
	t := d.dst.t
	if d.dst.kind != oV || !t.IsFloat() {
		return
	}
	for l := 0; l < w.Size; l++ {
		if x.exec>>uint(l)&1 == 0 {
			continue
		}
		if t == isa.TF16 {
			x.d[l] = x.d[l]&^0xffff | uint32(isa.F32to16(float32(clamp01(float64(isa.F16to32(uint16(x.d[l])))))))
			continue
		}
		x.d[l] = math.Float32bits(float32(clamp01(float64(math.Float32frombits(x.d[l])))))
	}
}

func clamp01(f float64) float64 {
	switch {
	case f != f || f < 0:
		return 0
	case f > 1:
		return 1
	}
	return f
}

func (w *Wave) readOpnd(o *opnd) uint64 {
	switch o.kind {
	case oS:
		if int(o.n) == 1 && int(o.idx) < isa.SlotVCCZ { // a plain SGPR: no call
			return uint64(w.S[int(o.idx)])
		}
		return w.ReadSGPRs(int(o.idx), int(o.n))
	case oImm:
		return o.imm
	}
	return 0
}

func execSALU(w *Wave, d *dinst) error {
	x := &w.sa
	op := d.op
	if d.nsrc > 0 {
		x.a = w.readOpnd(&d.src[0])
	}
	if d.nsrc > 1 {
		x.b = w.readOpnd(&d.src[1])
	}
	if d.nsrc > 2 {
		x.c = w.readOpnd(&d.src[2])
	}
	if op.Tied {
		x.d = w.ReadSGPRs(int(d.dst.idx), int(d.dst.n))
	}
	x.scc = w.SCC()
	if d.execN > 0 {
		x.exec = w.ReadSGPRs(isa.SlotExecLo, int(d.execN))
	}
	d.sfn(x)
	if d.dst.kind == oS {
		w.writeScalar(int(d.dst.idx), int(d.dst.n), x.d)
	}
	if d.sccW {
		w.S[isa.SlotSCC] = b2u(x.scc)
	}
	if d.execW {
		w.writeScalar(isa.SlotExecLo, int(d.execN), x.exec)
	}
	return nil
}

// specialHandler returns the hand-written executor for ops without table
// semantics.
func specialHandler(op *isa.Op) func(*Wave, *dinst) error {
	if op.Special >= isa.NumSpecials {
		return nil
	}
	return specialHandlers[op.Special]
}

// specialHandlers is the hand-written executor of each isa.Special.
var specialHandlers = [isa.NumSpecials]func(*Wave, *dinst) error{
	isa.SpecialNop:           execNop,
	isa.SpecialBranch:        execBranch,
	isa.SpecialEndpgm:        func(w *Wave, d *dinst) error { w.Done = true; return nil },
	isa.SpecialBarrier:       func(w *Wave, d *dinst) error { w.Barrier = true; return nil },
	isa.SpecialTrap:          func(w *Wave, d *dinst) error { return fmt.Errorf("s_trap %d executed", d.simm) },
	isa.SpecialGetpc:         execGetpc,
	isa.SpecialSetpc:         execSetpc,
	isa.SpecialSwappc:        execSwappc,
	isa.SpecialMovrels:       execMovrels,
	isa.SpecialMovreld:       execMovreld,
	isa.SpecialGetreg:        execGetreg,
	isa.SpecialSetreg:        execSetreg,
	isa.SpecialReadFirstLane: execReadFirstLane,
	isa.SpecialReadLane:      execReadLane,
	isa.SpecialWriteLane:     execWriteLane,
	isa.SpecialSwap:          execSwap,
	isa.SpecialSMEM:          execSMEM,
	isa.SpecialSMEMBuffer:    execSMEM,
	isa.SpecialMemtime: func(w *Wave, d *dinst) error {
		w.writeScalar(int(d.dst.idx), 2, uint64(w.Steps))
		return nil
	},
	isa.SpecialDS:         execDS,
	isa.SpecialMUBUF:      execMUBUF,
	isa.SpecialFLAT:       execFLAT,
	isa.SpecialDSSwizzle:  execDSSwizzle,
	isa.SpecialDSPermute:  execDSPermute,
	isa.SpecialDSBpermute: execDSPermute,
	isa.SpecialSethalt:    execSethalt,
}

func execNop(w *Wave, d *dinst) error { return nil }

// ErrHalted is wrapped by the error of a wave that halted itself.
var ErrHalted = errors.New("the wave halted")

// execSethalt: s_sethalt sets the wave's HALT bit to SIMM16[0]; on RDNA1
// and RDNA2 SIMM16[2] picks the FATAL_HALT bit instead, and on RDNA3
// SIMM16[2] sets FATAL_HALT itself (Vega ISA, RDNA2 ISA §12.5 "SOPP
// Instructions"; RDNA3 ISA §5.1 "Program Control"). A halted wave issues
// nothing until the host (a debugger, the trap handler) clears the bit, and
// nothing in a run does, so a kernel that halts itself never ends: the run
// stops here with an error. Clearing a bit is a no-op for a running wave.
func execSethalt(w *Wave, d *dinst) error {
	fatal := d.simm&4 != 0 && w.M.Code.Prog.Arch.Gen >= isa.GFX11
	if d.simm&1 == 0 && !fatal {
		return nil
	}
	return fmt.Errorf("%w: s_sethalt %d sets its HALT bit, and only the host resumes a halted wave, so the kernel would never end", ErrHalted, d.simm)
}

func execBranch(w *Wave, d *dinst) error {
	if branchTaken[d.op.Cond](w) {
		w.PC = d.target
		w.taken = true
	}
	return nil
}

// branchTaken decides each branch condition.
var branchTaken = [...]func(w *Wave) bool{
	isa.CondAlways: func(w *Wave) bool { return true },
	isa.CondSCC0:   func(w *Wave) bool { return !w.SCC() },
	isa.CondSCC1:   func(w *Wave) bool { return w.SCC() },
	isa.CondVCCZ:   func(w *Wave) bool { return w.VCC() == 0 },
	isa.CondVCCNZ:  func(w *Wave) bool { return w.VCC() != 0 },
	isa.CondExecZ:  func(w *Wave) bool { return w.Exec() == 0 },
	isa.CondExecNZ: func(w *Wave) bool { return w.Exec() != 0 },
}

// execMovrels: s_movrels reads SGPR[src+M0].
func execMovrels(w *Wave, d *dinst) error {
	m0, n := int(w.S[isa.SlotM0]), int(d.dst.n)
	i := int(d.src[0].idx) + m0
	if i < 0 || i+n > isa.SlotVCCLo {
		return fmt.Errorf("s_movrels reads s%d, outside the SGPRs (m0 = %d)", i, m0)
	}
	w.writeScalar(int(d.dst.idx), n, w.ReadSGPRs(i, n))
	return nil
}

// execMovreld: s_movreld writes SGPR[dst+M0].
func execMovreld(w *Wave, d *dinst) error {
	m0, n := int(w.S[isa.SlotM0]), int(d.dst.n)
	i := int(d.dst.idx) + m0
	if i < 0 || i+n > isa.SlotVCCLo {
		return fmt.Errorf("s_movreld writes s%d, outside the SGPRs (m0 = %d)", i, m0)
	}
	w.writeScalar(i, n, w.readOpnd(&d.src[0]))
	return nil
}

// Hardware registers the model keeps.
func execGetreg(w *Wave, d *dinst) error {
	id, off, size := isa.HwregFields(d.simm)
	var v uint32
	switch id {
	case 1: // MODE
		v = w.mode
	case 20:
		v = w.S[isa.SlotFlatScLo]
	case 21:
		v = w.S[isa.SlotFlatScHi]
	case 4, 23: // HW_ID: the wave id is all a kernel could use
		v = uint32(w.ID)
	}
	mask := uint32(1<<size - 1)
	if size == 32 {
		mask = ^uint32(0)
	}
	w.writeScalar(int(d.dst.idx), 1, uint64(v>>off&mask))
	return nil
}

func execSetreg(w *Wave, d *dinst) error {
	id, off, size := isa.HwregFields(d.simm)
	val := uint32(w.readOpnd(&d.src[1])) // src[0] is the hwreg field
	mask := uint32(1<<size-1) << off
	if size == 32 {
		mask = ^uint32(0)
	}
	set := func(p *uint32) { *p = *p&^mask | val<<off&mask }
	switch id {
	case 1:
		set(&w.mode)
		// GFX9's MODE.GPR_IDX_EN (bit 27) is the GPR indexing mode
		// s_set_gpr_idx_on/off switch (Vega ISA §3.5 Table 4, §6.6.1).
		w.gprIdx = w.mode&modeGPRIdxEn != 0 && w.M.Code.Prog.Arch.Gen == isa.GFX9
	case 20:
		set(&w.S[isa.SlotFlatScLo])
	case 21:
		set(&w.S[isa.SlotFlatScHi])
	}
	return nil
}

// v_readfirstlane_b32 reads the lowest active lane (lane 0 if exec is 0).
func execReadFirstLane(w *Wave, d *dinst) error {
	lane := 0
	if e := w.Exec(); e != 0 {
		for e&1 == 0 {
			e >>= 1
			lane++
		}
	}
	w.writeScalar(int(d.dst.idx), 1, uint64(w.laneValue(&d.src[0], lane)))
	return nil
}

func (w *Wave) laneValue(o *opnd, l int) uint32 {
	if o.kind == oV {
		return w.V[int(o.idx)*64+l]
	}
	return uint32(w.readOpnd(o))
}

// v_readlane_b32 ignores exec; the lane select wraps to the wave size.
func execReadLane(w *Wave, d *dinst) error {
	lane := int(w.readOpnd(&d.src[1])) & (w.Size - 1)
	w.writeScalar(int(d.dst.idx), 1, uint64(w.laneValue(&d.src[0], lane)))
	return nil
}

// v_writelane_b32 ignores exec.
func execWriteLane(w *Wave, d *dinst) error {
	lane := int(w.readOpnd(&d.src[1])) & (w.Size - 1)
	w.V[int(d.dst.idx)*64+lane] = uint32(w.readOpnd(&d.src[0]))
	return nil
}

func execSwap(w *Wave, d *dinst) error {
	e := w.Exec()
	a, b := w.vreg(int(d.in.Args[0].Reg.Idx)), w.vreg(int(d.in.Args[1].Reg.Idx))
	for l := 0; l < w.Size; l++ {
		if e>>uint(l)&1 != 0 {
			a[l], b[l] = b[l], a[l]
		}
	}
	return nil
}
