package validate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// --set values: integers of the register's width, floats as f32 bits (f64
// in a pair), lanes of a VGPR; every error names the item.
func TestParseSettings(t *testing.T) {
	a := isa.MustArch("gfx1030")
	ok := []struct {
		item   string
		wave   int
		reg    string
		lo, hi int
		value  uint64
	}{
		{"v2=1.5", 32, "v2", 0, 31, 0x3fc00000},
		{"v2=-1.5", 64, "v2", 0, 63, 0xbfc00000},
		{"v2=-0.0", 32, "v2", 0, 31, 0x80000000},
		{"v2=inf", 32, "v2", 0, 31, 0x7f800000},
		{"s4=7", 32, "s4", 0, 31, 7},
		{"s4=-1", 32, "s4", 0, 31, 0xffffffff},
		{"s4=0xdeadbeef", 32, "s4", 0, 31, 0xdeadbeef},
		{"s4=0b101", 32, "s4", 0, 31, 5},
		{"s4=-2147483648", 32, "s4", 0, 31, 0x80000000},
		{"s[4:5]=1.5", 32, "s[4:5]", 0, 31, 0x3ff8000000000000},
		{"s[4:5]=0x100000000", 32, "s[4:5]", 0, 31, 1 << 32},
		{"s[4:5]=-1", 32, "s[4:5]", 0, 31, 0xffffffffffffffff},
		{"v[2:3]=2.0", 32, "v[2:3]", 0, 31, 0x4000000000000000},
		{"v0[3]=7", 32, "v0", 3, 3, 7},
		{"v0[16-31]=1", 32, "v0", 16, 31, 1},
		{"v[2:3][5]=1", 64, "v[2:3]", 5, 5, 1},
		{"vcc=0xffffffff00000000", 64, "vcc", 0, 63, 0xffffffff00000000},
		{"vcc_hi=3", 32, "vcc_hi", 0, 31, 3},
		{"exec_lo=0xff", 32, "exec_lo", 0, 31, 0xff},
		{"exec=0x1", 64, "exec", 0, 63, 1},
		{"m0=-1", 32, "m0", 0, 31, 0xffffffff},
		{" scc = 1 ", 32, "scc", 0, 31, 1},
	}
	for _, c := range ok {
		s, err := ParseSettings(c.item, a, c.wave)
		if err != nil || len(s) != 1 {
			t.Errorf("%s: %v", c.item, err)
			continue
		}
		if got := s[0]; got.Reg.String() != c.reg || got.Lo != c.lo || got.Hi != c.hi || got.Value != c.value {
			t.Errorf("%s: %s lanes %d-%d value %#x, want %s lanes %d-%d value %#x", c.item, got.Reg, got.Lo, got.Hi, got.Value, c.reg, c.lo, c.hi, c.value)
		}
	}
	bad := []struct{ list, msg string }{
		{"v2", `--set "v2": want REG=VALUE`},
		{"v2=", `--set "v2=": want REG=VALUE`},
		{"v2=abc", `--set "v2=abc": "abc" is not a number`},
		{"v2=1,x9=2", `--set "x9=2": "x9" is not a register`},
		{"s4=5000000000", `--set "s4=5000000000": 5000000000 does not fit in 32 bits`},
		{"s4=-2147483649", `does not fit in 32 bits`},
		{"v2=1e39", `1e39 is out of the range of an f32`},
		{"v2[32]=1", `lanes "32": a wave32 has lanes 0..31`},
		// A reversed range of lanes in the wave was told the wave's lanes.
		{"v2[5-2]=1", `--set "v2[5-2]=1": lanes "5-2": the range is reversed: write 2-5, lowest lane first`},
		{"v2[40-5]=1", `lanes "40-5": a wave32 has lanes 0..31`},
		{"v2[3-40]=1", `lanes "3-40": a wave32 has lanes 0..31`},
		{"v2[x]=1", `lanes "x": want a lane (3) or a range (0-15)`},
		// Empty lanes are a mistake, not every lane (that is "v2=5").
		{"v2[]=5", `--set "v2[]=5": lanes "": want a lane (3) or a range (0-15)`},
		{"v[2:3][ ]=5", `--set "v[2:3][ ]=5": lanes " ": want a lane (3) or a range (0-15)`},
		{"s2[3]=1", `lanes apply to VGPRs, and s2 is not one`},
		{"s[0:3]=1", `s[0:3] is 4 dwords; set at most two at a time`},
		{"s[1:2]=1", `misaligned SGPR range`},
		{"scc=2", `scc is 0 or 1`},
		{"exec=1", `a wave32 has no exec_hi`},
		{"src_vccz=1", `src_vccz cannot be set`},
		{"ttmp0=1", `ttmp0 cannot be set`},
		{"v256=1", `out of range`},
	}
	for _, c := range bad {
		_, err := ParseSettings(c.list, a, 32)
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: error %v, want it to contain %q", c.list, err, c.msg)
		}
	}
	if s, err := ParseSettings(" v1=1, ,s2=2,", a, 32); err != nil || len(s) != 2 {
		t.Errorf("empty items: %v %v", s, err)
	}
}

// --exec reads hex, with or without 0x, and refuses lanes the wave lacks.
func TestParseExec(t *testing.T) {
	for _, c := range []struct {
		s    string
		wave int
		want uint64
		err  string
	}{
		{"0xffff0000", 32, 0xffff0000, ""},
		{"ffff", 32, 0xffff, ""},
		{"10", 32, 0x10, ""},
		{"0xffffffff_00000000", 64, 0xffffffff00000000, ""},
		{"0x1ffffffff", 32, 0, "a wave32 has lanes 0..31; the mask sets bits 0x100000000"},
		{"0xg", 32, 0, `--exec "0xg": want a hexadecimal lane mask`},
	} {
		s, err := ParseExec(c.s, c.wave)
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: error %v, want %q", c.s, err, c.err)
			}
		case err != nil || s.Value != c.want || s.Reg != isa.ExecFor(c.wave):
			t.Errorf("%s: %v %#x %v", c.s, err, s.Value, s.Reg)
		}
	}
}

// Settings change only what they name: the lanes given, the half of vcc or
// exec, and nothing else. Hand-checked values, inactive lanes included.
func TestStateSet(t *testing.T) {
	a := isa.MustArch("gfx1030")
	st := ZeroState(32, 4)
	if st.Exec != 0xffffffff || st.ExecKind != "all" || st.VCC != 0 || st.M0 != 0 || st.SCC || len(st.SGPRs) != isa.SlotVCCLo {
		t.Fatalf("zero state: %+v", st)
	}
	sets, err := ParseSettings("v1[4-7]=0x55,v[2:3][31]=0x1122334455667788,s[4:5]=-2,vcc_hi=9,exec_lo=0xf0,m0=3,scc=1", a, 32)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sets {
		st.Set(s)
	}
	for l := 0; l < 32; l++ {
		want1 := uint32(0)
		if l >= 4 && l <= 7 {
			want1 = 0x55
		}
		want2, want3 := uint32(0), uint32(0)
		if l == 31 {
			want2, want3 = 0x55667788, 0x11223344
		}
		if st.VGPRs[0][l] != 0 || st.VGPRs[1][l] != want1 || st.VGPRs[2][l] != want2 || st.VGPRs[3][l] != want3 {
			t.Errorf("lane %d: v0..v3 = %#x %#x %#x %#x", l, st.VGPRs[0][l], st.VGPRs[1][l], st.VGPRs[2][l], st.VGPRs[3][l])
		}
	}
	if st.SGPRs[4] != 0xfffffffe || st.SGPRs[5] != 0xffffffff || st.SGPRs[3] != 0 || st.SGPRs[6] != 0 {
		t.Errorf("s[3:6] = %#x", st.SGPRs[3:7])
	}
	if st.VCC != 9<<32 || st.Exec != 0xf0 || st.ExecKind != "set" || st.M0 != 3 || !st.SCC {
		t.Errorf("vcc %#x exec %#x (%s) m0 %d scc %v", st.VCC, st.Exec, st.ExecKind, st.M0, st.SCC)
	}
	// A VGPR past the state's grows it, in lanes of the wave.
	s, _ := ParseSettings("v6[1]=2", a, 32)
	st.Set(s[0])
	if len(st.VGPRs) != 7 || len(st.VGPRs[6]) != 32 || st.VGPRs[6][1] != 2 || st.VGPRs[6][0] != 0 {
		t.Errorf("grown: %d VGPRs", len(st.VGPRs))
	}
}

func parseSnippet(t *testing.T, name, src string, wave int) *isa.Program {
	t.Helper()
	p, err := isa.Parse(name, []byte(src), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: wave})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Two snippets run from the same random states; the verdict covers the
// registers either writes, and a state where both fault compares nothing.
func TestCompareSnippets(t *testing.T) {
	gt := parseSnippet(t, "gt.s", "v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_and_saveexec_b32 s2, vcc_lo\n", 32)
	cmpx := parseSnippet(t, "cmpx.s", "s_mov_b32 s2, exec_lo\nv_cmpx_gt_f32_e32 0, v2\n", 32)
	ge := parseSnippet(t, "ge.s", "v_cmp_ge_f32_e32 vcc_lo, 0, v2\ns_and_saveexec_b32 s2, vcc_lo\n", 32)

	r, err := CompareSnippets(gt, gt, SnippetCompare{Runs: 30, Seed: 5})
	if err != nil || r.Mismatch != nil || r.Runs != 30 || r.Compared() != 30 || len(r.A.Cycles) != 30 {
		t.Fatalf("identical snippets: %v %+v", err, r)
	}
	if fmt.Sprint(r.LiveOut) != "[s2 vcc_lo exec_lo scc]" {
		t.Errorf("compared %v", r.LiveOut)
	}
	if r.A.StallCycles[0] != 4 || r.A.Cycles[0] != 6 {
		t.Errorf("cycles %v, stall cycles %v; want 6 and 4 (the va_sdst stall)", r.A.Cycles, r.A.StallCycles)
	}

	// The v_cmpx form leaves vcc_lo and scc alone: with every written
	// register compared they differ; with s2 and exec_lo they agree, and
	// the stall is gone.
	r, _ = CompareSnippets(gt, cmpx, SnippetCompare{Runs: 30, Seed: 5})
	if r.Mismatch == nil || r.Mismatch.Kind != "register" {
		t.Errorf("v_cmpx form with vcc_lo compared: %+v", r.Mismatch)
	}
	r, _ = CompareSnippets(gt, cmpx, SnippetCompare{Runs: 30, Seed: 5, LiveOut: []isa.Reg{isa.SGPR(2, 1), isa.RegExecLo}})
	if r.Mismatch != nil || r.Compared() != 30 || r.A.StallCycles[0] != 4 || r.B.StallCycles[0] != 0 {
		t.Errorf("v_cmpx form over s2, exec_lo: %+v", r)
	}

	// gt and ge differ where v2 is 0 (or -0) in an active lane: some state
	// has it, and the same seed finds the same one.
	r1, _ := CompareSnippets(gt, ge, SnippetCompare{Runs: 200, Seed: 9})
	r2, _ := CompareSnippets(gt, ge, SnippetCompare{Runs: 200, Seed: 9})
	if r1.Mismatch == nil || r2.Mismatch == nil || r1.Mismatch.Error() != r2.Mismatch.Error() || r1.Runs != r2.Runs {
		t.Fatalf("gt against ge: %v / %v", r1.Mismatch, r2.Mismatch)
	}
	// A state is RandomState(StateSeed(seed, j)): the reported seed
	// rebuilds it.
	if st := RandomState(r1.Mismatch.State.Seed, 32, 3); st.Exec != r1.Mismatch.State.Exec || st.Seed != StateSeed(9, r1.Runs-1) {
		t.Errorf("state seed %d does not rebuild the state", r1.Mismatch.State.Seed)
	}

	// Settings apply to every state: with v2 = -1 everywhere and every
	// lane on, gt and ge agree.
	sets, _ := ParseSettings("v2=-1.0", isa.MustArch("gfx1030"), 32)
	ex, _ := ParseExec("0xffffffff", 32)
	r, _ = CompareSnippets(gt, ge, SnippetCompare{Runs: 50, Seed: 9, Settings: append(sets, ex)})
	if r.Mismatch != nil || r.Compared() != 50 {
		t.Errorf("gt against ge with v2 = -1: %v", r.Mismatch)
	}

	// Both sides fault in every state: nothing is compared, and the
	// result says why.
	trap := parseSnippet(t, "trap.s", "s_trap 2\n", 32)
	r, _ = CompareSnippets(trap, trap, SnippetCompare{Runs: 4, Seed: 1})
	if r.Compared() != 0 || r.BothFaulted != 4 || !strings.Contains(r.Fault, "trap.s:1:1") {
		t.Errorf("trap: %+v", r)
	}

	w64 := parseSnippet(t, "w64.s", "s_nop 0\n", 64)
	if _, err := CompareSnippets(gt, w64, SnippetCompare{Runs: 1}); err == nil || !strings.Contains(err.Error(), "wave64") {
		t.Errorf("wave32 against wave64: %v", err)
	}
}
