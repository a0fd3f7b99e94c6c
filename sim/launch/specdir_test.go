package launch

import (
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/sbinet/npyio/npy"
)

// WriteDir puts a large drawn buffer in a .npy file NumPy's format
// reader (npyio) reads back element for element, keeps a small one in
// launch.json, and names a buffer file by its absolute path: the written
// spec loads from its own directory.
func TestWriteDir(t *testing.T) {
	const big = InlineElements + 3
	s := &Spec{Kernel: "k", Grid: []int{64}, Workgroup: []int{64}, Buffers: map[string]*BufferSpec{}}
	want := map[string]any{}
	for _, c := range []struct {
		name string
		t    ElemType
		bits func(i int) uint64
		read func(path string) any
	}{
		{"f32", F32, func(i int) uint64 { return uint64(math.Float32bits(float32(i) / 3)) }, readNPY[float32]},
		{"i32", I32, func(i int) uint64 { return uint64(uint32(int32(-i))) }, readNPY[int32]},
		{"u64", U64, func(i int) uint64 { return uint64(i) << 33 }, readNPY[uint64]},
		{"f64", F64, func(i int) uint64 { return math.Float64bits(-float64(i) / 7) }, readNPY[float64]},
	} {
		b := NewPackedBuffer(c.t, big)
		for i := range big {
			b.SetBits(i, c.bits(i))
		}
		s.Buffers[c.name] = b
		want[c.name] = c.read
	}
	small := NewPackedBuffer(U32, 5)
	small.SetBits(4, 9)
	s.Buffers["small"] = small
	dir := t.TempDir()
	files, err := s.WriteDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 5 || filepath.Base(files[4]) != "launch.json" {
		t.Fatalf("wrote %v, want four .npy files and launch.json", files)
	}
	for name, b := range s.Buffers {
		if name == "small" {
			continue
		}
		got := want[name].(func(string) any)(filepath.Join(dir, name+".npy"))
		v := reflect.ValueOf(got)
		if v.Len() != big {
			t.Fatalf("%s.npy holds %d elements, want %d", name, v.Len(), big)
		}
		for _, i := range []int{0, 1, big / 2, big - 1} {
			bits, _ := b.Bits(i)
			if e := elemBitsOf(v.Index(i).Interface()); e != bits {
				t.Fatalf("%s.npy element %d: 0x%x, want 0x%x", name, i, e, bits)
			}
		}
	}
	js, err := os.ReadFile(filepath.Join(dir, "launch.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(js), `"file": "f32.npy"`) || strings.Count(string(js), ".npy") != 4 || !strings.Contains(string(js), `"data": [`) {
		t.Fatalf("launch.json does not name the four files and hold the small buffer:\n%s", js)
	}
	back, err := LoadSpec(filepath.Join(dir, "launch.json"))
	if err != nil {
		t.Fatal(err)
	}
	if n := back.Buffers["f64"].Len(); n != big {
		t.Fatalf("the written spec's f64 buffer has %d elements, want %d", n, big)
	}
	// A buffer the written spec reads from a file, written again from
	// elsewhere, names it so it still loads.
	other := t.TempDir()
	if _, err := back.WriteDir(other); err != nil {
		t.Fatal(err)
	}
	again, err := LoadSpec(filepath.Join(other, "launch.json"))
	if err != nil {
		t.Fatalf("the spec written again does not load: %v", err)
	}
	if f := again.Buffers["i32"].File; !filepath.IsAbs(f) || filepath.Dir(f) != dir {
		t.Fatalf("buffer file %q, want the absolute path into %s", f, dir)
	}
}

func readNPY[T any](path string) any {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var v []T
	if err := npy.Read(f, &v); err != nil {
		panic(path + ": " + err.Error())
	}
	return v
}

func elemBitsOf(v any) uint64 {
	switch x := v.(type) {
	case float32:
		return uint64(math.Float32bits(x))
	case int32:
		return uint64(uint32(x))
	case uint64:
		return x
	case float64:
		return math.Float64bits(x)
	}
	return 0
}
