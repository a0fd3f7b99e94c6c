	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	bits_div_i32                    ; -- Begin function bits_div_i32
	.p2align	8
	.type	bits_div_i32,@function
bits_div_i32:                           ; @bits_div_i32
; %bb.0:                                ; %entry
	s_load_b128 s[0:3], s[2:3], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_and_b32 v2, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 3, v2
	v_add_nc_u32_e32 v0, 0x100, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v48, 0x15800, v2
	v_or_b32_e32 v49, 0x16000, v2
	v_add_nc_u32_e32 v50, 0x16800, v2
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b32 v9, v3, s[2:3]
	global_load_b32 v10, v0, s[2:3]
	v_add_nc_u32_e32 v0, 0x200, v3
	global_load_b32 v0, v0, s[2:3]
	s_wait_loadcnt 0x2
	v_bfrev_b32_e32 v63, v9
	s_wait_loadcnt 0x1
	v_add_co_u32 v84, vcc_lo, v9, v10
	v_add_nc_i32 v72, v9, v10 clamp
	v_add_nc_u32_e32 v2, v9, v10
	v_perm_b32 v64, 0, v9, 0x10203
	v_min_i32_e32 v68, v9, v10
	s_wait_loadcnt 0x0
	v_cndmask_b32_e32 v84, v0, v84, vcc_lo
	v_sub_co_u32 v86, vcc_lo, v9, v10
	v_add_nc_u32_e32 v5, 0x800, v3
	v_add_nc_u32_e32 v6, 0xc00, v3
	v_or_b32_e32 v7, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v86, v0, v86, vcc_lo
	v_add_nc_u32_e32 v12, 0x1800, v3
	v_or_b32_e32 v14, 0x2000, v3
	v_add_nc_u32_e32 v8, 0x2400, v3
	v_add_nc_u32_e32 v16, 0x2c00, v3
	v_or_b32_e32 v17, 0x3000, v3
	v_add_nc_u32_e32 v18, 0x3400, v3
	v_add_nc_u32_e32 v19, 0x3800, v3
	v_add_nc_u32_e32 v20, 0x3c00, v3
	v_or_b32_e32 v21, 0x4000, v3
	v_add_nc_u32_e32 v22, 0x4400, v3
	v_add_nc_u32_e32 v23, 0x4800, v3
	v_add_nc_u32_e32 v24, 0x4c00, v3
	v_or_b32_e32 v25, 0x5000, v3
	v_add_nc_u32_e32 v26, 0x5400, v3
	v_add_nc_u32_e32 v27, 0x5800, v3
	v_add_nc_u32_e32 v28, 0x5c00, v3
	v_or_b32_e32 v29, 0x6000, v3
	v_add_nc_u32_e32 v30, 0x6400, v3
	v_add_nc_u32_e32 v31, 0x6800, v3
	v_add_nc_u32_e32 v32, 0x6c00, v3
	v_or_b32_e32 v33, 0x7000, v3
	v_add_nc_u32_e32 v34, 0x7400, v3
	v_add_nc_u32_e32 v35, 0x7800, v3
	v_add_nc_u32_e32 v36, 0x7c00, v3
	v_or_b32_e32 v37, 0x8000, v3
	v_add_nc_u32_e32 v38, 0x8400, v3
	v_add_nc_u32_e32 v39, 0x8800, v3
	v_add_nc_u32_e32 v40, 0x8c00, v3
	v_or_b32_e32 v41, 0x9000, v3
	v_add_nc_u32_e32 v42, 0x9400, v3
	v_add_nc_u32_e32 v43, 0x9800, v3
	v_add_nc_u32_e32 v44, 0x9c00, v3
	v_or_b32_e32 v45, 0xa000, v3
	v_add_nc_u32_e32 v46, 0xa400, v3
	v_add_nc_u32_e32 v47, 0xa800, v3
	v_add_nc_u32_e32 v51, 0xb800, v3
	v_add_nc_u32_e32 v52, 0xbc00, v3
	v_or_b32_e32 v53, 0xc000, v3
	v_add_nc_u32_e32 v54, 0xc400, v3
	v_add_nc_u32_e32 v55, 0xc800, v3
	v_add_nc_u32_e32 v56, 0xcc00, v3
	v_or_b32_e32 v57, 0xd000, v3
	v_add_nc_u32_e32 v58, 0xd400, v3
	v_add_nc_u32_e32 v59, 0xd800, v3
	v_add_nc_u32_e32 v60, 0xdc00, v3
	v_or_b32_e32 v61, 0xe000, v3
	v_add_nc_u32_e32 v62, 0xe400, v3
	v_max_i32_e32 v69, v9, v10
	v_min_u32_e32 v70, v9, v10
	v_max_u32_e32 v71, v9, v10
	v_sub_nc_u32_e32 v85, v9, v10
	v_add_nc_u32_e32 v11, 0x1400, v3
	v_mul_lo_u32 v88, v9, v10
	v_add_nc_u32_e32 v13, 0x1c00, v3
	v_add_nc_u32_e32 v15, 0x2800, v3
	v_cmp_ne_u32_e32 vcc_lo, v2, v72
	v_add_nc_u32_e32 v4, 0x400, v3
	v_bcnt_u32_b32 v3, v9, 0
	v_clz_i32_u32_e32 v65, v9
	v_ctz_i32_b32_e32 v66, v9
	v_sub_nc_u32_e32 v67, 0, v9
	v_add_nc_u32_e64 v73, v9, v10 clamp
	v_sub_nc_i32 v74, v9, v10 clamp
	s_clause 0x7
	global_store_b32 v4, v3, s[0:1]
	global_store_b32 v5, v63, s[0:1]
	global_store_b32 v6, v64, s[0:1]
	global_store_b32 v8, v68, s[0:1]
	global_store_b32 v15, v69, s[0:1]
	global_store_b32 v16, v70, s[0:1]
	global_store_b32 v17, v71, s[0:1]
	global_store_b32 v18, v72, s[0:1]
	v_mad_i32_i24 v18, v9, v10, v0
	v_sub_nc_u32_e64 v75, v9, v10 clamp
	v_mul_hi_u32 v89, v9, v10
	v_and_b32_e32 v76, 3, v10
	v_min_u32_e32 v93, 32, v65
	v_mad_u32_u24 v16, v9, v10, v0
	s_clause 0x3
	global_store_b32 v19, v73, s[0:1]
	global_store_b32 v20, v74, s[0:1]
	global_store_b32 v21, v75, s[0:1]
	global_store_b32 v47, v18, s[0:1]
	v_min_u32_e32 v18, 32, v66
	v_max_i32_e32 v20, v9, v67
	v_cndmask_b32_e32 v67, v0, v2, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, v85, v74
	v_mul_hi_i32 v87, v9, v10
	v_lshlrev_b32_e32 v21, v76, v9
	global_store_b32 v12, v18, s[0:1]
	v_ashrrev_i32_e32 v12, 31, v88
	v_cndmask_b32_e32 v70, v0, v85, vcc_lo
	s_clause 0x2
	global_store_b32 v7, v93, s[0:1]
	global_store_b32 v11, v65, s[0:1]
	global_store_b32 v46, v16, s[0:1]
	v_cmp_ne_u32_e32 vcc_lo, 0, v89
	v_mad_co_u64_u32 v[3:4], null, v9, v10, v[0:1]
	v_ashrrev_i32_e32 v77, 31, v9
	v_alignbit_b32 v78, v9, v10, 1
	v_lshrrev_b32_e32 v79, 1, v9
	v_not_b32_e32 v80, v0
	v_lshlrev_b32_e32 v92, 8, v9
	v_and_b32_e32 v8, 31, v10
	v_lshlrev_b32_e32 v17, 8, v10
	v_mad_co_i64_i32 v[5:6], null, v9, v10, v[0:1]
	v_lshrrev_b32_e32 v1, 3, v9
	v_dual_cndmask_b32 v18, v0, v88 :: v_dual_and_b32 v95, v9, v10
	s_clause 0x1
	global_store_b32 v13, v66, s[0:1]
	global_store_b32 v14, v20, s[0:1]
	v_ashrrev_i32_e32 v13, v76, v21
	v_cmp_ne_u32_e32 vcc_lo, v87, v12
	v_alignbit_b32 v81, v9, v10, 27
	v_alignbit_b32 v82, v9, v10, v0
	v_alignbit_b32 v83, v9, v10, 5
	v_and_b32_e32 v91, 15, v10
	v_bfi_b32 v64, 0xffff, v9, v10
	v_bfi_b32 v94, v0, v9, v10
	v_xor3_b32 v19, v9, v10, v0
	v_or3_b32 v16, v9, v10, v0
	v_xor_b32_e32 v46, 0x7fffffff, v77
	v_alignbit_b32 v47, v79, v78, v80
	v_bfe_u32 v77, v9, 0, v8
	v_mad_co_u64_u32 v[7:8], null, v92, v17, 0
	v_add_nc_u32_e32 v17, v2, v0
	v_and_or_b32 v10, v1, v10, v0
	v_lshlrev_b32_e32 v78, 3, v2
	v_mad_co_u64_u32 v[1:2], null, v9, 3, v[2:3]
	v_xnor_b32_e32 v68, v0, v9
	v_or_b32_e32 v2, v95, v0
	v_sub_nc_u32_e32 v79, v85, v0
	v_min_i32_e32 v11, v69, v0
	v_max_i32_e32 v65, v69, v0
	v_min_u32_e32 v69, v71, v0
	v_max_u32_e32 v71, v71, v0
	v_lshrrev_b32_e32 v14, v76, v21
	v_cndmask_b32_e32 v0, v0, v88, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, v9, v13
	v_or_b32_e32 v74, v9, v80
	v_and_b32_e32 v73, v9, v80
	v_mul_lo_u32 v15, v9, 24
	v_bfe_u32 v90, v9, 5, 10
	v_cndmask_b32_e32 v12, v21, v46, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v9, v14
	v_not_b32_e32 v20, v74
	v_bfe_i32 v63, v9, 12, 12
	v_bfe_u32 v72, v9, v91, 8
	v_not_b32_e32 v75, v95
	v_cndmask_b32_e32 v9, -1, v21, vcc_lo
	s_clause 0x1f
	global_store_b32 v38, v94, s[0:1]
	global_store_b32 v39, v73, s[0:1]
	global_store_b32 v40, v74, s[0:1]
	global_store_b32 v41, v20, s[0:1]
	global_store_b32 v42, v68, s[0:1]
	global_store_b32 v43, v75, s[0:1]
	global_store_b32 v44, v77, s[0:1]
	global_store_b32 v45, v15, s[0:1]
	global_store_b32 v30, v70, s[0:1]
	global_store_b32 v31, v86, s[0:1]
	global_store_b32 v32, v0, s[0:1]
	global_store_b32 v33, v18, s[0:1]
	global_store_b32 v34, v90, s[0:1]
	global_store_b32 v35, v72, s[0:1]
	global_store_b32 v36, v63, s[0:1]
	global_store_b32 v37, v64, s[0:1]
	global_store_b32 v22, v12, s[0:1]
	global_store_b32 v23, v9, s[0:1]
	global_store_b32 v24, v47, s[0:1]
	global_store_b32 v25, v81, s[0:1]
	global_store_b32 v26, v82, s[0:1]
	global_store_b32 v27, v83, s[0:1]
	global_store_b32 v28, v67, s[0:1]
	global_store_b32 v29, v84, s[0:1]
	global_store_b64 v48, v[7:8], s[0:1]
	global_store_b64 v49, v[3:4], s[0:1]
	global_store_b64 v50, v[5:6], s[0:1]
	global_store_b32 v51, v17, s[0:1]
	global_store_b32 v52, v19, s[0:1]
	global_store_b32 v53, v1, s[0:1]
	global_store_b32 v54, v78, s[0:1]
	global_store_b32 v55, v2, s[0:1]
	s_clause 0x6
	global_store_b32 v56, v16, s[0:1]
	global_store_b32 v57, v10, s[0:1]
	global_store_b32 v58, v79, s[0:1]
	global_store_b32 v59, v11, s[0:1]
	global_store_b32 v60, v65, s[0:1]
	global_store_b32 v61, v69, s[0:1]
	global_store_b32 v62, v71, s[0:1]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bits_div_i32
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
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 4
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
	.size	bits_div_i32, .Lfunc_end0-bits_div_i32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1776
; NumSgprs: 6
; NumVgprs: 96
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 96
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
        .size:           4
        .value_kind:     by_value
      - .name:           ub
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .name:           uc
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
    .name:           bits_div_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         bits_div_i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     96
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
