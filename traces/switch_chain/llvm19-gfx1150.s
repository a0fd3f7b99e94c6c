	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	switch_chain                    ; -- Begin function switch_chain
	.p2align	8
	.type	switch_chain,@function
switch_chain:                           ; @switch_chain
; %bb.0:                                ; %entry
	s_load_b128 s[0:3], s[2:3], 0x0
	v_and_b32_e32 v5, 0x3ff, v0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s5, 0
	s_mov_b32 s4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v2, s6, 6, v5
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v3, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v4, vcc_lo, s3, v1, vcc_lo
	s_mov_b32 s2, 0
	s_mov_b32 s3, exec_lo
	global_load_b32 v4, v[3:4], off
                                        ; implicit-def: $vgpr3
	s_waitcnt vmcnt(0)
	v_cmpx_lt_i32_e32 1, v4
	s_xor_b32 s3, exec_lo, s3
	s_cbranch_execz .LBB0_20
; %bb.1:                                ; %NodeBlock18
	s_mov_b32 s6, exec_lo
                                        ; implicit-def: $vgpr3
	v_cmpx_lt_i32_e32 6, v4
	s_xor_b32 s6, exec_lo, s6
	s_cbranch_execz .LBB0_9
; %bb.2:                                ; %NodeBlock16
	s_mov_b32 s7, exec_lo
                                        ; implicit-def: $vgpr3
	v_cmpx_lt_i32_e32 0x63, v4
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .LBB0_6
; %bb.3:                                ; %LeafBlock14
	s_mov_b32 s4, -1
	s_mov_b32 s8, exec_lo
                                        ; implicit-def: $vgpr3
	v_cmpx_eq_u32_e32 0x64, v4
; %bb.4:                                ; %c100
	v_add_nc_u32_e32 v3, v4, v5
	s_xor_b32 s4, exec_lo, -1
; %bb.5:                                ; %Flow24
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s4, s4, exec_lo
.LBB0_6:                                ; %Flow23
	s_and_not1_saveexec_b32 s7, s7
; %bb.7:                                ; %LeafBlock12
	v_cmp_eq_u32_e32 vcc_lo, 7, v4
	s_or_b32 s4, s4, exec_lo
                                        ; implicit-def: $vgpr3
	s_and_b32 s5, vcc_lo, exec_lo
; %bb.8:                                ; %Flow25
	s_or_b32 exec_lo, exec_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s4, s4, exec_lo
	s_and_b32 s5, s5, exec_lo
.LBB0_9:                                ; %Flow22
	s_and_not1_saveexec_b32 s6, s6
	s_cbranch_execz .LBB0_19
; %bb.10:                               ; %NodeBlock10
	s_mov_b32 s7, s4
	s_mov_b32 s8, exec_lo
                                        ; implicit-def: $vgpr3
	v_cmpx_lt_i32_e32 4, v4
	s_xor_b32 s8, exec_lo, s8
	s_cbranch_execz .LBB0_14
; %bb.11:                               ; %LeafBlock8
	s_mov_b32 s7, -1
	s_mov_b32 s9, exec_lo
                                        ; implicit-def: $vgpr3
	v_cmpx_eq_u32_e32 5, v4
; %bb.12:                               ; %c5
	v_xor_b32_e32 v3, 0x5555, v2
	s_xor_b32 s7, exec_lo, -1
; %bb.13:                               ; %Flow28
	s_or_b32 exec_lo, exec_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_not1_b32 s9, s4, exec_lo
	s_and_b32 s7, s7, exec_lo
	s_or_b32 s7, s9, s7
.LBB0_14:                               ; %Flow27
	s_and_not1_saveexec_b32 s8, s8
	s_cbranch_execz .LBB0_18
; %bb.15:                               ; %LeafBlock6
	s_mov_b32 s9, -1
	s_mov_b32 s10, exec_lo
                                        ; implicit-def: $vgpr3
	v_cmpx_eq_u32_e32 2, v4
; %bb.16:                               ; %c2
	v_lshlrev_b32_e32 v3, 2, v2
	s_xor_b32 s9, exec_lo, -1
; %bb.17:                               ; %Flow30
	s_or_b32 exec_lo, exec_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_not1_b32 s7, s7, exec_lo
	s_and_b32 s9, s9, exec_lo
	s_or_b32 s7, s7, s9
.LBB0_18:                               ; %Flow29
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_not1_b32 s4, s4, exec_lo
	s_and_b32 s7, s7, exec_lo
	s_or_b32 s4, s4, s7
.LBB0_19:                               ; %Flow26
	s_or_b32 exec_lo, exec_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s4, s4, exec_lo
	s_and_b32 s5, s5, exec_lo
.LBB0_20:                               ; %Flow
	s_or_saveexec_b32 s6, s3
	s_mov_b32 s3, 0
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_24
; %bb.21:                               ; %NodeBlock4
	s_mov_b32 s3, -1
	s_mov_b32 s7, s5
	s_mov_b32 s8, exec_lo
	v_cmpx_lt_i32_e32 -1, v4
; %bb.22:                               ; %NodeBlock
	v_cmp_lt_i32_e32 vcc_lo, 0, v4
	s_and_not1_b32 s7, s5, exec_lo
	s_mov_b32 s2, exec_lo
	s_xor_b32 s3, exec_lo, -1
	s_and_b32 s9, vcc_lo, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s7, s7, s9
; %bb.23:                               ; %Flow32
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 s5, s5, exec_lo
	s_and_b32 s7, s7, exec_lo
	s_and_b32 s3, s3, exec_lo
	s_and_b32 s2, s2, exec_lo
	s_or_b32 s5, s5, s7
                                        ; implicit-def: $vgpr3
.LBB0_24:                               ; %Flow31
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s5
; %bb.25:                               ; %c1
	v_mul_lo_u32 v3, v4, 11
	s_and_not1_b32 s4, s4, exec_lo
	s_and_not1_b32 s2, s2, exec_lo
; %bb.26:                               ; %Flow33
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s5
; %bb.27:                               ; %c0
	v_add_nc_u32_e32 v3, 0x3e8, v5
; %bb.28:                               ; %Flow34
	s_or_b32 exec_lo, exec_lo, s2
	s_mov_b32 s2, 0
	s_and_saveexec_b32 s5, s3
; %bb.29:                               ; %LeafBlock
	v_cmp_ne_u32_e32 vcc_lo, -1, v4
	s_and_not1_b32 s3, s4, exec_lo
	s_mov_b32 s2, exec_lo
                                        ; implicit-def: $vgpr3
	s_and_b32 s4, vcc_lo, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s4, s3, s4
; %bb.30:                               ; %Flow35
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.31:                               ; %other
	v_mad_u64_u32 v[3:4], null, v4, v4, 7
	s_and_not1_b32 s2, s2, exec_lo
; %bb.32:                               ; %Flow36
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s3, s2
; %bb.33:                               ; %cm1
	v_sub_nc_u32_e32 v3, 0, v2
; %bb.34:                               ; %join
	s_or_b32 exec_lo, exec_lo, s3
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[0:1], v3, off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_vcc 1
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
	.size	switch_chain, .Lfunc_end0-switch_chain
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 608
; NumSgprs: 13
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
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
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         switch_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
