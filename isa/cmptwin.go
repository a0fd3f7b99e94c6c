package isa

import "fmt"

// CmpTwin is the VALU compare a scalar compare row has a twin in: the
// v_cmp that, given the same operands in every lane, sets each active
// lane's bit to what the row sets scc to. uniform-to-exec turns a uniform
// branch into exec masking with it. The rows carry it as data
// (ops_scalar.go, ops_scalar_float.go); VCmpFor and Twin read it.
type CmpTwin struct {
	// CC is the v_cmp condition that holds when the row sets scc (s_cmp_lg
	// is v_cmp_ne), Neg the one that holds when it clears it. Integer
	// conditions negate exactly (a < b is !(a >= b)); a float condition's
	// negation is its unordered complement (lt and nlt), which holds for
	// NaN operands as the cleared scc does.
	CC, Neg string
	// Type is the v_cmp's operand type: i32, u32, u64, f32, f16.
	Type string
	// Imm is how the row's second operand becomes the v_cmp's.
	Imm TwinImm
	// BitTest: s_bitcmp0/1 tests bit b of a. No v_cmp tests a bit, so
	// the twin isolates it first (Twin's Pre) and compares the result
	// with 0: CC is ne for s_bitcmp1, eq for s_bitcmp0.
	BitTest bool
}

// TwinImm is how a scalar compare's immediate carries over to its VALU
// twin.
type TwinImm uint8

const (
	// TwinImmAsIs: the operand as written (s_cmp: SGPR, inline constant
	// or 32-bit literal, the same encoding in VOP3).
	TwinImmAsIs TwinImm = iota
	// TwinImmSExt16: s_cmpk_*_i32 compares with its 16-bit immediate
	// sign-extended (SIShrinkInstructions::shrinkScalarCompare makes
	// them from s_cmp_*_i32 only for isInt<16> constants).
	TwinImmSExt16
	// TwinImmZExt16: s_cmpk_*_u32 zero-extends it (isUInt<16> there).
	TwinImmZExt16
)

// twin marks a scalar compare row with its VALU twin.
func twin(cc, neg, typ string, imm TwinImm, bitTest bool) opt {
	return func(o *Op) { o.VTwin = &CmpTwin{CC: cc, Neg: neg, Type: typ, Imm: imm, BitTest: bitTest} }
}

// sopcToVOPC names the VALU compare of each integer scalar compare
// condition (s_cmp_lg is v_cmp_ne) and the condition that is its
// negation.
var sopcToVOPC = map[string]struct{ cc, neg string }{
	"eq": {"eq", "ne"}, "lg": {"ne", "eq"}, "gt": {"gt", "le"},
	"ge": {"ge", "lt"}, "lt": {"lt", "ge"}, "le": {"le", "gt"},
}

// intTwin is the twin of an integer s_cmp/s_cmpk with condition c.
func intTwin(c, typ string, imm TwinImm) opt {
	v := sopcToVOPC[c]
	return twin(v.cc, v.neg, typ, imm, false)
}

// floatCmpNeg pairs each SALU float compare condition with its
// complement: the VOPC float conditions of the same name (RDNA3.5 ISA
// guide §6.8: the SALU float instructions "produce identical results with
// their VALU counterparts").
var floatCmpNeg = map[string]string{
	"lt": "nlt", "eq": "neq", "le": "nle", "gt": "ngt", "lg": "nlg", "ge": "nge", "o": "u",
	"u": "o", "nge": "ge", "nlg": "lg", "ngt": "gt", "nle": "le", "neq": "eq", "nlt": "lt",
}

// VCmpFor returns the VALU compare that compares what a scalar compare
// row compares the same way (negate: the opposite way) on a target:
// s_cmp_lt_i32 and s_cmpk_lt_i32 are v_cmp_lt_i32, negated v_cmp_ge_i32;
// s_cmp_lg_u64 is v_cmp_ne_u64; s_bitcmp1_b32 is v_cmp_ne_u32 of the
// isolated bit and 0. It is nil for a row with no twin (Op.VTwin) or
// whose twin the target lacks.
func (o *Op) VCmpFor(a *Arch, negate bool) *Op {
	return o.VTwin.vcmp(a, negate)
}

func (t *CmpTwin) vcmp(a *Arch, negate bool) *Op {
	if t == nil {
		return nil
	}
	cc := t.CC
	if negate {
		cc = t.Neg
	}
	v, _ := Lookup("v_cmp_"+cc+"_"+t.Type, a)
	if v == nil || v.Format != VOPC || v.Cmpx {
		return nil
	}
	return v
}

// VCmpTwin is the VALU form of one scalar compare: Pre (for a bit test:
// the SALU instruction that isolates the bit into Tmp), then Op with Src
// as its two sources.
type VCmpTwin struct {
	Pre *Inst
	Op  *Op
	Src [2]Operand
}

// Twin gives the VALU form of scalar compare in under t (the row's
// VTwin, or a variant of it) on a target, negated or not. tmp is the
// SGPR a bit test may take for the isolated bit; it is written by Pre
// only, before Op reads it. The reason is why there is none.
func (t *CmpTwin) Twin(in *Inst, a *Arch, negate bool, tmp Reg) (*VCmpTwin, string) {
	v := t.vcmp(a, negate)
	if v == nil {
		return nil, fmt.Sprintf("%s has no VALU twin on %s", in.Op.Name, a.Name)
	}
	if len(in.Args) != 2 {
		return nil, fmt.Sprintf("%s takes two operands", in.Op.Name)
	}
	x, y := in.Args[0], in.Args[1]
	if t.BitTest {
		pre, why := bitIsolate(in, a, tmp)
		if pre == nil {
			return nil, why
		}
		return &VCmpTwin{Pre: pre, Op: v, Src: [2]Operand{R(tmp), I(0)}}, ""
	}
	switch t.Imm {
	case TwinImmSExt16:
		y = I(int64(int16(y.Imm)))
	case TwinImmZExt16:
		y = I(int64(uint16(y.Imm)))
	}
	return &VCmpTwin{Op: v, Src: [2]Operand{x, y}}, ""
}

// bitIsolate is s_and_b32 tmp, a, 1<<b for s_bitcmp0/1 a, b with a
// constant b: the SALU AND is the one instruction that leaves the bit
// where a VALU compare with 0 can test it (v_cmp_class tests float
// classes, not bits), and SALU takes a literal on every target, which a
// GFX9 VOP3 does not. The bit index wraps as the row's semantics say
// (b&31; b&63 for the 64-bit forms, whose high half holds bits 32-63).
// A bit index in an SGPR would need a shift and an AND; it has no twin.
func bitIsolate(in *Inst, a *Arch, tmp Reg) (*Inst, string) {
	src, idx := in.Args[0], in.Args[1]
	if idx.Kind != OpImm {
		return nil, fmt.Sprintf("%s with a bit index that is no integer constant has no VALU twin (it would need a shift and an AND)", in.Op.Name)
	}
	wide := in.Op.Args[0].Type.Dwords() == 2
	n := uint(idx.Imm) & 31
	if wide {
		n = uint(idx.Imm) & 63
	}
	switch {
	case src.Kind == OpReg && wide:
		src = R(src.Reg.Sub(int(n / 32)))
	case src.Kind == OpReg:
	default:
		return nil, fmt.Sprintf("%s of a constant has no VALU twin", in.Op.Name)
	}
	and, ok := NewInst(a, "s_and_b32", EncNative, R(tmp), src, I(int64(uint32(1)<<(n%32))))
	if !ok {
		return nil, "no s_and_b32 on " + a.Name
	}
	return and, ""
}
