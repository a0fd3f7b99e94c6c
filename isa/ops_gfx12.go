package isa

// Rows GFX12 (RDNA4: gfx1200, gfx1201) adds. Semantics follow the RDNA4 ISA
// guide, chapter 16 (each row's pseudocode); the encodings and spellings
// are llvm-mc-19's (docs/reference/gfx12.md). Rows GFX12 shares under a
// new name carry it as Name12 where they are declared.

func addGFX12Ops() {
	// The split wait counters (RDNA4 ISA §5.7.1; SOPInstructions.td
	// S_WAIT_*CNT, SOPP opcodes 64-73). The immediate is printed in hex.
	imm16 := []Spec{{Name: "simm16", Kind: KImm, Type: TU32, Field: imm16Field}}
	for _, w := range []struct {
		name string
		k    Wait
	}{
		{"s_wait_loadcnt", WaitLoadcnt}, {"s_wait_storecnt", WaitStorecnt}, {"s_wait_samplecnt", WaitSamplecnt},
		{"s_wait_bvhcnt", WaitBvhcnt}, {"s_wait_expcnt", WaitGFX12Exp}, {"s_wait_dscnt", WaitDscnt},
		{"s_wait_kmcnt", WaitKmcnt}, {"s_wait_loadcnt_dscnt", WaitLoadDscnt}, {"s_wait_storecnt_dscnt", WaitStoreDscnt},
	} {
		sopp(w.name, imm16, waits(w.k), gens(mGFX12))
	}
	// s_barrier is two instructions on GFX12 (RDNA4 ISA §4.5 "Workgroup
	// barriers"; SOPInstructions.td S_BARRIER_SIGNAL_IMM is SOP1 with the
	// barrier id, -1 the workgroup barrier, in SSRC0; S_BARRIER_WAIT is
	// SOPP). The model lets a wave pass the wait once every wave of its
	// workgroup reached its wait; no wave does anything between its
	// signal and its wait that another wave could observe through the
	// barrier, so the signal is a no-op.
	bar := Spec{Name: "barrier", Kind: KImm | KConst, Type: TI32}
	salu(SOP1, "s_barrier_signal", "", []Spec{bar}, special(SpecialNop), gens(mGFX12)).Unit = UnitMisc
	// LLVM prints the barrier id in decimal (-1), so the slot has no
	// field of its own, which would print it in hex.
	sopp("s_barrier_wait", []Spec{{Name: "barrier", Kind: KImm, Type: TI32}}, special(SpecialBarrier),
		class(ClassBarrier), gens(mGFX12))

	// Cache maintenance (RDNA4 ISA §10 "Global, scratch and flat",
	// GLOBAL_INV, GLOBAL_WB, GLOBAL_WBINV; table 16: they act on the
	// caches below the instruction's scope). The first-level cache is
	// the one the model invalidates; global_inv counts on LOADcnt,
	// global_wb on STOREcnt (SIInsertWaitcnts).
	// Their only operand is scope: (ModGLC carries th and scope).
	for _, c := range []struct {
		n   string
		inv CacheLevels
	}{{"global_inv", CacheFirst}, {"global_wb", 0}, {"global_wbinv", CacheFirst}} {
		addOp(&Op{Name: c.n, Format: FLAT, Seg: SegGlobal, Unit: UnitVMEM, Special: SpecialNop, Gens: mGFX12, Invalidates: c.inv}).Mods = ModGLC
	}

	// Scalar loads of 12 bytes and of a byte or halfword (FeatureScalar-
	// Dwordx3Loads; RDNA4 ISA §16.9 S_LOAD_B96, S_LOAD_U8 ... S_LOAD_I16).
	off := Spec{Name: "offset", Kind: KS | KImm, Type: TU32, Field: smemOffset}
	boff := off
	boff.Field = smemBufferOffset
	addOp(&Op{Name: "s_load_b96", Format: SMEM, Unit: UnitSMEM, Mem: MemLoad, MemBytes: 12, Gens: mGFX12,
		Args: []Spec{sd(TB96), named(ss(TB64), "sbase"), off}, Special: SpecialSMEM})
	addOp(&Op{Name: "s_buffer_load_b96", Format: SMEM, Unit: UnitSMEM, Mem: MemLoad, MemBytes: 12, Gens: mGFX12,
		Args: []Spec{sd(TB96), named(ss(TB128), "sbase"), boff}, Special: SpecialSMEMBuffer})
	for _, l := range []struct {
		s     string
		bytes int
		sign  bool
	}{{"u8", 1, false}, {"i8", 1, true}, {"u16", 2, false}, {"i16", 2, true}} {
		addOp(&Op{Name: "s_load_" + l.s, Format: SMEM, Unit: UnitSMEM, Mem: MemLoad, MemBytes: l.bytes, MemSign: l.sign, Gens: mGFX12,
			Args: []Spec{sd(TB32), named(ss(TB64), "sbase"), off}, Special: SpecialSMEM})
	}

	// 64-bit scalar arithmetic (RDNA4 ISA §16.1 S_ADD_NC_U64, S_SUB_NC_U64,
	// S_MUL_U64: no carry, SCC untouched).
	sop2("s_add_nc_u64", TU64, "d = a + b", gens(mGFX12))
	sop2("s_sub_nc_u64", TU64, "d = a - b", gens(mGFX12))
	sop2("s_mul_u64", TU64, "d = a * b", gens(mGFX12), class(ClassSALUMul))

	// VOP2 encodings of 64-bit rows that were VOP3-only before (RDNA4 ISA
	// §16.6 "VOP2 Instructions": V_ADD_F64, V_MUL_F64, V_MIN_NUM_F64,
	// V_MAX_NUM_F64, V_LSHLREV_B64; llvm-mc-19 encodes v_add_f64_e32 in
	// four bytes). No DPP or SDWA form: 64-bit operands.
	e32e64 := func(o *Op) { o.Encs = []Enc{EncE32, EncE64} }
	g12 := gens(mGFX12)
	vop2("v_add_f64", TF64, "d = a + b", double, g12, e32e64)
	vop2("v_mul_f64", TF64, "d = a * b", double, g12, e32e64)
	vop2("v_min_num_f64", TF64, "d = fminNum64(a, b)", double, g12, e32e64)
	vop2("v_max_num_f64", TF64, "d = fmaxNum64(a, b)", double, g12, e32e64)
	vop2t("v_lshlrev_b64", TB64, TU32, TB64, "d = b << (a & 63)", g12, e32e64, class(ClassVALU64))

	// IEEE 754-2019 minimumNumber/maximumNumber, GFX12's v_min/v_max
	// (RDNA4 ISA §13.3, "FP MAXNUM / MINNUM Selection Rules"; V_MIN_NUM_F32
	// ...): a NaN, signaling or quiet, yields the other operand.
	vop2("v_min_num_f32", TF32, "d = fminNum32(a, b)", g12)
	vop2("v_max_num_f32", TF32, "d = fmaxNum32(a, b)", g12)
	vop2("v_min_num_f16", TF16, "d = fminNum32(a, b)", g12)
	vop2("v_max_num_f16", TF16, "d = fmaxNum32(a, b)", g12)
	for _, t := range []struct {
		s string
		t Type
		o []opt
	}{{"f32", TF32, nil}, {"f16", TF16, []opt{opSel16}}} {
		three := ts(t.t, t.t, t.t)
		vop3("v_min3_num_"+t.s, t.t, three, "d = fminNum32(fminNum32(a, b), c)", append([]opt{g12}, t.o...)...)
		vop3("v_max3_num_"+t.s, t.t, three, "d = fmaxNum32(fmaxNum32(a, b), c)", append([]opt{g12}, t.o...)...)
		vop3("v_med3_num_"+t.s, t.t, three, "d = fmed3Num32(a, b, c)", append([]opt{g12}, t.o...)...)
		vop3("v_maxmin_num_"+t.s, t.t, three, "d = fminNum32(fmaxNum32(a, b), c)", g12)
		vop3("v_minmax_num_"+t.s, t.t, three, "d = fmaxNum32(fminNum32(a, b), c)", g12)
	}
	pf := ts(TPkF16, TPkF16)
	vop3p("v_pk_min_num_f16", TPkF16, pf, "d = fminNum32(a, b)", g12)
	vop3p("v_pk_max_num_f16", TPkF16, pf, "d = fmaxNum32(a, b)", g12)

	// IEEE 754-2019 minimum/maximum (FeatureIEEEMinimumMaximumInsts;
	// RDNA4 ISA §16 V_MINIMUM_F32 ...): NaNs propagate.
	vop3("v_minimum_f32", TF32, ts(TF32, TF32), "d = fminimum32(a, b)", g12)
	vop3("v_maximum_f32", TF32, ts(TF32, TF32), "d = fmaximum32(a, b)", g12)
	vop3("v_minimum_f16", TF16, ts(TF16, TF16), "d = fminimum32(a, b)", g12, opSel16)
	vop3("v_maximum_f16", TF16, ts(TF16, TF16), "d = fmaximum32(a, b)", g12, opSel16)
	vop3("v_minimum_f64", TF64, ts(TF64, TF64), "d = fminimum64(a, b)", g12, double)
	vop3("v_maximum_f64", TF64, ts(TF64, TF64), "d = fmaximum64(a, b)", g12, double)
	// SALU float on GFX12 (FeatureSALUFloatInsts, ops_scalar_float.go):
	// min/max are minimumNumber/maximumNumber (RDNA4 ISA §16.1
	// S_MIN_NUM_F32, S_MAX_NUM_F32: "IEEE minimumNumber()"), and
	// S_MINIMUM_F32 ... propagate NaNs as V_MINIMUM_F32 does.
	sf := []opt{feature(FeatSALUFloatInsts), g12, class(ClassSALUFloat)}
	for _, t := range []struct {
		s string
		t Type
	}{{"f32", TF32}, {"f16", TF16}} {
		sop2("s_min_num_"+t.s, t.t, "d = fminNum32(a, b)", sf...)
		sop2("s_max_num_"+t.s, t.t, "d = fmaxNum32(a, b)", sf...)
		sop2("s_minimum_"+t.s, t.t, "d = fminimum32(a, b)", sf...)
		sop2("s_maximum_"+t.s, t.t, "d = fmaximum32(a, b)", sf...)
	}
	// Pseudo-scalar transcendentals (FeaturePseudoScalarTrans; RDNA4 ISA
	// §16.10 V_S_EXP_F32 ...): VOP3-encoded, SGPR or constant source,
	// SGPR destination, the VALU rows' results (the f16 ones zero bits
	// 31:16). They write one SGPR, not lanes, so their semantics run as
	// scalar ones (UnitSALU); their latency is their own class.
	for _, f := range []struct{ n, e string }{{"exp", "exp2_32(a)"}, {"log", "log2_32(a)"}, {"rcp", "rcp32(a)"}, {"sqrt", "sqrt32(a)"}} {
		for _, t := range []struct {
			s string
			t Type
		}{{"f32", TF32}, {"f16", TF16}} {
			salu(VOP3, "v_s_"+f.n+"_"+t.s, "d = "+f.e, []Spec{sd(t.t), ss(t.t)}, g12, class(ClassPseudoTrans))
		}
	}
	vop3("v_minimum3_f32", TF32, ts(TF32, TF32, TF32), "d = fminimum32(fminimum32(a, b), c)", g12)
	vop3("v_maximum3_f32", TF32, ts(TF32, TF32, TF32), "d = fmaximum32(fmaximum32(a, b), c)", g12)
}
