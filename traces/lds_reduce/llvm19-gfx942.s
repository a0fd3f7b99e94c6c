	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	lds_reduce                      ; -- Begin function lds_reduce
	.p2align	8
	.type	lds_reduce,@function
lds_reduce:                             ; @lds_reduce
; %bb.0:                                ; %entry
	s_load_dword s0, s[2:3], 0x20
	s_load_dwordx8 s[8:15], s[2:3], 0x0
	v_and_b32_e32 v3, 0x3ff, v0
	v_lshl_add_u32 v0, s6, 6, v3
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s0, v0
	v_bfrev_b32_e32 v5, 1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %load
	v_mov_b32_e32 v4, s14
	v_mov_b32_e32 v5, s15
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[4:5], v[0:1], 2, v[4:5]
	global_load_dword v4, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v4
.LBB0_2:                                ; %init
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v1, 2, v3
	v_add_u32_e32 v2, 0x100, v1
	v_cmp_gt_u32_e32 vcc, 32, v3
	ds_write2st64_b32 v1, v5, v4 offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:                                ; %do32
	ds_read2_b32 v[4:5], v2 offset1:32
	ds_read2_b32 v[6:7], v1 offset1:32
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	v_max_i32_e32 v5, v6, v7
	ds_write_b32 v2, v4
	ds_write_b32 v1, v5
.LBB0_4:                                ; %wait32
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 16, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:                                ; %do16
	ds_read2_b32 v[4:5], v2 offset1:16
	ds_read2_b32 v[6:7], v1 offset1:16
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	v_max_i32_e32 v5, v6, v7
	ds_write_b32 v2, v4
	ds_write_b32 v1, v5
.LBB0_6:                                ; %wait16
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 8, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:                                ; %do8
	ds_read2_b32 v[4:5], v2 offset1:8
	ds_read2_b32 v[6:7], v1 offset1:8
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	v_max_i32_e32 v5, v6, v7
	ds_write_b32 v2, v4
	ds_write_b32 v1, v5
.LBB0_8:                                ; %wait8
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 4, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:                                ; %do4
	ds_read2_b32 v[4:5], v2 offset1:4
	ds_read2_b32 v[6:7], v1 offset1:4
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	v_max_i32_e32 v5, v6, v7
	ds_write_b32 v2, v4
	ds_write_b32 v1, v5
.LBB0_10:                               ; %wait4
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 2, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_12
; %bb.11:                               ; %do2
	ds_read2_b32 v[4:5], v2 offset1:2
	ds_read2_b32 v[6:7], v1 offset1:2
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	v_max_i32_e32 v5, v6, v7
	ds_write_b32 v2, v4
	ds_write_b32 v1, v5
.LBB0_12:                               ; %wait2
	s_or_b64 exec, exec, s[0:1]
	s_mov_b32 s7, 0
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:                               ; %do1
	v_mov_b32_e32 v3, 0
	ds_read2_b64 v[4:7], v3 offset1:32
	s_lshl_b64 s[2:3], s[6:7], 2
	s_add_u32 s4, s8, s2
	s_addc_u32 s5, s9, s3
	s_add_u32 s2, s10, s2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v6, v6, v7
	v_max_i32_e32 v4, v4, v5
	s_addc_u32 s3, s11, s3
	ds_write2st64_b32 v3, v4, v6 offset1:1
	global_store_dword v3, v6, s[4:5]
	global_store_dword v3, v4, s[2:3]
.LBB0_14:                               ; %wait1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v2
	ds_read_b32 v3, v1
	v_mov_b32_e32 v4, s12
	v_mov_b32_e32 v5, s13
	v_lshlrev_b32_e32 v0, 1, v0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[0:1], v[2:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_reduce
		.amdhsa_group_segment_fixed_size 512
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
		.amdhsa_next_free_sgpr 16
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
	.size	lds_reduce, .Lfunc_end0-lds_reduce
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 636
; NumSgprs: 22
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 22
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
        .name:           sums
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           maxs
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           trace
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .name:           !str n
        .offset:         32
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
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           lds_reduce
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         lds_reduce.kd
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
