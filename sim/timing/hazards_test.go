package timing

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

func hazardRules(tm *Model) []string {
	var out []string
	for _, h := range tm.Hazards {
		out = append(out, h.Rule)
	}
	return out
}

// Each hazard rule fires without its wait and is satisfied with it.
func TestHazardRules(t *testing.T) {
	cases := []struct {
		name, arch string
		wave       int
		bad, good  string
		rule       string
	}{
		{"gfx9 VMEM reads VALU-written SGPR", "gfx900", 64,
			"v_readfirstlane_b32 s4, v0\nglobal_load_dword v1, v2, s[4:5]\ns_waitcnt vmcnt(0)\n",
			"v_readfirstlane_b32 s4, v0\ns_nop 4\nglobal_load_dword v1, v2, s[4:5]\ns_waitcnt vmcnt(0)\n",
			"VMEM reads VALU-written SGPR"},
		{"gfx9 readlane lane select", "gfx900", 64,
			"v_readfirstlane_b32 s6, v0\nv_readlane_b32 s5, v1, s6\n",
			"v_readfirstlane_b32 s6, v0\ns_nop 3\nv_readlane_b32 s5, v1, s6\n",
			"v_readlane/v_writelane lane select after VALU SGPR write"},
		{"gfx9 writelane lane select", "gfx900", 64,
			"v_readfirstlane_b32 s6, v0\nv_writelane_b32 v1, s5, s6\n",
			"v_readfirstlane_b32 s6, v0\nv_mov_b32_e32 v2, 0\ns_nop 2\nv_writelane_b32 v1, s5, s6\n",
			"v_readlane/v_writelane lane select after VALU SGPR write"},
		{"gfx9 div_fmas after vcc write", "gfx900", 64,
			"v_cmp_eq_u32_e32 vcc, v0, v1\nv_div_fmas_f32 v0, v1, v2, v3\n",
			"v_cmp_eq_u32_e32 vcc, v0, v1\ns_nop 3\nv_div_fmas_f32 v0, v1, v2, v3\n",
			"v_div_fmas after VALU VCC write"},
		{"gfx9 VALU overwrites the data of a dwordx4 global store", "gfx900", 64,
			"global_store_dwordx4 v0, v[2:5], s[4:5]\nv_mov_b32_e32 v3, 0\n",
			"global_store_dwordx4 v0, v[2:5], s[4:5]\ns_nop 0\nv_mov_b32_e32 v3, 0\n",
			"VALU overwrites the data of a store wider than 64 bits"},
		{"gfx9 VALU overwrites the data of a dwordx3 buffer store, soffset 0", "gfx900", 64,
			"buffer_store_dwordx3 v[2:4], off, s[0:3], 0\nv_mov_b32_e32 v4, 0\n",
			"buffer_store_dwordx3 v[2:4], off, s[0:3], 0\nv_mov_b32_e32 v6, 0\nv_mov_b32_e32 v4, 0\n",
			"VALU overwrites the data of a store wider than 64 bits"},
		{"gfx9 VALU overwrites the data of a global cmpswap_x2", "gfx900", 64,
			"global_atomic_cmpswap_x2 v0, v[2:5], s[4:5]\nv_mov_b32_e32 v5, 0\n",
			"global_atomic_cmpswap_x2 v0, v[2:5], s[4:5]\ns_nop 0\nv_mov_b32_e32 v5, 0\n",
			"VALU overwrites the data of a store wider than 64 bits"},
		{"gfx9 VMEM soft clause: a load overwrites an address the clause read", "gfx900", 64,
			"buffer_store_dword v2, v1, s[0:3], 0 offen\nbuffer_load_dword v5, v6, s[0:3], 0 offen\nbuffer_load_dword v1, v3, s[0:3], 0 offen\ns_waitcnt vmcnt(0)\n",
			"buffer_store_dword v2, v1, s[0:3], 0 offen\nbuffer_load_dword v5, v6, s[0:3], 0 offen\ns_nop 0\nbuffer_load_dword v1, v3, s[0:3], 0 offen\ns_waitcnt vmcnt(0)\n",
			"VMEM soft clause member overwrites what the clause reads"},
		{"gfx9 VMEM soft clause: a store after a load", "gfx900", 64,
			"buffer_load_dword v5, v6, s[0:3], 0 offen\nbuffer_store_dword v2, v1, s[0:3], 0 offen\ns_waitcnt vmcnt(0)\n",
			"buffer_load_dword v5, v6, s[0:3], 0 offen\ns_nop 0\nbuffer_store_dword v2, v1, s[0:3], 0 offen\ns_waitcnt vmcnt(0)\n",
			"VMEM soft clause member overwrites what the clause reads"},
		{"gfx9 VMEM soft clause: a load overwrites its own address", "gfx900", 64,
			"buffer_load_dword v5, v6, s[0:3], 0 offen\nbuffer_load_dword v7, v7, s[0:3], 0 offen\ns_waitcnt vmcnt(0)\n",
			"buffer_load_dword v5, v6, s[0:3], 0 offen\ns_nop 0\nbuffer_load_dword v7, v7, s[0:3], 0 offen\ns_waitcnt vmcnt(0)\n",
			"VMEM soft clause member overwrites what the clause reads"},
		{"gfx9 SMEM soft clause", "gfx900", 64,
			"s_load_dword s8, s[4:5], 0x0\ns_load_dword s4, s[4:5], 0x4\ns_waitcnt lgkmcnt(0)\n",
			"s_load_dword s8, s[4:5], 0x0\ns_nop 0\ns_load_dword s4, s[4:5], 0x4\ns_waitcnt lgkmcnt(0)\n",
			"SMEM soft clause member overwrites what the clause reads"},
		{"gfx1010 LDS after a branch after VMEM", "gfx1010", 32,
			"global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\ns_branch .L1\n.L1:\nds_read_b32 v2, v0\ns_waitcnt lgkmcnt(0)\n",
			"global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\ns_branch .L1\n.L1:\ns_waitcnt_vscnt null, 0x0\nds_read_b32 v2, v0\ns_waitcnt lgkmcnt(0)\n",
			"LDS and VMEM on either side of a branch (LdsBranchVmemWARHazard)"},
		{"gfx1010 VMEM after a not-taken branch after LDS", "gfx1010", 32,
			"ds_write_b32 v0, v1\ns_cbranch_scc1 .L1\nglobal_store_dword v0, v1, s[4:5]\n.L1:\ns_waitcnt lgkmcnt(0)\n",
			"ds_write_b32 v0, v1\ns_cbranch_scc1 .L1\ns_waitcnt_vscnt null, 0x0\nglobal_store_dword v0, v1, s[4:5]\n.L1:\ns_waitcnt lgkmcnt(0)\n",
			"LDS and VMEM on either side of a branch (LdsBranchVmemWARHazard)"},
		{"gfx9 s_getreg after s_setreg", "gfx900", 64,
			"s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s6\ns_getreg_b32 s7, hwreg(HW_REG_MODE)\n",
			"s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s6\ns_nop 1\ns_getreg_b32 s7, hwreg(HW_REG_MODE)\n",
			"s_getreg after s_setreg of the same hardware register"},
		{"gfx9 s_setreg after s_setreg", "gfx900", 64,
			"s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s6\ns_mov_b32 s8, 0\ns_setreg_b32 hwreg(HW_REG_MODE, 4, 4), s6\n",
			"s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s6\ns_mov_b32 s8, 0\ns_mov_b32 s9, 0\ns_setreg_b32 hwreg(HW_REG_MODE, 4, 4), s6\n",
			"s_setreg after s_setreg of the same hardware register"},
		{"gfx1030 s_denorm_mode after an FP atomic", "gfx1030", 32,
			"global_atomic_add_f32 v0, v1, s[4:5]\ns_mov_b32 s8, 0\ns_denorm_mode 15\n",
			"global_atomic_add_f32 v0, v1, s[4:5]\ns_mov_b32 s8, 0\ns_nop 1\ns_denorm_mode 15\n",
			"s_denorm_mode after an FP atomic"},
		{"gfx1030 s_denorm_mode right after an FP atomic, a VALU between", "gfx1030", 32,
			"global_atomic_add_f32 v0, v1, s[4:5]\ns_denorm_mode 15\n",
			"global_atomic_add_f32 v0, v1, s[4:5]\nv_mov_b32_e32 v2, 0\ns_denorm_mode 15\n",
			"s_denorm_mode after an FP atomic"},
		{"gfx9 M0 reader after SALU M0 write", "gfx900", 64,
			"s_mov_b32 m0, 1\ns_movrels_b32 s1, s2\n",
			"s_mov_b32 m0, 1\ns_nop 0\ns_movrels_b32 s1, s2\n",
			"M0 reader after SALU M0 write"},
		// llc-16 puts this s_nop 0 between the M0 write and ds_gws_init.
		{"gfx9 GDS after SALU M0 write", "gfx900", 64,
			"s_mov_b32 m0, s1\nds_gws_init v1 gds\n",
			"s_mov_b32 m0, s1\ns_nop 0\nds_gws_init v1 gds\n",
			"M0 reader after SALU M0 write"},
		{"gfx9 DPP after VALU exec write", "gfx900", 64,
			"v_cmpx_eq_u32_e64 s[0:1], v0, v0\nv_mov_b32_dpp v1, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n",
			"v_cmpx_eq_u32_e64 s[0:1], v0, v0\ns_nop 4\nv_mov_b32_dpp v1, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n",
			"DPP after VALU exec write"},
		{"gfx9 DPP reads a fresh VGPR", "gfx900", 64,
			"v_mov_b32_e32 v3, 1\nv_mov_b32_dpp v1, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n",
			"v_mov_b32_e32 v3, 1\ns_nop 1\nv_mov_b32_dpp v1, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n",
			"DPP reads a VGPR written too recently"},
		// The destination a DPP16 move may keep lanes of is a source too
		// (LLVM's tied $old): llc-19 puts s_nop 1 between a VALU write of v2
		// and v_mov_b32_dpp v2, v3 (checkDPPHazards over DPP->uses()).
		{"gfx9 DPP keeps lanes of a fresh VGPR", "gfx900", 64,
			"v_add_f32_e32 v2, v3, v2\nv_mov_b32_dpp v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n",
			"v_add_f32_e32 v2, v3, v2\ns_nop 1\nv_mov_b32_dpp v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n",
			"DPP reads a VGPR written too recently"},
		{"gfx1010 v_cmpx exec WAR", "gfx1010", 32,
			"s_mov_b32 s0, exec_lo\nv_cmpx_gt_u32_e32 0x64, v0\n",
			"s_mov_b32 s0, exec_lo\ns_waitcnt_depctr 0xfffe\nv_cmpx_gt_u32_e32 0x64, v0\n",
			"v_cmpx exec write after SALU exec read (VcmpxExecWARHazard)"},
		{"gfx1010 v_cmpx exec WAR expired by a VALU SGPR write", "gfx1010", 32,
			"s_mov_b32 s0, exec_lo\nv_cmpx_gt_u32_e32 0x64, v0\n",
			"s_mov_b32 s0, exec_lo\nv_readfirstlane_b32 s3, v1\nv_cmpx_gt_u32_e32 0x64, v0\n",
			"v_cmpx exec write after SALU exec read (VcmpxExecWARHazard)"},
		{"gfx1010 v_cmpx exec WAR, a VALU writing only exec_hi", "gfx1010", 64,
			"s_mov_b32 s6, exec_lo\nv_readfirstlane_b32 exec_hi, v1\n",
			"s_mov_b32 s6, exec_lo\ns_waitcnt_depctr 0xfffe\nv_readfirstlane_b32 exec_hi, v1\n",
			"v_cmpx exec write after SALU exec read (VcmpxExecWARHazard)"},
		{"gfx1010 VMEM to scalar write", "gfx1010", 32,
			"global_load_dword v1, v0, s[4:5]\ns_mov_b32 s4, 0\ns_waitcnt vmcnt(0)\n",
			"global_load_dword v1, v0, s[4:5]\ns_waitcnt_depctr 0xffe3\ns_mov_b32 s4, 0\ns_waitcnt vmcnt(0)\n",
			"SALU write of an SGPR a VMEM instruction reads (VMEMtoScalarWriteHazard)"},
		{"gfx1010 SMEM to vector write", "gfx1010", 32,
			"s_load_dword s1, s[4:5], 0x0\nv_readfirstlane_b32 s4, v0\ns_waitcnt lgkmcnt(0)\n",
			"s_load_dword s1, s[4:5], 0x0\ns_mov_b32 null, 0\nv_readfirstlane_b32 s4, v0\ns_waitcnt lgkmcnt(0)\n",
			"VALU write of an SGPR an SMEM instruction reads (SMEMtoVectorWriteHazard)"},
		{"gfx11 TRANS use", "gfx1100", 32,
			"v_rcp_f32_e32 v1, v0\nv_add_f32_e32 v2, v1, v1\n",
			"v_rcp_f32_e32 v1, v0\ns_waitcnt_depctr 0x0fff\nv_add_f32_e32 v2, v1, v1\n",
			"TRANS result used too soon (VALUTransUseHazard)"},
		{"gfx11 TRANS use out of range", "gfx1100", 32,
			"v_rcp_f32_e32 v1, v0\nv_add_f32_e32 v2, v1, v1\n",
			"v_rcp_f32_e32 v1, v0\n" + strings.Repeat("v_mov_b32_e32 v3, 0\n", 6) + "v_add_f32_e32 v2, v1, v1\n",
			"TRANS result used too soon (VALUTransUseHazard)"},
		{"gfx11 wave64 VALU mask write", "gfx1100", 64,
			"v_cndmask_b32_e64 v0, v1, v2, s[8:9]\ns_mov_b64 s[8:9], 0\ns_mov_b32 s6, 0\n",
			"v_cndmask_b32_e64 v0, v1, v2, s[8:9]\ns_mov_b64 s[8:9], 0\ns_waitcnt_depctr 0xfffe\ns_mov_b32 s6, 0\n",
			"SALU write of a VALU lane-mask SGPR without depctr (VALUMaskWriteHazard)"},
		// VALUPartialForwardingHazard: Va (v1) before the SALU exec write,
		// Vb (v2) after it. Each pair is a case on the boundary of one of
		// fixVALUPartialForwardingHazard's conditions and one just past it.
		{"gfx11 wave64 partial forwarding", "gfx1100", 64,
			pfVa + pfExecW + pfVb + pfMI,
			pfVa + pfExecW + pfVb + "s_waitcnt_depctr 0xfff\n" + pfMI,
			pfRule},
		{"gfx11 wave64 partial forwarding: one VGPR source", "gfx1100", 64,
			pfVa + pfExecW + pfVb + "v_add_f64 v[4:5], v[0:1], v[2:3]\n",
			pfVa + pfExecW + pfVb + "v_add_f64 v[4:5], v[1:2], 1.0\n",
			pfRule},
		{"gfx11 wave64 partial forwarding: a VALU exec write", "gfx1100", 64,
			pfVa + pfExecW + pfVb + pfMI,
			pfVa + "v_cmpx_eq_u32_e32 v0, v0\n" + pfVb + pfMI,
			pfRule},
		{"gfx11 wave64 partial forwarding: both writes before the exec write", "gfx1100", 64,
			pfVa + pfExecW + pfVb + pfMI,
			pfVa + pfVb + pfExecW + pfMI,
			pfRule},
		{"gfx11 wave64 partial forwarding: intv1 of 2 VALUs, then 3", "gfx1100", 64,
			pfVa + pfFill(2) + pfExecW + pfVb + pfMI,
			pfVa + pfFill(3) + pfExecW + pfVb + pfMI,
			pfRule},
		{"gfx11 wave64 partial forwarding: intv2 of 2 VALUs, then 3", "gfx1100", 64,
			pfVa + pfExecW + pfFill(2) + pfVb + pfMI,
			pfVa + pfExecW + pfFill(3) + pfVb + pfMI,
			pfRule},
		{"gfx11 wave64 partial forwarding: intv1+intv2 of 2 VALUs, then 3", "gfx1100", 64,
			pfVa + pfFill(1) + pfExecW + pfFill(1) + pfVb + pfMI,
			pfVa + pfFill(1) + pfExecW + pfFill(2) + pfVb + pfMI,
			pfRule},
		{"gfx11 wave64 partial forwarding: intv3 of 4 VALUs, then 5", "gfx1100", 64,
			pfVa + pfExecW + pfVb + pfFill(4) + pfMI,
			pfVa + pfExecW + pfVb + pfFill(5) + pfMI,
			pfRule},
		{"gfx11 wave64 partial forwarding: SALU and SMEM do not end it, DS does", "gfx1100", 64,
			pfVa + pfExecW + "s_mov_b32 s6, 0\ns_load_b32 s7, s[4:5], 0x0\ns_waitcnt lgkmcnt(0)\n" + pfVb + pfMI,
			pfVa + pfExecW + "ds_load_b32 v7, v0\ns_waitcnt lgkmcnt(0)\n" + pfVb + pfMI,
			pfRule},
		{"gfx11 wave64 partial forwarding: a depctr without va_vdst(0) does not end it", "gfx1100", 64,
			pfVa + pfExecW + pfVb + "s_waitcnt_depctr 0xfffe\n" + pfMI,
			pfVa + pfExecW + pfVb + "s_waitcnt_depctr 0xffe\n" + pfMI,
			pfRule},
		{"load result before s_waitcnt", "gfx1030", 32,
			"global_load_dword v1, v0, s[4:5]\nv_add_nc_u32_e32 v2, v1, v1\n",
			"global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\nv_add_nc_u32_e32 v2, v1, v1\n",
			"load result used before s_waitcnt"},
		{"a newer load into the VGPR is pending after the wait covered the older", "gfx1030", 32,
			"global_load_dword v1, v0, s[4:5]\nglobal_load_dword v1, v3, s[4:5]\ns_waitcnt vmcnt(1)\nv_add_nc_u32_e32 v2, v1, v1\n",
			"global_load_dword v1, v0, s[4:5]\nglobal_load_dword v1, v3, s[4:5]\ns_waitcnt vmcnt(0)\nv_add_nc_u32_e32 v2, v1, v1\n",
			"load result used before s_waitcnt"},
		{"an LDS load waited for, a newer global load into the VGPR not", "gfx1030", 32,
			"ds_read_b32 v1, v0\nglobal_load_dword v1, v3, s[4:5]\ns_waitcnt lgkmcnt(0)\nv_add_nc_u32_e32 v2, v1, v1\n",
			"ds_read_b32 v1, v0\nglobal_load_dword v1, v3, s[4:5]\ns_waitcnt vmcnt(0) lgkmcnt(0)\nv_add_nc_u32_e32 v2, v1, v1\n",
			"load result used before s_waitcnt"},
		{"load into a VGPR, then a VALU write of it", "gfx1030", 32,
			"global_load_dword v1, v0, s[4:5]\nv_mov_b32_e32 v1, 0\ns_waitcnt vmcnt(0)\n",
			"global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\nv_mov_b32_e32 v1, 0\n",
			"VGPR written while a load into it is pending"},
		{"SMEM result before s_waitcnt", "gfx900", 64,
			"s_load_dword s1, s[4:5], 0x0\ns_add_u32 s2, s1, 1\n",
			"s_load_dword s1, s[4:5], 0x0\ns_waitcnt lgkmcnt(0)\ns_add_u32 s2, s1, 1\n",
			"load result used before s_waitcnt"},
		// The matrix rules (gfx90a: a 2-pass MFMA; mfma_hazards_test.go
		// covers every row of mfmaWaits).
		{"gfx90a VALU reads a 2-pass MFMA result", "gfx90a", 64,
			"v_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\nv_mov_b32_e32 v10, v0\n", "v_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\ns_nop 4\nv_mov_b32_e32 v10, v0\n",
			"VALU reads an MFMA result too soon"},
		{"gfx90a store reads a 2-pass MFMA result", "gfx90a", 64,
			"v_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\nglobal_store_dword v11, v0, s[4:5]\n", "v_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\ns_nop 4\nglobal_store_dword v11, v0, s[4:5]\n",
			"VMEM or DS reads an MFMA result too soon"},
		{"gfx90a MFMA reads a 2-pass MFMA result as A", "gfx90a", 64,
			"v_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\nv_mfma_f32_4x4x1f32 v[8:11], v0, v41, v[12:15]\n", "v_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\ns_nop 4\nv_mfma_f32_4x4x1f32 v[8:11], v0, v41, v[12:15]\n",
			"MFMA reads an MFMA result as A or B too soon"},
		{"gfx90a VALU overwrites a 2-pass MFMA result", "gfx90a", 64,
			"v_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\nv_mov_b32_e32 v0, 0\n", "v_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\ns_nop 4\nv_mov_b32_e32 v0, 0\n",
			"VALU overwrites an MFMA result too soon"},
		{"gfx90a VALU overwrites a 2-pass MFMA's C", "gfx90a", 64,
			"v_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\nv_mov_b32_e32 v4, 0\n", "v_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\ns_nop 0\nv_mov_b32_e32 v4, 0\n",
			"VALU overwrites an MFMA's C too soon"},
		{"gfx90a MFMA reads a VALU result", "gfx90a", 64,
			"v_mov_b32_e32 v40, 0\nv_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\n", "v_mov_b32_e32 v40, 0\ns_nop 1\nv_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\n",
			"MFMA reads a VALU result too soon"},
		{"gfx90a MFMA after v_cmpx", "gfx90a", 64,
			"v_cmpx_eq_u32_e32 vcc, v42, v43\nv_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\n", "v_cmpx_eq_u32_e32 vcc, v42, v43\ns_nop 3\nv_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[4:7]\n",
			"MFMA after a VALU exec write"},
		{"gfx940 VALU overwrites the data of a dwordx4 store: one wait state is not enough", "gfx942", 64,
			"global_store_dwordx4 v0, v[2:5], s[4:5]\ns_nop 0\nv_mov_b32_e32 v3, 0\n",
			"global_store_dwordx4 v0, v[2:5], s[4:5]\ns_nop 1\nv_mov_b32_e32 v3, 0\n",
			"VALU overwrites the data of a store wider than 64 bits (gfx940)"},
		{"gfx940 TRANS result read by a VALU", "gfx942", 64,
			"v_exp_f32_e32 v1, v0\nv_add_f32_e32 v3, v1, v1\n",
			"v_exp_f32_e32 v1, v0\ns_nop 0\nv_add_f32_e32 v3, v1, v1\n",
			"non-TRANS VALU reads a TRANS result (gfx940 TransForwardingHazard)"},
		{"gfx940 VALU reads the VCC a VALU compare wrote", "gfx942", 64,
			"v_cmp_eq_u32_e32 vcc, v0, v1\nv_cndmask_b32_e32 v3, v4, v5, vcc\n",
			"v_cmp_eq_u32_e32 vcc, v0, v1\ns_nop 1\nv_cndmask_b32_e32 v3, v4, v5, vcc\n",
			"VALU reads an SGPR or VCC a VALU wrote (gfx940 VDecCoExecHazard)"},
		{"gfx940 v_readlane of a VGPR a VALU just wrote", "gfx942", 64,
			"v_mov_b32_e32 v1, v0\nv_readlane_b32 s4, v1, 0\n",
			"v_mov_b32_e32 v1, v0\ns_nop 0\nv_readlane_b32 s4, v1, 0\n",
			"v_readlane reads a VGPR a VALU wrote (gfx940 VDecCoExecHazard)"},
		{"gfx940 packed result read by the next VALU", "gfx942", 64,
			"v_pk_add_f16 v3, v1, v2\nv_pk_mul_f16 v4, v3, v1\n",
			"v_pk_add_f16 v3, v1, v2\ns_nop 0\nv_pk_mul_f16 v4, v3, v1\n",
			"VALU touches a VGPR a VALU wrote through dst_sel or op_sel (gfx940 DstSelForwardingHazard)"},
		{"gfx940 v_writelane after v_cmpx", "gfx942", 64,
			"v_cmpx_eq_u32_e32 vcc, v0, v1\nv_writelane_b32 v3, s4, 0\n",
			"v_cmpx_eq_u32_e32 vcc, v0, v1\ns_nop 3\nv_writelane_b32 v3, s4, 0\n",
			"v_writelane after VALU exec write (gfx940 VDecCoExecHazard)"},
		{"LDS result before s_waitcnt", "gfx1100", 32,
			"ds_load_b32 v1, v0\nv_mov_b32_e32 v2, v1\n",
			"ds_load_b32 v1, v0\ns_waitcnt lgkmcnt(0)\nv_mov_b32_e32 v2, v1\n",
			"load result used before s_waitcnt"},
	}
	prep := func(s *sim.Snippet, w *sim.Wave) {
		withMemory(s, w)
		for l := 0; l < 64; l++ {
			w.SetLane(0, l, uint32(4*l))
			w.SetLane(2, l, 0x10000+uint32(4*l))
		}
	}
	covered := map[string]bool{}
	for _, c := range cases {
		covered[c.rule] = true
		t.Run(c.name, func(t *testing.T) {
			if !hasRule(c.arch, c.wave, c.rule) {
				t.Fatalf("rule %q does not apply to %s wave%d", c.rule, c.arch, c.wave)
			}
			bad := timed(t, c.arch, c.wave, c.bad, prep)
			if r := hazardRules(bad); len(r) != 1 || r[0] != c.rule {
				t.Errorf("without the wait: hazards %q, want exactly %q", r, c.rule)
			} else if h := bad.Hazards[0]; h.ProducerText == "" || h.ConsumerText == "" || h.Fix == "" || h.Required <= h.Present {
				t.Errorf("incomplete report: %+v", h)
			}
			good := timed(t, c.arch, c.wave, c.good, prep)
			if r := hazardRules(good); len(r) != 0 {
				t.Errorf("with the wait: hazards %q, want none", r)
			}
		})
	}
	for _, r := range Rules() {
		if !covered[r.Name] {
			t.Errorf("rule %q has no case here: add a program where it fires and one where it must not", r.Name)
		}
	}
}

// The pieces of the VALUPartialForwardingHazard cases: Va, the SALU exec
// write, Vb, the consumer reading both, and n VALUs that write neither.
const (
	pfVa    = "v_mov_b32_e32 v1, 1.0\n"
	pfExecW = "s_mov_b64 exec, -1\n"
	pfVb    = "v_mov_b32_e32 v2, 2.0\n"
	pfMI    = "v_add_f32_e32 v3, v1, v2\n"
	pfRule  = "VALU reads VGPRs written on both sides of an SALU exec write (VALUPartialForwardingHazard)"
)

func pfFill(n int) string { return strings.Repeat("v_mov_b32_e32 v5, 0\n", n) }

// The partial forwarding rule is GFX11 wave64 only.
func TestPartialForwardingMustNotFire(t *testing.T) {
	for _, c := range []struct {
		arch string
		wave int
	}{{"gfx1100", 32}, {"gfx1030", 64}, {"gfx1010", 64}, {"gfx900", 64}} {
		tm := timed(t, c.arch, c.wave, pfVa+pfExecW+pfVb+pfMI, nil)
		if r := hazardRules(tm); len(r) != 0 {
			t.Errorf("%s wave%d: hazards %q, want none", c.arch, c.wave, r)
		}
	}
	// The same program in gfx1100 wave64 does fire: the targets, not the
	// program, make the difference.
	if r := hazardRules(timed(t, "gfx1100", 64, pfVa+pfExecW+pfVb+pfMI, nil)); len(r) != 1 || r[0] != pfRule {
		t.Errorf("gfx1100 wave64: hazards %q, want %q", r, pfRule)
	}
}

var fixInst = regexp.MustCompile(`^[a-z_0-9]+( 0x[0-9a-f]+| [0-9]+| null, 0)?`)

func hasRule(arch string, wave int, name string) bool {
	for _, r := range RulesFor(isa.MustArch(arch), wave) {
		if r.Name == name {
			return true
		}
	}
	return false
}

// The soft-clause rules do not fire where checkSoftClauseHazards finds
// nothing: a clause in which nothing was defined yet, a clause whose defs
// and uses do not meet, and GFX10+.
func TestSoftClauseMustNotFire(t *testing.T) {
	for _, c := range []struct{ arch, asm string }{
		{"gfx900", "buffer_store_dword v2, v1, s[0:3], 0 offen\nbuffer_load_dword v1, v3, s[0:3], 0 offen\ns_waitcnt vmcnt(0)\n"},
		{"gfx900", "buffer_load_dword v5, v6, s[0:3], 0 offen\nbuffer_load_dword v7, v8, s[0:3], 0 offen\ns_waitcnt vmcnt(0)\n"},
		{"gfx900", "s_load_dword s8, s[4:5], 0x0\ns_load_dword s9, s[4:5], 0x4\ns_waitcnt lgkmcnt(0)\n"},
		{"gfx1030", "buffer_store_dword v2, v1, s[0:3], 0 offen\nbuffer_load_dword v5, v6, s[0:3], 0 offen\nbuffer_load_dword v1, v3, s[0:3], 0 offen\ns_waitcnt vmcnt(0)\n"},
		{"gfx900", "buffer_load_dword v7, v7, s[0:3], 0 offen\ns_waitcnt vmcnt(0)\n"},
	} {
		tm := timed(t, c.arch, 64, c.asm, withMemory)
		if r := hazardRules(tm); len(r) != 0 {
			t.Errorf("%s %q: hazards %q, want none", c.arch, c.asm, r)
		}
	}
}

// LdsBranchVmemWAR does not fire without a branch between the two, with
// the same side on both, when an access of the consumer's side lies
// between, and off gfx101x.
func TestLdsBranchVmemMustNotFire(t *testing.T) {
	for _, c := range []struct{ arch, asm string }{
		{"gfx1010", "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\nds_read_b32 v2, v0\ns_waitcnt lgkmcnt(0)\n"},
		{"gfx1010", "global_load_dword v1, v0, s[4:5]\ns_branch .L1\n.L1:\nglobal_load_dword v2, v0, s[4:5]\ns_waitcnt vmcnt(0)\n"},
		{"gfx1010", "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\nds_read_b32 v3, v0\ns_branch .L1\n.L1:\nds_read_b32 v2, v0\ns_waitcnt lgkmcnt(0)\n"},
		{"gfx1030", "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\ns_branch .L1\n.L1:\nds_read_b32 v2, v0\ns_waitcnt lgkmcnt(0)\n"},
	} {
		tm := timed(t, c.arch, 32, c.asm, func(s *sim.Snippet, w *sim.Wave) {
			withMemory(s, w)
			for l := 0; l < 64; l++ {
				w.SetLane(0, l, uint32(4*l))
			}
		})
		if r := hazardRules(tm); len(r) != 0 {
			t.Errorf("%s %q: hazards %q, want none", c.arch, c.asm, r)
		}
	}
}

// The hwreg rules compare the register id: a different register, or
// GFX10+, is no hazard.
func TestHwregHazardsMustNotFire(t *testing.T) {
	for _, c := range []struct{ arch, asm string }{
		{"gfx900", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s6\ns_getreg_b32 s7, hwreg(HW_REG_TRAPSTS)\n"},
		{"gfx900", "s_getreg_b32 s7, hwreg(HW_REG_MODE)\ns_getreg_b32 s7, hwreg(HW_REG_MODE)\n"},
		{"gfx1030", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s6\ns_getreg_b32 s7, hwreg(HW_REG_MODE)\n"},
	} {
		tm := timed(t, c.arch, 64, c.asm, nil)
		if r := hazardRules(tm); len(r) != 0 {
			t.Errorf("%s %q: hazards %q, want none", c.arch, c.asm, r)
		}
	}
}

// The FP atomic rule: an integer atomic, a wait between, or GFX11 is no
// hazard.
func TestFPAtomicDenormMustNotFire(t *testing.T) {
	for _, c := range []struct{ arch, asm string }{
		{"gfx1030", "global_atomic_add v0, v1, s[4:5]\ns_denorm_mode 15\n"},
		{"gfx1030", "global_atomic_add_f32 v0, v1, s[4:5]\ns_waitcnt_vscnt null, 0x0\ns_denorm_mode 15\n"},
		{"gfx1030", "global_atomic_add_f32 v0, v1, s[4:5]\ns_nop 2\ns_denorm_mode 15\n"},
		{"gfx1100", "global_atomic_add_f32 v0, v1, s[4:5]\ns_denorm_mode 15\n"},
	} {
		tm := timed(t, c.arch, 32, c.asm, func(s *sim.Snippet, w *sim.Wave) {
			withMemory(s, w)
			for l := 0; l < 64; l++ {
				w.SetLane(0, l, uint32(4*l))
			}
		})
		if r := hazardRules(tm); len(r) != 0 {
			t.Errorf("%s %q: hazards %q, want none", c.arch, c.asm, r)
		}
	}
}

// The wide-store rule does not fire where LLVM's createsVALUHazard does
// not: data of 64 bits or less, an SGPR soffset, a VALU that writes other
// VGPRs, and GFX10+.
func TestWideStoreHazardMustNotFire(t *testing.T) {
	for _, c := range []struct{ arch, asm string }{
		{"gfx900", "global_store_dwordx2 v0, v[2:3], s[4:5]\nv_mov_b32_e32 v3, 0\n"},
		{"gfx900", "buffer_store_dwordx4 v[2:5], off, s[0:3], s6\nv_mov_b32_e32 v4, 0\n"},
		{"gfx900", "global_store_dwordx4 v0, v[2:5], s[4:5]\nv_mov_b32_e32 v6, 0\n"},
		{"gfx900", "global_load_dwordx4 v[2:5], v0, s[4:5]\ns_waitcnt vmcnt(0)\nv_mov_b32_e32 v3, 0\n"},
		{"gfx1030", "global_store_dwordx4 v0, v[2:5], s[4:5]\nv_mov_b32_e32 v3, 0\n"},
	} {
		tm := timed(t, c.arch, 64, c.asm, func(s *sim.Snippet, w *sim.Wave) {
			withMemory(s, w)
			for l := 0; l < 64; l++ {
				w.SetLane(0, l, uint32(4*l))
			}
		})
		if r := hazardRules(tm); len(r) != 0 {
			t.Errorf("%s %q: hazards %q, want none", c.arch, c.asm, r)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Each rule applies exactly to the targets its feature names, and
// docs/reference/hazards.md, which the README points to, lists every rule
// with its LLVM function and fix.
func TestHazardTable(t *testing.T) {
	doc, err := os.ReadFile("../../docs/reference/hazards.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(string(doc), "\n") {
		if cells := strings.Split(line, "|"); len(cells) > 3 {
			rows[strings.TrimSpace(cells[1])] = line
		}
	}
	for _, name := range isa.TargetNames() {
		a := isa.MustArch(name)
		for _, wave := range a.WaveSizes {
			if n := len(RulesFor(a, wave)); n > 32 {
				t.Fatalf("%s wave%d has %d rules: a ruleSet holds 32", name, wave, n)
			}
		}
	}
	names := map[string]bool{}
	for _, r := range Rules() {
		if names[r.Name] {
			t.Errorf("two rules are named %q", r.Name)
		}
		names[r.Name] = true
		if r.Source == "" || r.Fix == "" || r.On == nil {
			t.Errorf("rule %q lacks its source, fix or targets", r.Name)
		}
		if n := btoi(r.pending != nil) + btoi(r.consumes != nil) + btoi(r.step != nil); n != 1 {
			t.Errorf("rule %q needs exactly one of consumes, pending and step", r.Name)
		}
		row, ok := rows[r.Name]
		if !ok {
			t.Errorf("docs/reference/hazards.md has no row for %q", r.Name)
			continue
		}
		fn := strings.Fields(r.Source)[0]
		fn = fn[strings.LastIndex(fn, ":")+1:]
		if !strings.Contains(row, fn) {
			t.Errorf("the docs row for %q does not name %s", r.Name, fn)
		}
		// The instruction of the fix, without the words around it.
		fix := fixInst.FindString(r.Fix)
		if fix == "" || !strings.Contains(row, fix) {
			t.Errorf("the docs row for %q does not give the fix %q", r.Name, fix)
		}
	}
	// The other way round: every row of the rules table is a rule.
	sec := string(doc)
	if i := strings.Index(sec, "## Rules the simulator checks"); i >= 0 {
		sec = sec[i:]
		if j := strings.Index(sec[3:], "\n#"); j >= 0 {
			sec = sec[:j+3]
		}
	}
	for _, line := range strings.Split(sec, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 3 || strings.HasPrefix(strings.TrimSpace(cells[1]), "---") || strings.TrimSpace(cells[1]) == "rule (as reports name it)" {
			continue
		}
		if name := strings.TrimSpace(cells[1]); !names[name] {
			t.Errorf("docs/reference/hazards.md lists %q, which is no rule", name)
		}
	}
}

// Where several open producers conflict with one consumer, a windowed rule
// names the newest, as LLVM's backward search finds it.
func TestHazardNamesNewestProducer(t *testing.T) {
	for _, cons := range []string{"v_add_f32_e32 v3, v1, v2", "v_add_f32_e32 v3, v2, v1"} {
		tm := timed(t, "gfx1100", 32, "v_rcp_f32_e32 v1, v0\nv_rcp_f32_e32 v2, v0\n"+cons+"\n", nil)
		if len(tm.Hazards) != 1 || tm.Hazards[0].Producer.Line != 2 {
			t.Errorf("%s: %v, want one hazard naming line 2", cons, tm.Hazards)
		}
	}
}

// A d16 load keeps half of its destination without reading it: after a
// load into the same VGPR it needs no wait (llc-16 emits
// global_load_dword v3 then global_load_short_d16_hi v3 with none), but a
// d16 load whose address is the pending VGPR does.
func TestD16LoadAfterPendingLoad(t *testing.T) {
	prep := func(s *sim.Snippet, w *sim.Wave) {
		withMemory(s, w)
		for l := 0; l < 64; l++ {
			w.SetLane(0, l, uint32(4*l))
		}
	}
	cases := []struct {
		arch, prog string
		want       []string
	}{
		{"gfx1030", "global_load_dword v1, v0, s[4:5]\nglobal_load_short_d16_hi v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\n", nil},
		// On gfx900 the two loads form a soft clause whose second member
		// writes what it reads (its kept half), which XNACK replay forbids;
		// a non-VMEM instruction between them leaves only the d16 case.
		{"gfx900", "global_load_dword v1, v0, s[4:5]\nglobal_load_ubyte_d16 v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\n",
			[]string{"VMEM soft clause member overwrites what the clause reads"}},
		{"gfx900", "global_load_dword v1, v0, s[4:5]\ns_nop 0\nglobal_load_ubyte_d16 v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\n", nil},
		{"gfx1100", "ds_load_b32 v1, v0\nds_load_u16_d16_hi v1, v0\ns_waitcnt lgkmcnt(0)\n", nil},
		{"gfx1030", "global_load_dword v1, v0, s[4:5]\nglobal_load_short_d16_hi v2, v1, s[4:5]\ns_waitcnt vmcnt(0)\n",
			[]string{"load result used before s_waitcnt"}},
		{"gfx1030", "global_load_dword v1, v0, s[4:5]\nv_mov_b32_e32 v2, v1\ns_waitcnt vmcnt(0)\n",
			[]string{"load result used before s_waitcnt"}},
	}
	for _, c := range cases {
		wave := 32
		if c.arch == "gfx900" {
			wave = 64
		}
		r := hazardRules(timed(t, c.arch, wave, c.prog, prep))
		if strings.Join(r, ";") != strings.Join(c.want, ";") {
			t.Errorf("%s %q: hazards %q, want %q", c.arch, c.prog, r, c.want)
		}
	}
}

// A ruleSet holds a target's rules as bits of a uint32: a target with more
// rules would silently lose the later ones.
func TestRulesFitRuleSet(t *testing.T) {
	for _, name := range isa.ArchNames() {
		a := isa.MustArch(name)
		for _, wave := range []int{32, 64} {
			if n := len(RulesFor(a, wave)); n > 32 {
				t.Errorf("%s wave%d: %d rules, more than a ruleSet holds (32)", name, wave, n)
			}
		}
	}
}
