package isa_test

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// An aperture register in a 64-bit source slot is the 64-bit register (not
// the aperture's slot and the next); in a 32-bit slot it stays 32-bit.
// Other 32-bit named registers are still refused in 64-bit slots.
func TestApertureOperandWidth(t *testing.T) {
	for _, name := range []string{"gfx900", "gfx1010", "gfx1030", "gfx1100"} {
		a := isa.MustArch(name)
		src := "s_mov_b64 s[0:1], src_private_base\ns_mov_b32 s2, src_private_base\nv_add_f64 v[0:1], src_shared_limit, v[2:3]\n"
		p, err := isa.Parse("ap.s", []byte(src), isa.ParseOptions{Arch: a, Wave: a.DefaultWave()})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for i, want := range []struct {
			arg   int
			slot  int
			wide  bool
			print string
		}{
			{1, isa.SlotPrivateBase, true, "s_mov_b64 s[0:1], src_private_base"},
			{1, isa.SlotPrivateBase, false, "s_mov_b32 s2, src_private_base"},
			{1, isa.SlotSharedLimit, true, "v_add_f64 v[0:1], src_shared_limit, v[2:3]"},
		} {
			in := p.Insts[i]
			r := in.Args[want.arg].Reg
			if int(r.Idx) != want.slot || r.IsAperture64() != want.wide || (r.N == 2) != want.wide {
				t.Errorf("%s: %s: operand %+v, want slot %d wide %v", name, want.print, r, want.slot, want.wide)
			}
			if got := isa.FormatInst(in, a); strings.TrimSpace(got) != want.print {
				t.Errorf("%s: prints %q, want %q", name, got, want.print)
			}
			found := false
			for _, u := range in.Uses(a.DefaultWave()) {
				found = found || u == r
			}
			if !found {
				t.Errorf("%s: %s: Uses does not list %v", name, want.print, r)
			}
		}
		_, err = isa.Parse("ap.s", []byte("s_mov_b64 s[0:1], src_pops_exiting_wave_id\n"), isa.ParseOptions{Arch: a, Wave: a.DefaultWave()})
		if err == nil || !strings.Contains(err.Error(), "ap.s:1:19: wrong register width") {
			t.Errorf("%s: src_pops_exiting_wave_id as 64 bits: %v, want a width error at 1:19", name, err)
		}
		_, err = isa.Parse("ap.s", []byte("s_mov_b64 src_shared_base, s[0:1]\n"), isa.ParseOptions{Arch: a, Wave: a.DefaultWave()})
		if err == nil || !strings.HasPrefix(err.Error(), "ap.s:1:11: ") {
			t.Errorf("%s: aperture as a destination: %v, want an error at 1:11", name, err)
		}
	}
}
