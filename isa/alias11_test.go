package isa

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// A GFX11 spelling only later LLVM versions take (Op.Alias11) parses on
// GFX11 and prints as the name llvm-mc-16 takes, with the encoding
// llvm-mc-19 gives the original spelling; before GFX11 it is an error
// at the mnemonic.
func TestAlias11(t *testing.T) {
	src := "v_cvt_pk_norm_i16_f32 v0, v1, v2\nv_cvt_pk_norm_u16_f32 v3, s1, 1.0\n"
	want := "v_cvt_pknorm_i16_f32 v0, v1, v2\nv_cvt_pknorm_u16_f32 v3, s1, 1.0"
	p, err := Parse("a.s", []byte(src), ParseOptions{Arch: MustArch("gfx1100")})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range strings.Split(strings.TrimSpace(p.String()), "\n") {
		got = append(got, strings.TrimSpace(l))
	}
	if strings.Join(got, "\n") != want {
		t.Fatalf("printed\n%s\nwant\n%s", strings.Join(got, "\n"), want)
	}
	for _, arch := range []string{"gfx900", "gfx1030"} {
		_, err := Parse("a.s", []byte(src), ParseOptions{Arch: MustArch(arch)})
		if err == nil || !strings.HasPrefix(err.Error(), "a.s:1:1:") || !strings.Contains(err.Error(), "it does on gfx1100") {
			t.Errorf("%s: got %v, want an error at a.s:1:1 naming gfx1100", arch, err)
		}
	}
	mc16 := llvmtool.Require(t, "llvm-mc", 16)
	mc19 := llvmtool.Require(t, "llvm-mc", 19)
	args := llvmtool.MCArgs("gfx1100", false, true)
	printed, err := llvmtool.Encodings(mc16, args, []byte(p.String()))
	if err != nil {
		t.Fatalf("llvm-mc-16 rejects what we print: %v", err)
	}
	orig, err := llvmtool.Encodings(mc19, args, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	bytes := func(encs []string) string {
		var b []string
		for _, e := range encs {
			_, enc, _ := strings.Cut(e, "encoding:")
			b = append(b, strings.TrimSpace(enc))
		}
		return strings.Join(b, "\n")
	}
	if bytes(printed) != bytes(orig) || len(orig) != 2 {
		t.Errorf("llvm-mc-16 encodes what we print as\n%v\nllvm-mc-19 the original as\n%v", printed, orig)
	}
}
