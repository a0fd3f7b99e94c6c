	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl	mem_constant_uni                ; -- Begin function mem_constant_uni
	.p2align	8
	.type	mem_constant_uni,@function
mem_constant_uni:                       ; @mem_constant_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b32 s14, s[0:1], 0x18
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v8, 0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s15, s14, 31
	s_add_u32 s2, s6, s14
	s_addc_u32 s3, s7, s15
	s_lshl_b64 s[22:23], s[14:15], 2
	global_load_u8 v0, v8, s[2:3] offset:5
	s_add_u32 s16, s4, s22
	s_addc_u32 s17, s5, s23
	s_add_u32 s2, s0, s14
	s_addc_u32 s3, s1, s15
	s_add_i32 s12, s14, 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s13, s12, 31
	s_add_u32 s8, s6, s12
	s_addc_u32 s9, s7, s13
	s_lshl_b64 s[24:25], s[12:13], 2
	s_add_u32 s20, s4, s24
	s_addc_u32 s21, s5, s25
	s_waitcnt vmcnt(0)
	v_bfe_i32 v1, v0, 0, 8
	s_clause 0x1
	global_store_b32 v8, v1, s[16:17]
	global_store_b8 v8, v0, s[2:3]
	global_load_u8 v0, v8, s[8:9] offset:5
	s_add_u32 s2, s0, s12
	s_addc_u32 s3, s1, s13
	s_add_i32 s8, s14, 0x3e8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s9, s8, 31
	s_add_u32 s10, s6, s8
	s_addc_u32 s11, s7, s9
	s_lshl_b64 s[26:27], s[8:9], 2
	s_add_u32 s28, s4, s26
	s_addc_u32 s29, s5, s27
	s_add_u32 s4, s0, s8
	s_addc_u32 s5, s1, s9
	s_waitcnt vmcnt(0)
	v_bfe_i32 v1, v0, 0, 8
	s_clause 0x1
	global_store_b32 v8, v1, s[20:21]
	global_store_b8 v8, v0, s[2:3]
	global_load_u8 v0, v8, s[10:11] offset:5
	s_lshl_b64 s[10:11], s[14:15], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s2, s6, s10
	s_addc_u32 s3, s7, s11
	s_waitcnt vmcnt(0)
	v_bfe_i32 v1, v0, 0, 8
	s_clause 0x1
	global_store_b32 v8, v1, s[28:29]
	global_store_b8 v8, v0, s[4:5]
	global_load_u16 v0, v8, s[2:3] offset:10
	s_add_u32 s4, s0, s10
	s_addc_u32 s5, s1, s11
	s_lshl_b64 s[18:19], s[12:13], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s10, s6, s18
	s_addc_u32 s11, s7, s19
	s_waitcnt vmcnt(0)
	v_bfe_i32 v1, v0, 0, 16
	s_clause 0x1
	global_store_b32 v8, v1, s[16:17]
	global_store_b16 v8, v0, s[4:5]
	global_load_u16 v0, v8, s[10:11] offset:10
	s_add_u32 s16, s0, s18
	s_addc_u32 s17, s1, s19
	s_lshl_b64 s[30:31], s[8:9], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s18, s6, s30
	s_addc_u32 s19, s7, s31
	s_waitcnt vmcnt(0)
	v_bfe_i32 v1, v0, 0, 16
	s_clause 0x1
	global_store_b32 v8, v1, s[20:21]
	global_store_b16 v8, v0, s[16:17]
	global_load_u16 v0, v8, s[18:19] offset:10
	s_add_u32 s20, s0, s30
	s_addc_u32 s21, s1, s31
	s_add_u32 s30, s6, s22
	s_addc_u32 s31, s7, s23
	s_add_u32 s22, s0, s22
	s_addc_u32 s23, s1, s23
	s_waitcnt vmcnt(0)
	v_bfe_i32 v1, v0, 0, 16
	s_clause 0x1
	global_store_b32 v8, v1, s[28:29]
	global_store_b16 v8, v0, s[20:21]
	s_load_b32 s28, s[30:31], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v9, s28
	s_add_u32 s28, s6, s24
	s_addc_u32 s29, s7, s25
	s_add_u32 s24, s0, s24
	s_addc_u32 s25, s1, s25
	global_store_b32 v8, v9, s[22:23]
	s_load_b32 s28, s[28:29], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s28
	s_add_u32 s28, s6, s26
	s_addc_u32 s29, s7, s27
	s_add_u32 s26, s0, s26
	s_addc_u32 s27, s1, s27
	global_store_b32 v8, v10, s[24:25]
	s_load_b32 s28, s[28:29], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s28
	s_lshl_b64 s[28:29], s[14:15], 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s30, s6, s28
	s_addc_u32 s31, s7, s29
	global_store_b32 v8, v11, s[26:27]
	s_load_b64 s[30:31], s[30:31], 0x0
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v0, s30 :: v_dual_mov_b32 v1, s31
	s_lshl_b64 s[30:31], s[12:13], 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s34, s6, s30
	s_addc_u32 s35, s7, s31
	global_store_b64 v8, v[0:1], s[28:29]
	s_load_b64 s[28:29], s[34:35], 0x0
	s_add_u32 s30, s0, s30
	s_addc_u32 s31, s1, s31
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v0, s28 :: v_dual_mov_b32 v1, s29
	s_lshl_b64 s[28:29], s[8:9], 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s34, s6, s28
	s_addc_u32 s35, s7, s29
	global_store_b64 v8, v[0:1], s[30:31]
	s_load_b64 s[30:31], s[34:35], 0x0
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_lshl_b64 s[34:35], s[14:15], 4
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v0, s30 :: v_dual_mov_b32 v1, s31
	s_add_u32 s30, s6, s34
	s_addc_u32 s31, s7, s35
	s_add_u32 s34, s0, s34
	s_addc_u32 s35, s1, s35
	global_store_b64 v8, v[0:1], s[28:29]
	s_load_b128 s[28:31], s[30:31], 0x0
	s_lshl_b64 s[36:37], s[12:13], 4
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v0, s28 :: v_dual_mov_b32 v1, s29
	v_dual_mov_b32 v2, s30 :: v_dual_mov_b32 v3, s31
	s_add_u32 s28, s6, s36
	s_addc_u32 s29, s7, s37
	global_store_b128 v8, v[0:3], s[34:35]
	s_load_b128 s[28:31], s[28:29], 0x0
	s_add_u32 s34, s0, s36
	s_addc_u32 s35, s1, s37
	s_lshl_b64 s[36:37], s[8:9], 4
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v0, s28 :: v_dual_mov_b32 v1, s29
	v_dual_mov_b32 v2, s30 :: v_dual_mov_b32 v3, s31
	s_add_u32 s28, s6, s36
	s_addc_u32 s29, s7, s37
	global_store_b128 v8, v[0:3], s[34:35]
	s_load_b128 s[28:31], s[28:29], 0x0
	s_add_u32 s34, s0, s36
	s_addc_u32 s35, s1, s37
	s_lshl_b64 s[14:15], s[14:15], 5
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v0, s28 :: v_dual_mov_b32 v1, s29
	v_dual_mov_b32 v2, s30 :: v_dual_mov_b32 v3, s31
	s_add_u32 s28, s6, s14
	s_addc_u32 s29, s7, s15
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	global_store_b128 v8, v[0:3], s[34:35]
	s_load_b256 s[36:43], s[28:29], 0x0
	s_lshl_b64 s[12:13], s[12:13], 5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_add_u32 s28, s6, s12
	s_addc_u32 s29, s7, s13
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	s_lshl_b64 s[8:9], s[8:9], 5
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_add_u32 s0, s0, s8
	s_addc_u32 s1, s1, s9
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v0, s40 :: v_dual_mov_b32 v1, s41
	v_dual_mov_b32 v2, s42 :: v_dual_mov_b32 v3, s43
	v_dual_mov_b32 v4, s36 :: v_dual_mov_b32 v5, s37
	v_dual_mov_b32 v6, s38 :: v_dual_mov_b32 v7, s39
	s_clause 0x1
	global_store_b128 v8, v[0:3], s[14:15] offset:16
	global_store_b128 v8, v[4:7], s[14:15]
	s_load_b256 s[36:43], s[28:29], 0x0
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v0, s40 :: v_dual_mov_b32 v1, s41
	v_dual_mov_b32 v2, s42 :: v_dual_mov_b32 v3, s43
	v_dual_mov_b32 v4, s36 :: v_dual_mov_b32 v5, s37
	v_dual_mov_b32 v6, s38 :: v_dual_mov_b32 v7, s39
	s_clause 0x1
	global_store_b128 v8, v[0:3], s[12:13] offset:16
	global_store_b128 v8, v[4:7], s[12:13]
	s_load_b256 s[36:43], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v0, s40 :: v_dual_mov_b32 v1, s41
	v_dual_mov_b32 v2, s42 :: v_dual_mov_b32 v3, s43
	v_dual_mov_b32 v4, s36 :: v_dual_mov_b32 v5, s37
	v_dual_mov_b32 v6, s38 :: v_dual_mov_b32 v7, s39
	s_clause 0x1
	global_store_b128 v8, v[0:3], s[0:1] offset:16
	global_store_b128 v8, v[4:7], s[0:1]
	global_load_u16 v0, v8, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_b16 v8, v0, s[4:5]
	global_load_u16 v0, v8, s[10:11]
	s_waitcnt vmcnt(0)
	global_store_b16 v8, v0, s[16:17]
	global_load_u16 v0, v8, s[18:19]
	s_waitcnt vmcnt(0)
	s_clause 0x3
	global_store_b16 v8, v0, s[20:21]
	global_store_b32 v8, v9, s[22:23]
	global_store_b32 v8, v10, s[24:25]
	global_store_b32 v8, v11, s[26:27]
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel mem_constant_uni
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 44
		.amdhsa_reserve_vcc 0
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
	.size	mem_constant_uni, .Lfunc_end0-mem_constant_uni
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1260
; NumSgprs: 44
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 12
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
      - .address_space:  constant
        .name:           src
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           dst
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           u
        .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           mem_constant_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         mem_constant_uni.kd
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
