	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	atomic_narrow_xchg_as1_uni      ; -- Begin function atomic_narrow_xchg_as1_uni
	.p2align	8
	.type	atomic_narrow_xchg_as1_uni,@function
atomic_narrow_xchg_as1_uni:             ; @atomic_narrow_xchg_as1_uni
; %bb.0:                                ; %entry
	s_load_b128 s[0:3], s[2:3], 0x8
	v_mov_b32_e32 v2, 0
	s_wait_kmcnt 0x0
	s_add_nc_u64 s[6:7], s[0:1], 4
	s_add_nc_u64 s[2:3], s[2:3], 1
	s_and_b32 s4, s6, -4
	s_mov_b32 s5, s7
	s_and_b32 s6, s6, 3
	s_load_b32 s7, s[4:5], 0x0
	s_lshl_b32 s8, s6, 3
	s_and_b32 s3, s2, 0xff
	s_lshl_b32 s6, 0xff, s8
	s_lshl_b32 s8, s3, s8
	s_not_b32 s6, s6
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v1, s7
	s_mov_b32 s7, 0
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v0, v1, s6, s8
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b32 exec_lo, exec_lo, s7
	s_add_nc_u64 s[6:7], s[0:1], 8
                                        ; implicit-def: $sgpr9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_and_b32 s4, s6, -4
	s_and_b32 s6, s6, 3
	s_mov_b32 s5, s7
	s_lshl_b32 s8, s6, 3
	s_lshl_b32 s6, 0xff, s8
	s_lshl_b32 s7, 3, s8
	v_not_b32_e32 v2, s6
	v_mov_b32_e32 v0, 0
	s_not_b32 s6, s6
	s_lshl_b32 s8, s3, s8
	s_mov_b32 s3, 0
	global_load_b32 v1, v0, s[4:5]
	s_wait_loadcnt 0x0
	v_and_b32_e32 v1, v1, v2
	s_branch .LBB0_4
.LBB0_3:                                ; %Flow36
                                        ;   in Loop: Header=BB0_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s10, exec_lo, s9
	s_or_b32 s3, s10, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_6
.LBB0_4:                                ; %partword.cmpxchg.loop
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v2, s7, v1
	v_or_b32_e32 v3, s8, v1
	s_or_b32 s9, s9, exec_lo
	s_mov_b32 s10, exec_lo
	global_atomic_cmpswap_b32 v2, v0, v[2:3], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmpx_ne_u32_e64 v2, v3
	s_cbranch_execz .LBB0_3
; %bb.5:                                ; %partword.cmpxchg.failure
                                        ;   in Loop: Header=BB0_4 Depth=1
	v_and_b32_e32 v2, s6, v2
	s_and_not1_b32 s9, s9, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, v1, v2
	v_mov_b32_e32 v1, v2
	s_and_b32 s11, vcc_lo, exec_lo
	s_or_b32 s9, s9, s11
	s_branch .LBB0_3
.LBB0_6:                                ; %partword.cmpxchg.end
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v2, 0
	s_add_nc_u64 s[6:7], s[0:1], 24
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s4, s6, -4
	s_mov_b32 s5, s7
	s_and_b32 s3, s6, 3
	global_load_b32 v1, v2, s[4:5]
	s_lshl_b32 s3, s3, 3
	s_and_b32 s6, s2, 0xffff
	s_lshl_b32 s7, 0xffff, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b32 s2, s7
	s_lshl_b32 s7, s6, s3
	s_mov_b32 s3, 0
.LBB0_7:                                ; %atomicrmw.start15
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_and_or_b32 v0, v1, s2, s7
	global_atomic_cmpswap_b32 v0, v2, v[0:1], s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end14
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[2:3], s[0:1], 32
	s_mov_b32 s5, 0
	s_and_b32 s0, s2, -4
	s_and_b32 s2, s2, 3
	s_mov_b32 s1, s3
	s_lshl_b32 s4, s2, 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s2, 0xffff, s4
	s_lshl_b32 s3, 3, s4
	v_not_b32_e32 v2, s2
	v_mov_b32_e32 v0, 0
	s_not_b32 s2, s2
	s_lshl_b32 s4, s6, s4
                                        ; implicit-def: $sgpr6
	global_load_b32 v1, v0, s[0:1]
	s_wait_loadcnt 0x0
	v_and_b32_e32 v1, v1, v2
	s_branch .LBB0_10
.LBB0_9:                                ; %Flow
                                        ;   in Loop: Header=BB0_10 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s7, exec_lo, s6
	s_or_b32 s5, s7, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB0_12
.LBB0_10:                               ; %partword.cmpxchg.loop23
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v2, s3, v1
	v_or_b32_e32 v3, s4, v1
	s_or_b32 s6, s6, exec_lo
	s_mov_b32 s7, exec_lo
	global_atomic_cmpswap_b32 v2, v0, v[2:3], s[0:1] th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmpx_ne_u32_e64 v2, v3
	s_cbranch_execz .LBB0_9
; %bb.11:                               ; %partword.cmpxchg.failure22
                                        ;   in Loop: Header=BB0_10 Depth=1
	v_and_b32_e32 v2, s2, v2
	s_and_not1_b32 s6, s6, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, v1, v2
	v_mov_b32_e32 v1, v2
	s_and_b32 s8, vcc_lo, exec_lo
	s_or_b32 s6, s6, s8
	s_branch .LBB0_9
.LBB0_12:                               ; %partword.cmpxchg.end21
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_narrow_xchg_as1_uni
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 1
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
	.size	atomic_narrow_xchg_as1_uni, .Lfunc_end0-atomic_narrow_xchg_as1_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 652
; NumSgprs: 14
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
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
    .name:           atomic_narrow_xchg_as1_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         atomic_narrow_xchg_as1_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
