package launch

import (
	"strings"
	"testing"
)

// Check against an expectation that is shorter or longer than the buffer:
// the first extra element is reported with the value the buffer holds
// (or nothing, past its end), and every extra element counts.
func TestCheckLengths(t *testing.T) {
	p, spec, err := Load("../../traces/cmpx_if/llvm14-gfx1030.s", "../../traces/cmpx_if/launch.json", LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	full := spec.Expect["out"]
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
	if got[10] == 0 {
		t.Fatal("out[10] is 0: the test needs a non-zero element there")
	}

	spec.Expect["out"] = full[:10]
	m := d.Check()
	if m == nil || m.Index != 10 || m.Got != FormatValue(d.Buffers["out"].Type, got[10]) || m.Exp != nil || m.Count != len(got)-10 {
		t.Errorf("short expectation: %+v, want index 10, got %v, no expectation, %d elements", m, FormatValue(d.Buffers["out"].Type, got[10]), len(got)-10)
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
