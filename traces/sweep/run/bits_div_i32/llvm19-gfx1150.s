	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	bits_div_i32                    ; -- Begin function bits_div_i32
	.p2align	8
	.type	bits_div_i32,@function
bits_div_i32:                           ; @bits_div_i32
; %bb.0:                                ; %entry
	s_load_b128 s[4:7], s[2:3], 0x0
	v_and_b32_e32 v5, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v5
	v_lshlrev_b32_e32 v5, 3, v5
	v_add_nc_u32_e32 v0, 0x100, v4
	v_add_nc_u32_e32 v14, 0x2400, v4
	v_add_nc_u32_e32 v15, 0x2800, v4
	v_add_nc_u32_e32 v16, 0x2c00, v4
	v_or_b32_e32 v17, 0x3000, v4
	v_or_b32_e32 v49, 0x16000, v5
	v_add_nc_u32_e32 v18, 0x3400, v4
	v_add_nc_u32_e32 v19, 0x3800, v4
	v_add_nc_u32_e32 v20, 0x3c00, v4
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_b32 v2, v4, s[6:7]
	global_load_b32 v3, v0, s[6:7]
	v_add_nc_u32_e32 v0, 0x200, v4
	v_add_nc_u32_e32 v6, 0x400, v4
	v_add_nc_u32_e32 v8, 0xc00, v4
	v_or_b32_e32 v9, 0x1000, v4
	v_add_nc_u32_e32 v10, 0x1400, v4
	global_load_b32 v0, v0, s[6:7]
	v_add_nc_u32_e32 v48, 0x15800, v5
	v_add_nc_u32_e32 v50, 0x16800, v5
	v_add_nc_u32_e32 v12, 0x1c00, v4
	v_or_b32_e32 v13, 0x2000, v4
	v_or_b32_e32 v21, 0x4000, v4
	v_add_nc_u32_e32 v22, 0x4400, v4
	v_add_nc_u32_e32 v23, 0x4800, v4
	v_add_nc_u32_e32 v24, 0x4c00, v4
	v_or_b32_e32 v25, 0x5000, v4
	v_add_nc_u32_e32 v26, 0x5400, v4
	v_add_nc_u32_e32 v27, 0x5800, v4
	v_add_nc_u32_e32 v28, 0x5c00, v4
	v_or_b32_e32 v29, 0x6000, v4
	v_add_nc_u32_e32 v30, 0x6400, v4
	v_add_nc_u32_e32 v31, 0x6800, v4
	v_add_nc_u32_e32 v32, 0x6c00, v4
	v_or_b32_e32 v33, 0x7000, v4
	v_add_nc_u32_e32 v34, 0x7400, v4
	v_add_nc_u32_e32 v35, 0x7800, v4
	v_add_nc_u32_e32 v36, 0x7c00, v4
	v_or_b32_e32 v37, 0x8000, v4
	v_add_nc_u32_e32 v38, 0x8400, v4
	v_add_nc_u32_e32 v39, 0x8800, v4
	v_add_nc_u32_e32 v40, 0x8c00, v4
	v_or_b32_e32 v41, 0x9000, v4
	v_add_nc_u32_e32 v42, 0x9400, v4
	v_add_nc_u32_e32 v43, 0x9800, v4
	v_add_nc_u32_e32 v44, 0x9c00, v4
	v_or_b32_e32 v45, 0xa000, v4
	v_add_nc_u32_e32 v46, 0xa400, v4
	v_add_nc_u32_e32 v47, 0xa800, v4
	v_add_nc_u32_e32 v51, 0xb800, v4
	v_add_nc_u32_e32 v52, 0xbc00, v4
	v_or_b32_e32 v53, 0xc000, v4
	v_add_nc_u32_e32 v54, 0xc400, v4
	v_add_nc_u32_e32 v55, 0xc800, v4
	v_add_nc_u32_e32 v56, 0xcc00, v4
	v_or_b32_e32 v57, 0xd000, v4
	s_waitcnt vmcnt(1)
	v_min_i32_e32 v5, v2, v3
	v_max_i32_e32 v58, v2, v3
	v_min_u32_e32 v59, v2, v3
	v_max_u32_e32 v60, v2, v3
	v_mul_lo_u32 v61, v2, v3
	s_clause 0x2
	global_store_b32 v14, v5, s[4:5]
	global_store_b32 v15, v58, s[4:5]
	global_store_b32 v16, v59, s[4:5]
	v_add_nc_i32 v15, v2, v3 clamp
	global_store_b32 v17, v60, s[4:5]
	v_add_nc_u32_e64 v5, v2, v3 clamp
	v_sub_nc_i32 v17, v2, v3 clamp
	v_add_nc_u32_e32 v7, 0x800, v4
	v_add_nc_u32_e32 v11, 0x1800, v4
	v_add_nc_u32_e32 v14, 0xd400, v4
	v_add_nc_u32_e32 v16, 0xd800, v4
	s_clause 0x1
	global_store_b32 v18, v15, s[4:5]
	global_store_b32 v19, v5, s[4:5]
	v_add_nc_u32_e32 v18, 0xdc00, v4
	v_sub_nc_u32_e64 v5, v2, v3 clamp
	global_store_b32 v20, v17, s[4:5]
	v_or_b32_e32 v19, 0xe000, v4
	s_waitcnt vmcnt(0)
	v_mad_u32_u24 v20, v2, v3, v0
	v_add_nc_u32_e32 v59, 0xe400, v4
	global_store_b32 v21, v5, s[4:5]
	v_mad_i32_i24 v4, v2, v3, v0
	v_bcnt_u32_b32 v5, v2, 0
	global_store_b32 v46, v20, s[4:5]
	v_bfrev_b32_e32 v20, v2
	v_perm_b32 v21, 0, v2, 0x10203
	global_store_b32 v47, v4, s[4:5]
	v_clz_i32_u32_e32 v4, v2
	v_ctz_i32_b32_e32 v46, v2
	s_clause 0x1
	global_store_b32 v6, v5, s[4:5]
	global_store_b32 v7, v20, s[4:5]
	v_sub_nc_u32_e32 v5, 0, v2
	v_min_u32_e32 v6, 32, v4
	global_store_b32 v8, v21, s[4:5]
	v_alignbit_b32 v8, v2, v3, 1
	v_lshrrev_b32_e32 v20, 1, v2
	v_and_b32_e32 v47, 3, v3
	global_store_b32 v9, v6, s[4:5]
	v_min_u32_e32 v6, 32, v46
	global_store_b32 v10, v4, s[4:5]
	v_max_i32_e32 v4, v2, v5
	v_mul_hi_i32 v5, v2, v3
	s_clause 0x1
	global_store_b32 v12, v46, s[4:5]
	global_store_b32 v11, v6, s[4:5]
	v_sub_nc_u32_e32 v11, v2, v3
	global_store_b32 v13, v4, s[4:5]
	v_ashrrev_i32_e32 v13, 31, v61
	v_not_b32_e32 v9, v0
	v_ashrrev_i32_e32 v7, 31, v2
	v_cmp_ne_u32_e32 vcc_lo, v11, v17
	v_max_i32_e32 v46, v58, v0
	v_alignbit_b32 v10, v2, v3, 27
	v_alignbit_b32 v20, v20, v8, v9
	v_or_b32_e32 v8, v2, v9
	v_cndmask_b32_e32 v6, v0, v11, vcc_lo
	v_sub_co_u32 v4, vcc_lo, v2, v3
	v_alignbit_b32 v21, v2, v3, v0
	v_alignbit_b32 v12, v2, v3, 5
	v_sub_nc_u32_e32 v11, v11, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v17, v0, v4, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, v5, v13
	v_add_co_u32 v5, s0, v2, v3
	global_store_b32 v30, v6, s[4:5]
	v_and_b32_e32 v6, v2, v9
	v_cndmask_b32_e32 v30, v0, v61, vcc_lo
	global_store_b32 v31, v17, s[4:5]
	v_cndmask_b32_e64 v13, v0, v5, s0
	v_bfi_b32 v5, v0, v2, v3
	global_store_b32 v39, v6, s[4:5]
	v_xnor_b32_e32 v6, v0, v2
	v_mul_hi_u32 v17, v2, v3
	s_clause 0x1
	global_store_b32 v32, v30, s[4:5]
	global_store_b32 v38, v5, s[4:5]
	v_not_b32_e32 v5, v8
	v_and_b32_e32 v38, v2, v3
	global_store_b32 v40, v8, s[4:5]
	v_and_b32_e32 v8, 31, v3
	v_mul_lo_u32 v40, v2, 24
	s_clause 0x1
	global_store_b32 v41, v5, s[4:5]
	global_store_b32 v42, v6, s[4:5]
	v_not_b32_e32 v5, v38
	v_bfe_u32 v8, v2, 0, v8
	v_and_b32_e32 v31, 15, v3
	v_lshlrev_b32_e32 v39, 8, v2
	v_bfe_u32 v9, v2, 5, 10
	s_clause 0x2
	global_store_b32 v43, v5, s[4:5]
	global_store_b32 v44, v8, s[4:5]
	global_store_b32 v45, v40, s[4:5]
	v_lshlrev_b32_e32 v40, v47, v2
	v_add_nc_u32_e32 v4, v2, v3
	v_lshrrev_b32_e32 v8, 3, v2
	v_mad_u64_u32 v[5:6], null, v2, v3, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v30, v47, v40
	v_cmp_ne_u32_e32 vcc_lo, v4, v15
	s_delay_alu instid0(VALU_DEP_4)
	v_and_or_b32 v32, v8, v3, v0
	v_ashrrev_i32_e32 v8, v47, v40
	v_lshlrev_b32_e32 v47, 8, v3
	v_min_i32_e32 v45, v58, v0
	v_cndmask_b32_e32 v15, v0, v4, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v17
	v_max_u32_e32 v58, v60, v0
	v_cmp_ne_u32_e64 s0, v2, v8
	v_bfe_u32 v31, v2, v31, 8
	v_bfi_b32 v41, 0xffff, v2, v3
	v_cndmask_b32_e32 v44, v0, v61, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v2, v30
	v_min_u32_e32 v30, v60, v0
	v_xor_b32_e32 v60, 0x7fffffff, v7
	v_xor3_b32 v42, v2, v3, v0
	v_or3_b32 v43, v2, v3, v0
	v_or_b32_e32 v38, v38, v0
	v_mad_u64_u32 v[7:8], null, v39, v47, 0
	v_cndmask_b32_e32 v39, -1, v40, vcc_lo
	v_add_nc_u32_e32 v17, v4, v0
	v_mad_i64_i32 v[0:1], null, v2, v3, v[0:1]
	v_lshlrev_b32_e32 v61, 3, v4
	v_mad_u64_u32 v[3:4], null, v2, 3, v[4:5]
	v_bfe_i32 v2, v2, 12, 12
	v_cndmask_b32_e64 v4, v40, v60, s0
	s_clause 0x1b
	global_store_b32 v33, v44, s[4:5]
	global_store_b32 v34, v9, s[4:5]
	global_store_b32 v35, v31, s[4:5]
	global_store_b32 v36, v2, s[4:5]
	global_store_b32 v37, v41, s[4:5]
	global_store_b32 v22, v4, s[4:5]
	global_store_b32 v23, v39, s[4:5]
	global_store_b32 v24, v20, s[4:5]
	global_store_b32 v25, v10, s[4:5]
	global_store_b32 v26, v21, s[4:5]
	global_store_b32 v27, v12, s[4:5]
	global_store_b32 v28, v15, s[4:5]
	global_store_b32 v29, v13, s[4:5]
	global_store_b64 v48, v[7:8], s[4:5]
	global_store_b64 v49, v[5:6], s[4:5]
	global_store_b64 v50, v[0:1], s[4:5]
	global_store_b32 v51, v17, s[4:5]
	global_store_b32 v52, v42, s[4:5]
	global_store_b32 v53, v3, s[4:5]
	global_store_b32 v54, v61, s[4:5]
	global_store_b32 v55, v38, s[4:5]
	global_store_b32 v56, v43, s[4:5]
	global_store_b32 v57, v32, s[4:5]
	global_store_b32 v14, v11, s[4:5]
	global_store_b32 v16, v45, s[4:5]
	global_store_b32 v18, v46, s[4:5]
	global_store_b32 v19, v30, s[4:5]
	global_store_b32 v59, v58, s[4:5]
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 1556
; NumSgprs: 10
; NumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 62
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         bits_div_i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
