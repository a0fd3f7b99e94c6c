package isa

// Scalar ALU, scalar memory and program control. Semantics follow the
// "SOP2/SOP1/SOPK/SOPC/SOPP" chapters of the Vega, RDNA2 and RDNA3 ISA guides.

func addScalarOps() {
	// SOP2: arithmetic. SCC is the carry/borrow (unsigned) or overflow (signed).
	// GFX12 renames them (the _co spellings; the RDNA4 ISA §16.1 gives
	// S_ADD_CO_U32 ... the pseudocode of RDNA3's S_ADD_U32 ...).
	sop2("s_add_u32", TU32, "d = a + b; scc = d < a", sccW, n12("s_add_co_u32"), role(RoleAddLo))
	sop2("s_sub_u32", TU32, "d = a - b; scc = b > a", sccW, n12("s_sub_co_u32"))
	sop2("s_add_i32", TI32, "d = a + b; scc = (a >= 0) == (b >= 0) && (d >= 0) != (a >= 0)", sccW, n12("s_add_co_i32"))
	sop2("s_sub_i32", TI32, "d = a - b; scc = (a >= 0) != (b >= 0) && (d >= 0) != (a >= 0)", sccW, n12("s_sub_co_i32"))
	sop2("s_addc_u32", TU32, "s := uint64(a) + uint64(b) + uint64(b2u(scc)); d = uint32(s); scc = s>>32 != 0", sccR, sccW, n12("s_add_co_ci_u32"), role(RoleAddHi))
	sop2("s_subb_u32", TU32, "bw := uint64(b) + uint64(b2u(scc)); d = a - uint32(bw); scc = bw > uint64(a)", sccR, sccW, n12("s_sub_co_ci_u32"))
	sop2("s_min_i32", TI32, "scc = a < b; d = b; if scc { d = a }", sccW)
	sop2("s_min_u32", TU32, "scc = a < b; d = b; if scc { d = a }", sccW)
	sop2("s_max_i32", TI32, "scc = a > b; d = b; if scc { d = a }", sccW)
	sop2("s_max_u32", TU32, "scc = a > b; d = b; if scc { d = a }", sccW)
	sop2("s_absdiff_i32", TI32, "d = a - b; if d < 0 { d = -d }; scc = d != 0", sccW)
	sop2("s_mul_i32", TI32, "d = a * b", class(ClassSALUMul))
	sop2("s_mul_hi_u32", TU32, "d = uint32(uint64(a) * uint64(b) >> 32)", class(ClassSALUMul))
	sop2("s_mul_hi_i32", TI32, "d = int32(int64(a) * int64(b) >> 32)", class(ClassSALUMul))
	for i, n := range []string{"s_lshl1_add_u32", "s_lshl2_add_u32", "s_lshl3_add_u32", "s_lshl4_add_u32"} {
		sh := string(rune('1' + i))
		sop2(n, TU32, "s := uint64(a)<<"+sh+" + uint64(b); d = uint32(s); scc = s>>32 != 0", sccW)
	}

	// SOP2: select and logic. SCC = result != 0 for the logic ops.
	sop2("s_cselect_b32", TB32, "d = b; if scc { d = a }", sccR)
	sop2("s_cselect_b64", TB64, "d = b; if scc { d = a }", sccR)
	for _, l := range scalarLogic {
		if l.two == "" {
			continue
		}
		for _, w := range []struct {
			s string
			t Type
		}{{"_b32", TB32}, {"_b64", TB64}} {
			o := []opt{sccW, func(o *Op) { o.Bitwise = l.l }}
			if l.n11 != "" {
				o = append(o, n11("s_"+l.n11+w.s))
			}
			sop2("s_"+l.n+w.s, w.t, "d = "+l.two+"; scc = d != 0", o...)
		}
	}
	sop2t("s_lshl_b32", TB32, TB32, TU32, "d = a << (b & 31); scc = d != 0", sccW)
	sop2t("s_lshl_b64", TB64, TB64, TU32, "d = a << (b & 63); scc = d != 0", sccW)
	sop2t("s_lshr_b32", TB32, TB32, TU32, "d = a >> (b & 31); scc = d != 0", sccW)
	sop2t("s_lshr_b64", TB64, TB64, TU32, "d = a >> (b & 63); scc = d != 0", sccW)
	sop2t("s_ashr_i32", TI32, TI32, TU32, "d = a >> (b & 31); scc = d != 0", sccW)
	sop2t("s_ashr_i64", TI64, TI64, TU32, "d = a >> (b & 63); scc = d != 0", sccW)
	sop2t("s_bfm_b32", TB32, TU32, TU32, "d = (uint32(1)<<(a&31) - 1) << (b & 31)")
	sop2t("s_bfm_b64", TB64, TU32, TU32, "d = (uint64(1)<<(a&63) - 1) << (b & 63)")
	sop2t("s_bfe_u32", TU32, TU32, TU32, "d = bfeU32(a, b&31, (b>>16)&127); scc = d != 0", sccW)
	sop2t("s_bfe_i32", TI32, TI32, TU32, "d = bfeI32(a, b&31, (b>>16)&127); scc = d != 0", sccW)
	sop2t("s_bfe_u64", TU64, TU64, TU32, "d = bfeU64(a, b&63, (b>>16)&127); scc = d != 0", sccW)
	sop2t("s_bfe_i64", TI64, TI64, TU32, "d = bfeI64(a, b&63, (b>>16)&127); scc = d != 0", sccW)
	sop2("s_pack_ll_b32_b16", TB32, "d = a&0xffff | b<<16")
	sop2("s_pack_lh_b32_b16", TB32, "d = a&0xffff | b&0xffff0000")
	sop2("s_pack_hh_b32_b16", TB32, "d = a>>16 | b&0xffff0000")
	// D0 = { S1[15:0], S0[31:16] } (RDNA3 ISA §16.3 "SOP2 Instructions"
	// S_PACK_HL_B32_B16); GFX11 only (GCNSubtarget::hasSPackHL).
	sop2("s_pack_hl_b32_b16", TB32, "d = a>>16 | b<<16", gens(mGFX11p))

	// SOP1.
	sop1("s_mov_b32", TB32, TB32, "d = a", role(RoleCopy))
	sop1("s_mov_b64", TB64, TB64, "d = a", role(RoleCopy))
	sop1("s_cmov_b32", TB32, TB32, "if scc { d = a }", sccR, tied)
	sop1("s_cmov_b64", TB64, TB64, "if scc { d = a }", sccR, tied)
	sop1("s_not_b32", TB32, TB32, "d = ^a; scc = d != 0", sccW)
	sop1("s_not_b64", TB64, TB64, "d = ^a; scc = d != 0", sccW)
	sop1("s_wqm_b32", TB32, TB32, "d = wqm32(a); scc = d != 0", sccW)
	sop1("s_wqm_b64", TB64, TB64, "d = wqm64(a); scc = d != 0", sccW)
	sop1("s_brev_b32", TB32, TB32, "d = bits.Reverse32(a)")
	sop1("s_brev_b64", TB64, TB64, "d = bits.Reverse64(a)")
	sop1("s_bcnt0_i32_b32", TI32, TB32, "d = int32(32 - bits.OnesCount32(a)); scc = d != 0", sccW)
	sop1("s_bcnt0_i32_b64", TI32, TB64, "d = int32(64 - bits.OnesCount64(a)); scc = d != 0", sccW)
	sop1("s_bcnt1_i32_b32", TI32, TB32, "d = int32(bits.OnesCount32(a)); scc = d != 0", sccW)
	sop1("s_bcnt1_i32_b64", TI32, TB64, "d = int32(bits.OnesCount64(a)); scc = d != 0", sccW)
	sop1("s_ff0_i32_b32", TI32, TB32, "d = ff1_32(^a)", gens(mPreGFX11))
	sop1("s_ff1_i32_b32", TI32, TB32, "d = ff1_32(a)", n11("s_ctz_i32_b32"))
	sop1("s_ff1_i32_b64", TI32, TB64, "d = ff1_64(a)", n11("s_ctz_i32_b64"))
	sop1("s_flbit_i32_b32", TI32, TB32, "d = flbit32(a)", n11("s_clz_i32_u32"))
	sop1("s_flbit_i32_b64", TI32, TB64, "d = flbit64(a)", n11("s_clz_i32_u64"))
	sop1("s_flbit_i32", TI32, TI32, "d = flbitI32(a)", n11("s_cls_i32"))
	sop1("s_sext_i32_i8", TI32, TI32, "d = int32(int8(a))")
	sop1("s_sext_i32_i16", TI32, TI32, "d = int32(int16(a))")
	sop1("s_bitset0_b32", TB32, TU32, "d &^= 1 << (a & 31)", tied)
	sop1("s_bitset1_b32", TB32, TU32, "d |= 1 << (a & 31)", tied)
	sop1("s_abs_i32", TI32, TI32, "d = a; if d < 0 { d = -d }; scc = d != 0", sccW)
	sop1("s_getpc_b64", TB64, TB64, "", special(SpecialGetpc)).Args = []Spec{sd(TB64)}
	salu(SOP1, "s_setpc_b64", "", []Spec{ss(TB64)}, special(SpecialSetpc), role(RoleWritesPC))
	// S_SWAPPC_B64: D = PC + 4 (the next instruction's address); PC = S0
	// (Vega and RDNA2 ISA §12.3 "SOP1 Instructions"). LLVM's call: the
	// return address goes to s[30:31] (SIRegisterInfo, SIISelLowering
	// LowerCall).
	salu(SOP1, "s_swappc_b64", "", []Spec{sd(TB64), ss(TB64)}, special(SpecialSwappc), role(RoleWritesPC|RoleCall))
	// M0-relative moves: s_movrels reads SGPR[src+M0], s_movreld writes SGPR[dst+M0].
	for _, w := range []struct {
		s string
		t Type
	}{{"_b32", TB32}, {"_b64", TB64}} {
		// The register they touch depends on M0: to liveness they read every
		// SGPR, and s_movreld's named destination is not a full write.
		every := imp(SGPR(0, SlotVCCLo), false)
		salu(SOP1, "s_movrels"+w.s, "", []Spec{sd(w.t), named(Spec{Kind: KS, Type: w.t}, "ssrc")}, special(SpecialMovrels), role(RoleMovrel), m0R, every)
		salu(SOP1, "s_movreld"+w.s, "", []Spec{sd(w.t), ss(w.t)}, special(SpecialMovreld), role(RoleMovrel), m0R, every)
	}

	// Saveexec: d = exec; exec = f(a, exec); scc = exec != 0.
	for _, s := range scalarLogic {
		for _, w := range []struct {
			s string
			t Type
			r Reg
		}{{"_b32", TB32, RegExecLo}, {"_b64", TB64, RegExec}} {
			o := []opt{imp(w.r, false), imp(w.r, true), sccW, func(o *Op) { o.Saveexec = s.l }}
			if w.t == TB32 {
				o = append(o, gens(mGFX10p)) // wave32 arrived with GFX10
			}
			if s.n11 != "" {
				o = append(o, n11("s_"+s.n11+"_saveexec"+w.s))
			}
			sop1("s_"+s.n+"_saveexec"+w.s, w.t, w.t, "d = exec; exec = "+s.exec+"; scc = exec != 0", o...)
		}
	}
	// Wrexec: exec = f(a, exec); d = exec.
	for _, s := range []struct{ n, n11, e string }{{"andn1", "and_not0", "^a & exec"}, {"andn2", "and_not1", "a &^ exec"}} {
		for _, w := range []struct {
			s string
			t Type
			r Reg
			g genMask
		}{{"_b32", TB32, RegExecLo, mGFX10p}, {"_b64", TB64, RegExec, mAll}} {
			sop1("s_"+s.n+"_wrexec"+w.s, w.t, w.t, "exec = "+s.e+"; d = exec; scc = exec != 0",
				imp(w.r, false), imp(w.r, true), sccW, n11("s_"+s.n11+"_wrexec"+w.s), gens(w.g))
		}
	}

	// SOPC compares.
	for _, c := range []struct{ n, e string }{{"eq", "=="}, {"lg", "!="}, {"gt", ">"}, {"ge", ">="}, {"lt", "<"}, {"le", "<="}} {
		sopc("s_cmp_"+c.n+"_i32", TI32, "scc = a "+c.e+" b", intTwin(c.n, "i32", TwinImmAsIs))
		sopc("s_cmp_"+c.n+"_u32", TU32, "scc = a "+c.e+" b", intTwin(c.n, "u32", TwinImmAsIs))
	}
	sopc("s_cmp_eq_u64", TU64, "scc = a == b", intTwin("eq", "u64", TwinImmAsIs))
	sopc("s_cmp_lg_u64", TU64, "scc = a != b", intTwin("lg", "u64", TwinImmAsIs))
	// A bit test's twin compares the isolated bit with 0 (cmptwin.go).
	bit0, bit1 := twin("eq", "ne", "u32", TwinImmAsIs, true), twin("ne", "eq", "u32", TwinImmAsIs, true)
	salu(SOPC, "s_bitcmp0_b32", "scc = a>>(b&31)&1 == 0", []Spec{ss(TB32), ss(TU32)}, sccW, bit0)
	salu(SOPC, "s_bitcmp1_b32", "scc = a>>(b&31)&1 == 1", []Spec{ss(TB32), ss(TU32)}, sccW, bit1)
	salu(SOPC, "s_bitcmp0_b64", "scc = a>>(b&63)&1 == 0", []Spec{ss(TB64), ss(TU32)}, sccW, bit0)
	salu(SOPC, "s_bitcmp1_b64", "scc = a>>(b&63)&1 == 1", []Spec{ss(TB64), ss(TU32)}, sccW, bit1)

	// SOPK: the 16-bit immediate is the last operand.
	salu(SOPK, "s_movk_i32", "d = int32(int16(a))", []Spec{sd(TI32), simm()})
	salu(SOPK, "s_cmovk_i32", "if scc { d = int32(int16(a)) }", []Spec{sd(TI32), simm()}, sccR, tied)
	salu(SOPK, "s_addk_i32", "k := int32(int16(a)); r := d + k; scc = (d >= 0) == (k >= 0) && (r >= 0) != (d >= 0); d = r",
		[]Spec{sd(TI32), simm()}, sccW, tied, n12("s_addk_co_i32"))
	salu(SOPK, "s_mulk_i32", "d = d * int32(int16(a))", []Spec{sd(TI32), simm()}, tied, class(ClassSALUMul))
	for _, c := range []struct{ n, e string }{{"eq", "=="}, {"lg", "!="}, {"gt", ">"}, {"ge", ">="}, {"lt", "<"}, {"le", "<="}} {
		// GFX12 dropped the SOPK compares (SOPInstructions.td: no GFX12
		// encoding; llvm-mc-19 rejects them on gfx1201).
		// s_cmpk_<cc> a, K is s_cmp_<cc> a, K (SOPInstructions.td
		// SOPK_SCC names the s_cmp it shrinks from): a is the left side.
		salu(SOPK, "s_cmpk_"+c.n+"_i32", "scc = a "+c.e+" int32(int16(b))", []Spec{ss(TI32), simm()}, sccW, gens(mPreGFX12),
			intTwin(c.n, "i32", TwinImmSExt16))
		salu(SOPK, "s_cmpk_"+c.n+"_u32", "scc = a "+c.e+" uint32(uint16(b))", []Spec{ss(TU32), uimm()}, sccW, gens(mPreGFX12),
			intTwin(c.n, "u32", TwinImmZExt16))
	}
	hw := Spec{Name: "hwreg", Kind: KHwreg | KImm, Type: TU32, Field: imm16Field}
	salu(SOPK, "s_getreg_b32", "", []Spec{sd(TB32), hw}, special(SpecialGetreg))
	salu(SOPK, "s_setreg_b32", "", []Spec{hw, ss(TB32)}, special(SpecialSetreg))
	salu(SOPK, "s_setreg_imm32_b32", "", []Spec{hw, {Name: "imm32", Kind: KLit | KConst | KImm, Type: TB32, Field: literal32}}, special(SpecialSetreg))
	wc := func(name string, k Wait) {
		// GFX12 has its own wait instructions (ops_gfx12.go) and none of
		// these (llvm-mc-19: "instruction not supported on this GPU").
		op := salu(SOPK, name, "", []Spec{named(sd(TB32), "sdst"), simm()}, waits(k), gens(mGFX10|mGFX10_3|mGFX11))
		op.Unit, op.Class = UnitMisc, ClassMisc
		op.Args[0].Def = false
	}
	wc("s_waitcnt_vscnt", WaitVscnt)
	wc("s_waitcnt_vmcnt", WaitVmcnt)
	wc("s_waitcnt_expcnt", WaitExpcnt)
	wc("s_waitcnt_lgkmcnt", WaitLgkmcnt)
	salu(SOPK, "s_version", "", []Spec{simm()}, special(SpecialNop), gens(mGFX10p))

	// SOPP: program control.
	br := func(name string, cond Cond, o ...opt) {
		op := sopp(name, []Spec{label()}, o...)
		op.Unit, op.Class, op.Branch, op.Cond, op.Special = UnitBranch, ClassBranch, true, cond, SpecialBranch
		switch cond {
		case CondSCC0, CondSCC1:
			op.Imp = append(op.Imp, Imp{Reg: RegSCC})
		case CondVCCZ, CondVCCNZ:
			op.Imp = append(op.Imp, Imp{Reg: RegVCC, Wave: true})
		case CondExecZ, CondExecNZ:
			op.Imp = append(op.Imp, Imp{Reg: RegExec, Wave: true})
		}
	}
	br("s_branch", CondAlways)
	for c := CondSCC0; c <= CondExecNZ; c++ {
		br("s_cbranch_"+c.String(), c)
	}
	imm16 := []Spec{{Name: "simm16", Kind: KImm, Type: TU32, Field: imm16Field}}
	sopp("s_nop", []Spec{{Name: "count", Kind: KImm, Type: TU32, Field: imm16Field}}, waits(WaitNop))
	sopp("s_endpgm", nil, special(SpecialEndpgm), role(RoleEndsProgram))
	sopp("s_code_end", nil, special(SpecialEndpgm), role(RoleEndsProgram), gens(mGFX10p))
	// GFX12 splits s_barrier into s_barrier_signal and s_barrier_wait
	// (ops_gfx12.go).
	sopp("s_barrier", nil, special(SpecialBarrier), class(ClassBarrier), gens(mPreGFX12))
	sopp("s_waitcnt", []Spec{{Name: "waitcnt", Kind: KWaitcnt | KImm, Type: TU32}}, waits(WaitCnt))
	// GFX12 spells it s_wait_alu: the same SOPP opcode and fields
	// (docs/reference/gfx12.md, "Dependency waits").
	sopp("s_waitcnt_depctr", []Spec{{Name: "depctr", Kind: KDepctr | KImm, Type: TU32}}, waits(WaitDepctr), gens(mGFX10p), n12("s_wait_alu"))
	sopp("s_delay_alu", []Spec{{Name: "delay", Kind: KDelayAlu | KImm, Type: TU32}}, waits(WaitDelayALU), gens(mGFX11p))
	sopp("s_clause", imm16, special(SpecialNop), role(RoleLateInserted), gens(mGFX10p))
	sopp("s_inst_prefetch", imm16, special(SpecialNop), gens(mGFX10x))
	sopp("s_set_inst_prefetch_distance", imm16, special(SpecialNop), gens(mGFX11)) // not GFX12 (llvm-mc-19)
	sopp("s_setprio", imm16, special(SpecialNop))
	sopp("s_sleep", imm16, special(SpecialNop))
	sopp("s_sethalt", imm16, special(SpecialSethalt))
	sopp("s_icache_inv", nil, special(SpecialNop))
	sopp("s_denorm_mode", imm16, special(SpecialNop), gens(mGFX10p), role(RoleDenormMode))
	sopp("s_round_mode", imm16, special(SpecialNop), gens(mGFX10p))
	sopp("s_ttracedata", nil, special(SpecialNop))
	sopp("s_trap", imm16, special(SpecialTrap))
	sopp("s_sendmsg", []Spec{{Name: "msg", Kind: KSendmsg | KImm, Type: TU32, Field: imm16Field}}, special(SpecialNop))
	// Performance-level hints (S_INCPERFLEVEL/S_DECPERFLEVEL in the SOPP
	// tables of the Vega, RDNA2 and RDNA3 ISA guides): no architectural
	// state changes, so they run as no-ops and are timed as the other SOPP
	// no-ops (UnitMisc, ClassMisc). SOPInstructions.td: SOPP_Pseudo with a
	// 16-bit simm16.
	sopp("s_incperflevel", imm16, special(SpecialNop))
	sopp("s_decperflevel", imm16, special(SpecialNop))

	// SMEM: s_load (kernarg, constant) and s_buffer_load (through a V#).
	for _, w := range []struct {
		s, s11 string
		n      int
	}{{"dword", "b32", 1}, {"dwordx2", "b64", 2}, {"dwordx4", "b128", 4}, {"dwordx8", "b256", 8}, {"dwordx16", "b512", 16}} {
		t := []Type{0, TB32, TB64, 0, TB128, 0, 0, 0, TB256}
		dt := TB512
		if w.n < len(t) {
			dt = t[w.n]
		}
		off := Spec{Name: "offset", Kind: KS | KImm, Type: TU32, Field: smemOffset}
		boff := off
		boff.Field = smemBufferOffset
		addOp(&Op{Name: "s_load_" + w.s, Name11: "s_load_" + w.s11, Format: SMEM, Unit: UnitSMEM, Mem: MemLoad,
			MemBytes: 4 * w.n, Args: []Spec{sd(dt), named(ss(TB64), "sbase"), off}, Special: SpecialSMEM})
		addOp(&Op{Name: "s_buffer_load_" + w.s, Name11: "s_buffer_load_" + w.s11, Format: SMEM, Unit: UnitSMEM, Mem: MemLoad,
			MemBytes: 4 * w.n, Args: []Spec{sd(dt), named(ss(TB128), "sbase"), boff}, Special: SpecialSMEMBuffer})
	}
	addOp(&Op{Name: "s_memtime", Format: SMEM, Unit: UnitSMEM, Args: []Spec{sd(TB64)}, Special: SpecialMemtime, Gens: mPreGFX11})
	// s_sendmsg_rtn_b32/b64 (GFX11): the message id sits in SSRC0 as an
	// 8-bit number, not an operand (SOPInstructions.td S_SENDMSG_RTN_B32,
	// "$sdst, $src0" with SendMsg:$src0; llvm-mc-16 encodes
	// sendmsg(MSG_RTN_GET_REALTIME) as SSRC0 0x83). The value comes back
	// through the SMEM path and lgkmcnt (SIInsertWaitcnts SQ_MESSAGE), so
	// the rows are timed as s_memrealtime.
	rtnMsg := Spec{Name: "msg", Kind: KSendmsg | KImm, Type: TU32, Field: unsignedField(8, "message id")}
	addOp(&Op{Name: "s_sendmsg_rtn_b32", Format: SOP1, Unit: UnitSMEM, Args: []Spec{sd(TB32), rtnMsg}, Special: SpecialSendmsgRtn, Gens: mGFX11p})
	addOp(&Op{Name: "s_sendmsg_rtn_b64", Format: SOP1, Unit: UnitSMEM, Args: []Spec{sd(TB64), rtnMsg}, Special: SpecialSendmsgRtn, Gens: mGFX11p})
	addOp(&Op{Name: "s_memrealtime", Format: SMEM, Unit: UnitSMEM, Args: []Spec{sd(TB64)}, Special: SpecialMemtime, Gens: mPreGFX11})
	addOp(&Op{Name: "s_dcache_inv", Format: SMEM, Unit: UnitSMEM, Special: SpecialNop, Invalidates: CacheScalar})
	addOp(&Op{Name: "s_gl1_inv", Format: SMEM, Unit: UnitSMEM, Special: SpecialNop, Gens: mGFX10 | mGFX10_3 | mGFX11, Invalidates: CacheGL1})
	addOp(&Op{Name: "s_dcache_wb", Format: SMEM, Unit: UnitSMEM, Special: SpecialNop, Gens: mPreGFX11})
}

// scalarLogic are the scalar bitwise operations, each with its GFX11
// name where it differs: s_<n>_bNN computes d = two (no such row where
// two is empty), s_<n>_saveexec_bNN exec = exec (saving the old one).
var scalarLogic = []struct {
	n, n11, two, exec string
	l                 Logic
}{
	{"and", "", "a & b", "a & exec", LogicAnd}, {"or", "", "a | b", "a | exec", LogicOr}, {"xor", "", "a ^ b", "a ^ exec", LogicXor},
	{"andn2", "and_not1", "a &^ b", "a &^ exec", LogicAndN2}, {"orn2", "or_not1", "a | ^b", "a | ^exec", LogicOrN2},
	{"nand", "", "^(a & b)", "^(a & exec)", LogicNand}, {"nor", "", "^(a | b)", "^(a | exec)", LogicNor}, {"xnor", "", "^(a ^ b)", "^(a ^ exec)", LogicXnor},
	{"andn1", "and_not0", "", "^a & exec", LogicAndN1}, {"orn1", "or_not0", "", "^a | exec", LogicOrN1},
}
