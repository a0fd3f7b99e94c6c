package isa

import (
	"fmt"
	"math"
	"strings"
)

// OperandKind says what an Operand holds.
type OperandKind uint8

const (
	OpNone  OperandKind = iota // an absent optional operand
	OpReg                      // a register
	OpImm                      // an integer (inline constant, literal or field value)
	OpFloat                    // a floating-point constant as written (1.0, 0.5, ...)
	OpLabel                    // a branch target
	OpOff                      // the keyword "off"
)

// Operand is one operand of an instruction. (A program holds one per
// operand slot of every instruction, so it is small: the small fields
// come first, leaving no padding, and the fields of the different kinds
// share: a float's value is kept in Imm, a label's name in Sym, and a
// register's 16-bit half (Half: vN.l, vN.h) in Imm.)
type Operand struct {
	Kind OperandKind
	// Source modifiers (VOP3): -x, |x|, sext(x).
	Neg, Abs, Sext bool
	Reg            Reg
	// Imm is an OpImm's value (and the encoded value of a symbolic form);
	// an OpFloat holds the bits of its float64 value (Float), an OpLabel
	// its Target, an OpReg the 16-bit half it names (Half).
	Imm int64
	// Sym is an OpLabel's name, or an OpImm's symbolic spelling
	// (hwreg(...), vmcnt(0) lgkmcnt(0), ...), printed back as written when
	// set.
	Sym string
}

// Target is the index of the instruction an OpLabel names once the
// program is resolved, or -1 (a label has no value of its own, so Imm
// holds it: an operand is 32 bytes, a million-instruction kernel's
// operands 24 MB fewer).
func (o Operand) Target() int {
	if o.Kind != OpLabel {
		return -1
	}
	return int(o.Imm)
}

// SetTarget resolves an OpLabel to the instruction at index t.
func (o *Operand) SetTarget(t int) { o.Imm = int64(t) }

// Reg operand constructor.
func R(r Reg) Operand { return Operand{Kind: OpReg, Reg: r} }

// RH is the operand naming the 16-bit half h of VGPR r: vN.l (HalfLo) or
// vN.h (HalfHi), GFX11's true16 operands (true16.go).
func RH(r Reg, h Half) Operand { return Operand{Kind: OpReg, Reg: r, Imm: int64(h)} }

// Half is the 16-bit half of its VGPR a register operand names: HalfLo for
// vN.l, HalfHi for vN.h, HalfNone for a whole register (and any operand
// that is no register).
func (o Operand) Half() Half {
	if o.Kind != OpReg {
		return HalfNone
	}
	return Half(o.Imm)
}

// I is an integer immediate operand.
func I(v int64) Operand { return Operand{Kind: OpImm, Imm: v} }

// F is a floating-point constant operand, as written (1.0, 0.5, ...).
func F(f float64) Operand { return Operand{Kind: OpFloat, Imm: int64(math.Float64bits(f))} }

// L is a branch target operand, the label named name, not yet resolved.
func L(name string) Operand { return Operand{Kind: OpLabel, Sym: name, Imm: -1} }

// Float is an OpFloat's value.
func (o Operand) Float() float64 { return math.Float64frombits(uint64(o.Imm)) }

// IsReg reports whether the operand is a register in file f.
func (o Operand) IsReg(f File) bool { return o.Kind == OpReg && o.Reg.File == f }

// inv2pi is 1/(2*pi) as the hardware's inline constant: 0x3e22f983 in f32,
// 0x3fc45f306dc9c882 in f64, 0x3118 in f16.
const inv2pi = 0.15915494309189532

// inlineFloat reports whether f is one of the float inline constants.
func inlineFloat(f float64, a *Arch) bool {
	switch f {
	case 0, 0.5, -0.5, 1, -1, 2, -2, 4, -4:
		return true
	}
	return a != nil && a.Inv2PiInline && (f == inv2pi || float32(f) == float32(inv2pi))
}

// IsInline reports whether the operand is encoded as an inline constant
// (no literal dword).
func (o Operand) IsInline(a *Arch) bool {
	switch o.Kind {
	case OpImm:
		return o.Imm >= -16 && o.Imm <= 64
	case OpFloat:
		return inlineFloat(o.Float(), a)
	}
	return false
}

// Bits gives the bit pattern an immediate operand feeds an ALU whose operand
// has type t: integers as written (two's complement), floats converted to
// the operand's format (f64 for 64-bit operands, f16 for 16-bit ones). The
// 1/(2pi) inline constant has the exact per-format bit patterns. A packed
// f32 operand's inline constant is its 32-bit value in the low dword and
// zero in the high one, as a packed 16-bit operand's is in the low half:
// LLVM reads only that dword (SIInstrInfo::expandPostRAPseudo turns
// V_MOV_B64_PSEUDO of a 64-bit value into v_pk_mov_b32 with op_sel:[0,0]
// only when both dwords are the same inline constant, and packed-fp32.ll's
// fadd_v2_v_lit_splat adds a splat 1.0 with op_sel_hi:[1,0]); the parser
// refuses an instruction that would read the high one (checkPkF32Consts).
func (o Operand) Bits(t Type) uint64 {
	switch o.Kind {
	case OpImm:
		v := uint64(o.Imm)
		if t.Dwords() == 1 || t == TPkF32 {
			v &= 0xffffffff
		}
		if t.Packed() && o.IsInline(nil) {
			// A packed operand's inline constant is one 16-bit value in
			// the low half, the high half zero: llc-16 prints a + <5, 0>
			// on <2 x i16> as v_pk_sub_u16 v0, v0, -5, and a * <2.0, 0.0>
			// on <2 x half> as v_pk_mul_f16 v0, v0, 2.0. A literal is the
			// 32 bits written (llvm-mc-16 encodes v_pk_add_u16 v0, v1,
			// -100 with the literal 0xffffff9c).
			v &= 0xffff
		}
		if t == TF64 && o.Imm >= 0 && o.Imm <= 0xffffffff && !o.IsInline(nil) {
			// A 32-bit literal for a double operand is the high dword.
			v <<= 32
		}
		return v
	case OpFloat:
		f := o.Float()
		inv := f == inv2pi || float32(f) == float32(inv2pi)
		switch {
		case t.Dwords() >= 2 && t != TPkF32:
			if inv {
				return 0x3fc45f306dc9c882
			}
			return math.Float64bits(f)
		case t.Is16() || t.Packed():
			if inv {
				return 0x3118
			}
			return uint64(F32to16(float32(f)))
		default:
			if inv {
				return 0x3e22f983
			}
			return uint64(math.Float32bits(float32(f)))
		}
	}
	return 0
}

// Mods are the instruction modifiers written after the operands.
type Mods struct {
	// The offsets are at most 21 and 8 bits wide
	// (docs/reference/assembler.md); narrow types keep an instruction
	// small.
	Offset           int32 // offset:N (memory)
	Offset0, Offset1 int16 // DS two-address offsets
	Glc, Slc, Dlc    bool
	// Sc1: gfx940's sc1 cache-policy bit (LLVM's CPol::SC1, the bit
	// gfx90a calls scc). gfx940 spells glc sc0 and slc nt (CPol::SC0 =
	// GLC, CPol::NT = SLC; SIDefines.h), so Glc and Slc hold those.
	Sc1 bool
	// Th and Scope are GFX12's temporal hint and coherence scope
	// (cpol.go); an atomic's return bit, TH bit 0, also sets Glc, which
	// says "returns" on every generation.
	Th, Scope    uint8
	Offen, Idxen bool
	Lds, Gds     bool
	Fmt          uint8 // tbuffer format:N, plus one; 0: not written (buffer_format.go)
	Clamp        bool
	Omod         uint8 // 0 none, 1 mul:2, 2 mul:4, 3 div:2
	// Pk: op_sel, op_sel_hi, neg_lo, neg_hi (packed.go; Inst.OpSel ...).
	Pk PackMods
	// SDWA operand selects (the _sdwa encoding): SelByte0..SelDword, and
	// what happens to the destination bits dst_sel leaves out.
	DstSel, Src0Sel, Src1Sel uint8
	DstUnused                uint8
	// DPP controls (the _dpp encoding), decoded; printed from Text.
	// Set by the first DPP modifier, nil without one (most instructions).
	DPP *DPP
	// SOffImm: an SMEM load's offset:N after an SGPR soffset was written
	// (GFX9 encodes it with the SOE bit even when N is 0).
	SOffImm bool
	// Cbsz, Abid, Blgp: an MFMA's broadcast fields (gfx940's f64 neg:[...]
	// is Blgp).
	Cbsz, Abid, Blgp uint8
	// Text holds the modifiers printed back as written; nil without one
	// (most instructions), so that it costs a program a pointer per
	// instruction rather than a string and a slice.
	Text *ModText
}

// ModText is what an instruction's modifiers print back as written.
type ModText struct {
	OffsetSym string   // offset:swizzle(...) as written
	Extra     []string // the DPP controls as written
}

// text is the instruction's ModText, made by the first modifier kept as
// written.
func (m *Mods) text() *ModText {
	if m.Text == nil {
		m.Text = &ModText{}
	}
	return m.Text
}

// OffsetSym is the offset:swizzle(...) macro as written, or "".
func (m *Mods) OffsetSym() string {
	if m.Text == nil {
		return ""
	}
	return m.Text.OffsetSym
}

// Extra is the modifiers printed back verbatim after the others (the DPP
// controls as written), or nil.
func (m *Mods) Extra() []string {
	if m.Text == nil {
		return nil
	}
	return m.Text.Extra
}

// CloneText gives m a copy of its ModText, so that editing it leaves the
// instruction m was copied from alone.
func (m *Mods) CloneText() {
	if m.Text != nil {
		t := *m.Text
		t.Extra = append([]string(nil), t.Extra...)
		m.Text = &t
	}
}

// DPP is a decoded DPP16 control: which lane each lane reads its first
// source from, and which lanes may write.
type DPP struct {
	Ctrl string // quad_perm, row_shl, row_shr, row_ror, row_mirror, row_half_mirror, row_bcast, wave_shl, wave_shr, wave_rol, wave_ror, row_share, row_xmask, dpp8
	Arg  [4]int // the control's operand(s)
	// Sel8 are dpp8's lane selects: lane l reads lane l&^7 | Sel8[l&7].
	Sel8      [8]uint8
	RowMask   int  // default 0xf
	BankMask  int  // default 0xf
	BoundCtrl bool // out-of-range source lanes read 0 instead of disabling the lane
	FI        bool // fetch inactive: inactive source lanes are readable
}

// SDWA selects, in encoding order.
const (
	SelByte0 uint8 = iota
	SelByte1
	SelByte2
	SelByte3
	SelWord0
	SelWord1
	SelDword
)

// dst_unused values.
const (
	UnusedPad uint8 = iota
	UnusedSext
	UnusedPreserve
)

var selNames = []string{"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"}
var unusedNames = []string{"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"}

// Pos is a source position. (Line and column are 32-bit: an input holds
// at most MaxSourceBytes, and a program one Pos per instruction.)
type Pos struct {
	File string
	Line int32
	Col  int32
}

// MarshalText writes a position as "file:line:col", as messages do.
func (p Pos) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

func (p Pos) String() string {
	if p.Line == 0 {
		return p.File
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Inst is one decoded instruction. (The one-byte fields are together, so
// the struct has no padding: a program holds one per instruction.)
type Inst struct {
	Op   *Op
	Args []Operand // one per Op.Args slot; OpNone for an absent optional one
	Mods Mods
	Pos  Pos
	// Dual is the Y half of a GFX11 VOPD pair "v_dual_X ... :: v_dual_Y ...";
	// the receiver is the X half. Both issue as one instruction.
	Dual *Inst
	// Addr is the byte address llvm-objdump printed for it, or -1 (the
	// parser refuses addresses past MaxAddr).
	Addr int32
	Enc  Enc
	// NoSuffix: the mnemonic was written without _e32/_e64, and is printed
	// that way (the assembler picks the encoding).
	NoSuffix bool
	// VOPD marks either half of a VOPD pair.
	VOPD bool
	// WholeWave marks a copy that writes every lane whatever exec is,
	// written and printed as the trailing comment WWMMarker (wwm.go).
	WholeWave bool
}

// MaxAddr is the largest instruction address an objdump listing may give:
// code objects place their text in the first gigabytes.
const MaxAddr = 1<<31 - 1

// arg is the operand in the first slot of the row's table named name;
// code outside isa asks by role (Inst.Operand).
func (in *Inst) arg(name string) Operand {
	for i, s := range in.Op.Args {
		if s.Name == name && i < len(in.Args) {
			return in.Args[i]
		}
	}
	return Operand{}
}

// Clone returns a deep copy.
func (in *Inst) Clone() *Inst {
	c := *in
	c.Args = append([]Operand(nil), in.Args...)
	c.Mods.CloneText()
	if in.Mods.DPP != nil {
		d := *in.Mods.DPP
		c.Mods.DPP = &d
	}
	if in.Dual != nil {
		c.Dual = in.Dual.Clone()
	}
	return &c
}

// Mnemonic is the full mnemonic for the target, with encoding suffix.
func (in *Inst) Mnemonic(a *Arch) string {
	if in.VOPD {
		return "v_dual_" + strings.TrimPrefix(in.Op.NameFor(a), "v_")
	}
	if in.NoSuffix {
		return in.Op.NameFor(a)
	}
	return in.Op.NameFor(a) + encSuffix[in.Enc]
}
