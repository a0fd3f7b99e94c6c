	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	vector_index                    ; -- Begin function vector_index
	.p2align	8
	.type	vector_index,@function
vector_index:                           ; @vector_index
; %bb.0:                                ; %entry
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_lshl_add_u32 v0, s6, 6, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s1, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %body
	s_load_dwordx4 s[36:39], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[17:18], 6, v[0:1]
	s_and_b32 s1, s0, 15
	s_bfe_u32 s0, s0, 0x40004
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s39
	v_add_co_u32_e32 v19, vcc, s38, v17
	v_addc_co_u32_e32 v20, vcc, v1, v18, vcc
	global_load_dwordx4 v[13:16], v[19:20], off offset:48
	global_load_dwordx4 v[9:12], v[19:20], off offset:32
	global_load_dwordx4 v[5:8], v[19:20], off offset:16
	global_load_dwordx4 v[1:4], v[19:20], off
	v_and_b32_e32 v19, 15, v0
	v_cvt_f32_i32_e32 v0, v0
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cmp_eq_u32_e64 s[2:3], 4, v19
	v_cmp_eq_u32_e64 s[4:5], 3, v19
	v_cmp_eq_u32_e64 s[6:7], 2, v19
	v_cmp_eq_u32_e64 s[8:9], 1, v19
	v_cmp_eq_u32_e64 s[10:11], 0, v19
	v_cmp_eq_u32_e64 s[12:13], 15, v19
	v_cmp_eq_u32_e64 s[14:15], 14, v19
	v_cmp_eq_u32_e64 s[16:17], 13, v19
	v_cmp_eq_u32_e64 s[18:19], 12, v19
	v_cmp_eq_u32_e64 s[20:21], 11, v19
	v_cmp_eq_u32_e64 s[22:23], 10, v19
	v_cmp_eq_u32_e64 s[24:25], 9, v19
	v_cmp_eq_u32_e64 s[26:27], 8, v19
	v_cmp_eq_u32_e64 s[28:29], 7, v19
	s_waitcnt vmcnt(0)
	s_set_gpr_idx_on s1, gpr_idx(SRC0)
	v_mov_b32_e32 v20, v1
	s_set_gpr_idx_off 
	v_add_f32_e32 v20, v20, v20
	s_set_gpr_idx_on s0, gpr_idx(DST)
	v_mov_b32_e32 v1, v20
	s_set_gpr_idx_off 
	v_cmp_eq_u32_e64 s[0:1], 5, v19
	v_cndmask_b32_e64 v8, v8, v0, s[28:29]
	v_cndmask_b32_e32 v7, v7, v0, vcc
	v_cndmask_b32_e64 v6, v6, v0, s[0:1]
	v_cndmask_b32_e64 v5, v5, v0, s[2:3]
	v_cndmask_b32_e64 v4, v4, v0, s[4:5]
	v_cndmask_b32_e64 v3, v3, v0, s[6:7]
	v_cndmask_b32_e64 v2, v2, v0, s[8:9]
	v_cndmask_b32_e64 v1, v1, v0, s[10:11]
	v_cndmask_b32_e64 v16, v16, v0, s[12:13]
	v_cndmask_b32_e64 v15, v15, v0, s[14:15]
	v_cndmask_b32_e64 v14, v14, v0, s[16:17]
	v_cndmask_b32_e64 v13, v13, v0, s[18:19]
	v_cndmask_b32_e64 v12, v12, v0, s[20:21]
	v_cndmask_b32_e64 v11, v11, v0, s[22:23]
	v_cndmask_b32_e64 v10, v10, v0, s[24:25]
	v_cndmask_b32_e64 v9, v9, v0, s[26:27]
	v_mov_b32_e32 v0, s37
	v_add_co_u32_e32 v17, vcc, s36, v17
	v_addc_co_u32_e32 v18, vcc, v0, v18, vcc
	global_store_dwordx4 v[17:18], v[9:12], off offset:32
	global_store_dwordx4 v[17:18], v[13:16], off offset:48
	global_store_dwordx4 v[17:18], v[1:4], off
	global_store_dwordx4 v[17:18], v[5:8], off offset:16
.LBB0_2:                                ; %exit
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel vector_index
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 40
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
	.size	vector_index, .Lfunc_end0-vector_index
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 500
; NumSgprs: 42
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 21
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
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           k
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           !str n
        .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           vector_index
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         vector_index.kd
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
