	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.globl	k
	.p2align	8
	.type	k,@function
k:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s2, s3
	s_cbranch_scc1 .LBB0_2
	v_mov_b32_e32 v1, 1
	s_branch .LBB0_3
.LBB0_2:
	v_mov_b32_e32 v1, 3
.LBB0_3:
	v_lshlrev_b32_e32 v2, 2, v0
	global_store_dword v2, v1, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
