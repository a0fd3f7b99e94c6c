package validate

import (
	"os"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim/launch"
)

// A placement that fits one kernel only (a forced occupancy the other's
// VGPRs do not allow) compares nothing: an error naming the side, never a
// difference in results.
func TestCompareLaunchFitsOneSide(t *testing.T) {
	const dir = "../../traces/saxpy/"
	src, err := os.ReadFile(dir + "llvm16-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	spec, err := launch.LoadSpec(dir + "launch.json")
	if err != nil {
		t.Fatal(err)
	}
	wide := strings.NewReplacer(".amdhsa_next_free_vgpr 4\n", ".amdhsa_next_free_vgpr 128\n",
		"; NumVgprs: 4\n", "; NumVgprs: 128\n", ".vgpr_count:     4\n", ".vgpr_count:     128\n").Replace(string(src))
	a, err := launch.ParseProgram("a.s", src, launch.LoadOptions{}.WithSpec(spec))
	if err != nil {
		t.Fatal(err)
	}
	b, err := launch.ParseProgram("b.s", []byte(wide), launch.LoadOptions{}.WithSpec(spec))
	if err != nil {
		t.Fatal(err)
	}
	res, err := CompareLaunchWith(a, b, spec, CompareOptions{Runs: 3, Seed: 1, Occupancy: 16})
	if err == nil || res != nil || !strings.Contains(err.Error(), "does not fit the rewritten kernel") {
		t.Fatalf("result %+v, error %v", res, err)
	}
	// At an occupancy both allow, they compare identical.
	res, err = CompareLaunchWith(a, b, spec, CompareOptions{Runs: 3, Seed: 1, Occupancy: 8})
	if err != nil || res.Mismatch != nil || res.Runs != 3 {
		t.Fatalf("occupancy 8: %+v, %v", res, err)
	}
}
