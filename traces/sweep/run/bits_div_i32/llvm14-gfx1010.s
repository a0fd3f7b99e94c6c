	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	bits_div_i32                    ; -- Begin function bits_div_i32
	.p2align	8
	.type	bits_div_i32,@function
bits_div_i32:                           ; @bits_div_i32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v9, 2, v0
	v_mov_b32_e32 v2, 0
	v_lshlrev_b32_e32 v0, 3, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dword v3, v9, s[2:3]
	global_load_dword v4, v9, s[2:3] offset:256
	global_load_dword v1, v9, s[2:3] offset:512
	v_or_b32_e32 v40, 0x16000, v0
	v_add_nc_u32_e32 v10, 0x400, v9
	v_add_nc_u32_e32 v42, 0x16800, v0
	v_add_nc_u32_e32 v11, 0x800, v9
	v_add_nc_u32_e32 v12, 0xc00, v9
	v_add_nc_u32_e32 v18, 0x2400, v9
	v_add_nc_u32_e32 v20, 0x2c00, v9
	v_add_nc_u32_e32 v23, 0x3800, v9
	v_or_b32_e32 v25, 0x4000, v9
	v_or_b32_e32 v29, 0x5000, v9
	v_add_nc_u32_e32 v30, 0x5400, v9
	v_add_nc_u32_e32 v31, 0x5800, v9
	v_or_b32_e32 v33, 0x6000, v9
	v_add_nc_u32_e32 v35, 0x6800, v9
	v_add_nc_u32_e32 v38, 0x7400, v9
	v_or_b32_e32 v41, 0x8000, v9
	v_add_nc_u32_e32 v14, 0x1400, v9
	v_add_nc_u32_e32 v16, 0x1c00, v9
	v_or_b32_e32 v13, 0x1000, v9
	v_add_nc_u32_e32 v15, 0x1800, v9
	v_or_b32_e32 v17, 0x2000, v9
	v_add_nc_u32_e32 v22, 0x3400, v9
	v_add_nc_u32_e32 v28, 0x4c00, v9
	v_add_nc_u32_e32 v24, 0x3c00, v9
	v_add_nc_u32_e32 v19, 0x2800, v9
	v_or_b32_e32 v21, 0x3000, v9
	v_add_nc_u32_e32 v32, 0x5c00, v9
	v_add_nc_u32_e32 v34, 0x6400, v9
	v_add_nc_u32_e32 v39, 0x7800, v9
	v_or_b32_e32 v37, 0x7000, v9
	v_add_nc_u32_e32 v0, 0x15800, v0
	v_add_nc_u32_e32 v36, 0x6c00, v9
	v_add_nc_u32_e32 v26, 0x4400, v9
	v_add_nc_u32_e32 v27, 0x4800, v9
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[5:6], s2, v3, v4, v[1:2]
	v_mad_i64_i32 v[7:8], s2, v3, v4, v[1:2]
	v_add_nc_u32_e32 v2, 0x7c00, v9
	global_store_dwordx2 v40, v[5:6], s[0:1]
	v_bcnt_u32_b32 v6, v3, 0
	global_store_dwordx2 v42, v[7:8], s[0:1]
	v_bfrev_b32_e32 v8, v3
	v_add_nc_u32_e32 v5, 0x8400, v9
	v_add_nc_u32_e32 v7, 0x8c00, v9
	global_store_dword v10, v6, s[0:1]
	v_perm_b32 v6, 0, v3, 0x10203
	global_store_dword v11, v8, s[0:1]
	v_min_i32_e32 v8, v3, v4
	v_add_nc_u32_e32 v10, 0x9400, v9
	v_add_nc_u32_e32 v40, 0x8800, v9
	global_store_dword v12, v6, s[0:1]
	v_min_u32_e32 v6, v3, v4
	global_store_dword v18, v8, s[0:1]
	v_add_nc_u32_e64 v8, v3, v4 clamp
	v_or_b32_e32 v18, 0xa000, v9
	v_add_nc_u32_e32 v11, 0x9800, v9
	global_store_dword v20, v6, s[0:1]
	v_sub_nc_u32_e64 v20, v3, v4 clamp
	global_store_dword v23, v8, s[0:1]
	v_alignbit_b32 v23, v3, v4, 27
	v_add_nc_u32_e32 v6, 0xa400, v9
	v_add_nc_u32_e32 v8, 0xa800, v9
	global_store_dword v25, v20, s[0:1]
	v_alignbit_b32 v20, v3, v4, v1
	global_store_dword v29, v23, s[0:1]
	v_alignbit_b32 v29, v3, v4, 5
	v_add_nc_u32_e32 v23, 0xbc00, v9
	v_add_nc_u32_e32 v12, 0x9c00, v9
	global_store_dword v30, v20, s[0:1]
	v_add_co_u32 v30, vcc_lo, v3, v4
	global_store_dword v31, v29, s[0:1]
	v_add_nc_u32_e32 v25, 0xb800, v9
	v_add_nc_u32_e32 v31, 0xc400, v9
	v_cndmask_b32_e32 v30, v1, v30, vcc_lo
	v_sub_co_u32 v29, vcc_lo, v3, v4
	v_or_b32_e32 v20, 0xc000, v9
	v_or_b32_e32 v42, 0x9000, v9
	global_store_dword v33, v30, s[0:1]
	v_cndmask_b32_e32 v29, v1, v29, vcc_lo
	v_bfe_u32 v30, v3, 5, 10
	v_add_nc_u32_e32 v33, 0xc800, v9
	global_store_dword v35, v29, s[0:1]
	v_bfe_i32 v29, v3, 12, 12
	global_store_dword v38, v30, s[0:1]
	v_bfi_b32 v30, 0xffff, v3, v4
	v_add_nc_u32_e32 v35, 0xcc00, v9
	v_or_b32_e32 v38, 0xd000, v9
	global_store_dword v2, v29, s[0:1]
	v_bfi_b32 v2, v1, v3, v4
	global_store_dword v41, v30, s[0:1]
	v_xnor_b32_e32 v30, v1, v3
	v_add_nc_u32_e32 v29, 0xd400, v9
	v_add_nc_u32_e32 v41, 0xd800, v9
	global_store_dword v5, v2, s[0:1]
	v_mad_u32_u24 v5, v3, v4, v1
	global_store_dword v10, v30, s[0:1]
	v_mad_i32_i24 v30, v3, v4, v1
	v_add_nc_u32_e32 v2, 0xdc00, v9
	v_or_b32_e32 v10, 0xe000, v9
	global_store_dword v6, v5, s[0:1]
	v_xor3_b32 v5, v3, v4, v1
	global_store_dword v8, v30, s[0:1]
	v_ffbh_u32_e32 v30, v3
	v_mul_lo_u32 v6, v3, 24
	v_or3_b32 v8, v3, v4, v1
	global_store_dword v23, v5, s[0:1]
	v_ffbl_b32_e32 v5, v3
	v_sub_nc_u32_e32 v23, 0, v3
	global_store_dword v14, v30, s[0:1]
	v_min_u32_e32 v14, 32, v30
	global_store_dword v35, v8, s[0:1]
	global_store_dword v16, v5, s[0:1]
	v_min_u32_e32 v5, 32, v5
	global_store_dword v18, v6, s[0:1]
	v_add_nc_i32 v6, v3, v4 clamp
	global_store_dword v13, v14, s[0:1]
	v_alignbit_b32 v13, v3, v4, 1
	v_max_i32_e32 v14, v3, v23
	v_lshrrev_b32_e32 v23, 1, v3
	global_store_dword v15, v5, s[0:1]
	v_not_b32_e32 v5, v1
	v_add_nc_u32_e32 v15, v3, v4
	v_sub_nc_i32 v18, v3, v4 clamp
	global_store_dword v17, v14, s[0:1]
	v_sub_nc_u32_e32 v14, v3, v4
	v_alignbit_b32 v13, v23, v13, v5
	v_cmp_ne_u32_e32 vcc_lo, v15, v6
	v_max_i32_e32 v8, v3, v4
	v_max_u32_e32 v35, v3, v4
	global_store_dword v22, v6, s[0:1]
	global_store_dword v28, v13, s[0:1]
	v_cndmask_b32_e32 v6, v1, v15, vcc_lo
	v_and_b32_e32 v13, 15, v4
	v_cmp_ne_u32_e32 vcc_lo, v14, v18
	v_mul_lo_u32 v23, v3, v4
	v_mul_hi_u32 v22, v3, v4
	global_store_dword v24, v18, s[0:1]
	v_mul_lo_u32 v24, v3, 3
	v_and_b32_e32 v30, 3, v4
	v_lshlrev_b32_e32 v28, 8, v3
	global_store_dword v32, v6, s[0:1]
	v_and_b32_e32 v6, 31, v4
	global_store_dword v19, v8, s[0:1]
	v_lshlrev_b32_e32 v19, 8, v4
	v_cndmask_b32_e32 v18, v1, v14, vcc_lo
	global_store_dword v21, v35, s[0:1]
	v_lshrrev_b32_e32 v21, 3, v3
	v_bfe_u32 v13, v3, v13, 8
	v_mul_hi_i32 v17, v3, v4
	v_and_b32_e32 v32, v3, v4
	global_store_dword v34, v18, s[0:1]
	v_lshlrev_b32_e32 v18, v30, v3
	v_and_b32_e32 v34, v3, v5
	v_or_b32_e32 v43, v3, v5
	global_store_dword v39, v13, s[0:1]
	v_bfe_u32 v39, v3, 0, v6
	v_mad_u64_u32 v[5:6], s2, v28, v19, 0
	v_add_nc_u32_e32 v19, v15, v1
	v_and_or_b32 v4, v21, v4, v1
	v_lshlrev_b32_e32 v21, 3, v15
	v_add_nc_u32_e32 v15, v15, v24
	v_ashrrev_i32_e32 v24, 31, v23
	v_cmp_ne_u32_e32 vcc_lo, 0, v22
	v_ashrrev_i32_e32 v16, 31, v3
	global_store_dword v7, v43, s[0:1]
	v_ashrrev_i32_e32 v7, v30, v18
	v_not_b32_e32 v13, v32
	v_cndmask_b32_e32 v22, v1, v23, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, v17, v24
	v_xor_b32_e32 v16, 0x7fffffff, v16
	v_or_b32_e32 v28, v32, v1
	v_sub_nc_u32_e32 v14, v14, v1
	global_store_dword v40, v34, s[0:1]
	v_min_i32_e32 v32, v8, v1
	v_max_i32_e32 v8, v8, v1
	v_min_u32_e32 v34, v35, v1
	v_max_u32_e32 v35, v35, v1
	v_lshrrev_b32_e32 v30, v30, v18
	v_cndmask_b32_e32 v1, v1, v23, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, v3, v7
	global_store_dword v11, v13, s[0:1]
	global_store_dword v12, v39, s[0:1]
	global_store_dword v25, v19, s[0:1]
	global_store_dword v31, v21, s[0:1]
	global_store_dword v33, v28, s[0:1]
	global_store_dword v38, v4, s[0:1]
	global_store_dword v29, v14, s[0:1]
	global_store_dword v41, v32, s[0:1]
	global_store_dword v2, v8, s[0:1]
	global_store_dword v10, v34, s[0:1]
	global_store_dword v37, v22, s[0:1]
	global_store_dwordx2 v0, v[5:6], s[0:1]
	v_not_b32_e32 v40, v43
	v_add_nc_u32_e32 v9, 0xe400, v9
	v_cndmask_b32_e32 v0, v18, v16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v3, v30
	v_cndmask_b32_e32 v2, -1, v18, vcc_lo
	global_store_dword v20, v15, s[0:1]
	global_store_dword v42, v40, s[0:1]
	global_store_dword v36, v1, s[0:1]
	global_store_dword v26, v0, s[0:1]
	global_store_dword v27, v2, s[0:1]
	global_store_dword v9, v35, s[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bits_div_i32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
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
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1508
; NumSgprs: 8
; NumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 44
; Occupancy: 20
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	".note.GNU-stack"
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           bits_div_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         bits_div_i32.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
