package validate

import (
	"fmt"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// The vcmpx shape: what a v_cmpx pass gets wrong. A compare and an
// s_and_saveexec with random instructions between (reads and
// redefinitions of the compare sources, exec writes, vcc as a carry,
// memory operations, SGPR-pair aliasing in wave64), execz-guarded
// then-blocks and later uses of the compare result.

var genCompares = []string{"v_cmp_gt_u32", "v_cmp_lt_i32", "v_cmp_eq_u32", "v_cmp_ne_u32", "v_cmp_ge_i32",
	"v_cmp_le_u32", "v_cmp_lt_f32", "v_cmp_gt_f32", "v_cmp_neq_f32", "v_cmp_class_f32"}

// compare writes a compare into vcc (e32) or an SGPR mask (e64), and
// returns the destination and the source VGPRs.
func (g *gen) compare() (dst string, srcs []int) {
	op := genCompares[g.r.IntN(len(genCompares))]
	a, b := g.src(), g.v()
	if strings.HasPrefix(a, "v") {
		n := 0
		fmt.Sscanf(a, "v%d", &n)
		srcs = append(srcs, n)
	}
	srcs = append(srcs, b)
	if g.r.IntN(2) == 0 {
		dst = g.vcc()
		g.line("%s_e32 %s, %s, v%d", op, dst, a, b)
	} else {
		dst = g.maskReg(4 + 2*g.r.IntN(2))
		if strings.HasPrefix(a, "0x") && !g.c.Arch.VOP3Literal {
			a = fmt.Sprint(g.r.IntN(80) - 16) // GFX9's VOP3 encoding has no literal
		}
		g.line("%s_e64 %s, v%d, %s", op, dst, b, a)
	}
	return dst, srcs
}

var genVALU = []string{"v_add_nc_u32_e32 v%d, v%d, v%d", "v_xor_b32_e32 v%d, v%d, v%d", "v_mul_f32_e32 v%d, v%d, v%d",
	"v_max_i32_e32 v%d, v%d, v%d", "v_sub_nc_u32_e32 v%d, v%d, v%d", "v_lshlrev_b32_e32 v%d, v%d, v%d"}

// valu writes an ordinary VALU instruction; dst < 0 picks one.
func (g *gen) valu(dst int) {
	if dst < 0 {
		dst = g.v()
	}
	op := genVALU[g.r.IntN(len(genVALU))]
	if g.c.Arch.Gen == isa.GFX9 {
		op = strings.Replace(op, "_nc_u32", "_u32", 1) // GFX9 spells them v_add_u32, v_sub_u32
	}
	g.line(op, dst, g.v(), g.v())
}

func (g *gen) store() {
	g.line("global_store_dword v%d, v%d, s[0:1] offset:%d", genOffset, g.v(), 4*g.r.IntN(8))
}

func (g *gen) load() {
	g.line("global_load_dword v%d, v%d, s[0:1] offset:%d", g.v(), genOffset, 4*g.r.IntN(8))
	g.line("%s", g.waitLoad())
}

// between writes what may stand between a compare and its saveexec.
func (g *gen) between(cmpDst string, srcs []int) {
	for n := g.r.IntN(4); n > 0; n-- {
		switch g.r.IntN(10) {
		case 0: // redefine a compare source
			g.valu(srcs[g.r.IntN(len(srcs))])
		case 1: // an exec write, turning lanes on or off
			op := "s_or_"
			if g.r.IntN(2) == 0 {
				op = "s_and_"
			}
			g.line("%s%s %s, %s, %s", op, g.mask, g.exec(), g.exec(), g.maskReg(12))
		case 2: // vcc as a carry
			if cmpDst != g.vcc() {
				if g.c.Arch.Gen == isa.GFX9 {
					g.line("v_add_co_u32_e32 v%d, %s, v%d, v%d", g.v(), g.vcc(), g.v(), g.v())
					g.line("v_addc_co_u32_e32 v%d, %s, 0, v%d, %s", g.v(), g.vcc(), g.v(), g.vcc())
				} else {
					g.line("v_add_co_u32 v%d, %s, v%d, v%d", g.v(), g.vcc(), g.v(), g.v())
					g.line("v_add_co_ci_u32_e32 v%d, %s, 0, v%d, %s", g.v(), g.vcc(), g.v(), g.vcc())
				}
			}
		case 3:
			g.store()
		case 4:
			g.load()
		case 5: // SALU on SGPRs that alias compare and saveexec registers
			g.line("s_mov_b32 s%d, %d", 2+g.r.IntN(10), g.r.IntN(60))
		case 6: // the compare result read before the saveexec
			g.line("v_cndmask_b32_e64 v%d, v%d, v%d, %s", g.v(), g.v(), g.v(), cmpDst)
		default:
			g.valu(-1)
		}
	}
}

// region writes compare, saveexec, then-block and exec restore.
func (g *gen) region() {
	for n := g.r.IntN(3); n > 0; n-- {
		g.valu(-1)
	}
	cmpDst, srcs := g.compare()
	g.between(cmpDst, srcs)
	save := g.maskReg(8 + 2*g.r.IntN(2))
	if g.r.IntN(8) == 0 {
		save = g.maskReg(2) // may be a compare source (s2 is one)
	}
	g.line("s_and_saveexec_%s %s, %s", g.mask, save, cmpDst)
	end := g.label()
	if g.r.IntN(2) == 0 {
		g.line("s_cbranch_execz %s", end)
	}
	for n := 1 + g.r.IntN(3); n > 0; n-- {
		switch g.r.IntN(5) {
		case 0:
			g.store()
		case 1: // a later use of the compare result
			g.line("v_cndmask_b32_e64 v%d, v%d, v%d, %s", g.v(), g.v(), g.v(), cmpDst)
		default:
			g.valu(-1)
		}
	}
	g.b.WriteString(end + ":\n")
	g.line("s_or_%s %s, %s, %s", g.mask, g.exec(), g.exec(), save)
	switch g.r.IntN(6) {
	case 0: // read the result after the region
		g.line("v_cndmask_b32_e64 v%d, v%d, v%d, %s", g.v(), g.v(), g.v(), cmpDst)
	case 1: // read half of a wave64 mask
		if g.w64 {
			half := "vcc_lo"
			if cmpDst != "vcc" {
				var s int
				fmt.Sscanf(cmpDst, "s[%d:", &s)
				half = fmt.Sprintf("s%d", s+g.r.IntN(2))
			} else if g.r.IntN(2) == 0 {
				half = "vcc_hi"
			}
			g.line("s_mov_b32 s3, %s", half)
		}
	}
}
