package bench

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// llvm-objdump output is an input format too: assemble the HSA traces to
// a code object, disassemble its code and kernel descriptors
// (llvm-objdump -D -r -j .text -j .rodata), and run each trace's kernel
// from that listing: the results must match the same expectation. The
// traces one llvm-mc command line reads share one code object (their
// sources joined, symbols renamed apart: llvmtool.Join), so one llvm-mc
// and one llvm-objdump run per group where one per trace cost more than
// the rest of the test; the first kernel of each object sits at address
// 0, as in a code object of its own, the others behind it.
func TestObjdumpInputRuns(t *testing.T) {
	traces, err := Corpus(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	var hsa []Trace
	for _, tr := range traces {
		if !tr.Legacy {
			hsa = append(hsa, tr)
		}
	}
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
			l := objdumpListing(t, g, j)
			for k, tr := range g.traces {
				t.Run(tr.Name, func(t *testing.T) {
					if err := runObjdumpKernel(tr, l.p, func(name string) string { return j.Symbol(k, name) }); err != nil {
						t.Fatalf("%v (%s)", err, l.keep())
					}
				})
			}
		})
	}
}

// listing is a group's llvm-objdump listing, parsed.
type listing struct {
	p    *isa.Program
	text []byte
	path string // where keep writes it, the file name messages give
}

// keep writes the listing where messages say it is, for a failure.
func (l listing) keep() string {
	if err := os.WriteFile(l.path, l.text, 0o644); err != nil {
		return "the listing could not be kept: " + err.Error()
	}
	return "the listing is in " + l.path
}

// objdumpListing assembles a group's joined sources to one code object
// and parses its llvm-objdump listing.
func objdumpListing(t *testing.T, g mcGroup, j llvmtool.Joined) listing {
	t.Helper()
	tr0 := g.traces[0]
	mc := llvmtool.Require(t, "llvm-mc", tr0.LLVM)
	od := llvmtool.Require(t, "llvm-objdump", tr0.LLVM)
	dir := t.TempDir()
	src, obj := filepath.Join(dir, "group.s"), filepath.Join(dir, "group.o")
	if err := os.WriteFile(src, []byte(j.Text), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := llvmtool.Run(mc, append(append([]string(nil), g.args...), "-filetype=obj", "-o", obj, src)...); err != nil {
		t.Fatal(j.Relabel(src, err.Error()))
	}
	// -r: the relocations of the calls' address literals, which the
	// relocatable object leaves to the linker.
	odArgs := []string{"-D", "-r", "-j", ".text", "-j", ".rodata"}
	var attrs []string
	if tr0.Wave == 64 {
		attrs = append(attrs, "+wavefrontsize64")
	}
	if a := tr0.MCAttr(); a != "" {
		attrs = append(attrs, a)
	}
	if len(attrs) > 0 {
		// llvm-objdump prints wave32 names and, without +real-true16, a
		// true16 .h operand as a register above v127
		// (docs/reference/true16.md).
		odArgs = append(odArgs, "--mattr="+strings.Join(attrs, ","))
	}
	dis, err := llvmtool.Run(od, append(odArgs, obj)...)
	if err != nil {
		t.Fatal(err)
	}
	l := listing{text: dis, path: filepath.Join(os.TempDir(), "wavesim-objdump-"+g.key+".dis")}
	l.p, err = isa.Parse(l.path, dis, isa.ParseOptions{Arch: isa.MustArch(tr0.Arch)})
	if err != nil {
		t.Fatalf("%v (%s)", err, l.keep())
	}
	if !l.p.Objdump {
		t.Fatalf("not recognized as objdump output (%s)", l.keep())
	}
	return l
}

// runObjdumpKernel runs one trace's kernel, named in the listing by
// rename, against the trace's expectation.
func runObjdumpKernel(tr Trace, p *isa.Program, rename func(string) string) error {
	spec, err := launch.LoadSpec(tr.Spec)
	if err != nil {
		return err
	}
	// The descriptor listing lacks .amdhsa_user_sgpr_count; take it from
	// the compiler's output, as a user would pass --user-sgprs.
	orig, err := launch.LoadProgram(tr.Asm, launch.LoadOptions{Wave: tr.Wave})
	if err != nil {
		return err
	}
	name := rename(orig.Kernels[0].Name)
	var k *isa.Kernel
	for _, c := range p.Kernels {
		if c.Name == name {
			k = c
		}
	}
	if k == nil {
		return fmt.Errorf("kernel %s (%s in the listing) not in the listing", orig.Kernels[0].Name, name)
	}
	k.Meta.UserSGPRCount = orig.Kernels[0].Meta.UserSGPRCount
	spec.Kernel = name
	d, err := launch.NewDispatch(p, spec, launch.Options{})
	if err != nil {
		return err
	}
	if err := d.Run(); err != nil {
		return err
	}
	if m := d.Check(); m != nil {
		return m
	}
	return nil
}
