	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
.Lfunc_end0:
	.size k, .Lfunc_end0-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 1
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .wavefront_size: 32
    .kernarg_segment_size: 0
    .kernarg_segment_align: 4
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .sgpr_count: 1
    .vgpr_count: 1
    .max_flat_workgroup_size: 64
    .args: []
amdhsa.target: amdgcn-amd-amdhsa--gfx1030
amdhsa.version: [1, 2]
...
	.end_amdgpu_metadata
