package launch

import (
	"encoding/json"
	"strings"
	"testing"
)

// A float element or argument may be "NaN", "+Inf" ("Inf") or "-Inf", the
// strings Format prints for them (JSON has no such numbers), so a launch
// holding one round-trips through its JSON; other strings, and these on
// integer types, are errors. Bits by hand: f32 NaN 0x7fc00000, -inf
// 0xff800000; f64 +inf 0x7ff0000000000000.
func TestNonFiniteStrings(t *testing.T) {
	for _, c := range []struct {
		t    ElemType
		v    any
		bits uint64
		err  string
	}{
		{F32, "NaN", 0x7fc00000, ""},
		{F32, "-Inf", 0xff800000, ""},
		{F32, "+Inf", 0x7f800000, ""},
		{F64, "Inf", 0x7ff0000000000000, ""},
		{F64, "-Inf", 0xfff0000000000000, ""},
		{F32, "nan", 0, `want a number, or "NaN", "+Inf" or "-Inf", got "nan"`},
		{I32, "NaN", 0, "want a number, got NaN"},
	} {
		bits, err := encodeValue(c.t, c.v)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s %v: error %v, want %q", c.t, c.v, err, c.err)
		case c.err == "" && (err != nil || bits != c.bits):
			t.Errorf("%s %v: %#x, %v; want %#x", c.t, c.v, bits, err, c.bits)
		case c.err == "" && c.t.Format(bits) != c.v && c.v != "Inf":
			t.Errorf("%s %v prints as %v", c.t, c.v, c.t.Format(bits))
		}
	}
	src := `{"grid": [1], "workgroup": [1], "buffers": {"a": {"type": "f32", "data": [1.5, "NaN", "-Inf"]}},
 "args": [{"buffer": "a"}, {"f64": "+Inf"}]}`
	s, err := ParseSpec("spec.json", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	again, err := ParseSpec("again.json", s.JSON())
	if err != nil {
		t.Fatalf("%v\n%s", err, s.JSON())
	}
	gen, n, err := again.Buffers["a"].generator()
	if err != nil || n != 3 || gen(0) != 0x3fc00000 || gen(1) != 0x7fc00000 || gen(2) != 0xff800000 {
		t.Errorf("buffer a: %d elements, err %v", n, err)
	}
	if fa := again.FloatArgs(); len(fa) != 1 || fa[0].Bits != 0x7ff0000000000000 {
		t.Errorf("FloatArgs %+v", fa)
	}
	var back map[string]any
	if err := json.Unmarshal(again.JSON(), &back); err != nil || !strings.Contains(string(again.JSON()), `"-Inf"`) {
		t.Errorf("%v\n%s", err, again.JSON())
	}
	if _, err := ParseSpec("bad.json", []byte(strings.Replace(src, `"NaN"`, `"nope"`, 1))); err == nil ||
		!strings.Contains(err.Error(), `got "nope"`) {
		t.Errorf("a bad string: %v", err)
	}
}
