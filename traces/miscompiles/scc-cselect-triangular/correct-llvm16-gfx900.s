	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	triangular                      ; -- Begin function triangular
	.p2align	8
	.type	triangular,@function
triangular:                             ; @triangular
; %bb.0:                                ; %entry
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[14:15], v[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_7
; %bb.1:                                ; %outer.pre
	s_load_dwordx2 s[2:3], s[4:5], 0x20
	v_cmp_lt_i64_e64 s[0:1], s[12:13], 1
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_7
; %bb.2:                                ; %outer.preheader
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s11
	v_add_co_u32_e32 v2, vcc, s10, v2
	s_and_b64 s[4:5], s[0:1], exec
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	s_cselect_b32 s5, 0, s13
	s_and_b64 s[0:1], s[0:1], exec
	v_add_co_u32_e32 v2, vcc, 4, v2
	s_cselect_b32 s4, 0, s12
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_mov_b64 s[10:11], 1
	s_mov_b64 s[6:7], 0
	s_branch .LBB0_4
.LBB0_3:                                ; %outer.latch
                                        ;   in Loop: Header=BB0_4 Depth=1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s2
	v_mad_u64_u32 v[4:5], s[0:1], s14, v4, v[0:1]
	s_mul_i32 s15, s15, s2
	s_mul_i32 s14, s14, s3
	v_add_u32_e32 v5, s15, v5
	v_add_u32_e32 v5, s14, v5
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_u32 s0, s10, 1
	v_mov_b32_e32 v7, s9
	v_add_co_u32_e32 v4, vcc, s8, v4
	s_addc_u32 s1, s11, 0
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	v_add_co_u32_e32 v2, vcc, 4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_cmp_lg_u64 s[10:11], s[4:5]
	s_mov_b64 s[10:11], s[0:1]
	global_store_dword v[4:5], v6, off
	s_cbranch_scc0 .LBB0_7
.LBB0_4:                                ; %outer
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	v_mov_b32_e32 v4, s12
	v_mov_b32_e32 v5, s13
	v_cmp_gt_i64_e64 s[0:1], s[10:11], v[4:5]
	s_add_u32 s14, s10, -1
	s_addc_u32 s15, s11, -1
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v6, 0
	s_cbranch_vccnz .LBB0_3
; %bb.5:                                ; %inner.preheader
                                        ;   in Loop: Header=BB0_4 Depth=1
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s16, s15, s13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, s14, s12
	s_add_u32 s0, s0, s6
	v_mov_b32_e32 v5, v3
	s_addc_u32 s1, s16, s7
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v4, v2
.LBB0_6:                                ; %inner
                                        ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v7, v[4:5], off
	s_add_u32 s0, s0, -1
	v_add_co_u32_e32 v4, vcc, 4, v4
	s_addc_u32 s1, s1, -1
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	s_cmp_lg_u64 s[0:1], 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v7
	s_cbranch_scc1 .LBB0_6
	s_branch .LBB0_3
.LBB0_7:                                ; %exit
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel triangular
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 18
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	triangular, .Lfunc_end0-triangular
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 328
; NumSgprs: 20
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
        .name:           A
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           !str n
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           limit
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           sOut
        .offset:         32
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 1024
    .name:           triangular
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         triangular.kd
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
