	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	atomic_fminmax_as0_div          ; -- Begin function atomic_fminmax_as0_div
	.p2align	8
	.type	atomic_fminmax_as0_div,@function
atomic_fminmax_as0_div:                 ; @atomic_fminmax_as0_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	s_load_dwordx2 s[0:1], s[2:3], 0x10
	v_and_b32_e32 v4, 0x3ff, v0
	v_lshlrev_b32_e32 v0, 2, v4
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[8:9], v0, s[4:5]
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	flat_load_dword v6, v[2:3] offset:256
	s_add_u32 s0, s0, 1
	s_addc_u32 s1, s1, 0
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[8:9], 0, s[0:1]
	v_xor_b32_e32 v5, v0, v1
	v_ffbh_i32_e32 v7, v1
	v_ashrrev_i32_e32 v5, 31, v5
	v_add_u32_e32 v7, -1, v7
	v_add_u32_e32 v5, 32, v5
	v_min_u32_e32 v5, v7, v5
	v_lshlrev_b64 v[8:9], v5, v[0:1]
	v_min_u32_e32 v7, 1, v8
	v_or_b32_e32 v7, v9, v7
	v_cvt_f32_i32_e32 v7, v7
	v_sub_u32_e32 v5, 32, v5
	s_mov_b64 s[0:1], 0
	v_ldexp_f32 v5, v7, v5
	v_max_f32_e32 v5, v5, v5
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v7, v6
	v_max_f32_e32 v6, v7, v7
	v_max_f32_e32 v6, v6, v5
	flat_atomic_cmpswap v6, v[2:3], v[6:7] offset:256 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v7, 0
	global_store_dword v7, v6, s[4:5] offset:4
	flat_load_dword v7, v[2:3] offset:512
	s_mov_b64 s[0:1], 0
.LBB0_3:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v6, v7, v7
	v_max_f32_e32 v6, v6, v5
	flat_atomic_cmpswap v6, v[2:3], v[6:7] offset:512 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v7, v6
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end1
	s_or_b64 exec, exec, s[0:1]
	flat_load_dword v6, v[2:3] offset:768
	s_mov_b64 s[0:1], 0
.LBB0_5:                                ; %atomicrmw.start7
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v7, v6
	v_max_f32_e32 v6, v7, v7
	v_min_f32_e32 v6, v6, v5
	flat_atomic_cmpswap v6, v[2:3], v[6:7] offset:768 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end6
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v7, 0
	global_store_dword v7, v6, s[4:5] offset:12
	flat_load_dword v7, v[2:3] offset:1024
	s_mov_b64 s[0:1], 0
.LBB0_7:                                ; %atomicrmw.start12
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v6, v7, v7
	v_min_f32_e32 v6, v6, v5
	flat_atomic_cmpswap v6, v[2:3], v[6:7] offset:1024 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v7, v6
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end11
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v6, 2, v4
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[8:9], v[2:3], 0, v[6:7]
	flat_load_dwordx2 v[2:3], v[8:9] offset:2560
	v_cvt_f64_i32_e32 v[6:7], v1
	v_ldexp_f64 v[6:7], v[6:7], 32
	v_cvt_f64_u32_e32 v[0:1], v0
	v_add_f64 v[0:1], v[6:7], v[0:1]
	s_mov_b64 s[0:1], 0
	v_max_f64 v[6:7], v[0:1], v[0:1]
.LBB0_9:                                ; %atomicrmw.start17
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[12:13], v[2:3]
	v_max_f64 v[0:1], v[12:13], v[12:13]
	v_max_f64 v[10:11], v[0:1], v[6:7]
	flat_atomic_cmpswap_x2 v[2:3], v[8:9], v[10:13] offset:2560 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[2:3], v[12:13]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %atomicrmw.end16
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v0, 0
	global_store_dwordx2 v0, v[2:3], s[4:5] offset:40
	flat_load_dwordx2 v[2:3], v[8:9] offset:3072
	s_mov_b64 s[0:1], 0
.LBB0_11:                               ; %atomicrmw.start22
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f64 v[0:1], v[2:3], v[2:3]
	v_max_f64 v[0:1], v[0:1], v[6:7]
	flat_atomic_cmpswap_x2 v[0:1], v[8:9], v[0:3] offset:3072 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b64_e32 v[2:3], v[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_11
; %bb.12:                               ; %atomicrmw.end21
	s_or_b64 exec, exec, s[0:1]
	flat_load_dwordx2 v[0:1], v[8:9] offset:3584
	s_mov_b64 s[0:1], 0
.LBB0_13:                               ; %atomicrmw.start27
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[2:3], v[0:1]
	v_max_f64 v[0:1], v[2:3], v[2:3]
	v_min_f64 v[0:1], v[0:1], v[6:7]
	flat_atomic_cmpswap_x2 v[0:1], v[8:9], v[0:3] offset:3584 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ; %atomicrmw.end26
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 3, v4
	global_store_dwordx2 v3, v[0:1], s[4:5] offset:56
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[2:3]
	v_add_co_u32_e32 v2, vcc, 0x1000, v0
	s_mov_b64 s[0:1], 0x1000
	s_nop 0
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_lshl_add_u64 v[4:5], v[0:1], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_15:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f64 v[0:1], v[2:3], v[2:3]
	v_min_f64 v[0:1], v[0:1], v[6:7]
	flat_atomic_cmpswap_x2 v[0:1], v[4:5], v[0:3] sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b64_e32 v[2:3], v[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_15
; %bb.16:                               ; %atomicrmw.end31
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_fminmax_as0_div
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 16
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
	.size	atomic_fminmax_as0_div, .Lfunc_end0-atomic_fminmax_as0_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 784
; NumSgprs: 14
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
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
    .name:           atomic_fminmax_as0_div
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         atomic_fminmax_as0_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
