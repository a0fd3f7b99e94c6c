package timing

import (
	"slices"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
)

// stamps records each issued instruction's dispatch cycle, in order.
type stamps struct{ d []int64 }

func (s *stamps) Issued(e IssueEvent) { s.d = append(s.d, e.Dispatch) }
func (s *stamps) Waited(BarrierWait)  {}

// Each dispatch rule on gfx1100 wave32, one wave from cycle 0: the cycles
// from each instruction's dispatch to the next one's, worked out by hand
// from the rule and checked against the SQTT measurement it comes from
// (docs/reference/latencies.md, "Dispatch (GFX11, measured)").
func TestDispatchRules(t *testing.T) {
	const store = "global_store_b32 v0, v1, s[4:5]\n"
	for _, c := range []struct {
		name   string
		asm    string
		gaps   []int64 // dispatch(i+1) − dispatch(i)
		mutant string  // name=value: the parameter the case measures, changed, changes the gaps
	}{
		// v_mov ready at 3 (mov_latency), + valu_writeback 12: the store
		// 15 after (mb_store_chain_indep: 15).
		{"VMEM after a v_mov", "v_mov_b32_e32 v10, 1.0\n" + store, []int64{15}, "mov_latency=4"},
		// A Write32Bit VALU is ready at 5: 17 (mb_nop_solo: 17).
		{"VMEM after an independent VALU", "v_add_f32_e32 v10, 1.0, v10\n" + store, []int64{17}, "valu_writeback=13"},
		// Four dependent v_sub dispatch one apart and execute at 0, 5,
		// 10, 15; the last is ready at 20, the store dispatches at 32.
		{"dependent VALUs dispatch on", "v_sub_f32_e32 v1, 1.0, v1\nv_sub_f32_e32 v1, 1.0, v1\nv_sub_f32_e32 v1, 1.0, v1\nv_sub_f32_e32 v1, 1.0, v1\n" + store,
			[]int64{1, 1, 1, 29}, "latency.valu32=6"},
		// Sixteen dependent v_sub: the queue holds 11 VALUs waiting in the
		// ALU; the 15th dispatches 2 cycles after the 4th began to execute
		// (at 15), the 16th after the 5th (mb_valu_sub n16: 1 × 13, 4, 5).
		{"VALU queue full", strings.Repeat("v_sub_f32_e32 v1, 1.0, v1\n", 16),
			[]int64{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 5}, "alu_queue=12"},
		// SALU ready at 2, + salu_writeback 5 (mb_salu_smov: 7).
		{"VMEM after an SALU", "s_mov_b32 s8, 0\n" + store, []int64{7}, "salu_writeback=6"},
		// Dependent s_mul_i32 execute 3 apart (latency.salu_mul) after the
		// s_mov's result at 2: the last at 11, ready at 14, the store at 19
		// (mb_s_mul_i32: 1, 1, 1, 1, 15).
		{"s_mul chain", "s_mov_b32 s20, 3\ns_mul_i32 s20, s20, 2\ns_mul_i32 s20, s20, 2\ns_mul_i32 s20, s20, 2\ns_mul_i32 s20, s20, 2\n" + store,
			[]int64{1, 1, 1, 1, 15}, "latency.salu_mul=4"},
		// trans_issue 4 (mb_trans_pair_same_op: 4); the second v_exp is
		// ready at 14, the store at 26 (22 after it).
		{"two TRANS", "v_exp_f32_e32 v2, v2\nv_exp_f32_e32 v3, v3\n" + store, []int64{4, 22}, "trans_issue=5"},
		// wait_after_unit 3 (mb_trans_then_snop: 3); s_nop 0xf ends 16
		// later, the next 1 after (mb_snop_after_scalar: 18 after the
		// s_mov: 3 + 15).
		{"waits after an ALU instruction", "v_sqrt_f32_e32 v1, v1\ns_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\ns_nop 0xf\nv_add_f32_e32 v2, 1.0, v2\n",
			[]int64{3, 16, 1}, "wait_after_unit=4"},
		{"s_nop after an SALU", "s_mov_b32 s4, 0\ns_nop 0xf\ns_nop 0\n", []int64{18, 1}, "wait_after_unit=4"},
		// After a store too (mb_store_chain_drained: store → s_waitcnt_vmcnt
		// 3, which waits for no store on GFX11).
		{"wait after a store", store + "s_waitcnt_vmcnt null, 0x0\n", []int64{3}, "wait_after_unit=4"},
		// SCC ready at 2, branch_after_salu 5: the branch at 7 after the
		// s_cmp; not taken, the next 3 later (branch_not_taken).
		{"branch on SCC not taken", "s_cmp_eq_i32 s9, 1\ns_cbranch_scc1 .L1\ns_nop 0\n.L1:\ns_nop 0\n", []int64{7, 3, 1}, "branch_after_salu=6"},
		// Taken: the target 11 later (branch_taken; mb_s_cmp_eq_branch:
		// s_cmp → target 19 with the compare's own wait of 1).
		{"branch on SCC taken", "s_cmp_eq_i32 s9, 0\ns_cbranch_scc1 .L1\ns_nop 0\n.L1:\ns_nop 0\n", []int64{7, 11}, "branch_taken=12"},
		// v_cmpx ready at 5, branch_after_valu 11: 16, the next 3 later
		// (v_cmpx → s_cbranch_execz → next 19).
		{"branch on a v_cmpx's exec", "v_cmpx_gt_f32_e32 0.5, v2\ns_cbranch_execz .L1\ns_nop 0\n.L1:\ns_nop 0\n", []int64{16, 3, 1}, "branch_after_valu=12"},
		// A VALU reading an SALU result dispatches a cycle later and waits
		// in the ALU (mb_sgpr_then_valu: 1); without alu_dispatch it waits
		// for the result to issue.
		{"SALU result to a VALU", "s_mov_b32 s20, 1\nv_add_f32_e32 v10, s20, v1\n", []int64{1}, "alu_dispatch=false"},
		// A VALU behind a VMEM instruction: valu_after_mem 8
		// (mb_store_pair_then_pair: 9, mb_lds_store_then_valu_forward: 8).
		{"VALU after a store", store + "v_add_f32_e32 v20, v2, v3\n", []int64{8}, "valu_after_mem=9"},
		// DS store → s_waitcnt lgkmcnt(0): lds_store 33 (mb_lds_store
		// b32); b128: + 3 × lds_dword 6 = 51; a VMEM behind a DS
		// instruction waits vmem_after_ds 9 (mb_ds_and: 9).
		{"DS store latency", "ds_store_b32 v2, v1\ns_waitcnt lgkmcnt(0)\n", []int64{33}, "lds_store=34"},
		{"DS store b128 latency", "ds_store_b128 v2, v[4:7]\ns_waitcnt lgkmcnt(0)\n", []int64{51}, "lds_dword=7"},
		{"VMEM after DS", "ds_store_b32 v2, v1\n" + store, []int64{9}, "vmem_after_ds=10"},
		// v_cmp's SGPR result forwarded to a lane-mask read (sgpr_forward
		// 1): the v_cndmask runs at 1, ready at 6, the store at 18
		// (mb_cndmask_sgpr_k_sweep).
		{"lane mask forwarded", "v_cmp_gt_f32_e64 s6, 0.5, v4\nv_cndmask_b32_e64 v20, 0, v4, s6\n" + store, []int64{1, 17}, "sgpr_forward=2"},
	} {
		if got := dispatchGaps(t, c.asm, len(c.gaps)); !slicesEqual(got, c.gaps) {
			t.Errorf("%s: dispatch gaps %v, want %v", c.name, got, c.gaps)
		}
		// The case can fail: the rule it measures, changed, moves a gap.
		name, value, _ := strings.Cut(c.mutant, "=")
		if got := dispatchGaps(t, c.asm, len(c.gaps), Setting{name, value}); slicesEqual(got, c.gaps) {
			t.Errorf("%s: %s leaves the gaps %v as they are", c.name, c.mutant, got)
		}
	}
}

// dispatchGaps runs asm as one gfx1100 wave32 with a buffer at s[4:5] and
// returns the first n gaps between dispatch cycles.
func dispatchGaps(t *testing.T, asm string, n int, model ...Setting) []int64 {
	t.Helper()
	s, err := sim.NewSnippet("gfx1100", 32, asm)
	if err != nil {
		t.Fatal(err)
	}
	tm, err := New(s.Prog, model...)
	if err != nil {
		t.Fatal(err)
	}
	tm.Attach(s.M)
	st := &stamps{}
	tm.Timeline = st
	w := s.NewWave()
	withMemory(s, w)
	if err := s.Run(w); err != nil {
		t.Fatal(err)
	}
	if len(st.d) <= n {
		t.Fatalf("%d instructions issued (%v), want at least %d", len(st.d), st.d, n+1)
	}
	gaps := make([]int64, n)
	for i := range gaps {
		gaps[i] = st.d[i+1] - st.d[i]
	}
	return gaps
}

func slicesEqual(a, b []int64) bool { return slices.Equal(a, b) }

// A branch on a condition nothing has written dispatches at once; and a
// wave whose last VALUs wait in the ALU after s_endpgm dispatched is over
// only once they have issued (WaveEnd, which frees its slot side by side).
func TestDispatchStartAndEnd(t *testing.T) {
	s, tm := timedSnippet(t, "gfx1100", 32, "s_cbranch_execz .L\n.L:\ns_endpgm\n")
	if err := s.Run(s.NewWave()); err != nil {
		t.Fatal(err)
	}
	if got := tm.Insts[0].FirstIssue; got != 0 {
		t.Errorf("a branch on an unwritten exec issues at %d, want 0", got)
	}
	// Three dependent v_sqrt (TRANS, 10 cycles) dispatch at 0, 4, 8 and
	// execute at 0, 10, 20; s_endpgm dispatches at 9.
	s, tm = timedSnippet(t, "gfx1100", 32, strings.Repeat("v_sqrt_f32_e32 v1, v1\n", 3)+"s_endpgm\n")
	w := s.NewWave()
	if err := s.Run(w); err != nil {
		t.Fatal(err)
	}
	if got := tm.WaveEnd(w); got != 21 {
		t.Errorf("WaveEnd %d, want 21: the last v_sqrt issues at 20", got)
	}
	if tm.Cycles != 21 {
		t.Errorf("%d cycles, want 21", tm.Cycles)
	}
}
