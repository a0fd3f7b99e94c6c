	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	switch_chain                    ; -- Begin function switch_chain
	.p2align	8
	.type	switch_chain,@function
switch_chain:                           ; @switch_chain
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[2:3], 0x0
	v_and_b32_e32 v4, 0x3ff, v0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s6, 6, v4
	s_mov_b64 s[8:9], 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	global_load_dword v3, v[2:3], off
	s_mov_b64 s[2:3], 0
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr2
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, 1, v3
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_20
; %bb.1:                                ; %NodeBlock18
	v_cmp_lt_i32_e32 vcc, 6, v3
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_9
; %bb.2:                                ; %NodeBlock16
	s_movk_i32 s6, 0x63
	v_cmp_lt_i32_e32 vcc, s6, v3
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_6
; %bb.3:                                ; %LeafBlock14
	s_movk_i32 s6, 0x64
	v_cmp_eq_u32_e32 vcc, s6, v3
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[14:15], vcc
; %bb.4:                                ; %c100
	v_add_u32_e32 v2, v3, v4
	s_xor_b64 s[6:7], exec, -1
; %bb.5:                                ; %Flow24
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[6:7], s[6:7], exec
.LBB0_6:                                ; %Flow23
	s_andn2_saveexec_b64 s[12:13], s[12:13]
; %bb.7:                                ; %LeafBlock12
	v_cmp_eq_u32_e32 vcc, 7, v3
	s_or_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], vcc, exec
                                        ; implicit-def: $vgpr2
; %bb.8:                                ; %Flow25
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
.LBB0_9:                                ; %Flow22
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_19
; %bb.10:                               ; %NodeBlock10
	v_cmp_lt_i32_e32 vcc, 4, v3
	s_mov_b64 s[12:13], s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_14
; %bb.11:                               ; %LeafBlock8
	v_cmp_eq_u32_e32 vcc, 5, v3
	s_mov_b64 s[12:13], -1
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[16:17], vcc
; %bb.12:                               ; %c5
	v_xor_b32_e32 v2, 0x5555, v0
	s_xor_b64 s[12:13], exec, -1
; %bb.13:                               ; %Flow28
	s_or_b64 exec, exec, s[16:17]
	s_andn2_b64 s[16:17], s[6:7], exec
	s_and_b64 s[12:13], s[12:13], exec
	s_or_b64 s[12:13], s[16:17], s[12:13]
.LBB0_14:                               ; %Flow27
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_18
; %bb.15:                               ; %LeafBlock6
	v_cmp_eq_u32_e32 vcc, 2, v3
	s_mov_b64 s[16:17], -1
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[18:19], vcc
; %bb.16:                               ; %c2
	v_lshlrev_b32_e32 v2, 2, v0
	s_xor_b64 s[16:17], exec, -1
; %bb.17:                               ; %Flow30
	s_or_b64 exec, exec, s[18:19]
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[16:17], s[16:17], exec
	s_or_b64 s[12:13], s[12:13], s[16:17]
.LBB0_18:                               ; %Flow29
	s_or_b64 exec, exec, s[14:15]
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[12:13], s[12:13], exec
	s_or_b64 s[6:7], s[6:7], s[12:13]
.LBB0_19:                               ; %Flow26
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
.LBB0_20:                               ; %Flow
	s_or_saveexec_b64 s[10:11], s[4:5]
	s_mov_b64 s[4:5], 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_24
; %bb.21:                               ; %NodeBlock4
	v_cmp_lt_i32_e32 vcc, -1, v3
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[12:13], s[8:9]
	s_and_saveexec_b64 s[14:15], vcc
; %bb.22:                               ; %NodeBlock
	v_cmp_lt_i32_e32 vcc, 0, v3
	s_andn2_b64 s[12:13], s[8:9], exec
	s_and_b64 s[16:17], vcc, exec
	s_mov_b64 s[2:3], exec
	s_xor_b64 s[4:5], exec, -1
	s_or_b64 s[12:13], s[12:13], s[16:17]
; %bb.23:                               ; %Flow32
	s_or_b64 exec, exec, s[14:15]
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[12:13], s[12:13], exec
	s_and_b64 s[4:5], s[4:5], exec
	s_and_b64 s[2:3], s[2:3], exec
	s_or_b64 s[8:9], s[8:9], s[12:13]
                                        ; implicit-def: $vgpr2
.LBB0_24:                               ; %Flow31
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
; %bb.25:                               ; %c1
	v_mul_lo_u32 v2, v3, 11
	s_andn2_b64 s[6:7], s[6:7], exec
	s_andn2_b64 s[2:3], s[2:3], exec
; %bb.26:                               ; %Flow33
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_xor_b64 s[2:3], exec, s[8:9]
; %bb.27:                               ; %c0
	v_add_u32_e32 v2, 0x3e8, v4
; %bb.28:                               ; %Flow34
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], 0
	s_and_saveexec_b64 s[8:9], s[4:5]
; %bb.29:                               ; %LeafBlock
	v_cmp_ne_u32_e32 vcc, -1, v3
	s_andn2_b64 s[4:5], s[6:7], exec
	s_and_b64 s[6:7], vcc, exec
	s_mov_b64 s[2:3], exec
	s_or_b64 s[6:7], s[4:5], s[6:7]
                                        ; implicit-def: $vgpr2
; %bb.30:                               ; %Flow35
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.31:                               ; %other
	v_mad_u64_u32 v[2:3], s[6:7], v3, v3, 7
	s_andn2_b64 s[2:3], s[2:3], exec
; %bb.32:                               ; %Flow36
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[2:3]
; %bb.33:                               ; %cm1
	v_sub_u32_e32 v2, 0, v0
; %bb.34:                               ; %join
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v4, s0
	v_mov_b32_e32 v5, s1
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel switch_chain
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_sgpr 20
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
	.size	switch_chain, .Lfunc_end0-switch_chain
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 552
; NumSgprs: 26
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 6
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
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           switch_chain
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         switch_chain.kd
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
