	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	e
	.type	e,@function
e:
	.globl	k
	.type	k,@function
k:
	s_getpc_b64 s[4:5]
	s_swappc_b64 s[30:31], s[4:5]
	s_endpgm
	.type	f,@function
f:
	v_mov_b32_e32 v1, v0 ; wavesim: wwm
	s_cmp_eq_u32 s0, 0
	s_mov_b64 s[0:1], 0
	s_mov_b64 s[2:3], 0
	s_setpc_b64 s[30:31]
	.section	.rodata,#alloc
	.amdhsa_kernel e
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 2
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 4
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
