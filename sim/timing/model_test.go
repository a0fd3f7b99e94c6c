package timing

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
)

// timed runs asm on one wave with the timing model; prep may set state
// (memory, registers) before the run.
func timed(t *testing.T, arch string, wave int, asm string, prep func(s *sim.Snippet, w *sim.Wave)) *Model {
	t.Helper()
	s, tm := timedSnippet(t, arch, wave, asm)
	w := s.NewWave()
	if prep != nil {
		prep(s, w)
	}
	if err := s.Run(w); err != nil {
		t.Fatal(err)
	}
	return tm
}

// timedSnippet parses asm and attaches a fresh timing model.
func timedSnippet(t *testing.T, arch string, wave int, asm string) (*sim.Snippet, *Model) {
	t.Helper()
	s, err := sim.NewSnippet(arch, wave, asm)
	if err != nil {
		t.Fatal(err)
	}
	tm, err := New(s.Prog)
	if err != nil {
		t.Fatal(err)
	}
	tm.Attach(s.M)
	return s, tm
}

// withMemory maps a 4 KiB buffer at 0x10000 and points s[4:5] at it.
func withMemory(s *sim.Snippet, w *sim.Wave) {
	if err := s.Mem().Map("buf", 0x10000, 4096); err != nil {
		panic(err)
	}
	w.S[4], w.S[5] = 0x10000, 0
}

// The seed case: on gfx1030 wave32 the s_and_saveexec waits for the v_cmp's
// VALU write of vcc_lo (VALU latency 5: issue at 0, ready at 5, so 4 cycles
// of va_sdst after the saveexec's earliest slot at 1); the v_cmpx form
// waits for nothing.
func TestVcmpStallVersusVcmpx(t *testing.T) {
	tm := timed(t, "gfx1030", 32, "v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_and_saveexec_b32 s2, vcc_lo\n", nil)
	if got := tm.Insts[1].Stall[CauseVaSdst]; got != 4 {
		t.Errorf("s_and_saveexec va_sdst stall = %d, want 4", got)
	}
	if got := tm.TotalStalls(); got != 4 {
		t.Errorf("total stalls %d, want 4", got)
	}
	tm = timed(t, "gfx1030", 32, "s_mov_b32 s2, exec_lo\nv_cmpx_gt_f32_e32 0, v2\n", nil)
	if got := tm.TotalStalls(); got != 0 {
		t.Errorf("s_mov + v_cmpx stalls %d cycles (%v), want 0", got, tm.Stalls)
	}
}

// The conservative GFX10.3 rule holds an SALU that reads no VALU-written
// SGPR; the per-register rule does not.
func TestConservativeVersusPerRegister(t *testing.T) {
	asm := "v_cmp_gt_u32_e64 s4, v0, v1\ns_mov_b32 s0, s1\n"
	for _, c := range []struct {
		rule SGPRRule
		want int64
	}{{Conservative, 4}, {PerRegister, 0}} {
		s, tm := timedSnippet(t, "gfx1030", 32, asm)
		tm.P.SGPRRule = c.rule
		if err := s.Run(s.NewWave()); err != nil {
			t.Fatal(err)
		}
		if got := tm.Insts[1].Stall[CauseVaSdst]; got != c.want {
			t.Errorf("%v rule: s_mov stall %d, want %d", c.rule, got, c.want)
		}
	}
	// The per-register rule still waits when the SALU reads the register.
	s, tm := timedSnippet(t, "gfx1030", 32, "v_cmp_gt_u32_e64 s4, v0, v1\ns_mov_b32 s0, s4\n")
	tm.P.SGPRRule = PerRegister
	if err := s.Run(s.NewWave()); err != nil {
		t.Fatal(err)
	}
	if got := tm.Insts[1].Stall[CauseVaSdst]; got != 4 {
		t.Errorf("per-register rule, dependent SALU: stall %d, want 4", got)
	}
}

// GFX9 wait-state counting: s_nop n is n+1 wait states; independent
// instructions count one each.
func TestWaitStateCounting(t *testing.T) {
	prep := func(s *sim.Snippet, w *sim.Wave) {
		withMemory(s, w)
		for l := 0; l < 64; l++ {
			w.SetLane(0, l, 0x10000) // s4 = v_readfirstlane(v0) is the base
			w.SetLane(2, l, uint32(4*l))
		}
	}
	for nops, want := range map[int]int{0: 1, 1: 2, 3: 4} {
		asm := "v_readfirstlane_b32 s4, v0\ns_nop " + string(rune('0'+nops)) + "\nglobal_load_dword v1, v2, s[4:5]\ns_waitcnt vmcnt(0)\n"
		tm := timed(t, "gfx900", 64, asm, prep)
		if len(tm.Hazards) != 1 || tm.Hazards[0].Present != want || tm.Hazards[0].Required != 5 {
			t.Errorf("s_nop %d: %+v, want present %d of 5", nops, tm.Hazards, want)
		}
	}
}

// The v_cmpx exec WAR pair: a hazard on gfx1010, fixed by the depctr whose
// wait shows in cycles; no hazard on gfx1030.
func TestVcmpxExecWAR(t *testing.T) {
	pair := "s_mov_b32 s0, exec_lo\nv_cmpx_gt_u32_e32 0x64, v0\n"
	fixed := "s_mov_b32 s0, exec_lo\ns_waitcnt_depctr 0xfffe\nv_cmpx_gt_u32_e32 0x64, v0\n"
	if tm := timed(t, "gfx1030", 32, pair, nil); len(tm.Hazards) != 0 {
		t.Errorf("gfx1030: %v", tm.Hazards)
	}
	bare := timed(t, "gfx1010", 32, pair, nil)
	if len(bare.Hazards) != 1 {
		t.Fatalf("gfx1010 without depctr: %v", bare.Hazards)
	}
	withDep := timed(t, "gfx1010", 32, fixed, nil)
	if len(withDep.Hazards) != 0 {
		t.Fatalf("gfx1010 with depctr: %v", withDep.Hazards)
	}
	// The depctr waits for the s_mov's SGPR write (SALU latency 2): one
	// cycle, plus its own issue slot.
	if got := withDep.Insts[1].Stall[CauseDepctr]; got != 1 {
		t.Errorf("depctr stall %d, want 1", got)
	}
	if withDep.Cycles <= bare.Cycles {
		t.Errorf("depctr costs nothing: %d cycles with, %d without", withDep.Cycles, bare.Cycles)
	}
}

// A load's latency is partly hidden by independent work before the
// s_waitcnt, and fully exposed without it.
func TestMemoryLatencyHiding(t *testing.T) {
	prep := func(s *sim.Snippet, w *sim.Wave) {
		withMemory(s, w)
		for l := 0; l < 32; l++ {
			w.SetLane(0, l, uint32(4*l))
		}
	}
	exposed := timed(t, "gfx1030", 32, "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\nv_add_nc_u32_e32 v2, v1, v1\n", prep)
	work := strings.Repeat("v_mul_f32_e32 v5, v6, v7\n", 40)
	hidden := timed(t, "gfx1030", 32, "global_load_dword v1, v0, s[4:5]\n"+work+"s_waitcnt vmcnt(0)\nv_add_nc_u32_e32 v2, v1, v1\n", prep)
	we := exposed.Insts[1].Stall[CauseVmcnt]
	wh := hidden.Insts[41].Stall[CauseVmcnt]
	// A cold load misses every level: issued at 0, the data is there
	// after DRAM's latency.
	if want := int64(exposed.P.Mem.LatDRAM) - 1; we != want {
		t.Errorf("exposed vmcnt stall %d, want %d", we, want)
	}
	if wh != we-40 {
		t.Errorf("with 40 independent VALU ops the vmcnt stall is %d, want %d", wh, we-40)
	}
	if len(exposed.Hazards)+len(hidden.Hazards) != 0 {
		t.Errorf("unexpected hazards")
	}
}

// Issue cadence: RDNA wave32 VALU issues every cycle, wave64 every two,
// GCN wave64 every four.
func TestIssueCadence(t *testing.T) {
	asm := strings.Repeat("v_mov_b32_e32 v1, 0\n", 10)
	for _, c := range []struct {
		arch string
		wave int
		last int64
	}{{"gfx1030", 32, 9}, {"gfx1030", 64, 18}, {"gfx900", 64, 36}} {
		tm := timed(t, c.arch, c.wave, asm, nil)
		if got := tm.Insts[9].FirstIssue; got != c.last {
			t.Errorf("%s wave%d: 10th VALU issues at %d, want %d", c.arch, c.wave, got, c.last)
		}
	}
}

// s_nop and a taken branch charge their causes.
func TestExplicitWaits(t *testing.T) {
	tm := timed(t, "gfx1030", 32, "s_nop 5\ns_mov_b32 s0, 0\n", nil)
	if got := tm.Insts[0].Stall[CauseNop]; got != 5 {
		t.Errorf("s_nop 5 stalls %d, want 5", got)
	}
	tm = timed(t, "gfx1030", 32, "s_branch .L1\ns_nop 0\n.L1:\ns_mov_b32 s0, 0\n", nil)
	if got := tm.Insts[2].Stall[CauseBranch]; got != 31 {
		t.Errorf("after a taken branch the target waits %d, want 31 (WriteBranch 32)", got)
	}
}

// Scalar loads return out of order: lgkmcnt(1) does not cover either of
// two outstanding s_loads.
func TestSMEMNeedsLgkmcntZero(t *testing.T) {
	prep := withMemory
	bad := timed(t, "gfx1030", 32, "s_load_dword s0, s[4:5], 0x0\ns_load_dword s1, s[4:5], 0x4\ns_waitcnt lgkmcnt(1)\ns_mov_b32 s2, s0\n", prep)
	if r := hazardRules(bad); len(r) != 1 || !strings.Contains(r[0], "before s_waitcnt") {
		t.Errorf("lgkmcnt(1): hazards %q", r)
	}
	good := timed(t, "gfx1030", 32, "s_load_dword s0, s[4:5], 0x0\ns_load_dword s1, s[4:5], 0x4\ns_waitcnt lgkmcnt(0)\ns_mov_b32 s2, s0\n", prep)
	if r := hazardRules(good); len(r) != 0 {
		t.Errorf("lgkmcnt(0): hazards %q", r)
	}
}

// Overwriting a register a load has yet to fill is a hazard; a later load
// into the same register is not (same counter, in order).
func TestPendingLoadOverwritten(t *testing.T) {
	prep := withMemory
	bad := timed(t, "gfx1030", 32, "global_load_dword v1, v0, s[4:5]\nv_mov_b32_e32 v1, 0\ns_waitcnt vmcnt(0)\n", prep)
	if r := hazardRules(bad); len(r) != 1 || r[0] != "VGPR written while a load into it is pending" {
		t.Errorf("hazards %q", r)
	}
	good := timed(t, "gfx1030", 32, "global_load_dword v1, v0, s[4:5]\nglobal_load_dword v1, v0, s[4:5] offset:4\ns_waitcnt vmcnt(0)\nv_mov_b32_e32 v1, 0\n", prep)
	if r := hazardRules(good); len(r) != 0 {
		t.Errorf("hazards %q", r)
	}
}

// A model Reset and run again reports what a new model reports: the
// statistics, the hazards and every wave's state start over (the checker
// reuses one model for many states). The kernel loads, waits, writes SGPRs
// from the VALU and has a GFX9 wait-state hazard, so every kind of state
// is exercised.
func TestResetRunsLikeNew(t *testing.T) {
	asm := `s_load_dword s6, s[4:5], 0x0
v_readfirstlane_b32 s7, v1
v_readlane_b32 s12, v2, s7
v_cmp_gt_u32_e64 s[8:9], v1, v2
s_and_saveexec_b64 s[10:11], s[8:9]
s_waitcnt lgkmcnt(0)
v_add_u32_e32 v3, s6, v1
global_store_dword v[5:6], v3, off
s_endpgm
`
	mapped := false
	run := func(s *sim.Snippet, tm *Model) *Report {
		w := s.NewWave()
		if !mapped {
			withMemory(s, w)
			mapped = true
		}
		w.S[4], w.S[5] = 0x10000, 0
		for l := 0; l < 64; l++ {
			w.SetLane(1, l, uint32(l))
			w.SetLane(2, l, 7)
			w.SetLane(5, l, 0x10000+4*uint32(l))
		}
		if err := s.Run(w); err != nil {
			t.Fatal(err)
		}
		return tm.Report(nil)
	}
	s, tm := timedSnippet(t, "gfx900", 64, asm)
	first := run(s, tm)
	tm.Reset()
	again := run(s, tm)
	if first.Cycles == 0 || len(first.Hazards) == 0 {
		t.Fatalf("the kernel should take cycles and hit a hazard: %d cycles, %d hazards", first.Cycles, len(first.Hazards))
	}
	a, b := fmt.Sprint(*first), fmt.Sprint(*again)
	if a != b {
		t.Errorf("after Reset:\n%s\nnew model:\n%s", b, a)
	}
}

// A call and its return redirect fetch as a taken branch does: the
// callee's first instruction and the one after the call each wait
// WriteBranch (32 on gfx1030) from the s_swappc_b64 and the s_setpc_b64
// that went there.
func TestCallRedirectsFetch(t *testing.T) {
	tm := timed(t, "gfx1030", 32, "s_getpc_b64 s[4:5]\ns_add_u32 s4, s4, f@rel32@lo+4\ns_addc_u32 s5, s5, f@rel32@hi+12\n"+
		"s_swappc_b64 s[30:31], s[4:5]\ns_endpgm\nf:\ns_setpc_b64 s[30:31]\n", nil)
	if got := tm.Insts[5].Stall[CauseBranch]; got != 31 {
		t.Errorf("the callee's s_setpc_b64 waits %d for the call's redirect, want 31 (WriteBranch 32)", got)
	}
	if got := tm.Insts[4].Stall[CauseBranch]; got != 31 {
		t.Errorf("the s_endpgm after the call waits %d for the return's redirect, want 31 (WriteBranch 32)", got)
	}
	if got := tm.Insts[4].Count; got != 1 {
		t.Errorf("s_endpgm ran %d times, want 1", got)
	}
}

// The report of a kernel lists the instructions of the functions it may
// call too, in program order.
func TestReportHasCallees(t *testing.T) {
	src := "\t.type\tf,@function\nf:\n\ts_mov_b32 s40, 3\n\ts_setpc_b64 s[30:31]\n\t.type\tk,@function\nk:\n" +
		"\ts_getpc_b64 s[4:5]\n\ts_add_u32 s4, s4, f@rel32@lo+4\n\ts_addc_u32 s5, s5, f@rel32@hi+12\n" +
		"\ts_swappc_b64 s[30:31], s[4:5]\n\ts_endpgm\n; COMPUTE_PGM_RSRC2:USER_SGPR: 0\n"
	tm := timed(t, "gfx1030", 32, src, nil)
	p := tm.prog
	if len(p.Kernels) != 1 || len(p.Funcs) != 1 {
		t.Fatalf("kernels %d, functions %d: want one each", len(p.Kernels), len(p.Funcs))
	}
	r := tm.Report(p.Kernels[0])
	var pcs []int
	for _, row := range r.Insts {
		pcs = append(pcs, row.PC)
	}
	if fmt.Sprint(pcs) != "[0 1 2 3 4 5 6]" {
		t.Errorf("report rows %v, want the callee's 0, 1 and the kernel's 2..6", pcs)
	}
	if r.Insts[0].Count != 1 || r.Insts[0].Stalls["branch"] != 31 {
		t.Errorf("the callee's first instruction: count %d, branch stall %d; want 1, 31", r.Insts[0].Count, r.Insts[0].Stalls["branch"])
	}
}
