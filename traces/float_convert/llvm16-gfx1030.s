	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	float_convert                   ; -- Begin function float_convert
	.p2align	8
	.type	float_convert,@function
float_convert:                          ; @float_convert
; %bb.0:                                ; %entry
	s_load_dwordx16 s[8:23], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s6, 6, v0
	s_mov_b32 s4, 0x200000
	s_mov_b32 s5, 0xc1e00000
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s22, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s23, v3, vcc_lo
	v_mad_u64_u32 v[18:19], null, v0, 16, s[12:13]
	global_load_dwordx2 v[10:11], v[4:5], off
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_co_u32 v6, vcc_lo, s16, v4
	v_add_co_ci_u32_e32 v7, vcc_lo, s17, v5, vcc_lo
	v_add_co_u32 v8, vcc_lo, s18, v2
	v_add_co_ci_u32_e32 v9, vcc_lo, s19, v3, vcc_lo
	global_load_dword v1, v[6:7], off
	global_load_dwordx2 v[12:13], v[8:9], off
	v_add_co_u32 v4, vcc_lo, s20, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s21, v5, vcc_lo
	s_mov_b32 s16, 0
	s_mov_b32 s17, 0x41e00000
	v_mad_u64_u32 v[6:7], null, v0, 5, 0
	global_load_dword v34, v[4:5], off
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	v_lshlrev_b64 v[16:17], 3, v[6:7]
	s_waitcnt vmcnt(3)
	v_cmp_gt_f64_e32 vcc_lo, s[16:17], v[10:11]
	s_mov_b32 s17, 0x41f00000
	v_cmp_gt_f64_e64 s0, s[16:17], v[10:11]
	s_mov_b32 s17, 0xc3e00000
	v_cmp_le_f64_e64 s1, s[16:17], v[10:11]
	s_mov_b32 s17, 0x43e00000
	v_cmp_gt_f64_e64 s2, s[16:17], v[10:11]
	s_mov_b32 s17, 0x3df00000
	s_waitcnt vmcnt(2)
	v_cvt_f64_u32_e32 v[6:7], v1
	s_waitcnt vmcnt(1)
	v_cvt_f64_i32_e32 v[26:27], v13
	v_cvt_f64_u32_e32 v[28:29], v13
	v_ffbh_u32_e32 v33, v13
	v_cvt_f64_u32_e32 v[30:31], v12
	v_ffbh_i32_e32 v32, v13
	v_cvt_f32_i32_e32 v0, v1
	v_min_u32_e32 v36, 32, v33
	s_waitcnt vmcnt(0)
	v_cmp_le_f32_e64 s3, 0xcf000000, v34
	v_cmp_lt_f32_e64 s6, -1.0, v34
	v_add_nc_u32_e32 v35, -1, v32
	v_cmp_gt_f32_e64 s7, 0x4f800000, v34
	v_lshlrev_b64 v[32:33], v36, v[12:13]
	s_and_b32 s1, s1, s2
	v_add_co_u32 v20, s2, s14, v2
	v_cndmask_b32_e64 v5, 0, v11, s1
	v_cndmask_b32_e64 v4, 0, v10, s1
	v_add_co_ci_u32_e64 v21, s2, s15, v3, s2
	v_add_co_u32 v22, s2, s8, v8
	v_trunc_f64_e32 v[14:15], v[4:5]
	v_add_co_ci_u32_e64 v23, s2, s9, v9, s2
	v_cmp_lt_f64_e64 s2, s[4:5], v[10:11]
	v_cmp_lt_f64_e64 s4, -1.0, v[10:11]
	v_xor_b32_e32 v3, v12, v13
	v_ldexp_f64 v[26:27], v[26:27], 32
	v_ldexp_f64 v[28:29], v[28:29], 32
	v_cmp_gt_f32_e64 s5, 0x4f000000, v34
	v_cvt_f32_f64_e32 v2, v[10:11]
	v_ashrrev_i32_e32 v3, 31, v3
	v_cvt_f64_f32_e32 v[8:9], v34
	v_min_u32_e32 v32, 1, v32
	s_and_b32 s3, s3, s5
	s_and_b32 s5, s6, s7
	v_add_nc_u32_e32 v3, 32, v3
	v_cndmask_b32_e64 v37, 0, v34, s3
	v_cndmask_b32_e64 v38, 0, v34, s5
	v_or_b32_e32 v32, v33, v32
	v_sub_nc_u32_e32 v36, 32, v36
	v_min_u32_e32 v3, v35, v3
	v_mul_f64 v[4:5], v[14:15], s[16:17]
	s_mov_b32 s17, 0xc1f00000
	s_and_b32 vcc_lo, s2, vcc_lo
	s_and_b32 s0, s4, s0
	v_cndmask_b32_e32 v35, 0, v11, vcc_lo
	v_cndmask_b32_e32 v34, 0, v10, vcc_lo
	v_cndmask_b32_e64 v11, 0, v11, s0
	v_cndmask_b32_e64 v10, 0, v10, s0
	v_lshlrev_b64 v[12:13], v3, v[12:13]
	v_sub_nc_u32_e32 v3, 32, v3
	v_cvt_i32_f64_e32 v33, v[34:35]
	v_add_co_u32 v16, s2, s10, v16
	v_cvt_u32_f64_e32 v34, v[10:11]
	v_add_f64 v[10:11], v[26:27], v[30:31]
	v_min_u32_e32 v12, 1, v12
	v_add_co_ci_u32_e64 v17, s2, s11, v17, s2
	v_or_b32_e32 v12, v13, v12
	v_floor_f64_e32 v[24:25], v[4:5]
	v_cvt_f64_i32_e32 v[4:5], v1
	v_cvt_f32_u32_e32 v13, v32
	v_cvt_f32_u32_e32 v1, v1
	v_cvt_f32_i32_e32 v12, v12
	v_ldexp_f32 v26, v13, v36
	v_ldexp_f32 v3, v12, v3
	global_store_dword v[22:23], v26, off offset:16
	global_store_dwordx4 v[22:23], v[0:3], off
	v_fma_f64 v[14:15], v[24:25], s[16:17], v[14:15]
	v_cvt_i32_f64_e32 v39, v[24:25]
	v_add_f64 v[24:25], v[28:29], v[30:31]
	v_cvt_u32_f64_e32 v35, v[14:15]
	v_cvt_i32_f32_e32 v14, v37
	v_cvt_u32_f32_e32 v15, v38
	v_cndmask_b32_e64 v1, 0, v39, s1
	v_cndmask_b32_e64 v12, 0x7eadbeef, v14, s3
	v_cndmask_b32_e64 v13, 0x7eadbeef, v15, s5
	v_cndmask_b32_e32 v14, 0x7eadbeef, v33, vcc_lo
	v_cndmask_b32_e64 v15, 0x7eadbeef, v34, s0
	v_cndmask_b32_e64 v0, 0x7eadbeef, v35, s1
	global_store_dwordx4 v[16:17], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off offset:16
	global_store_dwordx2 v[16:17], v[24:25], off offset:32
	global_store_dwordx4 v[18:19], v[12:15], off
	global_store_dwordx2 v[20:21], v[0:1], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 24
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
	.size	float_convert, .Lfunc_end0-float_convert
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 916
; NumSgprs: 26
; NumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 40
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         float_convert.kd
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
