	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	atomic_narrow_bitwise_as0_div   ; -- Begin function atomic_narrow_bitwise_as0_div
	.p2align	8
	.type	atomic_narrow_bitwise_as0_div,@function
atomic_narrow_bitwise_as0_div:          ; @atomic_narrow_bitwise_as0_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s6, s[4:5], 0x10
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v12, 1, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v11, v1, s[0:1]
	s_add_u32 s4, s2, 64
	s_addc_u32 s5, s3, 0
	v_mov_b32_e32 v1, s5
	s_add_u32 s5, s2, 0x80
	v_add_co_u32_e32 v3, vcc, s4, v0
	v_addc_co_u32_e32 v2, vcc, 0, v1, vcc
	v_and_b32_e32 v1, -4, v3
	v_and_b32_e32 v3, 3, v3
	s_addc_u32 s4, s3, 0
	s_movk_i32 s0, 0xff
	v_lshlrev_b32_e32 v13, 3, v3
	v_mov_b32_e32 v3, s4
	s_add_u32 s4, s2, 0xc0
	v_add_co_u32_e32 v6, vcc, s5, v0
	v_lshlrev_b32_e64 v5, v13, s0
	v_addc_co_u32_e32 v4, vcc, 0, v3, vcc
	s_addc_u32 s5, s3, 0
	v_and_b32_e32 v3, -4, v6
	v_and_b32_e32 v6, 3, v6
	v_not_b32_e32 v14, v5
	v_mov_b32_e32 v5, s5
	s_add_u32 s5, s2, 0x200
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_lshlrev_b32_e32 v15, 3, v6
	v_addc_co_u32_e32 v6, vcc, 0, v5, vcc
	s_addc_u32 s4, s3, 0
	v_mov_b32_e32 v7, s4
	s_add_u32 s4, s2, 0x280
	v_add_co_u32_e32 v9, vcc, s5, v12
	v_addc_co_u32_e32 v8, vcc, 0, v7, vcc
	v_and_b32_e32 v7, -4, v9
	v_and_b32_e32 v9, 3, v9
	s_addc_u32 s5, s3, 0
	s_mov_b32 s1, 0xffff
	v_lshlrev_b32_e32 v16, 3, v9
	v_mov_b32_e32 v9, s5
	v_add_co_u32_e32 v18, vcc, s4, v12
	v_and_b32_e32 v5, -4, v0
	v_and_b32_e32 v0, 3, v0
	s_add_u32 s2, s2, 0x300
	v_lshlrev_b32_e64 v17, v16, s1
	v_addc_co_u32_e32 v10, vcc, 0, v9, vcc
	v_and_b32_e32 v9, -4, v18
	v_and_b32_e32 v18, 3, v18
	v_lshlrev_b32_e32 v0, 3, v0
	s_addc_u32 s3, s3, 0
	v_not_b32_e32 v17, v17
	v_lshlrev_b32_e32 v18, 3, v18
	v_add_co_u32_e32 v20, vcc, s2, v12
	s_waitcnt vmcnt(0)
	v_add3_u32 v19, s6, 1, v11
	v_and_b32_e32 v11, s0, v19
	v_lshl_or_b32 v13, v11, v13, v14
	v_and_b32_e32 v19, s1, v19
	v_mov_b32_e32 v14, s3
	v_lshlrev_b32_e32 v15, v15, v11
	v_lshlrev_b32_e32 v0, v0, v11
	v_lshl_or_b32 v16, v19, v16, v17
	v_lshlrev_b32_e32 v17, v18, v19
	flat_atomic_and v[1:2], v13
	flat_atomic_or v[3:4], v15
	flat_atomic_xor v[5:6], v0
	flat_atomic_and v[7:8], v16
	flat_atomic_or v[9:10], v17
	v_addc_co_u32_e32 v12, vcc, 0, v14, vcc
	v_and_b32_e32 v14, 3, v20
	v_lshlrev_b32_e32 v14, 3, v14
	v_and_b32_e32 v11, -4, v20
	v_lshlrev_b32_e32 v0, v14, v19
	flat_atomic_xor v[11:12], v0
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 7
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
	.size	atomic_narrow_bitwise_as0_div, .Lfunc_end0-atomic_narrow_bitwise_as0_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 392
; NumSgprs: 9
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 9
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
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         atomic_narrow_bitwise_as0_div.kd
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
