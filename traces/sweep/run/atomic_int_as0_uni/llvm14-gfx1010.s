	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	atomic_int_as0_uni              ; -- Begin function atomic_int_as0_uni
	.p2align	8
	.type	atomic_int_as0_uni,@function
atomic_int_as0_uni:                     ; @atomic_int_as0_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_u32 s4, s2, 16
	s_addc_u32 s5, s3, 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v4, s6
	s_add_u32 s4, s2, 32
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 48
	s_addc_u32 s9, s3, 0
	flat_atomic_swap v5, v[0:1], v4 glc
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s4, s2, 64
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x50
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v5, s[0:1] offset:4
	s_clause 0x1
	flat_atomic_swap v[0:1], v4
	flat_atomic_add v5, v[2:3], v4 glc
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s4, s2, 0x60
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x70
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v5, s[0:1] offset:12
	s_clause 0x1
	flat_atomic_add v[0:1], v4
	flat_atomic_sub v5, v[2:3], v4 glc
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s8, s2, 0x80
	s_addc_u32 s9, s3, 0
	s_add_u32 s4, s2, 0x90
	s_addc_u32 s5, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v5, s[0:1] offset:20
	s_clause 0x1
	flat_atomic_sub v[0:1], v4
	flat_atomic_and v5, v[2:3], v4 glc
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	s_mov_b32 s8, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v5, s[0:1] offset:28
	s_clause 0x1
	flat_atomic_and v[0:1], v4
	flat_load_dword v0, v[2:3]
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_and_b32_e32 v0, s6, v1
	v_not_b32_e32 v0, v0
	flat_atomic_cmpswap v0, v[2:3], v[0:1] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	s_or_b32 s8, vcc_lo, s8
	s_andn2_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s2, 0xa0
	s_addc_u32 s5, s3, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	s_mov_b32 s8, 0
	global_store_dword v3, v0, s[0:1] offset:36
	flat_load_dword v1, v[1:2]
.LBB0_3:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v0, s6, v1
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_not_b32_e32 v0, v0
	flat_atomic_cmpswap v0, v[2:3], v[0:1] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s8, vcc_lo, s8
	s_andn2_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s2, 0xb0
	s_addc_u32 s5, s3, 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v6, s6
	s_add_u32 s4, s2, 0xc0
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0xd0
	v_mov_b32_e32 v8, 0
	flat_atomic_or v4, v[0:1], v6 glc
	s_addc_u32 s9, s3, 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s4, s2, 0xe0
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0xf0
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v8, v4, s[0:1] offset:44
	s_clause 0x1
	flat_atomic_or v[0:1], v6
	flat_atomic_xor v4, v[2:3], v6 glc
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s4, s2, 0x100
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x110
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v8, v4, s[0:1] offset:52
	s_clause 0x1
	flat_atomic_xor v[0:1], v6
	flat_atomic_smax v4, v[2:3], v6 glc
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s4, s2, 0x120
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x130
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v8, v4, s[0:1] offset:60
	s_clause 0x1
	flat_atomic_smax v[0:1], v6
	flat_atomic_smin v4, v[2:3], v6 glc
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s4, s2, 0x140
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x150
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v8, v4, s[0:1] offset:68
	s_clause 0x1
	flat_atomic_smin v[0:1], v6
	flat_atomic_umax v4, v[2:3], v6 glc
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s4, s2, 0x160
	s_addc_u32 s5, s3, 0
	s_mov_b32 s8, 3
	s_mov_b32 s9, s6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v8, v4, s[0:1] offset:76
	s_clause 0x1
	flat_atomic_umax v[0:1], v6
	flat_atomic_umin v7, v[2:3], v6 glc
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	s_add_u32 s4, s2, 0x170
	s_addc_u32 s5, s3, 0
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v3, s5
	v_mov_b32_e32 v5, s9
	s_add_u32 s4, s2, 0x180
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x320
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v8, v7, s[0:1] offset:84
	s_clause 0x1
	flat_atomic_umin v[0:1], v6
	flat_atomic_cmpswap v9, v[2:3], v[4:5] glc
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v6, s6
	v_mov_b32_e32 v3, s9
	v_mov_b32_e32 v7, s7
	s_add_u32 s4, s2, 0x340
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x360
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v8, v9, s[0:1] offset:92
	s_clause 0x1
	flat_atomic_cmpswap v[0:1], v[4:5]
	flat_atomic_swap_x2 v[0:1], v[2:3], v[6:7] glc
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	s_add_u32 s4, s2, 0x380
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x3a0
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v8, v[0:1], s[0:1] offset:200
	s_clause 0x1
	flat_atomic_swap_x2 v[2:3], v[6:7]
	flat_atomic_add_x2 v[0:1], v[4:5], v[6:7] glc
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	s_add_u32 s4, s2, 0x3c0
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x3e0
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v8, v[0:1], s[0:1] offset:216
	s_clause 0x1
	flat_atomic_add_x2 v[2:3], v[6:7]
	flat_atomic_sub_x2 v[0:1], v[4:5], v[6:7] glc
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	s_add_u32 s8, s2, 0x400
	s_addc_u32 s9, s3, 0
	s_add_u32 s4, s2, 0x420
	s_addc_u32 s5, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v8, v[0:1], s[0:1] offset:232
	s_clause 0x1
	flat_atomic_sub_x2 v[2:3], v[6:7]
	flat_atomic_and_x2 v[0:1], v[4:5], v[6:7] glc
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	s_mov_b32 s8, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v8, v[0:1], s[0:1] offset:248
	s_clause 0x1
	flat_atomic_and_x2 v[2:3], v[6:7]
	flat_load_dwordx2 v[0:1], v[4:5]
.LBB0_5:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	v_and_b32_e32 v0, s7, v3
	v_and_b32_e32 v6, s6, v2
	v_not_b32_e32 v1, v0
	v_not_b32_e32 v0, v6
	flat_atomic_cmpswap_x2 v[0:1], v[4:5], v[0:3] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	s_or_b32 s8, vcc_lo, s8
	s_andn2_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end7
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s2, 0x440
	s_addc_u32 s5, s3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	s_mov_b32 s8, 0
	global_store_dwordx2 v4, v[0:1], s[0:1] offset:264
	flat_load_dwordx2 v[2:3], v[2:3]
.LBB0_7:                                ; %atomicrmw.start14
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v0, s7, v3
	v_and_b32_e32 v6, s6, v2
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	v_not_b32_e32 v1, v0
	v_not_b32_e32 v0, v6
	flat_atomic_cmpswap_x2 v[0:1], v[4:5], v[0:3] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	s_or_b32 s8, vcc_lo, s8
	s_andn2_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end13
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s2, 0x460
	s_addc_u32 s5, s3, 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v5, s7
	s_add_u32 s4, s2, 0x480
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x4a0
	v_mov_b32_e32 v12, 0
	flat_atomic_or_x2 v[0:1], v[0:1], v[4:5] glc
	s_addc_u32 s9, s3, 0
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	s_add_u32 s4, s2, 0x4c0
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x4e0
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v12, v[0:1], s[0:1] offset:280
	s_clause 0x1
	flat_atomic_or_x2 v[2:3], v[4:5]
	flat_atomic_xor_x2 v[0:1], v[6:7], v[4:5] glc
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	s_add_u32 s4, s2, 0x500
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x520
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v12, v[0:1], s[0:1] offset:296
	s_clause 0x1
	flat_atomic_xor_x2 v[2:3], v[4:5]
	flat_atomic_smax_x2 v[0:1], v[6:7], v[4:5] glc
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	s_add_u32 s4, s2, 0x540
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x560
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v12, v[0:1], s[0:1] offset:312
	s_clause 0x1
	flat_atomic_smax_x2 v[2:3], v[4:5]
	flat_atomic_smin_x2 v[0:1], v[6:7], v[4:5] glc
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	s_add_u32 s4, s2, 0x580
	s_addc_u32 s5, s3, 0
	s_add_u32 s8, s2, 0x5a0
	s_addc_u32 s9, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v12, v[0:1], s[0:1] offset:328
	s_clause 0x1
	flat_atomic_smin_x2 v[2:3], v[4:5]
	flat_atomic_umax_x2 v[0:1], v[6:7], v[4:5] glc
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	s_add_u32 s8, s2, 0x5c0
	s_addc_u32 s9, s3, 0
	v_mov_b32_e32 v8, s8
	v_mov_b32_e32 v9, s9
	s_add_u32 s8, s2, 0x5e0
	s_addc_u32 s9, s3, 0
	s_mov_b32 s4, 3
	s_mov_b32 s5, 0
	v_mov_b32_e32 v11, s9
	v_mov_b32_e32 v10, s8
	s_add_u32 s2, s2, 0x600
	s_addc_u32 s3, s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v12, v[0:1], s[0:1] offset:344
	s_clause 0x1
	flat_atomic_umax_x2 v[2:3], v[4:5]
	flat_atomic_umin_x2 v[6:7], v[6:7], v[4:5] glc
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v12, v[6:7], s[0:1] offset:360
	s_clause 0x1
	flat_atomic_umin_x2 v[8:9], v[4:5]
	flat_atomic_cmpswap_x2 v[4:5], v[10:11], v[0:3] glc
	v_mov_b32_e32 v7, s3
	v_mov_b32_e32 v6, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v12, v[4:5], s[0:1] offset:376
	flat_atomic_cmpswap_x2 v[6:7], v[0:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel atomic_int_as0_uni
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 10
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
	.size	atomic_int_as0_uni, .Lfunc_end0-atomic_int_as0_uni
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2092
; NumSgprs: 12
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 13
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
      - .address_space:  generic
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           atomic_int_as0_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         atomic_int_as0_uni.kd
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
