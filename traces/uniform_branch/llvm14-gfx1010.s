	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	uniform_branch                  ; -- Begin function uniform_branch
	.p2align	8
	.type	uniform_branch,@function
uniform_branch:                         ; @uniform_branch
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x18
	v_mov_b32_e32 v2, 0
	v_lshl_add_u32 v1, s6, 6, v0
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s8, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s9, v4, vcc_lo
	s_cmp_lg_u32 s0, 1
	global_load_dword v3, v[3:4], off
	s_cbranch_scc0 .LBB0_3
; %bb.1:                                ; %not1
	s_cmp_lg_u32 s0, 2
	s_cbranch_scc0 .LBB0_4
; %bb.2:                                ; %mode3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, s0, v3
	s_mov_b32 s0, 0
	s_cbranch_execz .LBB0_5
	s_branch .LBB0_6
.LBB0_3:
	s_mov_b32 s0, -1
                                        ; implicit-def: $vgpr4
	s_branch .LBB0_7
.LBB0_4:
	s_mov_b32 s0, -1
                                        ; implicit-def: $vgpr4
.LBB0_5:                                ; %mode2
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v3, -3
.LBB0_6:                                ; %Flow12
	s_mov_b32 s0, 0
.LBB0_7:                                ; %Flow13
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	s_andn2_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_9
; %bb.8:                                ; %mode1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v4, 0x3e8, v3
.LBB0_9:                                ; %arm.end
	s_cmp_lt_i32 s1, 1
	s_cbranch_scc1 .LBB0_12
; %bb.10:                               ; %loop.preheader
	s_mov_b32 s0, 0
.LBB0_11:                               ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v4, v4, 3
	v_xor_b32_e32 v4, s0, v4
	s_add_i32 s0, s0, 1
	s_cmp_lt_i32 s0, s1
	s_cbranch_scc1 .LBB0_11
.LBB0_12:                               ; %loop.end
	v_cmp_gt_i32_e32 vcc_lo, s3, v0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.13:                               ; %clamp
	v_and_b32_e32 v4, 0xffff, v4
; %bb.14:                               ; %store
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_cmp_nlt_f32_e64 s1, s2, 0
	s_mov_b32 s0, 0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc_lo, s4, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s5, v6, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s1
	global_store_dword v[5:6], v4, off
	s_cbranch_vccz .LBB0_16
; %bb.15:                               ; %f.pos
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e32 v0, v3
	v_mul_f32_e32 v0, s2, v0
	s_andn2_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB0_17
	s_branch .LBB0_18
.LBB0_16:
                                        ; implicit-def: $vgpr0
.LBB0_17:                               ; %f.neg
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e32 v0, v3
.LBB0_18:                               ; %f.end
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s6, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s7, v2, vcc_lo
	global_store_dword v[1:2], v0, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel uniform_branch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 10
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
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 388
; NumSgprs: 12
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 7
; Occupancy: 20
; WaveLimiterHint : 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 1024
    .name:           uniform_branch
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         uniform_branch.kd
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
