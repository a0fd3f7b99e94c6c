package bench

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// For every trace, llvm-mc assembles wavesim's printed program to exactly
// the encodings of the original file. The traces one llvm-mc command line
// reads (same LLVM, target, wave size and features) go through one
// llvm-mc run, originals and printed programs together
// (llvmtool.EncodingsBatch), each still assembled whole as if alone.
func TestPrintedProgramsReassemble(t *testing.T) {
	traces, err := Corpus(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range mcGroups(traces) {
		t.Run(g.key, func(t *testing.T) {
			t.Parallel()
			mc := llvmtool.Require(t, "llvm-mc", g.traces[0].LLVM)
			progs := make([]*isa.Program, len(g.traces))
			loadErr := make([]error, len(g.traces))
			var srcs []llvmtool.Source
			for i, tr := range g.traces {
				orig, err := os.ReadFile(tr.Asm)
				if err != nil {
					t.Fatal(err)
				}
				lo := launch.LoadOptions{Wave: tr.Wave}
				if tr.Legacy {
					lo.Arch = tr.Arch
				}
				progs[i], loadErr[i] = launch.LoadProgram(tr.Asm, lo)
				printed := ""
				if loadErr[i] == nil {
					printed = progs[i].String()
				}
				srcs = append(srcs, llvmtool.Source{Name: tr.Asm, Text: string(orig)},
					llvmtool.Source{Name: tr.Asm + " printed", Text: printed})
			}
			res, err := llvmtool.EncodingsBatch(mc, g.args, srcs)
			if err != nil {
				t.Fatal(err)
			}
			alone := 0
			for _, r := range res {
				if r.Alone {
					alone++
				}
			}
			t.Logf("%d programs, %d assembled alone", len(res), alone)
			for i, tr := range g.traces {
				t.Run(tr.Name, func(t *testing.T) {
					if loadErr[i] != nil {
						t.Fatal(loadErr[i])
					}
					checkReassembled(t, progs[i], res[2*i], res[2*i+1])
				})
			}
		})
	}
}

// checkReassembled compares the printed program's encodings with the
// original's, naming the printed line of a difference.
func checkReassembled(t *testing.T, p *isa.Program, orig, printed llvmtool.Assembled) {
	t.Helper()
	if orig.Err != nil {
		t.Fatalf("original: %v", orig.Err)
	}
	if printed.Err != nil {
		t.Fatalf("printed: %v", printed.Err)
	}
	want, got := orig.Encodings, printed.Encodings
	lines := instLines(p)
	at := func(i int) string {
		if len(lines) == len(got) {
			return fmt.Sprintf("printed line %d", lines[i])
		}
		return "?"
	}
	for i := range min(len(got), len(want)) {
		if llvmtool.EncodingOf(got[i]) != llvmtool.EncodingOf(want[i]) {
			t.Errorf("instruction %d (%s): printed %q, original %q", i, at(i), got[i], want[i])
		}
	}
	if len(got) != len(want) {
		t.Fatalf("printed program has %d encoded instructions, original %d", len(got), len(want))
	}
}

// instLines gives the printed line of each instruction: Print writes one
// line per Program.Lines entry.
func instLines(p *isa.Program) []int {
	var out []int
	for i, l := range p.Lines {
		if l.Kind == isa.LineInst {
			out = append(out, i+1)
		}
	}
	return out
}

// mcGroup is the traces one llvm-mc command line assembles.
type mcGroup struct {
	key    string
	args   []string
	traces []Trace
}

// mcGroups sorts traces by the llvm-mc command line that reads them.
func mcGroups(traces []Trace) []mcGroup {
	byKey := map[string]*mcGroup{}
	for _, tr := range traces {
		args := llvmtool.MCArgs(tr.Arch, tr.Wave == 64, tr.Legacy)
		if a := tr.MCAttr(); a != "" {
			args = append(args, "-mattr="+a)
		}
		key := fmt.Sprintf("llvm%d %s", tr.LLVM, strings.Join(args, " "))
		g := byKey[key]
		if g == nil {
			g = &mcGroup{key: tr.Variant, args: args}
			byKey[key] = g
		}
		g.traces = append(g.traces, tr)
	}
	var out []mcGroup
	for _, g := range byKey {
		out = append(out, *g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].key < out[j].key })
	return out
}
