package isa

import "testing"

// The op_sel family and dpp8 print as LLVM prints them: defaults left
// out, every list one entry per source (VOP3 op_sel: and the
// destination). The expected lines are llvm-mc-16's own printing of the
// input (-show-encoding on gfx1030).
func TestPackedPrint(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"v_pk_add_f16 v0, v1, v2 op_sel:[0,0] op_sel_hi:[1,1]", "v_pk_add_f16 v0, v1, v2"},
		{"v_pk_add_f16 v0, v1, v2 op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[0,1] clamp",
			"v_pk_add_f16 v0, v1, v2 op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[0,1] clamp"},
		{"v_pk_fma_f16 v0, v1, v2, v3 op_sel_hi:[1,1,0]", "v_pk_fma_f16 v0, v1, v2, v3 op_sel_hi:[1,1,0]"},
		{"v_fma_mix_f32 v0, v1, v2, v3 op_sel_hi:[0,0,0]", "v_fma_mix_f32 v0, v1, v2, v3"},
		{"v_fma_mix_f32 v0, -v1, |v2|, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]", "v_fma_mix_f32 v0, -v1, |v2|, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]"},
		{"v_fma_f16 v0, v1, v2, v3 op_sel:[0,0,0,0]", "v_fma_f16 v0, v1, v2, v3"},
		{"v_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1,1] clamp", "v_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1,1] clamp"},
		{"v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[1,1,1]", "v_dot2_f32_f16 v0, v1, v2, v3"},
		{"v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1", "v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1"},
	} {
		p, err := Parse("p.s", []byte(c.in+"\n"), ParseOptions{Arch: MustArch("gfx1030")})
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if got := FormatInst(p.Insts[0], p.Arch); got != c.want {
			t.Errorf("%s: printed %q, want %q", c.in, got, c.want)
		}
	}
}

// A row that writes one half of its destination reads the destination
// (the other half is kept), as a tied one does.
func TestHalfDestinationIsUsed(t *testing.T) {
	for _, src := range []string{"v_fma_mixlo_f16 v0, v1, v2, v3", "v_fma_f16 v0, v1, v2, v3 op_sel:[0,0,0,1]"} {
		p, err := Parse("h.s", []byte(src+"\n"), ParseOptions{Arch: MustArch("gfx1030")})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, r := range p.Insts[0].Uses(32) {
			if r.File == FileV && r.Idx == 0 {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: Uses does not list v0", src)
		}
	}
	p, err := Parse("h.s", []byte("v_fma_mix_f32 v0, v1, v2, v3\n"), ParseOptions{Arch: MustArch("gfx1030")})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range p.Insts[0].Uses(32) {
		if r.File == FileV && r.Idx == 0 {
			t.Errorf("v_fma_mix_f32 writes all of v0, yet Uses lists it")
		}
	}
}
