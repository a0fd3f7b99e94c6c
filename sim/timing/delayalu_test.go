package timing

import (
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/sched"
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
			asm:   "v_not_b32_e32 v1, v0\ns_delay_alu instid0(VALU_DEP_1)\nv_add_nc_u32_e32 v2, v1, v1\n",
			issue: []int64{0, 1, 5},
			stall: map[int]Stalls{2: {CauseVaVdst: 4}},
		},
		{
			name:  "no s_delay_alu: the interlock waits the same",
			asm:   "v_not_b32_e32 v1, v0\nv_add_nc_u32_e32 v2, v1, v1\n",
			issue: []int64{0, 5},
			stall: map[int]Stalls{1: {CauseVaVdst: 4}},
		},
		{
			// Without s_delay_alu the dependent v_add dispatches at 1 and
			// waits in the ALU; the s_mov behind it dispatches at 2 and
			// issues on the scalar ALU at once (Params.Dispatch).
			name:  "no s_delay_alu: the wave goes on",
			asm:   "v_not_b32_e32 v1, v0\nv_add_nc_u32_e32 v2, v1, v1\ns_mov_b32 s0, 0\n",
			issue: []int64{0, 5, 2},
			stall: map[int]Stalls{1: {CauseVaVdst: 4}},
		},
		{
			// With it the v_add waits in the instruction buffer, and the
			// s_mov behind it too.
			name:  "s_delay_alu: the wave waits",
			asm:   "v_not_b32_e32 v1, v0\ns_delay_alu instid0(VALU_DEP_1)\nv_add_nc_u32_e32 v2, v1, v1\ns_mov_b32 s0, 0\n",
			issue: []int64{0, 1, 5, 6},
			stall: map[int]Stalls{2: {CauseVaVdst: 4}},
		},
		{
			// A v_mov_b32 copy is ready 3 cycles after it issues
			// (Params.MovLatency), a Write32Bit VALU 5.
			name:  "copy latency",
			asm:   "v_mov_b32_e32 v1, 1\nv_add_nc_u32_e32 v2, v1, v1\n",
			issue: []int64{0, 3},
			stall: map[int]Stalls{1: {CauseVaVdst: 2}},
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
			// The s_nop dispatches 3 cycles after the s_mov before it
			// (Params.WaitAfterUnit); s_mov s2 waits for the v_rcp.
			name:  "not replaced",
			asm:   "v_rcp_f32_e32 v1, v2\ns_delay_alu instskip(SKIP_2) | instid1(TRANS32_DEP_1)\ns_mov_b32 s0, 0\ns_nop 0\ns_mov_b32 s1, 0\ns_mov_b32 s2, 0\n",
			issue: []int64{0, 1, 1, 4, 5, 10},
			stall: map[int]Stalls{3: {CauseIssue: 2}, 5: {CauseVaVdst: 4}},
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

// Without s_delay_alu, a dependent VALU leaves the instruction buffer and
// waits in the ALU, holding it from the other waves of the SIMD (RDNA3
// ISA §16.5), while its own wave dispatches on behind it (Params.Dispatch);
// with it, the wave waits in the buffer and the other wave's instructions
// go first. Two gfx1100 wave32 waves of A; B (needs A, VALU latency 5); C;
// D; s_endpgm (E), hand-scheduled (the VALU takes one wave instruction a
// cycle in order; each issue type one a cycle; the oldest wave first on a
// tie; a wave ends when its last instruction has issued):
//
//	without: w0 A@0; w0 B dispatches at 1 (beating w1 A, older) and runs
//	         at 5; w0 C, D dispatch at 2, 3 and run at 6, 7; w0 E@4, each
//	         winning its tie with w1 A; w0 ends at 8. w1 A dispatches at 4
//	         and runs at 8, B dispatches at 5 and runs at 13, C, D at 14,
//	         15: 16 cycles.
//	with:    w0 A@0, w0 s_delay_alu@1 (no issue slot), w1 A@1, w1
//	         s_delay_alu@2, w0 B@5, C@6, D@7, E@8, w1 B@9 (ready at 6,
//	         the VALU busy), C@10, D@11, E@12: 13 cycles.
//
// One wave alone: without, A@0, B runs at 5, C@6, D@7 while E dispatched
// at 4: 8 cycles; with, B@5, C@6, D@7, E@8: 9 cycles.
func TestDependentVALUHoldsTheSIMD(t *testing.T) {
	body := func(delay string) string {
		return "v_add_f32_e32 v1, v0, v0\n" + delay + "v_add_f32_e32 v2, v1, v1\nv_mul_f32_e32 v3, v0, v0\nv_mul_f32_e32 v4, v0, v0\ns_endpgm\n"
	}
	for _, c := range []struct {
		name   string
		asm    string
		waves  int
		cycles int64
	}{
		{"two waves without s_delay_alu", body(""), 2, 16},
		{"two waves with s_delay_alu", body("s_delay_alu instid0(VALU_DEP_1)\n"), 2, 13},
		{"one wave without", body(""), 1, 8},
		{"one wave with", body("s_delay_alu instid0(VALU_DEP_1)\n"), 1, 9},
	} {
		s, err := sim.NewSnippet("gfx1100", 32, c.asm)
		if err != nil {
			t.Fatal(err)
		}
		tm, err := New(s.Prog)
		if err != nil {
			t.Fatal(err)
		}
		wg := &sim.Workgroup{LDS: sim.NewLDS(64)}
		for i := 0; i < c.waves; i++ {
			w := s.M.NewWave(wg)
			w.InGroup, w.ID = i, i
			w.SetExec(1<<32 - 1)
			wg.Waves = append(wg.Waves, w)
		}
		if err := sched.RunGroup(s.M, tm, wg); err != nil {
			t.Fatal(err)
		}
		if tm.Cycles != c.cycles {
			t.Errorf("%s: %d cycles, want %d", c.name, tm.Cycles, c.cycles)
		}
	}
}
