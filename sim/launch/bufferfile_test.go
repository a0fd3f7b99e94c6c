package launch

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// npyFile writes a 1-d .npy file by hand (NEP 1), so the reader is
// checked against the format rather than against its own writer.
func npyFile(t testing.TB, path, descr string, n int, data []byte) {
	t.Helper()
	hdr := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': (%d,), }", descr, n)
	hdr += strings.Repeat(" ", 63-(10+len(hdr))%64) + "\n"
	var b bytes.Buffer
	b.WriteString("\x93NUMPY\x01\x00")
	binary.Write(&b, binary.LittleEndian, uint16(len(hdr)))
	b.WriteString(hdr)
	b.Write(data)
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func f32bytes(v ...float32) []byte {
	var b bytes.Buffer
	binary.Write(&b, binary.LittleEndian, v)
	return b.Bytes()
}

// A buffer's contents from an .npy file and from a raw file land in memory
// element for element, padded with zeros up to count; the run writes them
// back as .npy files that read again.
func TestBufferFiles(t *testing.T) {
	dir := t.TempDir()
	npyFile(t, filepath.Join(dir, "in.npy"), "<f4", 3, f32bytes(1.5, -2, 3.25))
	os.WriteFile(filepath.Join(dir, "raw.bin"), f32bytes(7, 8), 0o644)
	spec := `{"grid": [32], "workgroup": [32],
  "buffers": {"out": {"type": "f32", "file": "in.npy", "count": 5}, "r": {"type": "f32", "file": "raw.bin"}},
  "args": [{"buffer": "out"}]}`
	os.WriteFile(filepath.Join(dir, "spec.json"), []byte(spec), 0o644)
	s, err := LoadSpec(filepath.Join(dir, "spec.json"))
	if err != nil {
		t.Fatal(err)
	}
	p := mustParse(t, strings.Replace(errKernel, "%d", "0x100", 1)) // stores past the 5 elements: none land
	d, err := NewDispatch(p, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]float32{"out": {1.5, -2, 3.25, 0, 0}, "r": {7, 8}}
	for name, w := range want {
		got, err := d.Contents(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(w) {
			t.Fatalf("%s: %d elements, want %d", name, len(got), len(w))
		}
		for i := range w {
			if math.Float32frombits(uint32(got[i])) != w[i] {
				t.Errorf("%s[%d] = %v, want %v", name, i, math.Float32frombits(uint32(got[i])), w[i])
			}
		}
	}
	files, err := d.SaveNPY(filepath.Join(dir, "saved"))
	if err != nil || len(files) != 2 {
		t.Fatalf("SaveNPY: %v %v", files, err)
	}
	bf, err := openBufferFile(filepath.Join(dir, "saved", "out.npy"), F32)
	if err != nil {
		t.Fatalf("saved file does not read back: %v", err)
	}
	if bf.size != 20 {
		t.Errorf("saved out.npy holds %d bytes of elements, want 20", bf.size)
	}
}

func mustParse(t *testing.T, asm string) *isa.Program {
	t.Helper()
	p, err := isa.Parse("k.s", []byte(asm), isa.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Bad buffer files are errors at the spec's "file" value.
func TestBufferFileErrors(t *testing.T) {
	dir := t.TempDir()
	npyFile(t, filepath.Join(dir, "f64.npy"), "<f8", 2, make([]byte, 16))
	npyFile(t, filepath.Join(dir, "short.npy"), "<f4", 4, make([]byte, 12))
	npyFile(t, filepath.Join(dir, "big.npy"), "<f4", 1<<40, make([]byte, 8))
	os.WriteFile(filepath.Join(dir, "odd.bin"), make([]byte, 6), 0o644)
	os.WriteFile(filepath.Join(dir, "nomagic.npy"), []byte("PK\x03\x04 not numpy"), 0o644)
	os.WriteFile(filepath.Join(dir, "hdrlen.npy"), []byte("\x93NUMPY\x02\x00\xff\xff\xff\xff"), 0o644)
	os.WriteFile(filepath.Join(dir, "dict.npy"), append([]byte("\x93NUMPY\x01\x00\x10\x00"), "{'descr': }    \n"...), 0o644)
	npyFile(t, filepath.Join(dir, "ok.npy"), "<f4", 4, make([]byte, 16))
	ok, _ := os.ReadFile(filepath.Join(dir, "ok.npy"))
	os.WriteFile(filepath.Join(dir, "v1.1.npy"), append([]byte("\x93NUMPY\x01\x01"), ok[8:]...), 0o644)
	// Version 2's header length is 4 bytes: the 2-byte one and 2 of the header.
	v2 := append([]byte("\x93NUMPY\x02\x01"), ok[8:10]...)
	os.WriteFile(filepath.Join(dir, "v2.1.npy"), append(append(v2, 0, 0), ok[10:]...), 0o644)
	os.WriteFile(filepath.Join(dir, "v2.0.npy"), append(append(append([]byte("\x93NUMPY\x02\x00"), ok[8:10]...), 0, 0), ok[10:]...), 0o644)
	if _, err := openBufferFile(filepath.Join(dir, "v2.0.npy"), F32); err != nil {
		t.Fatalf("version 2.0 of the same file: %v", err)
	}
	cases := []struct{ name, buf, msg string }{
		{"dtype", `{"type": "f32", "file": "f64.npy"}`, "holds <f8 elements; a f32 buffer needs dtype <f4"},
		{"shape larger than data", `{"type": "f32", "file": "short.npy"}`, "shape [4] needs 16 bytes of data but the file has 12"},
		{"huge shape", `{"type": "f32", "file": "big.npy"}`, "holds more than the 1073741824 bytes"},
		{"partial element", `{"type": "f32", "file": "odd.bin"}`, "6 bytes is not a whole number of 4-byte f32 elements"},
		{"no magic", `{"type": "f32", "file": "nomagic.npy"}`, "not a NumPy .npy file"},
		{"header longer than file", `{"type": "f32", "file": "hdrlen.npy"}`, "does not fit the file"},
		{"malformed header", `{"type": "f32", "file": "dict.npy"}`, "is not the dictionary NumPy writes"},
		{"version 1.1", `{"type": "f32", "file": "v1.1.npy"}`, ".npy format version 1.1 is not one of 1.0, 2.0, 3.0"},
		{"version 2.1", `{"type": "f32", "file": "v2.1.npy"}`, ".npy format version 2.1 is not one of 1.0, 2.0, 3.0"},
		{"missing", `{"type": "f32", "file": "absent.npy"}`, "no such file"},
		{"count below the file", `{"type": "f32", "file": "ok.npy", "count": 2}`, "count 2 is smaller than the 4 elements"},
		{"data and file", `{"type": "f32", "file": "ok.npy", "data": [1]}`, "give one of data, file, iota and random"},
		{"directory", `{"type": "f32", "file": "."}`, "not a regular file"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := "{\"grid\": [1], \"workgroup\": [1], \"args\": [],\n \"buffers\": {\"b\": " + c.buf + "}}"
			_, err := ParseSpec(filepath.Join(dir, "spec.json"), []byte(src))
			if err == nil {
				t.Fatal("no error")
			}
			if !strings.HasPrefix(err.Error(), filepath.Join(dir, "spec.json")+":2:") {
				t.Errorf("error %q has no position on line 2", err)
			}
			if !strings.Contains(err.Error(), c.msg) {
				t.Errorf("error %q does not say %q", err, c.msg)
			}
		})
	}
}

// A launch with a 9M-element binary input loads, runs and reports within
// 200 MiB of allocation (the input itself is 36 MB).
func TestLargeBinaryInput(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a 36 MB file")
	}
	const n = 9_000_000
	dir := t.TempDir()
	data := make([]byte, 4*n)
	for i := 0; i < n; i++ {
		binary.LittleEndian.PutUint32(data[4*i:], math.Float32bits(float32(i%1000)/2))
	}
	npyFile(t, filepath.Join(dir, "x.npy"), "<f4", n, data)
	data = nil
	spec := `{"grid": [32], "workgroup": [32],
  "buffers": {"out": {"type": "f32", "file": "x.npy"}},
  "args": [{"buffer": "out"}]}`
	os.WriteFile(filepath.Join(dir, "spec.json"), []byte(spec), 0o644)
	var last uint64
	used := allocated(func() {
		s, err := LoadSpec(filepath.Join(dir, "spec.json"))
		if err != nil {
			t.Fatal(err)
		}
		d, err := NewDispatch(mustParse(t, strings.Replace(errKernel, "%d", "0", 1)), s, Options{Timing: true})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Run(); err != nil {
			t.Fatal(err)
		}
		last, err = d.Element("out", n-1)
		if err != nil {
			t.Fatal(err)
		}
	})
	if used > 200<<20 {
		t.Errorf("allocated %d MiB, more than 200", used>>20)
	}
	if got := math.Float32frombits(uint32(last)); got != float32((n-1)%1000)/2 {
		t.Errorf("last element %v, want %v", got, float32((n-1)%1000)/2)
	}
}

// Generated contents: iota in each type (up to the type's limits, floats
// rounded once), random from a seed (the same seed, the same
// elements; integers any bits, floats in [-1, 1)), and the errors.
func TestGeneratedBuffers(t *testing.T) {
	spec := `{"grid": [32], "workgroup": [32], "args": [{"buffer": "out"}],
  "buffers": {"out": {"type": "u32", "count": 4},
    "i": {"type": "i32", "count": 2, "iota": {"start": 2147483646}},
    "n": {"type": "i32", "count": 3, "iota": {"start": 1, "step": -1}},
    "m": {"type": "u64", "count": 2, "iota": {"start": 18446744073709551614, "step": 1}},
    "f": {"type": "f32", "count": 3, "iota": {"start": 0.5, "step": -0.25}},
    "u": {"type": "u64", "count": 2, "iota": {"start": 16, "step": 16}},
    "r": {"type": "f64", "count": 1000, "random": 7},
    "s": {"type": "f64", "count": 1000, "random": 7},
    "q": {"type": "i32", "count": 1000, "random": 8}}}`
	s, err := ParseSpec("spec.json", []byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewDispatch(mustParse(t, strings.Replace(errKernel, "%d", "0", 1)), s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]uint64{
		"i": {0x7ffffffe, 0x7fffffff},
		"n": {1, 0, 0xffffffff},
		"m": {0xfffffffffffffffe, 0xffffffffffffffff},
		"f": {uint64(math.Float32bits(0.5)), uint64(math.Float32bits(0.25)), 0},
		"u": {0x10, 0x20},
	}
	for name, w := range want {
		got, _ := d.Contents(name)
		for i := range w {
			if got[i] != w[i] {
				t.Errorf("%s[%d] = %#x, want %#x", name, i, got[i], w[i])
			}
		}
	}
	r, _ := d.Contents("r")
	same, _ := d.Contents("s")
	q, _ := d.Contents("q")
	neg, high := 0, 0
	for i := range r {
		f := math.Float64frombits(r[i])
		if r[i] != same[i] || f < -1 || f >= 1 {
			t.Fatalf("random f64 element %d: %v (the same seed gave %v)", i, f, math.Float64frombits(same[i]))
		}
		if f < 0 {
			neg++
		}
		if q[i] >= 1<<31 {
			high++
		}
	}
	// 1000 fair draws: far outside 400..600 is not uniform.
	if neg < 400 || neg > 600 || high < 400 || high > 600 {
		t.Errorf("random draws look biased: %d of 1000 floats negative, %d of 1000 ints with the top bit", neg, high)
	}

	for _, c := range []struct{ buf, msg string }{
		{`{"type": "f32", "iota": {}}`, "iota and random need a count"},
		{`{"type": "i32", "count": 2, "iota": {"step": 0.5}}`, "iota step of an integer buffer must be an integer, got 0.5"},
		// An element the type cannot hold is named, as a data element is.
		{`{"type": "i32", "count": 3, "iota": {"start": 2147483646}}`, "iota element 2 (start 2147483646, step 1): not an i32: 2147483648"},
		{`{"type": "u32", "count": 9, "iota": {"start": 4294967291}}`, "iota element 5 (start 4294967291, step 1): not a u32: 4294967296"},
		{`{"type": "u32", "count": 9, "iota": {"start": 3, "step": -1}}`, "iota element 4 (start 3, step -1): not a u32: -1"},
		{`{"type": "u32", "count": 2, "iota": {"start": -1}}`, "iota element 0 (start -1, step 1): not a u32: -1"},
		{`{"type": "i64", "count": 100, "iota": {"start": 0, "step": 1000000000000000000}}`, "iota element 10 (start 0, step 1000000000000000000): not an i64: 10000000000000000000"},
		{`{"type": "u64", "count": 3, "iota": {"start": 18446744073709551615}}`, "iota element 1 (start 18446744073709551615, step 1): not a u64: 18446744073709551616"},
		{`{"type": "f32", "count": 4, "iota": {"start": 3e38, "step": 2e37}}`, "iota element 3 (start 3e38, step 2e37): not an f32: 3.6000000000000004e+38"},
		{`{"type": "f64", "count": 4, "iota": {"start": 1e308, "step": 5e307}}`, "iota element 2 (start 1e308, step 5e307): not an f64: +Inf"},
		{`{"type": "i32", "count": 2, "random": 1, "data": [1]}`, "give one of data, file, iota and random"},
		{`{"type": "i32", "count": 2, "random": -1}`, "random must be uint64"},
	} {
		_, err := ParseSpec("spec.json", []byte("{\"grid\": [1], \"workgroup\": [1], \"args\": [],\n \"buffers\": {\"b\": "+c.buf+"}}"))
		if err == nil || !strings.HasPrefix(err.Error(), "spec.json:2:") || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: %v, want an error on line 2 saying %q", c.buf, err, c.msg)
		}
	}
}

// Buffers whose bytes are a whole number of the generator's 64 KiB chunks
// (16384 f32 elements), generated or given as data, fill exactly: the last
// chunk is not followed by an empty write past the buffer's end.
func TestContentsOfWholeChunks(t *testing.T) {
	var data strings.Builder
	for i := 0; i < 1<<15; i++ {
		fmt.Fprintf(&data, "%d,", i)
	}
	spec := `{"grid": [32], "workgroup": [32], "args": [{"buffer": "out"}],
  "buffers": {"out": {"type": "u32", "count": 32},
    "g": {"type": "f32", "count": 16384, "iota": {"start": 1}},
    "d": {"type": "u32", "data": [` + strings.TrimSuffix(data.String(), ",") + `]}}}`
	s, err := ParseSpec("spec.json", []byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewDispatch(mustParse(t, strings.Replace(errKernel, "%d", "0", 1)), s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := d.Contents("g")
	dd, _ := d.Contents("d")
	if len(g) != 16384 || math.Float32frombits(uint32(g[16383])) != 16384 || len(dd) != 1<<15 || dd[1<<15-1] != 1<<15-1 {
		t.Errorf("g has %d elements, d %d", len(g), len(dd))
	}
}
