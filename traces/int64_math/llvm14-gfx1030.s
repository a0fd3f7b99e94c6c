	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	int64_math                      ; -- Begin function int64_math
	.p2align	8
	.type	int64_math,@function
int64_math:                             ; @int64_math
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s6, 6, v0
	v_lshlrev_b64 v[1:2], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s8, v1
	v_add_co_ci_u32_e32 v4, vcc_lo, s9, v2, vcc_lo
	v_add_co_u32 v5, vcc_lo, s2, v1
	v_add_co_ci_u32_e32 v6, vcc_lo, s3, v2, vcc_lo
	s_mov_b32 s2, 0
	global_load_dwordx2 v[1:2], v[3:4], off
	global_load_dwordx2 v[19:20], v[5:6], off
	v_mad_u64_u32 v[3:4], s0, v0, 64, s[0:1]
	v_mov_b32_e32 v14, s2
	v_mov_b32_e32 v18, s2
	v_mov_b32_e32 v10, s2
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v26, 63, v1
	s_waitcnt vmcnt(0)
	v_add_co_u32 v7, vcc_lo, v19, v1
	v_add_co_ci_u32_e32 v8, vcc_lo, v20, v2, vcc_lo
	v_sub_co_u32 v5, vcc_lo, v19, v1
	v_sub_co_ci_u32_e32 v6, vcc_lo, v20, v2, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, v[19:20], v[1:2]
	v_mul_lo_u32 v9, v20, v1
	v_mul_lo_u32 v25, v19, v2
	v_mad_u64_u32 v[21:22], s0, v19, v1, 0
	v_sub_nc_u32_e32 v26, 63, v26
	v_cndmask_b32_e64 v13, 0, 1, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, v[19:20], v[1:2]
	v_lshrrev_b64 v[23:24], v1, v[19:20]
	v_ashrrev_i64 v[15:16], v1, v[19:20]
	v_lshlrev_b64 v[11:12], v1, v[19:20]
	v_lshlrev_b64 v[13:14], 1, v[13:14]
	v_add3_u32 v28, v22, v25, v9
	v_cndmask_b32_e64 v17, 0, 1, vcc_lo
	v_cmp_lt_i64_e32 vcc_lo, v[19:20], v[1:2]
	v_ashrrev_i64 v[25:26], v26, v[1:2]
	v_xor_b32_e32 v9, v5, v21
	v_mul_hi_i32 v21, v19, v1
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_cndmask_b32_e64 v27, 0, 1, vcc_lo
	v_or3_b32 v18, v10, v14, v18
	v_or3_b32 v17, v27, v13, v17
	v_add_co_u32 v13, vcc_lo, v23, v25
	v_add_co_ci_u32_e32 v14, vcc_lo, v24, v26, vcc_lo
	v_cmp_le_i64_e32 vcc_lo, v[19:20], v[1:2]
	v_xor_b32_e32 v10, v6, v28
	global_store_dwordx4 v[3:4], v[15:18], off offset:32
	global_store_dwordx4 v[3:4], v[7:10], off
	global_store_dwordx4 v[3:4], v[11:14], off offset:16
	global_store_dwordx2 v[3:4], v[21:22], off offset:48
                                        ; implicit-def: $vgpr7_vgpr8
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
; %bb.1:                                ; %notgreater
	v_lshlrev_b64 v[1:2], 1, v[1:2]
                                        ; implicit-def: $vgpr5_vgpr6
	v_add_co_u32 v7, vcc_lo, v1, v0
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v2, vcc_lo
; %bb.2:                                ; %Flow
	s_or_saveexec_b32 s0, s0
	s_xor_b32 exec_lo, exec_lo, s0
; %bb.3:                                ; %greater
	v_lshrrev_b64 v[7:8], 3, v[5:6]
; %bb.4:                                ; %join
	s_or_b32 exec_lo, exec_lo, s0
	global_store_dwordx2 v[3:4], v[7:8], off offset:56
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel int64_math
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 10
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
	.size	int64_math, .Lfunc_end0-int64_math
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 448
; NumSgprs: 12
; NumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 29
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           int64_math
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         int64_math.kd
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
