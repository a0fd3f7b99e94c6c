package validate

import (
	"errors"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// A program of MaxBlocks regions, of any shape, is valid for the target
// and stays under the checker's step limit: every instruction runs at most
// three times (loops are not nested and count s14 down from 1..3). The
// pressure shape named v256 past about 80 regions before its temporaries
// wrapped around.
func TestGenerateMaxBlocks(t *testing.T) {
	a := isa.MustArch("gfx1030")
	for _, wave := range []int{32, 64} {
		for _, sh := range ShapeNames() {
			for seed := uint64(1); seed <= 3; seed++ {
				g, err := Generate(GenConfig{Arch: a, Wave: wave, Blocks: MaxBlocks, Shapes: []string{sh}}, seed)
				if err != nil {
					t.Fatalf("wave%d %s seed %d: %v", wave, sh, seed, err)
				}
				insts := 0
				for _, l := range strings.Split(g.Text, "\n") {
					if strings.HasPrefix(l, "\t") {
						insts++
					}
				}
				c, err := NewChecker(g.Prog, g.Prog, g.LiveOut)
				if err != nil {
					t.Fatal(err)
				}
				if 3*int64(insts) > c.StepLimit {
					t.Errorf("wave%d %s seed %d: %d instructions may run %d steps, over the limit %d", wave, sh, seed, insts, 3*insts, c.StepLimit)
				}
				if seed == 1 {
					if o := c.Run(RandomState(seed, wave, genVGPRs)); o.BothFaulted && errors.Is(o.Fault, sim.ErrStepLimit) {
						t.Errorf("wave%d %s: %v", wave, sh, o.Fault)
					}
				}
			}
		}
	}
	if _, err := Generate(GenConfig{Arch: a, Wave: 32, Blocks: MaxBlocks + 1}, 1); err == nil || err.Error() != "a generated program has 1 to 1000 regions, not 1001" {
		t.Errorf("MaxBlocks+1: %v", err)
	}
}
