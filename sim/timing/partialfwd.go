package timing

import (
	"math"

	"github.com/wavesim/wavesim/isa"
)

// The GFX11 wave64 VALU partial forwarding hazard, as
// GCNHazardRecognizer::fixVALUPartialForwardingHazard finds it: a VALU
// reading two or more distinct VGPRs, one (Va) written by a VALU before
// an SALU write of exec and one (Vb) by a VALU after it,
//
//	Va <- VALU; intv1; exec <- SALU; intv2; Vb <- VALU; intv3; MI Va, Vb
//
// with at most 2 VALUs in intv1 and intv2 together and at most 4 in
// intv3. LLVM inserts s_waitcnt_depctr 0x0fff (va_vdst(0)) before MI.
//
// LLVM searches backwards from MI (hasHazard); the rule keeps what that
// search can reach in the rule's state and runs the same search over it at
// each VALU: st.open holds the events since the last VMEM, FLAT, DS or
// s_waitcnt_depctr va_vdst(0) (which end the search: HazardExpired), oldest
// first, and st.next.end counts the wave's VALUs (LLVM's State.VALUs is
// the number of VALUs between an instruction and MI). An event is a VALU's
// VGPR write, one producer per 16-bit half it writes (unit, pc, end: the
// VALUs before it), or an SALU write of exec (unit pfExec). Only the
// newest exec write between two VALUs can matter: the search takes the
// first one it meets once it has a def, and at the same VALU count.
const (
	// The constants of fixVALUPartialForwardingHazard.
	pfIntv1plus2MaxVALUs     = 2
	pfIntv3MaxVALUs          = 4
	pfIntvMaxVALUs           = 6
	pfNoHazardVALUWaitStates = pfIntvMaxVALUs + 2

	pfExec = math.MaxUint16 // the unit of an SALU exec write event
	pfNone = math.MaxInt    // LLVM's std::numeric_limits<int>::max()
)

// partialFwd: GCNSubtarget::hasVALUPartialForwardingHazard is
// getGeneration() == GFX11 (LLVM 16: >= GFX11, which is GFX11 there), and
// the function returns early unless ST.isWave64().
var partialFwd = func(a *isa.Arch, wave int) bool { return a.Gen == isa.GFX11 && wave == 64 }

// partialFwdOn: the instructions the rule's search looks at.
func partialFwdOn(x *instInfo) bool {
	return x.valu || partialFwdExecWrite(x) || x.drainsVA || isVaVdst0(x)
}

// partialFwdConsumer: a VALU with at least two distinct VGPR sources
// ("Only applies with >= 2 unique VGPR sources").
func partialFwdConsumer(x *instInfo) bool { return x.valu && len(x.vSrcOps()) >= 4 }

// partialFwdExecWrite: an SALU write of exec, the event the hazard
// needs between the two VGPR writes (partialFwdVerdict finds nothing
// without one).
func partialFwdExecWrite(x *instInfo) bool { return x.salu && writesExec(x) }

var isVaVdst0 = depctr(func(d *isa.Depctr) int { return d.VaVdst })

// partialFwdStep checks a VALU as MI, then records the instruction's
// event. After a hazard the search starts again, as it does in LLVM after
// the s_waitcnt_depctr it inserts.
func partialFwdStep(st *ruleState, x *instInfo, pc int, _ int64) (int, int, int) {
	if x.drainsVA || isVaVdst0(x) {
		st.open = st.open[:0]
		return -1, 0, 0
	}
	n := st.next.end // VALUs so far
	if !x.valu {
		// An SALU exec write: the newest one at this VALU count stands
		// for all of them.
		if k := len(st.open) - 1; k >= 0 && st.open[k].unit == pfExec && st.open[k].end == n {
			st.open[k].pc = int32(pc)
		} else {
			st.open = append(st.open, producer{unit: pfExec, pc: int32(pc), end: n})
		}
		return -1, 0, 0
	}
	prod := -1
	if partialFwdConsumer(x) {
		if prod = partialFwdSearch(st.open, x.vSrcOps(), int(n)); prod >= 0 {
			st.open = st.open[:0]
		}
	}
	for _, u := range x.vWriteHalf() {
		st.open = append(st.open, producer{unit: u, pc: int32(pc), end: n})
	}
	st.next.end++
	// Drop what the search can no longer reach: an instruction with more
	// than NoHazardVALUWaitStates VALUs after it (a VALU event counts the
	// VALUs before it, itself not after it).
	drop := 0
	for drop < len(st.open) {
		e := st.open[drop]
		after := int(st.next.end - e.end)
		if e.unit != pfExec {
			after--
		}
		if after <= pfNoHazardVALUWaitStates {
			break
		}
		drop++
	}
	if drop > 0 {
		st.open = append(st.open[:0], st.open[drop:]...)
	}
	if prod >= 0 {
		return prod, 1, 0
	}
	return -1, 0, 0
}

// partialFwdSearch runs fixVALUPartialForwardingHazard's backward search
// over the events (oldest first) for a VALU with sources srcs
// (appendSrcOps' ranges) after valus VALUs of the wave: it returns the pc
// of the VALU at which the search finds the hazard, or -1.
func partialFwdSearch(events []producer, srcs []uint16, valus int) int {
	var buf [8]int
	defPos := buf[:0] // State.DefPos, by source
	for range len(srcs) / 2 {
		defPos = append(defPos, pfNone)
	}
	execPos, defs := pfNone, 0
	for k := len(events) - 1; k >= 0; {
		e := events[k]
		changed := false
		var at int // State.VALUs at the instruction
		if e.unit == pfExec {
			at = valus - int(e.end)
			if at > pfNoHazardVALUWaitStates {
				return -1
			}
			if execPos == pfNone && defs > 0 {
				execPos, changed = at, true
			}
			k--
		} else {
			at = valus - int(e.end) - 1
			if at > pfNoHazardVALUWaitStates {
				return -1
			}
			j := k
			for j >= 0 && events[j].unit != pfExec && events[j].end == e.end {
				j--
			}
			// MachineInstr::modifiesRegister: a written half in the range.
			for s := range defPos {
				if defPos[s] != pfNone {
					continue
				}
				for _, w := range events[j+1 : k+1] {
					if w.unit >= srcs[2*s] && w.unit < srcs[2*s+1] {
						defPos[s], changed = at, true
						defs++
						break
					}
				}
			}
			k = j
		}
		// Early expiration: too many VALUs in intv3.
		if at > pfIntv3MaxVALUs && defs == 0 {
			return -1
		}
		if !changed {
			continue
		}
		switch partialFwdVerdict(defPos, execPos) {
		case hazardFound:
			return int(e.pc)
		case hazardExpired:
			return -1
		}
	}
	return -1
}

// The results of an IsHazardFn (GCNHazardRecognizer.cpp HazardFnResult).
const (
	noHazardFound = iota
	hazardFound
	hazardExpired
)

// partialFwdVerdict is the end of fixVALUPartialForwardingHazard's
// IsHazardFn, once the state changed: the VALU counts of the defs and of
// the exec write against the intervals' limits.
func partialFwdVerdict(defPos []int, execPos int) int {
	if execPos == pfNone {
		return noHazardFound
	}
	preExec, postExec := pfNone, pfNone
	for _, d := range defPos {
		switch {
		case d == pfNone:
		case d >= execPos:
			preExec = min(preExec, d)
		default:
			postExec = min(postExec, d)
		}
	}
	if postExec == pfNone {
		return noHazardFound // needs a VALU after the exec change
	}
	if postExec > pfIntv3MaxVALUs { // intv3
		return hazardExpired
	}
	intv2 := execPos - postExec - 1
	if intv2 > pfIntv1plus2MaxVALUs {
		return hazardExpired
	}
	if preExec == pfNone {
		return noHazardFound // needs a VALU before the exec change
	}
	intv1 := preExec - execPos
	if intv1 > pfIntv1plus2MaxVALUs || intv1+intv2 > pfIntv1plus2MaxVALUs {
		return hazardExpired
	}
	return hazardFound
}
