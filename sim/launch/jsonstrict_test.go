package launch

import (
	"strings"
	"testing"
)

// A spec with text after its object or a key given twice is refused at the
// offence: encoding/json alone keeps the last key (a map merges both) and a
// Decoder stops reading after the first value.
func TestSpecStrictJSON(t *testing.T) {
	for _, c := range []struct{ name, spec, want string }{
		{"trailing garbage", errSpec + "\n}x", `spec.json:7:1: text after the end of the JSON value`},
		{"second object", errSpec + ` {"grid": [64]}`, `spec.json:6:3: text after the end of the JSON value`},
		{"buffers twice", strings.Replace(errSpec, `"args"`, `"buffers": {"in": {"type": "u32", "count": 4}},
  "args"`, 1), `spec.json:5:3: key "buffers" appears twice in this object (first at line 4 column 3)`},
		{"buffer named twice", strings.Replace(errSpec, `"count": 32}}`, `"count": 32}, "out": {"type": "f32", "count": 8}}`, 1),
			`spec.json:4:52: key "out" appears twice in this object (first at line 4 column 15)`},
		{"data twice in one buffer", strings.Replace(errSpec, `"count": 32}}`, `"data": [1, 2], "data": [3]}}`, 1),
			`spec.json:4:54: key "data" appears twice in this object (first at line 4 column 38)`},
		{"grid twice", strings.Replace(errSpec, `"workgroup"`, `"grid": [64], "workgroup"`, 1), `spec.json:3:3: key "grid" appears twice`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseSpec("spec.json", []byte(c.spec))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want %q\n%s", err, c.want, c.spec)
			}
		})
	}
	// What encoding/json alone would have read as the last key, or merged.
	for _, src := range []string{
		`{"grid": [32], "workgroup": [32], "buffers": {"a": {"type": "u32", "data": [1, 2, 3], "d\u0061ta": [4]}}, "args": []}`,
		`{"grid": [32], "workgroup": [32], "buffers": {"a": {"type": "u32", "data": [1, 2, 3], "data": null}}, "args": []}`,
		`{"grid": [32], "workgroup": [32], "buffers": {"a": {"type": "u32", "count": 4}, "a": {"type": "u64", "data": [5, 6]}}, "args": []}`,
		`{"buffers": {"a": {"type": "u64", "data": [1, 0]}}, "grid": [32], "workgroup": [32], "args": [], "expect": {"a": [1], "a": [2, 3]}}`,
		`{"grid": [32], "workgroup": [32], "buffers": {"a": {"type": "u32", "data": [1]}}, "buffers": {"c": {"type": "u32", "data": [2]}}, "args": []}`,
	} {
		if _, err := ParseSpec("spec.json", []byte(src)); err == nil || !strings.Contains(err.Error(), "appears twice in this object") {
			t.Errorf("%s: got %v, want a repeated key refused", src, err)
		}
	}
	// Trailing white space, "x" beside "X" and the same key in two objects
	// are fine.
	ok := strings.Replace(errSpec, `"count": 32}}`, `"count": 32}, "OUT": {"type": "u32", "count": 1, "data": [1]}}`, 1) + "\n\n\t "
	if _, err := ParseSpec("spec.json", []byte(ok)); err != nil {
		t.Fatal(err)
	}
}

// encoding/json matches a key to a struct field ignoring case, so a key
// written in another case decoded into the field, the last of two
// winning: {"kernel": "nope", "Kernel": "k"} ran kernel k. In an object
// decoded into a struct (the spec, a buffer, an iota) a key must be the
// field's name as written; it is refused at the key. Map keys (buffer
// names, expect, an argument's keys) stay as written.
func TestSpecStrictJSONFieldCase(t *testing.T) {
	for _, c := range []struct{ name, spec, want string }{
		{"kernel twice", `{"kernel":"nope","Kernel":"k","grid":[32],"workgroup":[32],"buffers":{},"args":[]}`,
			`spec.json:1:18: key "Kernel" is not "kernel": encoding/json would read it as "kernel", ignoring case; write "kernel"`},
		{"grid alone", `{"GRID":[32],"workgroup":[32],"buffers":{},"args":[]}`, `spec.json:1:2: key "GRID" is not "grid"`},
		{"buffer field", strings.Replace(errSpec, `"count": 32`, `"count": 32, "Count": 64`, 1), `spec.json:4:51: key "Count" is not "count"`},
		{"iota field", strings.Replace(errSpec, `"count": 32`, `"count": 32, "iota": {"start": 1, "STEP": 2}`, 1), `spec.json:4:72: key "STEP" is not "step"`},
		{"escaped", `{"k\u0065rnel":"k","Kernel":"k","grid":[32],"workgroup":[32],"buffers":{},"args":[]}`, `spec.json:1:20: key "Kernel" is not "kernel"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseSpec("spec.json", []byte(c.spec))
			if err == nil || !strings.HasPrefix(err.Error(), c.want) {
				t.Fatalf("got %v, want %q\n%s", err, c.want, c.spec)
			}
		})
	}
	// Buffer names, expected outputs and argument keys are map keys:
	// "Out" beside "out", and "Kernel" as a buffer's name, are fine.
	ok := `{"grid": [32], "workgroup": [32], "buffers": {"out": {"type": "u32", "count": 32}, "Out": {"type": "u32", "count": 32}, "Kernel": {"type": "u32", "count": 1}},
  "args": [{"buffer": "out"}], "expect": {"out": [1], "Out": [2]}}`
	if _, err := ParseSpec("spec.json", []byte(ok)); err != nil {
		t.Fatal(err)
	}
}
