package validate

// The wwm shape: what a whole-wave copy pass gets wrong. Copies marked
// "; wavesim: wwm" under a partial exec (from a compare and
// s_and_saveexec, or an s_and of exec), with what may stand between them:
// VALU and memory instructions that run under the real exec, SALU that
// sets scc or does not, exec writes (s_mov exec, -1 and s_or of exec),
// readlanes of the copies' inactive lanes, DPP copies, scc reads after a
// copy; after exec is given back, VALU that reads every lane once
// s_mov exec, -1 turned them all on.

// wwmCopy writes a marked copy: a VGPR, SGPR or constant source, or a DPP
// row shift. It returns the destination.
func (g *gen) wwmCopy() int {
	d := g.v()
	switch g.r.IntN(6) {
	case 0:
		g.line("v_mov_b32_e32 v%d, s%d ; wavesim: wwm", d, 2+g.r.IntN(4))
	case 1:
		g.line("v_mov_b32_e32 v%d, %d ; wavesim: wwm", d, g.r.IntN(80)-16)
	case 2:
		g.line("v_mov_b32_dpp v%d, v%d row_shr:%d row_mask:0xf bank_mask:0xf ; wavesim: wwm", d, g.v(), 1+g.r.IntN(3))
	default:
		g.line("v_mov_b32_e32 v%d, v%d ; wavesim: wwm", d, g.v())
	}
	return d
}

// wwmBetween writes what may stand between two marked copies.
func (g *gen) wwmBetween() {
	switch g.r.IntN(9) {
	case 0, 1: // SALU: no exec involved (one sets scc, one does not)
		if g.r.IntN(2) == 0 {
			g.line("%s s%d, s%d, %d", g.saddU32(), 5+g.r.IntN(3), 5+g.r.IntN(3), g.r.IntN(60))
		} else {
			g.line("s_mov_b32 s%d, %d", 5+g.r.IntN(3), g.r.IntN(60))
		}
	case 2: // an exec write
		if g.r.IntN(2) == 0 {
			g.line("s_mov_%s %s, -1", g.mask, g.exec())
		} else {
			g.line("s_or_%s %s, %s, %s", g.mask, g.exec(), g.exec(), g.maskReg(12))
		}
	case 3: // read an inactive lane of a copy
		g.line("v_readlane_b32 s%d, v%d, %d", 5+g.r.IntN(3), g.v(), g.r.IntN(g.c.Wave))
	case 4:
		g.store()
	case 5: // an exec read
		g.line("s_mov_%s %s, %s", g.mask, g.maskReg(6), g.exec())
	case 6: // scc read
		g.line("s_cselect_b32 s3, s%d, %d", 5+g.r.IntN(3), g.r.IntN(60))
	default: // VALU under the real exec
		g.valu(-1)
	}
}

// wwmRegion writes one region of marked copies.
func (g *gen) wwmRegion() {
	save := g.maskReg(8 + 2*g.r.IntN(2))
	partial := g.r.IntN(4) != 0
	if partial {
		if g.r.IntN(2) == 0 {
			dst, _ := g.compare()
			g.line("s_and_saveexec_%s %s, %s", g.mask, save, dst)
		} else {
			g.line("s_mov_%s %s, %s", g.mask, save, g.exec())
			g.line("s_and_%s %s, %s, %s", g.mask, g.exec(), g.exec(), g.maskReg(12))
		}
	}
	last := 0
	for n := 1 + g.r.IntN(4); n > 0; n-- {
		last = g.wwmCopy()
		if g.r.IntN(3) != 0 {
			g.wwmBetween()
		}
	}
	if partial {
		g.line("s_or_%s %s, %s, %s", g.mask, g.exec(), g.exec(), save)
	}
	if g.r.IntN(3) == 0 { // every lane of the last copy read
		g.line("s_mov_%s %s, -1", g.mask, g.exec())
		g.line("%s v%d, v%d, v%d", g.addU32(), g.v(), last, g.v())
	}
}
