	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	atomics_global                  ; -- Begin function atomics_global
	.p2align	8
	.type	atomics_global,@function
atomics_global:                         ; @atomics_global
; %bb.0:                                ; %entry
	s_load_b32 s0, s[2:3], 0x38
	v_and_b32_e32 v5, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v0, ttmp9, 6, v5
	s_wait_kmcnt 0x0
	v_cmp_gt_i32_e32 vcc_lo, s0, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_48
; %bb.1:                                ; %body
	s_load_b256 s[4:11], s[2:3], 0x20
	v_mov_b32_e32 v1, 0
	s_mov_b32 s0, exec_lo
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[1:2], 2, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v3, vcc_lo, s8, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v4, vcc_lo, s9, v2, vcc_lo
	s_load_b256 s[8:15], s[2:3], 0x0
	global_load_b32 v6, v[3:4], off
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v4, 1 :: v_dual_and_b32 v3, 15, v6
	v_lshlrev_b32_e32 v3, 2, v3
	s_wait_kmcnt 0x0
	global_atomic_add_u32 v3, v4, s[8:9] scope:SCOPE_DEV
.LBB0_2:                                ; %ComputeLoop
                                        ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s2, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s3, v6, s2
	s_lshl_b32 s2, 1, s2
	s_and_not1_b32 s0, s0, s2
	s_delay_alu instid0(VALU_DEP_1)
	s_add_co_i32 s1, s1, s3
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %ComputeEnd
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_5
; %bb.4:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s1
	global_atomic_add_u32 v3, v4, s[10:11] scope:SCOPE_DEV
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s1, exec_lo
	s_brev_b32 s0, 1
.LBB0_6:                                ; %ComputeLoop1
                                        ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s2, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s3, v6, s2
	s_lshl_b32 s2, 1, s2
	s_and_not1_b32 s1, s1, s2
	s_delay_alu instid0(VALU_DEP_1)
	s_max_i32 s0, s0, s3
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB0_6
; %bb.7:                                ; %ComputeEnd2
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s0
	global_atomic_max_i32 v3, v4, s[10:11] offset:4 scope:SCOPE_DEV
.LBB0_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	s_brev_b32 s1, -2
.LBB0_10:                               ; %ComputeLoop5
                                        ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s2, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s3, v6, s2
	s_lshl_b32 s2, 1, s2
	s_and_not1_b32 s0, s0, s2
	s_delay_alu instid0(VALU_DEP_1)
	s_min_i32 s1, s1, s3
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_10
; %bb.11:                               ; %ComputeEnd6
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s0, 0
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_13
; %bb.12:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s1
	global_atomic_min_i32 v3, v4, s[10:11] offset:8 scope:SCOPE_DEV
.LBB0_13:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s1, exec_lo
.LBB0_14:                               ; %ComputeLoop9
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ctz_i32_b32 s2, s1
	v_readlane_b32 s3, v6, s2
	s_lshl_b32 s2, 1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_not1_b32 s1, s1, s2
	s_max_u32 s0, s0, s3
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB0_14
; %bb.15:                               ; %ComputeEnd10
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_17
; %bb.16:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s0
	global_atomic_max_u32 v3, v4, s[10:11] offset:12 scope:SCOPE_DEV
.LBB0_17:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	s_mov_b32 s1, -1
.LBB0_18:                               ; %ComputeLoop13
                                        ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s2, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s3, v6, s2
	s_lshl_b32 s2, 1, s2
	s_and_not1_b32 s0, s0, s2
	s_delay_alu instid0(VALU_DEP_1)
	s_min_u32 s1, s1, s3
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_18
; %bb.19:                               ; %ComputeEnd14
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s0, 0
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_21
; %bb.20:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s1
	global_atomic_min_u32 v3, v4, s[10:11] offset:16 scope:SCOPE_DEV
.LBB0_21:
	s_or_b32 exec_lo, exec_lo, s2
	v_lshlrev_b32_e64 v7, v0, 1
	s_mov_b32 s1, exec_lo
.LBB0_22:                               ; %ComputeLoop17
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_ctz_i32_b32 s2, s1
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s3, v7, s2
	s_lshl_b32 s2, 1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_not1_b32 s1, s1, s2
	s_or_b32 s0, s0, s3
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB0_22
; %bb.23:                               ; %ComputeEnd18
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_25
; %bb.24:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s0
	global_atomic_or_b32 v3, v4, s[10:11] offset:20 scope:SCOPE_DEV
.LBB0_25:
	s_or_b32 exec_lo, exec_lo, s1
	v_xor_b32_e32 v3, 1, v6
	s_mov_b32 s0, exec_lo
	s_mov_b32 s1, -1
.LBB0_26:                               ; %ComputeLoop21
                                        ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s2, s0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s3, v3, s2
	s_lshl_b32 s2, 1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_not1_b32 s0, s0, s2
	s_and_b32 s1, s1, s3
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_26
; %bb.27:                               ; %ComputeEnd22
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s0, 0
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_29
; %bb.28:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s1
	global_atomic_and_b32 v3, v4, s[10:11] offset:24 scope:SCOPE_DEV
.LBB0_29:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s1, exec_lo
.LBB0_30:                               ; %ComputeLoop25
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ctz_i32_b32 s2, s1
	v_readlane_b32 s3, v6, s2
	s_lshl_b32 s2, 1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_not1_b32 s1, s1, s2
	s_xor_b32 s0, s0, s3
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB0_30
; %bb.31:                               ; %ComputeEnd26
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_33
; %bb.32:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s0
	global_atomic_xor_b32 v3, v4, s[10:11] offset:28 scope:SCOPE_DEV
.LBB0_33:
	s_or_b32 exec_lo, exec_lo, s1
	v_ashrrev_i32_e32 v3, 31, v6
	s_mov_b32 s2, exec_lo
	s_mov_b64 s[0:1], 0
.LBB0_34:                               ; %ComputeLoop29
                                        ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s3, s2
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s9, v3, s3
	v_readlane_b32 s8, v6, s3
	s_lshl_b32 s3, 1, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_not1_b32 s2, s2, s3
	s_cmp_lg_u32 s2, 0
	s_delay_alu instid0(VALU_DEP_1)
	s_add_nc_u64 s[0:1], s[0:1], s[8:9]
	s_cbranch_scc1 .LBB0_34
; %bb.35:                               ; %ComputeEnd30
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v4
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_37
; %bb.36:
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v9, s1
	v_mov_b32_e32 v8, s0
	global_atomic_add_u64 v4, v[8:9], s[12:13] scope:SCOPE_DEV
.LBB0_37:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s2, exec_lo
	s_mov_b64 s[0:1], -1
.LBB0_38:                               ; %ComputeLoop33
                                        ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_readlane_b32 s9, v3, s3
	v_readlane_b32 s8, v6, s3
	v_cmp_lt_u64_e64 s10, s[0:1], s[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_and_b32 s10, s10, exec_lo
	s_cselect_b32 s1, s1, s9
	s_cselect_b32 s0, s0, s8
	s_lshl_b32 s3, 1, s3
	s_and_not1_b32 s2, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc1 .LBB0_38
; %bb.39:                               ; %ComputeEnd34
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_41
; %bb.40:
	v_mov_b32_e32 v4, s1
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v3, s0
	global_atomic_min_u64 v8, v[3:4], s[12:13] offset:8 scope:SCOPE_DEV
.LBB0_41:
	s_or_b32 exec_lo, exec_lo, s2
	v_mul_hi_i32 v3, 0x38e38e39, v6
	s_mov_b32 s1, exec_lo
	s_brev_b32 s0, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v3, 1, v3
	v_add_nc_u32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 3, v3
	v_sub_nc_u32_e32 v3, v6, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cvt_f32_i32_e32 v3, v3
.LBB0_42:                               ; %ComputeLoop37
                                        ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s2, s1
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s3, v3, s2
	s_lshl_b32 s2, 1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_not1_b32 s1, s1, s2
	s_cmp_lg_u32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	s_add_f32 s0, s0, s3
	s_cbranch_scc1 .LBB0_42
; %bb.43:                               ; %ComputeEnd38
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s2, 0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_47
; %bb.44:
	v_mov_b32_e32 v8, 0
	global_load_b32 v4, v8, s[14:15]
.LBB0_45:                               ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_add_f32_e32 v3, s0, v4
	global_atomic_cmpswap_b32 v3, v8, v[3:4], s[14:15] th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v3, v4
	v_mov_b32_e32 v4, v3
	s_or_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_45
; %bb.46:                               ; %Flow
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_47:                               ; %Flow66
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_add_co_u32 v8, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v9, vcc_lo, s5, v2, vcc_lo
	v_and_b32_e32 v1, 1, v5
	global_atomic_or_b32 v2, v[8:9], v7, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	v_cmp_eq_u32_e32 vcc_lo, 1, v1
	s_wait_loadcnt 0x0
	v_cndmask_b32_e32 v1, v2, v6, vcc_lo
	s_clause 0x1
	global_atomic_swap_b32 v3, v[8:9], v6, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	global_atomic_cmpswap_b32 v4, v[8:9], v[0:1], off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v1
	v_mad_co_u64_u32 v[0:1], null, v0, 12, s[6:7]
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_or_b32 v4, v4, 1, v5
	global_store_b96 v[0:1], v[2:4], off
.LBB0_48:                               ; %Flow67
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomics_global
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 16
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
	.size	atomics_global, .Lfunc_end0-atomics_global
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1568
; NumSgprs: 18
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
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
        .name:           bins
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           stats
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           wide
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           fsum
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           own
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           olds
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .name:           !str n
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         144
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         152
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         160
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         168
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         176
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         264
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 1024
    .name:           atomics_global
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         atomics_global.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
