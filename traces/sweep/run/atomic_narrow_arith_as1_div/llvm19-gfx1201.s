	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	atomic_narrow_arith_as1_div     ; -- Begin function atomic_narrow_arith_as1_div
	.p2align	8
	.type	atomic_narrow_arith_as1_div,@function
atomic_narrow_arith_as1_div:            ; @atomic_narrow_arith_as1_div
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b128 s[4:7], s[2:3], 0x0
	s_load_b64 s[0:1], s[2:3], 0x10
	v_and_b32_e32 v5, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v0, 2, v5
	s_wait_kmcnt 0x0
	global_load_b64 v[2:3], v0, s[4:5]
	v_add_co_u32 v6, s2, s6, v5
	v_add_co_ci_u32_e64 v7, null, s7, 0, s2
	s_add_nc_u64 s[0:1], s[0:1], 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, v6, 64
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v4
	v_and_b32_e32 v4, 3, v4
	s_wait_loadcnt 0x0
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v11, 3, v4
	v_lshlrev_b32_e64 v9, v11, 0xff
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_not_b32_e32 v10, v9
	v_add_co_u32 v4, null, v2, s0
	s_mov_b32 s0, 0
	v_and_b32_e32 v8, 0xff, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v11, v11, v8
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, v3, v11
	v_and_b32_e32 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v2, v3, v10, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, 0x80, v6
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v7, vcc_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, 3, v2
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v2, 3, v2
	v_lshlrev_b32_e64 v9, v2, 0xff
	v_lshlrev_b32_e32 v11, v2, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_not_b32_e32 v10, v9
.LBB0_3:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v2, v3, v11
	v_and_b32_e32 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v2, v3, v10, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end7
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, 0xc0, v6
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v7, vcc_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, 3, v2
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v2, 3, v2
	v_lshlrev_b32_e64 v9, v2, 0xff
	v_lshlrev_b32_e32 v11, v2, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_not_b32_e32 v10, v9
.LBB0_5:                                ; %atomicrmw.start22
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, v3, v11
	v_not_b32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, v2, v9
	v_and_or_b32 v2, v3, v10, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end21
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, 0x100, v6
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v7, vcc_lo
	v_bfe_i32 v9, v4, 0, 8
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, 3, v2
	s_mov_b32 s0, 0
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v10, 3, v2
	v_lshlrev_b32_e64 v2, v10, 0xff
	s_delay_alu instid0(VALU_DEP_1)
	v_not_b32_e32 v11, v2
.LBB0_7:                                ; %atomicrmw.start35
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v2, v10, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_bfe_i32 v2, v2, 0, 8
	v_max_i16 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xff, v2
	v_lshlrev_b32_e32 v2, v10, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v2, v3, v11, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end34
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, 0x140, v6
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v7, vcc_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, 3, v2
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v10, 3, v2
	v_lshlrev_b32_e64 v2, v10, 0xff
	s_delay_alu instid0(VALU_DEP_1)
	v_not_b32_e32 v11, v2
.LBB0_9:                                ; %atomicrmw.start51
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v2, v10, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_bfe_i32 v2, v2, 0, 8
	v_min_i16 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xff, v2
	v_lshlrev_b32_e32 v2, v10, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v2, v3, v11, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %atomicrmw.end50
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, 0x180, v6
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v7, vcc_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, 3, v2
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v9, 3, v2
	v_lshlrev_b32_e64 v2, v9, 0xff
	s_delay_alu instid0(VALU_DEP_1)
	v_not_b32_e32 v10, v2
.LBB0_11:                               ; %atomicrmw.start70
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v2, v9, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xff, v2
	v_max_u16 v2, v2, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xffff, v2
	v_lshlrev_b32_e32 v2, v9, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v2, v3, v10, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_11
; %bb.12:                               ; %atomicrmw.end69
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, 0x1c0, v6
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v7, vcc_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, 3, v2
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v9, 3, v2
	v_lshlrev_b32_e64 v2, v9, 0xff
	s_delay_alu instid0(VALU_DEP_1)
	v_not_b32_e32 v10, v2
.LBB0_13:                               ; %atomicrmw.start89
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v2, v9, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xff, v2
	v_min_u16 v2, v2, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xffff, v2
	v_lshlrev_b32_e32 v2, v9, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v2, v3, v10, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ; %atomicrmw.end88
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v5, vcc_lo, v6, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v7, vcc_lo
	v_and_b32_e32 v7, 0xffff, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v2, vcc_lo, 0x400, v5
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v6, vcc_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, 3, v2
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v2, 3, v2
	v_lshlrev_b32_e64 v8, v2, 0xffff
	v_lshlrev_b32_e32 v10, v2, v7
	s_delay_alu instid0(VALU_DEP_2)
	v_not_b32_e32 v9, v8
.LBB0_15:                               ; %atomicrmw.start109
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, v3, v10
	v_and_b32_e32 v2, v2, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v2, v3, v9, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_15
; %bb.16:                               ; %atomicrmw.end108
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, 0x480, v5
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v6, vcc_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, 3, v2
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v2, 3, v2
	v_lshlrev_b32_e64 v8, v2, 0xffff
	v_lshlrev_b32_e32 v10, v2, v7
	s_delay_alu instid0(VALU_DEP_2)
	v_not_b32_e32 v9, v8
.LBB0_17:                               ; %atomicrmw.start123
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v2, v3, v10
	v_and_b32_e32 v2, v2, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v2, v3, v9, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_17
; %bb.18:                               ; %atomicrmw.end122
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, 0x500, v5
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v6, vcc_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, 3, v2
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v2, 3, v2
	v_lshlrev_b32_e64 v8, v2, 0xffff
	v_lshlrev_b32_e32 v7, v2, v7
	s_delay_alu instid0(VALU_DEP_2)
	v_not_b32_e32 v9, v8
.LBB0_19:                               ; %atomicrmw.start137
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, v3, v7
	v_not_b32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, v2, v8
	v_and_or_b32 v2, v3, v9, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_19
; %bb.20:                               ; %atomicrmw.end136
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, 0x580, v5
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v6, vcc_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, 3, v2
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v7, 3, v2
	v_lshlrev_b32_e64 v2, v7, 0xffff
	s_delay_alu instid0(VALU_DEP_1)
	v_not_b32_e32 v8, v2
.LBB0_21:                               ; %atomicrmw.start150
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v2, v7, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_i16 v2, v2, v4
	v_and_b32_e32 v2, 0xffff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, v7, v2
	v_and_or_b32 v2, v3, v8, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_21
; %bb.22:                               ; %atomicrmw.end149
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, 0x600, v5
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v6, vcc_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, 3, v2
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v7, 3, v2
	v_lshlrev_b32_e64 v2, v7, 0xffff
	s_delay_alu instid0(VALU_DEP_1)
	v_not_b32_e32 v8, v2
.LBB0_23:                               ; %atomicrmw.start169
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v2, v7, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_i16 v2, v2, v4
	v_and_b32_e32 v2, 0xffff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, v7, v2
	v_and_or_b32 v2, v3, v8, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_23
; %bb.24:                               ; %atomicrmw.end168
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, 0x680, v5
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v6, vcc_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, 3, v2
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v7, 3, v2
	v_lshlrev_b32_e64 v2, v7, 0xffff
	s_delay_alu instid0(VALU_DEP_1)
	v_not_b32_e32 v8, v2
.LBB0_25:                               ; %atomicrmw.start188
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v2, v7, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_u16 v2, v2, v4
	v_and_b32_e32 v2, 0xffff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, v7, v2
	v_and_or_b32 v2, v3, v8, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_25
; %bb.26:                               ; %atomicrmw.end187
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, 0x700, v5
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v6, vcc_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, 3, v2
	global_load_b32 v3, v[0:1], off
	v_lshlrev_b32_e32 v5, 3, v2
	v_lshlrev_b32_e64 v2, v5, 0xffff
	s_delay_alu instid0(VALU_DEP_1)
	v_not_b32_e32 v6, v2
.LBB0_27:                               ; %atomicrmw.start207
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v2, v5, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u16 v2, v2, v4
	v_and_b32_e32 v2, 0xffff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, v5, v2
	v_and_or_b32 v2, v3, v6, v2
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	v_mov_b32_e32 v3, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_27
; %bb.28:                               ; %atomicrmw.end206
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_narrow_arith_as1_div
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 8
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
	.size	atomic_narrow_arith_as1_div, .Lfunc_end0-atomic_narrow_arith_as1_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2296
; NumSgprs: 10
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 12
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
    .name:           atomic_narrow_arith_as1_div
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         atomic_narrow_arith_as1_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
