package isa

// Constant is an immediate an instruction feeds its ALU as a value (an
// inline constant, a literal, a SOPK immediate), as the ALU reads it. The
// differential checker draws inputs around a program's constants: a
// miscompile that folds a constant wrongly often differs only for an
// input equal to it, or to a value built from it (docs/fuzzing.md
// "Interesting values").
type Constant struct {
	// Slot is the operand's index in Inst.Args (of the VOPD half that
	// holds it: Dual says which).
	Slot int
	Dual bool
	// Type is the slot's type: the format Bits are in (a packed type's
	// inline constant is its low half, as the ALU reads it).
	Type Type
	// Bits is the value as the ALU reads it: Operand.Bits of the slot's
	// type, 16-bit SOPK immediates extended as the instruction extends
	// them.
	Bits uint64
	// Float: the operand was written as a floating-point constant.
	Float bool
}

// Constants lists the value immediates of an instruction, in operand
// order. Fields that are no value (offsets, counts, wait counters,
// hwreg(...), branch targets) are left out: the table marks a value slot
// by the inline constants or literals it takes (KConst, KLit).
func (in *Inst) Constants() []Constant {
	var out []Constant
	for x := in; x != nil; x = x.Dual {
		for i, o := range x.Args {
			if i >= len(x.Op.Args) || o.Kind != OpImm && o.Kind != OpFloat || o.Sym != "" {
				continue
			}
			s := &x.Op.Args[i]
			if s.Def || s.Kind&(KConst|KLit) == 0 {
				continue
			}
			t := s.Type
			if s.Mask {
				// A lane-mask operand's constant fills the wave's mask;
				// TB64 keeps the value as written (wave64 reads all of it).
				t = TB64
			}
			c := Constant{Slot: i, Dual: x != in, Type: t, Bits: o.Bits(t), Float: o.Kind == OpFloat}
			switch s.Field {
			case imm16Field:
				// SOPK's signed immediates: s_movk_i32 s0, 0xffff is -1
				// (SOPInstructions.td SOPK_32 "simm16", sign-extended).
				c.Bits = uint64(uint32(int32(int16(c.Bits))))
			case uimm16Field:
				c.Bits &= 0xffff
			}
			out = append(out, c)
		}
	}
	return out
}
