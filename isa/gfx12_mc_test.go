package isa_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

const gfx12File = "testdata/mc_gfx12.txt"

// TestGFX12Conformance holds wavesim's parser to the verdicts of
// testdata/mc_gfx12.txt and, with llvm-mc-19 installed, llvm-mc-19 to them
// too, assembling wavesim's printing of every accepted line to the
// encoding of the line as written.
func TestGFX12Conformance(t *testing.T) {
	cases := readConformanceFile(t, gfx12File)
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
		llvmtool.Missing(t, "llvm-mc-19 not found: the GFX12 verdicts are checked against wavesim only (install the Debian package llvm-19 to check them against LLVM)")
	}
	for _, k := range keys {
		var group []mcCase
		var gp []string
		var gc []int
		for _, i := range groups[k] {
			group, gp, gc = append(group, cases[i]), append(gp, printed[i]), append(gc, cols[i])
		}
		conformMC(t, mc, nil, group, gp, gc)
	}
}
