package validate

import (
	"fmt"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// The if-conversion shapes: what uniform-to-exec and execz-ifconv get
// wrong. A then-block is entered with exec possibly zero (random states
// give exec = 0 a sixth of the time, and a compare may be false in every
// lane); it holds exec-masked work, SALU writes of SGPRs that are live or
// dead at the join, sometimes a scalar load through s[6:7] (random state:
// an unmapped address, so it faults when it runs) and sometimes an exec
// write.

// genConds are the integer compare conditions of s_cmp and s_cmpk.
var genConds = []string{"eq", "lg", "gt", "ge", "lt", "le"}

// sOperand is a scalar compare operand: s2..s5, an inline constant or a
// literal (small, negative, or with bit 31 set).
func (g *gen) sOperand() string {
	switch g.r.IntN(8) {
	case 0:
		return fmt.Sprint(g.r.IntN(80) - 16)
	case 1:
		return fmt.Sprintf("0x%x", 65+g.r.IntN(100))
	case 2:
		return fmt.Sprint(-17 - g.r.IntN(1000))
	case 3:
		return fmt.Sprintf("0x%x", 0x7ffffff0+g.r.IntN(32))
	}
	return fmt.Sprintf("s%d", 2+g.r.IntN(4))
}

// imm16 is an s_cmpk immediate: near 0 or near 0x8000 either side (where
// sign- and zero-extension part), or any 16 bits.
func (g *gen) imm16() int {
	switch g.r.IntN(3) {
	case 0:
		return (g.r.IntN(16) - 8) & 0xffff
	case 1:
		return 0x8000 + g.r.IntN(16) - 8
	}
	return g.r.IntN(0x10000)
}

// genFloatConds are the SALU float compare conditions (gfx1150, GFX12).
var genFloatConds = []string{"lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt"}

// floatCompare writes an SALU float compare of s against an SGPR, an
// inline float constant or (f32 only: the pass refuses a 16-bit literal)
// a literal. Random states hold NaNs and infinities, where a condition and
// its negation differ from their ordered counterparts.
func (g *gen) floatCompare(s int) {
	t := []string{"f32", "f16"}[g.r.IntN(2)]
	other := fmt.Sprintf("s%d", 2+g.r.IntN(4))
	switch g.r.IntN(4) {
	case 0:
		other = []string{"0", "1.0", "-2.0", "0.5", "-4.0"}[g.r.IntN(5)]
	case 1: // 1.5: a literal, which the pass takes in f32 and leaves in f16
		other = map[string]string{"f32": "0x3fc00000", "f16": "0x3e00"}[t]
	}
	g.line("s_cmp_%s_%s s%d, %s", genFloatConds[g.r.IntN(len(genFloatConds))], t, s, other)
}

// uniformCompare writes the scalar compare of a uniform region: s_cmp of
// 32 or 64 bits against an SGPR, inline constant or literal, s_cmpk
// (not on GFX12, which dropped it), or s_bitcmp0/1 with a constant bit
// index or, rarely, one in an SGPR (which has no twin).
func (g *gen) uniformCompare() {
	s := 2 + g.r.IntN(4)
	pair := []string{"s[2:3]", "s[4:5]"}[g.r.IntN(2)]
	cc := genConds[g.r.IntN(len(genConds))]
	switch k := g.r.IntN(16); {
	case k >= 13 && g.c.Arch.Has(isa.FeatSALUFloatInsts):
		g.floatCompare(s)
	case k < 2:
		other := "s[4:5]"
		if g.r.IntN(2) == 0 {
			other = g.sOperand()
			if other[0] == 's' { // s2..s5 is no 64-bit operand
				other = "s[2:3]"
			}
		}
		g.line("s_cmp_%s_u64 %s, %s", []string{"eq", "lg"}[g.r.IntN(2)], pair, other)
	case k < 6 && g.c.Arch.Gen < isa.GFX12:
		g.line("s_cmpk_%s_%s s%d, 0x%x", cc, []string{"i32", "u32"}[g.r.IntN(2)], s, g.imm16())
	case k < 9:
		bit := 0
		if g.r.IntN(2) == 0 {
			bit = g.r.IntN(32)
		} else {
			bit = []int{0, 1, 3, 6, 7, 15, 31}[g.r.IntN(7)]
		}
		switch g.r.IntN(8) {
		case 0, 1:
			g.line("s_bitcmp%d_b64 %s, %d", g.r.IntN(2), pair, bit+32*g.r.IntN(2))
		case 2:
			g.line("s_bitcmp%d_b32 s%d, s%d", g.r.IntN(2), s, 2+g.r.IntN(4))
		default:
			g.line("s_bitcmp%d_b32 s%d, %d", g.r.IntN(2), s, bit)
		}
	default:
		g.line("s_cmp_%s_%s s%d, %s", cc, []string{"i32", "u32"}[g.r.IntN(2)], s, g.sOperand())
	}
}

// thenBlock writes 1..4 instructions of a then-block.
func (g *gen) thenBlock(smem, execWrite bool) {
	for n := 1 + g.r.IntN(4); n > 0; n-- {
		switch g.r.IntN(12) {
		case 0, 1:
			g.store()
		case 2, 3: // an SGPR, live or dead at the join
			g.line("s_mov_b32 s%d, %d", 2+g.r.IntN(8), g.r.IntN(60))
		case 4: // an SALU that writes scc too
			s := 2 + g.r.IntN(8)
			g.line("%s s%d, s%d, 1", g.saddU32(), s, s)
		case 5: // a VALU writing vcc
			g.line("v_cmp_gt_i32_e32 %s, v%d, v%d", g.vcc(), g.v(), g.v())
		case 6:
			if smem {
				g.line("s_load_dword s%d, s[6:7], 0x0", 8+g.r.IntN(2))
				if g.r.IntN(3) == 0 {
					g.line("%s", g.waitSMEM())
				}
				continue
			}
			g.valu(-1)
		case 7:
			if execWrite {
				g.line("s_mov_%s %s, %s", g.mask, g.exec(), g.maskReg(12))
				continue
			}
			g.valu(-1)
		default:
			g.valu(-1)
		}
	}
}

// afterJoin reads what the then-block may have written, so that it is
// live at the join, and always writes one instruction (the join is never
// the end of the program).
func (g *gen) afterJoin() {
	switch g.r.IntN(5) {
	case 0:
		g.line("v_xor_b32_e32 v%d, s%d, v%d", g.v(), 2+g.r.IntN(8), g.v())
	case 1:
		g.line("v_cndmask_b32_e64 v%d, v%d, v%d, %s", g.v(), g.v(), g.v(), g.vcc())
	case 2: // scc read after the join
		g.line("s_cselect_b32 s3, s%d, s%d", 4+g.r.IntN(6), 4+g.r.IntN(6))
	}
	g.valu(-1)
}

// uniformRegion writes an s_cmp + s_cbranch_scc0/1 around a then-block.
func (g *gen) uniformRegion() {
	if g.r.IntN(3) == 0 {
		g.line("s_mov_b32 s%d, %d", 2+g.r.IntN(4), g.r.IntN(8)-4)
	}
	g.uniformCompare()
	switch g.r.IntN(8) {
	case 0:
		g.valu(-1)
	case 1: // a compare operand redefined before the branch
		g.line("s_mov_b32 s%d, %d", 2+g.r.IntN(4), g.r.IntN(8))
	case 2: // the compare's scc read before the branch
		g.line("s_cselect_b32 s%d, 1, 0", 6+g.r.IntN(4))
	}
	join := g.label()
	g.line("s_cbranch_scc%d %s", g.r.IntN(2), join)
	g.thenBlock(g.r.IntN(4) == 0, g.r.IntN(6) == 0)
	g.b.WriteString(join + ":\n")
	g.afterJoin()
}

// execzRegion writes an exec write (s_and_saveexec, s_mov of exec and
// v_cmpx, or s_mov of exec from an SGPR) + s_cbranch_execz around a
// then-block, and the restore of exec at the join.
func (g *gen) execzRegion() {
	save := g.maskReg(8 + 2*g.r.IntN(2))
	switch g.r.IntN(3) {
	case 0:
		cmpDst, _ := g.compare()
		g.line("s_and_saveexec_%s %s, %s", g.mask, save, cmpDst)
	case 1:
		if g.c.Arch.NoSdstCMPX {
			g.line("s_mov_%s %s, %s", g.mask, save, g.exec())
			op := genCompares[g.r.IntN(len(genCompares))]
			g.line("%s_e32 %s, v%d", strings.Replace(op, "v_cmp_", "v_cmpx_", 1), g.src(), g.v())
			break
		}
		fallthrough
	default: // exec from an SGPR: zero or not, in some lanes or all
		g.line("s_mov_%s %s, %s", g.mask, save, g.exec())
		g.line("s_and_%s %s, %s, %s", g.mask, g.exec(), g.exec(), g.maskReg(12))
	}
	join := g.label()
	g.line("s_cbranch_execz %s", join)
	if g.r.IntN(4) == 0 {
		then := g.label()
		g.line("s_branch %s", then)
		g.b.WriteString(then + ":\n")
	}
	g.thenBlock(g.r.IntN(3) == 0, g.r.IntN(4) == 0)
	g.b.WriteString(join + ":\n")
	if g.r.IntN(2) == 0 {
		g.line("s_or_%s %s, %s, %s", g.mask, g.exec(), g.exec(), save)
	} else { // exec dead at the join: overwritten before any read
		g.line("s_mov_%s %s, %s", g.mask, g.exec(), save)
	}
	g.afterJoin()
}
