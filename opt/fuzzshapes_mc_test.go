package opt

import (
	"fmt"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
)

// Every program the fuzzer generates for a pass, on every target and wave
// size, is one the target has: llvm-mc-19 assembles it, and what wavesim
// prints of it assembles to the same bytes. (remat's shape once wrote
// GFX10 spellings for gfx900 and SDWA for gfx1100, so its campaigns there
// stopped at the first program.)
func TestFuzzShapesAssemble(t *testing.T) {
	mc := llvmtool.Require(t, "llvm-mc", 19)
	const seeds = 4
	for _, arch := range isa.ArchNames() {
		a := isa.MustArch(arch)
		for _, wave := range []int{32, 64} {
			if !a.HasWave(wave) {
				continue
			}
			var srcs, printed []llvmtool.Source
			for _, pass := range PassNames() {
				shapes := ShapesFor([]string{pass})
				if len(shapes) == 0 {
					continue // a pass the fuzzer refuses (no shape): TestFuzzNeedsShape
				}
				for seed := uint64(1); seed <= seeds; seed++ {
					name := fmt.Sprintf("%s-%s-wave%d-seed%d", pass, arch, wave, seed)
					g, err := validate.Generate(validate.GenConfig{Arch: a, Wave: wave, Shapes: shapes}, seed)
					if err != nil {
						t.Errorf("%s: %v", name, err)
						continue
					}
					srcs = append(srcs, llvmtool.Source{Name: name + ".s", Text: g.Text})
					printed = append(printed, llvmtool.Source{Name: name + ".printed.s", Text: g.Prog.String()})
				}
			}
			args := llvmtool.MCArgs(arch, wave == 64, false)
			want, err := llvmtool.EncodingsBatch(mc, args, srcs)
			if err != nil {
				t.Fatal(err)
			}
			got, err := llvmtool.EncodingsBatch(mc, args, printed)
			if err != nil {
				t.Fatal(err)
			}
			for i := range srcs {
				if want[i].Err != nil {
					t.Errorf("llvm-mc-19 refuses the generated program: %v\n%s", want[i].Err, srcs[i].Text)
					continue
				}
				if got[i].Err != nil {
					t.Errorf("llvm-mc-19 refuses what wavesim prints of %s: %v\n%s", srcs[i].Name, got[i].Err, printed[i].Text)
					continue
				}
				if d := firstEncodingDiff(want[i].Encodings, got[i].Encodings); d != "" {
					t.Errorf("%s printed back assembles differently: %s", srcs[i].Name, d)
				}
			}
		}
	}
}

// firstEncodingDiff compares two llvm-mc encoding lists by their bytes.
func firstEncodingDiff(want, got []string) string {
	if len(want) != len(got) {
		return fmt.Sprintf("%d instructions, printed %d", len(want), len(got))
	}
	for i := range want {
		if llvmtool.EncodingOf(want[i]) != llvmtool.EncodingOf(got[i]) {
			return fmt.Sprintf("instruction %d: %s, printed %s", i, want[i], got[i])
		}
	}
	return ""
}
