package launch

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// fuzzWorkItems bounds the grids a fuzzed launch runs: larger ones are
// laid out but not run, so an execution stays short.
const fuzzWorkItems = 256

// fuzzRun lays out and, when the grid is small, runs a launch; every error
// must name a file, and the memory the launch touched stays bounded.
func fuzzRun(t *testing.T, p *isa.Program, s *Spec, files ...string) {
	named := func(err error) {
		for _, f := range files {
			if strings.HasPrefix(err.Error(), f+":") {
				return
			}
		}
		var se *SpecError
		if errors.As(err, &se) && se.File != "" {
			return
		}
		t.Fatalf("error without a position: %v", err)
	}
	d, err := NewDispatch(p, s, Options{StepLimit: 2000, Timing: true})
	if err != nil {
		named(err)
		return
	}
	g := s.GridSize()
	if g[0]*g[1]*g[2] <= fuzzWorkItems {
		if err := d.Run(); err != nil {
			named(err)
			return
		}
		d.Check()
		elems := 0
		for _, b := range d.Buffers {
			elems += b.Count
		}
		if _, err := d.Output(OutputOptions{Buffers: elems <= 1<<16, Insts: true}); err != nil {
			t.Fatalf("output of a finished run: %v", err)
		}
	}
	if n := d.Mem.Pages(); n > allocLimit/4096 {
		t.Fatalf("%d pages of memory touched", n)
	}
}

// fuzzKernel stores each lane's id to the first buffer argument.
func fuzzKernel(t *testing.T) *isa.Program {
	p, err := isa.Parse("k.s", []byte(strings.Replace(errKernel, "%d", "0", 1)), isa.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// FuzzSpec: a launch spec (seeded with the corpus's and the hostile
// inputs'), with a buffer file whose bytes are fuzzed too, gives an error
// with a position or a dispatch that runs within bounds; the arrays it
// reads apart hold what encoding/json decodes.
func FuzzSpec(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("..", "..", "traces", "*", "launch.json"))
	more, _ := filepath.Glob(filepath.Join("testdata", "hostile", "*.json"))
	for _, s := range append(seeds, more...) {
		if b, err := os.ReadFile(s); err == nil && len(b) < 4096 {
			f.Add(b, []byte{})
		}
	}
	var npy bytes.Buffer
	WriteNPY(&npy, U32, []uint64{1, 2, 3})
	f.Add([]byte(`{"grid": [32], "workgroup": [32], "buffers": {"out": {"type": "u32", "file": "in.npy", "count": 32}}, "args": [{"buffer": "out"}]}`), npy.Bytes())
	f.Add([]byte(`{"grid": [32], "workgroup": [32], "buffers": {"out": {"type": "u32", "file": "in.bin"}}, "args": [{"buffer": "out"}]}`), []byte("0123456789abcdef"))
	// One directory per fuzzing process: executions run one at a time.
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, spec, file []byte) {
		for _, name := range []string{"in.npy", "in.bin"} {
			if err := os.WriteFile(filepath.Join(dir, name), file, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		path := filepath.Join(dir, "spec.json")
		s, err := ParseSpec(path, spec)
		if err != nil {
			if !strings.HasPrefix(err.Error(), path) {
				t.Fatalf("error without the spec's name: %v", err)
			}
			return
		}
		samePacked(t, spec, s)
		s.Kernel, s.Arch, s.Wave = "", "", 0
		fuzzRun(t, fuzzKernel(t), s, path, "k.s")
	})
}

// metaSeeds are the .amdhsa_kernel and .amdgpu_metadata blocks of corpus
// kernels and of the hostile inputs.
func metaSeeds(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "traces", "*", "llvm16-gfx1030.s"))
	var kernels [][]byte
	for i, file := range files {
		if i%3 != 0 {
			continue
		}
		b, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		kernels = append(kernels, b)
	}
	cases, err := hostileCases()
	if err != nil {
		f.Fatal(err)
	}
	for _, c := range cases {
		if c.edited {
			kernels = append(kernels, c.kernel)
		}
	}
	for _, b := range kernels {
		block := func(start, end string) []byte {
			s := string(b)
			i, j := strings.Index(s, start), strings.Index(s, end)
			if i < 0 || j < i {
				return nil
			}
			return []byte(s[i+len(start) : j])
		}
		f.Add(block(".amdhsa_kernel ", ".end_amdhsa_kernel"), block(".amdgpu_metadata", ".end_amdgpu_metadata"))
	}
}

// FuzzKernelMeta: a kernel descriptor and a metadata block (seeded with
// the corpus's) around a fixed kernel give an error with a position or a
// kernel whose launch runs within bounds.
func FuzzKernelMeta(f *testing.F) {
	metaSeeds(f)
	spec, err := ParseSpec("spec.json", []byte(errSpec))
	if err != nil {
		f.Fatal(err)
	}
	body := strings.Replace(errKernel, "%d", "0", 1)
	body = body[:strings.Index(body, "\t.amdhsa_kernel")]
	f.Fuzz(func(t *testing.T, desc, meta []byte) {
		src := body + "\t.amdhsa_kernel " + string(desc) + "\n\t.end_amdhsa_kernel\n\t.amdgpu_metadata\n" + string(meta) + "\n\t.end_amdgpu_metadata\n"
		p, err := isa.Parse("k.s", []byte(src), isa.ParseOptions{})
		if err != nil {
			if !strings.HasPrefix(err.Error(), "k.s") {
				t.Fatalf("error without a position: %v", err)
			}
			return
		}
		s := *spec
		if len(p.Kernels) > 0 {
			s.Kernel = p.Kernels[0].Name
		}
		fuzzRun(t, p, &s, "k.s", "spec.json")
	})
}
