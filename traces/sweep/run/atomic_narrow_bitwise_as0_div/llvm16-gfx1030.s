	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	atomic_narrow_bitwise_as0_div   ; -- Begin function atomic_narrow_bitwise_as0_div
	.p2align	8
	.type	atomic_narrow_bitwise_as0_div,@function
atomic_narrow_bitwise_as0_div:          ; @atomic_narrow_bitwise_as0_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_load_dword s4, s[4:5], 0x10
	v_lshlrev_b32_e32 v9, 1, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v11, v1, s[0:1]
	s_add_u32 s0, s2, 64
	s_addc_u32 s1, s3, 0
	s_add_u32 s5, s2, 0x80
	v_add_co_u32 v3, s0, s0, v0
	v_add_co_ci_u32_e64 v2, null, s1, 0, s0
	s_addc_u32 s0, s3, 0
	v_add_co_u32 v5, s5, s5, v0
	s_add_u32 s1, s2, 0xc0
	v_add_co_ci_u32_e64 v4, null, s0, 0, s5
	s_addc_u32 s0, s3, 0
	s_add_u32 s5, s2, 0x200
	v_and_b32_e32 v7, 3, v3
	v_add_co_u32 v12, s5, s5, v9
	v_add_co_u32 v0, s1, s1, v0
	v_add_co_ci_u32_e64 v6, null, s0, 0, s1
	v_and_b32_e32 v16, 3, v12
	s_addc_u32 s0, s3, 0
	v_lshlrev_b32_e32 v15, 3, v7
	s_add_u32 s1, s2, 0x280
	v_add_co_ci_u32_e64 v8, null, s0, 0, s5
	s_addc_u32 s0, s3, 0
	s_add_u32 s2, s2, 0x300
	v_add_co_u32 v14, s1, s1, v9
	v_lshlrev_b32_e32 v16, 3, v16
	v_add_co_ci_u32_e64 v10, null, s0, 0, s1
	v_add_co_u32 v17, s1, s2, v9
	v_lshlrev_b32_e64 v18, v15, 0xff
	v_and_b32_e32 v13, 3, v5
	v_and_b32_e32 v1, -4, v3
	v_and_b32_e32 v3, -4, v5
	v_and_b32_e32 v5, -4, v0
	v_and_b32_e32 v0, 3, v0
	v_lshlrev_b32_e64 v20, v16, 0xffff
	v_and_b32_e32 v9, -4, v14
	v_and_b32_e32 v14, 3, v14
	v_not_b32_e32 v18, v18
	v_lshlrev_b32_e32 v13, 3, v13
	v_lshlrev_b32_e32 v0, 3, v0
	v_not_b32_e32 v20, v20
	v_lshlrev_b32_e32 v14, 3, v14
	s_addc_u32 s0, s3, 0
	v_and_b32_e32 v7, -4, v12
	v_add_co_ci_u32_e64 v12, null, s0, 0, s1
	s_waitcnt vmcnt(0)
	v_add3_u32 v19, s4, 1, v11
	v_and_b32_e32 v11, -4, v17
	v_and_b32_e32 v17, 3, v17
	v_and_b32_e32 v21, 0xff, v19
	v_and_b32_e32 v19, 0xffff, v19
	v_lshlrev_b32_e32 v17, 3, v17
	v_lshl_or_b32 v15, v21, v15, v18
	v_lshlrev_b32_e32 v13, v13, v21
	v_lshlrev_b32_e32 v0, v0, v21
	v_lshl_or_b32 v16, v19, v16, v20
	v_lshlrev_b32_e32 v14, v14, v19
	flat_atomic_and v[1:2], v15
	v_lshlrev_b32_e32 v1, v17, v19
	s_clause 0x4
	flat_atomic_or v[3:4], v13
	flat_atomic_xor v[5:6], v0
	flat_atomic_and v[7:8], v16
	flat_atomic_or v[9:10], v14
	flat_atomic_xor v[11:12], v1
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel atomic_narrow_bitwise_as0_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
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
	.size	atomic_narrow_bitwise_as0_div, .Lfunc_end0-atomic_narrow_bitwise_as0_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 468
; NumSgprs: 6
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 22
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
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  generic
        .name:           p
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           v
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           u
        .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           atomic_narrow_bitwise_as0_div
    .private_segment_fixed_size: 0
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         atomic_narrow_bitwise_as0_div.kd
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
