	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	switch_chain                    ; -- Begin function switch_chain
	.p2align	8
	.type	switch_chain,@function
switch_chain:                           ; @switch_chain
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_add_u32 v3, s6, 6, v0
	v_mov_b32_e32 v4, 0
	s_mov_b32 s5, 0
	s_mov_b32 s4, 0
	v_lshlrev_b64 v[1:2], 2, v[3:4]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s2, v1
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v2, vcc_lo
	s_mov_b32 s2, 0
	global_load_dword v5, v[4:5], off
                                        ; implicit-def: $vgpr4
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc_lo, 1, v5
	s_and_saveexec_b32 s3, vcc_lo
	s_xor_b32 s3, exec_lo, s3
	s_cbranch_execz .LBB0_20
; %bb.1:                                ; %NodeBlock18
	v_cmp_lt_i32_e32 vcc_lo, 6, v5
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b32 s6, vcc_lo
	s_xor_b32 s6, exec_lo, s6
	s_cbranch_execz .LBB0_9
; %bb.2:                                ; %NodeBlock16
	v_cmp_lt_i32_e32 vcc_lo, 0x63, v5
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b32 s7, vcc_lo
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .LBB0_6
; %bb.3:                                ; %LeafBlock14
	v_cmp_eq_u32_e32 vcc_lo, 0x64, v5
	s_mov_b32 s4, -1
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b32 s8, vcc_lo
; %bb.4:                                ; %c100
	v_add_nc_u32_e32 v4, v5, v0
	s_xor_b32 s4, exec_lo, -1
; %bb.5:                                ; %Flow24
	s_or_b32 exec_lo, exec_lo, s8
	s_and_b32 s4, s4, exec_lo
.LBB0_6:                                ; %Flow23
	s_andn2_saveexec_b32 s7, s7
; %bb.7:                                ; %LeafBlock12
	v_cmp_eq_u32_e32 vcc_lo, 7, v5
	s_or_b32 s4, s4, exec_lo
                                        ; implicit-def: $vgpr4
	s_and_b32 s5, vcc_lo, exec_lo
; %bb.8:                                ; %Flow25
	s_or_b32 exec_lo, exec_lo, s7
	s_and_b32 s4, s4, exec_lo
	s_and_b32 s5, s5, exec_lo
.LBB0_9:                                ; %Flow22
	s_andn2_saveexec_b32 s6, s6
	s_cbranch_execz .LBB0_19
; %bb.10:                               ; %NodeBlock10
	v_cmp_lt_i32_e32 vcc_lo, 4, v5
	s_mov_b32 s7, s4
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b32 s8, vcc_lo
	s_xor_b32 s8, exec_lo, s8
	s_cbranch_execz .LBB0_14
; %bb.11:                               ; %LeafBlock8
	v_cmp_eq_u32_e32 vcc_lo, 5, v5
	s_mov_b32 s7, -1
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b32 s9, vcc_lo
; %bb.12:                               ; %c5
	v_xor_b32_e32 v4, 0x5555, v3
	s_xor_b32 s7, exec_lo, -1
; %bb.13:                               ; %Flow28
	s_or_b32 exec_lo, exec_lo, s9
	s_andn2_b32 s9, s4, exec_lo
	s_and_b32 s7, s7, exec_lo
	s_or_b32 s7, s9, s7
.LBB0_14:                               ; %Flow27
	s_andn2_saveexec_b32 s8, s8
	s_cbranch_execz .LBB0_18
; %bb.15:                               ; %LeafBlock6
	v_cmp_eq_u32_e32 vcc_lo, 2, v5
	s_mov_b32 s9, -1
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b32 s10, vcc_lo
; %bb.16:                               ; %c2
	v_lshlrev_b32_e32 v4, 2, v3
	s_xor_b32 s9, exec_lo, -1
; %bb.17:                               ; %Flow30
	s_or_b32 exec_lo, exec_lo, s10
	s_andn2_b32 s7, s7, exec_lo
	s_and_b32 s9, s9, exec_lo
	s_or_b32 s7, s7, s9
.LBB0_18:                               ; %Flow29
	s_or_b32 exec_lo, exec_lo, s8
	s_andn2_b32 s4, s4, exec_lo
	s_and_b32 s7, s7, exec_lo
	s_or_b32 s4, s4, s7
.LBB0_19:                               ; %Flow26
	s_or_b32 exec_lo, exec_lo, s6
	s_and_b32 s4, s4, exec_lo
	s_and_b32 s5, s5, exec_lo
.LBB0_20:                               ; %Flow
	s_or_saveexec_b32 s6, s3
	s_mov_b32 s3, 0
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_24
; %bb.21:                               ; %NodeBlock4
	v_cmp_lt_i32_e32 vcc_lo, -1, v5
	s_mov_b32 s3, -1
	s_mov_b32 s7, s5
	s_and_saveexec_b32 s8, vcc_lo
; %bb.22:                               ; %NodeBlock
	v_cmp_lt_i32_e32 vcc_lo, 0, v5
	s_andn2_b32 s7, s5, exec_lo
	s_mov_b32 s2, exec_lo
	s_xor_b32 s3, exec_lo, -1
	s_and_b32 s9, vcc_lo, exec_lo
	s_or_b32 s7, s7, s9
; %bb.23:                               ; %Flow32
	s_or_b32 exec_lo, exec_lo, s8
	s_andn2_b32 s5, s5, exec_lo
	s_and_b32 s7, s7, exec_lo
	s_and_b32 s3, s3, exec_lo
	s_and_b32 s2, s2, exec_lo
	s_or_b32 s5, s5, s7
                                        ; implicit-def: $vgpr4
.LBB0_24:                               ; %Flow31
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s5
; %bb.25:                               ; %c1
	v_mul_lo_u32 v4, v5, 11
	s_andn2_b32 s4, s4, exec_lo
	s_andn2_b32 s2, s2, exec_lo
; %bb.26:                               ; %Flow33
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s2
	s_xor_b32 s2, exec_lo, s5
; %bb.27:                               ; %c0
	v_add_nc_u32_e32 v4, 0x3e8, v0
; %bb.28:                               ; %Flow34
	s_or_b32 exec_lo, exec_lo, s2
	s_mov_b32 s2, 0
	s_and_saveexec_b32 s5, s3
; %bb.29:                               ; %LeafBlock
	v_cmp_ne_u32_e32 vcc_lo, -1, v5
	s_andn2_b32 s3, s4, exec_lo
	s_mov_b32 s2, exec_lo
                                        ; implicit-def: $vgpr4
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_b32 s4, s3, s4
; %bb.30:                               ; %Flow35
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s3, s4
	s_xor_b32 s3, exec_lo, s3
; %bb.31:                               ; %other
	v_mad_u64_u32 v[4:5], s4, v5, v5, 7
	s_andn2_b32 s2, s2, exec_lo
; %bb.32:                               ; %Flow36
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s3, s2
; %bb.33:                               ; %cm1
	v_sub_nc_u32_e32 v4, 0, v3
; %bb.34:                               ; %join
	s_or_b32 exec_lo, exec_lo, s3
	v_add_co_u32 v0, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v2, vcc_lo
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel switch_chain
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
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
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 580
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
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	".note.GNU-stack"
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .name:           switch_chain
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         switch_chain.kd
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
