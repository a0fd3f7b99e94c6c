	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	float_convert                   ; -- Begin function float_convert
	.p2align	8
	.type	float_convert,@function
float_convert:                          ; @float_convert
; %bb.0:                                ; %entry
	s_load_dwordx16 s[8:23], s[2:3], 0x0
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_add_u32 v6, s6, 6, v0
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	v_lshlrev_b64 v[0:1], 3, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[16:17], 0, v[8:9]
	v_lshl_add_u64 v[12:13], s[22:23], 0, v[0:1]
	v_lshl_add_u64 v[8:9], s[20:21], 0, v[8:9]
	v_lshl_add_u64 v[10:11], s[18:19], 0, v[0:1]
	global_load_dword v16, v[2:3], off
	s_nop 0
	global_load_dwordx2 v[2:3], v[12:13], off
	global_load_dwordx2 v[4:5], v[10:11], off
	global_load_dword v28, v[8:9], off
	s_mov_b32 s2, 0xcf000000
	s_mov_b32 s3, 0x4f000000
	s_mov_b32 s4, 0x4f800000
	v_mad_u64_u32 v[8:9], s[0:1], v6, 5, 0
	v_mov_b32_e32 v10, s8
	v_mov_b32_e32 v11, s9
	v_mov_b32_e32 v12, s10
	v_mov_b32_e32 v13, s11
	v_mov_b32_e32 v14, s12
	v_mov_b32_e32 v15, s13
	v_lshl_add_u64 v[22:23], v[8:9], 2, v[10:11]
	v_lshl_add_u64 v[24:25], v[8:9], 3, v[12:13]
	v_lshl_add_u64 v[26:27], v[6:7], 4, v[14:15]
	s_mov_b32 s6, 0x200000
	s_mov_b32 s16, 0
	s_mov_b32 s7, 0xc1e00000
	s_mov_b32 s17, 0x41e00000
	v_mov_b32_e32 v36, 0x7eadbeef
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0x41f00000
	v_lshl_add_u64 v[0:1], s[14:15], 0, v[0:1]
	s_waitcnt vmcnt(2)
	v_cmp_lt_f64_e64 s[6:7], s[6:7], v[2:3]
	v_cvt_f32_i32_e32 v6, v16
	s_waitcnt vmcnt(0)
	v_cmp_le_f32_e32 vcc, s2, v28
	v_cmp_gt_f32_e64 s[0:1], s3, v28
	v_cmp_lt_f32_e64 s[2:3], -1.0, v28
	v_cmp_gt_f32_e64 s[4:5], s4, v28
	v_cvt_f32_u32_e32 v7, v16
	v_cvt_f64_i32_e32 v[10:11], v16
	v_cvt_f64_u32_e32 v[12:13], v16
	v_cvt_f64_i32_e32 v[16:17], v5
	v_cvt_f64_u32_e32 v[20:21], v5
	s_and_b64 vcc, vcc, s[0:1]
	s_and_b64 s[0:1], s[2:3], s[4:5]
	v_cvt_f64_f32_e32 v[14:15], v28
	v_cvt_f64_u32_e32 v[18:19], v4
	v_ldexp_f64 v[16:17], v[16:17], 32
	v_ldexp_f64 v[20:21], v[20:21], 32
	v_cndmask_b32_e32 v38, 0, v28, vcc
	v_cndmask_b32_e64 v28, 0, v28, s[0:1]
	v_xor_b32_e32 v9, v4, v5
	v_add_f64 v[16:17], v[16:17], v[18:19]
	v_add_f64 v[34:35], v[20:21], v[18:19]
	v_cvt_u32_f32_e32 v19, v28
	v_ffbh_i32_e32 v29, v5
	v_ashrrev_i32_e32 v9, 31, v9
	v_ffbh_u32_e32 v30, v5
	v_add_u32_e32 v37, -1, v29
	v_add_u32_e32 v9, 32, v9
	v_cvt_i32_f32_e32 v18, v38
	v_cmp_gt_f64_e64 s[8:9], s[16:17], v[2:3]
	v_min_u32_e32 v30, 32, v30
	v_min_u32_e32 v9, v37, v9
	s_and_b64 s[2:3], s[6:7], s[8:9]
	v_lshlrev_b64 v[32:33], v30, v[4:5]
	v_lshlrev_b64 v[4:5], v9, v[4:5]
	v_cndmask_b32_e64 v19, v36, v19, s[0:1]
	s_mov_b32 s0, 0
	v_cndmask_b32_e64 v29, 0, v3, s[2:3]
	v_cndmask_b32_e64 v28, 0, v2, s[2:3]
	v_min_u32_e32 v20, 1, v32
	v_min_u32_e32 v4, 1, v4
	s_mov_b32 s1, 0xc3e00000
	v_cvt_i32_f64_e32 v21, v[28:29]
	v_or_b32_e32 v28, v33, v20
	v_or_b32_e32 v4, v5, v4
	v_cndmask_b32_e32 v18, v36, v18, vcc
	v_cmp_le_f64_e32 vcc, s[0:1], v[2:3]
	s_mov_b32 s0, 0
	v_cndmask_b32_e64 v20, v36, v21, s[2:3]
	v_cvt_f32_u32_e32 v21, v28
	v_cvt_f32_i32_e32 v4, v4
	s_mov_b32 s1, 0x43e00000
	v_cmp_lt_f64_e64 s[10:11], -1.0, v[2:3]
	v_cmp_gt_f64_e64 s[12:13], s[18:19], v[2:3]
	v_cmp_gt_f64_e64 s[0:1], s[0:1], v[2:3]
	s_and_b64 s[4:5], s[10:11], s[12:13]
	s_and_b64 vcc, vcc, s[0:1]
	v_cvt_f32_f64_e32 v8, v[2:3]
	v_cndmask_b32_e64 v31, 0, v3, s[4:5]
	v_sub_u32_e32 v39, 32, v30
	v_cndmask_b32_e64 v30, 0, v2, s[4:5]
	v_sub_u32_e32 v9, 32, v9
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_ldexp_f32 v5, v21, v39
	v_ldexp_f32 v9, v4, v9
	v_cvt_u32_f64_e32 v4, v[30:31]
	v_trunc_f64_e32 v[2:3], v[2:3]
	s_movk_i32 s0, 0xffe0
	global_store_dword v[22:23], v5, off offset:16
	v_cndmask_b32_e64 v21, v36, v4, s[4:5]
	v_ldexp_f64 v[4:5], v[2:3], s0
	v_floor_f64_e32 v[4:5], v[4:5]
	v_fmac_f64_e32 v[2:3], 0xc1f00000, v[4:5]
	v_cvt_u32_f64_e32 v2, v[2:3]
	v_cvt_i32_f64_e32 v3, v[4:5]
	v_cndmask_b32_e32 v2, v36, v2, vcc
	v_cndmask_b32_e32 v3, 0, v3, vcc
	global_store_dwordx4 v[22:23], v[6:9], off
	global_store_dwordx4 v[24:25], v[10:13], off
	global_store_dwordx4 v[24:25], v[14:17], off offset:16
	global_store_dwordx2 v[24:25], v[34:35], off offset:32
	global_store_dwordx4 v[26:27], v[18:21], off
	global_store_dwordx2 v[0:1], v[2:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_convert
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
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
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 40
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
	.size	float_convert, .Lfunc_end0-float_convert
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 740
; NumSgprs: 30
; NumVgprs: 40
; NumAgprs: 0
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 40
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
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
        .name:           outf
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           outd
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           outi
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           outl
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           vi
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           vl
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           vf
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           vd
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         144
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         152
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         160
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         168
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         176
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         264
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 1024
    .name:           float_convert
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         float_convert.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
