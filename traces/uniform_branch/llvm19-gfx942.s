	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	uniform_branch                  ; -- Begin function uniform_branch
	.p2align	8
	.type	uniform_branch,@function
uniform_branch:                         ; @uniform_branch
; %bb.0:                                ; %entry
	s_load_dwordx2 s[0:1], s[2:3], 0x10
	s_load_dwordx4 s[8:11], s[2:3], 0x18
	v_and_b32_e32 v3, 0x3ff, v0
	v_lshl_add_u32 v0, s6, 6, v3
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s0
	v_mov_b32_e32 v5, s1
	v_lshl_add_u64 v[4:5], v[0:1], 2, v[4:5]
	global_load_dword v2, v[4:5], off
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc0 .LBB0_3
; %bb.1:                                ; %not1
	s_cmp_lg_u32 s8, 2
	s_cbranch_scc0 .LBB0_4
; %bb.2:                                ; %mode3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, s8, v2
	s_cbranch_execz .LBB0_5
	s_branch .LBB0_6
.LBB0_3:
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $vgpr4
	s_branch .LBB0_7
.LBB0_4:
                                        ; implicit-def: $vgpr4
.LBB0_5:                                ; %mode2
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v2, -3
.LBB0_6:                                ; %Flow12
	s_mov_b64 s[4:5], 0
.LBB0_7:                                ; %Flow13
	s_load_dwordx4 s[0:3], s[2:3], 0x0
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_9
; %bb.8:                                ; %mode1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, 0x3e8, v2
.LBB0_9:                                ; %arm.end
	s_cmp_lt_i32 s9, 1
	s_cbranch_scc1 .LBB0_12
; %bb.10:                               ; %loop.preheader
	s_mov_b32 s4, 0
.LBB0_11:                               ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u32 v4, v4, 1, v4
	v_xor_b32_e32 v4, s4, v4
	s_add_i32 s4, s4, 1
	s_cmp_lt_i32 s4, s9
	s_cbranch_scc1 .LBB0_11
.LBB0_12:                               ; %loop.end
	v_cmp_gt_i32_e32 vcc, s11, v3
	s_and_saveexec_b64 s[4:5], vcc
; %bb.13:                               ; %clamp
	v_and_b32_e32 v4, 0xffff, v4
; %bb.14:                               ; %store
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s0
	v_mov_b32_e32 v7, s1
	v_cmp_nlt_f32_e64 s[0:1], s10, 0
	v_lshl_add_u64 v[6:7], v[0:1], 2, v[6:7]
	s_and_b64 vcc, exec, s[0:1]
	global_store_dword v[6:7], v4, off
	s_cbranch_vccz .LBB0_16
; %bb.15:                               ; %f.pos
	s_waitcnt vmcnt(1)
	v_cvt_f32_i32_e32 v3, v2
	v_mul_f32_e32 v3, s10, v3
	s_cbranch_execz .LBB0_17
	s_branch .LBB0_18
.LBB0_16:
                                        ; implicit-def: $vgpr3
.LBB0_17:                               ; %f.neg
	s_waitcnt vmcnt(1)
	v_cvt_f32_i32_e32 v3, v2
.LBB0_18:                               ; %f.end
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s3
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel uniform_branch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
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
	.size	uniform_branch, .Lfunc_end0-uniform_branch
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 304
; NumSgprs: 18
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
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
      - .address_space:  global
        .name:           outf
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           mode
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           count
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .name:           scale
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           limit
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           uniform_branch
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         uniform_branch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
