package launch

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

func TestTypeNameKind(t *testing.T) {
	for _, c := range []struct {
		in      string
		want    ElemType
		pointer bool
		ok      bool
	}{
		{"float", F32, false, true},
		{"float*", F32, true, true},
		{"const __global double *", F64, true, true},
		{"unsigned int", U32, false, true},
		{"uint", U32, false, true},
		{"long", I64, false, true},
		{"size_t", U64, false, true},
		{"half", 0, false, false},
		{"char*", 0, true, false},
		{"float4", 0, false, false},
		{"", 0, false, false},
	} {
		got, ptr, ok := typeNameKind(c.in)
		if got != c.want || ptr != c.pointer || ok != c.ok {
			t.Errorf("typeNameKind(%q) = %v, %v, %v; want %v, %v, %v", c.in, got, ptr, ok, c.want, c.pointer, c.ok)
		}
	}
}

// Metadata with .type_name (OpenCL and HIP kernels; IR with
// !kernel_arg_type) types the template: the float* buffer is f32, the float
// argument f32 and the int i32, with no placeholder notes; from the code
// object as from the assembly.
func TestTemplateFromTypeNames(t *testing.T) {
	const asm = "testdata/typename/llvm19-gfx1030.s"
	check := func(t *testing.T, file string) {
		p, err := LoadProgram(file, LoadOptions{})
		if err != nil {
			t.Fatal(err)
		}
		s, notes := Template(p, p.Kernels[0], 64, 64)
		if b := s.Buffers["out"]; b == nil || b.Type != F32 {
			t.Errorf("buffer out: %+v, want f32", b)
		}
		if len(s.Args) != 3 || s.Args[1]["f32"] == nil || s.Args[2]["i32"] == nil {
			t.Errorf("args %v, want out, an f32 and an i32", s.Args)
		}
		if len(notes) != 0 {
			t.Errorf("notes for typed arguments: %q", notes)
		}
		spec, err := ParseSpec("spec.json", s.JSON())
		if err != nil {
			t.Fatal(err)
		}
		spec.Args[1] = map[string]any{"f32": jsonNum("0.5"), "name": "a", "size": jsonNum("4")}
		d, err := NewDispatch(p, spec, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Run(); err != nil {
			t.Fatal(err)
		}
		for i, want := range []uint64{0, 0x3f000000, 0x3f800000, 0x3fc00000} { // 0.5 × lane id
			if got, _ := d.Element("out", i); got != want {
				t.Errorf("out[%d] = %#x, want %#x", i, got, want)
			}
		}
	}
	t.Run("asm", func(t *testing.T) { check(t, asm) })
	t.Run("code object", func(t *testing.T) {
		mc := llvmtool.Require(t, "llvm-mc", 19)
		o := filepath.Join(t.TempDir(), "k.o")
		if out, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj", "-o", o, asm).CombinedOutput(); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		check(t, o)
	})
	src, err := os.ReadFile(asm)
	if err != nil || !strings.Contains(string(src), ".type_name:      float") {
		t.Fatalf("%s lost its .type_name: %v", asm, err)
	}
}
