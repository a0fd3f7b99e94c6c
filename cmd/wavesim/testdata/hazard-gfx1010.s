	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.type	k,@function
k:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_mov_b32 s8, exec_lo
	v_cmpx_gt_u32_e32 0x64, v0
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v1, 2, v0
	global_store_dword v1, v0, s[0:1]
	s_endpgm
	.amdhsa_kernel k
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
