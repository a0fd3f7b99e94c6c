	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	int64_math                      ; -- Begin function int64_math
	.p2align	8
	.type	int64_math,@function
int64_math:                             ; @int64_math
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dwordx2 s[0:1], s[2:3], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_add_u32 v0, s6, 6, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[2:3]
	global_load_dwordx2 v[2:3], v[6:7], off
	global_load_dwordx2 v[20:21], v[4:5], off
	v_lshlrev_b64 v[4:5], 6, v[0:1]
	v_mov_b32_e32 v11, v1
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v15, 63, v2
	s_waitcnt vmcnt(0)
	v_sub_co_u32_e32 v6, vcc, v20, v2
	v_mul_lo_u32 v10, v21, v2
	s_nop 0
	v_subb_co_u32_e32 v7, vcc, v21, v3, vcc
	v_cmp_lt_i64_e32 vcc, v[20:21], v[2:3]
	v_mul_lo_u32 v14, v20, v3
	v_mad_u64_u32 v[18:19], s[0:1], v20, v2, 0
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[20:21], v[2:3]
	v_add3_u32 v10, v19, v14, v10
	v_xor_b32_e32 v27, 63, v15
	v_cndmask_b32_e64 v24, 0, 1, vcc
	v_cmp_eq_u64_e32 vcc, v[20:21], v[2:3]
	v_lshlrev_b32_e32 v28, 1, v24
	v_lshrrev_b64 v[22:23], v2, v[20:21]
	v_cndmask_b32_e64 v25, 0, 1, vcc
	v_lshlrev_b32_e32 v29, 2, v25
	v_ashrrev_i64 v[8:9], v2, v[20:21]
	v_xor_b32_e32 v14, v6, v18
	v_mul_hi_i32 v18, v20, v2
	v_xor_b32_e32 v15, v7, v10
	v_ashrrev_i64 v[24:25], v27, v[2:3]
	v_or3_b32 v10, v26, v28, v29
	v_cmp_le_i64_e32 vcc, v[20:21], v[2:3]
	v_lshl_add_u64 v[12:13], v[20:21], 0, v[2:3]
	v_lshlrev_b64 v[16:17], v2, v[20:21]
	global_store_dwordx2 v[4:5], v[18:19], off offset:48
	global_store_dwordx4 v[4:5], v[12:15], off
	v_lshl_add_u64 v[18:19], v[22:23], 0, v[24:25]
	global_store_dwordx4 v[4:5], v[8:11], off offset:32
	global_store_dwordx4 v[4:5], v[16:19], off offset:16
                                        ; implicit-def: $vgpr8_vgpr9
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.1:                                ; %notgreater
	v_lshl_add_u64 v[8:9], v[2:3], 1, v[0:1]
                                        ; implicit-def: $vgpr6_vgpr7
; %bb.2:                                ; %Flow
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.3:                                ; %greater
	v_lshrrev_b64 v[8:9], 3, v[6:7]
; %bb.4:                                ; %join
	s_or_b64 exec, exec, s[0:1]
	global_store_dwordx2 v[4:5], v[8:9], off offset:56
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int64_math
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 32
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
	.size	int64_math, .Lfunc_end0-int64_math
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 356
; NumSgprs: 18
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
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
    .name:           int64_math
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int64_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
