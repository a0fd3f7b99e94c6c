package bench

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/sim/launch"
)

// For every trace of the runnable sweep kernels, llvm-mc assembles
// wavesim's printed program to exactly the encodings of the original file.
// The traces of one variant are assembled together, two llvm-mc runs per
// variant instead of two per trace: each file's labels and instructions
// (its directives and metadata dropped), labels renamed apart per file so
// that every branch still resolves within its own kernel.
func TestPrintedSweepProgramsReassemble(t *testing.T) {
	traces, err := Corpus(sweepRunDir)
	if err != nil {
		t.Fatal(err)
	}
	groups := map[string][]Trace{}
	for _, tr := range traces {
		groups[tr.Variant] = append(groups[tr.Variant], tr)
	}
	var keys []string
	for k := range groups {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		ts := groups[k]
		t.Run(k, func(t *testing.T) {
			t.Parallel()
			tr0 := ts[0]
			mc := llvmtool.Require(t, "llvm-mc", tr0.LLVM)
			var orig, printed strings.Builder
			var names []string
			var counts []int
			for i, tr := range ts {
				src, err := os.ReadFile(tr.Asm)
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
				prefix := fmt.Sprintf("k%d_", i)
				ob, n := asmBody(string(src), prefix)
				pb, _ := asmBody(p.String(), prefix)
				orig.WriteString(ob)
				printed.WriteString(pb)
				names = append(names, tr.Name)
				counts = append(counts, n)
			}
			args := llvmtool.MCArgs(tr0.Arch, tr0.Wave == 64, tr0.Legacy)
			want, err := llvmtool.Encodings(mc, args, []byte(orig.String()))
			if err != nil {
				t.Fatalf("originals: %v", err)
			}
			got, err := llvmtool.Encodings(mc, args, []byte(printed.String()))
			if err != nil {
				t.Fatalf("printed: %v", err)
			}
			if len(want) == 0 {
				t.Fatal("no instructions")
			}
			t.Logf("%d kernels, %d instructions", len(ts), len(want))
			if len(got) != len(want) {
				t.Fatalf("printed programs have %d encoded instructions, originals %d", len(got), len(want))
			}
			kernelOf := func(i int) string {
				for j, n := range counts {
					if i < n {
						return names[j]
					}
					i -= n
				}
				return "?"
			}
			for i := range want {
				if llvmtool.EncodingOf(got[i]) != llvmtool.EncodingOf(want[i]) {
					t.Errorf("%s: instruction %d: printed %q, original %q", kernelOf(i), i, got[i], want[i])
				}
			}
		})
	}
}

var (
	asmLabelRE = regexp.MustCompile(`^([.A-Za-z_$][\w.$]*):`)
	asmSymRE   = regexp.MustCompile(`[.A-Za-z_$][\w.$]*`)
)

// asmBody keeps the labels and instruction lines of an assembly file, with
// every label it defines renamed to prefix+label, and counts the
// instruction lines.
func asmBody(src, prefix string) (string, int) {
	var lines []string
	labels := map[string]bool{}
	meta := false
	for _, l := range strings.Split(src, "\n") {
		if i := strings.Index(l, ";"); i >= 0 {
			l = l[:i]
		}
		l = strings.TrimSpace(l)
		switch {
		case l == "":
			continue
		case l == ".amdgpu_metadata":
			meta = true
			continue
		case l == ".end_amdgpu_metadata":
			meta = false
			continue
		case meta:
			continue
		}
		if m := asmLabelRE.FindStringSubmatch(l); m != nil {
			labels[m[1]] = true
			lines = append(lines, m[1]+":")
			continue
		}
		if strings.HasPrefix(l, ".") {
			continue // a directive
		}
		lines = append(lines, l)
	}
	var b strings.Builder
	n := 0
	for _, l := range lines {
		if !strings.HasSuffix(l, ":") {
			n++
		}
		b.WriteString(asmSymRE.ReplaceAllStringFunc(l, func(s string) string {
			if labels[s] {
				return prefix + s
			}
			return s
		}))
		b.WriteByte('\n')
	}
	return b.String(), n
}
