package timing

import "testing"

// s_waitcnt_depctr waits, for each field below its maximum, until at most
// that many instructions of the field's class are outstanding.
func TestDepctrThresholds(t *testing.T) {
	// On gfx1030 wave32: v_rcp_f32 issues at 0 and completes at 10
	// (WriteTrans32), the two v_movs at 1 and 2 complete at 6 and 7.
	three := "v_rcp_f32_e32 v1, v2\nv_mov_b32_e32 v3, 0\nv_mov_b32_e32 v4, 0\n"
	for _, c := range []struct {
		name, asm string
		pc        int   // the s_waitcnt_depctr
		issue     int64 // the cycle it issues at
	}{
		{"va_vdst(0) waits for all three", three + "s_waitcnt_depctr depctr_va_vdst(0)\ns_nop 0\n", 3, 10},
		{"va_vdst(1) for all but one", three + "s_waitcnt_depctr depctr_va_vdst(1)\ns_nop 0\n", 3, 7},
		{"va_vdst(2) for all but two", three + "s_waitcnt_depctr depctr_va_vdst(2)\ns_nop 0\n", 3, 6},
		{"va_vdst(3) for none", three + "s_waitcnt_depctr depctr_va_vdst(3)\ns_nop 0\n", 3, 3},
		{"va_vdst(15) is the maximum", three + "s_waitcnt_depctr depctr_va_vdst(15)\ns_nop 0\n", 3, 3},
		// v_cmp_gt_u32_e64 s4 completes at 5: va_sdst counts it, va_vcc
		// does not.
		{"va_sdst(0)", "v_cmp_gt_u32_e64 s4, v0, v1\ns_waitcnt_depctr depctr_va_sdst(0)\ns_nop 0\n", 1, 5},
		{"va_vcc(0) ignores an SGPR", "v_cmp_gt_u32_e64 s4, v0, v1\ns_waitcnt_depctr depctr_va_vcc(0)\nv_nop\n", 1, 1},
		{"va_vcc(0)", "v_cmp_gt_u32_e32 vcc_lo, v0, v1\ns_waitcnt_depctr depctr_va_vcc(0)\nv_nop\n", 1, 5},
		// s_mov_b32 completes at 2 (WriteSALU).
		{"sa_sdst(0)", "s_mov_b32 s4, 1\ns_waitcnt_depctr depctr_sa_sdst(0)\nv_nop\n", 1, 2},
		// Each global_store reads its VGPR sources for VMEMSrcRead (4)
		// cycles: until 4 and 5.
		{"vm_vsrc(0)", "global_store_dword v0, v2, s[4:5]\nglobal_store_dword v0, v2, s[4:5]\ns_waitcnt_depctr depctr_vm_vsrc(0)\nv_nop\n", 2, 5},
		{"vm_vsrc(1)", "global_store_dword v0, v2, s[4:5]\nglobal_store_dword v0, v2, s[4:5]\ns_waitcnt_depctr depctr_vm_vsrc(1)\nv_nop\n", 2, 4},
		// A VALU reading s4 has read it once its pass is over (1 cycle),
		// which is when the next instruction issues anyway.
		{"va_ssrc(0)", "v_add_nc_u32_e32 v1, s4, v1\ns_waitcnt_depctr depctr_va_ssrc(0)\nv_nop\n", 1, 1},
		{"hold_cnt(0) holds nothing", three + "s_waitcnt_depctr depctr_hold_cnt(0)\ns_nop 0\n", 3, 3},
	} {
		tm := timed(t, "gfx1030", 32, c.asm, withMemory)
		if got := tm.Insts[c.pc].FirstIssue; got != c.issue {
			t.Errorf("%s: s_waitcnt_depctr issues at %d, want %d", c.name, got, c.issue)
		}
	}
}
