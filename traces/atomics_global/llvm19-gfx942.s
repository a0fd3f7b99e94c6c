	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	atomics_global                  ; -- Begin function atomics_global
	.p2align	8
	.type	atomics_global,@function
atomics_global:                         ; @atomics_global
; %bb.0:                                ; %entry
	s_load_dword s0, s[2:3], 0x38
	v_and_b32_e32 v4, 0x3ff, v0
	v_lshl_add_u32 v0, s6, 6, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_46
; %bb.1:                                ; %body
	s_load_dwordx8 s[4:11], s[2:3], 0x20
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v5, 1
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	global_load_dword v2, v[2:3], off
	s_load_dwordx8 s[8:15], s[2:3], 0x0
	s_mov_b32 s2, 0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 15, v2
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt lgkmcnt(0)
	global_atomic_add v3, v5, s[8:9]
.LBB0_2:                                ; %ComputeLoop
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s16, v2, s3
	s_lshl_b64 s[8:9], 1, s3
	s_add_i32 s2, s2, s16
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %ComputeEnd
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32 v3, exec_hi, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_5
; %bb.4:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, s2
	global_atomic_add v3, v5, s[10:11]
.LBB0_5:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_brev_b32 s2, 1
.LBB0_6:                                ; %ComputeLoop1
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s16, v2, s3
	s_lshl_b64 s[8:9], 1, s3
	s_max_i32 s2, s2, s16
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_6
; %bb.7:                                ; %ComputeEnd2
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32 v3, exec_hi, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, s2
	global_atomic_smax v3, v5, s[10:11] offset:4
.LBB0_9:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_brev_b32 s3, -2
.LBB0_10:                               ; %ComputeLoop5
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[0:1]
	v_readlane_b32 s16, v2, s2
	s_lshl_b64 s[8:9], 1, s2
	s_min_i32 s3, s3, s16
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_10
; %bb.11:                               ; %ComputeEnd6
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32 v3, exec_hi, v3
	s_mov_b32 s2, 0
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_13
; %bb.12:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, s3
	global_atomic_smin v3, v5, s[10:11] offset:8
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
.LBB0_14:                               ; %ComputeLoop9
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s16, v2, s3
	s_lshl_b64 s[8:9], 1, s3
	s_max_u32 s2, s2, s16
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_14
; %bb.15:                               ; %ComputeEnd10
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32 v3, exec_hi, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_17
; %bb.16:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, s2
	global_atomic_umax v3, v5, s[10:11] offset:12
.LBB0_17:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_mov_b32 s3, -1
.LBB0_18:                               ; %ComputeLoop13
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[0:1]
	v_readlane_b32 s16, v2, s2
	s_lshl_b64 s[8:9], 1, s2
	s_min_u32 s3, s3, s16
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_18
; %bb.19:                               ; %ComputeEnd14
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32 v3, exec_hi, v3
	s_mov_b32 s2, 0
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_21
; %bb.20:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, s3
	global_atomic_umin v3, v5, s[10:11] offset:16
.LBB0_21:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	v_lshlrev_b32_e64 v5, v0, 1
.LBB0_22:                               ; %ComputeLoop17
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s16, v5, s3
	s_lshl_b64 s[8:9], 1, s3
	s_or_b32 s2, s2, s16
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_22
; %bb.23:                               ; %ComputeEnd18
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32 v3, exec_hi, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_25
; %bb.24:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v6, s2
	global_atomic_or v3, v6, s[10:11] offset:20
.LBB0_25:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	v_xor_b32_e32 v3, 1, v2
	s_mov_b32 s3, -1
.LBB0_26:                               ; %ComputeLoop21
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[0:1]
	v_readlane_b32 s16, v3, s2
	s_lshl_b64 s[8:9], 1, s2
	s_and_b32 s3, s3, s16
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_26
; %bb.27:                               ; %ComputeEnd22
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32 v3, exec_hi, v3
	s_mov_b32 s2, 0
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_29
; %bb.28:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v6, s3
	global_atomic_and v3, v6, s[10:11] offset:24
.LBB0_29:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
.LBB0_30:                               ; %ComputeLoop25
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s16, v2, s3
	s_lshl_b64 s[8:9], 1, s3
	s_xor_b32 s2, s2, s16
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_30
; %bb.31:                               ; %ComputeEnd26
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32 v3, exec_hi, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_33
; %bb.32:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v6, s2
	global_atomic_xor v3, v6, s[10:11] offset:28
.LBB0_33:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[2:3], exec
	v_ashrrev_i32_e32 v3, 31, v2
	s_mov_b64 s[0:1], 0
.LBB0_34:                               ; %ComputeLoop29
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s8, s[2:3]
	v_readlane_b32 s10, v2, s8
	v_readlane_b32 s9, v3, s8
	s_add_u32 s0, s0, s10
	s_addc_u32 s1, s1, s9
	s_lshl_b64 s[8:9], 1, s8
	s_andn2_b64 s[2:3], s[2:3], s[8:9]
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_34
; %bb.35:                               ; %ComputeEnd30
	v_mbcnt_lo_u32_b32 v6, exec_lo, 0
	v_mbcnt_hi_u32_b32 v6, exec_hi, v6
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_37
; %bb.36:
	v_mov_b32_e32 v8, 0
	v_mov_b64_e32 v[6:7], s[0:1]
	global_atomic_add_x2 v8, v[6:7], s[12:13]
.LBB0_37:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_mov_b64 s[0:1], -1
.LBB0_38:                               ; %ComputeLoop33
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s10, s[2:3]
	v_readlane_b32 s11, v3, s10
	v_readlane_b32 s16, v2, s10
	s_nop 0
	v_mov_b32_e32 v7, s11
	v_mov_b32_e32 v6, s16
	v_cmp_lt_u64_e32 vcc, s[0:1], v[6:7]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s1, s1, s11
	s_cselect_b32 s0, s0, s16
	s_lshl_b64 s[8:9], 1, s10
	s_andn2_b64 s[2:3], s[2:3], s[8:9]
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_38
; %bb.39:                               ; %ComputeEnd34
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32 v3, exec_hi, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_41
; %bb.40:
	v_mov_b32_e32 v3, 0
	v_mov_b64_e32 v[6:7], s[0:1]
	global_atomic_umin_x2 v3, v[6:7], s[12:13] offset:8
.LBB0_41:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b32 s2, 0x38e38e39
	v_mul_hi_i32 v3, v2, s2
	v_lshrrev_b32_e32 v6, 31, v3
	v_ashrrev_i32_e32 v3, 1, v3
	v_add_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 3, v3
	v_sub_u32_e32 v3, v2, v3
	v_cvt_f32_i32_e32 v6, v3
	s_mov_b64 s[0:1], exec
	v_bfrev_b32_e32 v3, 1
.LBB0_42:                               ; %ComputeLoop37
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[0:1]
	v_readlane_b32 s8, v6, s2
	s_lshl_b64 s[2:3], 1, s2
	s_andn2_b64 s[0:1], s[0:1], s[2:3]
	s_cmp_lg_u64 s[0:1], 0
	v_add_f32_e32 v3, s8, v3
	s_cbranch_scc1 .LBB0_42
; %bb.43:                               ; %ComputeEnd38
	v_mbcnt_lo_u32_b32 v6, exec_lo, 0
	v_mbcnt_hi_u32_b32 v6, exec_hi, v6
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_45
; %bb.44:
	v_mov_b32_e32 v6, 0
	global_atomic_add_f32 v6, v3, s[14:15]
.LBB0_45:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v6, s4
	v_mov_b32_e32 v7, s5
	v_lshl_add_u64 v[8:9], v[0:1], 2, v[6:7]
	global_atomic_or v6, v[8:9], v5, off sc0
	v_and_b32_e32 v1, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v1
	global_atomic_swap v7, v[8:9], v2, off sc0
	v_mov_b32_e32 v3, s7
	s_waitcnt vmcnt(1)
	v_cndmask_b32_e32 v1, v6, v2, vcc
	global_atomic_cmpswap v4, v[8:9], v[0:1], off sc0
	v_mov_b32_e32 v2, s6
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v1
	s_nop 1
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_lshl_or_b32 v8, v4, 1, v1
	v_mad_u64_u32 v[0:1], s[0:1], v0, 12, v[2:3]
	global_store_dwordx3 v[0:1], v[6:8], off
.LBB0_46:                               ; %Flow
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 1340
; NumSgprs: 23
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         atomics_global.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
