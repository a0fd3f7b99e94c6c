package launch

import (
	"encoding/binary"
	"encoding/json"
	"strings"
	"testing"
)

// A kernel taking a buffer, an i32 and a 16-byte aggregate by value: the
// template names them from the metadata, runs as written, and a dwords
// argument lands in the kernarg segment byte for byte.
func TestTemplateAndDwords(t *testing.T) {
	meta := "\t.amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:\n" +
		"      - .name: out\n        .offset: 0\n        .size: 8\n        .value_kind: global_buffer\n" +
		"      - .name: n\n        .offset: 8\n        .size: 4\n        .value_kind: by_value\n" +
		"      - .name: rsrc\n        .offset: 16\n        .size: 16\n        .value_kind: by_value\n" +
		"    .kernarg_segment_size: 32\n    .name: k\n...\n\t.end_amdgpu_metadata\n"
	p := mustParse(t, strings.Replace(errKernel, "%d", "0", 1)+meta)
	s, notes := Template(p, p.Kernels[0], 32, 32)
	if len(s.Args) != 3 || s.Args[0]["buffer"] != "out" || s.Args[1]["i32"] == nil || len(s.Args[2]["dwords"].([]any)) != 4 {
		t.Fatalf("template args %v", s.Args)
	}
	if len(notes) != 2 || !strings.Contains(notes[0], "buffer out") ||
		notes[1] != `argument 1 (n): 4 bytes by value; the metadata gives no element type, so {"i32": 0} is a placeholder: write it as f32, i32 or u32, as the kernel reads it (a float as {"f32": 1.5})` {
		t.Errorf("notes %q", notes)
	}
	spec, err := ParseSpec("spec.json", s.JSON())
	if err != nil {
		t.Fatalf("the template does not load: %v", err)
	}
	spec.Args[2] = map[string]any{"dwords": []any{jsonNum("1"), jsonNum("2"), jsonNum("4294967295"), jsonNum("16")}}
	d, err := NewDispatch(p, spec, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var kern [16]byte
	if err := d.Mem.Read(d.KernargAddr+16, kern[:]); err != nil {
		t.Fatal(err)
	}
	for i, want := range []uint32{1, 2, 0xffffffff, 16} {
		if got := binary.LittleEndian.Uint32(kern[4*i:]); got != want {
			t.Errorf("kernarg dword %d = %#x, want %#x", i, got, want)
		}
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	spec.Args[2] = map[string]any{"dwords": []any{jsonNum("1")}}
	if _, err := NewDispatch(p, spec, Options{}); err == nil || !strings.Contains(err.Error(), "by_value of 16 bytes in the kernel, but the launch gives 4 bytes") {
		t.Errorf("a 4-byte dwords for a 16-byte aggregate: %v", err)
	}
}

func jsonNum(s string) any { return json.Number(s) }

// A float value in an integer argument (the template's placeholder kind)
// is an error naming the argument and the float spelling; an integer
// literal in a float argument is a float.
func TestArgFloatInIntegerKind(t *testing.T) {
	for _, c := range []struct{ arg, want string }{
		{`{"i32": 10.5}`, `spec.json:1:62: argument 1: 10.5 has a decimal point or exponent, so it is not an integer (i32); if the kernel reads a float, write {"f32": 10.5}`},
		{`{"u64": 2e3}`, `argument 1: 2e3 has a decimal point or exponent, so it is not an integer (u64); if the kernel reads a float, write {"f64": 2e3}`},
		{`{"f32": 10}`, ""},
		{`{"i32": 10}`, ""},
	} {
		src := `{"grid": [1], "workgroup": [1], "args": [{"i32": 1}, ` + c.arg + `]}`
		_, err := ParseSpec("spec.json", []byte(src))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.arg, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: %v\nwant %s", c.arg, err, c.want)
		}
	}
}
