	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	float_convert                   ; -- Begin function float_convert
	.p2align	8
	.type	float_convert,@function
float_convert:                          ; @float_convert
; %bb.0:                                ; %entry
	s_load_dwordx16 s[12:27], s[4:5], 0x0
	v_mov_b32_e32 v5, 0
	v_lshl_add_u32 v4, s6, 6, v0
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0x41e00000
	s_mov_b32 s6, 0x200000
	s_mov_b32 s7, 0xc1e00000
	v_lshlrev_b64 v[8:9], 3, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s26, v8
	v_add_co_ci_u32_e32 v1, vcc, s27, v9, vcc
	v_add_co_u32 v2, vcc, s22, v8
	v_add_co_ci_u32_e32 v3, vcc, s23, v9, vcc
	global_load_dwordx2 v[0:1], v[0:1], off
	global_load_dwordx2 v[6:7], v[2:3], off
	v_lshlrev_b64 v[2:3], 2, v[4:5]
	v_add_co_u32 v10, vcc, s20, v2
	v_add_co_ci_u32_e32 v11, vcc, s21, v3, vcc
	v_add_co_u32 v2, vcc, s24, v2
	v_add_co_ci_u32_e32 v3, vcc, s25, v3, vcc
	global_load_dword v5, v[10:11], off
	v_mad_u64_u32 v[10:11], s[8:9], v4, 5, 0
	global_load_dword v26, v[2:3], off
	s_waitcnt vmcnt(3)
	v_cmp_gt_f64_e32 vcc, s[10:11], v[0:1]
	s_mov_b32 s11, 0x41f00000
	v_cmp_lt_f64_e64 s[6:7], s[6:7], v[0:1]
	v_cmp_gt_f64_e64 s[0:1], s[10:11], v[0:1]
	s_mov_b32 s11, 0xc3e00000
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v2, v6, v7
	v_cmp_le_f64_e64 s[2:3], s[10:11], v[0:1]
	s_mov_b32 s11, 0x43e00000
	v_ffbh_i32_e32 v12, v7
	v_cmp_gt_f64_e64 s[4:5], s[10:11], v[0:1]
	v_ffbh_u32_e32 v13, v7
	v_ashrrev_i32_e32 v14, 31, v2
	s_mov_b32 s11, 0x3df00000
	v_add_nc_u32_e32 v16, -1, v12
	v_min_u32_e32 v27, 32, v13
	v_add_nc_u32_e32 v17, 32, v14
	v_lshlrev_b64 v[14:15], 2, v[10:11]
	v_lshlrev_b64 v[10:11], 3, v[10:11]
	v_min_u32_e32 v24, v16, v17
	v_add_co_u32 v14, s[8:9], s12, v14
	s_and_b64 vcc, s[6:7], vcc
	v_lshlrev_b64 v[16:17], v24, v[6:7]
	v_cndmask_b32_e32 v19, 0, v1, vcc
	v_cndmask_b32_e32 v18, 0, v0, vcc
	v_add_co_ci_u32_e64 v15, s[8:9], s13, v15, s[8:9]
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_lt_f64_e64 s[4:5], -1.0, v[0:1]
	v_cndmask_b32_e64 v3, 0, v1, s[2:3]
	v_cndmask_b32_e64 v2, 0, v0, s[2:3]
	v_cvt_i32_f64_e32 v29, v[18:19]
	v_cvt_f64_u32_e32 v[18:19], v7
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e64 s[6:7], 0x4f000000, v26
	v_cmp_lt_f32_e64 s[8:9], -1.0, v26
	v_trunc_f64_e32 v[12:13], v[2:3]
	v_lshlrev_b64 v[2:3], v27, v[6:7]
	s_mov_b32 s12, 0x7eadbeef
	v_min_u32_e32 v2, 1, v2
	v_or_b32_e32 v28, v3, v2
	v_min_u32_e32 v2, 1, v16
	v_sub_nc_u32_e32 v16, 32, v24
	s_and_b64 s[0:1], s[4:5], s[0:1]
	v_cvt_f64_u32_e32 v[24:25], v6
	v_cndmask_b32_e64 v21, 0, v1, s[0:1]
	v_or_b32_e32 v3, v17, v2
	v_cvt_f32_f64_e32 v2, v[0:1]
	v_cndmask_b32_e64 v20, 0, v0, s[0:1]
	v_cvt_f32_i32_e32 v0, v5
	v_mul_f64 v[22:23], v[12:13], s[10:11]
	v_cvt_f32_i32_e32 v3, v3
	v_cvt_f32_u32_e32 v1, v5
	s_mov_b32 s11, 0xc1f00000
	v_cvt_u32_f64_e32 v30, v[20:21]
	v_ldexp_f32 v3, v3, v16
	v_cvt_f64_i32_e32 v[16:17], v7
	global_store_dwordx4 v[14:15], v[0:3], off
	v_cvt_f64_i32_e32 v[0:1], v5
	v_cvt_f64_u32_e32 v[2:3], v5
	v_floor_f64_e32 v[22:23], v[22:23]
	v_ldexp_f64 v[5:6], v[16:17], 32
	v_ldexp_f64 v[16:17], v[18:19], 32
	v_mad_u64_u32 v[18:19], s[4:5], v4, 16, s[16:17]
	v_cmp_le_f32_e64 s[4:5], 0xcf000000, v26
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_cndmask_b32_e64 v20, 0, v26, s[4:5]
	v_fma_f64 v[12:13], v[22:23], s[10:11], v[12:13]
	v_cvt_i32_f64_e32 v22, v[22:23]
	v_cmp_gt_f32_e64 s[10:11], 0x4f800000, v26
	v_add_f64 v[6:7], v[5:6], v[24:25]
	v_cvt_f64_f32_e32 v[4:5], v26
	s_and_b64 s[6:7], s[8:9], s[10:11]
	v_cndmask_b32_e64 v21, 0, v26, s[6:7]
	v_sub_nc_u32_e32 v26, 32, v27
	v_cvt_u32_f64_e32 v23, v[12:13]
	v_add_f64 v[12:13], v[16:17], v[24:25]
	v_cvt_f32_u32_e32 v24, v28
	v_add_co_u32 v16, s[8:9], s18, v8
	v_add_co_ci_u32_e64 v17, s[8:9], s19, v9, s[8:9]
	v_cvt_i32_f32_e32 v8, v20
	v_cvt_u32_f32_e32 v9, v21
	v_add_co_u32 v20, s[8:9], s14, v10
	v_ldexp_f32 v24, v24, v26
	v_add_co_ci_u32_e64 v21, s[8:9], s15, v11, s[8:9]
	v_cndmask_b32_e64 v8, s12, v8, s[4:5]
	v_cndmask_b32_e64 v9, s12, v9, s[6:7]
	v_cndmask_b32_e32 v10, s12, v29, vcc
	v_cndmask_b32_e64 v11, s12, v30, s[0:1]
	global_store_dword v[14:15], v24, off offset:16
	v_cndmask_b32_e64 v15, 0, v22, s[2:3]
	v_cndmask_b32_e64 v14, s12, v23, s[2:3]
	global_store_dwordx4 v[20:21], v[0:3], off
	global_store_dwordx4 v[20:21], v[4:7], off offset:16
	global_store_dwordx2 v[20:21], v[12:13], off offset:32
	global_store_dwordx4 v[18:19], v[8:11], off
	global_store_dwordx2 v[16:17], v[14:15], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel float_convert
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
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
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 28
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
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 916
; NumSgprs: 30
; NumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 31
; Occupancy: 16
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 1024
    .name:           float_convert
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         float_convert.kd
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
