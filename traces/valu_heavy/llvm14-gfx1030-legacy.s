	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081536
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	valu_heavy                      ; -- Begin function valu_heavy
	.p2align	8
	.type	valu_heavy,@function
valu_heavy:                             ; @valu_heavy
; %bb.0:                                ; %entry
	s_load_dwordx2 s[4:5], s[0:1], 0x34
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s2, 7, v0
	s_load_dwordx4 s[0:3], s[0:1], 0x24
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v1, vcc_lo
	s_mov_b32 s4, 0
	s_mov_b32 s5, 0
	global_load_dword v3, v[2:3], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_sdwa v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_xor_b32_e32 v4, 0x9e3779b9, v3
	v_mul_f32_e32 v2, 0x37800000, v2
	.p2align	6
.LBB0_1:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v4, 0x1000193, v4
	v_mul_f32_e32 v2, 0x3f400000, v2
	v_lshrrev_b32_e32 v5, 15, v4
	v_xor_b32_e32 v5, v4, v5
	v_mul_lo_u32 v4, v5, 31
	v_add_nc_u32_e32 v4, s4, v4
	s_add_i32 s4, s4, 31
	v_alignbit_b32 v4, v4, v4, 19
	v_xor_b32_e32 v4, v4, v3
	v_and_b32_e32 v6, 0x3ff, v4
	v_add_nc_u32_e32 v3, v3, v4
	v_cvt_f32_u32_e32 v6, v6
	v_min_u32_e32 v3, v3, v5
	v_mul_f32_e32 v6, 0x3b000000, v6
	v_xor_b32_e32 v3, s5, v3
	s_add_i32 s5, s5, 1
	s_cmp_lt_u32 s5, 64
	v_add_f32_e32 v2, v2, v6
	v_mul_f32_e32 v6, v2, v2
	v_mul_f32_e32 v5, 0xbe000000, v6
	v_add_f32_e32 v2, v2, v5
	s_cbranch_scc1 .LBB0_1
; %bb.2:                                ; %done
	v_xor_b32_e32 v5, v4, v3
	v_add_co_u32 v3, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v4, vcc_lo, s1, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	global_store_dword v[3:4], v5, off
	global_store_dword v[0:1], v2, off
	s_endpgm
.Lfunc_end0:
	.size	valu_heavy, .Lfunc_end0-valu_heavy
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 280
; NumSgprs: 8
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 7
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
