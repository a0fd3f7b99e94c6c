package isa

import (
	"strings"
	"testing"
)

// LLVM 15 prints a GFX11 lane permute's op_sel with VOP3's four entries;
// the form reads and prints back as written (llvm-mc-15 encodes the last
// entry), LLVM 16's two-entry form stays two, and only OPSEL[0] (FI) and
// OPSEL[1] (BOUND_CTRL) take effect.
func TestPermlaneOpSelFourEntries(t *testing.T) {
	for _, c := range []struct {
		text     string
		fi, bctl bool
	}{
		{"v_permlanex16_b32 v1, v4, s1, s0 op_sel:[1,0,0,1]", true, false},
		{"v_permlanex16_b32 v1, v4, s1, s0 op_sel:[0,1,1,0]", false, true},
		{"v_permlanex16_b32 v1, v4, s1, s0 op_sel:[1,1]", true, true},
	} {
		p, err := Parse("p.s", []byte(c.text+"\n"), ParseOptions{Arch: MustArch("gfx1100"), Wave: 32})
		if err != nil {
			t.Fatalf("%s: %v", c.text, err)
		}
		in := p.Insts[0]
		if got := FormatInst(in, p.Arch); got != c.text {
			t.Errorf("printed %q, want %q", got, c.text)
		}
		if in.PermlaneFI() != c.fi || in.PermlaneBoundCtrl() != c.bctl {
			t.Errorf("%s: FI %v BOUND_CTRL %v, want %v %v", c.text, in.PermlaneFI(), in.PermlaneBoundCtrl(), c.fi, c.bctl)
		}
	}
	if _, err := Parse("p.s", []byte("v_permlanex16_b32 v1, v4, s1, s0 op_sel:[1,0,1]\n"), ParseOptions{Arch: MustArch("gfx1100"), Wave: 32}); err == nil ||
		!strings.HasPrefix(err.Error(), "p.s:1:34: op_sel of v_permlanex16_b32 takes 2 bits, got 3") {
		t.Errorf("three op_sel entries on a lane permute: %v, want an error at p.s:1:34 counting the bits", err)
	}
}
