	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	cmpx_if                         ; -- Begin function cmpx_if
	.p2align	8
	.type	cmpx_if,@function
cmpx_if:                                ; @cmpx_if
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x10
	v_mov_b32_e32 v2, 0
	v_lshl_add_u32 v1, s6, 6, v0
	s_mov_b64 s[0:1], exec
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s10, v2
	v_add_co_ci_u32_e32 v3, vcc, s11, v3, vcc
	global_load_dword v4, v[2:3], off
	v_mad_u64_u32 v[2:3], null, v1, 16, s[8:9]
	s_waitcnt vmcnt(0)
	v_cmpx_lt_i32_e64 s2, v4
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %if0
	v_subrev_nc_u32_e32 v5, s2, v4
	global_store_dword v[2:3], v5, off
.LBB0_2:                                ; %end0
	s_or_b64 exec, exec, s[0:1]
	v_mul_lo_u32 v5, v4, 3
	s_mov_b64 s[0:1], exec
	v_cmpx_gt_u32_e32 0x258, v5
	s_cbranch_execz .LBB0_4
; %bb.3:                                ; %if1
	global_store_dword v[2:3], v5, off offset:4
.LBB0_4:                                ; %end1
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v5, 4, v4
	s_mov_b64 s[0:1], exec
	v_cmpx_eq_u32_e32 0, v5
	s_cbranch_execz .LBB0_6
; %bb.5:                                ; %if2
	v_xor_b32_e32 v4, v4, v0
	global_store_dword v[2:3], v4, off offset:8
.LBB0_6:                                ; %end2
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v0, 7, v0
	s_mov_b64 s[0:1], exec
	v_cmpx_ne_u32_e32 5, v0
	s_cbranch_execz .LBB0_8
; %bb.7:                                ; %if3
	global_store_dword v[2:3], v1, off offset:12
.LBB0_8:                                ; %end3
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel cmpx_if
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 12
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
	.size	cmpx_if, .Lfunc_end0-cmpx_if
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 212
; NumSgprs: 14
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 6
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
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           lim
        .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           cmpx_if
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         cmpx_if.kd
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
