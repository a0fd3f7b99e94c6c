	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	div_div_i32                     ; -- Begin function div_div_i32
	.p2align	8
	.type	div_div_i32,@function
div_div_i32:                            ; @div_div_i32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_nc_u32_e32 v1, 0x200, v0
	v_or_b32_e32 v15, 0x1000, v0
	v_add_nc_u32_e32 v14, 0xc00, v0
	v_add_nc_u32_e32 v19, 0x1800, v0
	v_add_nc_u32_e32 v20, 0x1c00, v0
	v_add_nc_u32_e32 v11, 0x400, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_dword v1, v1, s[6:7]
	global_load_dword v2, v0, s[6:7]
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v3, 1, v1
	v_ashrrev_i32_e32 v1, 31, v1
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v9, 31, v2
	v_mul_hi_i32 v12, 0x92492493, v2
	v_mul_hi_u32 v13, 0x24924925, v2
	v_cvt_f32_u32_e32 v6, v3
	v_add_nc_u32_e32 v4, v3, v1
	v_sub_nc_u32_e32 v8, 0, v3
	v_add_nc_u32_e32 v10, v2, v9
	v_rcp_iflag_f32_e32 v6, v6
	v_xor_b32_e32 v4, v4, v1
	v_add_nc_u32_e32 v12, v12, v2
	v_xor_b32_e32 v10, v10, v9
	v_sub_nc_u32_e32 v16, v2, v13
	v_xor_b32_e32 v1, v9, v1
	v_cvt_f32_u32_e32 v5, v4
	v_sub_nc_u32_e32 v7, 0, v4
	v_lshrrev_b32_e32 v17, 31, v12
	v_ashrrev_i32_e32 v12, 2, v12
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_rcp_iflag_f32_e32 v5, v5
	v_lshrrev_b32_e32 v16, 1, v16
	v_add_nc_u32_e32 v12, v12, v17
	v_cvt_u32_f32_e32 v6, v6
	v_add_nc_u32_e32 v13, v16, v13
	v_mul_lo_u32 v8, v8, v6
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v5, v5
	v_mul_hi_u32 v8, v6, v8
	v_mul_lo_u32 v7, v7, v5
	v_add_nc_u32_e32 v6, v6, v8
	v_add_nc_u32_e32 v8, 0x1400, v0
	v_mul_hi_u32 v7, v5, v7
	v_mul_hi_u32 v6, v2, v6
	v_add_nc_u32_e32 v5, v5, v7
	v_add_nc_u32_e32 v7, 0x800, v0
	v_mul_lo_u32 v16, v6, v3
	v_or_b32_e32 v0, 0x2000, v0
	v_mul_hi_u32 v5, v10, v5
	global_store_dword v7, v12, s[4:5]
	v_lshrrev_b32_e32 v7, 2, v13
	v_mul_lo_u32 v12, v12, 7
	global_store_dword v15, v7, s[4:5]
	v_mul_lo_u32 v18, v5, v4
	v_add_nc_u32_e32 v13, 1, v5
	v_sub_nc_u32_e32 v15, v2, v16
	v_mul_lo_u32 v7, v7, 7
	v_sub_nc_u32_e32 v12, v2, v12
	v_sub_nc_u32_e32 v16, v15, v3
	v_sub_nc_u32_e32 v10, v10, v18
	global_store_dword v19, v12, s[4:5]
	v_sub_nc_u32_e32 v2, v2, v7
	v_sub_nc_u32_e32 v17, v10, v4
	v_cmp_ge_u32_e32 vcc, v10, v4
	v_cndmask_b32_e32 v5, v5, v13, vcc
	v_cndmask_b32_e32 v10, v10, v17, vcc
	v_add_nc_u32_e32 v13, 1, v6
	v_cmp_ge_u32_e32 vcc, v15, v3
	v_add_nc_u32_e32 v17, 1, v5
	v_cmp_ge_u32_e64 s[0:1], v10, v4
	v_sub_nc_u32_e32 v4, v10, v4
	v_cndmask_b32_e32 v6, v6, v13, vcc
	v_cndmask_b32_e32 v13, v15, v16, vcc
	v_cndmask_b32_e64 v5, v5, v17, s[0:1]
	v_cndmask_b32_e64 v4, v10, v4, s[0:1]
	v_add_nc_u32_e32 v10, 1, v6
	v_cmp_ge_u32_e32 vcc, v13, v3
	v_sub_nc_u32_e32 v15, v13, v3
	v_xor_b32_e32 v3, v5, v1
	v_xor_b32_e32 v4, v4, v9
	v_cndmask_b32_e32 v5, v6, v10, vcc
	v_cndmask_b32_e32 v6, v13, v15, vcc
	v_sub_nc_u32_e32 v1, v3, v1
	v_sub_nc_u32_e32 v3, v4, v9
	global_store_dword v14, v5, s[4:5]
	global_store_dword v20, v6, s[4:5]
	global_store_dword v11, v1, s[4:5]
	global_store_dword v8, v3, s[4:5]
	global_store_dword v0, v2, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel div_div_i32
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_flat_scratch 0
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
	.size	div_div_i32, .Lfunc_end0-div_div_i32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 540
; NumSgprs: 10
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 21
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
    .name:           div_div_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         div_div_i32.kd
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
