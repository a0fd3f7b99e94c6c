package sim_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// Every compare condition of every type, as v_cmp (result mask in an SGPR
// pair) and as v_cmpx (result in exec, and on gfx900 in the SGPR pair
// too), on every target that has the row. Each input pair is labelled by
// hand with how its operands relate: less, equal, greater or unordered (a
// NaN operand); each condition is the set of relations it holds for, as
// the ISA guides define it (RDNA2 ISA §12.9 "VOPC Instructions": NGE is
// !(a >= b), so it holds for less and unordered, and so on).

// vopcRel is how the two operands of a compare relate.
type vopcRel uint8

const (
	relLT vopcRel = 1 << iota
	relEQ
	relGT
	relUN // unordered: a NaN operand
)

// vopcConds: the relations each condition holds for.
var vopcConds = map[string]vopcRel{
	"f": 0, "lt": relLT, "eq": relEQ, "le": relLT | relEQ, "gt": relGT, "lg": relLT | relGT,
	"ne": relLT | relGT, "ge": relGT | relEQ, "o": relLT | relEQ | relGT, "u": relUN,
	"nge": relLT | relUN, "nlg": relEQ | relUN, "ngt": relLT | relEQ | relUN, "nle": relGT | relUN,
	"neq": relLT | relGT | relUN, "nlt": relGT | relEQ | relUN, "tru": relLT | relEQ | relGT | relUN,
	"t": relLT | relEQ | relGT,
}

// vopcPair is one input pair: the operand dwords (a then b, low dword
// first for 64-bit types) and the relation, signed and unsigned where the
// type is an integer.
type vopcPair struct {
	in   []uint32
	rel  vopcRel // floats, and signed integers
	relU vopcRel // unsigned integers
}

// The high half of a 16-bit operand is not read: these pairs carry junk
// there.
var vopcPairs = map[string][]vopcPair{
	"32": {
		{in: []uint32{0x80000000, 0x7fffffff}, rel: relLT, relU: relGT},
		{in: []uint32{0x7fffffff, 0x80000000}, rel: relGT, relU: relLT},
		{in: []uint32{0xffffffff, 0}, rel: relLT, relU: relGT},
		{in: []uint32{5, 5}, rel: relEQ, relU: relEQ},
		{in: []uint32{0, 1}, rel: relLT, relU: relLT},
		{in: []uint32{0xffffffff, 0xfffffffe}, rel: relGT, relU: relGT},
		{in: []uint32{0x80000000, 0x80000000}, rel: relEQ, relU: relEQ},
		{in: []uint32{1, 0xffffffff}, rel: relGT, relU: relLT},
	},
	"16": {
		{in: []uint32{0x8000, 0x7fff}, rel: relLT, relU: relGT},
		{in: []uint32{0x12347fff, 0xabcd8000}, rel: relGT, relU: relLT},
		{in: []uint32{0xffff, 0}, rel: relLT, relU: relGT},
		{in: []uint32{0x00010005, 0xffff0005}, rel: relEQ, relU: relEQ},
		{in: []uint32{0x10000, 0x0001}, rel: relLT, relU: relLT}, // 0 < 1: bit 16 is not read
		{in: []uint32{0xffff, 0xfffe}, rel: relGT, relU: relGT},
		{in: []uint32{0xffff8000, 0x8000}, rel: relEQ, relU: relEQ},
		{in: []uint32{1, 0x7fffffff}, rel: relGT, relU: relLT}, // 1 vs 0xffff
	},
	"64": {
		{in: []uint32{0, 0x80000000, 0xffffffff, 0x7fffffff}, rel: relLT, relU: relGT},
		{in: []uint32{0xffffffff, 0xffffffff, 0, 0}, rel: relLT, relU: relGT},
		{in: []uint32{0, 1, 0xffffffff, 0}, rel: relGT, relU: relGT}, // 2^32 vs 2^32-1: the high word decides
		{in: []uint32{7, 1, 7, 1}, rel: relEQ, relU: relEQ},
		{in: []uint32{7, 1, 7, 2}, rel: relLT, relU: relLT},
		{in: []uint32{8, 1, 7, 1}, rel: relGT, relU: relGT},          // equal high words: the low word decides, unsigned
		{in: []uint32{0x80000000, 0, 1, 0}, rel: relGT, relU: relGT}, // the low word's bit 31 is not a sign
		{in: []uint32{0, 0xffffffff, 0, 0x80000000}, rel: relGT, relU: relGT},
	},
	"f32": {
		{in: []uint32{fOne, fTwo}, rel: relLT},
		{in: []uint32{fTwo, fOne}, rel: relGT},
		{in: []uint32{fOne, fOne}, rel: relEQ},
		{in: []uint32{fNeg0, fPos0}, rel: relEQ},
		{in: []uint32{fQNaN, fOne}, rel: relUN},
		{in: []uint32{fOne, fSNaN}, rel: relUN},
		{in: []uint32{fQNaN, fQNaN}, rel: relUN},
		{in: []uint32{fNegInf, fInf}, rel: relLT},
		{in: []uint32{fInf, fInf}, rel: relEQ},
		{in: []uint32{fNegDen, fPos0}, rel: relLT}, // denormals compare as themselves
		{in: []uint32{fMinDen, fNeg0}, rel: relGT},
		{in: []uint32{fMax, fInf}, rel: relLT},
		{in: []uint32{fNegOne, 0xc0000000}, rel: relGT}, // -1 > -2
		{in: []uint32{fMinDen, fMinDen}, rel: relEQ},
		{in: []uint32{0xffc00001, fNegInf}, rel: relUN},
		{in: []uint32{fInf, fMax}, rel: relGT},
	},
	"f16": {
		{in: []uint32{0x3c00, 0x4000}, rel: relLT}, // 1 < 2
		{in: []uint32{0xabcd4000, 0x3c00}, rel: relGT},
		{in: []uint32{0x3c00, 0xffff3c00}, rel: relEQ},
		{in: []uint32{0x8000, 0x0000}, rel: relEQ}, // -0 == +0
		{in: []uint32{0x7e00, 0x3c00}, rel: relUN},
		{in: []uint32{0x3c00, 0x7c01}, rel: relUN}, // signaling NaN
		{in: []uint32{0xfe00, 0xfe00}, rel: relUN},
		{in: []uint32{0xfc00, 0x7c00}, rel: relLT}, // -inf < inf
		{in: []uint32{0x7c00, 0x7c00}, rel: relEQ},
		{in: []uint32{0x8001, 0x0000}, rel: relLT}, // -denormal < 0
		{in: []uint32{0x0001, 0x8000}, rel: relGT},
		{in: []uint32{0x7bff, 0x7c00}, rel: relLT}, // 65504 < inf
		{in: []uint32{0xbc00, 0xc000}, rel: relGT}, // -1 > -2
		{in: []uint32{0x0001, 0x0001}, rel: relEQ},
		{in: []uint32{0x3c01, 0x3c00}, rel: relGT}, // 1 + 2^-10 > 1
		{in: []uint32{0x7c00, 0x7bff}, rel: relGT},
	},
	"f64": {
		{in: []uint32{0, 0x3ff00000, 0, 0x40000000}, rel: relLT}, // 1 < 2
		{in: []uint32{0, 0x40000000, 0, 0x3ff00000}, rel: relGT},
		{in: []uint32{0, 0x80000000, 0, 0}, rel: relEQ}, // -0 == +0
		{in: []uint32{0, 0x7ff80000, 0, 0x3ff00000}, rel: relUN},
		{in: []uint32{0, 0x3ff00000, 1, 0x7ff00000}, rel: relUN}, // signaling NaN
		{in: []uint32{1, 0x80000000, 0, 0}, rel: relLT},          // -denormal < 0
		{in: []uint32{0, 0xfff00000, 0, 0x7ff00000}, rel: relLT}, // -inf < inf
		{in: []uint32{1, 0x3ff00000, 0, 0x3ff00000}, rel: relGT}, // the low word decides
		{in: []uint32{5, 0x3ff00000, 5, 0x3ff00000}, rel: relEQ},
		{in: []uint32{0xffffffff, 0x7fefffff, 0, 0x7ff00000}, rel: relLT}, // max < inf
	},
}

// vopcTypes: the operand type suffix, its pair set, and whether the
// compare is unsigned.
var vopcTypes = []struct {
	ty, pairs string
	unsigned  bool
}{
	{"i16", "16", false}, {"u16", "16", true},
	{"i32", "32", false}, {"u32", "32", true},
	{"i64", "64", false}, {"u64", "64", true},
	{"f16", "f16", false}, {"f32", "f32", false}, {"f64", "f64", false},
}

var (
	vopcIntConds   = []string{"f", "lt", "eq", "le", "gt", "ne", "ge", "t"}
	vopcFloatConds = []string{"f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "tru"}
)

// vopcOperands is the assembly of a compare's two sources.
func vopcOperands(words int) string {
	if words == 4 {
		return "v[2:3], v[4:5]"
	}
	return "v2, v3"
}

func vopcRegs(words int) []int {
	if words == 4 {
		return []int{2, 3, 4, 5}
	}
	return []int{2, 3}
}

func TestSemVOPCAllConditions(t *testing.T) {
	for _, ty := range vopcTypes {
		conds := vopcIntConds
		if ty.ty[0] == 'f' {
			conds = vopcFloatConds
		}
		pairs := vopcPairs[ty.pairs]
		for _, cc := range conds {
			var rows [][]uint32
			for _, p := range pairs {
				rel := p.rel
				if ty.unsigned {
					rel = p.relU
				}
				bit := uint32(0)
				if vopcConds[cc]&rel != 0 {
					bit = 1
				}
				rows = append(rows, append(append([]uint32{}, p.in...), bit))
			}
			semVOPCRows(t, fmt.Sprintf("v_cmp_%s_%s", cc, ty.ty), rows, len(pairs[0].in))
		}
	}
}

// v_cmp_class: the mask's bit k selects class k (0 signaling NaN, 1 quiet
// NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8
// +normal, 9 +inf). Each value is tested against its own class bit (true),
// every other bit (false), and a mask of bits above 9 only (false).
func TestSemVOPCClassAll(t *testing.T) {
	values := map[string][][]uint32{ // class → values of it, per type
		"f16": {
			{0x7c01, 0x7d00}, {0x7e00, 0xfe01}, {0xfc00}, {0xbc00, 0xfbff}, {0x8001, 0x83ff},
			{0x8000}, {0x0000}, {0x0001, 0x03ff}, {0x0400, 0x3c00}, {0x7c00},
		},
		"f32": {
			{fSNaN, 0xffbfffff}, {fQNaN, 0xffc00001}, {fNegInf}, {fNegOne, 0x80800000}, {fNegDen, 0x807fffff},
			{fNeg0}, {fPos0}, {fMinDen, fMaxDen}, {fMinNorm, fMax}, {fInf},
		},
		// f64 values as (lo, hi)
		"f64": {
			{1, 0x7ff00000, 0, 0x7ff7ffff}, {0, 0x7ff80000, 1, 0xfff80000}, {0, 0xfff00000}, {0, 0xbff00000, 0, 0x80100000},
			{1, 0x80000000, 0xffffffff, 0x800fffff}, {0, 0x80000000}, {0, 0}, {1, 0, 0, 0x00080000},
			{0, 0x00100000, 0, 0x3ff00000}, {0, 0x7ff00000},
		},
	}
	for _, ty := range []string{"f16", "f32", "f64"} {
		words := 1
		if ty == "f64" {
			words = 2
		}
		var rows [][]uint32
		for class, vs := range values[ty] {
			for k := 0; k+words <= len(vs); k += words {
				v := vs[k : k+words]
				mask := uint32(1) << uint(class)
				rows = append(rows,
					append(append([]uint32{}, v...), 0xfc00|mask, 1), // bits above 9 are ignored
					append(append([]uint32{}, v...), 0x3ff&^mask, 0),
				)
			}
		}
		for len(rows) > 0 {
			n := min(16, len(rows))
			semVOPCRows(t, "v_cmp_class_"+ty, rows[:n], words+1)
			rows = rows[n:]
		}
	}
}

// semVOPCRows runs one compare, as v_cmp_* and as v_cmpx_*, on every
// target that has it. Rows: the source dwords (words of them), the
// result bit.
func semVOPCRows(t *testing.T, name string, rows [][]uint32, words int) {
	t.Helper()
	regs := vopcRegs(words)
	srcs := vopcOperands(words)
	if words == 3 { // class_f64: a 64-bit value and a mask
		regs, srcs = []int{2, 3, 4}, "v[2:3], v4"
	}
	cmpx := strings.Replace(name, "v_cmp_", "v_cmpx_", 1)
	t.Run(name, func(t *testing.T) {
		for _, tg := range semAllTargets {
			arch := isa.MustArch(tg.arch)
			if op, _ := isa.Lookup(name, arch); op != nil {
				c := semLane{name: name, in: regs, coSlot: semSM, rows: rows,
					asm: op.NameFor(arch) + "_e64 {sm}, " + srcs}
				t.Run(tg.String(), func(t *testing.T) { semRunLaneCase(t, &c, tg) })
			}
			if op, _ := isa.Lookup(cmpx, arch); op != nil {
				t.Run(tg.String()+"_cmpx", func(t *testing.T) { semRunCmpx(t, tg, op.NameFor(arch), srcs, regs, rows) })
			}
		}
	})
}

// semRunCmpx checks a v_cmpx: exec becomes the old exec and the result,
// and on gfx900 (which writes an SGPR destination, here s[10:11]) that
// destination too; GFX10+ (e32 form, no SGPR destination) leaves vcc
// alone.
func semRunCmpx(t *testing.T, tg semTarget, mnem, srcs string, regs []int, rows [][]uint32) {
	asm := mnem + "_e32 " + srcs
	if tg.gfx9() {
		asm = mnem + "_e64 s[10:11], " + srcs
	}
	s := semSnippet(t, tg, asm)
	for _, mk := range semMasks(tg.wave) {
		w := s.NewWave()
		var res uint64
		for l := 0; l < tg.wave; l++ {
			row := rows[semRowOf(l, len(rows))]
			for k, r := range regs {
				w.SetLane(r, l, row[k])
			}
			if row[len(regs)] != 0 {
				res |= 1 << uint(l)
			}
		}
		w.S[isa.SlotVCCLo], w.S[isa.SlotVCCHi] = semMaskSentinel, semMaskSentinel
		w.S[semSM], w.S[semSM+1] = semMaskSentinel, semMaskSentinel
		w.SetExec(mk.m)
		if err := s.Run(w); err != nil {
			t.Fatal(err)
		}
		want := mk.m & res
		if got := w.Exec(); got != want {
			t.Errorf("%s exec %s: exec = %#x, want %#x", asm, mk.name, got, want)
		}
		semCheckCmpxSDst(t, w, tg, want, mk.name)
	}
}

func semCheckCmpxSDst(t *testing.T, w *sim.Wave, tg semTarget, want uint64, mask string) {
	t.Helper()
	if !tg.gfx9() {
		if w.S[isa.SlotVCCLo] != semMaskSentinel || w.S[isa.SlotVCCHi] != semMaskSentinel || w.S[semSM] != semMaskSentinel {
			t.Errorf("exec %s: v_cmpx wrote an SGPR", mask)
		}
		return
	}
	if got := uint64(w.S[semSM]) | uint64(w.S[semSM+1])<<32; got != want {
		t.Errorf("exec %s: sdst = %#x, want %#x", mask, got, want)
	}
}
