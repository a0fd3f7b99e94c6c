package opt

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// execz-ifconv weighs the block against the taken branch with the timing
// model the user sets: a two-instruction block (2 cycles with exec = 0 on
// RDNA) is worth converting at the default branch_taken of 32 and at 3,
// not when --model makes the taken branch cost 2.
func TestExeczIfconvUsesModel(t *testing.T) {
	src := execzProg(execzGuard, []string{"v_add_nc_u32_e32 v1, v2, v3", "v_mul_lo_u32 v1, v1, v1"})
	p, err := isa.Parse("t.s", []byte(src), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		model      []string
		fires      bool
		reason, na string
	}{
		{nil, true, "", ""},
		{[]string{"branch_taken=3"}, true, "", ""},
		{[]string{"branch_taken=2"}, false, "not profitable: the block costs 2 cycles with exec = 0, the taken branch 2", ""},
	} {
		settings, err := timing.ParseSettings(c.model)
		if err != nil {
			t.Fatal(err)
		}
		_, reps := Run(p, []Pass{&execzIfconv{rules: execzLegal()}}, Options{ExitLive: UnitsOf(ifLive32), Model: settings})
		r := reps[0]
		if got := r.Rewritten() > 0; got != c.fires {
			t.Errorf("%v: fires=%v, want %v: %v %q", c.model, got, c.fires, r.Sites, r.NotApplied)
		}
		if c.reason != "" && (len(r.Sites) != 1 || r.Sites[0].Reason != c.reason) {
			t.Errorf("%v: sites %v, want the reason %q", c.model, r.Sites, c.reason)
		}
		if !strings.HasPrefix(r.NotApplied, c.na) || (c.na == "") != (r.NotApplied == "") {
			t.Errorf("%v: NotApplied %q, want %q...", c.model, r.NotApplied, c.na)
		}
	}
}

// A store in the block costs, with exec = 0, what the memory system's
// execz_mem says: its issue slot (the block: 2 cycles, converted), a hit
// in the first level (lat_l0 100 on gfx1030: 101, kept), or without the
// memory system its class's latency (WriteVMEM 320: 321, kept).
func TestExeczIfconvMemoryCost(t *testing.T) {
	src := execzProg(execzGuard, ifThen)
	p, err := isa.Parse("t.s", []byte(src), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		model  []string
		reason string // "": it fires
	}{
		{nil, ""},
		{[]string{"execz_mem=issue"}, ""},
		{[]string{"execz_mem=hit"}, "not profitable: the block costs 101 cycles with exec = 0, the taken branch 32"},
		{[]string{"execz_mem=hit", "lat_l0=20"}, ""},
		{[]string{"memory=false"}, "not profitable: the block costs 321 cycles with exec = 0, the taken branch 32"},
	} {
		settings, err := timing.ParseSettings(c.model)
		if err != nil {
			t.Fatal(err)
		}
		_, reps := Run(p, []Pass{&execzIfconv{rules: execzLegal()}}, Options{ExitLive: UnitsOf(ifLive32), Model: settings})
		r := reps[0]
		if got, want := r.Rewritten() > 0, c.reason == ""; got != want {
			t.Errorf("%v: fires=%v, want %v: %v %q", c.model, got, want, r.Sites, r.NotApplied)
			continue
		}
		if c.reason != "" && (len(r.Sites) != 1 || r.Sites[0].Reason != c.reason) {
			t.Errorf("%v: sites %v, want the reason %q", c.model, r.Sites, c.reason)
		}
	}
}
