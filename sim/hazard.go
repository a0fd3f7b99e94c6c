package sim

import (
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

// Hazard is a violated rule: hardware that does not interlock a
// dependency (LLVM's GCNHazardRecognizer inserts s_nop or
// s_waitcnt_depctr instead), or a memory result used before the s_waitcnt
// that covers it. A program with a hazard is wrong on real hardware even if
// the model computes the intended values.
type Hazard struct {
	Rule               string
	Producer, Consumer isa.Pos
	ProducerText       string
	ConsumerText       string
	// Wait states required and present between the two, for the GFX9
	// wait-state rules; for rules fixed by an instruction, Required is 1 and
	// Present 0.
	Required, Present int
	Fix               string
	Wave              int
	Workgroup         [3]int
}

func (h Hazard) String() string {
	return fmt.Sprintf("%s: hazard %s: %q (%s) then %q: %d wait states required, %d present; fix: %s",
		h.Consumer, h.Rule, h.ProducerText, h.Producer, h.ConsumerText, h.Required, h.Present, h.Fix)
}

// HazardError is returned in strict mode.
type HazardError struct{ Hazard Hazard }

func (e *HazardError) Error() string { return e.Hazard.String() }

const never = int64(-1 << 40)

// hazardState is a wave's history for the hazard rules. Producers are
// remembered by the wait-state count at which they ended (wt.ws).
type hazardState struct {
	init bool
	// GFX9
	valuS    [isa.NumScalarSlots]int64 // VALU SGPR write end, by slot
	valuSPC  [isa.NumScalarSlots]int
	saluM0   int64
	saluM0PC int
	vgprW    [256]int64 // last write of each VGPR unit (DPP source rule)
	vgprWPC  [256]int32
	// gfx101x
	execReadPC int // a non-VALU read exec; -1 when expired
	vmemSRead  regSet
	smemSRead  regSet
	// GFX11
	trans     []transUse
	maskRead  regSet
	maskWrite [2]int // SALU write of a mask SGPR awaiting depctr sa_sdst(0): producer, writer pc (-1 none)
}

type transUse struct {
	units        []uint16
	pc           int
	valus, trans int
}

func (h *hazardState) reset() {
	for i := range h.valuS {
		h.valuS[i] = never
	}
	h.saluM0 = never
	for i := range h.vgprW {
		h.vgprW[i] = never
	}
	h.execReadPC = -1
	h.maskWrite = [2]int{-1, -1}
	h.init = true
}

func (t *Timing) report(w *Wave, rule string, prodPC, pc, required, present int, fix string) error {
	p := w.D.Prog
	h := Hazard{Rule: rule, Required: required, Present: present, Fix: fix, Wave: w.InGroup, Workgroup: w.WG.ID,
		Consumer: p.Insts[pc].Pos, ConsumerText: isa.FormatInst(p.Insts[pc], t.Arch)}
	if prodPC >= 0 {
		h.Producer, h.ProducerText = p.Insts[prodPC].Pos, isa.FormatInst(p.Insts[prodPC], t.Arch)
	}
	t.Hazards = append(t.Hazards, h)
	if t.Strict {
		return &HazardError{h}
	}
	return nil
}

// checkHazards runs the target's rules for the instruction about to issue,
// then records it as a producer.
func (t *Timing) checkHazards(w *Wave, d *dinst, pc int) error {
	wt := w.tm
	h := &wt.haz
	if !h.init {
		h.reset()
	}
	ii := &t.info[pc]
	ws := wt.ws
	a := t.Arch

	// Every target: a load result read before an s_waitcnt covers it.
	check := func(pend *regSet, u uint16) error {
		if p, tag, ok := pend.get(u); ok {
			pend.del(u) // report each load once
			return t.report(w, "load result used before s_waitcnt", p, pc, 1, 0, "s_waitcnt "+tagNames[tag]+" covering the load")
		}
		return nil
	}
	if !wt.pendV.empty() {
		for _, u := range ii.vRead {
			if err := check(&wt.pendV, u); err != nil {
				return err
			}
		}
	}
	if !wt.pendS.empty() {
		for _, s := range ii.sRead {
			if err := check(&wt.pendS, s); err != nil {
				return err
			}
		}
	}
	// A write to a register a load has yet to fill: the load lands last on
	// hardware. Loads of the same counter return in order, so a later load
	// into the same register is fine.
	if !wt.pendV.empty() && len(ii.vWrite) > 0 && !(ii.vmem && ii.memLoad || ii.lds) {
		for _, u := range ii.vWrite {
			if p, tag, ok := wt.pendV.get(u); ok {
				wt.pendV.del(u)
				if err := t.report(w, "VGPR written while a load into it is pending", p, pc, 1, 0, "s_waitcnt "+tagNames[tag]+" before the write"); err != nil {
					return err
				}
				break
			}
		}
	}

	if a.Gen == isa.GFX9 {
		// need reports the first unit of regs written by a VALU fewer than
		// required wait states ago; exec counts only where the rule says so.
		need := func(rule string, regs []uint16, withExec bool, required int, fix string) error {
			for _, s := range regs {
				if end := h.valuS[s]; end != never && (withExec || !isExec(s)) {
					if present := int(ws - end); present < required {
						return t.report(w, rule, h.valuSPC[s], pc, required, present, fix)
					}
				}
			}
			return nil
		}
		switch {
		case ii.vmem:
			// VMEM reading a VALU-written SGPR (address, descriptor, soffset):
			// 5 wait states (GCNHazardRecognizer::checkVMEMHazards).
			if err := need("VMEM reads VALU-written SGPR", ii.sRead, false, 5, "s_nop 4"); err != nil {
				return err
			}
		case ii.laneSelect != nil:
			// The lane select: 4 wait states (checkRWLaneHazards).
			if err := need("v_readlane/v_writelane lane select after VALU SGPR write", ii.laneSelect, false, 4, "s_nop 3"); err != nil {
				return err
			}
		case ii.divFmas:
			// 4 wait states after a VALU write of vcc (checkDivFMasHazards).
			if err := need("v_div_fmas after VALU VCC write", []uint16{isa.SlotVCCLo, isa.SlotVCCHi}, false, 4, "s_nop 3"); err != nil {
				return err
			}
		case ii.dpp:
			// DPP after a VALU exec write: 5 wait states; DPP reading a VGPR
			// written within 2 (checkDPPHazards).
			if err := need("DPP after VALU exec write", []uint16{isa.SlotExecLo, isa.SlotExecHi}, true, 5, "s_nop 4"); err != nil {
				return err
			}
			for _, u := range ii.vRead {
				if end := h.vgprW[u]; end != never {
					if present := int(ws - end); present < 2 {
						if err := t.report(w, "DPP reads a VGPR written too recently", int(h.vgprWPC[u]), pc, 2, present, "s_nop 1"); err != nil {
							return err
						}
						break
					}
				}
			}
		case ii.movrel:
			// 1 wait state after an SALU write of M0 (checkReadM0Hazards).
			if present := int(ws - h.saluM0); h.saluM0 != never && present < 1 {
				if err := t.report(w, "M0 reader after SALU M0 write", h.saluM0PC, pc, 1, present, "s_nop 0"); err != nil {
					return err
				}
			}
		}
	}

	if a.VcmpxExecWARHazard {
		// v_cmpx exec write-after-read (fixVcmpxExecWARHazard).
		writesExec := false
		for _, s := range ii.sWrite {
			writesExec = writesExec || isExec(s)
		}
		if ii.valu && writesExec && h.execReadPC >= 0 {
			p := h.execReadPC
			h.execReadPC = -1
			if err := t.report(w, "v_cmpx exec write after SALU exec read (VcmpxExecWARHazard)", p, pc, 1, 0, "s_waitcnt_depctr 0xfffe"); err != nil {
				return err
			}
		}
		// VMEM reads an SGPR, then an SALU/SMEM writes it (fixVMEMtoScalarWriteHazards).
		if ii.salu || ii.smem {
			for _, s := range ii.sWrite {
				if p, _, ok := h.vmemSRead.get(s); ok {
					h.vmemSRead.clear()
					if err := t.report(w, "SALU write of an SGPR a VMEM instruction reads (VMEMtoScalarWriteHazard)", p, pc, 1, 0, "s_waitcnt_depctr 0xffe3"); err != nil {
						return err
					}
					break
				}
			}
		}
		// SMEM reads an SGPR, then a VALU writes it (fixSMEMtoVectorWriteHazards).
		if ii.valu {
			for _, s := range ii.sWrite {
				if p, _, ok := h.smemSRead.get(s); ok && !isExec(s) {
					h.smemSRead.clear()
					if err := t.report(w, "VALU write of an SGPR an SMEM instruction reads (SMEMtoVectorWriteHazard)", p, pc, 1, 0, "s_mov_b32 null, 0"); err != nil {
						return err
					}
					break
				}
			}
		}
	}

	if a.Gen == isa.GFX11 {
		// A TRANS result used by a VALU within 5 VALUs and 1 TRANS
		// (fixVALUTransUseHazard).
		if ii.valu {
			for _, tu := range h.trans {
				if overlapsUnits(tu.units, ii.vRead) {
					h.trans = nil
					if err := t.report(w, "TRANS result used too soon (VALUTransUseHazard)", tu.pc, pc, 1, 0, "s_waitcnt_depctr 0x0fff"); err != nil {
						return err
					}
					break
				}
			}
		}
		// Wave64: an SALU write of an SGPR a VALU read as lane mask needs
		// s_waitcnt_depctr sa_sdst(0) right after it (fixVALUMaskWriteHazard).
		if h.maskWrite[0] >= 0 {
			ok := ii.wait == isa.WaitDepctr && ii.dc.SaSdst == 0
			prod, writer := h.maskWrite[0], h.maskWrite[1]
			h.maskWrite = [2]int{-1, -1}
			if !ok {
				if err := t.report(w, "SALU write of a VALU lane-mask SGPR without depctr (VALUMaskWriteHazard)", prod, writer, 1, 0, "s_waitcnt_depctr 0xfffe after the SALU write"); err != nil {
					return err
				}
			}
		}
		if t.Wave == 64 && ii.salu {
			for _, s := range ii.sWrite {
				if p, _, ok := h.maskRead.get(s); ok && !isExec(s) && s != isa.SlotM0 && s != isa.SlotSCC {
					h.maskWrite = [2]int{p, pc}
					h.maskRead.clear()
					break
				}
			}
		}
	}

	// Record this instruction as a producer and expire old state.
	end := ws + 1
	if ii.wait == isa.WaitNop {
		end = ws + d.simm&0xf + 1
	}
	if a.Gen == isa.GFX9 {
		for _, u := range ii.vWrite {
			h.vgprW[u], h.vgprWPC[u] = end, int32(pc)
		}
	}
	switch {
	case ii.valu:
		for _, s := range ii.sWrite {
			h.valuS[s], h.valuSPC[s] = end, pc
		}
		if a.VcmpxExecWARHazard && len(ii.sWrite) > 0 {
			h.execReadPC = -1
		}
		if a.VcmpxExecWARHazard {
			h.vmemSRead.clear()
		}
		if a.Gen == isa.GFX11 {
			kept := h.trans[:0]
			for _, tu := range h.trans {
				tu.valus++
				if ii.trans {
					tu.trans++
				}
				if tu.valus <= 5 && tu.trans <= 1 {
					kept = append(kept, tu)
				}
			}
			h.trans = kept
			if ii.trans && len(ii.vWrite) > 0 {
				h.trans = append(h.trans, transUse{units: ii.vWrite, pc: pc})
			}
			if t.Wave == 64 {
				t.maskReads(h, ii, d, pc)
			}
		}
	case ii.salu:
		if containsSlot(ii.sWrite, isa.SlotM0) {
			h.saluM0, h.saluM0PC = end, pc
		}
		if a.VcmpxExecWARHazard {
			h.smemSRead.clear()
		}
	case ii.vmem || ii.lds:
		if a.VcmpxExecWARHazard {
			for _, s := range ii.sRead {
				if !isExec(s) {
					h.vmemSRead.set(s, pc, 0)
				}
			}
		}
		if a.Gen == isa.GFX11 {
			h.trans = nil
		}
	case ii.smem:
		if a.VcmpxExecWARHazard {
			for _, s := range ii.sRead {
				h.smemSRead.set(s, pc, 0)
			}
		}
	}
	if !ii.valu && a.VcmpxExecWARHazard && containsSlot(ii.sRead, isa.SlotExecLo) {
		h.execReadPC = pc
	}
	switch ii.wait {
	case isa.WaitDepctr:
		if ii.dc.SaSdst == 0 {
			h.execReadPC = -1
		}
		if ii.dc.VmVsrc == 0 {
			h.vmemSRead.clear()
		}
		if ii.dc.VaVdst == 0 {
			h.trans = nil
		}
	case isa.WaitCnt:
		if d.simm == 0 {
			h.vmemSRead.clear()
		}
		if ii.wc.Lgkm == 0 {
			h.smemSRead.clear()
		}
	}
	return nil
}

// maskReads records SGPRs a wave64 VALU reads as lane masks, and expires
// the record when a VALU reads another SGPR or a literal (LLVM's expiry).
func (t *Timing) maskReads(h *hazardState, ii *instInfo, d *dinst, pc int) {
	other := false
	for _, s := range ii.sRead {
		if !isExec(s) && !containsSlot(ii.laneMaskRead, s) {
			other = true
		}
	}
	for i, o := range d.in.Args {
		if !d.op.Args[i].Def && (o.Kind == isa.OpImm || o.Kind == isa.OpFloat) && !o.IsInline(t.Arch) {
			other = true
		}
	}
	if other {
		h.maskRead.clear()
	}
	for _, s := range ii.laneMaskRead {
		h.maskRead.set(s, pc, 0)
	}
}

func containsSlot(v []uint16, s uint16) bool {
	for _, x := range v {
		if x == s {
			return true
		}
	}
	return false
}

func overlapsUnits(a, b []uint16) bool {
	for _, x := range a {
		if containsSlot(b, x) {
			return true
		}
	}
	return false
}
