	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	bits_div_i32                    ; -- Begin function bits_div_i32
	.p2align	8
	.type	bits_div_i32,@function
bits_div_i32:                           ; @bits_div_i32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v3, 2, v0
	v_add_u32_e32 v6, 0x400, v3
	v_add_u32_e32 v7, 0x800, v3
	v_add_u32_e32 v8, 0xc00, v3
	s_waitcnt lgkmcnt(0)
	global_load_dword v4, v3, s[2:3]
	global_load_dword v5, v3, s[2:3] offset:256
	global_load_dword v1, v3, s[2:3] offset:512
	s_mov_b32 s2, 0x10203
	v_add_u32_e32 v14, 0x2400, v3
	v_add_u32_e32 v16, 0x2c00, v3
	v_add_u32_e32 v10, 0x1400, v3
	v_or_b32_e32 v9, 0x1000, v3
	v_add_u32_e32 v12, 0x1c00, v3
	v_add_u32_e32 v11, 0x1800, v3
	v_or_b32_e32 v13, 0x2000, v3
	v_add_u32_e32 v15, 0x2800, v3
	v_or_b32_e32 v17, 0x3000, v3
	v_add_u32_e32 v18, 0x3400, v3
	v_lshlrev_b32_e32 v0, 3, v0
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(2)
	v_bcnt_u32_b32 v19, v4, 0
	global_store_dword v6, v19, s[0:1]
	v_bfrev_b32_e32 v19, v4
	global_store_dword v7, v19, s[0:1]
	v_perm_b32 v19, 0, v4, s2
	global_store_dword v8, v19, s[0:1]
	s_waitcnt vmcnt(4)
	v_min_i32_e32 v19, v4, v5
	global_store_dword v14, v19, s[0:1]
	v_min_u32_e32 v19, v4, v5
	v_add_u32_e32 v6, 0x3800, v3
	global_store_dword v16, v19, s[0:1]
	v_add_u32_e64 v19, v4, v5 clamp
	v_or_b32_e32 v8, 0x4000, v3
	global_store_dword v6, v19, s[0:1]
	v_sub_u32_e64 v19, v4, v5 clamp
	global_store_dword v8, v19, s[0:1]
	v_or_b32_e32 v8, 0x5000, v3
	v_alignbit_b32 v19, v4, v5, 27
	global_store_dword v8, v19, s[0:1]
	v_add_u32_e32 v8, 0x5400, v3
	s_waitcnt vmcnt(8)
	v_alignbit_b32 v19, v4, v5, v1
	global_store_dword v8, v19, s[0:1]
	v_add_u32_e32 v8, 0x5800, v3
	v_alignbit_b32 v19, v4, v5, 5
	global_store_dword v8, v19, s[0:1]
	v_ffbh_u32_e32 v19, v4
	global_store_dword v10, v19, s[0:1]
	v_ffbl_b32_e32 v10, v4
	v_min_u32_e32 v19, 32, v19
	global_store_dword v9, v19, s[0:1]
	v_sub_u32_e32 v9, 0, v4
	global_store_dword v12, v10, s[0:1]
	v_min_u32_e32 v10, 32, v10
	v_max_i32_e32 v19, v4, v5
	v_max_u32_e32 v12, v4, v5
	global_store_dword v11, v10, s[0:1]
	v_add_i32 v10, v4, v5 clamp
	v_max_i32_e32 v9, v4, v9
	v_add_u32_e32 v7, 0x3c00, v3
	v_sub_i32 v11, v4, v5 clamp
	global_store_dword v13, v9, s[0:1]
	v_and_b32_e32 v9, 3, v5
	global_store_dword v15, v19, s[0:1]
	v_alignbit_b32 v15, v4, v5, 1
	global_store_dword v17, v12, s[0:1]
	v_lshrrev_b32_e32 v17, 1, v4
	global_store_dword v18, v10, s[0:1]
	v_not_b32_e32 v18, v1
	v_add_u32_e32 v6, 0x4c00, v3
	global_store_dword v7, v11, s[0:1]
	v_add_u32_e32 v20, v4, v5
	v_alignbit_b32 v7, v17, v15, v18
	v_lshlrev_b32_e32 v15, v9, v4
	v_ashrrev_i32_e32 v13, 31, v4
	v_cmp_ne_u32_e32 vcc, v20, v10
	global_store_dword v6, v7, s[0:1]
	v_ashrrev_i32_e32 v6, v9, v15
	v_xor_b32_e32 v13, 0x7fffffff, v13
	v_cndmask_b32_e32 v10, v1, v20, vcc
	v_lshrrev_b32_e32 v7, v9, v15
	v_cmp_ne_u32_e32 vcc, v4, v6
	v_add_u32_e32 v14, 0x4400, v3
	v_cndmask_b32_e32 v6, v15, v13, vcc
	v_cmp_eq_u32_e32 vcc, v4, v7
	v_add_u32_e32 v16, 0x4800, v3
	v_add_u32_e32 v8, 0x5c00, v3
	v_cndmask_b32_e32 v7, -1, v15, vcc
	global_store_dword v14, v6, s[0:1]
	global_store_dword v16, v7, s[0:1]
	global_store_dword v8, v10, s[0:1]
	v_add_co_u32_e32 v6, vcc, v4, v5
	v_sub_u32_e32 v10, v4, v5
	v_cndmask_b32_e32 v6, v1, v6, vcc
	v_or_b32_e32 v7, 0x6000, v3
	v_cmp_ne_u32_e32 vcc, v10, v11
	global_store_dword v7, v6, s[0:1]
	v_cndmask_b32_e32 v6, v1, v10, vcc
	v_add_u32_e32 v7, 0x6400, v3
	global_store_dword v7, v6, s[0:1]
	v_sub_co_u32_e32 v6, vcc, v4, v5
	v_mul_lo_u32 v7, v4, v5
	v_cndmask_b32_e32 v6, v1, v6, vcc
	v_add_u32_e32 v8, 0x6800, v3
	v_mul_hi_i32 v9, v4, v5
	global_store_dword v8, v6, s[0:1]
	v_mul_hi_u32 v8, v4, v5
	v_ashrrev_i32_e32 v6, 31, v7
	v_cmp_ne_u32_e32 vcc, v9, v6
	v_cndmask_b32_e32 v6, v1, v7, vcc
	v_add_u32_e32 v9, 0x6c00, v3
	v_cmp_ne_u32_e32 vcc, 0, v8
	global_store_dword v9, v6, s[0:1]
	v_cndmask_b32_e32 v6, v1, v7, vcc
	v_or_b32_e32 v7, 0x7000, v3
	global_store_dword v7, v6, s[0:1]
	v_bfe_u32 v6, v4, 5, 10
	v_add_u32_e32 v7, 0x7400, v3
	global_store_dword v7, v6, s[0:1]
	v_and_b32_e32 v6, 15, v5
	v_bfe_u32 v6, v4, v6, 8
	v_add_u32_e32 v7, 0x7800, v3
	global_store_dword v7, v6, s[0:1]
	v_bfe_i32 v7, v4, 12, 12
	v_add_u32_e32 v8, 0x7c00, v3
	s_mov_b32 s2, 0xffff
	global_store_dword v8, v7, s[0:1]
	v_bfi_b32 v7, s2, v4, v5
	v_or_b32_e32 v8, 0x8000, v3
	global_store_dword v8, v7, s[0:1]
	v_bfi_b32 v7, v1, v4, v5
	v_add_u32_e32 v8, 0x8400, v3
	global_store_dword v8, v7, s[0:1]
	v_and_b32_e32 v7, v4, v18
	v_add_u32_e32 v8, 0x8800, v3
	global_store_dword v8, v7, s[0:1]
	v_or_b32_e32 v7, v4, v18
	v_add_u32_e32 v8, 0x8c00, v3
	global_store_dword v8, v7, s[0:1]
	v_not_b32_e32 v7, v7
	v_or_b32_e32 v8, 0x9000, v3
	global_store_dword v8, v7, s[0:1]
	v_xor_b32_e32 v7, v4, v18
	v_add_u32_e32 v8, 0x9400, v3
	v_and_b32_e32 v11, v4, v5
	global_store_dword v8, v7, s[0:1]
	v_not_b32_e32 v7, v11
	v_add_u32_e32 v8, 0x9800, v3
	global_store_dword v8, v7, s[0:1]
	v_mul_lo_u32 v8, v4, 24
	v_and_b32_e32 v7, 31, v5
	v_bfe_u32 v7, v4, 0, v7
	v_add_u32_e32 v9, 0x9c00, v3
	global_store_dword v9, v7, s[0:1]
	v_or_b32_e32 v7, 0xa000, v3
	global_store_dword v7, v8, s[0:1]
	v_mad_u32_u24 v7, v4, v5, v1
	v_add_u32_e32 v8, 0xa400, v3
	v_lshlrev_b32_e32 v6, 8, v4
	global_store_dword v8, v7, s[0:1]
	v_lshlrev_b32_e32 v7, 8, v5
	v_mad_u64_u32 v[6:7], s[2:3], v6, v7, 0
	v_mad_i32_i24 v8, v4, v5, v1
	v_add_u32_e32 v9, 0xa800, v3
	global_store_dword v9, v8, s[0:1]
	v_add_u32_e32 v8, 0x15800, v0
	global_store_dwordx2 v8, v[6:7], s[0:1]
	v_mad_u64_u32 v[6:7], s[2:3], v4, v5, v[1:2]
	v_mad_i64_i32 v[8:9], s[2:3], v4, v5, v[1:2]
	v_or_b32_e32 v2, 0x16000, v0
	v_add_u32_e32 v0, 0x16800, v0
	global_store_dwordx2 v2, v[6:7], s[0:1]
	global_store_dwordx2 v0, v[8:9], s[0:1]
	v_add_u32_e32 v0, v20, v1
	v_add_u32_e32 v2, 0xb800, v3
	global_store_dword v2, v0, s[0:1]
	v_mul_lo_u32 v2, v4, 3
	v_xor_b32_e32 v0, v4, v5
	v_xor_b32_e32 v0, v0, v1
	v_add_u32_e32 v6, 0xbc00, v3
	global_store_dword v6, v0, s[0:1]
	v_add_u32_e32 v0, v20, v2
	v_or_b32_e32 v2, 0xc000, v3
	global_store_dword v2, v0, s[0:1]
	v_lshlrev_b32_e32 v0, 3, v20
	v_add_u32_e32 v2, 0xc400, v3
	global_store_dword v2, v0, s[0:1]
	v_or_b32_e32 v0, v11, v1
	v_add_u32_e32 v2, 0xc800, v3
	global_store_dword v2, v0, s[0:1]
	v_or3_b32 v0, v4, v5, v1
	v_add_u32_e32 v2, 0xcc00, v3
	global_store_dword v2, v0, s[0:1]
	v_lshrrev_b32_e32 v0, 3, v4
	v_and_or_b32 v0, v0, v5, v1
	v_or_b32_e32 v2, 0xd000, v3
	global_store_dword v2, v0, s[0:1]
	v_sub_u32_e32 v0, v10, v1
	v_add_u32_e32 v2, 0xd400, v3
	global_store_dword v2, v0, s[0:1]
	v_min_i32_e32 v0, v19, v1
	v_add_u32_e32 v2, 0xd800, v3
	global_store_dword v2, v0, s[0:1]
	v_max_i32_e32 v0, v19, v1
	v_add_u32_e32 v2, 0xdc00, v3
	global_store_dword v2, v0, s[0:1]
	v_min_u32_e32 v0, v12, v1
	v_or_b32_e32 v2, 0xe000, v3
	global_store_dword v2, v0, s[0:1]
	v_max_u32_e32 v0, v12, v1
	v_add_u32_e32 v1, 0xe400, v3
	global_store_dword v1, v0, s[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bits_div_i32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 6
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
	.size	bits_div_i32, .Lfunc_end0-bits_div_i32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1504
; NumSgprs: 8
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 21
; Occupancy: 10
; WaveLimiterHint : 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           bits_div_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         bits_div_i32.kd
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
