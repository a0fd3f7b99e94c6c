package isa

// The AGPR copies of gfx90a and gfx940 (VOP3PInstructions.td
// V_ACCVGPR_READ_B32, V_ACCVGPR_WRITE_B32; VOP1Instructions.td
// V_ACCVGPR_MOV_B32). LLVM copies between the two halves of the vector
// file with them and, at -O0, spills VGPRs to AGPRs ("; Reload Reuse").
// Each lane copies one dword; inactive lanes keep their value, as for
// every VALU instruction (CDNA2 ISA §10.1 "Accumulation VGPRs").

func addAGPROps() {
	agprSrc := Spec{Name: "src", Kind: KA, Type: TB32}
	agprDst := Spec{Name: "vdst", Def: true, Kind: KA, Type: TB32}
	// The read and write carry no modifiers (VOPProfileAccRead and
	// VOPProfileAccWrite have none) and, as VOP3P on GFX9, no literal:
	// the write's source is a VGPR, an SGPR or an inline constant
	// (llvm-mc-19 -mcpu=gfx90a takes v_accvgpr_write_b32 a0, s1 and a0,
	// 0.5 and refuses a0, 0x1234).
	rd := valu(VOP3P, "v_accvgpr_read_b32", "d = a", []Spec{vd(TB32), agprSrc}, gens(mGFX9), feature(FeatMAIInsts))
	wr := valu(VOP3P, "v_accvgpr_write_b32", "d = a", []Spec{agprDst, {Name: "src", Kind: KV | KS | KConst, Type: TB32}},
		gens(mGFX9), feature(FeatMAIInsts))
	rd.Mods, wr.Mods = 0, 0
	// v_accvgpr_mov_b32 is VOP1 only: no VOP3, SDWA or DPP form
	// (llvm-mc-19 prints it without a suffix and takes _e32).
	valu(VOP1, "v_accvgpr_mov_b32", "d = a", []Spec{agprDst, agprSrc}, gens(mGFX9), feature(FeatGFX90AInsts), e32Only)
}
