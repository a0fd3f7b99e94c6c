	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	bits_div_i32                    ; -- Begin function bits_div_i32
	.p2align	8
	.type	bits_div_i32,@function
bits_div_i32:                           ; @bits_div_i32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v5, 2, v0
	v_lshlrev_b32_e32 v0, 3, v0
	v_mov_b32_e32 v2, 0
	v_add_nc_u32_e32 v1, 0x100, v5
	v_add_nc_u32_e32 v7, 0x800, v5
	v_add_nc_u32_e32 v48, 0x15800, v0
	v_or_b32_e32 v50, 0x16000, v0
	v_add_nc_u32_e32 v51, 0x16800, v0
	v_add_nc_u32_e32 v6, 0x400, v5
	v_add_nc_u32_e32 v14, 0x2400, v5
	v_add_nc_u32_e32 v8, 0xc00, v5
	v_add_nc_u32_e32 v19, 0x3800, v5
	v_add_nc_u32_e32 v16, 0x2c00, v5
	v_or_b32_e32 v25, 0x5000, v5
	v_or_b32_e32 v21, 0x4000, v5
	v_add_nc_u32_e32 v27, 0x5800, v5
	v_add_nc_u32_e32 v26, 0x5400, v5
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_dword v3, v5, s[6:7]
	global_load_dword v4, v1, s[6:7]
	v_add_nc_u32_e32 v1, 0x200, v5
	v_add_nc_u32_e32 v36, 0x7c00, v5
	v_or_b32_e32 v9, 0x1000, v5
	v_add_nc_u32_e32 v10, 0x1400, v5
	v_add_nc_u32_e32 v11, 0x1800, v5
	global_load_dword v1, v1, s[6:7]
	v_add_nc_u32_e32 v12, 0x1c00, v5
	v_or_b32_e32 v13, 0x2000, v5
	v_add_nc_u32_e32 v15, 0x2800, v5
	v_or_b32_e32 v17, 0x3000, v5
	v_add_nc_u32_e32 v18, 0x3400, v5
	v_add_nc_u32_e32 v20, 0x3c00, v5
	v_add_nc_u32_e32 v22, 0x4400, v5
	v_add_nc_u32_e32 v23, 0x4800, v5
	v_add_nc_u32_e32 v24, 0x4c00, v5
	v_add_nc_u32_e32 v28, 0x5c00, v5
	v_or_b32_e32 v29, 0x6000, v5
	v_add_nc_u32_e32 v30, 0x6400, v5
	v_add_nc_u32_e32 v31, 0x6800, v5
	v_add_nc_u32_e32 v32, 0x6c00, v5
	v_or_b32_e32 v33, 0x7000, v5
	v_add_nc_u32_e32 v34, 0x7400, v5
	v_add_nc_u32_e32 v35, 0x7800, v5
	v_or_b32_e32 v37, 0x8000, v5
	v_add_nc_u32_e32 v38, 0x8400, v5
	v_add_nc_u32_e32 v39, 0x8800, v5
	v_add_nc_u32_e32 v40, 0x8c00, v5
	v_or_b32_e32 v41, 0x9000, v5
	v_add_nc_u32_e32 v42, 0x9400, v5
	v_add_nc_u32_e32 v43, 0x9800, v5
	v_add_nc_u32_e32 v44, 0x9c00, v5
	v_or_b32_e32 v45, 0xa000, v5
	v_add_nc_u32_e32 v46, 0xa400, v5
	v_add_nc_u32_e32 v47, 0xa800, v5
	v_add_nc_u32_e32 v52, 0xb800, v5
	v_or_b32_e32 v53, 0xc000, v5
	v_add_nc_u32_e32 v54, 0xc400, v5
	v_add_nc_u32_e32 v55, 0xe400, v5
	s_waitcnt vmcnt(2)
	v_bfrev_b32_e32 v0, v3
	v_bcnt_u32_b32 v49, v3, 0
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v56, v3, v4
	global_store_dword v7, v0, s[4:5]
	v_min_i32_e32 v0, v3, v4
	global_store_dword v6, v49, s[4:5]
	v_perm_b32 v6, 0, v3, 0x10203
	v_add_nc_u32_e32 v49, 0xbc00, v5
	v_ffbl_b32_e32 v7, v3
	global_store_dword v14, v0, s[4:5]
	v_add_nc_u32_e64 v0, v3, v4 clamp
	global_store_dword v8, v6, s[4:5]
	v_min_u32_e32 v6, v3, v4
	v_add_nc_u32_e32 v14, 0xc800, v5
	s_waitcnt vmcnt(0)
	v_xnor_b32_e32 v8, v1, v3
	global_store_dword v19, v0, s[4:5]
	v_alignbit_b32 v0, v3, v4, 27
	global_store_dword v16, v6, s[4:5]
	v_sub_nc_u32_e64 v6, v3, v4 clamp
	v_add_nc_u32_e32 v16, 0xcc00, v5
	v_or_b32_e32 v19, 0xd000, v5
	global_store_dword v25, v0, s[4:5]
	v_alignbit_b32 v0, v3, v4, 5
	global_store_dword v21, v6, s[4:5]
	v_alignbit_b32 v6, v3, v4, v1
	v_add_nc_u32_e32 v21, 0xd400, v5
	v_add_nc_u32_e32 v25, 0xd800, v5
	global_store_dword v27, v0, s[4:5]
	v_bfe_i32 v0, v3, 12, 12
	global_store_dword v26, v6, s[4:5]
	v_add_nc_u32_e32 v26, 0xdc00, v5
	v_bfe_u32 v6, v3, 5, 10
	v_or_b32_e32 v27, 0xe000, v5
	v_bfi_b32 v5, 0xffff, v3, v4
	global_store_dword v36, v0, s[4:5]
	v_bfi_b32 v0, v1, v3, v4
	global_store_dword v34, v6, s[4:5]
	v_add_co_u32 v34, vcc_lo, v3, v4
	global_store_dword v37, v5, s[4:5]
	v_sub_nc_u32_e32 v5, 0, v3
	global_store_dword v38, v0, s[4:5]
	v_mad_u32_u24 v0, v3, v4, v1
	global_store_dword v42, v8, s[4:5]
	v_mad_i32_i24 v8, v3, v4, v1
	v_mul_lo_u32 v36, v3, 24
	v_ffbh_u32_e32 v6, v3
	global_store_dword v46, v0, s[4:5]
	v_cndmask_b32_e32 v0, v1, v34, vcc_lo
	global_store_dword v47, v8, s[4:5]
	v_sub_co_u32 v8, vcc_lo, v3, v4
	v_max_i32_e32 v5, v3, v5
	global_store_dword v45, v36, s[4:5]
	global_store_dword v29, v0, s[4:5]
	v_alignbit_b32 v45, v3, v4, 1
	v_cndmask_b32_e32 v0, v1, v8, vcc_lo
	global_store_dword v10, v6, s[4:5]
	v_lshrrev_b32_e32 v8, 1, v3
	v_min_u32_e32 v6, 32, v6
	global_store_dword v12, v7, s[4:5]
	v_not_b32_e32 v10, v1
	v_min_u32_e32 v7, 32, v7
	global_store_dword v13, v5, s[4:5]
	v_and_b32_e32 v5, 15, v4
	v_add_nc_i32 v42, v3, v4 clamp
	v_and_b32_e32 v36, 3, v4
	v_mul_lo_u32 v47, v3, v4
	global_store_dword v9, v6, s[4:5]
	global_store_dword v11, v7, s[4:5]
	v_alignbit_b32 v6, v8, v45, v10
	v_bfe_u32 v5, v3, v5, 8
	v_and_b32_e32 v11, 31, v4
	v_and_b32_e32 v7, v3, v10
	v_max_u32_e32 v38, v3, v4
	v_sub_nc_i32 v34, v3, v4 clamp
	v_ashrrev_i32_e32 v29, 31, v3
	global_store_dword v31, v0, s[4:5]
	v_add_nc_u32_e32 v0, v3, v4
	v_sub_nc_u32_e32 v31, v3, v4
	v_and_b32_e32 v13, v3, v4
	global_store_dword v18, v42, s[4:5]
	v_lshlrev_b32_e32 v18, v36, v3
	v_mul_hi_i32 v46, v3, v4
	v_lshlrev_b32_e32 v9, 8, v3
	global_store_dword v24, v6, s[4:5]
	v_lshlrev_b32_e32 v12, 8, v4
	global_store_dword v35, v5, s[4:5]
	v_mad_u64_u32 v[5:6], s0, v3, v4, v[1:2]
	global_store_dword v39, v7, s[4:5]
	v_mad_i64_i32 v[7:8], s0, v3, v4, v[1:2]
	v_bfe_u32 v11, v3, 0, v11
	v_max_i32_e32 v37, v3, v4
	global_store_dword v17, v38, s[4:5]
	global_store_dword v20, v34, s[4:5]
	v_lshrrev_b32_e32 v17, 3, v3
	v_cmp_ne_u32_e32 vcc_lo, v0, v42
	v_xor_b32_e32 v20, 0x7fffffff, v29
	v_cmp_ne_u32_e64 s0, v31, v34
	v_not_b32_e32 v29, v13
	v_ashrrev_i32_e32 v34, 31, v47
	v_ashrrev_i32_e32 v39, v36, v18
	v_lshrrev_b32_e32 v36, v36, v18
	v_or_b32_e32 v24, v3, v10
	v_mad_u64_u32 v[9:10], s1, v9, v12, 0
	global_store_dword v44, v11, s[4:5]
	v_mad_u64_u32 v[11:12], s1, v3, 3, v[0:1]
	v_cmp_ne_u32_e64 s2, 0, v56
	global_store_dword v15, v37, s[4:5]
	v_xor3_b32 v2, v3, v4, v1
	v_or3_b32 v15, v3, v4, v1
	v_and_or_b32 v4, v17, v4, v1
	v_add_nc_u32_e32 v17, v0, v1
	global_store_dword v43, v29, s[4:5]
	v_lshlrev_b32_e32 v29, 3, v0
	v_cmp_ne_u32_e64 s1, v46, v34
	v_cndmask_b32_e32 v0, v1, v0, vcc_lo
	v_or_b32_e32 v12, v13, v1
	v_sub_nc_u32_e32 v13, v31, v1
	v_cndmask_b32_e64 v31, v1, v31, s0
	v_cmp_ne_u32_e32 vcc_lo, v3, v39
	v_cmp_eq_u32_e64 s0, v3, v36
	global_store_dword v40, v24, s[4:5]
	v_not_b32_e32 v24, v24
	v_cndmask_b32_e64 v40, v1, v47, s2
	global_store_dword v28, v0, s[4:5]
	global_store_dword v30, v31, s[4:5]
	v_cndmask_b32_e64 v0, v1, v47, s1
	v_min_i32_e32 v34, v37, v1
	v_max_i32_e32 v35, v37, v1
	v_min_u32_e32 v37, v38, v1
	v_max_u32_e32 v38, v38, v1
	v_cndmask_b32_e32 v1, v18, v20, vcc_lo
	v_cndmask_b32_e64 v3, -1, v18, s0
	global_store_dword v41, v24, s[4:5]
	global_store_dword v33, v40, s[4:5]
	global_store_dword v32, v0, s[4:5]
	global_store_dword v22, v1, s[4:5]
	global_store_dword v23, v3, s[4:5]
	global_store_dwordx2 v48, v[9:10], s[4:5]
	global_store_dwordx2 v50, v[5:6], s[4:5]
	global_store_dwordx2 v51, v[7:8], s[4:5]
	global_store_dword v52, v17, s[4:5]
	global_store_dword v49, v2, s[4:5]
	global_store_dword v53, v11, s[4:5]
	global_store_dword v54, v29, s[4:5]
	global_store_dword v14, v12, s[4:5]
	global_store_dword v16, v15, s[4:5]
	global_store_dword v19, v4, s[4:5]
	global_store_dword v21, v13, s[4:5]
	global_store_dword v25, v34, s[4:5]
	global_store_dword v26, v35, s[4:5]
	global_store_dword v27, v37, s[4:5]
	global_store_dword v55, v38, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
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
		.amdhsa_next_free_vgpr 57
		.amdhsa_next_free_sgpr 8
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
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1580
; NumSgprs: 10
; NumVgprs: 57
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 57
; Occupancy: 16
; WaveLimiterHint : 0
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         bits_div_i32.kd
    .vgpr_count:     57
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
