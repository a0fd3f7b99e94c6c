package bench

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// llvm-objdump output is an input format too: assemble each HSA trace to a
// code object, disassemble its code and kernel descriptor
// (llvm-objdump -D -r -j .text -j .rodata), and run that: the results must
// match the same expectation.
func TestObjdumpInputRuns(t *testing.T) {
	traces, err := Corpus(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range traces {
		if tr.Legacy {
			continue
		}
		t.Run(tr.Name+"/"+tr.Variant, func(t *testing.T) {
			t.Parallel()
			mc := llvmtool.Require(t, "llvm-mc", tr.LLVM)
			od := llvmtool.Require(t, "llvm-objdump", tr.LLVM)
			obj := filepath.Join(t.TempDir(), "k.o")
			args := llvmtool.MCArgs(tr.Arch, tr.Wave == 64, false)
			var attrs []string
			if tr.Wave == 64 {
				attrs = append(attrs, "+wavefrontsize64")
			}
			if a := tr.MCAttr(); a != "" {
				args, attrs = append(args, "-mattr="+a), append(attrs, a)
			}
			args = append(args, "-filetype=obj", "-o", obj, tr.Asm)
			if _, err := llvmtool.Run(mc, args...); err != nil {
				t.Fatal(err)
			}
			// -r: the relocations of the calls' address literals, which
			// the relocatable object leaves to the linker.
			odArgs := []string{"-D", "-r", "-j", ".text", "-j", ".rodata", obj}
			if len(attrs) > 0 {
				// llvm-objdump prints wave32 names and, without
				// +real-true16, a true16 .h operand as a register above
				// v127 (docs/reference/true16.md).
				odArgs = append(odArgs, "--mattr="+strings.Join(attrs, ","))
			}
			dis, err := llvmtool.Run(od, odArgs...)
			if err != nil {
				t.Fatal(err)
			}
			// The descriptor listing lacks .amdhsa_user_sgpr_count; take it
			// from the compiler's output, as a user would pass --user-sgprs.
			orig, err := launch.LoadProgram(tr.Asm, launch.LoadOptions{Wave: tr.Wave})
			if err != nil {
				t.Fatal(err)
			}
			p, err := isa.Parse(tr.Variant+".dis", dis, isa.ParseOptions{Arch: isa.MustArch(tr.Arch),
				UserSGPRs: orig.Kernels[0].Meta.UserSGPRCount})
			if err != nil {
				kept := filepath.Join(os.TempDir(), tr.Name+"-"+tr.Variant+".dis")
				if werr := os.WriteFile(kept, dis, 0o644); werr != nil {
					t.Fatalf("%v (the listing could not be kept: %v)", err, werr)
				}
				t.Fatalf("%v (the listing is in %s)", err, kept)
			}
			if !p.Objdump {
				t.Fatal("not recognized as objdump output")
			}
			spec, err := launch.LoadSpec(tr.Spec)
			if err != nil {
				t.Fatal(err)
			}
			d, err := launch.NewDispatch(p, spec, launch.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Run(); err != nil {
				t.Fatal(err)
			}
			if m := d.Check(); m != nil {
				t.Fatal(m)
			}
		})
	}
}
