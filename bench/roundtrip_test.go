package bench

import (
	"os"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/sim/launch"
)

// For every trace, llvm-mc assembles wavesim's printed program to exactly
// the encodings of the original file.
func TestPrintedProgramsReassemble(t *testing.T) {
	traces, err := Corpus(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range traces {
		t.Run(tr.Name+"/"+tr.Variant, func(t *testing.T) {
			t.Parallel()
			mc := llvmtool.Require(t, "llvm-mc", tr.LLVM)
			orig, err := os.ReadFile(tr.Asm)
			if err != nil {
				t.Fatal(err)
			}
			lo := launch.LoadOptions{Wave: tr.Wave}
			if tr.Legacy {
				lo.Arch = tr.Arch
			}
			p, err := launch.LoadProgram(tr.Asm, lo)
			if err != nil {
				t.Fatal(err)
			}
			args := llvmtool.MCArgs(tr.Arch, tr.Wave == 64, tr.Legacy)
			if a := tr.MCAttr(); a != "" {
				args = append(args, "-mattr="+a)
			}
			want, err := llvmtool.Encodings(mc, args, orig)
			if err != nil {
				t.Fatalf("original: %v", err)
			}
			got, err := llvmtool.Encodings(mc, args, []byte(p.String()))
			if err != nil {
				t.Fatalf("printed: %v", err)
			}
			if len(got) != len(want) {
				t.Fatalf("printed program has %d encoded instructions, original %d", len(got), len(want))
			}
			for i := range want {
				if enc(got[i]) != enc(want[i]) {
					t.Errorf("instruction %d: printed %q, original %q", i, got[i], want[i])
				}
			}
		})
	}
}

func enc(s string) string { return s[strings.Index(s, "encoding:"):] }
