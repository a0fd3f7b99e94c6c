	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	div_uni_i32                     ; -- Begin function div_uni_i32
	.p2align	8
	.type	div_uni_i32,@function
div_uni_i32:                            ; @div_uni_i32
; %bb.0:                                ; %entry
	s_load_b32 s0, s[2:3], 0x18
	s_wait_kmcnt 0x0
	s_or_b32 s4, s0, 1
	s_ashr_i32 s0, s0, 31
	s_cvt_f32_u32 s7, s4
	s_add_co_i32 s1, s4, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s0
	s_cvt_f32_u32 s5, s1
	s_sub_co_i32 s8, 0, s1
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v0, s5
	s_load_b32 s5, s[2:3], 0x10
	v_readfirstlane_b32 s6, v0
	v_rcp_iflag_f32_e32 v0, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s6, s6, 0x4f7ffffe
	s_cvt_u32_f32 s6, s6
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	v_readfirstlane_b32 s10, v0
	s_mul_i32 s8, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s7, s6, s8
	s_wait_kmcnt 0x0
	s_abs_i32 s8, s5
	s_add_co_i32 s6, s6, s7
	s_ashr_i32 s7, s5, 31
	s_mul_hi_u32 s6, s8, s6
	s_xor_b32 s9, s7, s0
	s_mul_i32 s0, s6, s1
	s_mul_f32 s10, s10, 0x4f7ffffe
	s_sub_co_i32 s0, s8, s0
	s_add_co_i32 s8, s6, 1
	s_sub_co_i32 s11, s0, s1
	s_cmp_ge_u32 s0, s1
	s_cvt_u32_f32 s10, s10
	s_cselect_b32 s6, s8, s6
	s_cselect_b32 s0, s11, s0
	s_add_co_i32 s8, s6, 1
	s_sub_co_i32 s11, s0, s1
	s_cmp_ge_u32 s0, s1
	s_cselect_b32 s6, s8, s6
	s_cselect_b32 s8, s11, s0
	s_sub_co_i32 s11, 0, s4
	s_load_b64 s[0:1], s[2:3], 0x0
	s_mul_i32 s11, s11, s10
	s_xor_b32 s6, s6, s9
	s_mul_hi_u32 s2, s10, s11
	s_sub_co_i32 s6, s6, s9
	s_add_co_i32 s10, s10, s2
	s_mul_hi_i32 s3, s5, 0x92492493
	s_mul_hi_u32 s10, s5, s10
	s_mul_hi_u32 s2, s5, 0x24924925
	s_mul_i32 s11, s10, s4
	v_mov_b32_e32 v0, s6
	s_sub_co_i32 s9, s5, s11
	s_add_co_i32 s11, s10, 1
	s_sub_co_i32 s12, s9, s4
	s_cmp_ge_u32 s9, s4
	s_cselect_b32 s6, s11, s10
	s_cselect_b32 s9, s12, s9
	s_xor_b32 s8, s8, s7
	s_add_co_i32 s3, s3, s5
	s_sub_co_i32 s10, s5, s2
	s_sub_co_i32 s7, s8, s7
	s_lshr_b32 s8, s3, 31
	s_ashr_i32 s3, s3, 2
	s_lshr_b32 s10, s10, 1
	s_add_co_i32 s3, s3, s8
	s_add_co_i32 s10, s10, s2
	s_mul_i32 s2, s3, 7
	s_add_co_i32 s11, s6, 1
	s_sub_co_i32 s12, s9, s4
	s_sub_co_i32 s2, s5, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v4, s7 :: v_dual_mov_b32 v5, s2
	s_lshr_b32 s7, s10, 2
	s_cmp_ge_u32 s9, s4
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s7, 7
	s_cselect_b32 s2, s11, s6
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v1, s3
	s_cselect_b32 s3, s12, s9
	s_sub_co_i32 s4, s5, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v2, s2 :: v_dual_mov_b32 v7, s4
	v_mov_b32_e32 v6, s3
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_store_b128 v8, v[0:3], s[0:1] offset:4
	global_store_b128 v8, v[4:7], s[0:1] offset:20
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel div_uni_i32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 13
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_round_robin_scheduling 0
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
	.size	div_uni_i32, .Lfunc_end0-div_uni_i32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 432
; NumSgprs: 13
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 9
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
      - .name:           ua
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           ub
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .name:           uc
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
    .name:           div_uni_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         div_uni_i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
