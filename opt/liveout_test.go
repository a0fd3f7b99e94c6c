package opt

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// A snippet's exit liveness holds wherever it ends: falling off its end,
// at s_endpgm, and on both paths of a branch that ends it. A kernel
// declares none: nothing is live after s_endpgm.
func TestExitLiveAtEveryEnd(t *testing.T) {
	s2 := isa.SGPR(2, 1)
	for _, c := range []struct {
		name, src string
		exit      []isa.Reg
		live      bool // s2 live after instruction 0
	}{
		{"falls off the end", "s_mov_b32 s2, 1\ns_nop 0\n", []isa.Reg{s2}, true},
		{"s_endpgm", "s_mov_b32 s2, 1\ns_endpgm\n", []isa.Reg{s2}, true},
		{"branch to s_endpgm or the end", "s_mov_b32 s2, 1\ns_cbranch_scc1 .L\ns_endpgm\n.L:\n", []isa.Reg{s2}, true},
		{"other registers declared", "s_mov_b32 s2, 1\ns_endpgm\n", []isa.Reg{isa.SGPR(3, 1)}, false},
		{"nothing declared", "s_mov_b32 s2, 1\ns_endpgm\n", nil, false},
	} {
		p, err := isa.Parse("t.s", []byte(c.src), isa.ParseOptions{Arch: isa.MustArch("gfx1030")})
		if err != nil {
			t.Fatal(err)
		}
		live := ComputeLiveness(BuildCFG(p, p.Kernels[0]), 32, UnitsOf(c.exit)).LiveAfter(0)
		if live.Has(s2) != c.live {
			t.Errorf("%s: s2 live = %v, want %v", c.name, live.Has(s2), c.live)
		}
	}
}

// vcmpx on a snippet keeps what the snippet's results need: with every
// written register live (vcc_lo among them) it does not fire; with only
// s2 and exec_lo live it does.
func TestVcmpxSnippetExitLive(t *testing.T) {
	p, err := isa.Parse("s.s", []byte("v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_and_saveexec_b32 s2, vcc_lo\n"),
		isa.ParseOptions{Arch: isa.MustArch("gfx1030")})
	if err != nil {
		t.Fatal(err)
	}
	pass, _ := Lookup("vcmpx")
	_, reps := Run(p, []Pass{pass}, Options{ExitLive: UnitsOf(p.Writes())})
	if reps[0].Rewritten() != 0 {
		t.Errorf("rewritten with vcc_lo live at the end: %v", reps[0].Sites)
	}
	q, reps := Run(p, []Pass{pass}, Options{ExitLive: UnitsOf([]isa.Reg{isa.SGPR(2, 1), isa.RegExecLo})})
	if reps[0].Rewritten() != 1 || q.String() != "\ts_mov_b32 s2, exec_lo\n\tv_cmpx_gt_f32_e32 0, v2\n" {
		t.Errorf("with s2 and exec_lo live: %v\n%s", reps[0].Sites, q)
	}
}
