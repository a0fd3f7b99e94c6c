package sim_test

import (
	"errors"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/timing"
)

// fuzzTargets are the targets and wave sizes the fuzzed programs run on.
var fuzzTargets = []struct {
	arch string
	wave int
}{{"gfx900", 64}, {"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}}

// fuzzStepLimit bounds a fuzzed wave.
const fuzzStepLimit = 500

// fuzzSeeds adds the seed corpus both fuzz targets start from.
func fuzzSeeds(f *testing.F, other uint8) {
	for _, s := range []uint64{1, 2, 3, 99} {
		f.Add(s, s+1, uint8(0), uint8(3))
		f.Add(s, s+2, other, uint8(5))
	}
}

// fuzzRun generates a program on one of fuzzTargets, attaches the
// observer attach makes (none when nil), and runs a wave of it from a
// random state: a run that errs must fail with a RunError.
func fuzzRun(t *testing.T, progSeed, stateSeed uint64, target, blocks uint8, attach func(*isa.Program, *sim.Machine)) *sim.Wave {
	tg := fuzzTargets[int(target)%len(fuzzTargets)]
	gc := validate.GenConfig{Arch: isa.MustArch(tg.arch), Wave: tg.wave, Blocks: 1 + int(blocks%6)}
	g, err := validate.Generate(gc, progSeed)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sim.SnippetOf(g.Prog)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Mem().Map("m", validate.MemBase, validate.MemSize); err != nil {
		t.Fatal(err)
	}
	s.SetStepLimit(fuzzStepLimit)
	if attach != nil {
		attach(g.Prog, s.M)
	}
	w := s.NewWave()
	if err := validate.RandomState(stateSeed, tg.wave, 13).Apply(s, w); err != nil {
		t.Fatal(err)
	}
	if err := s.Run(w); err != nil && !errors.Is(err, sim.ErrStepLimit) {
		var re *sim.RunError
		if !errors.As(err, &re) {
			t.Fatalf("error is not a RunError: %v", err)
		}
	}
	return w
}

// FuzzSimulate runs generated programs from random states on every target:
// the simulator never panics, and a wave stops at the step limit
// (go test -fuzz=FuzzSimulate ./sim).
func FuzzSimulate(f *testing.F) {
	fuzzSeeds(f, 3)
	f.Fuzz(func(t *testing.T, progSeed, stateSeed uint64, target, blocks uint8) {
		if w := fuzzRun(t, progSeed, stateSeed, target, blocks, nil); w.Steps > fuzzStepLimit {
			t.Fatalf("ran %d steps past the limit %d", w.Steps, fuzzStepLimit)
		}
	})
}

// FuzzSimulateTimed runs generated programs from random states under the
// timing model with its memory system: nothing panics, and the memory
// counts add up (hits within requests; the memory waits split exactly the
// vmcnt, lgkmcnt and vscnt stalls) (go test -fuzz=FuzzSimulateTimed ./sim).
func FuzzSimulateTimed(f *testing.F) {
	fuzzSeeds(f, 2)
	f.Fuzz(func(t *testing.T, progSeed, stateSeed uint64, target, blocks uint8) {
		var tm *timing.Model
		fuzzRun(t, progSeed, stateSeed, target, blocks, func(p *isa.Program, m *sim.Machine) {
			var err error
			if tm, err = timing.New(p); err != nil {
				t.Fatal(err)
			}
			tm.Attach(m)
		})
		st := tm.MemStats()
		if st == nil {
			t.Fatal("no memory system")
		}
		for l := range st.Requests {
			if st.Hits[l] > st.Requests[l] || st.Hits[l] < 0 {
				t.Errorf("level %s: %d hits of %d requests", timing.LevelNames()[l], st.Hits[l], st.Requests[l])
			}
		}
		counters := tm.Stalls[timing.CauseVmcnt] + tm.Stalls[timing.CauseLgkmcnt] + tm.Stalls[timing.CauseVscnt]
		if st.Waits.Total() != counters {
			t.Errorf("memory waits %d (%v), counter stalls %d", st.Waits.Total(), st.Waits, counters)
		}
	})
}
