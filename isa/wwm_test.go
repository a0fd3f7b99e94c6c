package isa_test

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// The whole-wave marker is kept on the copy it follows and printed back
// after it; other comments on an instruction line are not kept.
func TestWholeWaveMarkerKept(t *testing.T) {
	src := "v_mov_b32_e32 v1, v0 ; wavesim: wwm\n" +
		"v_mov_b32_e32 v2, v0 ;   wavesim: wwm  \n" +
		"v_mov_b32 v3, s4 // wavesim: wwm\n" +
		"v_mov_b32_e32 v4, v0 ; a comment\n" +
		"v_mov_b32_dpp v5, v1 row_shr:1 row_mask:0xf bank_mask:0xf ; wavesim: wwm\n"
	p, err := isa.Parse("w.s", []byte(src), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	want := []bool{true, true, true, false, true}
	for i, in := range p.Insts {
		if in.WholeWave != want[i] {
			t.Errorf("instruction %d (%s): WholeWave %v, want %v", i, isa.FormatInst(in, p.Arch), in.WholeWave, want[i])
		}
	}
	got := p.String()
	wantText := "\tv_mov_b32_e32 v1, v0 ; wavesim: wwm\n\tv_mov_b32_e32 v2, v0 ; wavesim: wwm\n\tv_mov_b32 v3, s4 ; wavesim: wwm\n" +
		"\tv_mov_b32_e32 v4, v0\n\tv_mov_b32_dpp v5, v1 row_shr:1 row_mask:0xf bank_mask:0xf ; wavesim: wwm\n"
	if got != wantText {
		t.Errorf("printed:\n%s\nwant:\n%s", got, wantText)
	}
	// A clone keeps the marker; printing and parsing again gives the same.
	q, err := isa.Parse("w2.s", []byte(got), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	if q.Clone().String() != got {
		t.Errorf("re-parsed:\n%s", q.String())
	}
}

// A wavesim marker on anything but a copy, or an unknown one, is an error
// at the comment's column.
func TestWholeWaveMarkerErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{"v_add_nc_u32_e32 v1, v0, v2 ; wavesim: wwm", "w.s:1:29: the \"wavesim: wwm\" marker makes a copy whole-wave; v_add_nc_u32 is not a copy"},
		{"s_mov_b32 s0, s1 ; wavesim: wwm", "w.s:1:18: the \"wavesim: wwm\" marker makes a copy whole-wave; s_mov_b32 is not a copy"},
		{"  v_mov_b32_e32 v1, v0 ; wavesim: wqm", "w.s:1:24: unknown wavesim marker \"wavesim: wqm\""},
	}
	for _, c := range cases {
		_, err := isa.Parse("w.s", []byte(c.src+"\n"), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: 32})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.src, err, c.want)
		}
	}
}

// What wavesim prints for marked copies assembles with llvm-mc to the
// encodings of the copies written without the marker.
func TestWholeWaveMarkerMC(t *testing.T) {
	mc := llvmtool.Require(t, "llvm-mc", 16)
	for _, tg := range []struct {
		cpu  string
		wave int
	}{{"gfx900", 64}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}} {
		lines := []string{"v_mov_b32_e32 v1, v0", "v_mov_b32_e32 v2, s4", "v_mov_b32_e32 v3, 0x1234"}
		src := strings.Join(lines, " ; wavesim: wwm\n") + " ; wavesim: wwm\n"
		p, err := isa.Parse("w.s", []byte(src), isa.ParseOptions{Arch: isa.MustArch(tg.cpu), Wave: tg.wave})
		if err != nil {
			t.Fatal(err)
		}
		args := llvmtool.MCArgs(tg.cpu, tg.wave == 64 && tg.cpu != "gfx900", true)
		marked, err := llvmtool.Encodings(mc, args, []byte(p.String()))
		if err != nil {
			t.Fatal(err)
		}
		plain, err := llvmtool.Encodings(mc, args, []byte(strings.Join(lines, "\n")+"\n"))
		if err != nil {
			t.Fatal(err)
		}
		if len(marked) != len(lines) || strings.Join(marked, "\n") != strings.Join(plain, "\n") {
			t.Errorf("%s: marked %q, plain %q", tg.cpu, marked, plain)
		}
	}
}
