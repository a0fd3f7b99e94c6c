	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	div_div_i32                     ; -- Begin function div_div_i32
	.p2align	8
	.type	div_div_i32,@function
div_div_i32:                            ; @div_div_i32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s0, 0x92492493
	s_mov_b32 s1, 0x24924925
	s_mov_b32 s2, 0x4f7ffffe
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[6:7] offset:512
	global_load_dword v2, v0, s[6:7]
	v_add_u32_e32 v4, 0x800, v0
	v_or_b32_e32 v6, 0x1000, v0
	v_add_u32_e32 v8, 0x1800, v0
	v_add_u32_e32 v5, 0xc00, v0
	v_add_u32_e32 v9, 0x1c00, v0
	v_add_u32_e32 v3, 0x400, v0
	v_add_u32_e32 v7, 0x1400, v0
	v_or_b32_e32 v0, 0x2000, v0
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v10, 1, v1
	v_ashrrev_i32_e32 v1, 31, v1
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v12, v2, s0
	v_ashrrev_i32_e32 v11, 31, v2
	v_add_u32_e32 v16, v10, v1
	v_cvt_f32_u32_e32 v17, v10
	v_mul_hi_u32 v13, v2, s1
	v_xor_b32_e32 v14, v11, v1
	v_xor_b32_e32 v1, v16, v1
	v_cvt_f32_u32_e32 v16, v1
	v_add_u32_e32 v12, v12, v2
	v_lshrrev_b32_e32 v19, 31, v12
	v_ashrrev_i32_e32 v12, 2, v12
	v_rcp_iflag_f32_e32 v17, v17
	v_add_u32_e32 v12, v12, v19
	v_sub_u32_e32 v19, v2, v13
	v_lshrrev_b32_e32 v19, 1, v19
	v_rcp_iflag_f32_e32 v16, v16
	v_add_u32_e32 v13, v19, v13
	global_store_dword v4, v12, s[4:5]
	v_lshrrev_b32_e32 v4, 2, v13
	v_mul_f32_e32 v13, s2, v17
	v_cvt_u32_f32_e32 v13, v13
	v_mul_f32_e32 v16, s2, v16
	v_cvt_u32_f32_e32 v16, v16
	v_sub_u32_e32 v18, 0, v10
	v_mul_lo_u32 v17, v18, v13
	v_sub_u32_e32 v19, 0, v1
	global_store_dword v6, v4, s[4:5]
	v_mul_lo_u32 v6, v19, v16
	v_mul_lo_u32 v12, v12, 7
	v_mul_hi_u32 v17, v13, v17
	v_add_u32_e32 v15, v2, v11
	v_mul_hi_u32 v6, v16, v6
	v_sub_u32_e32 v12, v2, v12
	global_store_dword v8, v12, s[4:5]
	v_add_u32_e32 v8, v13, v17
	v_mul_hi_u32 v8, v2, v8
	v_xor_b32_e32 v15, v15, v11
	v_add_u32_e32 v6, v16, v6
	v_mul_hi_u32 v6, v15, v6
	v_mul_lo_u32 v4, v4, 7
	v_mul_lo_u32 v12, v8, v10
	v_add_u32_e32 v13, 1, v8
	v_mul_lo_u32 v16, v6, v1
	v_sub_u32_e32 v4, v2, v4
	v_sub_u32_e32 v2, v2, v12
	v_cmp_ge_u32_e32 vcc, v2, v10
	v_sub_u32_e32 v12, v2, v10
	v_cndmask_b32_e32 v8, v8, v13, vcc
	v_sub_u32_e32 v13, v15, v16
	v_cndmask_b32_e32 v2, v2, v12, vcc
	v_add_u32_e32 v17, 1, v6
	v_add_u32_e32 v12, 1, v8
	v_cmp_ge_u32_e32 vcc, v13, v1
	v_sub_u32_e32 v15, v13, v1
	v_cmp_ge_u32_e64 s[0:1], v2, v10
	v_cndmask_b32_e32 v6, v6, v17, vcc
	v_cndmask_b32_e64 v8, v8, v12, s[0:1]
	v_cndmask_b32_e32 v12, v13, v15, vcc
	v_sub_u32_e32 v10, v2, v10
	v_add_u32_e32 v13, 1, v6
	v_cmp_ge_u32_e32 vcc, v12, v1
	v_sub_u32_e32 v1, v12, v1
	global_store_dword v5, v8, s[4:5]
	v_cndmask_b32_e64 v2, v2, v10, s[0:1]
	v_cndmask_b32_e32 v5, v6, v13, vcc
	v_cndmask_b32_e32 v1, v12, v1, vcc
	global_store_dword v9, v2, s[4:5]
	v_xor_b32_e32 v2, v5, v14
	v_xor_b32_e32 v1, v1, v11
	v_sub_u32_e32 v2, v2, v14
	v_sub_u32_e32 v1, v1, v11
	global_store_dword v3, v2, s[4:5]
	global_store_dword v7, v1, s[4:5]
	global_store_dword v0, v4, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
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
; codeLenInByte = 536
; NumSgprs: 10
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
