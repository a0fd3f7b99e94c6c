	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	atomic_fminmax_as1_uni          ; -- Begin function atomic_fminmax_as1_uni
	.p2align	8
	.type	atomic_fminmax_as1_uni,@function
atomic_fminmax_as1_uni:                 ; @atomic_fminmax_as1_uni
; %bb.0:                                ; %entry
	s_load_dwordx2 s[0:1], s[6:7], 0x10
	s_load_dwordx4 s[8:11], s[6:7], 0x0
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s0, 1
	s_addc_u32 s3, s1, 0
	s_xor_b32 s0, s2, s3
	s_flbit_i32 s1, s3
	s_ashr_i32 s0, s0, 31
	s_add_i32 s1, s1, -1
	s_add_i32 s0, s0, 32
	s_min_u32 s4, s1, s0
	s_lshl_b64 s[0:1], s[2:3], s4
	s_min_u32 s0, s0, 1
	s_or_b32 s0, s1, s0
	v_cvt_f32_i32_e32 v0, s0
	s_sub_i32 s0, 32, s4
	v_ldexp_f32 v3, v0, s0
	v_max_f32_e32 v2, v3, v3
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
; %bb.1:
	s_load_dword s0, s[10:11], 0x10
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s0
.LBB0_2:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v5, v0
	v_max_f32_e32 v0, v5, v5
	v_max_f32_e32 v4, v0, v2
	global_atomic_cmpswap v0, v1, v[4:5], s[10:11] offset:16 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v0, v5
	s_or_b64 s[6:7], s[0:1], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_2
; %bb.3:                                ; %Flow71
	s_or_b64 exec, exec, s[6:7]
.LBB0_4:                                ; %Flow72
	s_or_b64 exec, exec, s[4:5]
	v_readfirstlane_b32 s0, v0
	v_mov_b32_e32 v0, 0x7fc00000
	v_cndmask_b32_e32 v0, v3, v0, vcc
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e64 v1, s0, s0
	v_max_f32_e32 v0, v1, v0
	v_mov_b32_e32 v1, s0
	v_mov_b32_e32 v4, 0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	global_store_dword v4, v0, s[8:9] offset:4
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_7
; %bb.5:
	global_load_dword v1, v4, s[10:11] offset:32
	s_mov_b64 s[4:5], 0
.LBB0_6:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v0, v1, v1
	v_max_f32_e32 v0, v0, v2
	global_atomic_cmpswap v0, v4, v[0:1], s[10:11] offset:32 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_6
.LBB0_7:                                ; %Flow70
	s_or_b64 exec, exec, s[0:1]
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_11
; %bb.8:
	v_mov_b32_e32 v1, 0
	global_load_dword v0, v1, s[10:11] offset:48
	s_mov_b64 s[6:7], 0
.LBB0_9:                                ; %atomicrmw.start7
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v0
	v_max_f32_e32 v0, v5, v5
	v_min_f32_e32 v4, v0, v2
	global_atomic_cmpswap v0, v1, v[4:5], s[10:11] offset:48 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v0, v5
	s_or_b64 s[6:7], s[0:1], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %Flow67
	s_or_b64 exec, exec, s[6:7]
.LBB0_11:                               ; %Flow68
	s_or_b64 exec, exec, s[4:5]
	v_readfirstlane_b32 s0, v0
	v_mov_b32_e32 v0, 0x7fc00000
	v_cndmask_b32_e32 v0, v3, v0, vcc
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e64 v1, s0, s0
	v_min_f32_e32 v0, v1, v0
	v_mov_b32_e32 v1, s0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_mov_b32_e32 v3, 0
	global_store_dword v3, v0, s[8:9] offset:12
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_14
; %bb.12:
	global_load_dword v1, v3, s[10:11] offset:64
	s_mov_b64 s[4:5], 0
.LBB0_13:                               ; %atomicrmw.start12
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v0, v1, v1
	v_min_f32_e32 v0, v0, v2
	global_atomic_cmpswap v0, v3, v[0:1], s[10:11] offset:64 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_13
.LBB0_14:                               ; %Flow66
	s_or_b64 exec, exec, s[0:1]
	v_cvt_f64_i32_e32 v[0:1], s3
	v_ldexp_f64 v[0:1], v[0:1], 32
	v_cvt_f64_u32_e32 v[2:3], s2
	v_add_f64 v[6:7], v[0:1], v[2:3]
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_max_f64 v[4:5], v[6:7], v[6:7]
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_18
; %bb.15:
	v_mov_b32_e32 v2, 0
	global_load_dwordx2 v[0:1], v2, s[10:11] offset:160
	s_mov_b64 s[4:5], 0
.LBB0_16:                               ; %atomicrmw.start17
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_pk_mov_b32 v[10:11], v[0:1], v[0:1] op_sel:[0,1]
	v_max_f64 v[0:1], v[10:11], v[10:11]
	v_max_f64 v[8:9], v[0:1], v[4:5]
	global_atomic_cmpswap_x2 v[0:1], v2, v[8:11], s[10:11] offset:160 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e64 s[0:1], v[0:1], v[10:11]
	s_or_b64 s[4:5], s[0:1], s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_16
; %bb.17:                               ; %Flow63
	s_or_b64 exec, exec, s[4:5]
.LBB0_18:                               ; %Flow64
	s_or_b64 exec, exec, s[2:3]
	v_readfirstlane_b32 s0, v0
	v_mov_b32_e32 v0, 0x7ff80000
	v_readfirstlane_b32 s1, v1
	v_cndmask_b32_e32 v1, v7, v0, vcc
	v_cndmask_b32_e64 v0, v6, 0, vcc
	v_max_f64 v[0:1], v[0:1], v[0:1]
	v_max_f64 v[2:3], s[0:1], s[0:1]
	v_max_f64 v[0:1], v[2:3], v[0:1]
	v_mov_b32_e32 v2, s1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_mov_b32_e32 v2, s0
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_mov_b32_e32 v8, 0
	global_store_dwordx2 v8, v[0:1], s[8:9] offset:40
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_21
; %bb.19:
	global_load_dwordx2 v[2:3], v8, s[10:11] offset:192
	s_mov_b64 s[2:3], 0
.LBB0_20:                               ; %atomicrmw.start22
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f64 v[0:1], v[2:3], v[2:3]
	v_max_f64 v[0:1], v[0:1], v[4:5]
	global_atomic_cmpswap_x2 v[0:1], v8, v[0:3], s[10:11] offset:192 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[2:3], vcc, s[2:3]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_20
.LBB0_21:                               ; %Flow62
	s_or_b64 exec, exec, s[0:1]
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_25
; %bb.22:
	v_mov_b32_e32 v2, 0
	global_load_dwordx2 v[0:1], v2, s[10:11] offset:224
	s_mov_b64 s[4:5], 0
.LBB0_23:                               ; %atomicrmw.start27
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_pk_mov_b32 v[10:11], v[0:1], v[0:1] op_sel:[0,1]
	v_max_f64 v[0:1], v[10:11], v[10:11]
	v_min_f64 v[8:9], v[0:1], v[4:5]
	global_atomic_cmpswap_x2 v[0:1], v2, v[8:11], s[10:11] offset:224 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e64 s[0:1], v[0:1], v[10:11]
	s_or_b64 s[4:5], s[0:1], s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_23
; %bb.24:                               ; %Flow59
	s_or_b64 exec, exec, s[4:5]
.LBB0_25:                               ; %Flow60
	s_or_b64 exec, exec, s[2:3]
	v_readfirstlane_b32 s0, v0
	v_mov_b32_e32 v0, 0x7ff80000
	v_readfirstlane_b32 s1, v1
	v_cndmask_b32_e32 v1, v7, v0, vcc
	v_cndmask_b32_e64 v0, v6, 0, vcc
	v_max_f64 v[0:1], v[0:1], v[0:1]
	v_max_f64 v[2:3], s[0:1], s[0:1]
	v_min_f64 v[0:1], v[2:3], v[0:1]
	v_mov_b32_e32 v2, s1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_mov_b32_e32 v2, s0
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_mov_b32_e32 v6, 0
	global_store_dwordx2 v6, v[0:1], s[8:9] offset:56
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_28
; %bb.26:
	global_load_dwordx2 v[2:3], v6, s[10:11] offset:256
	s_mov_b64 s[0:1], 0
.LBB0_27:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f64 v[0:1], v[2:3], v[2:3]
	v_min_f64 v[0:1], v[0:1], v[4:5]
	global_atomic_cmpswap_x2 v[0:1], v6, v[0:3], s[10:11] offset:256 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_27
.LBB0_28:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_fminmax_as1_uni
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
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
	.size	atomic_fminmax_as1_uni, .Lfunc_end0-atomic_fminmax_as1_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1184
; NumSgprs: 16
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
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
    .name:           atomic_fminmax_as1_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         atomic_fminmax_as1_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
