	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	vector_index                    ; -- Begin function vector_index
	.p2align	8
	.type	vector_index,@function
vector_index:                           ; @vector_index
; %bb.0:                                ; %entry
	s_load_dwordx2 s[4:5], s[2:3], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_add_u32 v16, s6, 6, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s5, v16
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %body
	s_load_dwordx4 s[0:3], s[2:3], 0x0
	v_mov_b32_e32 v17, 0
	v_lshlrev_b64 v[18:19], 6, v[16:17]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[18:19]
	global_load_dwordx4 v[12:15], v[20:21], off offset:48
	global_load_dwordx4 v[8:11], v[20:21], off offset:32
	global_load_dwordx4 v[4:7], v[20:21], off offset:16
	global_load_dwordx4 v[0:3], v[20:21], off
	v_cvt_f32_i32_e32 v21, v16
	s_and_b32 s2, s4, 15
	s_bfe_u32 s3, s4, 0x40004
	v_and_b32_e32 v20, 15, v16
	v_lshl_add_u64 v[16:17], s[0:1], 0, v[18:19]
	v_cmp_eq_u32_e32 vcc, 7, v20
	s_waitcnt vmcnt(0)
	s_set_gpr_idx_on s2, gpr_idx(SRC0)
	v_mov_b32_e32 v18, v0
	s_set_gpr_idx_off
	v_add_f32_e32 v18, v18, v18
	s_set_gpr_idx_on s3, gpr_idx(DST)
	v_mov_b32_e32 v0, v18
	s_set_gpr_idx_off
	v_cndmask_b32_e32 v7, v7, v21, vcc
	v_cmp_eq_u32_e32 vcc, 6, v20
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v21, vcc
	v_cmp_eq_u32_e32 vcc, 5, v20
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v21, vcc
	v_cmp_eq_u32_e32 vcc, 4, v20
	s_nop 1
	v_cndmask_b32_e32 v4, v4, v21, vcc
	v_cmp_eq_u32_e32 vcc, 3, v20
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v21, vcc
	v_cmp_eq_u32_e32 vcc, 2, v20
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v21, vcc
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v21, vcc
	v_cmp_eq_u32_e32 vcc, 0, v20
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v20
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v21, vcc
	v_cmp_eq_u32_e32 vcc, 14, v20
	s_nop 1
	v_cndmask_b32_e32 v14, v14, v21, vcc
	v_cmp_eq_u32_e32 vcc, 13, v20
	s_nop 1
	v_cndmask_b32_e32 v13, v13, v21, vcc
	v_cmp_eq_u32_e32 vcc, 12, v20
	s_nop 1
	v_cndmask_b32_e32 v12, v12, v21, vcc
	v_cmp_eq_u32_e32 vcc, 11, v20
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v21, vcc
	v_cmp_eq_u32_e32 vcc, 10, v20
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v21, vcc
	v_cmp_eq_u32_e32 vcc, 9, v20
	s_nop 1
	v_cndmask_b32_e32 v9, v9, v21, vcc
	v_cmp_eq_u32_e32 vcc, 8, v20
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v21, vcc
	global_store_dwordx4 v[16:17], v[8:11], off offset:32
	global_store_dwordx4 v[16:17], v[12:15], off offset:48
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:16
.LBB0_2:                                ; %exit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vector_index
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 24
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
	.size	vector_index, .Lfunc_end0-vector_index
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 388
; NumSgprs: 13
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
      - .name:           k
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           !str n
        .offset:         20
        .size:           4
        .value_kind:     by_value
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
    .name:           vector_index
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         vector_index.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
