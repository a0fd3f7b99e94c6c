package isa

import (
	"strings"
	"testing"
)

// A mistyped mnemonic is answered with the nearest one the target has:
// a swap of two characters is one edit (f23 → f32, not f16), a name only
// another target has is not offered, and a name far from every mnemonic
// gets no guess.
func TestDidYouMean(t *testing.T) {
	for _, c := range []struct {
		arch, line, want string
	}{
		{"gfx1030", "v_add_f23 v0, v1, v2", `unknown instruction "v_add_f23" for gfx1030; did you mean "v_add_f32"?`},
		{"gfx1030", "v_add_f23_e64 v0, v1, v2", `did you mean "v_add_f32_e64"?`},
		{"gfx1030", "V_MOV_B32 v0, v1", `did you mean "v_mov_b32"?`},
		{"gfx1030", "globl_load_dword v0, v[0:1], off", `did you mean "global_load_dword"?`},
		{"gfx1030", "s_endpgmm", `did you mean "s_endpgm"?`},
		// gfx900 has no v_pk_fma_f32 (gfx90a does): the f16 one is nearest.
		{"gfx900", "v_pk_fma_f23 v0, v1, v2, v3", `did you mean "v_pk_fma_f16"?`},
		{"gfx1030", "xyzzy v0", `unknown instruction "xyzzy" for gfx1030`},
	} {
		a, err := LookupArch(c.arch)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Parse("t.s", []byte("\t"+c.line+"\n"), ParseOptions{Arch: a})
		if err == nil || !strings.Contains(err.Error(), "t.s:1:2: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: error %v, want %q", c.arch, c.line, err, c.want)
		}
		if strings.HasPrefix(c.line, "xyzzy") && strings.Contains(err.Error(), "did you mean") {
			t.Errorf("%q: a guess for a name far from every mnemonic: %v", c.line, err)
		}
	}
}
