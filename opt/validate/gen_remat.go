package validate

import (
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

// The remat shape: what a pass that sinks constant defs to their use gets
// wrong. A v_mov_b32 of a constant, then random instructions (VALU that
// may read or redefine it, exec writes, stores), its use (a VALU, a store,
// a readlane, the same register read twice) and after it a second use, a
// full or partial redefinition, or an exec write. The constant goes to a
// compared register or to a temporary (v13, v14).

// rematConst is an inline constant or a literal.
func (g *gen) rematConst() string {
	if g.r.IntN(2) == 0 {
		return fmt.Sprint(g.r.IntN(80) - 16)
	}
	return fmt.Sprintf("0x%x", 65+g.r.IntN(100000))
}

// rematUse reads v%d once or twice.
func (g *gen) rematUse(k int) {
	switch g.r.IntN(6) {
	case 0:
		g.line("global_store_dword v%d, v%d, s[0:1] offset:%d", genOffset, k, 4*g.r.IntN(8))
	case 1:
		g.line("v_readlane_b32 s%d, v%d, %d", 2+g.r.IntN(2), k, g.r.IntN(g.c.Wave))
	case 2:
		g.line("v_mul_lo_u32 v%d, v%d, v%d", g.v(), k, k)
	default:
		g.line("%s v%d, v%d, v%d", g.addU32(), g.v(), k, g.v())
	}
}

// addU32 is the 32-bit integer add as the target spells it: GFX9 has
// v_add_u32 (its v_add_nc_u32 is GFX10's name for the same operation).
func (g *gen) addU32() string {
	if g.c.Arch.Gen == isa.GFX9 {
		return "v_add_u32_e32"
	}
	return "v_add_nc_u32_e32"
}

// partialDef writes a redefinition of some of v%d: the high half of each
// active lane by SDWA where the target has it (GFX9, GFX10), else (GFX11
// on) the lanes of DPP rows 0 and 2 only (row_mask 0x5), which leaves the
// others' old value as the half write does the low half.
func (g *gen) partialDef(k int) {
	if g.c.Arch.SDWA {
		g.line("v_mov_b32_sdwa v%d, v%d dst_sel:WORD_1", k, g.v())
		return
	}
	g.line("v_mov_b32_dpp v%d, v%d quad_perm:[0,1,2,3] row_mask:0x5 bank_mask:0xf", k, g.v())
}

// rematAround writes what may stand between a def and its use, or after
// the use.
func (g *gen) rematAround(k int) {
	for n := g.r.IntN(3); n > 0; n-- {
		switch g.r.IntN(8) {
		case 0:
			g.line("s_and_%s %s, %s, %s", g.mask, g.exec(), g.exec(), g.maskReg(12))
		case 1:
			g.line("v_mov_b32_e32 v%d, v%d", k, g.v()) // a full redefinition
		case 2:
			g.partialDef(k) // a partial one
		case 3:
			g.rematUse(k)
		case 4:
			g.store()
		default:
			g.valu(-1)
		}
	}
}

func (g *gen) rematRegion() {
	k := g.v()
	if g.r.IntN(2) == 0 {
		// A temporary past the compared registers, defined here: while
		// it lives the pressure is above the live-out's, the case a pass
		// sinking for pressure exists for.
		k = genVGPRs + g.r.IntN(2)
	}
	g.line("v_mov_b32_e32 v%d, %s", k, g.rematConst())
	g.rematAround(k)
	g.rematUse(k)
	g.rematAround(k)
	g.line("s_or_%s %s, %s, %s", g.mask, g.exec(), g.exec(), g.maskReg(16))
}

// The pressure shape: constants defined together into temporaries past
// the compared registers (v13 up, new ones in each region, so each is
// dead after its region) and used later one by one, so the pressure
// between rises above the live-out's. Some are legal to sink to
// their use (one use, read in active lanes), some not (a second use, an
// exec write before the use, a readlane), so a pass sinking for pressure
// meets programs where all, some or none of what it needs is legal.
func (g *gen) pressureRegion() {
	n := 2 + g.r.IntN(2)
	if genVGPRs+g.temps+n > isa.MaxVGPRs {
		// Out of registers: start again at v13. The earlier regions'
		// temporaries are dead past their region, so a long program
		// (MaxBlocks) reuses them rather than naming v256.
		g.temps = 0
	}
	base := genVGPRs + g.temps
	g.temps += n
	for i := range n {
		g.line("v_mov_b32_e32 v%d, %s", base+i, g.rematConst())
	}
	for i := range n {
		if g.r.IntN(2) == 0 {
			g.valu(-1)
		}
		k := base + i
		switch g.r.IntN(10) {
		case 0:
			g.rematUse(k)
			g.rematUse(k)
		case 1: // the exec write is between the later temporaries' def and use too
			g.line("s_and_%s %s, %s, %s", g.mask, g.exec(), g.exec(), g.maskReg(12))
			g.rematUse(k)
		default:
			g.rematUse(k)
		}
	}
	g.line("s_or_%s %s, %s, %s", g.mask, g.exec(), g.exec(), g.maskReg(16))
}
