	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	atomic_narrow_arith_as1_uni     ; -- Begin function atomic_narrow_arith_as1_uni
	.p2align	8
	.type	atomic_narrow_arith_as1_uni,@function
atomic_narrow_arith_as1_uni:            ; @atomic_narrow_arith_as1_uni
; %bb.0:                                ; %entry
	s_load_b128 s[0:3], s[2:3], 0x8
	s_mov_b32 s8, exec_lo
	s_mov_b32 s6, 0
	v_mbcnt_lo_u32_b32 v0, s8, 0
	s_mov_b32 s7, exec_lo
	s_wait_kmcnt 0x0
	s_add_nc_u64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s3, s2, 0xff
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_add_nc_u64 s[10:11], s[0:1], 4
	s_bcnt1_i32_b32 s8, s8
	s_and_b32 s4, s10, -4
	s_mov_b32 s5, s11
	s_and_b32 s10, s10, 3
	s_load_b32 s9, s[4:5], 0x0
	s_lshl_b32 s10, s10, 3
	s_mul_i32 s11, s3, s8
	s_lshl_b32 s8, 0xff, s10
	s_and_b32 s11, s11, 0xff
	v_mov_b32_e32 v2, 0
	s_lshl_b32 s10, s11, s10
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v1, s9
	s_not_b32 s9, s8
.LBB0_2:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, s10, v1
	v_and_b32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v0, v1, s9, v0
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_2
.LBB0_3:                                ; %Flow244
	s_or_b32 exec_lo, exec_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_mov_b32 s8, exec_lo
	s_mov_b32 s7, 0
	v_mbcnt_lo_u32_b32 v0, s8, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_6
; %bb.4:
	v_mov_b32_e32 v2, 0
	s_add_nc_u64 s[10:11], s[0:1], 8
	s_bcnt1_i32_b32 s8, s8
	s_and_b32 s4, s10, -4
	s_mov_b32 s5, s11
	s_and_b32 s9, s10, 3
	global_load_b32 v1, v2, s[4:5]
	s_lshl_b32 s10, s9, 3
	s_mul_i32 s9, s3, s8
	s_lshl_b32 s8, 0xff, s10
	s_and_b32 s11, s9, 0xff
	s_not_b32 s9, s8
	s_lshl_b32 s10, s11, s10
.LBB0_5:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_subrev_nc_u32_e32 v0, s10, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, s8, v0
	v_and_or_b32 v0, v1, s9, v0
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB0_5
.LBB0_6:                                ; %Flow242
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v2, 0
	s_add_nc_u64 s[6:7], s[0:1], 12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_and_b32 s4, s6, -4
	s_mov_b32 s5, s7
	s_and_b32 s6, s6, 3
	global_load_b32 v1, v2, s[4:5]
	s_lshl_b32 s8, s6, 3
	s_lshl_b32 s6, 0xff, s8
	s_lshl_b32 s8, s3, s8
	s_not_b32 s7, s6
	s_mov_b32 s3, 0
.LBB0_7:                                ; %atomicrmw.start22
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_and_b32_e32 v0, s8, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_not_b32_e32 v0, v0
	v_and_b32_e32 v0, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v0, v1, s7, v0
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end21
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s6, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_11
; %bb.9:
	v_mov_b32_e32 v2, 0
	s_add_nc_u64 s[8:9], s[0:1], 16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s4, s8, -4
	s_mov_b32 s5, s9
	s_and_b32 s7, s8, 3
	global_load_b32 v1, v2, s[4:5]
	s_lshl_b32 s7, s7, 3
	s_bfe_i32 s9, s2, 0x80000
	s_lshl_b32 s8, 0xff, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b32 s8, s8
.LBB0_10:                               ; %atomicrmw.start35
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v0, s7, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_bfe_i32 v0, v0, 0, 8
	v_max_i16 v0, v0, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xff, v0
	v_lshlrev_b32_e32 v0, s7, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v0, v1, s8, v0
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_10
.LBB0_11:                               ; %Flow240
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s6, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_14
; %bb.12:
	v_mov_b32_e32 v2, 0
	s_add_nc_u64 s[8:9], s[0:1], 20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s4, s8, -4
	s_mov_b32 s5, s9
	s_and_b32 s7, s8, 3
	global_load_b32 v1, v2, s[4:5]
	s_lshl_b32 s7, s7, 3
	s_bfe_i32 s9, s2, 0x80000
	s_lshl_b32 s8, 0xff, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b32 s8, s8
.LBB0_13:                               ; %atomicrmw.start51
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v0, s7, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_bfe_i32 v0, v0, 0, 8
	v_min_i16 v0, v0, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xff, v0
	v_lshlrev_b32_e32 v0, s7, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v0, v1, s8, v0
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_13
.LBB0_14:                               ; %Flow238
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_and_b32_e64 v2, 0xff, s2
	s_mov_b32 s6, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_17
; %bb.15:
	v_mov_b32_e32 v3, 0
	s_add_nc_u64 s[8:9], s[0:1], 24
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_and_b32 s4, s8, -4
	s_mov_b32 s5, s9
	s_and_b32 s7, s8, 3
	global_load_b32 v1, v3, s[4:5]
	s_lshl_b32 s7, s7, 3
	s_lshl_b32 s8, 0xff, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b32 s8, s8
.LBB0_16:                               ; %atomicrmw.start70
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v0, s7, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xff, v0
	v_max_u16 v0, v0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xffff, v0
	v_lshlrev_b32_e32 v0, s7, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v0, v1, s8, v0
	global_atomic_cmpswap_b32 v0, v3, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_16
.LBB0_17:                               ; %Flow236
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s6, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_20
; %bb.18:
	v_mov_b32_e32 v3, 0
	s_add_nc_u64 s[8:9], s[0:1], 28
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_and_b32 s4, s8, -4
	s_mov_b32 s5, s9
	s_and_b32 s7, s8, 3
	global_load_b32 v1, v3, s[4:5]
	s_lshl_b32 s7, s7, 3
	s_lshl_b32 s8, 0xff, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b32 s8, s8
.LBB0_19:                               ; %atomicrmw.start89
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v0, s7, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xff, v0
	v_min_u16 v0, v0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xffff, v0
	v_lshlrev_b32_e32 v0, s7, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v0, v1, s8, v0
	global_atomic_cmpswap_b32 v0, v3, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_19
.LBB0_20:                               ; %Flow234
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_mov_b32 s8, exec_lo
	s_mov_b32 s6, 0
	v_mbcnt_lo_u32_b32 v0, s8, 0
	s_and_b32 s3, s2, 0xffff
	s_mov_b32 s7, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_23
; %bb.21:
	v_mov_b32_e32 v2, 0
	s_add_nc_u64 s[10:11], s[0:1], 64
	s_bcnt1_i32_b32 s8, s8
	s_and_b32 s4, s10, -4
	s_mov_b32 s5, s11
	s_and_b32 s9, s10, 3
	global_load_b32 v1, v2, s[4:5]
	s_lshl_b32 s10, s9, 3
	s_mul_i32 s9, s3, s8
	s_lshl_b32 s8, 0xffff, s10
	s_and_b32 s11, s9, 0xffff
	s_not_b32 s9, s8
	s_lshl_b32 s10, s11, s10
.LBB0_22:                               ; %atomicrmw.start109
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v0, s10, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, s8, v0
	v_and_or_b32 v0, v1, s9, v0
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_22
.LBB0_23:                               ; %Flow232
	s_or_b32 exec_lo, exec_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_mov_b32 s8, exec_lo
	s_mov_b32 s7, 0
	v_mbcnt_lo_u32_b32 v0, s8, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_26
; %bb.24:
	v_mov_b32_e32 v2, 0
	s_add_nc_u64 s[10:11], s[0:1], 0x48
	s_bcnt1_i32_b32 s8, s8
	s_and_b32 s4, s10, -4
	s_mov_b32 s5, s11
	s_and_b32 s9, s10, 3
	global_load_b32 v1, v2, s[4:5]
	s_lshl_b32 s10, s9, 3
	s_mul_i32 s9, s3, s8
	s_lshl_b32 s8, 0xffff, s10
	s_and_b32 s11, s9, 0xffff
	s_not_b32 s9, s8
	s_lshl_b32 s10, s11, s10
.LBB0_25:                               ; %atomicrmw.start123
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_subrev_nc_u32_e32 v0, s10, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, s8, v0
	v_and_or_b32 v0, v1, s9, v0
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB0_25
.LBB0_26:                               ; %Flow230
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v2, 0
	s_add_nc_u64 s[6:7], s[0:1], 0x50
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_and_b32 s4, s6, -4
	s_mov_b32 s5, s7
	s_and_b32 s6, s6, 3
	global_load_b32 v1, v2, s[4:5]
	s_lshl_b32 s8, s6, 3
	s_lshl_b32 s6, 0xffff, s8
	s_lshl_b32 s8, s3, s8
	s_not_b32 s7, s6
	s_mov_b32 s3, 0
.LBB0_27:                               ; %atomicrmw.start137
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_and_b32_e32 v0, s8, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_not_b32_e32 v0, v0
	v_and_b32_e32 v0, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v0, v1, s7, v0
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_27
; %bb.28:                               ; %atomicrmw.end136
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s6, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_31
; %bb.29:
	v_mov_b32_e32 v2, 0
	s_add_nc_u64 s[8:9], s[0:1], 0x58
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_and_b32 s4, s8, -4
	s_mov_b32 s5, s9
	s_and_b32 s7, s8, 3
	global_load_b32 v1, v2, s[4:5]
	s_lshl_b32 s7, s7, 3
	s_lshl_b32 s8, 0xffff, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b32 s8, s8
.LBB0_30:                               ; %atomicrmw.start150
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v0, s7, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_i16 v0, v0, s2
	v_and_b32_e32 v0, 0xffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v0, s7, v0
	v_and_or_b32 v0, v1, s8, v0
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_30
.LBB0_31:                               ; %Flow228
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s6, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_34
; %bb.32:
	v_mov_b32_e32 v2, 0
	s_add_nc_u64 s[8:9], s[0:1], 0x60
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_and_b32 s4, s8, -4
	s_mov_b32 s5, s9
	s_and_b32 s7, s8, 3
	global_load_b32 v1, v2, s[4:5]
	s_lshl_b32 s7, s7, 3
	s_lshl_b32 s8, 0xffff, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b32 s8, s8
.LBB0_33:                               ; %atomicrmw.start169
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v0, s7, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_i16 v0, v0, s2
	v_and_b32_e32 v0, 0xffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v0, s7, v0
	v_and_or_b32 v0, v1, s8, v0
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_33
.LBB0_34:                               ; %Flow226
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s6, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_37
; %bb.35:
	v_mov_b32_e32 v2, 0
	s_add_nc_u64 s[8:9], s[0:1], 0x68
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_and_b32 s4, s8, -4
	s_mov_b32 s5, s9
	s_and_b32 s7, s8, 3
	global_load_b32 v1, v2, s[4:5]
	s_lshl_b32 s7, s7, 3
	s_lshl_b32 s8, 0xffff, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b32 s8, s8
.LBB0_36:                               ; %atomicrmw.start188
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v0, s7, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_u16 v0, v0, s2
	v_and_b32_e32 v0, 0xffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v0, s7, v0
	v_and_or_b32 v0, v1, s8, v0
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_36
.LBB0_37:                               ; %Flow224
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s3, 0
	s_mov_b32 s4, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_40
; %bb.38:
	v_mov_b32_e32 v2, 0
	s_add_nc_u64 s[4:5], s[0:1], 0x70
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s4, -4
	s_mov_b32 s1, s5
	s_and_b32 s4, s4, 3
	global_load_b32 v1, v2, s[0:1]
	s_lshl_b32 s4, s4, 3
	s_lshl_b32 s5, 0xffff, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b32 s5, s5
.LBB0_39:                               ; %atomicrmw.start207
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v0, s4, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u16 v0, v0, s2
	v_and_b32_e32 v0, 0xffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v0, s4, v0
	v_and_or_b32 v0, v1, s5, v0
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[0:1] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_39
.LBB0_40:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_narrow_arith_as1_uni
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_round_robin_scheduling 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	atomic_narrow_arith_as1_uni, .Lfunc_end0-atomic_narrow_arith_as1_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2456
; NumSgprs: 14
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           p
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           v
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           u
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         112
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         128
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         136
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         144
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         232
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           atomic_narrow_arith_as1_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         atomic_narrow_arith_as1_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
