	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	atomic_order_as1_div            ; -- Begin function atomic_order_as1_div
	.p2align	8
	.type	atomic_order_as1_div,@function
atomic_order_as1_div:                   ; @atomic_order_as1_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	s_load_dword s0, s[2:3], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[4:5]
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, s0, 1, v1
	global_atomic_add v2, v0, v3, s[6:7] offset:256 sc0
	v_mov_b32_e32 v1, 0
	s_movk_i32 s0, 0x1000
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[0:1]
	v_add_co_u32_e32 v6, vcc, s0, v4
	s_waitcnt vmcnt(0)
	global_store_dword v1, v2, s[4:5] offset:4
	global_atomic_add v0, v3, s[6:7] offset:512
	global_atomic_add v2, v0, v3, s[6:7] offset:768 sc0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v1, v2, s[4:5] offset:12
	global_atomic_add v0, v3, s[6:7] offset:1024
	global_atomic_add v2, v0, v3, s[6:7] offset:1280 sc0
	s_waitcnt vmcnt(0)
	global_store_dword v1, v2, s[4:5] offset:20
	global_atomic_add v0, v3, s[6:7] offset:1536
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_add v2, v0, v3, s[6:7] offset:1792 sc0
	s_waitcnt vmcnt(0)
	global_store_dword v1, v2, s[4:5] offset:28
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_add v0, v3, s[6:7] offset:2048
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_add v2, v0, v3, s[6:7] offset:2304 sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	global_store_dword v1, v2, s[4:5] offset:36
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_add v0, v3, s[6:7] offset:2560
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	buffer_wbl2 sc1
	global_atomic_add v2, v0, v3, s[6:7] offset:2816 sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	global_store_dword v1, v2, s[4:5] offset:44
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_add v0, v3, s[6:7] offset:3072
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	buffer_wbl2 sc0 sc1
	global_atomic_add v2, v0, v3, s[6:7] offset:3328 sc0 sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc0 sc1
	global_store_dword v1, v2, s[4:5] offset:52
	buffer_wbl2 sc0 sc1
	s_waitcnt vmcnt(0)
	global_atomic_add v0, v3, s[6:7] offset:3584 sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc0 sc1
	global_atomic_add v8, v0, v3, s[6:7] offset:3840 sc0 sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc0 sc1
	v_mov_b32_e32 v2, 3
	global_store_dword v1, v8, s[4:5] offset:60
	global_atomic_add v[6:7], v3, off sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc0 sc1
	global_atomic_cmpswap v0, v[6:7], v[2:3], off offset:256 sc0
	s_waitcnt vmcnt(0)
	global_store_dword v1, v0, s[4:5] offset:68
	global_atomic_cmpswap v[6:7], v[2:3], off offset:512
	global_atomic_cmpswap v0, v[6:7], v[2:3], off offset:768 sc0
	s_waitcnt vmcnt(0)
	global_store_dword v1, v0, s[4:5] offset:76
	global_atomic_cmpswap v[6:7], v[2:3], off offset:1024
	global_atomic_cmpswap v0, v[6:7], v[2:3], off offset:1280 sc0
	s_waitcnt vmcnt(0)
	global_store_dword v1, v0, s[4:5] offset:84
	global_atomic_cmpswap v[6:7], v[2:3], off offset:1536
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v0, v[6:7], v[2:3], off offset:1792 sc0
	s_waitcnt vmcnt(0)
	global_store_dword v1, v0, s[4:5] offset:92
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v[6:7], v[2:3], off offset:2048
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v0, v[6:7], v[2:3], off offset:2304 sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	global_store_dword v1, v0, s[4:5] offset:100
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v[6:7], v[2:3], off offset:2560
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	buffer_wbl2 sc1
	global_atomic_cmpswap v0, v[6:7], v[2:3], off offset:2816 sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	global_store_dword v1, v0, s[4:5] offset:108
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v[6:7], v[2:3], off offset:3072
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	buffer_wbl2 sc0 sc1
	global_atomic_cmpswap v0, v[6:7], v[2:3], off offset:3328 sc0 sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc0 sc1
	global_store_dword v1, v0, s[4:5] offset:116
	buffer_wbl2 sc0 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v[6:7], v[2:3], off offset:3584 sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc0 sc1
	global_atomic_cmpswap v6, v[6:7], v[2:3], off offset:3840 sc0 sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc0 sc1
	v_add_co_u32_e32 v0, vcc, 0x2000, v4
	global_store_dword v1, v6, s[4:5] offset:124
	s_nop 0
	v_addc_co_u32_e32 v1, vcc, 0, v5, vcc
	global_atomic_cmpswap v[0:1], v[2:3], off sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc0 sc1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_order_as1_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
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
	.size	atomic_order_as1_div, .Lfunc_end0-atomic_order_as1_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 884
; NumSgprs: 14
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
    .name:           atomic_order_as1_div
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         atomic_order_as1_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
