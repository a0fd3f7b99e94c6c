	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	scratch_array                   ; -- Begin function scratch_array
	.p2align	8
	.type	scratch_array,@function
scratch_array:                          ; @scratch_array
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s8, 6, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s14, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s15, v3, vcc_lo
	v_add_co_u32 v6, vcc_lo, s4, v2
	v_add_co_ci_u32_e32 v7, vcc_lo, s5, v3, vcc_lo
	s_mov_b32 s16, 0
	global_load_dword v3, v[4:5], off
	global_load_dword v2, v[6:7], off
	v_mov_b32_e32 v4, 8
.LBB0_1:                                ; %fill
                                        ; =>This Inner Loop Header: Depth=1
	v_xor_b32_e32 v5, s16, v1
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v1, v1, v3
	s_add_i32 s16, s16, 1
	s_cmp_lt_u32 s16, 16
	buffer_store_dword v5, v4, s[0:3], s9 offen
	v_add_nc_u32_e32 v4, 4, v4
	s_cbranch_scc1 .LBB0_1
; %bb.2:                                ; %update
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 15, v2
	v_lshrrev_b32_e32 v4, 4, v2
	v_lshrrev_b32_e32 v2, 2, v2
	v_lshl_add_u32 v1, v1, 2, 8
	v_xor_b32_e32 v4, 4, v4
	v_and_b32_e32 v2, 60, v2
	buffer_load_dword v3, v1, s[0:3], s9 offen
	v_and_b32_e32 v4, 14, v4
	v_add_nc_u32_e32 v2, 8, v2
	v_lshl_add_u32 v4, v4, 2, 8
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v3, v3, v0
	buffer_store_dword v3, v1, s[0:3], s9 offen
	s_clause 0x1
	buffer_load_dword v1, v2, s[0:3], s9 offen
	buffer_load_dword v2, v4, s[0:3], s9 offen glc dlc
	s_waitcnt vmcnt(0)
	buffer_load_dword v3, v4, s[0:3], s9 offen offset:4 glc dlc
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[4:5], null, v0, 12, s[12:13]
	global_store_dwordx3 v[4:5], v[1:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel scratch_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 72
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 17
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
	.size	scratch_array, .Lfunc_end0-scratch_array
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 276
; NumSgprs: 19
; NumVgprs: 8
; ScratchSize: 72
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
      - .address_space:  global
        .name:           sel
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           scratch_array
    .private_segment_fixed_size: 72
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         scratch_array.kd
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
