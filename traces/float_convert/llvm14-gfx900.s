	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	float_convert                   ; -- Begin function float_convert
	.p2align	8
	.type	float_convert,@function
float_convert:                          ; @float_convert
; %bb.0:                                ; %entry
	s_load_dwordx16 s[8:23], s[4:5], 0x0
	v_lshl_add_u32 v5, s6, 6, v0
	v_mov_b32_e32 v6, 0
	v_lshlrev_b64 v[0:1], 3, v[5:6]
	v_lshlrev_b64 v[6:7], 2, v[5:6]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s19
	v_add_co_u32_e32 v2, vcc, s18, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dwordx2 v[9:10], v[2:3], off
	v_mov_b32_e32 v3, s17
	v_add_co_u32_e32 v2, vcc, s16, v6
	v_addc_co_u32_e32 v3, vcc, v3, v7, vcc
	v_mov_b32_e32 v4, s23
	global_load_dword v17, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s22, v0
	v_addc_co_u32_e32 v3, vcc, v4, v1, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	v_mov_b32_e32 v4, s21
	v_add_co_u32_e32 v6, vcc, s20, v6
	v_addc_co_u32_e32 v7, vcc, v4, v7, vcc
	global_load_dword v4, v[6:7], off
	v_mad_u64_u32 v[6:7], s[0:1], v5, 5, 0
	v_mov_b32_e32 v11, s12
	v_mov_b32_e32 v12, s13
	v_lshlrev_b64 v[13:14], 2, v[6:7]
	v_mov_b32_e32 v8, s9
	v_lshlrev_b64 v[6:7], 3, v[6:7]
	v_mad_u64_u32 v[15:16], s[0:1], v5, 16, v[11:12]
	v_add_co_u32_e32 v11, vcc, s8, v13
	v_addc_co_u32_e32 v12, vcc, v8, v14, vcc
	v_add_co_u32_e32 v13, vcc, s10, v6
	v_mov_b32_e32 v18, s11
	v_addc_co_u32_e32 v14, vcc, v18, v7, vcc
	s_mov_b32 s16, 0
	s_mov_b32 s17, 0x41e00000
	s_mov_b32 s6, 0xcf000000
	s_mov_b32 s8, 0x4f000000
	s_mov_b32 s10, 0x4f800000
	v_mov_b32_e32 v21, 0x7eadbeef
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v5, v9, v10
	v_ffbh_i32_e32 v6, v10
	v_ashrrev_i32_e32 v5, 31, v5
	v_add_u32_e32 v6, -1, v6
	v_add_u32_e32 v5, 32, v5
	v_min_u32_e32 v8, v6, v5
	v_lshlrev_b64 v[5:6], v8, v[9:10]
	v_ffbh_u32_e32 v7, v10
	v_min_u32_e32 v5, 1, v5
	v_min_u32_e32 v18, 32, v7
	v_or_b32_e32 v7, v6, v5
	v_cvt_f32_i32_e32 v7, v7
	v_lshlrev_b64 v[5:6], v18, v[9:10]
	v_sub_u32_e32 v8, 32, v8
	v_min_u32_e32 v5, 1, v5
	v_or_b32_e32 v19, v6, v5
	v_ldexp_f32 v8, v7, v8
	s_waitcnt vmcnt(2)
	v_cvt_f32_i32_e32 v5, v17
	v_cvt_f32_u32_e32 v6, v17
	s_waitcnt vmcnt(1)
	v_cvt_f32_f64_e32 v7, v[2:3]
	v_cmp_gt_f64_e32 vcc, s[16:17], v[2:3]
	s_mov_b32 s17, 0x41f00000
	v_cmp_gt_f64_e64 s[0:1], s[16:17], v[2:3]
	s_mov_b32 s17, 0xc3e00000
	v_cmp_le_f64_e64 s[2:3], s[16:17], v[2:3]
	s_mov_b32 s17, 0x43e00000
	v_cmp_gt_f64_e64 s[4:5], s[16:17], v[2:3]
	global_store_dwordx4 v[11:12], v[5:8], off
	v_sub_u32_e32 v18, 32, v18
	v_cvt_f64_i32_e32 v[5:6], v17
	v_cvt_f64_u32_e32 v[7:8], v17
	v_cvt_f32_u32_e32 v17, v19
	s_waitcnt vmcnt(1)
	v_cmp_le_f32_e64 s[6:7], s6, v4
	v_cmp_gt_f32_e64 s[8:9], s8, v4
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_ldexp_f32 v17, v17, v18
	global_store_dword v[11:12], v17, off offset:16
	v_cvt_f64_u32_e32 v[11:12], v10
	v_cvt_f64_i32_e32 v[17:18], v10
	global_store_dwordx4 v[13:14], v[5:8], off
	v_cvt_f64_u32_e32 v[9:10], v9
	v_cndmask_b32_e64 v6, 0, v3, s[2:3]
	v_cndmask_b32_e64 v5, 0, v2, s[2:3]
	v_ldexp_f64 v[11:12], v[11:12], 32
	v_ldexp_f64 v[17:18], v[17:18], 32
	v_trunc_f64_e32 v[5:6], v[5:6]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v7, 0, v4, s[6:7]
	s_mov_b32 s17, 0x3df00000
	s_mov_b32 s8, 0x200000
	s_mov_b32 s9, 0xc1e00000
	v_add_f64 v[19:20], v[11:12], v[9:10]
	v_add_f64 v[11:12], v[17:18], v[9:10]
	v_cvt_i32_f32_e32 v17, v7
	v_mul_f64 v[7:8], v[5:6], s[16:17]
	v_cmp_lt_f64_e64 s[8:9], s[8:9], v[2:3]
	v_cmp_lt_f64_e64 s[12:13], -1.0, v[2:3]
	v_cvt_f64_f32_e32 v[9:10], v4
	global_store_dwordx4 v[13:14], v[9:12], off offset:16
	global_store_dwordx2 v[13:14], v[19:20], off offset:32
	v_floor_f64_e32 v[7:8], v[7:8]
	s_and_b64 vcc, s[8:9], vcc
	v_cndmask_b32_e32 v10, 0, v3, vcc
	v_cndmask_b32_e32 v9, 0, v2, vcc
	s_mov_b32 s17, 0xc1f00000
	v_cmp_lt_f32_e64 s[4:5], -1.0, v4
	v_cmp_gt_f32_e64 s[10:11], s10, v4
	v_cvt_i32_f64_e32 v11, v[9:10]
	v_fma_f64 v[9:10], v[7:8], s[16:17], v[5:6]
	s_and_b64 s[4:5], s[4:5], s[10:11]
	s_and_b64 s[0:1], s[12:13], s[0:1]
	v_cndmask_b32_e64 v4, 0, v4, s[4:5]
	v_cndmask_b32_e64 v3, 0, v3, s[0:1]
	v_cndmask_b32_e64 v2, 0, v2, s[0:1]
	v_cvt_u32_f32_e32 v4, v4
	v_cvt_u32_f64_e32 v5, v[2:3]
	v_cndmask_b32_e64 v2, v21, v17, s[6:7]
	v_cndmask_b32_e64 v3, v21, v4, s[4:5]
	v_cndmask_b32_e32 v4, v21, v11, vcc
	v_cndmask_b32_e64 v5, v21, v5, s[0:1]
	global_store_dwordx4 v[15:16], v[2:5], off
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_cvt_u32_f64_e32 v3, v[9:10]
	v_cvt_i32_f64_e32 v4, v[7:8]
	v_mov_b32_e32 v2, s15
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_cndmask_b32_e64 v2, v21, v3, s[2:3]
	v_cndmask_b32_e64 v3, 0, v4, s[2:3]
	global_store_dwordx2 v[0:1], v[2:3], off
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 24
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
	.size	float_convert, .Lfunc_end0-float_convert
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 900
; NumSgprs: 26
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 22
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
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
