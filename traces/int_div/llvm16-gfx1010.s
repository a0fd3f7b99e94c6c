	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	int_div                         ; -- Begin function int_div
	.p2align	8
	.type	int_div,@function
int_div:                                ; @int_div
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s6, 6, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s10, v1
	v_add_co_ci_u32_e32 v4, vcc_lo, s11, v2, vcc_lo
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	global_load_dword v5, v[3:4], off
	global_load_dword v6, v[1:2], off
	s_waitcnt vmcnt(1)
	v_cmp_eq_u32_e32 vcc_lo, 0x80000000, v5
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s0, -1, v6
	v_cmp_eq_u32_e64 s1, 0, v6
	v_ashrrev_i32_e32 v9, 31, v5
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v1, v6, 1, s1
	s_or_b32 s0, s1, s0
	v_add_nc_u32_e32 v10, v5, v9
	v_cndmask_b32_e64 v2, v6, 1, s0
	v_cvt_f32_u32_e32 v6, v1
	v_sub_nc_u32_e32 v8, 0, v1
	v_xor_b32_e32 v10, v10, v9
	v_ashrrev_i32_e32 v3, 31, v2
	v_rcp_iflag_f32_e32 v6, v6
	v_add_nc_u32_e32 v2, v2, v3
	v_xor_b32_e32 v2, v2, v3
	v_xor_b32_e32 v3, v9, v3
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_f32_u32_e32 v4, v2
	v_sub_nc_u32_e32 v7, 0, v2
	v_cvt_u32_f32_e32 v6, v6
	v_rcp_iflag_f32_e32 v4, v4
	v_mul_lo_u32 v8, v8, v6
	v_mul_hi_u32 v8, v6, v8
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_add_nc_u32_e32 v6, v6, v8
	v_mul_lo_u32 v7, v7, v4
	v_mul_hi_u32 v6, v5, v6
	v_mul_hi_u32 v7, v4, v7
	v_mul_lo_u32 v8, v6, v1
	v_add_nc_u32_e32 v4, v4, v7
	v_sub_nc_u32_e32 v5, v5, v8
	v_add_nc_u32_e32 v8, 1, v6
	v_mul_hi_u32 v4, v10, v4
	v_mul_lo_u32 v7, v4, v2
	v_sub_nc_u32_e32 v7, v10, v7
	v_add_nc_u32_e32 v10, 1, v4
	v_sub_nc_u32_e32 v11, v7, v2
	v_cmp_ge_u32_e32 vcc_lo, v7, v2
	v_cndmask_b32_e32 v4, v4, v10, vcc_lo
	v_cndmask_b32_e32 v7, v7, v11, vcc_lo
	v_sub_nc_u32_e32 v10, v5, v1
	v_cmp_ge_u32_e32 vcc_lo, v5, v1
	v_add_nc_u32_e32 v11, 1, v4
	v_cmp_ge_u32_e64 s0, v7, v2
	v_sub_nc_u32_e32 v2, v7, v2
	v_cndmask_b32_e32 v6, v6, v8, vcc_lo
	v_cndmask_b32_e32 v8, v5, v10, vcc_lo
	v_cndmask_b32_e64 v4, v4, v11, s0
	v_cndmask_b32_e64 v2, v7, v2, s0
	v_add_nc_u32_e32 v7, 1, v6
	v_sub_nc_u32_e32 v10, v8, v1
	v_cmp_ge_u32_e32 vcc_lo, v8, v1
	v_xor_b32_e32 v11, v4, v3
	v_xor_b32_e32 v12, v2, v9
	v_mad_u64_u32 v[4:5], s0, v0, 16, s[8:9]
	v_cndmask_b32_e32 v2, v6, v7, vcc_lo
	v_sub_nc_u32_e32 v0, v11, v3
	v_sub_nc_u32_e32 v1, v12, v9
	v_cndmask_b32_e32 v3, v8, v10, vcc_lo
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel int_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 12
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
	.size	int_div, .Lfunc_end0-int_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 452
; NumSgprs: 14
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 13
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
        .name:           a
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           int_div
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         int_div.kd
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
