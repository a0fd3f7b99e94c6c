	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	atomic_int_as1_uni              ; -- Begin function atomic_int_as1_uni
	.p2align	8
	.type	atomic_int_as1_uni,@function
atomic_int_as1_uni:                     ; @atomic_int_as1_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b64 s[8:9], s[2:3], 0x10
	s_load_b128 s[4:7], s[2:3], 0x0
	s_mov_b32 s0, exec_lo
	s_mov_b32 s1, exec_lo
	s_wait_kmcnt 0x0
	s_add_nc_u64 s[2:3], s[8:9], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s2
	global_atomic_swap_b32 v2, v0, v1, s[6:7] offset:16 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_store_b32 v0, v2, s[4:5] offset:4
	global_atomic_swap_b32 v0, v1, s[6:7] offset:32 scope:SCOPE_SYS
	v_mbcnt_lo_u32_b32 v1, s0, 0
                                        ; implicit-def: $vgpr2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_bcnt1_i32_b32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s0, s2, s0
	v_mov_b32_e32 v2, s0
	global_atomic_add_u32 v2, v0, v2, s[6:7] offset:48 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s8, v2
	s_mov_b32 s0, exec_lo
	s_mov_b32 s1, exec_lo
	v_mbcnt_lo_u32_b32 v3, s0, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_co_u64_u32 v[1:2], null, s2, v1, s[8:9]
	global_store_b32 v0, v1, s[4:5] offset:12
	v_cmpx_eq_u32_e32 0, v3
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_bcnt1_i32_b32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s0, s2, s0
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s0
	global_atomic_add_u32 v0, v1, s[6:7] offset:64 scope:SCOPE_SYS
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_mov_b32 s1, exec_lo
	s_mov_b32 s0, exec_lo
	v_mbcnt_lo_u32_b32 v0, s1, 0
                                        ; implicit-def: $vgpr1
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_bcnt1_i32_b32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s1, s2, s1
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, s1
	global_atomic_sub_u32 v1, v1, v2, s[6:7] offset:80 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s0
	v_mul_lo_u32 v0, s2, v0
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s1, v1
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mbcnt_lo_u32_b32 v1, s0, 0
	v_sub_nc_u32_e32 v2, s1, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s1, exec_lo
	global_store_b32 v0, v2, s[4:5] offset:20
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_bcnt1_i32_b32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s0, s2, s0
	v_mov_b32_e32 v1, s0
	global_atomic_sub_u32 v0, v1, s[6:7] offset:96 scope:SCOPE_SYS
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s2
	global_atomic_and_b32 v0, v0, v1, s[6:7] offset:112 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s0, v0
	v_cndmask_b32_e64 v0, s2, -1, vcc_lo
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_and_b32_e32 v2, s0, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s0, exec_lo
	global_store_b32 v0, v2, s[4:5] offset:28
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mov_b32_e32 v1, s2
	global_atomic_and_b32 v0, v1, s[6:7] offset:128 scope:SCOPE_SYS
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s0
	global_load_b32 v1, v0, s[6:7] offset:144
	s_mov_b32 s0, 0
.LBB0_13:                               ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, s2, v2
	v_not_b32_e32 v1, v1
	global_atomic_cmpswap_b32 v1, v0, v[1:2], s[6:7] offset:144 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v1, v2
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ; %atomicrmw.end
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s0, 0
	global_store_b32 v2, v1, s[4:5] offset:36
	global_load_b32 v1, v2, s[6:7] offset:160
.LBB0_15:                               ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_and_b32_e32 v0, s2, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_not_b32_e32 v0, v0
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[6:7] offset:160 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_15
; %bb.16:                               ; %atomicrmw.end1
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s2
	global_atomic_or_b32 v0, v0, v1, s[6:7] offset:176 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s0, v0
	v_cndmask_b32_e64 v0, s2, 0, vcc_lo
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v2, s0, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s0, exec_lo
	global_store_b32 v0, v2, s[4:5] offset:44
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_20
; %bb.19:
	v_mov_b32_e32 v1, s2
	global_atomic_or_b32 v0, v1, s[6:7] offset:192 scope:SCOPE_SYS
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_mov_b32 s1, exec_lo
	s_mov_b32 s0, exec_lo
	v_mbcnt_lo_u32_b32 v0, s1, 0
                                        ; implicit-def: $vgpr1
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_22
; %bb.21:
	s_bcnt1_i32_b32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, s1, 1
	s_mul_i32 s1, s2, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, s1
	global_atomic_xor_b32 v1, v1, v2, s[6:7] offset:208 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v0, 1, v0
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s1, v1
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v1, s0, 0
	v_mul_lo_u32 v0, s2, v0
	v_xor_b32_e32 v2, s1, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s1, exec_lo
	global_store_b32 v0, v2, s[4:5] offset:52
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_24
; %bb.23:
	s_bcnt1_i32_b32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s0, 1
	s_mul_i32 s0, s2, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s0
	global_atomic_xor_b32 v0, v1, s[6:7] offset:224 scope:SCOPE_SYS
.LBB0_24:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s8, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_28
; %bb.25:
	v_mov_b32_e32 v1, 0
	global_load_b32 v0, v1, s[6:7] offset:240
.LBB0_26:                               ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_max_i32_e32 v2, s2, v3
	global_atomic_cmpswap_b32 v0, v1, v[2:3], s[6:7] offset:240 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e64 s0, v0, v3
	s_or_b32 s8, s0, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_26
; %bb.27:                               ; %Flow203
	s_or_b32 exec_lo, exec_lo, s8
.LBB0_28:                               ; %Flow204
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	s_or_b32 exec_lo, exec_lo, s1
	v_bfrev_b32_e32 v1, 1
	v_readfirstlane_b32 s0, v0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s1, exec_lo
	v_cndmask_b32_e32 v0, s2, v1, vcc_lo
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_max_i32_e32 v0, s0, v0
	s_mov_b32 s0, 0
	global_store_b32 v2, v0, s[4:5] offset:60
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_31
; %bb.29:
	global_load_b32 v1, v2, s[6:7] offset:256
.LBB0_30:                               ; %atomicrmw.start14
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_max_i32_e32 v0, s2, v1
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[6:7] offset:256 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_30
.LBB0_31:                               ; %Flow202
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s8, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_35
; %bb.32:
	v_mov_b32_e32 v1, 0
	global_load_b32 v0, v1, s[6:7] offset:272
.LBB0_33:                               ; %atomicrmw.start20
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_min_i32_e32 v2, s2, v3
	global_atomic_cmpswap_b32 v0, v1, v[2:3], s[6:7] offset:272 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e64 s0, v0, v3
	s_or_b32 s8, s0, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_33
; %bb.34:                               ; %Flow199
	s_or_b32 exec_lo, exec_lo, s8
.LBB0_35:                               ; %Flow200
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	s_or_b32 exec_lo, exec_lo, s1
	v_bfrev_b32_e32 v1, -2
	v_readfirstlane_b32 s0, v0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s1, exec_lo
	v_cndmask_b32_e32 v0, s2, v1, vcc_lo
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_min_i32_e32 v0, s0, v0
	s_mov_b32 s0, 0
	global_store_b32 v2, v0, s[4:5] offset:68
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_38
; %bb.36:
	global_load_b32 v1, v2, s[6:7] offset:288
.LBB0_37:                               ; %atomicrmw.start26
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_min_i32_e32 v0, s2, v1
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[6:7] offset:288 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_37
.LBB0_38:                               ; %Flow198
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s8, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_42
; %bb.39:
	v_mov_b32_e32 v1, 0
	global_load_b32 v0, v1, s[6:7] offset:304
.LBB0_40:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_max_u32_e32 v2, s2, v3
	global_atomic_cmpswap_b32 v0, v1, v[2:3], s[6:7] offset:304 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e64 s0, v0, v3
	s_or_b32 s8, s0, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_40
; %bb.41:                               ; %Flow195
	s_or_b32 exec_lo, exec_lo, s8
.LBB0_42:                               ; %Flow196
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_readfirstlane_b32 s0, v0
	v_cndmask_b32_e64 v0, s2, 0, vcc_lo
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_max_u32_e32 v0, s0, v0
	s_mov_b32 s0, 0
	global_store_b32 v2, v0, s[4:5] offset:76
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_45
; %bb.43:
	global_load_b32 v1, v2, s[6:7] offset:320
.LBB0_44:                               ; %atomicrmw.start38
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_max_u32_e32 v0, s2, v1
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[6:7] offset:320 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_44
.LBB0_45:                               ; %Flow194
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s8, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_49
; %bb.46:
	v_mov_b32_e32 v1, 0
	global_load_b32 v0, v1, s[6:7] offset:336
.LBB0_47:                               ; %atomicrmw.start44
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_min_u32_e32 v2, s2, v3
	global_atomic_cmpswap_b32 v0, v1, v[2:3], s[6:7] offset:336 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e64 s0, v0, v3
	s_or_b32 s8, s0, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_47
; %bb.48:                               ; %Flow191
	s_or_b32 exec_lo, exec_lo, s8
.LBB0_49:                               ; %Flow192
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_readfirstlane_b32 s0, v0
	v_cndmask_b32_e64 v0, s2, -1, vcc_lo
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_min_u32_e32 v0, s0, v0
	s_mov_b32 s0, 0
	global_store_b32 v2, v0, s[4:5] offset:84
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_52
; %bb.50:
	global_load_b32 v1, v2, s[6:7] offset:352
.LBB0_51:                               ; %atomicrmw.start50
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_min_u32_e32 v0, s2, v1
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[6:7] offset:352 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_51
.LBB0_52:                               ; %Flow190
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s8, 3
	s_mov_b32 s9, s2
	v_mov_b32_e32 v0, s8
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, s9
	v_dual_mov_b32 v4, s3 :: v_dual_mov_b32 v3, s2
	s_mov_b32 s0, exec_lo
	s_mov_b32 s1, 0
	global_atomic_cmpswap_b32 v5, v2, v[0:1], s[6:7] offset:368 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_mov_b32 s8, exec_lo
	s_wait_loadcnt 0x0
	global_store_b32 v2, v5, s[4:5] offset:92
	s_clause 0x1
	global_atomic_cmpswap_b32 v2, v[0:1], s[6:7] offset:384 scope:SCOPE_SYS
	global_atomic_swap_b64 v[0:1], v2, v[3:4], s[6:7] offset:800 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_store_b64 v2, v[0:1], s[4:5] offset:200
	global_atomic_swap_b64 v2, v[3:4], s[6:7] offset:832 scope:SCOPE_SYS
	v_mbcnt_lo_u32_b32 v3, s0, 0
                                        ; implicit-def: $vgpr0_vgpr1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_cbranch_execz .LBB0_54
; %bb.53:
	s_bcnt1_i32_b32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_u64 s[0:1], s[2:3], s[0:1]
	v_dual_mov_b32 v0, s0 :: v_dual_mov_b32 v1, s1
	global_atomic_add_u64 v[0:1], v2, v[0:1], s[6:7] offset:864 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.LBB0_54:
	s_or_b32 exec_lo, exec_lo, s8
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s9, v1
	v_readfirstlane_b32 s8, v0
	s_mov_b32 s0, exec_lo
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[0:1], null, s2, v3, s[8:9]
	v_mad_co_u64_u32 v[3:4], null, s3, v3, v[1:2]
	v_mbcnt_lo_u32_b32 v4, s0, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v1, v3
	global_store_b64 v2, v[0:1], s[4:5] offset:216
	v_cmpx_eq_u32_e32 0, v4
	s_cbranch_execz .LBB0_56
; %bb.55:
	s_bcnt1_i32_b32 s8, s0
	s_mov_b32 s9, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_u64 s[8:9], s[2:3], s[8:9]
	v_mov_b32_e32 v2, 0
	v_dual_mov_b32 v0, s8 :: v_dual_mov_b32 v1, s9
	global_atomic_add_u64 v2, v[0:1], s[6:7] offset:896 scope:SCOPE_SYS
.LBB0_56:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_mov_b32 s0, exec_lo
	s_mov_b32 s1, 0
	v_mbcnt_lo_u32_b32 v2, s0, 0
	s_mov_b32 s8, exec_lo
                                        ; implicit-def: $vgpr0_vgpr1
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB0_58
; %bb.57:
	s_bcnt1_i32_b32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_u64 s[0:1], s[2:3], s[0:1]
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v0, s0
	v_mov_b32_e32 v1, s1
	global_atomic_sub_u64 v[0:1], v3, v[0:1], s[6:7] offset:928 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.LBB0_58:
	s_or_b32 exec_lo, exec_lo, s8
	v_mad_co_u64_u32 v[3:4], null, s2, v2, 0
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s1, v0
	v_readfirstlane_b32 s8, v1
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_co_u64_u32 v[4:5], null, s3, v2, v[4:5]
	v_sub_co_u32 v1, vcc_lo, s1, v3
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v0, v4
	v_mbcnt_lo_u32_b32 v4, s0, 0
	v_sub_co_ci_u32_e32 v2, vcc_lo, s8, v0, vcc_lo
	v_mov_b32_e32 v0, 0
	global_store_b64 v0, v[1:2], s[4:5] offset:232
	v_cmpx_eq_u32_e32 0, v4
	s_cbranch_execz .LBB0_60
; %bb.59:
	s_bcnt1_i32_b32 s8, s0
	s_mov_b32 s9, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_u64 s[8:9], s[2:3], s[8:9]
	v_dual_mov_b32 v1, s8 :: v_dual_mov_b32 v2, s9
	global_atomic_sub_u64 v0, v[1:2], s[6:7] offset:960 scope:SCOPE_SYS
.LBB0_60:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_62
; %bb.61:
	v_mov_b32_e32 v0, s2
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, s3
	global_atomic_and_b64 v[0:1], v2, v[0:1], s[6:7] offset:992 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.LBB0_62:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s0, v1
	v_readfirstlane_b32 s1, v0
	v_cndmask_b32_e64 v0, s3, -1, vcc_lo
	v_cndmask_b32_e64 v2, s2, -1, vcc_lo
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v1, s0, v0
	v_and_b32_e32 v0, s1, v2
	v_mov_b32_e32 v2, 0
	s_mov_b32 s0, exec_lo
	global_store_b64 v2, v[0:1], s[4:5] offset:248
	v_cmpx_eq_u32_e32 0, v3
	s_cbranch_execz .LBB0_64
; %bb.63:
	v_dual_mov_b32 v0, s2 :: v_dual_mov_b32 v1, s3
	global_atomic_and_b64 v2, v[0:1], s[6:7] offset:1024 scope:SCOPE_SYS
.LBB0_64:
	s_or_b32 exec_lo, exec_lo, s0
	global_load_b64 v[0:1], v2, s[6:7] offset:1056
	s_mov_b32 s0, 0
.LBB0_65:                               ; %atomicrmw.start56
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v6, v1 :: v_dual_mov_b32 v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, s3, v6
	v_and_b32_e32 v1, s2, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_not_b32_e32 v4, v0
	v_not_b32_e32 v3, v1
	global_atomic_cmpswap_b64 v[0:1], v2, v[3:6], s[6:7] offset:1056 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[5:6]
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_65
; %bb.66:                               ; %atomicrmw.end55
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v4, 0
	s_mov_b32 s0, 0
	global_store_b64 v4, v[0:1], s[4:5] offset:264
	global_load_b64 v[2:3], v4, s[6:7] offset:1088
.LBB0_67:                               ; %atomicrmw.start62
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_and_b32_e32 v0, s3, v3
	v_and_b32_e32 v5, s2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_not_b32_e32 v1, v0
	v_not_b32_e32 v0, v5
	global_atomic_cmpswap_b64 v[0:1], v4, v[0:3], s[6:7] offset:1088 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_67
; %bb.68:                               ; %atomicrmw.end61
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_70
; %bb.69:
	v_mov_b32_e32 v0, s2
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, s3
	global_atomic_or_b64 v[0:1], v2, v[0:1], s[6:7] offset:1120 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.LBB0_70:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s0, v1
	v_readfirstlane_b32 s1, v0
	v_cndmask_b32_e64 v0, s3, 0, vcc_lo
	v_cndmask_b32_e64 v1, s2, 0, vcc_lo
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v2, s0, v0
	v_or_b32_e32 v1, s1, v1
	v_mov_b32_e32 v0, 0
	s_mov_b32 s0, exec_lo
	global_store_b64 v0, v[1:2], s[4:5] offset:280
	v_cmpx_eq_u32_e32 0, v3
	s_cbranch_execz .LBB0_72
; %bb.71:
	v_dual_mov_b32 v1, s2 :: v_dual_mov_b32 v2, s3
	global_atomic_or_b64 v0, v[1:2], s[6:7] offset:1152 scope:SCOPE_SYS
.LBB0_72:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_mov_b32 s0, exec_lo
	s_mov_b32 s1, 0
	v_mbcnt_lo_u32_b32 v2, s0, 0
	s_mov_b32 s8, exec_lo
                                        ; implicit-def: $vgpr0_vgpr1
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB0_74
; %bb.73:
	s_bcnt1_i32_b32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s0, 1
	s_mul_u64 s[0:1], s[2:3], s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v0, s0
	v_mov_b32_e32 v1, s1
	global_atomic_xor_b64 v[0:1], v3, v[0:1], s[6:7] offset:1184 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.LBB0_74:
	s_or_b32 exec_lo, exec_lo, s8
	v_and_b32_e32 v2, 1, v2
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s1, v1
	v_readfirstlane_b32 s8, v0
	s_mov_b32 s0, exec_lo
	v_mov_b32_e32 v0, 0
	v_mul_lo_u32 v3, s3, v2
	v_mul_lo_u32 v4, s2, v2
	v_mbcnt_lo_u32_b32 v5, s0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v2, s1, v3
	v_xor_b32_e32 v1, s8, v4
	s_mov_b32 s1, exec_lo
	global_store_b64 v0, v[1:2], s[4:5] offset:296
	v_cmpx_eq_u32_e32 0, v5
	s_cbranch_execz .LBB0_76
; %bb.75:
	s_bcnt1_i32_b32 s0, s0
	s_mov_b32 s9, 0
	s_and_b32 s8, s0, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_u64 s[8:9], s[2:3], s[8:9]
	v_dual_mov_b32 v1, s8 :: v_dual_mov_b32 v2, s9
	global_atomic_xor_b64 v0, v[1:2], s[6:7] offset:1216 scope:SCOPE_SYS
.LBB0_76:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s8, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_80
; %bb.77:
	v_mov_b32_e32 v2, 0
	global_load_b64 v[0:1], v2, s[6:7] offset:1248
.LBB0_78:                               ; %atomicrmw.start68
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v6, v1 :: v_dual_mov_b32 v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_i64_e64 s0, s[2:3], v[5:6]
	v_cndmask_b32_e64 v4, s3, v6, s0
	v_cndmask_b32_e64 v3, s2, v5, s0
	global_atomic_cmpswap_b64 v[0:1], v2, v[3:6], s[6:7] offset:1248 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e64 s0, v[0:1], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s0, s8
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_78
; %bb.79:                               ; %Flow187
	s_or_b32 exec_lo, exec_lo, s8
.LBB0_80:                               ; %Flow188
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	s_or_b32 exec_lo, exec_lo, s1
	v_bfrev_b32_e32 v2, 1
	v_readfirstlane_b32 s1, v1
	v_readfirstlane_b32 s0, v0
	v_cndmask_b32_e64 v0, s2, 0, vcc_lo
	v_dual_mov_b32 v4, 0 :: v_dual_cndmask_b32 v1, s3, v2
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i64_e32 vcc_lo, s[0:1], v[0:1]
	v_cndmask_b32_e64 v1, v1, s1, vcc_lo
	v_cndmask_b32_e64 v0, v0, s0, vcc_lo
	s_mov_b32 s0, 0
	s_mov_b32 s1, exec_lo
	global_store_b64 v4, v[0:1], s[4:5] offset:312
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB0_83
; %bb.81:
	global_load_b64 v[2:3], v4, s[6:7] offset:1280
.LBB0_82:                               ; %atomicrmw.start74
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_cmp_lt_i64_e32 vcc_lo, s[2:3], v[2:3]
	v_cndmask_b32_e32 v1, s3, v3, vcc_lo
	v_cndmask_b32_e32 v0, s2, v2, vcc_lo
	global_atomic_cmpswap_b64 v[0:1], v4, v[0:3], s[6:7] offset:1280 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_82
.LBB0_83:                               ; %Flow186
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s8, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_87
; %bb.84:
	v_mov_b32_e32 v2, 0
	global_load_b64 v[0:1], v2, s[6:7] offset:1312
.LBB0_85:                               ; %atomicrmw.start80
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v6, v1 :: v_dual_mov_b32 v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_i64_e64 s0, s[2:3], v[5:6]
	v_cndmask_b32_e64 v4, s3, v6, s0
	v_cndmask_b32_e64 v3, s2, v5, s0
	global_atomic_cmpswap_b64 v[0:1], v2, v[3:6], s[6:7] offset:1312 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e64 s0, v[0:1], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s0, s8
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_85
; %bb.86:                               ; %Flow183
	s_or_b32 exec_lo, exec_lo, s8
.LBB0_87:                               ; %Flow184
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	s_or_b32 exec_lo, exec_lo, s1
	v_bfrev_b32_e32 v2, -2
	v_readfirstlane_b32 s1, v1
	v_readfirstlane_b32 s0, v0
	v_cndmask_b32_e64 v0, s2, -1, vcc_lo
	v_dual_mov_b32 v4, 0 :: v_dual_cndmask_b32 v1, s3, v2
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_lt_i64_e32 vcc_lo, s[0:1], v[0:1]
	v_cndmask_b32_e64 v1, v1, s1, vcc_lo
	v_cndmask_b32_e64 v0, v0, s0, vcc_lo
	s_mov_b32 s0, 0
	s_mov_b32 s1, exec_lo
	global_store_b64 v4, v[0:1], s[4:5] offset:328
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB0_90
; %bb.88:
	global_load_b64 v[2:3], v4, s[6:7] offset:1344
.LBB0_89:                               ; %atomicrmw.start86
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_cmp_ge_i64_e32 vcc_lo, s[2:3], v[2:3]
	v_cndmask_b32_e32 v1, s3, v3, vcc_lo
	v_cndmask_b32_e32 v0, s2, v2, vcc_lo
	global_atomic_cmpswap_b64 v[0:1], v4, v[0:3], s[6:7] offset:1344 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_89
.LBB0_90:                               ; %Flow182
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s8, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_94
; %bb.91:
	v_mov_b32_e32 v2, 0
	global_load_b64 v[0:1], v2, s[6:7] offset:1376
.LBB0_92:                               ; %atomicrmw.start92
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v6, v1 :: v_dual_mov_b32 v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e64 s0, s[2:3], v[5:6]
	v_cndmask_b32_e64 v4, s3, v6, s0
	v_cndmask_b32_e64 v3, s2, v5, s0
	global_atomic_cmpswap_b64 v[0:1], v2, v[3:6], s[6:7] offset:1376 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e64 s0, v[0:1], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s0, s8
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_92
; %bb.93:                               ; %Flow179
	s_or_b32 exec_lo, exec_lo, s8
.LBB0_94:                               ; %Flow180
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_readfirstlane_b32 s1, v1
	v_readfirstlane_b32 s0, v0
	v_cndmask_b32_e64 v1, s3, 0, vcc_lo
	v_cndmask_b32_e64 v0, s2, 0, vcc_lo
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_u64_e32 vcc_lo, s[0:1], v[0:1]
	v_cndmask_b32_e64 v1, v1, s1, vcc_lo
	v_cndmask_b32_e64 v0, v0, s0, vcc_lo
	s_mov_b32 s0, 0
	s_mov_b32 s1, exec_lo
	global_store_b64 v4, v[0:1], s[4:5] offset:344
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB0_97
; %bb.95:
	global_load_b64 v[2:3], v4, s[6:7] offset:1408
.LBB0_96:                               ; %atomicrmw.start98
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_cmp_lt_u64_e32 vcc_lo, s[2:3], v[2:3]
	v_cndmask_b32_e32 v1, s3, v3, vcc_lo
	v_cndmask_b32_e32 v0, s2, v2, vcc_lo
	global_atomic_cmpswap_b64 v[0:1], v4, v[0:3], s[6:7] offset:1408 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_96
.LBB0_97:                               ; %Flow178
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s8, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_101
; %bb.98:
	v_mov_b32_e32 v2, 0
	global_load_b64 v[0:1], v2, s[6:7] offset:1440
.LBB0_99:                               ; %atomicrmw.start104
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v6, v1 :: v_dual_mov_b32 v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_u64_e64 s0, s[2:3], v[5:6]
	v_cndmask_b32_e64 v4, s3, v6, s0
	v_cndmask_b32_e64 v3, s2, v5, s0
	global_atomic_cmpswap_b64 v[0:1], v2, v[3:6], s[6:7] offset:1440 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e64 s0, v[0:1], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s0, s8
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_99
; %bb.100:                              ; %Flow175
	s_or_b32 exec_lo, exec_lo, s8
.LBB0_101:                              ; %Flow176
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_readfirstlane_b32 s1, v1
	v_readfirstlane_b32 s0, v0
	v_cndmask_b32_e64 v1, s3, -1, vcc_lo
	v_cndmask_b32_e64 v0, s2, -1, vcc_lo
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[0:1], v[0:1]
	v_cndmask_b32_e64 v1, v1, s1, vcc_lo
	v_cndmask_b32_e64 v0, v0, s0, vcc_lo
	s_mov_b32 s0, 0
	s_mov_b32 s1, exec_lo
	global_store_b64 v4, v[0:1], s[4:5] offset:360
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB0_104
; %bb.102:
	global_load_b64 v[2:3], v4, s[6:7] offset:1472
.LBB0_103:                              ; %atomicrmw.start110
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_cmp_ge_u64_e32 vcc_lo, s[2:3], v[2:3]
	v_cndmask_b32_e32 v1, s3, v3, vcc_lo
	v_cndmask_b32_e32 v0, s2, v2, vcc_lo
	global_atomic_cmpswap_b64 v[0:1], v4, v[0:3], s[6:7] offset:1472 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_103
.LBB0_104:                              ; %Flow174
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s0, 3
	s_mov_b32 s1, 0
	v_dual_mov_b32 v0, s0 :: v_dual_mov_b32 v3, s3
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v1, s1
	v_mov_b32_e32 v2, s2
	global_atomic_cmpswap_b64 v[4:5], v6, v[0:3], s[6:7] offset:1504 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_store_b64 v6, v[4:5], s[4:5] offset:376
	global_atomic_cmpswap_b64 v6, v[0:3], s[6:7] offset:1536 scope:SCOPE_SYS
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_int_as1_uni
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 10
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
	.size	atomic_int_as1_uni, .Lfunc_end0-atomic_int_as1_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4432
; NumSgprs: 12
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 7
; Occupancy: 16
; WaveLimiterHint : 1
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
    .name:           atomic_int_as1_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         atomic_int_as1_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
