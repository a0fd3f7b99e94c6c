package bench

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

const corpusDir = "../traces"

// sweepRunDir holds the mnemonic-sweep kernels that run on the host
// (traces/sweep/*.ll with a launch header), laid out like the corpus.
const sweepRunDir = "../traces/sweep/run"

// Every trace (kernel × target × LLVM version) runs and matches the
// expectation lli computed on the host from the same IR.
func TestCorpusMatchesLLI(t *testing.T) {
	traces, err := Corpus(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	kernels := map[string]int{}
	for _, tr := range traces {
		kernels[tr.Name]++
	}
	if len(kernels) < 20 {
		t.Fatalf("corpus has %d kernels, want at least 20", len(kernels))
	}
	for _, tr := range traces {
		t.Run(tr.Name+"/"+tr.Variant, func(t *testing.T) {
			r := tr.Run(launch.Options{})
			if r.Err != nil {
				t.Fatal(r.Err)
			}
			if r.Mismatch != nil {
				t.Fatal(r.Mismatch)
			}
			if r.Steps == 0 {
				t.Fatal("executed no instructions")
			}
		})
	}
}

// Every runnable mnemonic-sweep kernel, every variant, matches its lli
// expectation too.
func TestSweepRunsMatchLLI(t *testing.T) {
	traces, err := Corpus(sweepRunDir)
	if err != nil {
		t.Fatal(err)
	}
	kernels := map[string]int{}
	for _, tr := range traces {
		kernels[tr.Name]++
	}
	if len(kernels) < 20 {
		t.Fatalf("%s has %d kernels, want at least 20", sweepRunDir, len(kernels))
	}
	for _, tr := range traces {
		t.Run(tr.Name+"/"+tr.Variant, func(t *testing.T) {
			r := tr.Run(launch.Options{})
			if r.Err != nil {
				t.Fatal(r.Err)
			}
			if r.Mismatch != nil {
				t.Fatal(r.Mismatch)
			}
			if r.Steps == 0 {
				t.Fatal("executed no instructions")
			}
		})
	}
}

// The variants the corpus promises exist for every kernel.
func TestCorpusVariants(t *testing.T) {
	traces, err := Corpus(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	names := map[string]bool{}
	for _, tr := range traces {
		have[tr.Name+"/"+tr.Variant] = true
		names[tr.Name] = true
	}
	for n := range names {
		for _, v := range []string{"llvm14-gfx900", "llvm14-gfx1010", "llvm14-gfx1030", "llvm14-gfx1030-w64",
			"llvm16-gfx900", "llvm16-gfx1010", "llvm16-gfx1030", "llvm16-gfx1030-w64", "llvm16-gfx1100"} {
			if !have[n+"/"+v] {
				t.Errorf("%s: missing variant %s (%s)", n, v, filepath.Join(corpusDir, n, v+".s"))
			}
		}
	}
}

// --arch selects corpus traces by modeled family: a target name LLVM
// accepts (gfx1031, gfx1103, gfx902) keeps the traces of its family (gfx1030,
// gfx1100, gfx900), every one of them and no other; an unknown name is an error.
func TestCasesArchFamily(t *testing.T) {
	all, err := Corpus(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ arch, family string }{
		{"gfx1031", "gfx1030"}, {"gfx1030", "gfx1030"}, {"gfx1103", "gfx1100"}, {"gfx902", "gfx900"}, {"gfx1012", "gfx1010"},
	} {
		// A trace's family is its target's (llvm19-gfx1150 is gfx1100's).
		familyOf := func(arch string) string {
			if a, err := isa.LookupArch(arch); err == nil {
				return a.Family
			}
			return ""
		}
		want := 0
		for _, tr := range all {
			if familyOf(tr.Arch) == c.family {
				want++
			}
		}
		got, err := Cases([]string{corpusDir}, Options{Arch: c.arch})
		if err != nil {
			t.Fatalf("--arch %s: %v", c.arch, err)
		}
		for _, tr := range got {
			if familyOf(tr.Arch) != c.family {
				t.Errorf("--arch %s kept %s/%s of %s", c.arch, tr.Name, tr.Variant, tr.Arch)
			}
		}
		if len(got) != want || want == 0 {
			t.Errorf("--arch %s: %d traces, want the %d of %s", c.arch, len(got), want, c.family)
		}
	}
	if _, err := Cases([]string{corpusDir}, Options{Arch: "gfx1999"}); err == nil || !strings.Contains(err.Error(), `unknown target "gfx1999"`) {
		t.Errorf("--arch gfx1999: %v, want an unknown target", err)
	}
}
