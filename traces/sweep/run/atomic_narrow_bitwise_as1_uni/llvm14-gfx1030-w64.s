	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	atomic_narrow_bitwise_as1_uni   ; -- Begin function atomic_narrow_bitwise_as1_uni
	.p2align	8
	.type	atomic_narrow_bitwise_as1_uni,@function
atomic_narrow_bitwise_as1_uni:          ; @atomic_narrow_bitwise_as1_uni
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x8
	s_movk_i32 s4, 0xff
	v_mov_b32_e32 v0, 0
	s_mov_b32 s9, 0xffff
	s_waitcnt lgkmcnt(0)
	s_add_i32 s8, s2, 1
	s_add_u32 s2, s0, 4
	s_addc_u32 s3, s1, 0
	s_and_b32 s5, s2, 3
	s_and_b32 s10, s8, s4
	s_lshl_b32 s5, s5, 3
	s_and_b32 s2, s2, -4
	s_lshl_b32 s4, s4, s5
	s_lshl_b32 s5, s10, s5
	s_orn2_b32 s4, s5, s4
	s_add_u32 s6, s0, 8
	s_addc_u32 s5, s1, 0
	s_and_b32 s7, s6, 3
	v_mov_b32_e32 v1, s4
	s_lshl_b32 s7, s7, 3
	s_and_b32 s4, s6, -4
	s_lshl_b32 s11, s10, s7
	s_add_u32 s6, s0, 12
	s_addc_u32 s7, s1, 0
	s_and_b32 s12, s6, 3
	global_atomic_and v0, v1, s[2:3]
	s_lshl_b32 s2, s12, 3
	s_and_b32 s6, s6, -4
	s_lshl_b32 s10, s10, s2
	s_add_u32 s2, s0, 32
	s_addc_u32 s3, s1, 0
	s_and_b32 s12, s2, 3
	v_mov_b32_e32 v1, s11
	s_lshl_b32 s11, s12, 3
	s_and_b32 s12, s8, s9
	s_lshl_b32 s8, s9, s11
	s_lshl_b32 s9, s12, s11
	s_and_b32 s2, s2, -4
	s_orn2_b32 s11, s9, s8
	s_add_u32 s8, s0, 40
	s_addc_u32 s9, s1, 0
	s_and_b32 s13, s8, 3
	global_atomic_or v0, v1, s[4:5]
	s_lshl_b32 s4, s13, 3
	s_and_b32 s8, s8, -4
	s_lshl_b32 s4, s12, s4
	s_add_u32 s0, s0, 48
	s_addc_u32 s1, s1, 0
	s_and_b32 s5, s0, 3
	v_mov_b32_e32 v1, s10
	s_lshl_b32 s5, s5, 3
	v_mov_b32_e32 v2, s11
	s_lshl_b32 s5, s12, s5
	v_mov_b32_e32 v3, s4
	v_mov_b32_e32 v4, s5
	s_clause 0x1
	global_atomic_xor v0, v1, s[6:7]
	global_atomic_and v0, v2, s[2:3]
	s_and_b32 s0, s0, -4
	s_clause 0x1
	global_atomic_or v0, v3, s[8:9]
	global_atomic_xor v0, v4, s[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_vcc 0
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
	.size	atomic_narrow_bitwise_as1_uni, .Lfunc_end0-atomic_narrow_bitwise_as1_uni
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 288
; NumSgprs: 14
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 5
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         atomic_narrow_bitwise_as1_uni.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
