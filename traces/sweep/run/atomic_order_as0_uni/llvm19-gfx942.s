	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	atomic_order_as0_uni            ; -- Begin function atomic_order_as0_uni
	.p2align	8
	.type	atomic_order_as0_uni,@function
atomic_order_as0_uni:                   ; @atomic_order_as0_uni
; %bb.0:                                ; %entry
	s_load_dword s0, s[2:3], 0x10
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s1, s0, 1
	v_mov_b64_e32 v[0:1], s[6:7]
	v_mov_b32_e32 v2, s1
	flat_atomic_add v3, v[0:1], v2 offset:16 sc0
	s_mov_b32 s0, 3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v4, v3, s[4:5] offset:4
	flat_atomic_add v[0:1], v2 offset:32
	flat_atomic_add v3, v[0:1], v2 offset:48 sc0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v4, v3, s[4:5] offset:12
	flat_atomic_add v[0:1], v2 offset:64
	s_waitcnt lgkmcnt(0)
	flat_atomic_add v3, v[0:1], v2 offset:80 sc0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v4, v3, s[4:5] offset:20
	flat_atomic_add v[0:1], v2 offset:96
	s_waitcnt lgkmcnt(0)
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	flat_atomic_add v3, v[0:1], v2 offset:112 sc0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v4, v3, s[4:5] offset:28
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	flat_atomic_add v[0:1], v2 offset:128
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_atomic_add v3, v[0:1], v2 offset:144 sc0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_inv sc1
	global_store_dword v4, v3, s[4:5] offset:36
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	flat_atomic_add v[0:1], v2 offset:160
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_inv sc1
	buffer_wbl2 sc1
	flat_atomic_add v3, v[0:1], v2 offset:176 sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	s_waitcnt lgkmcnt(0)
	global_store_dword v4, v3, s[4:5] offset:44
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	flat_atomic_add v[0:1], v2 offset:192
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	buffer_wbl2 sc0 sc1
	s_waitcnt lgkmcnt(0)
	flat_atomic_add v3, v[0:1], v2 offset:208 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_inv sc0 sc1
	global_store_dword v4, v3, s[4:5] offset:52
	buffer_wbl2 sc0 sc1
	s_waitcnt vmcnt(0)
	flat_atomic_add v[0:1], v2 offset:224 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_inv sc0 sc1
	flat_atomic_add v3, v[0:1], v2 offset:240 sc0 sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc0 sc1
	s_waitcnt lgkmcnt(0)
	global_store_dword v4, v3, s[4:5] offset:60
	flat_atomic_add v[0:1], v2 offset:256 sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc0 sc1
	v_mov_b64_e32 v[2:3], s[0:1]
	flat_atomic_cmpswap v5, v[0:1], v[2:3] offset:272 sc0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v4, v5, s[4:5] offset:68
	flat_atomic_cmpswap v[0:1], v[2:3] offset:288
	flat_atomic_cmpswap v5, v[0:1], v[2:3] offset:304 sc0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v4, v5, s[4:5] offset:76
	flat_atomic_cmpswap v[0:1], v[2:3] offset:320
	s_waitcnt lgkmcnt(0)
	flat_atomic_cmpswap v5, v[0:1], v[2:3] offset:336 sc0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v4, v5, s[4:5] offset:84
	flat_atomic_cmpswap v[0:1], v[2:3] offset:352
	s_waitcnt lgkmcnt(0)
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	flat_atomic_cmpswap v5, v[0:1], v[2:3] offset:368 sc0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v4, v5, s[4:5] offset:92
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	flat_atomic_cmpswap v[0:1], v[2:3] offset:384
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_atomic_cmpswap v5, v[0:1], v[2:3] offset:400 sc0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_inv sc1
	global_store_dword v4, v5, s[4:5] offset:100
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	flat_atomic_cmpswap v[0:1], v[2:3] offset:416
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_inv sc1
	buffer_wbl2 sc1
	flat_atomic_cmpswap v5, v[0:1], v[2:3] offset:432 sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	s_waitcnt lgkmcnt(0)
	global_store_dword v4, v5, s[4:5] offset:108
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	flat_atomic_cmpswap v[0:1], v[2:3] offset:448
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	buffer_wbl2 sc0 sc1
	s_waitcnt lgkmcnt(0)
	flat_atomic_cmpswap v5, v[0:1], v[2:3] offset:464 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_inv sc0 sc1
	global_store_dword v4, v5, s[4:5] offset:116
	buffer_wbl2 sc0 sc1
	s_waitcnt vmcnt(0)
	flat_atomic_cmpswap v[0:1], v[2:3] offset:480 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_inv sc0 sc1
	flat_atomic_cmpswap v5, v[0:1], v[2:3] offset:496 sc0 sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc0 sc1
	s_waitcnt lgkmcnt(0)
	global_store_dword v4, v5, s[4:5] offset:124
	flat_atomic_cmpswap v[0:1], v[2:3] offset:512 sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc0 sc1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_order_as0_uni
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
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
	.size	atomic_order_as0_uni, .Lfunc_end0-atomic_order_as0_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 872
; NumSgprs: 14
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
    .name:           atomic_order_as0_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         atomic_order_as0_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
