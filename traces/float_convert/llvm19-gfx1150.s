	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	float_convert                   ; -- Begin function float_convert
	.p2align	8
	.type	float_convert,@function
float_convert:                          ; @float_convert
; %bb.0:                                ; %entry
	s_load_b512 s[8:23], s[2:3], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_and_b32 v0, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v0, s6, 6, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mad_u64_u32 v[16:17], null, v0, 5, 0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v4, vcc_lo, s22, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s23, v3, vcc_lo
	global_load_b64 v[8:9], v[4:5], off
	v_add_co_u32 v4, vcc_lo, s18, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s19, v3, vcc_lo
	global_load_b64 v[12:13], v[4:5], off
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v6, vcc_lo, s16, v4
	v_add_co_ci_u32_e32 v7, vcc_lo, s17, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, s20, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s21, v5, vcc_lo
	global_load_b32 v32, v[6:7], off
	v_add_co_u32 v24, s4, s12, v0
	global_load_b32 v33, v[4:5], off
	v_add_co_ci_u32_e64 v25, s4, s13, v1, s4
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	v_add_co_u32 v26, s4, s14, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v27, s4, s15, v3, s4
	v_lshlrev_b64 v[16:17], 3, v[16:17]
	v_add_co_u32 v28, s4, s8, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v29, s4, s9, v1, s4
	s_waitcnt vmcnt(3)
	v_cmp_le_f64_e32 vcc_lo, 0xc3e00000, v[8:9]
	v_cmp_gt_f64_e64 s0, 0x43e00000, v[8:9]
	v_cmp_lt_f64_e64 s2, -1.0, v[8:9]
	v_cmp_gt_f64_e64 s3, 0x41f00000, v[8:9]
	v_cvt_f32_f64_e32 v2, v[8:9]
	s_waitcnt vmcnt(2)
	v_cvt_f64_u32_e32 v[14:15], v13
	v_cvt_f64_u32_e32 v[20:21], v12
	v_xor_b32_e32 v3, v12, v13
	v_cls_i32_e32 v0, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v1, 31, v3
	v_add_nc_u32_e32 v34, -1, v0
	v_clz_i32_u32_e32 v3, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_min_u32_e32 v3, 32, v3
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e64 s4, -1.0, v33
	v_cmp_gt_f32_e64 s5, 0x4f800000, v33
	s_and_b32 vcc_lo, vcc_lo, s0
	s_mov_b32 s0, 0x200000
	v_dual_cndmask_b32 v5, 0, v9 :: v_dual_cndmask_b32 v4, 0, v8
	s_mov_b32 s1, 0xc1e00000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_lt_f64_e64 s0, s[0:1], v[8:9]
	v_cmp_gt_f64_e64 s1, 0x41e00000, v[8:9]
	v_trunc_f64_e32 v[4:5], v[4:5]
	v_ldexp_f64 v[14:15], v[14:15], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_and_b32 s0, s0, s1
	v_ldexp_f64 v[6:7], v[4:5], 0xffffffe0
	s_and_b32 s1, s2, s3
	v_cndmask_b32_e64 v0, 0, v8, s0
	v_cndmask_b32_e64 v31, 0, v9, s1
	v_cndmask_b32_e64 v30, 0, v8, s1
	v_cmp_le_f32_e64 s2, 0xcf000000, v33
	v_cmp_gt_f32_e64 s3, 0x4f000000, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_u32_f64_e32 v30, v[30:31]
	s_and_b32 s2, s2, s3
	s_and_b32 s3, s4, s5
	v_add_co_u32 v16, s4, s10, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v17, s4, s11, v17, s4
	v_floor_f64_e32 v[10:11], v[6:7]
	v_cvt_f64_i32_e32 v[6:7], v13
	v_fma_f64 v[18:19], 0xc1f00000, v[10:11], v[4:5]
	s_delay_alu instid0(VALU_DEP_2)
	v_ldexp_f64 v[22:23], v[6:7], 32
	v_cvt_i32_f64_e32 v36, v[10:11]
	v_cvt_f64_i32_e32 v[4:5], v32
	v_cvt_f64_u32_e32 v[6:7], v32
	v_cvt_u32_f64_e32 v31, v[18:19]
	v_add_nc_u32_e32 v35, 32, v1
	v_cndmask_b32_e64 v1, 0, v9, s0
	v_cvt_f64_f32_e32 v[8:9], v33
	v_add_f64 v[10:11], v[22:23], v[20:21]
	v_add_f64 v[20:21], v[14:15], v[20:21]
	v_min_u32_e32 v34, v34, v35
	v_cvt_i32_f64_e32 v35, v[0:1]
	v_lshlrev_b64 v[18:19], v3, v[12:13]
	v_cndmask_b32_e64 v14, 0, v33, s2
	v_sub_nc_u32_e32 v3, 32, v3
	v_lshlrev_b64 v[12:13], v34, v[12:13]
	v_sub_nc_u32_e32 v15, 32, v34
	v_cvt_f32_i32_e32 v0, v32
	v_min_u32_e32 v1, 1, v18
	v_cvt_i32_f32_e32 v14, v14
	v_min_u32_e32 v12, 1, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v1, v19, v1
	v_or_b32_e32 v12, v13, v12
	v_cndmask_b32_e64 v13, 0, v33, s3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cvt_f32_u32_e32 v18, v1
	v_cvt_f32_u32_e32 v1, v32
	v_cvt_f32_i32_e32 v12, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_u32_f32_e32 v13, v13
	v_ldexp_f32 v18, v18, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_ldexp_f32 v3, v12, v15
	v_cndmask_b32_e64 v12, 0x7eadbeef, v14, s2
	v_cndmask_b32_e64 v13, 0x7eadbeef, v13, s3
	v_cndmask_b32_e64 v15, 0x7eadbeef, v30, s1
	s_clause 0x1
	global_store_b128 v[28:29], v[0:3], off
	global_store_b32 v[28:29], v18, off offset:16
	v_cndmask_b32_e32 v0, 0x7eadbeef, v31, vcc_lo
	v_cndmask_b32_e32 v1, 0, v36, vcc_lo
	v_cndmask_b32_e64 v14, 0x7eadbeef, v35, s0
	s_clause 0x2
	global_store_b128 v[16:17], v[4:7], off
	global_store_b128 v[16:17], v[8:11], off offset:16
	global_store_b64 v[16:17], v[20:21], off offset:32
	global_store_b128 v[24:25], v[12:15], off
	global_store_b64 v[26:27], v[0:1], off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 37
		.amdhsa_next_free_sgpr 24
		.amdhsa_reserve_vcc 1
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 852
; NumSgprs: 26
; NumVgprs: 37
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 37
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	".note.GNU-stack","",@progbits
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         float_convert.kd
    .uses_dynamic_stack: false
    .vgpr_count:     37
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
