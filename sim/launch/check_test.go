package launch

import (
	"strings"
	"testing"
)

// Check compares the elements the expectation lists: a shorter list
// checks a prefix (and still catches a wrong element in it); a longer one
// reports the first element past the buffer's end (nothing got) and
// counts every missing one.
func TestCheckLengths(t *testing.T) {
	p, spec, err := Load("../../traces/cmpx_if/llvm14-gfx1030.s", "../../traces/cmpx_if/launch.json", LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	full := spec.Expected("out")
	d, err := NewDispatch(p, spec, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	if m := d.Check(); m != nil {
		t.Fatalf("full expectation: %v", m)
	}
	got, err := d.Contents("out")
	if err != nil {
		t.Fatal(err)
	}
	spec.Expect["out"] = full[:10]
	if m := d.Check(); m != nil {
		t.Errorf("a 10-element prefix of the right values: %v", m)
	}
	typ := d.Buffers["out"].Type
	wrong := typ.Format(got[3] ^ 1)
	spec.Expect["out"] = append(append([]any{}, full[:3]...), wrong)
	m := d.Check()
	if m == nil || m.Index != 3 || m.Got != typ.Format(got[3]) || m.Exp != wrong || m.Count != 1 {
		t.Errorf("a wrong element in a prefix: %+v, want index 3, got %v, %v expected, 1 element", m, typ.Format(got[3]), wrong)
	}

	spec.Expect["out"] = append(append([]any{}, full...), 7, 8)
	m = d.Check()
	if m == nil || m.Index != len(got) || m.Got != nil || m.Exp != 7 || m.Count != 2 {
		t.Errorf("long expectation: %+v, want index %d, nothing got, 7 expected, 2 elements", m, len(got))
	}
	if want := "got nothing (past the end), want 7 (2 differing elements)"; m != nil && !strings.HasSuffix(m.Error(), want) {
		t.Errorf("message %q does not end %q", m.Error(), want)
	}
}
