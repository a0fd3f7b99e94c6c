	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	atomic_order_as0_div            ; -- Begin function atomic_order_as0_div
	.p2align	8
	.type	atomic_order_as0_div,@function
atomic_order_as0_div:                   ; @atomic_order_as0_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_load_dword s4, s[4:5], 0x10
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[0:1]
	v_add_co_u32 v2, s2, s2, v0
	v_add_co_ci_u32_e64 v3, null, s3, 0, s2
	v_add_co_u32 v4, vcc_lo, 0x800, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v3, vcc_lo
	s_waitcnt vmcnt(0)
	v_add3_u32 v1, s4, 1, v1
	flat_atomic_add v0, v[2:3], v1 offset:256 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v0, s[0:1] offset:4
	s_clause 0x1
	flat_atomic_add v[2:3], v1 offset:512
	flat_atomic_add v0, v[2:3], v1 offset:768 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	global_store_dword v6, v0, s[0:1] offset:12
	flat_atomic_add v[2:3], v1 offset:1024
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v0, v[2:3], v1 offset:1280 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	global_store_dword v6, v0, s[0:1] offset:20
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[2:3], v1 offset:1536
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v0, v[2:3], v1 offset:1792 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v0, s[0:1] offset:28
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[4:5], v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v0, v[4:5], v1 offset:256 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v6, v0, s[0:1] offset:36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[4:5], v1 offset:512
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v0, v[4:5], v1 offset:768 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt lgkmcnt(0)
	global_store_dword v6, v0, s[0:1] offset:44
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[4:5], v1 offset:1024
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v0, v[4:5], v1 offset:1280 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v6, v0, s[0:1] offset:52
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[4:5], v1 offset:1536
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	flat_atomic_add v7, v[4:5], v1 offset:1792 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	v_add_co_u32 v4, vcc_lo, 0x1000, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v3, vcc_lo
	v_mov_b32_e32 v0, 3
	s_waitcnt lgkmcnt(0)
	global_store_dword v6, v7, s[0:1] offset:60
	flat_atomic_add v[4:5], v1
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:256 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v7, s[0:1] offset:68
	s_clause 0x1
	flat_atomic_cmpswap v[4:5], v[0:1] offset:512
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:768 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	global_store_dword v6, v7, s[0:1] offset:76
	flat_atomic_cmpswap v[4:5], v[0:1] offset:1024
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:1280 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	global_store_dword v6, v7, s[0:1] offset:84
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[4:5], v[0:1] offset:1536
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:1792 glc
	v_add_co_u32 v4, vcc_lo, 0x1800, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v3, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x2000, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v7, s[0:1] offset:92
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[4:5], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:256 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v6, v7, s[0:1] offset:100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[4:5], v[0:1] offset:512
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:768 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt lgkmcnt(0)
	global_store_dword v6, v7, s[0:1] offset:108
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[4:5], v[0:1] offset:1024
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:1280 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v6, v7, s[0:1] offset:116
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[4:5], v[0:1] offset:1536
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	flat_atomic_cmpswap v4, v[4:5], v[0:1] offset:1792 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt lgkmcnt(0)
	global_store_dword v6, v4, s[0:1] offset:124
	flat_atomic_cmpswap v[2:3], v[0:1]
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel atomic_order_as0_div
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 6
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
	.size	atomic_order_as0_div, .Lfunc_end0-atomic_order_as0_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1176
; NumSgprs: 8
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 8
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
    .name:           atomic_order_as0_div
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         atomic_order_as0_div.kd
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
