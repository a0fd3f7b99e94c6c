package isa

// What an instruction reads and writes, implicit registers included: the
// register units liveness, the timing model and the hazard rules work on.

// Defs lists the registers an instruction writes: named destinations and
// implicit ones (scc, exec, the wave's vcc), sized for the wave. A VOPD pair
// lists both halves.
func (in *Inst) Defs(wave int) []Reg { return in.AppendDefs(make([]Reg, 0, in.regSlots()), wave) }

// AppendDefs appends what Defs lists to dst, for callers that reuse a
// buffer.
func (in *Inst) AppendDefs(dst []Reg, wave int) []Reg {
	for x := in; x != nil; x = x.Dual {
		for i, s := range x.Op.Args {
			if s.Def && x.Args[i].Kind == OpReg {
				dst = append(dst, x.Args[i].Reg)
			}
		}
		for _, im := range x.Op.Imp {
			if im.Write {
				dst = append(dst, impReg(im, wave))
			}
		}
		if x.returnsInVData() {
			// A returning buffer atomic writes the old value over vdata.
			if v := x.arg("vdata"); v.Kind == OpReg {
				dst = append(dst, Reg{File: v.Reg.File, Idx: v.Reg.Idx, N: uint8(x.Op.MemBytes / 4)})
			}
		}
	}
	return dst
}

// regSlots bounds the registers Defs or Uses lists.
func (in *Inst) regSlots() int {
	n := 0
	for x := in; x != nil; x = x.Dual {
		n += len(x.Op.Args) + len(x.Op.Imp) + 1
	}
	return n
}

// Uses lists the registers an instruction reads, implicit ones included
// (exec for vector instructions, vcc for v_div_fmas, scc for s_cselect,
// the destination of tied ops such as v_fmac).
func (in *Inst) Uses(wave int) []Reg { return in.AppendUses(make([]Reg, 0, in.regSlots()), wave) }

// AppendUses appends what Uses lists to dst, for callers that reuse a
// buffer.
func (in *Inst) AppendUses(dst []Reg, wave int) []Reg {
	for x := in; x != nil; x = x.Dual {
		for i, s := range x.Op.Args {
			o := &x.Args[i]
			if o.Kind != OpReg {
				continue
			}
			// A tied destination is read; so is one whose other 16-bit
			// half the instruction keeps (Op.Half, a true16 vN.l or vN.h:
			// writing one half of vN reads and writes vN).
			if !s.Def || (x.Op.Tied || x.Op.Half != HalfNone || o.Half() != HalfNone || x.dppKeepsLanes(o)) && i == 0 {
				dst = append(dst, o.Reg)
			}
		}
		for _, im := range x.Op.Imp {
			if !im.Write {
				dst = append(dst, impReg(im, wave))
			}
		}
	}
	return dst
}

func impReg(im Imp, wave int) Reg {
	if !im.Wave {
		return im.Reg
	}
	switch {
	case im.Reg.IsExec():
		return ExecFor(wave)
	case im.Reg.IsVCC():
		return VCCFor(wave)
	}
	return im.Reg
}

// ReadsReg reports whether the instruction reads any unit of r.
func (in *Inst) ReadsReg(r Reg, wave int) bool {
	var buf [8]Reg
	for _, u := range in.AppendUses(buf[:0], wave) {
		if u.Overlaps(r) {
			return true
		}
	}
	return false
}

// WritesReg reports whether the instruction writes any unit of r.
func (in *Inst) WritesReg(r Reg, wave int) bool {
	var buf [8]Reg
	for _, d := range in.AppendDefs(buf[:0], wave) {
		if d.Overlaps(r) {
			return true
		}
	}
	return false
}

// Writes lists every register unit (one dword each) some instruction of p
// writes: scalar slots in slot order (s0..s105, vcc, ttmp, m0, exec, ...,
// scc), then VGPRs in order; writes to null are left out. An M0-relative
// write (s_movreld; v_movreld, v_movrelsd and v_movrelsd_2 for VGPRs) may
// reach any register from its named destination up, so all of those are
// listed. These are what `wavesim run` prints for a snippet, and part of
// what it leaves live (opt.SnippetExitLive; docs/design.md,
// "Differential validation contract").
func (p *Program) Writes() []Reg {
	s, v := writtenUnits(p.Insts, p.Wave)
	var out []Reg
	for i, w := range s {
		if w {
			out = append(out, SGPR(i, 1))
		}
	}
	for i, w := range v {
		if w {
			out = append(out, VGPR(i, 1))
		}
	}
	return out
}

// writtenUnits marks the register units insts write (null left out),
// counting every register an M0-relative write may reach.
func writtenUnits(insts []*Inst, wave int) (s [NumScalarSlots]bool, v [MaxVectorRegs]bool) {
	mark := func(r Reg) {
		for i := 0; i < int(r.N); i++ {
			u := int(r.Idx) + i
			switch {
			case r.File == FileV && u < MaxVectorRegs:
				v[u] = true
			case r.File == FileS && u < NumScalarSlots && u != SlotNull:
				s[u] = true
			}
		}
	}
	for _, in := range insts {
		for _, d := range in.Defs(wave) {
			mark(d)
			switch sp := in.Op.Special; {
			case sp == SpecialMovreld && d.IsSGPR():
				mark(SGPR(int(d.Idx), SlotVCCLo-int(d.Idx)))
			case (sp == SpecialVMovreld || sp == SpecialVMovrelsd || sp == SpecialVMovrelsd2) && d.File == FileV:
				for u := int(d.Idx); u < MaxVGPRs; u++ {
					v[u] = true
				}
			}
		}
	}
	return s, v
}

// dppKeepsLanes reports whether a DPP16 instruction may leave active lanes
// of its VGPR destination as they were, which reads it: a lane of a
// row or bank its masks turn off, or whose source lane is out of range or
// inactive without bound_ctrl (dppSource in package sim; LLVM gives
// V_MOV_B32_dpp and the other DPP pseudos a tied $old operand for this).
// DPP8 writes every active lane (an inactive source reads 0).
func (in *Inst) dppKeepsLanes(dst *Operand) bool {
	c := in.Mods.DPP
	if !in.Enc.IsDPP() || c == nil || c.Ctrl == "dpp8" || !dst.IsReg(FileV) {
		return false
	}
	return !c.BoundCtrl || c.RowMask != 0xf || c.BankMask != 0xf
}
