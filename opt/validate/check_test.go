package validate

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// Random states are reproducible from their seed and cover every exec
// kind, with data in inactive lanes.
func TestRandomState(t *testing.T) {
	kinds := map[string]bool{}
	for seed := uint64(1); seed <= 200; seed++ {
		a, b := RandomState(seed, 64, 4), RandomState(seed, 64, 4)
		if string(a.JSON()) != string(b.JSON()) {
			t.Fatalf("seed %d: two different states", seed)
		}
		kinds[a.ExecKind] = true
		switch a.ExecKind {
		case "zero":
			if a.Exec != 0 {
				t.Errorf("zero exec %#x", a.Exec)
			}
		case "upper-half":
			if a.Exec != 0xffffffff00000000 {
				t.Errorf("upper-half exec %#x", a.Exec)
			}
		}
		if a.SGPRs[0] != uint32(MemBase&0xffffffff) || a.SGPRs[1] != uint32(MemBase>>32) {
			t.Errorf("s[0:1] does not point at the memory")
		}
	}
	for _, k := range ExecKinds {
		if !kinds[k] {
			t.Errorf("exec kind %s never drawn in 200 states", k)
		}
	}
	if w32 := RandomState(7, 32, 1); w32.Exec>>32 != 0 || len(w32.VGPRs[0]) != 32 {
		t.Errorf("wave32 state has lanes above 31")
	}
}

func TestDiffAndMismatch(t *testing.T) {
	a := isa.MustArch("gfx1030")
	pa, err := isa.Parse("a.s", []byte("v_mov_b32_e32 v1, 1\nv_mov_b32_e32 v2, 2\n"), isa.ParseOptions{Arch: a})
	if err != nil {
		t.Fatal(err)
	}
	pb, err := isa.Parse("b.s", []byte("v_mov_b32_e32 v1, 1\nv_mov_b32_e32 v2, 3\n"), isa.ParseOptions{Arch: a})
	if err != nil {
		t.Fatal(err)
	}
	if d := Diff(pa, pb); d != "+ v_mov_b32_e32 v2, 3\n- v_mov_b32_e32 v2, 2\n" {
		t.Errorf("diff:\n%s", d)
	}
	c, err := NewChecker(pa, pb, []isa.Reg{isa.VGPR(2, 1)})
	if err != nil {
		t.Fatal(err)
	}
	st := RandomState(3, 32, 4)
	st.Exec, st.ExecKind = 0b100, "one"
	o := c.Run(st)
	m := o.Mismatch
	if m == nil || m.Kind != "register" || m.Lane != 2 || m.A != 2 || m.B != 3 {
		t.Fatalf("mismatch %+v", m)
	}
	if !strings.Contains(m.Error(), "v2 lane 2: original 0x2, rewritten 0x3") {
		t.Errorf("message %q", m.Error())
	}
	// With exec 0 nothing is written: the programs agree.
	st.Exec = 0
	if o := c.Run(st); o.Mismatch != nil {
		t.Errorf("exec 0: %v", o.Mismatch)
	}
}

// With Timing, each run is timed on a fresh model: the seed case's
// s_and_saveexec waits 4 cycles for the compare's VALU write of vcc_lo
// (va_sdst), the v_cmpx form not at all, on every run.
func TestCheckerTiming(t *testing.T) {
	a := isa.MustArch("gfx1030")
	pa, err := isa.Parse("a.s", []byte("v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_and_saveexec_b32 s2, vcc_lo\n"), isa.ParseOptions{Arch: a})
	if err != nil {
		t.Fatal(err)
	}
	pb, err := isa.Parse("b.s", []byte("s_mov_b32 s2, exec_lo\nv_cmpx_gt_f32_e32 0, v2\n"), isa.ParseOptions{Arch: a})
	if err != nil {
		t.Fatal(err)
	}
	c, err := NewChecker(pa, pb, []isa.Reg{isa.SGPR(2, 1), isa.RegExecLo})
	if err != nil {
		t.Fatal(err)
	}
	c.Timing = true
	for seed := uint64(1); seed <= 3; seed++ {
		o := c.Run(RandomState(seed, 32, 4))
		if o.Mismatch != nil {
			t.Fatalf("seed %d: %v", seed, o.Mismatch)
		}
		if got := o.StallsA[timing.CauseVaSdst]; got != 4 || o.StallsA.Total() != 4 {
			t.Errorf("seed %d: original stalls %v, want 4 cycles of va_sdst", seed, o.StallsA)
		}
		if o.StallsB.Total() != 0 {
			t.Errorf("seed %d: rewritten stalls %v, want none", seed, o.StallsB)
		}
		if o.CyclesA <= o.CyclesB {
			t.Errorf("seed %d: %d cycles before, %d after", seed, o.CyclesA, o.CyclesB)
		}
	}
}

// A live-out VGPR beyond what the programs name (a reproducer may list
// one) is compared, not a crash: the waves hold every register the
// comparison reads.
func TestCheckerLiveOutBeyondProgram(t *testing.T) {
	a := isa.MustArch("gfx1030")
	p, err := isa.Parse("a.s", []byte("v_mov_b32_e32 v1, 1\n"), isa.ParseOptions{Arch: a})
	if err != nil {
		t.Fatal(err)
	}
	c, err := NewChecker(p, p, []isa.Reg{isa.VGPR(1, 1), isa.VGPR(200, 2)})
	if err != nil {
		t.Fatal(err)
	}
	if o := c.Run(RandomState(1, 32, 4)); o.Mismatch != nil {
		t.Fatalf("identical programs: %v", o.Mismatch)
	}
}
