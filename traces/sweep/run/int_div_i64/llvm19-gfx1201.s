	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	int_div_i64                     ; -- Begin function int_div_i64
	.p2align	8
	.type	int_div_i64,@function
int_div_i64:                            ; @int_div_i64
; %bb.0:                                ; %entry
	s_load_b128 s[12:15], s[2:3], 0x0
	v_dual_mov_b32 v7, 0 :: v_dual_and_b32 v6, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v8, 3, v6
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_nc_u32_e32 v2, 0x200, v8
	v_add_nc_u32_e32 v4, 0x400, v8
	v_add_nc_u32_e32 v54, 0x800, v8
	v_add_nc_u32_e32 v56, 0x1800, v8
	v_or_b32_e32 v57, 0x2000, v8
	v_add_nc_u32_e32 v40, 0x2800, v8
	v_add_nc_u32_e32 v42, 0x3000, v8
	v_add_nc_u32_e32 v44, 0x3800, v8
	v_or_b32_e32 v46, 0x4000, v8
	s_wait_kmcnt 0x0
	s_clause 0x2
	global_load_b64 v[0:1], v8, s[14:15]
	global_load_b64 v[2:3], v2, s[14:15]
	global_load_b64 v[4:5], v4, s[14:15]
	v_add_nc_u32_e32 v48, 0x4800, v8
	v_add_nc_u32_e32 v50, 0x5000, v8
	v_add_nc_u32_e32 v52, 0x5800, v8
	v_or_b32_e32 v58, 0x6000, v8
	v_add_nc_u32_e32 v59, 0x6800, v8
	v_add_nc_u32_e32 v60, 0x7000, v8
	v_add_nc_u32_e32 v61, 0x7800, v8
	v_or_b32_e32 v62, 0x8000, v8
	v_add_nc_u32_e32 v63, 0x8800, v8
	v_add_nc_u32_e32 v64, 0x9000, v8
	v_add_nc_u32_e32 v65, 0x9800, v8
	v_or_b32_e32 v66, 0xa000, v8
	v_add_nc_u32_e32 v67, 0xa800, v8
	v_add_nc_u32_e32 v68, 0xb000, v8
	v_add_nc_u32_e32 v69, 0xb800, v8
	v_or_b32_e32 v70, 0xc000, v8
	v_add_nc_u32_e32 v71, 0xc800, v8
	v_add_nc_u32_e32 v72, 0xd000, v8
	v_add_nc_u32_e32 v73, 0xd800, v8
	v_or_b32_e32 v74, 0xe000, v8
	v_add_nc_u32_e32 v75, 0xe800, v8
	v_add_nc_u32_e32 v76, 0xf000, v8
	v_or_b32_e32 v78, 0x8000, v6
	v_add_nc_u32_e32 v79, 0x8400, v6
	v_add_nc_u32_e32 v80, 0x8800, v6
	s_wait_loadcnt 0x2
	v_mad_co_u64_u32 v[32:33], null, 0x3039, v0, 0
	v_add_nc_u32_e32 v55, 0x1000, v8
	s_wait_loadcnt 0x1
	v_add_co_u32 v8, vcc_lo, v0, v2
	v_add_co_ci_u32_e32 v9, vcc_lo, v1, v3, vcc_lo
	v_sub_co_u32 v10, vcc_lo, v0, v2
	v_sub_co_ci_u32_e32 v11, vcc_lo, v1, v3, vcc_lo
	v_add_co_u32 v34, vcc_lo, 0x186a0, v0
	v_add_co_ci_u32_e32 v35, vcc_lo, 0, v1, vcc_lo
	v_sub_co_u32 v36, vcc_lo, 0, v0
	v_sub_co_ci_u32_e32 v37, vcc_lo, 0, v1, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	v_add_nc_u32_e32 v77, 0x7c00, v6
	v_mul_hi_u32 v6, v0, v2
	v_lshrrev_b64 v[16:17], v2, v[0:1]
	v_ashrrev_i64 v[18:19], v2, v[0:1]
	v_and_b32_e32 v21, v1, v3
	v_and_b32_e32 v20, v0, v2
	v_or_b32_e32 v23, v1, v3
	v_or_b32_e32 v22, v0, v2
	s_clause 0x2
	global_store_b64 v40, v[16:17], s[12:13]
	global_store_b64 v42, v[18:19], s[12:13]
	global_store_b64 v44, v[20:21], s[12:13]
	v_xor_b32_e32 v25, v1, v3
	global_store_b64 v46, v[22:23], s[12:13]
	v_mad_co_u64_u32 v[22:23], null, v1, v2, v[6:7]
	v_xor_b32_e32 v24, v0, v2
	v_lshlrev_b64_e32 v[26:27], 3, v[0:1]
	s_clause 0x3
	global_store_b64 v48, v[24:25], s[12:13]
	global_store_b64 v50, v[8:9], s[12:13]
	global_store_b64 v52, v[10:11], s[12:13]
	global_store_b64 v58, v[26:27], s[12:13]
	v_mov_b32_e32 v25, v23
	v_mov_b32_e32 v23, v7
	v_ashrrev_i32_e32 v83, 31, v1
	v_cmp_lt_i64_e64 s7, v[0:1], v[2:3]
	v_cmp_ne_u64_e64 s0, v[0:1], v[2:3]
	v_cmp_gt_u64_e64 s1, v[0:1], v[2:3]
	v_mad_co_u64_u32 v[6:7], null, v0, v3, v[22:23]
	v_cmp_ge_u64_e64 s2, v[0:1], v[2:3]
	v_cmp_lt_u64_e64 s3, v[0:1], v[2:3]
	v_cmp_le_u64_e64 s4, v[0:1], v[2:3]
	v_cmp_gt_i64_e64 s5, v[0:1], v[2:3]
	v_cmp_ge_i64_e64 s6, v[0:1], v[2:3]
	v_cmp_le_i64_e64 s8, v[0:1], v[2:3]
	v_cmp_eq_u64_e64 s9, 0, v[0:1]
	v_cmp_gt_i64_e64 s10, 0, v[2:3]
	v_mul_lo_u32 v86, v3, v83
	v_mad_co_u64_u32 v[20:21], null, v2, v83, 0
	s_wait_loadcnt 0x0
	v_cndmask_b32_e32 v41, v5, v1, vcc_lo
	v_cndmask_b32_e64 v19, v5, v1, s7
	v_cndmask_b32_e32 v40, v4, v0, vcc_lo
	v_cndmask_b32_e64 v18, v4, v0, s7
	v_mov_b32_e32 v6, v7
	v_cndmask_b32_e64 v43, v5, v1, s0
	v_cndmask_b32_e64 v45, v5, v1, s1
	v_cndmask_b32_e64 v47, v5, v1, s2
	v_cndmask_b32_e64 v49, v5, v1, s3
	v_cndmask_b32_e64 v51, v5, v1, s4
	v_cndmask_b32_e64 v53, v5, v1, s5
	v_cndmask_b32_e64 v17, v5, v1, s6
	v_cndmask_b32_e64 v5, v5, v1, s8
	v_cndmask_b32_e64 v42, v4, v0, s0
	v_cndmask_b32_e64 v44, v4, v0, s1
	v_cndmask_b32_e64 v46, v4, v0, s2
	v_cndmask_b32_e64 v48, v4, v0, s3
	v_cndmask_b32_e64 v50, v4, v0, s4
	v_cndmask_b32_e64 v52, v4, v0, s5
	v_cndmask_b32_e64 v16, v4, v0, s6
	v_cndmask_b32_e64 v4, v4, v0, s8
	s_xor_b32 s0, s9, s10
	v_ashrrev_i32_e32 v84, 31, v3
	v_cndmask_b32_e64 v24, 9, 7, s0
	s_and_b32 s0, s9, s10
	v_add3_u32 v21, v21, v20, v86
	v_cndmask_b32_e64 v26, 2.0, 1.0, s0
	s_clause 0x9
	global_store_b64 v67, v[40:41], s[12:13]
	global_store_b64 v68, v[42:43], s[12:13]
	global_store_b64 v69, v[44:45], s[12:13]
	global_store_b64 v70, v[46:47], s[12:13]
	global_store_b64 v71, v[48:49], s[12:13]
	global_store_b64 v72, v[50:51], s[12:13]
	global_store_b64 v73, v[52:53], s[12:13]
	global_store_b64 v74, v[16:17], s[12:13]
	global_store_b64 v75, v[18:19], s[12:13]
	global_store_b64 v76, v[4:5], s[12:13]
	v_add_co_u32 v4, s0, v25, v6
	v_mul_lo_u32 v81, v1, v2
	v_mad_co_u64_u32 v[12:13], null, v0, v2, 0
	v_lshlrev_b64_e32 v[14:15], v2, v[0:1]
	v_mov_b32_e32 v2, v33
	v_add_co_ci_u32_e64 v5, null, 0, 0, s0
	v_mul_lo_u32 v83, v84, v1
	v_mul_lo_u32 v87, v84, v0
	v_mad_co_u64_u32 v[6:7], null, v84, v0, v[20:21]
	v_mul_lo_u32 v82, v0, v3
	v_mad_co_u64_u32 v[16:17], null, 0x3039, v1, v[2:3]
	v_lshrrev_b64 v[28:29], 3, v[0:1]
	v_ashrrev_i64 v[30:31], 3, v[0:1]
	v_not_b32_e32 v39, v1
	v_not_b32_e32 v38, v0
	v_mad_co_u64_u32 v[0:1], null, v1, v3, v[4:5]
	v_add3_u32 v3, v87, v7, v83
	v_add3_u32 v13, v13, v82, v81
	v_mov_b32_e32 v33, v16
	v_cndmask_b32_e64 v85, 0, 1, s9
	s_clause 0x3
	global_store_b64 v54, v[8:9], s[12:13]
	global_store_b64 v55, v[10:11], s[12:13]
	global_store_b64 v56, v[12:13], s[12:13]
	global_store_b64 v57, v[14:15], s[12:13]
	v_add_co_u32 v2, vcc_lo, v0, v6
	v_add_co_ci_u32_e32 v3, vcc_lo, v1, v3, vcc_lo
	s_clause 0xb
	global_store_b64 v59, v[28:29], s[12:13]
	global_store_b64 v60, v[30:31], s[12:13]
	global_store_b64 v61, v[32:33], s[12:13]
	global_store_b64 v62, v[34:35], s[12:13]
	global_store_b64 v63, v[36:37], s[12:13]
	global_store_b64 v64, v[38:39], s[12:13]
	global_store_b64 v65, v[2:3], s[12:13]
	global_store_b64 v66, v[0:1], s[12:13]
	global_store_b32 v77, v85, s[12:13]
	global_store_b32 v78, v84, s[12:13]
	global_store_b32 v79, v24, s[12:13]
	global_store_b32 v80, v26, s[12:13]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_div_i64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 88
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
	.size	int_div_i64, .Lfunc_end0-int_div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1416
; NumSgprs: 18
; NumVgprs: 88
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 88
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
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           ua
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           ub
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           uc
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           int_div_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int_div_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     88
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
