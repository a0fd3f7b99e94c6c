; a loop on a label, a per-lane branch, no s_endpgm: pasted from llc -S
	s_mov_b32 s0, 3
	v_mov_b32_e32 v1, 0
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v1, s0, v1
	s_sub_u32 s0, s0, 1
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_cmp_lt_u32_e32 vcc_lo, 3, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v3, 1.0
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s2
