	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	div_uni_i32                     ; -- Begin function div_uni_i32
	.p2align	8
	.type	div_uni_i32,@function
div_uni_i32:                            ; @div_uni_i32
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dword s0, s[4:5], 0x18
	s_load_dword s3, s[4:5], 0x10
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	s_or_b32 s2, s0, 1
	s_ashr_i32 s0, s0, 31
	v_cvt_f32_u32_e32 v1, s2
	s_add_i32 s1, s2, s0
	s_ashr_i32 s7, s3, 31
	s_xor_b32 s1, s1, s0
	s_add_i32 s9, s3, s7
	v_cvt_f32_u32_e32 v0, s1
	s_sub_i32 s8, 0, s1
	s_xor_b32 s9, s9, s7
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s6, v0
	v_rcp_iflag_f32_e32 v0, v1
	s_mul_i32 s8, s8, s6
	s_mul_hi_u32 s8, s6, s8
	s_add_i32 s6, s6, s8
	s_xor_b32 s8, s7, s0
	s_mul_hi_u32 s6, s9, s6
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	s_mul_i32 s0, s6, s1
	s_sub_i32 s0, s9, s0
	s_add_i32 s9, s6, 1
	s_sub_i32 s10, s0, s1
	v_cvt_u32_f32_e32 v0, v0
	s_cmp_ge_u32 s0, s1
	s_cselect_b32 s6, s9, s6
	s_cselect_b32 s0, s10, s0
	s_add_i32 s9, s6, 1
	s_sub_i32 s10, s0, s1
	v_readfirstlane_b32 s11, v0
	s_cmp_ge_u32 s0, s1
	s_cselect_b32 s6, s9, s6
	s_cselect_b32 s9, s10, s0
	s_sub_i32 s10, 0, s2
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_mul_i32 s10, s10, s11
	s_xor_b32 s6, s6, s8
	s_mul_hi_u32 s4, s11, s10
	s_sub_i32 s6, s6, s8
	s_add_i32 s11, s11, s4
	s_mul_hi_i32 s5, s3, 0x92492493
	s_mul_hi_u32 s10, s3, s11
	s_mul_hi_u32 s4, s3, 0x24924925
	s_mul_i32 s11, s10, s2
	v_mov_b32_e32 v0, s6
	s_sub_i32 s8, s3, s11
	s_add_i32 s11, s10, 1
	s_sub_i32 s12, s8, s2
	s_cmp_ge_u32 s8, s2
	s_cselect_b32 s6, s11, s10
	s_cselect_b32 s8, s12, s8
	s_xor_b32 s9, s9, s7
	s_add_i32 s5, s5, s3
	s_sub_i32 s10, s3, s4
	s_sub_i32 s7, s9, s7
	s_lshr_b32 s9, s5, 31
	s_ashr_i32 s5, s5, 2
	s_lshr_b32 s10, s10, 1
	s_add_i32 s5, s5, s9
	s_add_i32 s10, s10, s4
	s_mul_i32 s4, s5, 7
	s_add_i32 s11, s6, 1
	s_sub_i32 s12, s8, s2
	v_mov_b32_e32 v4, s7
	s_lshr_b32 s7, s10, 2
	s_sub_i32 s4, s3, s4
	s_cmp_ge_u32 s8, s2
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s7, 7
	s_cselect_b32 s2, s11, s6
	v_mov_b32_e32 v5, s4
	s_cselect_b32 s4, s12, s8
	s_sub_i32 s3, s3, s7
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v6, s4
	v_mov_b32_e32 v7, s3
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:4
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:20
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel div_uni_i32
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 13
		.amdhsa_reserve_vcc 0
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
	.size	div_uni_i32, .Lfunc_end0-div_uni_i32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 388
; NumSgprs: 13
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 9
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
    .name:           div_uni_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         div_uni_i32.kd
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
