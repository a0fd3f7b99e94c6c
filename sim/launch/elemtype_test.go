package launch

import (
	"encoding/json"
	"strings"
	"testing"
)

// Each element type's name, size, kind and NumPy dtype (NEP 1 type
// strings: '<' little-endian, i/u/f, bytes).
func TestElemTypeTable(t *testing.T) {
	cases := []struct {
		name          string
		t             ElemType
		size          int
		signed, float bool
		npy           string
	}{
		{"i32", I32, 4, true, false, "<i4"},
		{"u32", U32, 4, false, false, "<u4"},
		{"f32", F32, 4, false, true, "<f4"},
		{"i64", I64, 8, true, false, "<i8"},
		{"u64", U64, 8, false, false, "<u8"},
		{"f64", F64, 8, false, true, "<f8"},
	}
	if len(cases) != int(numElemTypes)-1 {
		t.Fatalf("%d cases for %d types", len(cases), numElemTypes-1)
	}
	for _, c := range cases {
		got, ok := ParseElemType(c.name)
		if !ok || got != c.t || got.String() != c.name {
			t.Errorf("ParseElemType(%q) = %v (%d), %v", c.name, got, got, ok)
		}
		if c.t.Size() != c.size || c.t.Signed() != c.signed || c.t.Float() != c.float || c.t.Integer() == c.float || c.t.info().npy != c.npy {
			t.Errorf("%s: size %d, signed %v, float %v, dtype %s; want %+v", c.name, c.t.Size(), c.t.Signed(), c.t.Float(), c.t.info().npy, c)
		}
	}
	for _, bad := range []string{"", "f16", "I32", "i32 ", "int", "buffer", "dwords"} {
		if got, ok := ParseElemType(bad); ok || got.Valid() {
			t.Errorf("ParseElemType(%q) = %v, %v; want no type", bad, got, ok)
		}
	}
	var none ElemType
	if none.Valid() || none.Size() != 0 || none.Integer() || none.String() != "" {
		t.Errorf("the zero ElemType is a type: %q, %d bytes", none, none.Size())
	}
}

// Numbers read as the type's bits, print back as the same number, and a
// number outside the type is refused with the type's name.
func TestElemTypeValues(t *testing.T) {
	cases := []struct {
		t    ElemType
		num  string
		bits uint64
		err  string // "" for a good number
	}{
		{I32, "-1", 0xffffffff, ""},
		{I32, "2147483647", 0x7fffffff, ""},
		{I32, "2147483648", 0, "not an i32: 2147483648"},
		{I32, "1.5", 0, "not an i32: 1.5"},
		{U32, "4294967295", 0xffffffff, ""},
		{U32, "-1", 0, "not a u32: -1"},
		{U32, "4294967296", 0, "not a u32: 4294967296"},
		{I64, "-9223372036854775808", 1 << 63, ""},
		{I64, "9223372036854775808", 0, "not an i64: 9223372036854775808"},
		{U64, "18446744073709551615", ^uint64(0), ""},
		{U64, "-0", 0, "not a u64: -0"},
		{U64, "1e3", 0, "not a u64: 1e3"},
		{F32, "0.5", 0x3f000000, ""},
		{F32, "-2", 0xc0000000, ""},
		{F32, "1e39", 0, "not an f32: 1e39"},
		{F64, "0.1", 0x3fb999999999999a, ""},
		{F64, "1e309", 0, "not an f64: 1e309"},
	}
	for _, c := range cases {
		bits, err := encodeValue(c.t, json.Number(c.num))
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("%s %s: bits %#x, err %v; want %q", c.t, c.num, bits, err, c.err)
			}
			if _, ok := c.t.parse(c.num, 10); ok {
				t.Errorf("%s %s: the packed reader takes it", c.t, c.num)
			}
			continue
		}
		if err != nil || bits != c.bits {
			t.Errorf("%s %s: %#x, %v; want %#x", c.t, c.num, bits, err, c.bits)
		}
		if b, ok := c.t.parse(c.num, 10); !ok || b != c.bits {
			t.Errorf("%s %s: the packed reader gives %#x, %v", c.t, c.num, b, ok)
		}
		back, err := encodeValue(c.t, c.t.Format(bits))
		if err != nil || back != bits {
			t.Errorf("%s %s: prints as %v, which reads back as %#x, %v", c.t, c.num, c.t.Format(bits), back, err)
		}
	}
	if got := F32.Format(0x7fc00000); got != "NaN" {
		t.Errorf("f32 NaN prints as %v", got)
	}
	if got := I32.Format(0xffffffff); got != json.Number("-1") {
		t.Errorf("i32 -1 prints as %v", got)
	}
}

// The spec names a type once, as JSON text, and gets it back as written;
// a name that is not a type, or no name, is an error at its position.
func TestSpecElemTypes(t *testing.T) {
	spec := func(buf string) string {
		return `{"grid": [1], "workgroup": [1],
 "buffers": {"b": ` + buf + `}, "args": [{"buffer": "b"}]}`
	}
	cases := []struct {
		name, spec string
		want       ElemType
		pos, msg   string // a refused spec
	}{
		{"f64", spec(`{"type": "f64", "data": [0.5]}`), F64, "", ""},
		{"u64", spec(`{"type": "u64", "count": 2}`), U64, "", ""},
		{"unknown name", spec(`{"type": "f16", "count": 1}`), 0, "spec.json:2:28", `buffer "b": unknown type "f16" (i32, u32, i64, u64, f32, f64)`},
		{"case matters", spec(`{"type": "I32", "count": 1}`), 0, "spec.json:2:28", `unknown type "I32"`},
		{"escaped name", spec(`{"type": "\u0066\u0031\u0036", "count": 1}`), 0, "spec.json:2:28", `unknown type "f16"`},
		{"no type", spec(`{"count": 1}`), 0, "spec.json:2:19", `unknown type ""`},
		// encoding/json places the error after the value and leaves the
		// map key out of the field's path.
		{"a number", spec(`{"type": 32, "count": 1}`), 0, "spec.json:2:30", "buffers.type must be a type name (i32, u32, i64, u64, f32, f64), got number"},
		{"unknown argument kind", `{"grid": [1], "workgroup": [1], "buffers": {},
 "args": [{"f16": 1}]}`, 0, "spec.json:2:19", `argument 0: unknown kind "f16" (buffer, dwords, i32, u32, i64, u64, f32, f64)`},
		{"float argument with a range", `{"grid": [1], "workgroup": [1], "buffers": {},
 "args": [{"f32": 1, "random": [0, 2]}]}`, 0, "spec.json:2:32", `"random" applies to integer arguments`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := ParseSpec("spec.json", []byte(c.spec))
			if c.msg != "" {
				if err == nil {
					t.Fatal("accepted")
				}
				if got := err.Error(); !strings.HasPrefix(got, c.pos+": ") || !strings.Contains(got, c.msg) {
					t.Fatalf("error %q, want %s: ...%s...", got, c.pos, c.msg)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Buffers["b"].Type; got != c.want {
				t.Fatalf("type %v, want %v", got, c.want)
			}
			if out := string(s.JSON()); !strings.Contains(out, `"type": "`+c.want.String()+`"`) {
				t.Errorf("written back as\n%s", out)
			}
		})
	}
}
