	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	bits_div_i32                    ; -- Begin function bits_div_i32
	.p2align	8
	.type	bits_div_i32,@function
bits_div_i32:                           ; @bits_div_i32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[2:3], 0x0
	v_and_b32_e32 v6, 0x3ff, v0
	v_lshlrev_b32_e32 v3, 2, v6
	v_add_u32_e32 v0, 0x100, v3
	v_add_u32_e32 v4, 0x400, v3
	s_waitcnt lgkmcnt(0)
	global_load_dword v7, v3, s[2:3]
	global_load_dword v8, v0, s[2:3]
	v_add_u32_e32 v0, 0x200, v3
	global_load_dword v0, v0, s[2:3]
	s_mov_b32 s2, 0x10203
	v_add_u32_e32 v11, 0x1400, v3
	v_add_u32_e32 v5, 0x800, v3
	v_add_u32_e32 v9, 0xc00, v3
	v_add_u32_e32 v13, 0x1c00, v3
	v_add_u32_e32 v15, 0x2400, v3
	v_or_b32_e32 v26, 0x5000, v3
	v_or_b32_e32 v10, 0x1000, v3
	v_add_u32_e32 v12, 0x1800, v3
	v_or_b32_e32 v14, 0x2000, v3
	v_add_u32_e32 v16, 0x2800, v3
	v_add_u32_e32 v17, 0x2c00, v3
	v_or_b32_e32 v18, 0x3000, v3
	v_add_u32_e32 v19, 0x3400, v3
	v_add_u32_e32 v20, 0x3800, v3
	v_add_u32_e32 v21, 0x3c00, v3
	v_or_b32_e32 v22, 0x4000, v3
	v_add_u32_e32 v27, 0x5400, v3
	v_add_u32_e32 v28, 0x5800, v3
	v_add_u32_e32 v23, 0x4400, v3
	v_add_u32_e32 v25, 0x4c00, v3
	v_add_u32_e32 v24, 0x4800, v3
	v_lshlrev_b32_e32 v6, 3, v6
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(2)
	v_bcnt_u32_b32 v29, v7, 0
	v_ffbh_u32_e32 v32, v7
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v43, 3, v8
	v_bfrev_b32_e32 v30, v7
	v_perm_b32 v31, 0, v7, s2
	v_ffbl_b32_e32 v33, v7
	v_sub_u32_e32 v34, 0, v7
	v_min_i32_e32 v35, v7, v8
	v_alignbit_b32 v48, v7, v8, 27
	global_store_dword v4, v29, s[0:1]
	global_store_dword v5, v30, s[0:1]
	global_store_dword v9, v31, s[0:1]
	v_min_u32_e32 v4, 32, v32
	global_store_dword v11, v32, s[0:1]
	v_lshlrev_b32_e32 v11, v43, v7
	v_max_i32_e32 v36, v7, v8
	v_min_u32_e32 v37, v7, v8
	v_max_u32_e32 v38, v7, v8
	v_add_i32 v39, v7, v8 clamp
	v_add_u32_e64 v40, v7, v8 clamp
	v_sub_i32 v41, v7, v8 clamp
	v_sub_u32_e64 v42, v7, v8 clamp
	v_ashrrev_i32_e32 v44, 31, v7
	s_waitcnt vmcnt(4)
	v_alignbit_b32 v49, v7, v8, v0
	v_alignbit_b32 v50, v7, v8, 5
	v_min_u32_e32 v5, 32, v33
	global_store_dword v13, v33, s[0:1]
	v_max_i32_e32 v9, v7, v34
	global_store_dword v15, v35, s[0:1]
	global_store_dword v16, v36, s[0:1]
	global_store_dword v17, v37, s[0:1]
	global_store_dword v18, v38, s[0:1]
	global_store_dword v19, v39, s[0:1]
	global_store_dword v20, v40, s[0:1]
	global_store_dword v21, v41, s[0:1]
	global_store_dword v22, v42, s[0:1]
	global_store_dword v26, v48, s[0:1]
	global_store_dword v27, v49, s[0:1]
	global_store_dword v28, v50, s[0:1]
	global_store_dword v10, v4, s[0:1]
	global_store_dword v12, v5, s[0:1]
	global_store_dword v14, v9, s[0:1]
	v_ashrrev_i32_e32 v4, v43, v11
	v_xor_b32_e32 v13, 0x7fffffff, v44
	v_lshrrev_b32_e32 v5, v43, v11
	v_cmp_ne_u32_e32 vcc, v7, v4
	v_alignbit_b32 v45, v7, v8, 1
	v_lshrrev_b32_e32 v46, 1, v7
	v_not_b32_e32 v47, v0
	v_add_u32_e32 v2, v7, v8
	v_cndmask_b32_e32 v4, v11, v13, vcc
	v_cmp_eq_u32_e32 vcc, v7, v5
	v_alignbit_b32 v15, v46, v45, v47
	global_store_dword v25, v15, s[0:1]
	v_cndmask_b32_e32 v5, -1, v11, vcc
	v_cmp_ne_u32_e32 vcc, v2, v39
	global_store_dword v23, v4, s[0:1]
	global_store_dword v24, v5, s[0:1]
	v_cndmask_b32_e32 v4, v0, v2, vcc
	v_add_u32_e32 v5, 0x5c00, v3
	global_store_dword v5, v4, s[0:1]
	v_add_co_u32_e32 v4, vcc, v7, v8
	v_sub_u32_e32 v9, v7, v8
	s_nop 0
	v_cndmask_b32_e32 v4, v0, v4, vcc
	v_or_b32_e32 v5, 0x6000, v3
	v_cmp_ne_u32_e32 vcc, v9, v41
	global_store_dword v5, v4, s[0:1]
	v_add_u32_e32 v5, 0x6400, v3
	v_cndmask_b32_e32 v4, v0, v9, vcc
	global_store_dword v5, v4, s[0:1]
	v_sub_co_u32_e32 v4, vcc, v7, v8
	v_add_u32_e32 v5, 0x6800, v3
	s_nop 0
	v_cndmask_b32_e32 v4, v0, v4, vcc
	global_store_dword v5, v4, s[0:1]
	v_mul_lo_u32 v5, v7, v8
	v_mul_hi_i32 v4, v7, v8
	v_ashrrev_i32_e32 v10, 31, v5
	v_cmp_ne_u32_e32 vcc, v4, v10
	v_add_u32_e32 v10, 0x6c00, v3
	s_mov_b32 s2, 0xffff
	v_cndmask_b32_e32 v4, v0, v5, vcc
	global_store_dword v10, v4, s[0:1]
	v_mul_hi_u32 v4, v7, v8
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_add_u32_e32 v10, 0x7c00, v3
	v_add_u32_e32 v11, 0x9800, v3
	v_cndmask_b32_e32 v4, v0, v5, vcc
	v_or_b32_e32 v5, 0x7000, v3
	global_store_dword v5, v4, s[0:1]
	v_bfe_u32 v4, v7, 5, 10
	v_add_u32_e32 v5, 0x7400, v3
	global_store_dword v5, v4, s[0:1]
	v_and_b32_e32 v4, 15, v8
	v_bfe_u32 v4, v7, v4, 8
	v_add_u32_e32 v5, 0x7800, v3
	global_store_dword v5, v4, s[0:1]
	v_bfe_i32 v5, v7, 12, 12
	global_store_dword v10, v5, s[0:1]
	v_bfi_b32 v5, s2, v7, v8
	v_or_b32_e32 v10, 0x8000, v3
	global_store_dword v10, v5, s[0:1]
	v_bfi_b32 v5, v0, v7, v8
	v_add_u32_e32 v10, 0x8400, v3
	global_store_dword v10, v5, s[0:1]
	v_and_b32_e32 v5, v7, v47
	v_add_u32_e32 v10, 0x8800, v3
	global_store_dword v10, v5, s[0:1]
	v_or_b32_e32 v5, v7, v47
	v_add_u32_e32 v10, 0x8c00, v3
	global_store_dword v10, v5, s[0:1]
	v_not_b32_e32 v5, v5
	v_or_b32_e32 v10, 0x9000, v3
	global_store_dword v10, v5, s[0:1]
	v_xnor_b32_e32 v5, v0, v7
	v_add_u32_e32 v10, 0x9400, v3
	global_store_dword v10, v5, s[0:1]
	v_and_b32_e32 v10, v7, v8
	v_not_b32_e32 v5, v10
	global_store_dword v11, v5, s[0:1]
	v_and_b32_e32 v5, 31, v8
	v_bfe_u32 v5, v7, 0, v5
	v_add_u32_e32 v11, 0x9c00, v3
	global_store_dword v11, v5, s[0:1]
	v_mul_lo_u32 v5, v7, 24
	v_or_b32_e32 v11, 0xa000, v3
	global_store_dword v11, v5, s[0:1]
	v_mad_u32_u24 v5, v7, v8, v0
	v_add_u32_e32 v11, 0xa400, v3
	v_lshlrev_b32_e32 v4, 8, v7
	global_store_dword v11, v5, s[0:1]
	v_lshlrev_b32_e32 v5, 8, v8
	v_mad_i32_i24 v11, v7, v8, v0
	v_add_u32_e32 v12, 0xa800, v3
	global_store_dword v12, v11, s[0:1]
	v_mad_u64_u32 v[4:5], s[2:3], v4, v5, 0
	v_add_u32_e32 v11, 0x15800, v6
	global_store_dwordx2 v11, v[4:5], s[0:1]
	v_mad_u64_u32 v[4:5], s[2:3], v7, v8, v[0:1]
	v_or_b32_e32 v11, 0x16000, v6
	global_store_dwordx2 v11, v[4:5], s[0:1]
	v_mad_i64_i32 v[4:5], s[2:3], v7, v8, v[0:1]
	v_add_u32_e32 v1, 0x16800, v6
	global_store_dwordx2 v1, v[4:5], s[0:1]
	v_add_u32_e32 v1, v2, v0
	v_add_u32_e32 v4, 0xb800, v3
	global_store_dword v4, v1, s[0:1]
	v_xor_b32_e32 v1, v7, v8
	v_xor_b32_e32 v1, v1, v0
	v_add_u32_e32 v4, 0xbc00, v3
	global_store_dword v4, v1, s[0:1]
	v_mad_u64_u32 v[4:5], s[2:3], v7, 3, v[2:3]
	v_or_b32_e32 v1, 0xc000, v3
	global_store_dword v1, v4, s[0:1]
	v_lshlrev_b32_e32 v1, 3, v2
	v_add_u32_e32 v2, 0xc400, v3
	global_store_dword v2, v1, s[0:1]
	v_or_b32_e32 v1, v10, v0
	v_add_u32_e32 v2, 0xc800, v3
	global_store_dword v2, v1, s[0:1]
	v_or3_b32 v1, v7, v8, v0
	v_add_u32_e32 v2, 0xcc00, v3
	global_store_dword v2, v1, s[0:1]
	v_lshrrev_b32_e32 v1, 3, v7
	v_and_or_b32 v1, v1, v8, v0
	v_or_b32_e32 v2, 0xd000, v3
	global_store_dword v2, v1, s[0:1]
	v_sub_u32_e32 v1, v9, v0
	v_add_u32_e32 v2, 0xd400, v3
	global_store_dword v2, v1, s[0:1]
	v_min_i32_e32 v1, v36, v0
	v_add_u32_e32 v2, 0xd800, v3
	global_store_dword v2, v1, s[0:1]
	v_max_i32_e32 v1, v36, v0
	v_add_u32_e32 v2, 0xdc00, v3
	global_store_dword v2, v1, s[0:1]
	v_min_u32_e32 v1, v38, v0
	v_or_b32_e32 v2, 0xe000, v3
	global_store_dword v2, v1, s[0:1]
	v_max_u32_e32 v0, v38, v0
	v_add_u32_e32 v1, 0xe400, v3
	global_store_dword v1, v0, s[0:1]
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
		.amdhsa_next_free_vgpr 51
		.amdhsa_next_free_sgpr 4
		.amdhsa_accum_offset 52
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
	.size	bits_div_i32, .Lfunc_end0-bits_div_i32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1496
; NumSgprs: 10
; NumVgprs: 51
; NumAgprs: 0
; TotalNumVgprs: 51
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 51
; AccumOffset: 52
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 12
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
    .vgpr_count:     51
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
