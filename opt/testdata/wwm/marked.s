	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	v_cmp_gt_u32_e32 vcc_lo, 5, v0
	s_and_saveexec_b32 s2, vcc_lo
	v_mov_b32_e32 v1, v0 ; wavesim: wwm
	s_add_u32 s3, s3, 1
	v_mov_b32_e32 v2, v0 ; wavesim: wwm
	v_mov_b32_e32 v3, 7 ; wavesim: wwm
	s_or_b32 exec_lo, exec_lo, s2
	s_mov_b32 exec_lo, -1
	v_mov_b32_e32 v4, v1 ; wavesim: wwm
	v_add_nc_u32_e32 v5, v1, v2
