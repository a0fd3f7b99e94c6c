package timing

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// The per-instruction fields issue reads instead of working them out each
// time agree with what they stand for, on the hazard programs of every
// golden target: the hot unit lists with the lists they copy, the flags
// with the unit flags they combine.
func TestInstInfoShortcuts(t *testing.T) {
	for _, tg := range goldenTargets {
		r := rand.New(rand.NewPCG(uint64(tg.wave), 0x1f0))
		for i := 0; i < 40; i++ {
			tm, err := runHazardProgram(t, tg.arch, tg.wave, hazardProgram(r, tg.gen, tg.wave, 24))
			if err != nil {
				t.Fatal(err)
			}
			for pc := range tm.info {
				x := &tm.info[pc]
				ok := slices.Equal(x.vRead(), x.list(listVRead)) && slices.Equal(x.vWrite(), x.list(listVWrite)) &&
					slices.Equal(x.sWrite(), x.list(listSWrite)) && slices.Equal(x.sDep(), x.list(listSDep)) &&
					x.memOp == (x.vmem || x.lds || x.smemLoad) && x.scalarALU == (x.salu || x.smem) &&
					x.scalarConsumer == (x.salu || x.smem || x.branch || x.misc)
				if !ok {
					t.Fatalf("%s w%d: instruction %d: %+v", tg.arch, tg.wave, pc, *x)
				}
			}
		}
	}
}
