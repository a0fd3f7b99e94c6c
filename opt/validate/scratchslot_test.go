package validate

import (
	"os"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// Random launches move the scratch ring (launch.Options.ScratchSlotBase),
// so a rewrite that drops the scratch wave offset from its addresses
// differs even where the given launch's one wave has offset 0 and hides
// it.
func TestRandomLaunchesMoveScratch(t *testing.T) {
	const dir = "../testdata/scratch-soffset/"
	spec, err := launch.LoadSpec(dir + "launch.json")
	if err != nil {
		t.Fatal(err)
	}
	// One wave: its scratch wave offset is 0 in the given launch.
	spec.Grid, spec.Workgroup = []int{32, 1, 1}, []int{32, 1, 1}
	spec.Expect = nil
	a, err := launch.LoadProgram(dir+"llvm16-gfx1030.s", launch.LoadOptions{}.WithSpec(spec))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(dir + "llvm16-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	broken := strings.ReplaceAll(string(src), "s[0:3], s9 offen", "s[0:3], 0 offen")
	b, err := isa.Parse("broken.s", []byte(broken), isa.ParseOptions{Arch: a.Arch, Wave: a.Wave})
	if err != nil {
		t.Fatal(err)
	}
	r, err := CompareLaunchWith(a, b, spec, CompareOptions{Runs: 1, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if r.Mismatch != nil {
		t.Fatalf("the given launch (scratch offset 0) already differs: %v", r.Mismatch)
	}
	r, err = CompareLaunchWith(a, b, spec, CompareOptions{Runs: 8, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if r.Mismatch == nil || r.Mismatch.Run == 0 {
		t.Fatalf("dropping the scratch wave offset is not caught by a random launch: %+v", r.Mismatch)
	}
	r, err = CompareLaunchWith(a, a, spec, CompareOptions{Runs: 8, Seed: 3})
	if err != nil || r.Mismatch != nil {
		t.Fatalf("the kernel against itself: %v %v", err, r.Mismatch)
	}
}
