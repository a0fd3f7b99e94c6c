package isa

// Decoded is what the executor, the timing model and liveness all need of
// an instruction, worked out once for a program and wave size (Decode) so
// that none of them scans the row for a role or sizes implicit registers
// again: the registers it reads and writes, and where its operands sit.
type Decoded struct {
	regs []Reg // Uses then Defs
	nUse uint16
	Slots
	// Y is the slots of a VOPD pair's Y half (Inst.Dual), nil without one.
	Y *Slots
}

// Uses is what Inst.Uses lists for the wave size the record was made for.
func (d *Decoded) Uses() []Reg { return d.regs[:d.nUse:d.nUse] }

// Defs is what Inst.Defs lists for the wave size the record was made for.
func (d *Decoded) Defs() []Reg { return d.regs[d.nUse:len(d.regs):len(d.regs)] }

// NoSlot is a slot the row does not have.
const NoSlot int8 = -1

// Slots are the indexes in Inst.Args (and Op.Args) of an instruction's
// operands by what they hold, NoSlot where the row has none. A slot the row
// has may still hold an absent optional operand (OpNone); Inst.ArgAt gives
// the operand either way.
type Slots struct {
	// The first slot of each typed role (ArgRole), as Inst.Operand finds it.
	VAddr, SAddr, SRsrc, SOffset, Addr, VDst, Lane, HWReg int8
	// VData are the data slots in order: two for ds_write2 and ds_cmpst,
	// the second NoSlot elsewhere.
	VData [2]int8
	// Ret is the slot a memory result returns into: vdst, or vdata for a
	// MUBUF atomic with glc, which returns the old value over its data.
	Ret int8
	// Imm is the first immediate operand, the encoded field (simm16,
	// hwreg, waitcnt): s_setreg_imm32_b32's literal value follows it.
	Imm int8
	// Label is the branch target.
	Label int8
	// Dst is the destination slot other than a lane mask (the last one:
	// v_swap_b32 has two); MaskDst and MaskSrc the lane-mask destination
	// (compare result, carry out) and source (carry in, cndmask
	// selector). No row has more than one of either.
	Dst, MaskDst, MaskSrc int8
	// Src are the other slots, the sources, in order; NSrc counts them
	// all, even past len(Src), which no row reaches.
	Src  [4]int8
	NSrc uint8
}

// ArgAt is the operand in slot i, the zero Operand for NoSlot.
func (in *Inst) ArgAt(i int8) Operand {
	if i < 0 || int(i) >= len(in.Args) {
		return Operand{}
	}
	return in.Args[i]
}

// Decode makes the record of each instruction for a wave size, in order;
// their register lists share one allocation.
func Decode(insts []*Inst, wave int) []Decoded {
	out := make([]Decoded, len(insts))
	ends := make([]int, len(insts))
	var regs []Reg
	for i, in := range insts {
		lo := len(regs)
		regs = in.AppendUses(regs, wave)
		out[i].nUse = uint16(len(regs) - lo)
		regs = in.AppendDefs(regs, wave)
		ends[i] = len(regs)
		out[i].setSlots(in)
	}
	// The slab moves as it grows: cut it into records once it is whole.
	lo := 0
	for i, hi := range ends {
		out[i].regs = regs[lo:hi:hi]
		lo = hi
	}
	return out
}

// A Decoder makes the record of one instruction at a time in storage it
// reuses, for a consumer that reads each record once and in turn (the
// executor's decoding, the timing model's analysis): decoding a program
// then allocates nothing per instruction, which matters where a command
// builds a model for each end of every open parameter.
type Decoder struct {
	d   Decoded
	y   Slots
	buf []Reg
}

// Decode is in's record for a wave size, valid until the next call.
func (x *Decoder) Decode(in *Inst, wave int) *Decoded {
	x.buf = in.AppendUses(x.buf[:0], wave)
	n := len(x.buf)
	x.buf = in.AppendDefs(x.buf, wave)
	x.d = Decoded{regs: x.buf[:len(x.buf):len(x.buf)], nUse: uint16(n), Slots: SlotsOf(in)}
	if in.Dual != nil {
		x.y = SlotsOf(in.Dual)
		x.d.Y = &x.y
	}
	return &x.d
}

// DecodeInst is Decode of one instruction: for a caller that needs an
// instruction as it is now, after an edit in place.
func DecodeInst(in *Inst, wave int) Decoded {
	var d Decoded
	d.regs = in.AppendUses(make([]Reg, 0, in.regSlots()), wave)
	d.nUse = uint16(len(d.regs))
	d.regs = in.AppendDefs(d.regs, wave)
	d.setSlots(in)
	return d
}

func (d *Decoded) setSlots(in *Inst) {
	d.Slots = SlotsOf(in)
	if in.Dual != nil {
		y := SlotsOf(in.Dual)
		d.Y = &y
	}
}

// SlotsOf finds an instruction's slots, for a consumer that needs where
// its operands sit but not the registers it reads and writes.
func SlotsOf(in *Inst) Slots {
	s := Slots{
		VAddr: NoSlot, SAddr: NoSlot, SRsrc: NoSlot, SOffset: NoSlot, Addr: NoSlot, VDst: NoSlot, Lane: NoSlot, HWReg: NoSlot,
		VData: [2]int8{NoSlot, NoSlot}, Ret: NoSlot, Imm: NoSlot, Label: NoSlot, Dst: NoSlot, MaskDst: NoSlot, MaskSrc: NoSlot,
		Src: [4]int8{NoSlot, NoSlot, NoSlot, NoSlot},
	}
	n := min(len(in.Op.Args), len(in.Args))
	for i := 0; i < n; i++ {
		sp, k := &in.Op.Args[i], int8(i)
		switch {
		case sp.Mask && sp.Def:
			s.MaskDst = k
		case sp.Mask:
			s.MaskSrc = k
		case sp.Def:
			s.Dst = k
		default:
			if int(s.NSrc) < len(s.Src) {
				s.Src[s.NSrc] = k
			}
			s.NSrc++
		}
		s.setRole(sp.Role(), k)
		switch in.Args[i].Kind {
		case OpLabel:
			s.Label = k
		case OpImm:
			if s.Imm == NoSlot {
				s.Imm = k
			}
		}
	}
	s.Ret = s.VDst
	if in.returnsInVData() {
		s.Ret = s.VData[0]
	}
	return s
}

// setRole records slot k of role r where it is the first of its role.
func (s *Slots) setRole(r ArgRole, k int8) {
	var p *int8
	switch r {
	case ArgVAddr:
		p = &s.VAddr
	case ArgSAddr:
		p = &s.SAddr
	case ArgSRsrc:
		p = &s.SRsrc
	case ArgSOffset:
		p = &s.SOffset
	case ArgAddr:
		p = &s.Addr
	case ArgVDst:
		p = &s.VDst
	case ArgLane:
		p = &s.Lane
	case ArgHWReg:
		p = &s.HWReg
	case ArgVData:
		if s.VData[0] == NoSlot {
			p = &s.VData[0]
		} else {
			p = &s.VData[1]
		}
	default:
		return
	}
	if *p == NoSlot {
		*p = k
	}
}

// returnsInVData reports whether the instruction returns its memory result
// over its data operand: a MUBUF atomic with glc.
func (in *Inst) returnsInVData() bool {
	return in.Op.Format == MUBUF && in.Op.Mem == MemAtomic && in.Mods.Glc
}
