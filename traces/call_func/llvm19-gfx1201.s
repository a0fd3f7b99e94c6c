	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.p2align	2                               ; -- Begin function mix
	.type	mix,@function
mix:                                    ; @mix
; %bb.0:                                ; %entry
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v6, s33 offset:64 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s0
	v_writelane_b32 v6, s30, 0
	v_dual_mov_b32 v3, s33 :: v_dual_mov_b32 v4, 0
	s_mov_b32 s0, 0
	s_addk_co_i32 s32, 0x50
	v_writelane_b32 v6, s31, 1
.LBB1_1:                                ; %fill
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v5, v4, v1
	v_add_nc_u32_e32 v4, v4, v0
	s_add_co_i32 s0, s0, 1
	s_cmp_lt_u32 s0, 16
	scratch_store_b32 v3, v5, off
	v_add_nc_u32_e32 v3, 4, v3
	s_cbranch_scc1 .LBB1_1
; %bb.2:                                ; %read
	v_and_b32_e32 v0, 15, v2
	v_lshrrev_b32_e32 v2, 2, v2
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, blend@rel32@lo+8
	s_add_co_ci_u32 s1, s1, blend@rel32@hi+16
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v2, 56, v2
	s_clause 0x1
	scratch_load_b32 v0, v0, s33
	scratch_load_b64 v[2:3], v2, s33 scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v0, v0, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v0, v0, v3
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s31, v6, 1
	v_readlane_b32 s30, v6, 0
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v6, off, s33 offset:64 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s0
	s_addk_co_i32 s32, 0xffb0
	s_mov_b32 s33, s2
	s_wait_loadcnt 0x0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	mix, .Lfunc_end0-mix
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 260
; NumSgprs: 34
; NumVgprs: 32
; ScratchSize: 80
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function blend
	.type	blend,@function
blend:                                  ; @blend
; %bb.0:                                ; %entry
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_min_i32_e32 v2, v0, v1
	v_max_i32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v0, v0, v2
	v_lshrrev_b32_e32 v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v0, v2, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	blend, .Lfunc_end1-blend
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 52
; NumSgprs: 32
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	call_func                       ; -- Begin function call_func
	.p2align	8
	.type	call_func,@function
call_func:                              ; @call_func
; %bb.0:                                ; %entry
	v_dual_mov_b32 v31, v0 :: v_dual_mov_b32 v8, 0
	s_load_b128 s[12:15], s[2:3], 0x0
	s_mov_b64 s[10:11], s[4:5]
	s_mov_b64 s[4:5], s[0:1]
	s_load_b64 s[0:1], s[2:3], 0x10
	v_and_b32_e32 v0, 0x3ff, v31
	s_add_nc_u64 s[8:9], s[2:3], 24
	s_mov_b32 s3, exec_lo
	s_mov_b32 s32, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v7, ttmp9, 6, v0
	v_lshlrev_b64_e32 v[0:1], 2, v[7:8]
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, s14, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s15, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_load_b32 v3, v[2:3], off
	global_load_b32 v9, v[0:1], off
	s_wait_loadcnt 0x1
	v_and_b32_e32 v0, 1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 1, v0
	s_cbranch_execz .LBB2_2
; %bb.1:                                ; %callmix
	v_dual_mov_b32 v0, v3 :: v_dual_mov_b32 v1, v7
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v2, v9
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, mix@rel32@lo+8
	s_add_co_ci_u32 s1, s1, mix@rel32@hi+16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v3, v0
.LBB2_2:                                ; %join
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v0, v3 :: v_dual_mov_b32 v1, v9
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, blend@rel32@lo+8
	s_add_co_ci_u32 s1, s1, blend@rel32@hi+16
	s_swappc_b64 s[30:31], s[0:1]
	v_dual_mov_b32 v4, v0 :: v_dual_and_b32 v5, 3, v9
	s_mov_b32 s1, 0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v5
	s_cbranch_execz .LBB2_6
; %bb.3:                                ; %loop.preheader
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0
	s_getpc_b64 s[6:7]
	s_sext_i32_i16 s7, s7
	s_add_co_u32 s6, s6, blend@rel32@lo+8
	s_add_co_ci_u32 s7, s7, blend@rel32@hi+16
.LBB2_4:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_dual_mov_b32 v0, v4 :: v_dual_mov_b32 v1, s2
	s_swappc_b64 s[30:31], s[6:7]
	s_add_co_i32 s3, s3, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v4, v0
	v_cmp_ge_u32_e32 vcc_lo, s3, v5
	s_addk_co_i32 s2, 0x3d1
	s_or_b32 s1, vcc_lo, s1
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB2_4
; %bb.5:                                ; %Flow
	s_or_b32 exec_lo, exec_lo, s1
.LBB2_6:                                ; %Flow5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64_e32 v[0:1], 3, v[7:8]
	v_add_co_u32 v0, vcc_lo, s12, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s13, v1, vcc_lo
	global_store_b64 v[0:1], v[3:4], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_func
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 80
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end2:
	.size	call_func, .Lfunc_end2-call_func
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 396
; NumSgprs: 36
; NumVgprs: 32
; ScratchSize: 80
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 32
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
      - .address_space:  global
        .name:           sel
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           call_func
    .private_segment_fixed_size: 80
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         call_func.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
