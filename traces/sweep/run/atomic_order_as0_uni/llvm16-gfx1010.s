	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	atomic_order_as0_uni            ; -- Begin function atomic_order_as0_uni
	.p2align	8
	.type	atomic_order_as0_uni,@function
atomic_order_as0_uni:                   ; @atomic_order_as0_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dword s6, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v7, 0
	s_mov_b32 s4, 3
	s_waitcnt lgkmcnt(0)
	s_add_i32 s5, s6, 1
	s_add_u32 s6, s2, 16
	s_addc_u32 s7, s3, 0
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v6, s5
	s_add_u32 s6, s2, 32
	s_addc_u32 s7, s3, 0
	s_add_u32 s8, s2, 48
	s_addc_u32 s9, s3, 0
	flat_atomic_add v4, v[0:1], v6 glc
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s6, s2, 64
	s_addc_u32 s7, s3, 0
	s_add_u32 s8, s2, 0x50
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v4, s[0:1] offset:4
	s_clause 0x1
	flat_atomic_add v[0:1], v6
	flat_atomic_add v4, v[2:3], v6 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s6, s2, 0x60
	s_addc_u32 s7, s3, 0
	s_add_u32 s8, s2, 0x70
	s_addc_u32 s9, s3, 0
	global_store_dword v7, v4, s[0:1] offset:12
	flat_atomic_add v[0:1], v6
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v4, v[2:3], v6 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s6, s2, 0x80
	s_addc_u32 s7, s3, 0
	s_add_u32 s8, s2, 0x90
	s_addc_u32 s9, s3, 0
	global_store_dword v7, v4, s[0:1] offset:20
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[0:1], v6
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v4, v[2:3], v6 glc
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s6, s2, 0xa0
	s_addc_u32 s7, s3, 0
	s_add_u32 s8, s2, 0xb0
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v4, s[0:1] offset:28
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[0:1], v6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v4, v[2:3], v6 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s6, s2, 0xc0
	s_addc_u32 s7, s3, 0
	s_add_u32 s8, s2, 0xd0
	s_addc_u32 s9, s3, 0
	global_store_dword v7, v4, s[0:1] offset:36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[0:1], v6
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v4, v[2:3], v6 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s6, s2, 0xe0
	s_addc_u32 s7, s3, 0
	s_add_u32 s8, s2, 0xf0
	s_addc_u32 s9, s3, 0
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v4, s[0:1] offset:44
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[0:1], v6
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v4, v[2:3], v6 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s6, s2, 0x100
	s_addc_u32 s7, s3, 0
	global_store_dword v7, v4, s[0:1] offset:52
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[0:1], v6
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	flat_atomic_add v8, v[2:3], v6 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	s_add_u32 s6, s2, 0x110
	s_addc_u32 s7, s3, 0
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v3, s7
	v_mov_b32_e32 v5, s5
	s_add_u32 s4, s2, 0x120
	s_addc_u32 s5, s3, 0
	s_add_u32 s6, s2, 0x130
	s_addc_u32 s7, s3, 0
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v8, s[0:1] offset:60
	flat_atomic_add v[0:1], v6
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	flat_atomic_cmpswap v6, v[2:3], v[4:5] glc
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_add_u32 s4, s2, 0x140
	s_addc_u32 s5, s3, 0
	s_add_u32 s6, s2, 0x150
	s_addc_u32 s7, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v6, s[0:1] offset:68
	s_clause 0x1
	flat_atomic_cmpswap v[0:1], v[4:5]
	flat_atomic_cmpswap v6, v[2:3], v[4:5] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_add_u32 s4, s2, 0x160
	s_addc_u32 s5, s3, 0
	s_add_u32 s6, s2, 0x170
	s_addc_u32 s7, s3, 0
	global_store_dword v7, v6, s[0:1] offset:76
	flat_atomic_cmpswap v[0:1], v[4:5]
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v6, v[2:3], v[4:5] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_add_u32 s4, s2, 0x180
	s_addc_u32 s5, s3, 0
	s_add_u32 s6, s2, 0x190
	s_addc_u32 s7, s3, 0
	global_store_dword v7, v6, s[0:1] offset:84
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[0:1], v[4:5]
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v6, v[2:3], v[4:5] glc
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_add_u32 s4, s2, 0x1a0
	s_addc_u32 s5, s3, 0
	s_add_u32 s6, s2, 0x1b0
	s_addc_u32 s7, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v6, s[0:1] offset:92
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[0:1], v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v6, v[2:3], v[4:5] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_add_u32 s4, s2, 0x1c0
	s_addc_u32 s5, s3, 0
	s_add_u32 s6, s2, 0x1d0
	s_addc_u32 s7, s3, 0
	global_store_dword v7, v6, s[0:1] offset:100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[0:1], v[4:5]
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v6, v[2:3], v[4:5] glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_add_u32 s4, s2, 0x1e0
	s_addc_u32 s5, s3, 0
	s_add_u32 s6, s2, 0x1f0
	s_addc_u32 s7, s3, 0
	s_add_u32 s2, s2, 0x200
	s_addc_u32 s3, s3, 0
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v6, s[0:1] offset:108
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[0:1], v[4:5]
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v6, v[2:3], v[4:5] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	global_store_dword v7, v6, s[0:1] offset:116
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[0:1], v[4:5]
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	flat_atomic_cmpswap v2, v[2:3], v[4:5] glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v2, s[0:1] offset:124
	flat_atomic_cmpswap v[0:1], v[4:5]
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel atomic_order_as0_uni
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
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
	.size	atomic_order_as0_uni, .Lfunc_end0-atomic_order_as0_uni
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1708
; NumSgprs: 10
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
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
    .name:           atomic_order_as0_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         atomic_order_as0_uni.kd
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
