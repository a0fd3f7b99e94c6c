package timing

import (
	"testing"
)

// s_delay_alu takes no issue cycle, and its dependencies hold the
// instructions it names: instid0 the next one, instid1 the one instskip
// says, each counting VALUs (or TRANS) back from that instruction.
func TestDelayALU(t *testing.T) {
	for _, c := range []struct {
		name string
		asm  string
		// issue cycle and va_vdst/issue stall of each instruction
		issue []int64
		stall map[int]Stalls
	}{
		{
			// The VALU's result is ready at 5; the v_add waits for it with
			// or without the s_delay_alu, which costs nothing.
			name:  "VALU_DEP_1 on its consumer",
			asm:   "v_mov_b32_e32 v1, 1\ns_delay_alu instid0(VALU_DEP_1)\nv_add_nc_u32_e32 v2, v1, v1\n",
			issue: []int64{0, 1, 5},
			stall: map[int]Stalls{2: {CauseVaVdst: 4}},
		},
		{
			name:  "no s_delay_alu: the interlock waits the same",
			asm:   "v_mov_b32_e32 v1, 1\nv_add_nc_u32_e32 v2, v1, v1\n",
			issue: []int64{0, 5},
			stall: map[int]Stalls{1: {CauseVaVdst: 4}},
		},
		{
			// instskip(SKIP_1): instid1 holds the third instruction after
			// the s_delay_alu until the v_rcp (TRANS, 10 cycles) is done;
			// the two before it go at once.
			name:  "instskip SKIP_1",
			asm:   "v_rcp_f32_e32 v1, v2\ns_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)\ns_mov_b32 s0, 0\ns_mov_b32 s1, 0\ns_mov_b32 s2, 0\ns_mov_b32 s3, 0\n",
			issue: []int64{0, 1, 1, 2, 10, 11},
			stall: map[int]Stalls{4: {CauseVaVdst: 7}},
		},
		{
			// VALU_DEP_n counts the VALUs that are not TRANS back from the
			// instruction it holds: VALU_DEP_2 is the v_add_f64 (38
			// cycles), not the v_rcp between them.
			name:  "VALU_DEP_2 counts back",
			asm:   "v_add_f64 v[4:5], v[6:7], v[8:9]\nv_rcp_f32_e32 v1, v2\nv_mov_b32_e32 v3, 0\ns_delay_alu instid0(VALU_DEP_2)\ns_mov_b32 s0, 0\n",
			issue: []int64{0, 1, 2, 3, 38},
			stall: map[int]Stalls{4: {CauseVaVdst: 35}},
		},
		{
			// A later s_delay_alu replaces what the earlier one named: the
			// first would hold the fourth instruction after it (s_mov s2)
			// until the v_rcp is done at 10; the second replaces that with
			// one SALU cycle for s_mov s1.
			name:  "replaced",
			asm:   "v_rcp_f32_e32 v1, v2\ns_delay_alu instskip(SKIP_2) | instid1(TRANS32_DEP_1)\ns_mov_b32 s0, 0\ns_delay_alu instid0(SALU_CYCLE_1)\ns_mov_b32 s1, 0\ns_mov_b32 s2, 0\ns_mov_b32 s3, 0\n",
			issue: []int64{0, 1, 1, 2, 3, 4, 5},
			stall: map[int]Stalls{4: {CauseIssue: 1}},
		},
		{
			name:  "not replaced",
			asm:   "v_rcp_f32_e32 v1, v2\ns_delay_alu instskip(SKIP_2) | instid1(TRANS32_DEP_1)\ns_mov_b32 s0, 0\ns_nop 0\ns_mov_b32 s1, 0\ns_mov_b32 s2, 0\n",
			issue: []int64{0, 1, 1, 2, 3, 10},
			stall: map[int]Stalls{5: {CauseVaVdst: 6}},
		},
	} {
		tm := timed(t, "gfx1100", 32, c.asm, nil)
		for i, want := range c.issue {
			if got := tm.Insts[i].FirstIssue; got != want {
				t.Errorf("%s: instruction %d issues at %d, want %d", c.name, i, got, want)
			}
			if got := tm.Insts[i].Stall; got != c.stall[i] {
				t.Errorf("%s: instruction %d stalls %v, want %v", c.name, i, got, c.stall[i])
			}
		}
	}
}
