	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	int_uni_i64                     ; -- Begin function int_uni_i64
	.p2align	8
	.type	int_uni_i64,@function
int_uni_i64:                            ; @int_uni_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[2:3], 0x10
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	v_mov_b32_e32 v8, 0
	s_load_dwordx2 s[2:3], s[2:3], 0x20
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s4, s6
	s_addc_u32 s9, s5, s7
	v_mov_b32_e32 v0, s8
	s_sub_u32 s8, s4, s6
	s_mul_i32 s12, s4, s7
	s_mul_hi_u32 s13, s4, s6
	s_subb_u32 s10, s5, s7
	v_mov_b32_e32 v2, s8
	s_add_i32 s8, s13, s12
	s_mul_i32 s14, s5, s6
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v3, s10
	s_add_i32 s10, s8, s14
	s_mul_i32 s11, s4, s6
	s_lshl_b64 s[8:9], s[4:5], s6
	v_mov_b32_e32 v4, s11
	v_mov_b32_e32 v5, s10
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	s_lshr_b64 s[8:9], s[4:5], s6
	s_ashr_i64 s[10:11], s[4:5], s6
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:24
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:8
	s_nop 0
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v6, s10
	v_mov_b32_e32 v7, s11
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_or_b64 s[10:11], s[4:5], s[6:7]
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:40
	s_nop 1
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v6, s10
	v_mov_b32_e32 v7, s11
	s_xor_b64 s[8:9], s[4:5], s[6:7]
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:56
	s_ashr_i64 s[10:11], s[4:5], 3
	s_nop 0
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v1
	s_lshl_b64 s[8:9], s[4:5], 3
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:72
	s_nop 1
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	s_lshr_b64 s[8:9], s[4:5], 3
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	s_mul_i32 s8, s5, 0x3039
	s_mul_hi_u32 s9, s4, 0x3039
	s_add_i32 s9, s9, s8
	global_store_dwordx4 v8, v[2:5], s[0:1] offset:88
	s_mul_i32 s8, s4, 0x3039
	s_nop 0
	v_mov_b32_e32 v2, s10
	s_add_u32 s10, s4, 0x186a0
	v_mov_b32_e32 v3, s11
	s_addc_u32 s11, s5, 0
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:104
	v_mov_b64_e32 v[4:5], s[6:7]
	v_cmp_gt_u64_e32 vcc, s[4:5], v[4:5]
	v_mov_b32_e32 v2, s10
	s_sub_u32 s10, 0, s4
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v3, s11
	s_subb_u32 s11, 0, s5
	s_not_b64 s[8:9], s[4:5]
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:120
	s_nop 1
	v_mov_b32_e32 v2, s8
	s_ashr_i32 s8, s5, 31
	v_mov_b32_e32 v0, s10
	v_mov_b32_e32 v3, s9
	s_mul_i32 s9, s6, s8
	s_mul_hi_u32 s10, s6, s8
	v_mov_b32_e32 v1, s11
	s_add_i32 s10, s10, s9
	s_mul_i32 s8, s7, s8
	s_ashr_i32 s11, s7, 31
	s_add_i32 s10, s10, s8
	s_mul_i32 s8, s11, s5
	s_mul_hi_u32 s15, s11, s4
	s_add_i32 s8, s15, s8
	s_mul_i32 s15, s11, s4
	s_add_i32 s8, s8, s15
	s_add_u32 s9, s15, s9
	s_addc_u32 s8, s8, s10
	s_mul_hi_u32 s15, s5, s6
	s_add_u32 s13, s14, s13
	s_addc_u32 s14, s15, 0
	s_mul_hi_u32 s10, s4, s7
	s_add_u32 s12, s12, s13
	s_addc_u32 s10, s10, 0
	s_add_u32 s10, s14, s10
	s_addc_u32 s12, 0, 0
	s_mul_i32 s14, s5, s7
	s_mul_hi_u32 s13, s5, s7
	s_add_u32 s10, s14, s10
	s_addc_u32 s12, s13, s12
	s_add_u32 s9, s10, s9
	s_addc_u32 s8, s12, s8
	s_cmp_eq_u64 s[4:5], s[6:7]
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:136
	s_nop 1
	v_mov_b32_e32 v0, s9
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s12
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	s_cmp_lg_u64 s[4:5], s[6:7]
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:152
	s_cselect_b32 s10, s5, s3
	s_cselect_b32 s12, s4, s2
	v_mov_b32_e32 v0, s9
	v_mov_b32_e32 v1, s8
	s_and_b64 s[8:9], vcc, exec
	v_cmp_ge_u64_e32 vcc, s[4:5], v[4:5]
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s10
	s_cselect_b32 s10, s5, s3
	s_cselect_b32 s12, s4, s2
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	v_cmp_lt_u64_e32 vcc, s[4:5], v[4:5]
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:168
	s_nop 1
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	s_and_b64 s[8:9], vcc, exec
	v_cmp_le_u64_e32 vcc, s[4:5], v[4:5]
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s10
	s_cselect_b32 s10, s5, s3
	s_cselect_b32 s12, s4, s2
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	v_cmp_gt_i64_e32 vcc, s[4:5], v[4:5]
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:184
	s_nop 1
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	s_and_b64 s[8:9], vcc, exec
	v_cmp_ge_i64_e32 vcc, s[4:5], v[4:5]
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s10
	s_cselect_b32 s10, s5, s3
	s_cselect_b32 s12, s4, s2
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	v_cmp_lt_i64_e32 vcc, s[4:5], v[4:5]
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:200
	s_nop 1
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	s_and_b64 s[8:9], vcc, exec
	v_cmp_le_i64_e32 vcc, s[4:5], v[4:5]
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s10
	s_cselect_b32 s10, s5, s3
	s_cselect_b32 s12, s4, s2
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s3, s5, s3
	s_cselect_b32 s2, s4, s2
	s_cmp_eq_u64 s[4:5], 0
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:216
	v_cmp_lt_i64_e64 s[4:5], s[6:7], 0
	s_nop 0
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	s_cselect_b64 s[2:3], -1, 0
	s_xor_b64 s[6:7], s[2:3], s[4:5]
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s10
	s_and_b64 s[6:7], s[6:7], exec
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:232
	s_cselect_b32 s6, 7, 9
	s_nop 0
	v_cndmask_b32_e64 v0, 0, 1, s[2:3]
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_cndmask_b32_e64 v3, 2.0, 1.0, s[2:3]
	v_mov_b32_e32 v1, s11
	v_mov_b32_e32 v2, s6
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:124
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_uni_i64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 12
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
	.size	int_uni_i64, .Lfunc_end0-int_uni_i64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 896
; NumSgprs: 22
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
        .size:           8
        .value_kind:     by_value
      - .name:           ub
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           uc
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           int_uni_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         int_uni_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
