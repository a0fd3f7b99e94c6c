package timing

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
)

// Four wave64 v_movs: on RDNA each takes a pass per half of exec that is
// not zero, and none when exec is zero (the sequencer still takes one
// cycle); GCN issues each over 4 cycles whatever exec holds. A v_cmp
// writing VCC skips no pass, and v_cmpx, which writes exec only, keeps
// one pass when exec is zero.
func TestExecSkipsPasses(t *testing.T) {
	movs := strings.Repeat("v_mov_b32_e32 v1, 0\n", 4) + "s_nop 0\n"
	cmps := strings.Repeat("v_cmp_gt_u32_e32 vcc, v0, v1\n", 4) + "s_nop 0\n"
	cmpxs := strings.Repeat("v_cmpx_gt_u32_e32 v0, v1\n", 4) + "s_nop 0\n"
	for _, c := range []struct {
		arch string
		asm  string
		exec uint64
		last int64 // issue cycle of the s_nop after the four VALUs
	}{
		{"gfx1030", movs, ^uint64(0), 8},
		{"gfx1030", movs, 0xffff_ffff, 4},
		{"gfx1030", movs, 0xffff_ffff_0000_0000, 4},
		{"gfx1030", movs, 0x1_0000_0001, 8},
		{"gfx1030", movs, 0, 4},
		// gfx1100: an s_nop dispatches 3 cycles after the last ALU
		// dispatch (Params.WaitAfterUnit): 3 + 3; without the skip, 6 + 3.
		{"gfx1100", movs, 0xffff, 6},
		{"gfx1010", movs, 0, 4},
		{"gfx900", movs, ^uint64(0), 16},
		{"gfx900", movs, 0xffff_ffff, 16},
		{"gfx900", movs, 0, 16},
		{"gfx1030", cmps, 0, 8},
		{"gfx1030", cmps, 0xffff_ffff, 8},
		// exec 0 before the first v_cmpx: each keeps one pass.
		{"gfx1030", cmpxs, 0, 4},
	} {
		tm := timed(t, c.arch, 64, c.asm, func(s *sim.Snippet, w *sim.Wave) { w.SetExec(c.exec) })
		if got := tm.Insts[4].FirstIssue; got != c.last {
			t.Errorf("%s exec %#x, %s: s_nop issues at %d, want %d", c.arch, c.exec, strings.SplitN(c.asm, "\n", 2)[0], got, c.last)
		}
	}
}

// A divergent wave64 loop (LLVM's shape: lanes leave through
// s_andn2_b64 exec) with enough independent VALUs that their passes decide
// its time (on gfx1100 a latency-bound loop dispatches past them,
// Params.Dispatch): when the high half of the lanes leaves after the
// first iteration, the other nine iterations cost less on RDNA, where the
// empty half is skipped, and the same on GCN.
func TestDivergentLoopHalfExited(t *testing.T) {
	loop := func(add string) string {
		return "s_mov_b64 s[4:5], 0\n" +
			".LBB0_1:\n" +
			add + " v1, 1, v1\n" +
			"v_cmp_ge_u32_e32 vcc, v1, v0\n" +
			"v_mul_f32_e32 v2, v2, v2\n" +
			"v_mul_f32_e32 v3, v3, v3\n" +
			"v_mul_f32_e32 v4, v4, v4\n" +
			"v_mul_f32_e32 v5, v5, v5\n" +
			"v_mul_f32_e32 v6, v6, v6\n" +
			"v_mul_f32_e32 v7, v7, v7\n" +
			"s_or_b64 s[4:5], vcc, s[4:5]\n" +
			"s_andn2_b64 exec, exec, s[4:5]\n" +
			"s_cbranch_execnz .LBB0_1\n" +
			"s_or_b64 exec, exec, s[4:5]\n"
	}
	trips := func(hi uint32) func(s *sim.Snippet, w *sim.Wave) {
		return func(s *sim.Snippet, w *sim.Wave) {
			for l := 0; l < 64; l++ {
				w.V[l], w.V[64+l] = 10, 0
				if l >= 32 {
					w.V[l] = hi
				}
			}
		}
	}
	for _, c := range []struct {
		arch, add string
		less      bool
	}{{"gfx1030", "v_add_nc_u32_e32", true}, {"gfx1100", "v_add_nc_u32_e32", true}, {"gfx900", "v_add_u32_e32", false}} {
		all := timed(t, c.arch, 64, loop(c.add), trips(10))
		half := timed(t, c.arch, 64, loop(c.add), trips(1))
		if all.Issued != half.Issued {
			t.Fatalf("%s: %d and %d instructions issued; the loop must run 10 times either way", c.arch, all.Issued, half.Issued)
		}
		if c.less && half.Cycles >= all.Cycles {
			t.Errorf("%s: half the lanes gone after one iteration: %d cycles, all lanes: %d; want fewer", c.arch, half.Cycles, all.Cycles)
		}
		if !c.less && half.Cycles != all.Cycles {
			t.Errorf("%s: half the lanes gone after one iteration: %d cycles, all lanes: %d; want the same", c.arch, half.Cycles, all.Cycles)
		}
		t.Logf("%s: %d cycles with all lanes, %d with the high half gone after one iteration", c.arch, all.Cycles, half.Cycles)
	}
}
