package bench

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// What `wavesim print` writes for a code object runs as the object: every
// corpus kernel, assembled into a relocatable object and linked into an
// .hsaco, gives the same buffers (byte for byte) and the same cycle count
// when its printed assembly is run with no flags (the target, wave size,
// kernel and descriptor all come from the printed text), and the printed
// text assembles with llvm-mc-19 to the object's code and descriptors.
// Each llvm-mc command line's traces share one object (sources joined as
// llvmtool.Join does, their metadata merged into one note), so the test
// starts five tools per group, not per trace. (Every dispatch decodes the
// whole object, so a group costs its size squared in decoding; splitting
// the groups costs more in tool runs than it saves.)
func TestPrintedCodeObjectRunsAsTheObject(t *testing.T) {
	traces, err := Corpus(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	var hsa []Trace
	for _, tr := range traces {
		// A code object does not record -mattr=+real-true16, which
		// llvm-objdump needs to list true16 code (docs/reference/true16.md):
		// wavesim cannot run such an object, printed or not.
		if !tr.Legacy && !tr.True16 {
			hsa = append(hsa, tr)
		}
	}
	lld := llvmtool.Want(t, "ld.lld", 16)
	if lld == "" {
		llvmtool.Missing(t, "ld.lld-16 not found: install the Debian package lld-16 (.ci/run does)")
	}
	if llvmtool.Find("llvm-objdump") == "" {
		llvmtool.Missing(t, "llvm-objdump not found: install the Debian package llvm-16 (.ci/run does)")
	}
	mc19 := llvmtool.Require(t, "llvm-mc", 19)
	for _, g := range mcGroups(hsa) {
		t.Run(g.key, func(t *testing.T) {
			t.Parallel()
			var srcs []llvmtool.Source
			for _, tr := range g.traces {
				b, err := os.ReadFile(tr.Asm)
				if err != nil {
					t.Fatal(err)
				}
				srcs = append(srcs, llvmtool.Source{Name: tr.Asm, Text: string(b)})
			}
			j := llvmtool.Join(srcs)
			dir := t.TempDir()
			src, obj, hsaco := filepath.Join(dir, "group.s"), filepath.Join(dir, "group.o"), filepath.Join(dir, "group.hsaco")
			if err := os.WriteFile(src, []byte(mergeMetadata(t, j, len(srcs))), 0o644); err != nil {
				t.Fatal(err)
			}
			mc := llvmtool.Require(t, "llvm-mc", g.traces[0].LLVM)
			if _, err := llvmtool.Run(mc, append(append([]string(nil), g.args...), "-filetype=obj", "-o", obj, src)...); err != nil {
				t.Fatal(j.Relabel(src, err.Error()))
			}
			if _, err := llvmtool.Run(lld, "-shared", obj, "-o", hsaco); err != nil {
				t.Fatal(err)
			}
			for _, file := range []string{obj, hsaco} {
				p, err := launch.LoadProgram(file, launch.LoadOptions{})
				if err != nil {
					t.Fatal(err)
				}
				var printed bytes.Buffer
				if err := p.Print(&printed); err != nil {
					t.Fatal(err)
				}
				out := file + ".s"
				if err := os.WriteFile(out, printed.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				q, err := isa.Parse(out, printed.Bytes(), isa.ParseOptions{})
				if err != nil {
					t.Fatalf("the printed %s does not parse: %v", filepath.Ext(file), err)
				}
				if file == obj {
					sameSections(t, mc19, g, obj, out)
				}
				for k, tr := range g.traces {
					if err := runsAlike(tr, p, q, func(n string) string { return j.Symbol(k, n) }); err != nil {
						t.Errorf("%s %s: %v", tr.Variant, filepath.Ext(file), err)
					}
				}
			}
		})
	}
}

var (
	metaBlockRE = regexp.MustCompile(`(?ms)^[ \t]*\.amdgpu_metadata\s*\n(.*?)^[ \t]*\.end_amdgpu_metadata[^\n]*\n`)
	symbolKDRE  = regexp.MustCompile(`(?m)^(\s*\.symbol:\s+)([.A-Za-z_$][\w$]*)\.kd\s*$`)
)

// mergeMetadata moves the joined sources' metadata blocks into one (a
// code object has one metadata note, which lists every kernel), naming
// each kernel's descriptor symbol as Join renamed the kernel.
func mergeMetadata(t *testing.T, j llvmtool.Joined, n int) string {
	t.Helper()
	blocks := metaBlockRE.FindAllStringSubmatch(j.Text, -1)
	if len(blocks) != n {
		t.Fatalf("%d metadata blocks in %d sources", len(blocks), n)
	}
	var kernels, rest string
	for k, b := range blocks {
		body := symbolKDRE.ReplaceAllStringFunc(b[1], func(l string) string {
			m := symbolKDRE.FindStringSubmatch(l)
			return m[1] + j.Symbol(k, m[2]) + ".kd"
		})
		head, tail, ok := strings.Cut(body, "amdhsa.kernels:\n")
		if !ok || strings.TrimSpace(strings.Trim(head, "-\n")) != "" {
			t.Fatalf("source %d: metadata does not start with amdhsa.kernels:\n%s", k, body)
		}
		// The kernel list ends at the next top-level key.
		end := regexp.MustCompile(`(?m)^[^ \-\n]`).FindStringIndex(tail)
		if end == nil {
			t.Fatalf("source %d: metadata has no key after amdhsa.kernels", k)
		}
		kernels += tail[:end[0]]
		if k == 0 {
			rest = tail[end[0]:]
		}
	}
	text := metaBlockRE.ReplaceAllString(j.Text, "")
	return text + "\t.amdgpu_metadata\n---\namdhsa.kernels:\n" + kernels + rest + "\t.end_amdgpu_metadata\n"
}

// sameSections assembles the printed text with llvm-mc-19 and compares
// its code and descriptors with the object's.
func sameSections(t *testing.T, mc19 string, g mcGroup, obj, printed string) {
	t.Helper()
	re := printed + ".o"
	args := []string{"-triple=amdgcn-amd-amdhsa", "-mcpu=" + g.traces[0].Arch, "-filetype=obj", "-o", re, printed}
	for _, a := range g.args {
		if strings.HasPrefix(a, "-mattr=") {
			args = append(args, a)
		}
	}
	if _, err := llvmtool.Run(mc19, args...); err != nil {
		t.Fatalf("llvm-mc-19 does not assemble the printed object: %v", err)
	}
	for _, sec := range []string{".text", ".rodata"} {
		a, err := sectionBytes(obj, sec)
		if err != nil {
			t.Fatal(err)
		}
		b, err := sectionBytes(re, sec)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("section %s of the printed object, assembled, differs from the object's (%d and %d bytes; kept in %s)", sec, len(b), len(a), printed)
		}
	}
}

// runsAlike runs a trace's kernel from the object and from its printed
// text: every buffer byte-equal, the same cycles.
func runsAlike(tr Trace, p, q *isa.Program, rename func(string) string) error {
	type run struct {
		cycles  int64
		buffers map[string][]uint64
	}
	spec, err := launch.LoadSpec(tr.Spec)
	if err != nil {
		return err
	}
	spec.Kernel = rename(spec.Kernel)
	do := func(prog *isa.Program) (run, error) {
		d, err := launch.NewDispatch(prog, spec, launch.Options{Timing: true})
		if err != nil {
			return run{}, err
		}
		if err := d.Run(); err != nil {
			return run{}, err
		}
		r := run{cycles: d.Timing.Cycles, buffers: map[string][]uint64{}}
		for _, b := range d.BufferNames() {
			if r.buffers[b], err = d.Contents(b); err != nil {
				return run{}, err
			}
		}
		return r, nil
	}
	a, err := do(p)
	if err != nil {
		return fmt.Errorf("the object: %v", err)
	}
	b, err := do(q)
	if err != nil {
		return fmt.Errorf("the printed object: %v", err)
	}
	if a.cycles != b.cycles || !reflect.DeepEqual(a.buffers, b.buffers) {
		return fmt.Errorf("the object ran in %d cycles, its printed text in %d (buffers equal: %v)", a.cycles, b.cycles, reflect.DeepEqual(a.buffers, b.buffers))
	}
	return nil
}

// sectionBytes is the contents of an ELF file's section.
func sectionBytes(file, name string) ([]byte, error) {
	f, err := elf.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	s := f.Section(name)
	if s == nil {
		return nil, fmt.Errorf("%s: no section %s", file, name)
	}
	return s.Data()
}
