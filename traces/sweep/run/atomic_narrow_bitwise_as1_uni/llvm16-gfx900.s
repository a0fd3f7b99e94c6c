	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	atomic_narrow_bitwise_as1_uni   ; -- Begin function atomic_narrow_bitwise_as1_uni
	.p2align	8
	.type	atomic_narrow_bitwise_as1_uni,@function
atomic_narrow_bitwise_as1_uni:          ; @atomic_narrow_bitwise_as1_uni
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x8
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s4, s2, 1
	s_add_u32 s5, s0, 4
	s_addc_u32 s3, s1, 0
	s_and_b32 s2, s5, -4
	s_and_b32 s5, s5, 3
	s_and_b32 s6, s4, 0xff
	s_lshl_b32 s5, s5, 3
	s_lshl_b32 s7, 0xff, s5
	s_lshl_b32 s5, s6, s5
	s_orn2_b32 s5, s5, s7
	v_mov_b32_e32 v1, s5
	s_add_u32 s5, s0, 8
	global_atomic_and v0, v1, s[2:3]
	s_addc_u32 s3, s1, 0
	s_and_b32 s2, s5, -4
	s_and_b32 s5, s5, 3
	s_lshl_b32 s5, s5, 3
	s_lshl_b32 s5, s6, s5
	v_mov_b32_e32 v1, s5
	s_add_u32 s5, s0, 12
	global_atomic_or v0, v1, s[2:3]
	s_addc_u32 s3, s1, 0
	s_and_b32 s2, s5, -4
	s_and_b32 s5, s5, 3
	s_lshl_b32 s5, s5, 3
	s_lshl_b32 s5, s6, s5
	v_mov_b32_e32 v1, s5
	s_add_u32 s5, s0, 32
	global_atomic_xor v0, v1, s[2:3]
	s_addc_u32 s3, s1, 0
	s_and_b32 s2, s5, -4
	s_and_b32 s5, s5, 3
	s_lshl_b32 s5, s5, 3
	s_and_b32 s4, s4, 0xffff
	s_lshl_b32 s6, 0xffff, s5
	s_lshl_b32 s5, s4, s5
	s_orn2_b32 s5, s5, s6
	v_mov_b32_e32 v1, s5
	s_add_u32 s5, s0, 40
	global_atomic_and v0, v1, s[2:3]
	s_addc_u32 s3, s1, 0
	s_and_b32 s2, s5, -4
	s_and_b32 s5, s5, 3
	s_lshl_b32 s5, s5, 3
	s_lshl_b32 s5, s4, s5
	v_mov_b32_e32 v1, s5
	global_atomic_or v0, v1, s[2:3]
	s_add_u32 s2, s0, 48
	s_addc_u32 s1, s1, 0
	s_and_b32 s0, s2, -4
	s_and_b32 s2, s2, 3
	s_lshl_b32 s2, s2, 3
	s_lshl_b32 s2, s4, s2
	v_mov_b32_e32 v1, s2
	global_atomic_xor v0, v1, s[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel atomic_narrow_bitwise_as1_uni
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
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
	.size	atomic_narrow_bitwise_as1_uni, .Lfunc_end0-atomic_narrow_bitwise_as1_uni
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 280
; NumSgprs: 8
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 2
; Occupancy: 8
; WaveLimiterHint : 0
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
    .name:           atomic_narrow_bitwise_as1_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         atomic_narrow_bitwise_as1_uni.kd
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
