	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	atomics_global                  ; -- Begin function atomics_global
	.p2align	8
	.type	atomics_global,@function
atomics_global:                         ; @atomics_global
; %bb.0:                                ; %entry
	s_load_dword s0, s[4:5], 0x38
	v_lshl_add_u32 v1, s6, 6, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.1:                                ; %body
	s_load_dwordx4 s[0:3], s[4:5], 0x30
	v_mov_b32_e32 v2, 0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_mov_b32_e32 v5, 1
	v_lshlrev_b32_e64 v6, v1, 1
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc, s0, v3
	v_add_co_ci_u32_e32 v4, vcc, s1, v4, vcc
	s_mov_b64 s[0:1], 0
	global_load_dword v3, v[3:4], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 15, v3
	v_lshlrev_b32_e32 v7, 2, v4
	v_ashrrev_i32_e32 v4, 31, v3
	global_atomic_add v7, v5, s[8:9]
	s_clause 0x1
	global_atomic_add v2, v3, s[10:11]
	global_atomic_smax v2, v3, s[10:11] offset:4
	v_xor_b32_e32 v5, 1, v3
	s_clause 0x8
	global_atomic_smin v2, v3, s[10:11] offset:8
	global_atomic_umax v2, v3, s[10:11] offset:12
	global_atomic_umin v2, v3, s[10:11] offset:16
	global_atomic_or v2, v6, s[10:11] offset:20
	global_atomic_and v2, v5, s[10:11] offset:24
	global_atomic_xor v2, v3, s[10:11] offset:28
	global_atomic_add_x2 v2, v[3:4], s[12:13]
	global_atomic_umin_x2 v2, v[3:4], s[12:13] offset:8
	global_load_dword v5, v2, s[14:15]
	v_mul_hi_i32 v4, 0x38e38e39, v3
	s_load_dwordx4 s[8:11], s[4:5], 0x20
	v_lshrrev_b32_e32 v7, 31, v4
	v_ashrrev_i32_e32 v4, 1, v4
	v_add_nc_u32_e32 v4, v4, v7
	v_mul_lo_u32 v4, v4, 9
	v_sub_nc_u32_e32 v4, v3, v4
	v_cvt_f32_i32_e32 v7, v4
.LBB0_2:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v5, v7
	global_atomic_cmpswap v4, v2, v[4:5], s[14:15] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	v_mov_b32_e32 v5, v4
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_2
; %bb.3:                                ; %atomicrmw.end
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	v_and_b32_e32 v0, 1, v0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v7, vcc, s8, v4
	v_add_co_ci_u32_e32 v8, vcc, s9, v5, vcc
	v_cmp_eq_u32_e32 vcc, 1, v0
	global_atomic_or v4, v[7:8], v6, off glc
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, v4, v3, vcc
	s_clause 0x1
	global_atomic_swap v5, v[7:8], v3, off glc
	global_atomic_cmpswap v3, v[7:8], v[1:2], off glc
	v_mad_u64_u32 v[0:1], s[0:1], v1, 12, s[10:11]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_lshl_or_b32 v6, v3, 1, v2
	global_store_dwordx3 v[0:1], v[4:6], off
.LBB0_4:                                ; %exit
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel atomics_global
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 60
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 16
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
	.size	atomics_global, .Lfunc_end0-atomics_global
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 444
; NumSgprs: 18
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 9
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
        .name:           bins
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           stats
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           wide
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           fsum
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           own
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           olds
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .name:           !str n
        .offset:         56
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 60
    .max_flat_workgroup_size: 1024
    .name:           atomics_global
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         atomics_global.kd
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
