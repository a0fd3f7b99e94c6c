package launch

import (
	"bytes"
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// samePacked checks a parsed spec's buffer contents and expectations
// against encoding/json's plain decoding of the same text: the arrays
// ParseSpec cuts out and packs hold what decoding them would have.
func samePacked(t *testing.T, src []byte, s *Spec) {
	t.Helper()
	var ref struct {
		Buffers map[string]*struct{ Data []any }
		Expect  map[string][]any
	}
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.UseNumber()
	if err := dec.Decode(&ref); err != nil {
		t.Fatalf("ParseSpec accepted what encoding/json does not: %v", err)
	}
	same := func(what string, typ ElemType, want []any, n int, got func(i int) uint64) {
		if len(want) != n {
			t.Fatalf("%s: %d elements, encoding/json decodes %d", what, n, len(want))
		}
		for i, v := range want {
			if w, _ := encodeValue(typ, v); w != got(i) {
				t.Fatalf("%s[%d] = %#x, want %#x (%v)", what, i, got(i), w, v)
			}
		}
	}
	for name, b := range s.Buffers {
		r := ref.Buffers[name]
		if r == nil {
			t.Fatalf("buffer %q: not in encoding/json's decoding", name)
		}
		switch {
		case b.data != nil:
			same("buffers."+name+".data", b.Type, r.Data, b.data.n, b.data.at)
		default:
			same("buffers."+name+".data", b.Type, r.Data, len(b.Data), func(i int) uint64 { v, _ := encodeValue(b.Type, b.Data[i]); return v })
		}
	}
	for name := range s.Expect {
		n, at := s.expected(name)
		same("expect."+name, s.Buffers[name].Type, ref.Expect[name], n, func(i int) uint64 { v, _ := at(i); return v })
	}
}

// Arrays are cut as encoding/json would decode them: escaped keys, arrays
// that are not all numbers left to encoding/json. (A repeated key, and a
// key whose case differs from its field's, are refused:
// jsonstrict_test.go.)
func TestCutArraysLikeDecoding(t *testing.T) {
	for _, src := range []string{
		`{"grid": [32], "workgroup": [32], "buffers": {"a": {"type": "f32", "data": [1.5, -0, 2e3, 1E-2, 0.25]}}, "args": [], "expect": {"a": [1.5, 0]}}`,
		`{"grid": [32], "workgroup": [32], "buffers": {"a": {"type": "u32", "d\u0061ta": [7, 8]}}, "args": []}`,
		`{"grid": [32], "workgroup": [32], "buffers": {"a": {"type": "u32", "data": []}}, "args": []}`,
		`{"buffers": {"a": {"type": "u64", "data": [18446744073709551615, 0]}}, "grid": [32], "workgroup": [32], "args": [], "expect": {"a": [2, 3]}}`,
		`{"buffers": {"a": {"type": "f64", "data": [  1 ,2,
		   3.5e300 ]}, "b": {"type": "i64", "iota": {"start": 3}, "count": 4}}, "grid": [32], "workgroup": [32], "args": [], "expect": {"b": [3, 4]}}`,
		`{"grid": [32], "workgroup": [32], "buffers": {"a.b": {"type": "u32", "data": [1]}, "c": {"type": "u32", "data": [2]}}, "args": []}`,
	} {
		s, err := ParseSpec("spec.json", []byte(src))
		if err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		samePacked(t, []byte(src), s)
		// The spec written back reads the same.
		again, err := ParseSpec("again.json", s.JSON())
		if err != nil {
			t.Fatalf("%s written back: %v\n%s", src, err, s.JSON())
		}
		samePacked(t, s.JSON(), again)
	}
}

// A bad element of a long array is an error at its own line and column,
// as are the errors encoding/json finds after a cut array.
func TestPackedErrorPositions(t *testing.T) {
	long := strings.Repeat("1, ", 5000)
	for _, tc := range []struct{ spec, want string }{
		{`{"grid": [32], "workgroup": [32],
  "buffers": {"a": {"type": "i32", "data": [` + long + `
    2, 1.5]}}, "args": []}`, `spec.json:3:8: buffer "a" element 5001: not an i32: 1.5`},
		{`{"grid": [32], "workgroup": [32], "buffers": {"a": {"type": "u32", "count": 4}},
  "expect": {"a": [` + long + `-1]}, "args": []}`, `spec.json:2:15020: expected a element 5000: not a u32: -1`},
		{`{"grid": [32], "workgroup": [32], "buffers": {"a": {"type": "f32", "data": [` + long + `1]}},
  "args": [{"bufer": "a"}]}`, `spec.json:2:22: argument 0: unknown kind "bufer"`},
		{`{"grid": [32], "workgroup": [32], "buffers": {"a": {"type": "f32", "data": [` + long + `1]}},
  "args": [}`, `spec.json:2:12: JSON syntax error: invalid character '}' looking for beginning of value`},
		{`{"grid": [32], "workgroup": [32], "buffers": {"a": {"type": "f32", "data": [` + long + `1]}},
  "args": 7}`, `spec.json:2:12: args must be []map[string]interface {}, got number`},
		{`{"grid": [32], "workgroup": [32], "buffers": {"a": {"type": "f32", "data": [` + long + `1], "nope": 1}}, "args": []}`,
			`spec.json:1:15081: unknown field "nope"`},
	} {
		_, err := ParseSpec("spec.json", []byte(tc.spec))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("got %v\nwant %s", err, tc.want)
		}
	}
}

// Reading a long array costs its bytes: a few allocations whatever its
// length, no boxed value per element.
func TestParseSpecLongArrayAllocs(t *testing.T) {
	spec := func(n int) []byte {
		var b strings.Builder
		b.WriteString(`{"grid": [32], "workgroup": [32], "buffers": {"x": {"type": "f32", "data": [`)
		for i := 0; i < n; i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%d.%d", i%1000, i%7)
		}
		b.WriteString(`]}}, "args": [], "expect": {"x": [1, 2, 3]}}`)
		return []byte(b.String())
	}
	measure := func(src []byte) (allocs float64, bytes uint64) {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		allocs = testing.AllocsPerRun(3, func() {
			if _, err := ParseSpec("spec.json", src); err != nil {
				t.Fatal(err)
			}
		})
		runtime.ReadMemStats(&after)
		return allocs, (after.TotalAlloc - before.TotalAlloc) / 4
	}
	small, big := spec(2000), spec(200000)
	a1, b1 := measure(small)
	a2, b2 := measure(big)
	t.Logf("2,000 elements: %.0f allocations, %d bytes; 200,000: %.0f allocations, %d bytes", a1, b1, a2, b2)
	if a2 > a1+20 {
		t.Errorf("allocations grow with the array: %.0f for 2,000 elements, %.0f for 200,000", a1, a2)
	}
	if per := float64(b2) / 200000; per > 12 {
		t.Errorf("%.1f bytes allocated per element (the packed element is 4)", per)
	}
}
