	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	int64_math                      ; -- Begin function int64_math
	.p2align	8
	.type	int64_math,@function
int64_math:                             ; @int64_math
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b64 s[4:5], s[2:3], 0x10
	s_load_b128 s[0:3], s[2:3], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_and_b32 v0, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v0, s6, 6, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, s4, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s5, v3, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v2
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v3, vcc_lo
	global_load_b64 v[2:3], v[4:5], off
	global_load_b64 v[20:21], v[6:7], off
	v_lshlrev_b64 v[4:5], 6, v[0:1]
	v_mov_b32_e32 v11, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v4, vcc_lo, s0, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v5, vcc_lo
	s_mov_b32 s0, exec_lo
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v14, 63, v2
	s_waitcnt vmcnt(0)
	v_add_co_u32 v12, vcc_lo, v20, v2
	v_add_co_ci_u32_e32 v13, vcc_lo, v21, v3, vcc_lo
	v_sub_co_u32 v6, vcc_lo, v20, v2
	v_sub_co_ci_u32_e32 v7, vcc_lo, v21, v3, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, v[20:21], v[2:3]
	v_mul_lo_u32 v1, v21, v2
	v_mul_lo_u32 v10, v20, v3
	v_mad_u64_u32 v[22:23], null, v20, v2, 0
	v_xor_b32_e32 v14, 63, v14
	v_cndmask_b32_e64 v15, 0, 1, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, v[20:21], v[2:3]
	v_lshrrev_b64 v[18:19], v2, v[20:21]
	v_lshlrev_b64 v[16:17], v2, v[20:21]
	v_ashrrev_i64 v[24:25], v14, v[2:3]
	v_add3_u32 v1, v23, v10, v1
	v_lshlrev_b32_e32 v28, 1, v15
	v_cndmask_b32_e64 v26, 0, 1, vcc_lo
	v_cmp_lt_i64_e32 vcc_lo, v[20:21], v[2:3]
	v_xor_b32_e32 v14, v6, v22
	v_mul_hi_i32 v22, v20, v2
	v_xor_b32_e32 v15, v7, v1
	v_lshlrev_b32_e32 v10, 2, v26
	v_ashrrev_i64 v[8:9], v2, v[20:21]
	v_cndmask_b32_e64 v27, 0, 1, vcc_lo
	v_add_co_u32 v18, vcc_lo, v18, v24
	v_add_co_ci_u32_e32 v19, vcc_lo, v19, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_or3_b32 v10, v27, v28, v10
	s_clause 0x3
	global_store_b128 v[4:5], v[12:15], off
	global_store_b128 v[4:5], v[16:19], off offset:16
	global_store_b128 v[4:5], v[8:11], off offset:32
	global_store_b64 v[4:5], v[22:23], off offset:48
                                        ; implicit-def: $vgpr8_vgpr9
	v_cmpx_le_i64_e64 v[20:21], v[2:3]
	s_xor_b32 s0, exec_lo, s0
; %bb.1:                                ; %notgreater
	v_lshlrev_b64 v[1:2], 1, v[2:3]
                                        ; implicit-def: $vgpr6_vgpr7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, v1, v0
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v2, vcc_lo
; %bb.2:                                ; %Flow
	s_and_not1_saveexec_b32 s0, s0
; %bb.3:                                ; %greater
	v_lshrrev_b64 v[8:9], 3, v[6:7]
; %bb.4:                                ; %join
	s_or_b32 exec_lo, exec_lo, s0
	global_store_b64 v[4:5], v[8:9], off offset:56
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 7
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
	.size	int64_math, .Lfunc_end0-int64_math
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 428
; NumSgprs: 9
; NumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 29
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
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         int64_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
