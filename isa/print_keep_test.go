package isa

import (
	"os"
	"strings"
	"testing"
)

// llc's output prints back byte for byte: labels with their comments,
// instructions with theirs (spill notes, trailing spaces), directives as
// read. A program a pass leaves alone is the file it came from.
func TestPrintKeepsLLCOutput(t *testing.T) {
	files := corpusFiles(t)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(f, src, ParseOptions{})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if got := p.String(); got != string(src) {
			t.Errorf("%s does not print back as read", f)
		}
	}
}

// A line keeps its text only while it holds the instruction in canonical
// form: a changed instruction, or one written another way, prints in
// canonical form, without the old line's comment.
func TestPrintDropsStaleLines(t *testing.T) {
	a := MustArch("gfx1030")
	src := "\tv_mov_b32_e32 v1, v0 ; copy of v0\nv_mov_b32_e32 v2, v0 ; not indented\n\tv_mov_b32_e32   v3, v0\nfoo:   ; %bb\n\ts_endpgm\n"
	p, err := Parse("t.s", []byte(src), ParseOptions{Arch: a, Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	want := "\tv_mov_b32_e32 v1, v0 ; copy of v0\n\tv_mov_b32_e32 v2, v0\n\tv_mov_b32_e32 v3, v0\nfoo:   ; %bb\n\ts_endpgm\n"
	if got := p.String(); got != want {
		t.Errorf("printed\n%s\nwant\n%s", got, want)
	}
	p.Insts[0].Args[1] = R(VGPR(7, 1))
	if got := p.String(); !strings.HasPrefix(got, "\tv_mov_b32_e32 v1, v7\n") {
		t.Errorf("an edited instruction kept its old line:\n%s", got)
	}
	if p.Lines[3].Name() != "foo" {
		t.Errorf("label name %q", p.Lines[3].Name())
	}
}
