	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	div_uni_i32                     ; -- Begin function div_uni_i32
	.p2align	8
	.type	div_uni_i32,@function
div_uni_i32:                            ; @div_uni_i32
; %bb.0:                                ; %entry
	s_load_dword s0, s[2:3], 0x18
	s_load_dword s4, s[2:3], 0x10
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_or_b32 s5, s0, 1
	s_ashr_i32 s6, s0, 31
	s_add_i32 s0, s5, s6
	s_xor_b32 s7, s0, s6
	v_cvt_f32_u32_e32 v0, s7
	s_sub_i32 s8, 0, s7
	v_cvt_f32_u32_e32 v1, s5
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	v_rcp_iflag_f32_e32 v0, v0
	s_abs_i32 s3, s4
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s2, s4, 31
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_xor_b32 s6, s2, s6
	s_mul_hi_u32 s12, s4, 0x24924925
	v_readfirstlane_b32 s9, v0
	s_mul_i32 s8, s8, s9
	s_mul_hi_u32 s8, s9, s8
	s_add_i32 s9, s9, s8
	s_mul_hi_u32 s8, s3, s9
	s_mul_i32 s9, s8, s7
	s_sub_i32 s3, s3, s9
	s_add_i32 s10, s8, 1
	s_sub_i32 s9, s3, s7
	s_cmp_ge_u32 s3, s7
	s_cselect_b32 s8, s10, s8
	s_cselect_b32 s3, s9, s3
	v_mul_f32_e32 v0, 0x4f7ffffe, v1
	s_add_i32 s9, s8, 1
	s_sub_i32 s10, s3, s7
	v_cvt_u32_f32_e32 v0, v0
	s_cmp_ge_u32 s3, s7
	s_cselect_b32 s7, s9, s8
	s_cselect_b32 s3, s10, s3
	s_xor_b32 s7, s7, s6
	s_sub_i32 s6, s7, s6
	s_sub_i32 s7, 0, s5
	v_readfirstlane_b32 s8, v0
	s_mul_i32 s7, s7, s8
	s_mul_hi_u32 s7, s8, s7
	s_add_i32 s8, s8, s7
	s_mul_hi_u32 s7, s4, s8
	s_mul_i32 s8, s7, s5
	s_sub_i32 s8, s4, s8
	s_add_i32 s9, s7, 1
	s_sub_i32 s10, s8, s5
	s_cmp_ge_u32 s8, s5
	s_cselect_b32 s7, s9, s7
	s_cselect_b32 s8, s10, s8
	s_xor_b32 s3, s3, s2
	s_sub_i32 s2, s3, s2
	s_mul_hi_i32 s3, s4, 0x92492493
	s_add_i32 s3, s3, s4
	s_lshr_b32 s10, s3, 31
	s_ashr_i32 s3, s3, 2
	s_sub_i32 s13, s4, s12
	s_add_i32 s3, s3, s10
	s_lshr_b32 s13, s13, 1
	s_mul_i32 s10, s3, 7
	s_add_i32 s13, s13, s12
	s_add_i32 s9, s7, 1
	s_sub_i32 s10, s4, s10
	s_sub_i32 s11, s8, s5
	s_lshr_b32 s12, s13, 2
	s_cmp_ge_u32 s8, s5
	s_cselect_b32 s5, s9, s7
	v_mov_b32_e32 v3, s12
	s_mul_i32 s12, s12, 7
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v2, s5
	s_cselect_b32 s3, s11, s8
	s_sub_i32 s4, s4, s12
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v4, v[0:3], s[0:1] offset:4
	s_nop 1
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s3
	v_mov_b32_e32 v3, s4
	global_store_dwordx4 v4, v[0:3], s[0:1] offset:20
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel div_uni_i32
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
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
	.size	div_uni_i32, .Lfunc_end0-div_uni_i32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; NumSgprs: 20
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 5
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
    .name:           div_uni_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         div_uni_i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
