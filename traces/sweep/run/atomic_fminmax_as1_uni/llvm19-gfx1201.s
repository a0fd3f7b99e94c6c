	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	atomic_fminmax_as1_uni          ; -- Begin function atomic_fminmax_as1_uni
	.p2align	8
	.type	atomic_fminmax_as1_uni,@function
atomic_fminmax_as1_uni:                 ; @atomic_fminmax_as1_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b64 s[0:1], s[2:3], 0x10
	s_load_b128 s[4:7], s[2:3], 0x0
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0
	s_wait_kmcnt 0x0
	s_add_nc_u64 s[8:9], s[0:1], 1
	s_xor_b32 s0, s8, s9
	s_cls_i32 s1, s9
	s_ashr_i32 s0, s0, 31
	s_add_co_i32 s1, s1, -1
	s_add_co_i32 s0, s0, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s10, s1, s0
	s_lshl_b64 s[0:1], s[8:9], s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s0, s0, 1
	s_or_b32 s0, s1, s0
	s_sub_co_i32 s1, 32, s10
	s_cvt_f32_i32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f32 v3, s0, s1
	v_max_num_f32_e32 v2, v3, v3
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_4
; %bb.1:
	s_load_b32 s0, s[6:7], 0x10
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, s0
.LBB0_2:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v5, v0
	v_max_num_f32_e32 v0, v5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v4, v0, v2
	global_atomic_cmpswap_b32 v0, v1, v[4:5], s[6:7] offset:16 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e64 s0, v0, v5
	s_or_b32 s2, s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_2
; %bb.3:                                ; %Flow71
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_4:                                ; %Flow72
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	s_or_b32 exec_lo, exec_lo, s1
	v_cndmask_b32_e64 v1, v3, 0x7fc00000, vcc_lo
	v_readfirstlane_b32 s0, v0
	v_mov_b32_e32 v4, 0
	s_mov_b32 s1, exec_lo
	v_max_num_f32_e32 v0, v1, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e64 v1, s0, s0
	v_max_num_f32_e32 v0, v1, v0
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, s0, vcc_lo
	s_mov_b32 s0, 0
	global_store_b32 v4, v0, s[4:5] offset:4
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_7
; %bb.5:
	global_load_b32 v1, v4, s[6:7] offset:32
.LBB0_6:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_max_num_f32_e32 v0, v1, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_max_num_f32_e32 v0, v0, v2
	global_atomic_cmpswap_b32 v0, v4, v[0:1], s[6:7] offset:32 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_6
.LBB0_7:                                ; %Flow70
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s2, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_11
; %bb.8:
	v_mov_b32_e32 v1, 0
	global_load_b32 v0, v1, s[6:7] offset:48
.LBB0_9:                                ; %atomicrmw.start7
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v0, v5, v5
	v_min_num_f32_e32 v4, v0, v2
	global_atomic_cmpswap_b32 v0, v1, v[4:5], s[6:7] offset:48 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e64 s0, v0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s2, s0, s2
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %Flow67
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_11:                               ; %Flow68
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	s_or_b32 exec_lo, exec_lo, s1
	v_cndmask_b32_e64 v1, v3, 0x7fc00000, vcc_lo
	v_readfirstlane_b32 s0, v0
	s_mov_b32 s1, exec_lo
	v_dual_mov_b32 v3, 0 :: v_dual_max_num_f32 v0, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e64 v1, s0, s0
	v_min_num_f32_e32 v0, v1, v0
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, s0, vcc_lo
	s_mov_b32 s0, 0
	global_store_b32 v3, v0, s[4:5] offset:12
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_14
; %bb.12:
	global_load_b32 v1, v3, s[6:7] offset:64
.LBB0_13:                               ; %atomicrmw.start12
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_max_num_f32_e32 v0, v1, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_min_num_f32_e32 v0, v0, v2
	global_atomic_cmpswap_b32 v0, v3, v[0:1], s[6:7] offset:64 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_13
.LBB0_14:                               ; %Flow66
	s_or_b32 exec_lo, exec_lo, s1
	v_cvt_f64_i32_e32 v[0:1], s9
	v_cvt_f64_u32_e32 v[2:3], s8
	s_mov_b32 s2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], 32
	v_add_f64_e32 v[6:7], v[0:1], v[2:3]
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0_vgpr1
	v_max_num_f64_e32 v[4:5], v[6:7], v[6:7]
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_18
; %bb.15:
	v_mov_b32_e32 v2, 0
	global_load_b64 v[0:1], v2, s[6:7] offset:160
.LBB0_16:                               ; %atomicrmw.start17
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v11, v1 :: v_dual_mov_b32 v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f64_e32 v[0:1], v[10:11], v[10:11]
	v_max_num_f64_e32 v[8:9], v[0:1], v[4:5]
	global_atomic_cmpswap_b64 v[0:1], v2, v[8:11], s[6:7] offset:160 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e64 s0, v[0:1], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s2, s0, s2
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_16
; %bb.17:                               ; %Flow63
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_18:                               ; %Flow64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_readfirstlane_b32 s1, v1
	v_cndmask_b32_e64 v2, v7, 0x7ff80000, vcc_lo
	v_cndmask_b32_e64 v1, v6, 0, vcc_lo
	v_readfirstlane_b32 s0, v0
	v_mov_b32_e32 v8, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f64_e32 v[0:1], v[1:2], v[1:2]
	v_max_num_f64_e64 v[2:3], s[0:1], s[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_max_num_f64_e32 v[0:1], v[2:3], v[0:1]
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_cndmask_b32_e64 v1, v1, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, s0, vcc_lo
	s_mov_b32 s0, 0
	s_mov_b32 s1, exec_lo
	global_store_b64 v8, v[0:1], s[4:5] offset:40
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB0_21
; %bb.19:
	global_load_b64 v[2:3], v8, s[6:7] offset:192
.LBB0_20:                               ; %atomicrmw.start22
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_max_num_f64_e32 v[0:1], v[2:3], v[2:3]
	s_delay_alu instid0(VALU_DEP_1)
	v_max_num_f64_e32 v[0:1], v[0:1], v[4:5]
	global_atomic_cmpswap_b64 v[0:1], v8, v[0:3], s[6:7] offset:192 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_20
.LBB0_21:                               ; %Flow62
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s2, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_25
; %bb.22:
	v_mov_b32_e32 v2, 0
	global_load_b64 v[0:1], v2, s[6:7] offset:224
.LBB0_23:                               ; %atomicrmw.start27
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v11, v1 :: v_dual_mov_b32 v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f64_e32 v[0:1], v[10:11], v[10:11]
	v_min_num_f64_e32 v[8:9], v[0:1], v[4:5]
	global_atomic_cmpswap_b64 v[0:1], v2, v[8:11], s[6:7] offset:224 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e64 s0, v[0:1], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s2, s0, s2
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_23
; %bb.24:                               ; %Flow59
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_25:                               ; %Flow60
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_readfirstlane_b32 s1, v1
	v_cndmask_b32_e64 v2, v7, 0x7ff80000, vcc_lo
	v_cndmask_b32_e64 v1, v6, 0, vcc_lo
	v_readfirstlane_b32 s0, v0
	v_mov_b32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f64_e32 v[0:1], v[1:2], v[1:2]
	v_max_num_f64_e64 v[2:3], s[0:1], s[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_min_num_f64_e32 v[0:1], v[2:3], v[0:1]
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_cndmask_b32_e64 v1, v1, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, s0, vcc_lo
	s_mov_b32 s0, 0
	s_mov_b32 s1, exec_lo
	global_store_b64 v6, v[0:1], s[4:5] offset:56
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB0_28
; %bb.26:
	global_load_b64 v[2:3], v6, s[6:7] offset:256
.LBB0_27:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_max_num_f64_e32 v[0:1], v[2:3], v[2:3]
	s_delay_alu instid0(VALU_DEP_1)
	v_min_num_f64_e32 v[0:1], v[0:1], v[4:5]
	global_atomic_cmpswap_b64 v[0:1], v6, v[0:3], s[6:7] offset:256 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_27
.LBB0_28:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_fminmax_as1_uni
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
		.amdhsa_next_free_sgpr 11
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
	.size	atomic_fminmax_as1_uni, .Lfunc_end0-atomic_fminmax_as1_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1304
; NumSgprs: 13
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 13
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
    .name:           atomic_fminmax_as1_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         atomic_fminmax_as1_uni.kd
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
