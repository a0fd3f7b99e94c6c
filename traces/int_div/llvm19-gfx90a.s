	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	int_div                         ; -- Begin function int_div
	.p2align	8
	.type	int_div,@function
int_div:                                ; @int_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_add_u32 v0, s10, 6, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v4, vcc, s14, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_dword v6, v[4:5], off
	global_load_dword v7, v[2:3], off
	s_brev_b32 s0, 1
	v_lshlrev_b64 v[4:5], 4, v[0:1]
	v_mov_b32_e32 v8, s13
	s_waitcnt vmcnt(1)
	v_cmp_eq_u32_e32 vcc, s0, v6
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], -1, v7
	v_cmp_eq_u32_e64 s[2:3], 0, v7
	v_cndmask_b32_e64 v0, v7, 1, s[2:3]
	v_sub_u32_e32 v2, 0, v6
	s_and_b64 s[0:1], vcc, s[0:1]
	v_max_i32_e32 v3, v6, v2
	v_cvt_f32_u32_e32 v2, v0
	s_or_b64 s[0:1], s[2:3], s[0:1]
	v_cndmask_b32_e64 v7, v7, 1, s[0:1]
	v_sub_u32_e32 v10, 0, v7
	v_max_i32_e32 v10, v7, v10
	v_cvt_f32_u32_e32 v11, v10
	v_rcp_iflag_f32_e32 v2, v2
	v_sub_u32_e32 v9, 0, v0
	v_sub_u32_e32 v12, 0, v10
	v_rcp_iflag_f32_e32 v11, v11
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_ashrrev_i32_e32 v1, 31, v6
	v_mul_f32_e32 v11, 0x4f7ffffe, v11
	v_cvt_u32_f32_e32 v11, v11
	v_mul_lo_u32 v9, v9, v2
	v_mul_hi_u32 v9, v2, v9
	v_add_u32_e32 v2, v2, v9
	v_mul_hi_u32 v2, v6, v2
	v_mul_lo_u32 v9, v12, v11
	v_mul_lo_u32 v12, v2, v0
	v_mul_hi_u32 v9, v11, v9
	v_sub_u32_e32 v6, v6, v12
	v_add_u32_e32 v13, 1, v2
	v_add_u32_e32 v9, v11, v9
	v_cmp_ge_u32_e32 vcc, v6, v0
	v_sub_u32_e32 v11, v6, v0
	v_cndmask_b32_e32 v2, v2, v13, vcc
	v_mul_hi_u32 v9, v3, v9
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_add_u32_e32 v11, 1, v2
	v_mul_lo_u32 v12, v9, v10
	v_cmp_ge_u32_e32 vcc, v6, v0
	v_cndmask_b32_e32 v2, v2, v11, vcc
	v_sub_u32_e32 v0, v6, v0
	v_sub_u32_e32 v11, v3, v12
	v_add_u32_e32 v13, 1, v9
	v_cndmask_b32_e32 v3, v6, v0, vcc
	v_cmp_ge_u32_e32 vcc, v11, v10
	v_sub_u32_e32 v6, v11, v10
	v_cndmask_b32_e32 v0, v9, v13, vcc
	v_cndmask_b32_e32 v6, v11, v6, vcc
	v_add_u32_e32 v9, 1, v0
	v_cmp_ge_u32_e32 vcc, v6, v10
	v_ashrrev_i32_e32 v7, 31, v7
	v_cndmask_b32_e32 v0, v0, v9, vcc
	v_sub_u32_e32 v9, v6, v10
	v_xor_b32_e32 v7, v1, v7
	v_cndmask_b32_e32 v6, v6, v9, vcc
	v_xor_b32_e32 v0, v0, v7
	v_xor_b32_e32 v6, v6, v1
	v_add_co_u32_e32 v4, vcc, s12, v4
	v_sub_u32_e32 v0, v0, v7
	v_sub_u32_e32 v1, v6, v1
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	int_div, .Lfunc_end0-int_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 428
; NumSgprs: 20
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
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
        .name:           a
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           int_div
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         int_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
