package validate

import (
	"fmt"
	"strings"
)

// The if-conversion shapes: what uniform-to-exec and execz-ifconv get
// wrong. A then-block is entered with exec possibly zero (random states
// give exec = 0 a sixth of the time, and a compare may be false in every
// lane); it holds exec-masked work, SALU writes of SGPRs that are live or
// dead at the join, sometimes a scalar load through s[6:7] (random state:
// an unmapped address, so it faults when it runs) and sometimes an exec
// write.

// genSCmps are the scalar compares of the uniform shape.
var genSCmps = []string{"s_cmp_eq_u32", "s_cmp_lg_u32", "s_cmp_gt_u32", "s_cmp_ge_u32", "s_cmp_lt_u32", "s_cmp_le_u32",
	"s_cmp_eq_i32", "s_cmp_lg_i32", "s_cmp_gt_i32", "s_cmp_ge_i32", "s_cmp_lt_i32", "s_cmp_le_i32"}

// sOperand is a scalar compare operand: s2..s5, an inline constant or a
// literal.
func (g *gen) sOperand() string {
	switch g.r.IntN(6) {
	case 0:
		return fmt.Sprint(g.r.IntN(80) - 16)
	case 1:
		return fmt.Sprintf("0x%x", 65+g.r.IntN(100))
	}
	return fmt.Sprintf("s%d", 2+g.r.IntN(4))
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
	if g.r.IntN(8) == 0 {
		g.line("s_cmp_%s_u64 s[2:3], s[4:5]", []string{"eq", "lg"}[g.r.IntN(2)])
	} else {
		g.line("%s %s, %s", genSCmps[g.r.IntN(len(genSCmps))], fmt.Sprintf("s%d", 2+g.r.IntN(4)), g.sOperand())
	}
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
