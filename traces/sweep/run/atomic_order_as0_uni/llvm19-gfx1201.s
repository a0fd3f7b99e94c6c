	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	atomic_order_as0_uni            ; -- Begin function atomic_order_as0_uni
	.p2align	8
	.type	atomic_order_as0_uni,@function
atomic_order_as0_uni:                   ; @atomic_order_as0_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b32 s4, s[2:3], 0x10
	s_load_b128 s[0:3], s[2:3], 0x0
	v_mov_b32_e32 v5, 0
	s_wait_kmcnt 0x0
	s_add_co_i32 s5, s4, 1
	v_dual_mov_b32 v0, s2 :: v_dual_mov_b32 v1, s3
	v_mov_b32_e32 v4, s5
	s_mov_b32 s4, 3
	flat_atomic_add_u32 v2, v[0:1], v4 offset:16 th:TH_ATOMIC_RETURN
	s_wait_loadcnt_dscnt 0x0
	global_store_b32 v5, v2, s[0:1] offset:4
	s_clause 0x1
	flat_atomic_add_u32 v[0:1], v4 offset:32
	flat_atomic_add_u32 v2, v[0:1], v4 offset:48 th:TH_ATOMIC_RETURN scope:SCOPE_SE
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_SE
	global_store_b32 v5, v2, s[0:1] offset:12
	flat_atomic_add_u32 v[0:1], v4 offset:64 scope:SCOPE_SE
	s_wait_storecnt_dscnt 0x0
	global_inv scope:SCOPE_SE
	global_wb scope:SCOPE_SE
	flat_atomic_add_u32 v2, v[0:1], v4 offset:80 th:TH_ATOMIC_RETURN scope:SCOPE_SE
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_SE
	global_store_b32 v5, v2, s[0:1] offset:20
	global_wb scope:SCOPE_SE
	s_wait_storecnt 0x0
	flat_atomic_add_u32 v[0:1], v4 offset:96 scope:SCOPE_SE
	s_wait_storecnt_dscnt 0x0
	global_inv scope:SCOPE_SE
	global_wb scope:SCOPE_DEV
	flat_atomic_add_u32 v2, v[0:1], v4 offset:112 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt_dscnt 0x0
	global_store_b32 v5, v2, s[0:1] offset:28
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	flat_atomic_add_u32 v[0:1], v4 offset:128 scope:SCOPE_DEV
	global_wb scope:SCOPE_DEV
	s_wait_storecnt_dscnt 0x0
	flat_atomic_add_u32 v2, v[0:1], v4 offset:144 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_DEV
	global_store_b32 v5, v2, s[0:1] offset:36
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	flat_atomic_add_u32 v[0:1], v4 offset:160 scope:SCOPE_DEV
	s_wait_storecnt_dscnt 0x0
	global_inv scope:SCOPE_DEV
	global_wb scope:SCOPE_DEV
	flat_atomic_add_u32 v2, v[0:1], v4 offset:176 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	s_wait_dscnt 0x0
	global_store_b32 v5, v2, s[0:1] offset:44
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	flat_atomic_add_u32 v[0:1], v4 offset:192 scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_DEV
	global_wb scope:SCOPE_SYS
	s_wait_dscnt 0x0
	flat_atomic_add_u32 v2, v[0:1], v4 offset:208 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_SYS
	global_store_b32 v5, v2, s[0:1] offset:52
	global_wb scope:SCOPE_SYS
	s_wait_storecnt 0x0
	flat_atomic_add_u32 v[0:1], v4 offset:224 scope:SCOPE_SYS
	s_wait_storecnt_dscnt 0x0
	global_inv scope:SCOPE_SYS
	flat_atomic_add_u32 v6, v[0:1], v4 offset:240 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_SYS
	v_dual_mov_b32 v2, s4 :: v_dual_mov_b32 v3, s5
	s_wait_dscnt 0x0
	global_store_b32 v5, v6, s[0:1] offset:60
	flat_atomic_add_u32 v[0:1], v4 offset:256 scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_SYS
	flat_atomic_cmpswap_b32 v4, v[0:1], v[2:3] offset:272 th:TH_ATOMIC_RETURN
	s_wait_loadcnt_dscnt 0x0
	global_store_b32 v5, v4, s[0:1] offset:68
	s_clause 0x1
	flat_atomic_cmpswap_b32 v[0:1], v[2:3] offset:288
	flat_atomic_cmpswap_b32 v4, v[0:1], v[2:3] offset:304 th:TH_ATOMIC_RETURN scope:SCOPE_SE
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_SE
	global_store_b32 v5, v4, s[0:1] offset:76
	flat_atomic_cmpswap_b32 v[0:1], v[2:3] offset:320 scope:SCOPE_SE
	s_wait_storecnt_dscnt 0x0
	global_inv scope:SCOPE_SE
	global_wb scope:SCOPE_SE
	flat_atomic_cmpswap_b32 v4, v[0:1], v[2:3] offset:336 th:TH_ATOMIC_RETURN scope:SCOPE_SE
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_SE
	global_store_b32 v5, v4, s[0:1] offset:84
	global_wb scope:SCOPE_SE
	s_wait_storecnt 0x0
	flat_atomic_cmpswap_b32 v[0:1], v[2:3] offset:352 scope:SCOPE_SE
	s_wait_storecnt_dscnt 0x0
	global_inv scope:SCOPE_SE
	global_wb scope:SCOPE_DEV
	flat_atomic_cmpswap_b32 v4, v[0:1], v[2:3] offset:368 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt_dscnt 0x0
	global_store_b32 v5, v4, s[0:1] offset:92
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	flat_atomic_cmpswap_b32 v[0:1], v[2:3] offset:384 scope:SCOPE_DEV
	global_wb scope:SCOPE_DEV
	s_wait_storecnt_dscnt 0x0
	flat_atomic_cmpswap_b32 v4, v[0:1], v[2:3] offset:400 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_DEV
	global_store_b32 v5, v4, s[0:1] offset:100
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	flat_atomic_cmpswap_b32 v[0:1], v[2:3] offset:416 scope:SCOPE_DEV
	s_wait_storecnt_dscnt 0x0
	global_inv scope:SCOPE_DEV
	global_wb scope:SCOPE_DEV
	flat_atomic_cmpswap_b32 v4, v[0:1], v[2:3] offset:432 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	s_wait_dscnt 0x0
	global_store_b32 v5, v4, s[0:1] offset:108
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	flat_atomic_cmpswap_b32 v[0:1], v[2:3] offset:448 scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_DEV
	global_wb scope:SCOPE_SYS
	s_wait_dscnt 0x0
	flat_atomic_cmpswap_b32 v4, v[0:1], v[2:3] offset:464 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_SYS
	global_store_b32 v5, v4, s[0:1] offset:116
	global_wb scope:SCOPE_SYS
	s_wait_storecnt 0x0
	flat_atomic_cmpswap_b32 v[0:1], v[2:3] offset:480 scope:SCOPE_SYS
	s_wait_storecnt_dscnt 0x0
	global_inv scope:SCOPE_SYS
	flat_atomic_cmpswap_b32 v4, v[0:1], v[2:3] offset:496 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_SYS
	s_wait_dscnt 0x0
	global_store_b32 v5, v4, s[0:1] offset:124
	flat_atomic_cmpswap_b32 v[0:1], v[2:3] offset:512 scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_SYS
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_round_robin_scheduling 0
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
; codeLenInByte = 1356
; NumSgprs: 6
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 7
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	".note.GNU-stack","",@progbits
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
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         atomic_order_as0_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
