	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	float_convert                   ; -- Begin function float_convert
	.p2align	8
	.type	float_convert,@function
float_convert:                          ; @float_convert
; %bb.0:                                ; %entry
	s_load_dwordx16 s[12:27], s[6:7], 0x0
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_add_u32 v6, s10, 6, v0
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s21
	v_add_co_u32_e32 v2, vcc, s20, v8
	v_addc_co_u32_e32 v3, vcc, v0, v9, vcc
	v_lshlrev_b64 v[0:1], 3, v[6:7]
	v_mov_b32_e32 v4, s23
	v_add_co_u32_e32 v10, vcc, s22, v0
	v_addc_co_u32_e32 v11, vcc, v4, v1, vcc
	v_mov_b32_e32 v4, s27
	v_add_co_u32_e32 v12, vcc, s26, v0
	v_addc_co_u32_e32 v13, vcc, v4, v1, vcc
	v_mov_b32_e32 v14, s25
	v_add_co_u32_e32 v8, vcc, s24, v8
	global_load_dword v15, v[2:3], off
	s_nop 0
	global_load_dwordx2 v[2:3], v[12:13], off
	global_load_dwordx2 v[4:5], v[10:11], off
	v_addc_co_u32_e32 v9, vcc, v14, v9, vcc
	global_load_dword v28, v[8:9], off
	v_mad_u64_u32 v[8:9], s[0:1], v6, 5, 0
	v_lshlrev_b64 v[18:19], 4, v[6:7]
	v_lshlrev_b64 v[6:7], 2, v[8:9]
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v20, vcc, s12, v6
	v_lshlrev_b64 v[8:9], 3, v[8:9]
	v_addc_co_u32_e32 v21, vcc, v10, v7, vcc
	v_mov_b32_e32 v11, s15
	v_add_co_u32_e32 v22, vcc, s14, v8
	s_mov_b32 s2, 0xcf000000
	s_mov_b32 s3, 0x4f000000
	s_mov_b32 s4, 0x4f800000
	v_addc_co_u32_e32 v23, vcc, v11, v9, vcc
	v_mov_b32_e32 v30, s17
	s_waitcnt vmcnt(3)
	v_cvt_f32_i32_e32 v6, v15
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v9, v4, v5
	v_ffbh_i32_e32 v29, v5
	v_ffbh_u32_e32 v31, v5
	s_waitcnt vmcnt(0)
	v_cmp_le_f32_e32 vcc, s2, v28
	v_cmp_gt_f32_e64 s[0:1], s3, v28
	v_cmp_lt_f32_e64 s[2:3], -1.0, v28
	v_cmp_gt_f32_e64 s[4:5], s4, v28
	v_ashrrev_i32_e32 v9, 31, v9
	v_add_u32_e32 v32, -1, v29
	v_min_u32_e32 v31, 32, v31
	s_and_b64 vcc, vcc, s[0:1]
	s_and_b64 s[0:1], s[2:3], s[4:5]
	v_add_u32_e32 v9, 32, v9
	v_cvt_f32_u32_e32 v7, v15
	v_cvt_f64_i32_e32 v[10:11], v15
	v_cvt_f64_u32_e32 v[12:13], v15
	v_cvt_f64_f32_e32 v[14:15], v28
	v_cndmask_b32_e32 v33, 0, v28, vcc
	v_cndmask_b32_e64 v34, 0, v28, s[0:1]
	v_lshlrev_b64 v[28:29], v31, v[4:5]
	v_min_u32_e32 v9, v32, v9
	v_cvt_f64_i32_e32 v[16:17], v5
	v_cvt_f64_u32_e32 v[24:25], v4
	v_cvt_f64_u32_e32 v[26:27], v5
	v_min_u32_e32 v28, 1, v28
	v_lshlrev_b64 v[4:5], v9, v[4:5]
	v_or_b32_e32 v28, v29, v28
	v_min_u32_e32 v4, 1, v4
	v_cvt_f32_u32_e32 v28, v28
	v_or_b32_e32 v4, v5, v4
	v_cvt_f32_i32_e32 v4, v4
	v_ldexp_f64 v[16:17], v[16:17], 32
	v_ldexp_f64 v[26:27], v[26:27], 32
	v_sub_u32_e32 v31, 32, v31
	v_add_f64 v[16:17], v[16:17], v[24:25]
	v_add_f64 v[24:25], v[26:27], v[24:25]
	v_cvt_u32_f32_e32 v27, v34
	v_sub_u32_e32 v5, 32, v9
	v_ldexp_f32 v9, v28, v31
	v_cvt_f32_f64_e32 v8, v[2:3]
	v_cvt_i32_f32_e32 v26, v33
	global_store_dword v[20:21], v9, off offset:16
	v_ldexp_f32 v9, v4, v5
	global_store_dwordx4 v[20:21], v[6:9], off
	global_store_dwordx4 v[22:23], v[10:13], off
	global_store_dwordx4 v[22:23], v[14:17], off offset:16
	global_store_dwordx2 v[22:23], v[24:25], off offset:32
	v_mov_b32_e32 v12, 0x7eadbeef
	v_cndmask_b32_e64 v5, v12, v27, s[0:1]
	s_mov_b32 s0, 0x200000
	s_mov_b32 s1, 0xc1e00000
	v_cndmask_b32_e32 v4, v12, v26, vcc
	v_cmp_lt_f64_e32 vcc, s[0:1], v[2:3]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x41e00000
	v_cmp_gt_f64_e64 s[0:1], s[0:1], v[2:3]
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v7, 0, v3, vcc
	v_cndmask_b32_e32 v6, 0, v2, vcc
	s_mov_b32 s0, 0
	v_cvt_i32_f64_e32 v6, v[6:7]
	s_mov_b32 s1, 0x41f00000
	v_cndmask_b32_e32 v6, v12, v6, vcc
	v_cmp_lt_f64_e32 vcc, -1.0, v[2:3]
	v_cmp_gt_f64_e64 s[0:1], s[0:1], v[2:3]
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v11, 0, v3, vcc
	v_cndmask_b32_e32 v10, 0, v2, vcc
	v_add_co_u32_e64 v8, s[2:3], s16, v18
	v_cvt_u32_f64_e32 v7, v[10:11]
	v_addc_co_u32_e64 v9, s[2:3], v30, v19, s[2:3]
	v_cndmask_b32_e32 v7, v12, v7, vcc
	global_store_dwordx4 v[8:9], v[4:7], off
	v_add_co_u32_e32 v0, vcc, s18, v0
	v_mov_b32_e32 v4, s19
	s_mov_b32 s0, 0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_mov_b32 s1, 0xc3e00000
	v_cmp_le_f64_e32 vcc, s[0:1], v[2:3]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x43e00000
	v_cmp_gt_f64_e64 s[0:1], s[0:1], v[2:3]
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_trunc_f64_e32 v[2:3], v[2:3]
	s_movk_i32 s0, 0xffe0
	v_ldexp_f64 v[4:5], v[2:3], s0
	v_floor_f64_e32 v[4:5], v[4:5]
	v_fmac_f64_e32 v[2:3], 0xc1f00000, v[4:5]
	v_cvt_u32_f64_e32 v2, v[2:3]
	v_cvt_i32_f64_e32 v3, v[4:5]
	v_cndmask_b32_e32 v2, v12, v2, vcc
	v_cndmask_b32_e32 v3, 0, v3, vcc
	global_store_dwordx2 v[0:1], v[2:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_convert
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
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
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 36
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
	.size	float_convert, .Lfunc_end0-float_convert
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 752
; NumSgprs: 32
; NumVgprs: 35
; NumAgprs: 0
; TotalNumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 35
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
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
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         float_convert.kd
    .uses_dynamic_stack: false
    .vgpr_count:     35
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
