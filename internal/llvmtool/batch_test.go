package llvmtool

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// Sources that define the same labels, with branches and relocated
// literals naming them, assemble in one run to what each gives alone;
// a diagnostic is charged to its own source and line, and leaves the
// others batched.
func TestEncodingsBatchMatchesAlone(t *testing.T) {
	mc := Require(t, "llvm-mc", 19)
	args := MCArgs("gfx1100", false, false)
	kernel := func(op string) string {
		return "\t.text\n" +
			"k:\n" +
			".LBB0_1:\n" +
			"\ts_getpc_b64 s[4:5]\n" +
			"\ts_add_u32 s4, s4, f@rel32@lo+4\n" +
			"\t" + op + "\n" +
			"\ts_cbranch_scc1 .LBB0_1\n" +
			"\t.set k.depth, 3\n" +
			"\ts_mov_b32 s0, k.depth\n" +
			"\ts_endpgm\n"
	}
	srcs := []Source{
		{"a.s", kernel("v_mov_b32 v1, v2")},
		{"b.s", kernel("v_mov_b32 v1, v999")}, // line 6 is out of range
		{"c.s", kernel("s_nop 3")},
		{"d.s", kernel("v_add_f32 v1, v2, v3")},
	}
	res, err := EncodingsBatch(mc, args, srcs)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range srcs {
		if res[i].Alone {
			t.Errorf("%s: assembled alone, want batched", s.Name)
		}
		want, werr := Encodings(mc, args, []byte(s.Text))
		if s.Name == "b.s" {
			if werr == nil {
				t.Fatal("b.s assembled alone: the error case needs a line llvm-mc rejects")
			}
			if res[i].Err == nil || !strings.Contains(res[i].Err.Error(), "b.s:6:") {
				t.Errorf("b.s: got error %v, want one at b.s:6", res[i].Err)
			}
			continue
		}
		if werr != nil || res[i].Err != nil {
			t.Fatalf("%s: alone %v, batched %v", s.Name, werr, res[i].Err)
		}
		if !reflect.DeepEqual(res[i].Encodings, want) {
			t.Errorf("%s: batched\n%s\nalone\n%s", s.Name, strings.Join(res[i].Encodings, "\n"), strings.Join(want, "\n"))
		}
	}
	// The fixups name the sources' own symbols, as written.
	if got := strings.Join(res[0].Encodings, "\n"); !strings.Contains(got, "value: .LBB0_1") || strings.Contains(got, "__wsbatch") {
		t.Errorf("a.s: fixups do not name .LBB0_1 as written:\n%s", got)
	}
}

// A source that swallows what follows it (an .if 0 never closed) leaves
// the run's output unsplittable: every source is then assembled alone and
// still gets its own result, the broken one its error.
func TestEncodingsBatchFallsBackAlone(t *testing.T) {
	mc := Require(t, "llvm-mc", 19)
	args := MCArgs("gfx1100", false, false)
	srcs := []Source{
		{"a.s", "\ts_nop 1\n"},
		{"open.s", "\t.if 0\n\ts_nop 2\n"},
		{"c.s", "\ts_nop 3\n"},
	}
	res, err := EncodingsBatch(mc, args, srcs)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range srcs {
		if !res[i].Alone {
			t.Errorf("%s: batched, want alone", s.Name)
		}
	}
	if res[1].Err == nil || !strings.Contains(res[1].Err.Error(), "open.s") {
		t.Errorf("open.s: got %v, want an error naming it", res[1].Err)
	}
	for _, i := range []int{0, 2} {
		if res[i].Err != nil || len(res[i].Encodings) != 1 {
			t.Errorf("%s: got %q, %v; want one encoding", srcs[i].Name, res[i].Encodings, res[i].Err)
		}
	}
}

// A joined text names each source's symbols apart, and a position in it
// maps back to the source and line that hold it.
func TestJoinNamesAndPositions(t *testing.T) {
	srcs := []Source{
		{"a.s", "k:\n\ts_nop 0\n"},
		{"b.s", "k:\n\ts_nop 0\n\ts_bogus\n"},
	}
	j := Join(srcs)
	if a, b := j.Symbol(0, "k"), j.Symbol(1, "k"); a == b || !strings.Contains(j.Text, "\n"+b+":") {
		t.Errorf("k is %q in a.s and %q in b.s: want two names, each defined in the text", a, b)
	}
	if got := j.Symbol(1, "f"); got != "f" {
		t.Errorf("b.s's undefined f is %q in the text, want f", got)
	}
	lines := strings.Split(j.Text, "\n")
	n := 0
	for i, l := range lines {
		if strings.Contains(l, "s_bogus") {
			n = i + 1
		}
	}
	msg := j.Relabel("all.s", fmt.Sprintf("all.s:%d:2: error: invalid instruction", n))
	if msg != "b.s:3:2: error: invalid instruction" {
		t.Errorf("Relabel gave %q, want b.s:3:2: ...", msg)
	}
}
