package timing

import (
	"math/bits"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/wavesim/wavesim/sim/internal/simtest"
)

// Dropping the producers no consumer of a program reads, and the step
// rules a program has no producer for (pruneProducers, Rule.stepProducer),
// changes nothing a run reports: the hazard programs of every golden
// target, and the VALU-heavy benchmark code with a DPP consumer and an
// exec write, give the same hazards, cycles and stalls as with every rule
// tracked in full.
func TestPrunedRulesReportTheSame(t *testing.T) {
	run := func(all bool, arch string, wave int, asm string) *Model {
		t.Helper()
		defer func(old bool) { trackAllRules = old }(trackAllRules)
		trackAllRules = all
		tm, err := runHazardProgram(t, arch, wave, asm)
		if err != nil {
			t.Fatalf("%s w%d: %v\n%s", arch, wave, err, asm)
		}
		return tm
	}
	pruned, hits := 0, 0
	same := func(arch string, wave int, asm string) {
		got, want := run(false, arch, wave, asm), run(true, arch, wave, asm)
		pruned += uses(want) - uses(got)
		if len(want.Hazards) > 0 {
			hits++
		}
		if !reflect.DeepEqual(got.Hazards, want.Hazards) || !reflect.DeepEqual(got.HazardSites, want.HazardSites) ||
			got.Cycles != want.Cycles || got.Stalls != want.Stalls || !reflect.DeepEqual(got.Insts, want.Insts) {
			t.Errorf("%s w%d: pruned rules report %d hazards in %d cycles, all rules %d in %d\n%s",
				arch, wave, len(got.Hazards), got.Cycles, len(want.Hazards), want.Cycles, asm)
		}
	}
	for _, tg := range goldenTargets {
		r := rand.New(rand.NewPCG(uint64(tg.wave), 0x7071))
		for i := 0; i < 150; i++ {
			asm := hazardProgram(r, tg.gen, tg.wave, 24)
			same(tg.arch, tg.wave, asm)
		}
		gfx9 := tg.gen != "gfx10"
		asm := simtest.VALUHeavy(64, gfx9, tg.wave) + "s_mov_b64 exec, -1\n" + simtest.VALUHeavy(16, gfx9, tg.wave)
		if gfx9 {
			asm += "s_nop 1\nv_mov_b32_dpp v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n"
		}
		same(tg.arch, tg.wave, asm)
	}
	// The partial forwarding hazard, which needs the exec write.
	same("gfx1100", 64, "v_mov_b32_e32 v1, 0\ns_mov_b64 exec, -1\nv_mov_b32_e32 v2, 0\nv_add_f32_e32 v3, v1, v2\n")
	if pruned == 0 {
		t.Error("no program had a use pruned: the test no longer exercises pruneProducers")
	}
	if hits < 500 {
		t.Errorf("only %d programs with hazards: the test no longer exercises the rules", hits)
	}
}

// uses counts the rules a model's instructions touch.
func uses(tm *Model) int {
	n := 0
	for _, s := range tm.touches {
		n += bits.OnesCount32(uint32(s))
	}
	return n
}
