	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	diverge_float                   ; -- Begin function diverge_float
	.p2align	8
	.type	diverge_float,@function
diverge_float:                          ; @diverge_float
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	v_mov_b32_e32 v4, 0
	v_lshl_add_u32 v3, s6, 6, v0
	v_lshlrev_b64 v[1:2], 2, v[3:4]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, vcc_lo, s14, v1
	v_add_co_ci_u32_e32 v7, vcc_lo, s15, v2, vcc_lo
	v_add_co_u32 v8, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v2, vcc_lo
	global_load_dword v4, v[6:7], off
	global_load_dword v5, v[8:9], off
                                        ; implicit-def: $vgpr6
	s_waitcnt vmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v4, v5
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
; %bb.1:                                ; %r1.else
	v_lshlrev_b32_e32 v6, 8, v3
                                        ; implicit-def: $vgpr0
; %bb.2:                                ; %Flow7
	s_andn2_saveexec_b32 s0, s0
; %bb.3:                                ; %r1.then
	v_and_or_b32 v6, v0, 3, 16
; %bb.4:                                ; %r1.end
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_nge_f32_e32 vcc_lo, v4, v5
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
; %bb.5:                                ; %r2.else
	v_or_b32_e32 v0, 0x100, v6
                                        ; implicit-def: $vgpr6
; %bb.6:                                ; %Flow
	s_andn2_saveexec_b32 s0, s0
; %bb.7:                                ; %r2.then
	v_mul_lo_u32 v0, v6, 3
; %bb.8:                                ; %r2.end
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_u_f32_e32 vcc_lo, v4, v5
	s_and_saveexec_b32 s0, vcc_lo
; %bb.9:                                ; %r3.then
	v_xor_b32_e32 v0, 0x1000, v0
; %bb.10:                               ; %r3.end
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_lg_f32_e32 vcc_lo, 1.0, v4
	s_and_saveexec_b32 s0, vcc_lo
; %bb.11:                               ; %r4.then
	v_add_nc_u32_e32 v0, 0x10000, v0
; %bb.12:                               ; %r4.end
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v6, vcc_lo, s8, v1
	v_add_co_ci_u32_e32 v7, vcc_lo, s9, v2, vcc_lo
	v_cmp_nlg_f32_e32 vcc_lo, v4, v5
	v_cmp_gt_f32_e64 s0, 0x7f800000, |v4|
	v_cmp_gt_f32_e64 s1, 0x7f800000, |v5|
	global_store_dword v[6:7], v0, off
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	v_add_co_u32 v8, vcc_lo, s10, v1
	v_add_co_ci_u32_e32 v9, vcc_lo, s11, v2, vcc_lo
	s_and_b32 s0, s0, s1
	global_store_dword v[8:9], v3, off
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_14
; %bb.13:                               ; %sub
	v_add_co_u32 v0, vcc_lo, s12, v1
	v_sub_f32_e32 v3, v4, v5
	v_add_co_ci_u32_e32 v1, vcc_lo, s13, v2, vcc_lo
	global_store_dword v[0:1], v3, off
.LBB0_14:                               ; %exit
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel diverge_float
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 16
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
	.size	diverge_float, .Lfunc_end0-diverge_float
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 332
; NumSgprs: 18
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
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
        .name:           code
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           pick
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           diff
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           a
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 1024
    .name:           diverge_float
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         diverge_float.kd
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
