	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	grid2d                          ; -- Begin function grid2d
	.p2align	8
	.type	grid2d,@function
grid2d:                                 ; @grid2d
; %bb.0:                                ; %entry
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_lshl_add_u32 v5, s6, 3, v0
	v_lshl_add_u32 v6, s7, 3, v1
	v_mov_b32_e32 v3, 0
                                        ; implicit-def: $vgpr4
	v_lshl_add_u32 v2, v6, 5, v5
	v_lshlrev_b64 v[7:8], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v7, vcc, s0, v7
	v_add_co_ci_u32_e32 v8, vcc, s1, v8, vcc
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_cmp_le_u32_e32 vcc, v1, v0
	global_load_dword v7, v[7:8], off
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %down
	s_mul_i32 s8, s7, 10
	s_waitcnt vmcnt(0)
	v_subrev_nc_u32_e32 v4, s8, v7
                                        ; implicit-def: $vgpr7
.LBB0_2:                                ; %Flow
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.3:                                ; %up
	s_mul_i32 s8, s6, 0x64
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v4, v7, 1, s8
.LBB0_4:                                ; %join
	s_or_b64 exec, exec, s[4:5]
	v_lshl_add_u32 v5, v5, 4, v6
	v_mov_b32_e32 v6, 0
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v7, v1, 8, v0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_lshl_b32 s4, s6, 16
	s_lshl_b32 s5, s7, 24
	v_lshlrev_b64 v[0:1], 2, v[5:6]
	v_or3_b32 v5, v7, s4, s5
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s0, v0
	v_add_co_ci_u32_e32 v1, vcc, s1, v1, vcc
	v_add_co_u32 v2, vcc, s2, v2
	v_add_co_ci_u32_e32 v3, vcc, s3, v3, vcc
	global_store_dword v[0:1], v4, off
	global_store_dword v[2:3], v5, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel grid2d
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 9
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
	.size	grid2d, .Lfunc_end0-grid2d
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 256
; NumSgprs: 11
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
        .name:           ids
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           grid2d
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         grid2d.kd
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
