package irgen

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"
)

func testKernel() *Kernel {
	return &Kernel{
		Name: "k1", Grid: [3]int{4, 1, 1}, Workgroup: [3]int{4, 1, 1},
		Buffers: []Buffer{
			{Name: "out", Type: "u32", Init: []uint64{0, 0, 0, 0}, Output: true},
			{Name: "in", Type: "f32", Init: []uint64{uint64(math.Float32bits(1.5)), uint64(math.Float32bits(float32(math.Inf(-1)))), 0x80000000, 1}},
			{Name: "wide", Type: "i64", Init: []uint64{1 << 63, 2, 3, 4}, Output: true},
		},
		Args: []Arg{{Buffer: "out"}, {Buffer: "in"}, {Buffer: "wide"}, {Type: "i32", Bits: 0xffffffff}, {Type: "f64", Bits: math.Float64bits(-0.25)}},
	}
}

func TestLaunchJSON(t *testing.T) {
	k := testKernel()
	expect := map[string][]uint64{"out": {1, 2, 3, 0xffffffff}, "wide": {5, 6, 7, 1 << 63}}
	src, err := k.LaunchJSON(expect)
	if err != nil {
		t.Fatal(err)
	}
	var l struct {
		Kernel    string
		Grid      [3]int
		Workgroup [3]int
		Buffers   map[string]struct {
			Type  string
			Count int
			Data  []any
		}
		Args   []map[string]any
		Expect map[string][]json.Number
	}
	if err := json.Unmarshal(src, &l); err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	if l.Kernel != "k1" || l.Buffers["in"].Data[1] != "-Inf" || l.Buffers["in"].Data[2] != "-0" && l.Buffers["in"].Data[2] != -0.0 {
		t.Errorf("launch:\n%s", src)
	}
	if !strings.Contains(string(src), `{"i32":-1}`) || !strings.Contains(string(src), `{"f64":-0.25}`) || !strings.Contains(string(src), "-9223372036854775808") {
		t.Errorf("arguments or i64 values:\n%s", src)
	}
	if got := l.Expect["out"]; len(got) != 4 || got[3] != "4294967295" {
		t.Errorf("expect out %v", got)
	}
	if src, _ := k.LaunchJSON(nil); strings.Contains(string(src), "expect") {
		t.Errorf("no expectation given, but:\n%s", src)
	}
	if _, err := k.LaunchJSON(map[string][]uint64{"out": {1}}); err == nil {
		t.Error("a short expectation is accepted")
	}
}

func TestParseHostOutputErrors(t *testing.T) {
	k := testKernel()
	good := "B out\n00000001\n00000002\n00000003\nffffffff\nB wide\n0000000000000005\n0000000000000006\n0000000000000007\n8000000000000000\n"
	got, err := k.ParseHostOutput([]byte(good))
	want := map[string][]uint64{"out": {1, 2, 3, 0xffffffff}, "wide": {5, 6, 7, 1 << 63}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("ParseHostOutput = %v, %v; want %v", got, err, want)
	}
	for _, c := range []struct{ name, out, want string }{
		{"short", "B out\n00000001\n00000002\nB wide\n0000000000000005\n0000000000000006\n0000000000000007\n8000000000000000\n", "2 values for buffer out, want 4"},
		{"missing", "B out\n00000001\n00000002\n00000003\n00000004\n", "0 values for buffer wide"},
		{"not hex", "B out\n00000001\n0000xyz0\n", "line 3"},
		{"unpadded", "B out\n1\n", "not 8 hex digits"},
		{"input buffer", "B in\n00000001\n", "not an output buffer"},
		{"before a buffer", "00000001\n", "before any buffer"},
		{"twice", "B out\nB out\n", "printed twice"},
	} {
		if _, err := k.ParseHostOutput([]byte(c.out)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}
