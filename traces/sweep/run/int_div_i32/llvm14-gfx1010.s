	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	int_div_i32                     ; -- Begin function int_div_i32
	.p2align	8
	.type	int_div_i32,@function
int_div_i32:                            ; @int_div_i32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dword v1, v0, s[6:7]
	global_load_dword v2, v0, s[6:7] offset:256
	global_load_dword v3, v0, s[6:7] offset:512
	v_or_b32_e32 v7, 0x1000, v0
	v_add_nc_u32_e32 v12, 0x2400, v0
	v_add_nc_u32_e32 v4, 0x400, v0
	v_add_nc_u32_e32 v13, 0x2800, v0
	v_add_nc_u32_e32 v5, 0x800, v0
	v_add_nc_u32_e32 v14, 0x2c00, v0
	v_add_nc_u32_e32 v8, 0x1400, v0
	v_or_b32_e32 v15, 0x3000, v0
	v_add_nc_u32_e32 v9, 0x1800, v0
	v_or_b32_e32 v11, 0x2000, v0
	v_add_nc_u32_e32 v10, 0x1c00, v0
	v_add_nc_u32_e32 v16, 0x3400, v0
	v_add_nc_u32_e32 v6, 0xc00, v0
	v_add_nc_u32_e32 v17, 0x3800, v0
	v_add_nc_u32_e32 v18, 0x3c00, v0
	v_or_b32_e32 v19, 0x4000, v0
	v_add_nc_u32_e32 v20, 0x4400, v0
	v_add_nc_u32_e32 v22, 0x4c00, v0
	v_add_nc_u32_e32 v21, 0x4800, v0
	v_or_b32_e32 v23, 0x5000, v0
	v_add_nc_u32_e32 v24, 0x5400, v0
	v_add_nc_u32_e32 v25, 0x5800, v0
	v_add_nc_u32_e32 v26, 0x5c00, v0
	v_or_b32_e32 v27, 0x6000, v0
	v_add_nc_u32_e32 v28, 0x6400, v0
	v_add_nc_u32_e32 v29, 0x6800, v0
	v_add_nc_u32_e32 v30, 0x6c00, v0
	v_or_b32_e32 v31, 0x7000, v0
	v_add_nc_u32_e32 v32, 0x7400, v0
	v_add_nc_u32_e32 v33, 0x7800, v0
	v_add_nc_u32_e32 v34, 0x7c00, v0
	v_or_b32_e32 v35, 0x8000, v0
	v_add_nc_u32_e32 v36, 0x8400, v0
	v_add_nc_u32_e32 v0, 0x8800, v0
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v39, v2, v1
	v_cmp_eq_u32_e32 vcc_lo, v1, v2
	v_add_nc_u32_e32 v37, v1, v2
	v_sub_nc_u32_e32 v38, v1, v2
	v_lshrrev_b32_e32 v41, v2, v1
	global_store_dword v7, v39, s[4:5]
	v_xor_b32_e32 v39, v1, v2
	global_store_dword v4, v37, s[4:5]
	global_store_dword v13, v37, s[4:5]
	global_store_dword v5, v38, s[4:5]
	global_store_dword v14, v38, s[4:5]
	global_store_dword v12, v39, s[4:5]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v39, v3, v1, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, v1, v2
	global_store_dword v8, v41, s[4:5]
	v_lshlrev_b32_e32 v8, 3, v1
	v_ashrrev_i32_e32 v42, v2, v1
	v_or_b32_e32 v7, v1, v2
	v_cndmask_b32_e32 v4, v3, v1, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, v1, v2
	global_store_dword v15, v8, s[4:5]
	v_and_b32_e32 v43, v1, v2
	v_mul_lo_u32 v40, v1, v2
	v_cmp_gt_i32_e64 s0, 0, v2
	v_cndmask_b32_e32 v13, v3, v1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v1, v2
	global_store_dword v9, v42, s[4:5]
	v_mul_lo_u32 v42, 0x3039, v1
	v_lshrrev_b32_e32 v41, 3, v1
	global_store_dword v11, v7, s[4:5]
	v_cndmask_b32_e32 v37, v3, v1, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, v1, v2
	v_mul_hi_i32 v11, v1, v2
	v_ashrrev_i32_e32 v9, 3, v1
	v_mul_hi_u32 v12, v1, v2
	global_store_dword v10, v43, s[4:5]
	v_cndmask_b32_e32 v5, v3, v1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, v1, v2
	v_add_nc_u32_e32 v10, 0x186a0, v1
	v_sub_nc_u32_e32 v43, 0, v1
	v_not_b32_e32 v7, v1
	v_cndmask_b32_e32 v14, v3, v1, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, v1, v2
	v_cndmask_b32_e32 v38, v3, v1, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v1, v2
	v_cndmask_b32_e32 v8, v3, v1, vcc_lo
	v_cmp_lt_i32_e32 vcc_lo, v1, v2
	v_cndmask_b32_e32 v15, v3, v1, vcc_lo
	v_cmp_le_i32_e32 vcc_lo, v1, v2
	v_ashrrev_i32_e32 v2, 31, v2
	v_cndmask_b32_e32 v3, v3, v1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	s_xor_b32 s1, vcc_lo, s0
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	s_and_b32 s0, vcc_lo, s0
	global_store_dword v16, v41, s[4:5]
	global_store_dword v17, v9, s[4:5]
	global_store_dword v19, v10, s[4:5]
	global_store_dword v20, v43, s[4:5]
	global_store_dword v21, v7, s[4:5]
	global_store_dword v24, v39, s[4:5]
	global_store_dword v25, v4, s[4:5]
	global_store_dword v26, v13, s[4:5]
	global_store_dword v27, v37, s[4:5]
	global_store_dword v28, v5, s[4:5]
	global_store_dword v29, v14, s[4:5]
	global_store_dword v30, v38, s[4:5]
	global_store_dword v31, v8, s[4:5]
	global_store_dword v32, v15, s[4:5]
	global_store_dword v33, v3, s[4:5]
	global_store_dword v34, v1, s[4:5]
	global_store_dword v35, v2, s[4:5]
	v_cndmask_b32_e64 v1, 9, 7, s1
	v_cndmask_b32_e64 v2, 2.0, 1.0, s0
	global_store_dword v6, v40, s[4:5]
	global_store_dword v18, v42, s[4:5]
	global_store_dword v22, v11, s[4:5]
	global_store_dword v23, v12, s[4:5]
	global_store_dword v36, v1, s[4:5]
	global_store_dword v0, v2, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel int_div_i32
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
	.size	int_div_i32, .Lfunc_end0-int_div_i32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 836
; NumSgprs: 10
; NumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 10
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
    .name:           int_div_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         int_div_i32.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
