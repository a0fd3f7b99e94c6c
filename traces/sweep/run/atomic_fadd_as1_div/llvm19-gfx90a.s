	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	atomic_fadd_as1_div             ; -- Begin function atomic_fadd_as1_div
	.p2align	8
	.type	atomic_fadd_as1_div,@function
atomic_fadd_as1_div:                    ; @atomic_fadd_as1_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v1, s[8:9]
	global_load_dword v6, v1, s[10:11] offset:256
	s_add_u32 s0, s0, 1
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v4, s1
	v_mov_b32_e32 v7, s11
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	v_xor_b32_e32 v4, v2, v3
	v_ffbh_i32_e32 v5, v3
	v_ashrrev_i32_e32 v4, 31, v4
	v_add_u32_e32 v5, -1, v5
	v_add_u32_e32 v4, 32, v4
	v_min_u32_e32 v8, v5, v4
	v_lshlrev_b64 v[4:5], v8, v[2:3]
	v_min_u32_e32 v4, 1, v4
	v_or_b32_e32 v4, v5, v4
	v_cvt_f32_i32_e32 v9, v4
	v_add_co_u32_e32 v4, vcc, s10, v1
	v_sub_u32_e32 v1, 32, v8
	v_addc_co_u32_e32 v5, vcc, 0, v7, vcc
	v_ldexp_f32 v1, v9, v1
	s_mov_b64 s[0:1], 0
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v6
	v_add_f32_e32 v6, v7, v1
	global_atomic_cmpswap v6, v[4:5], v[6:7], off offset:256 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v7, 0
	global_store_dword v7, v6, s[8:9] offset:4
	global_load_dword v7, v[4:5], off offset:512
	s_mov_b64 s[0:1], 0
.LBB0_3:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v7, v1
	global_atomic_cmpswap v6, v[4:5], v[6:7], off offset:512 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v7, v6
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end1
	s_or_b64 exec, exec, s[0:1]
	global_load_dword v6, v[4:5], off offset:768
	s_mov_b64 s[0:1], 0
.LBB0_5:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v6
	v_sub_f32_e32 v6, v7, v1
	global_atomic_cmpswap v6, v[4:5], v[6:7], off offset:768 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end7
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v7, 0
	global_store_dword v7, v6, s[8:9] offset:12
	global_load_dword v7, v[4:5], off offset:1024
	s_mov_b64 s[0:1], 0
.LBB0_7:                                ; %atomicrmw.start14
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v6, v7, v1
	global_atomic_cmpswap v6, v[4:5], v[6:7], off offset:1024 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v7, v6
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end13
	s_or_b64 exec, exec, s[0:1]
	global_atomic_swap v6, v[4:5], v1, off offset:1280 glc
	v_mov_b32_e32 v7, 0
	v_lshlrev_b32_e32 v8, 2, v0
	s_mov_b64 s[0:1], 0
	s_waitcnt vmcnt(0)
	global_store_dword v7, v6, s[8:9] offset:20
	v_add_co_u32_e32 v6, vcc, v4, v8
	global_atomic_swap v[4:5], v1, off offset:1536
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_load_dwordx2 v[8:9], v[6:7], off offset:3584
	v_cvt_f64_i32_e32 v[4:5], v3
	v_ldexp_f64 v[4:5], v[4:5], 32
	v_cvt_f64_u32_e32 v[2:3], v2
	v_add_f64 v[4:5], v[4:5], v[2:3]
.LBB0_9:                                ; %atomicrmw.start20
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_pk_mov_b32 v[10:11], v[8:9], v[8:9] op_sel:[0,1]
	v_add_f64 v[8:9], v[10:11], v[4:5]
	global_atomic_cmpswap_x2 v[8:9], v[6:7], v[8:11], off offset:3584 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[8:9], v[10:11]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %atomicrmw.end19
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v0, 3, v0
	global_store_dwordx2 v1, v[8:9], s[8:9] offset:56
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e64 v8, s[0:1], s10, v0
	v_addc_co_u32_e64 v7, vcc, 0, v1, s[0:1]
	v_add_co_u32_e32 v6, vcc, 0x1000, v8
	v_addc_co_u32_e64 v1, s[2:3], 0, v7, vcc
	v_mov_b32_e32 v0, v6
	global_load_dwordx2 v[2:3], v[0:1], off
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	s_mov_b64 s[2:3], 0
.LBB0_11:                               ; %atomicrmw.start26
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_f64 v[0:1], v[2:3], v[4:5]
	global_atomic_cmpswap_x2 v[0:1], v[6:7], v[0:3], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[2:3], vcc, s[2:3]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_11
; %bb.12:                               ; %atomicrmw.end25
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, s11
	v_addc_co_u32_e64 v1, vcc, 0, v0, s[0:1]
	v_add_co_u32_e32 v0, vcc, 0x1200, v8
	s_mov_b64 s[2:3], vcc
	v_add_co_u32_e32 v2, vcc, 0x1000, v8
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	global_load_dwordx2 v[2:3], v[2:3], off offset:512
	v_addc_co_u32_e64 v1, vcc, 0, v1, s[2:3]
	s_mov_b64 s[2:3], 0
.LBB0_13:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_pk_mov_b32 v[12:13], v[2:3], v[2:3] op_sel:[0,1]
	v_add_f64 v[10:11], v[12:13], -v[4:5]
	global_atomic_cmpswap_x2 v[2:3], v[0:1], v[10:13], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[2:3], v[12:13]
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ; %atomicrmw.end31
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, 0
	global_store_dwordx2 v0, v[2:3], s[8:9] offset:72
	v_mov_b32_e32 v0, s11
	v_addc_co_u32_e64 v7, vcc, 0, v0, s[0:1]
	v_add_co_u32_e32 v6, vcc, 0x1400, v8
	s_mov_b64 s[2:3], vcc
	v_add_co_u32_e32 v0, vcc, 0x1000, v8
	v_addc_co_u32_e32 v1, vcc, 0, v7, vcc
	global_load_dwordx2 v[2:3], v[0:1], off offset:1024
	v_addc_co_u32_e64 v7, vcc, 0, v7, s[2:3]
	s_mov_b64 s[2:3], 0
.LBB0_15:                               ; %atomicrmw.start38
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_f64 v[0:1], v[2:3], -v[4:5]
	global_atomic_cmpswap_x2 v[0:1], v[6:7], v[0:3], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[2:3], vcc, s[2:3]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_15
; %bb.16:                               ; %atomicrmw.end37
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, s11
	v_addc_co_u32_e64 v1, vcc, 0, v0, s[0:1]
	v_add_co_u32_e32 v0, vcc, 0x1000, v8
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	global_atomic_swap_x2 v[2:3], v[0:1], v[4:5], off offset:1536 glc
	v_mov_b32_e32 v6, 0
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v6, v[2:3], s[8:9] offset:88
	global_atomic_swap_x2 v[0:1], v[4:5], off offset:2048
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_fadd_as1_div
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
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
	.size	atomic_fadd_as1_div, .Lfunc_end0-atomic_fadd_as1_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 924
; NumSgprs: 16
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
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
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
    .name:           atomic_fadd_as1_div
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         atomic_fadd_as1_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
