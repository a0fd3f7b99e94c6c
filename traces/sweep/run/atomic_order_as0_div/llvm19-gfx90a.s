	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	atomic_order_as0_div            ; -- Begin function atomic_order_as0_div
	.p2align	8
	.type	atomic_order_as0_div,@function
atomic_order_as0_div:                   ; @atomic_order_as0_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s4, s[6:7], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v0, s[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_movk_i32 s2, 0x1000
	v_add_co_u32_e32 v4, vcc, s2, v0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, s4, 1, v2
	flat_atomic_add v2, v[0:1], v3 offset:256 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v2, s[0:1] offset:4
	flat_atomic_add v[0:1], v3 offset:512
	flat_atomic_add v2, v[0:1], v3 offset:768 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v2, s[0:1] offset:12
	flat_atomic_add v[0:1], v3 offset:1024
	s_waitcnt lgkmcnt(0)
	flat_atomic_add v2, v[0:1], v3 offset:1280 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v2, s[0:1] offset:20
	flat_atomic_add v[0:1], v3 offset:1536
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_atomic_add v2, v[0:1], v3 offset:1792 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v2, s[0:1] offset:28
	s_waitcnt vmcnt(0)
	flat_atomic_add v[0:1], v3 offset:2048
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_atomic_add v2, v[0:1], v3 offset:2304 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_wbinvl1_vol
	global_store_dword v6, v2, s[0:1] offset:36
	s_waitcnt vmcnt(0)
	flat_atomic_add v[0:1], v3 offset:2560
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_wbinvl1_vol
	flat_atomic_add v2, v[0:1], v3 offset:2816 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	s_waitcnt lgkmcnt(0)
	global_store_dword v6, v2, s[0:1] offset:44
	s_waitcnt vmcnt(0)
	flat_atomic_add v[0:1], v3 offset:3072
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	buffer_wbl2
	s_waitcnt lgkmcnt(0)
	flat_atomic_add v2, v[0:1], v3 offset:3328 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	global_store_dword v6, v2, s[0:1] offset:52
	buffer_wbl2
	s_waitcnt vmcnt(0)
	flat_atomic_add v[0:1], v3 offset:3584
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	flat_atomic_add v7, v[0:1], v3 offset:3840 glc
	s_waitcnt vmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	v_mov_b32_e32 v2, 3
	v_add_co_u32_e32 v0, vcc, 0x2000, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v6, v7, s[0:1] offset:60
	flat_atomic_add v[4:5], v3
	s_waitcnt vmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	flat_atomic_cmpswap v7, v[4:5], v[2:3] offset:256 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v7, s[0:1] offset:68
	flat_atomic_cmpswap v[4:5], v[2:3] offset:512
	flat_atomic_cmpswap v7, v[4:5], v[2:3] offset:768 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v7, s[0:1] offset:76
	flat_atomic_cmpswap v[4:5], v[2:3] offset:1024
	s_waitcnt lgkmcnt(0)
	flat_atomic_cmpswap v7, v[4:5], v[2:3] offset:1280 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v7, s[0:1] offset:84
	flat_atomic_cmpswap v[4:5], v[2:3] offset:1536
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_atomic_cmpswap v7, v[4:5], v[2:3] offset:1792 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v7, s[0:1] offset:92
	s_waitcnt vmcnt(0)
	flat_atomic_cmpswap v[4:5], v[2:3] offset:2048
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_atomic_cmpswap v7, v[4:5], v[2:3] offset:2304 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_wbinvl1_vol
	global_store_dword v6, v7, s[0:1] offset:100
	s_waitcnt vmcnt(0)
	flat_atomic_cmpswap v[4:5], v[2:3] offset:2560
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_wbinvl1_vol
	flat_atomic_cmpswap v7, v[4:5], v[2:3] offset:2816 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	s_waitcnt lgkmcnt(0)
	global_store_dword v6, v7, s[0:1] offset:108
	s_waitcnt vmcnt(0)
	flat_atomic_cmpswap v[4:5], v[2:3] offset:3072
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	buffer_wbl2
	s_waitcnt lgkmcnt(0)
	flat_atomic_cmpswap v7, v[4:5], v[2:3] offset:3328 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	global_store_dword v6, v7, s[0:1] offset:116
	buffer_wbl2
	s_waitcnt vmcnt(0)
	flat_atomic_cmpswap v[4:5], v[2:3] offset:3584
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	flat_atomic_cmpswap v4, v[4:5], v[2:3] offset:3840 glc
	s_waitcnt vmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	s_waitcnt lgkmcnt(0)
	global_store_dword v6, v4, s[0:1] offset:124
	flat_atomic_cmpswap v[0:1], v[2:3]
	s_waitcnt vmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_order_as0_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 884
; NumSgprs: 12
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         112
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         128
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         136
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         144
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         232
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           atomic_order_as0_div
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         atomic_order_as0_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
