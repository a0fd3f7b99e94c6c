package isa_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// gfx115File is the conformance table of the RDNA3.5 additions.
const gfx115File = "testdata/mc_gfx115.txt"

// TestGFX115Conformance holds wavesim's parser to the verdicts of
// testdata/mc_gfx115.txt and, with llvm-mc-19 installed (llvm-mc-16 knows
// no gfx1150), llvm-mc-19 to them too, assembling wavesim's printing of
// every accepted line to the encoding of the line as written.
func TestGFX115Conformance(t *testing.T) {
	cases := readConformanceFile(t, gfx115File)
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
	mc := llvmtool.Want(t, "llvm-mc", 19)
	if mc == "" {
		llvmtool.Missing(t, "llvm-mc-19 not found: the gfx115 verdicts are checked against wavesim only (install the Debian package llvm-19 to check them against LLVM)")
	}
	for _, k := range keys {
		var group []mcCase
		var gp []string
		var gc []int
		for _, i := range groups[k] {
			group, gp, gc = append(group, cases[i]), append(gp, printed[i]), append(gc, cols[i])
		}
		t.Logf("%s: %d cases", k, len(group))
		conformMC(t, mc, nil, group, gp, gc)
	}
}
