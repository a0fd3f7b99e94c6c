package isa_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// true16File is the conformance table of the true16 operands.
const true16File = "testdata/mc_true16.txt"

// TestTrue16Conformance holds wavesim's parser to the verdicts of
// testdata/mc_true16.txt and, with llvm-mc-19 installed, llvm-mc-19
// -mattr=+real-true16 to them too, assembling wavesim's printing of every
// accepted line to the encoding of the line as written.
func TestTrue16Conformance(t *testing.T) {
	cases := readConformanceFile(t, true16File)
	printed, cols := conformWavesim(t, cases)
	groups := map[string][]int{}
	var keys []string
	for i, c := range cases {
		key := fmt.Sprintf("%s/w%d", c.arch, c.wave)
		if groups[key] == nil {
			keys = append(keys, key)
		}
		groups[key] = append(groups[key], i)
	}
	sort.Strings(keys)
	mc := llvmtool.Path("llvm-mc", 19)
	if mc == "" {
		t.Skip("llvm-mc-19 not found: the true16 verdicts are checked against wavesim only (install the Debian package llvm-19 to check them against LLVM)")
	}
	for _, k := range keys {
		var group []mcCase
		var gp []string
		var gc []int
		for _, i := range groups[k] {
			group, gp, gc = append(group, cases[i]), append(gp, printed[i]), append(gc, cols[i])
		}
		conformMC(t, mc, []string{"-mattr=+real-true16"}, group, gp, gc)
	}
}
