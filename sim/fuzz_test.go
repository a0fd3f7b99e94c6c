package sim_test

import (
	"errors"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/timing"
)

// FuzzSimulate runs generated programs from random states on every target:
// the simulator never panics, and a wave stops at the step limit
// (go test -fuzz=FuzzSimulate ./sim).
func FuzzSimulate(f *testing.F) {
	for _, s := range []uint64{1, 2, 3, 99} {
		f.Add(s, s+1, uint8(0), uint8(3))
		f.Add(s, s+2, uint8(3), uint8(5))
	}
	targets := []struct {
		arch string
		wave int
	}{{"gfx900", 64}, {"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}}
	f.Fuzz(func(t *testing.T, progSeed, stateSeed uint64, target, blocks uint8) {
		tg := targets[int(target)%len(targets)]
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
		const limit = 500
		s.SetStepLimit(limit)
		w := s.NewWave()
		if err := validate.RandomState(stateSeed, tg.wave, 13).Apply(s, w); err != nil {
			t.Fatal(err)
		}
		err = s.Run(w)
		if w.Steps > limit {
			t.Fatalf("ran %d steps past the limit %d", w.Steps, limit)
		}
		if err != nil && !errors.Is(err, sim.ErrStepLimit) {
			var re *sim.RunError
			if !errors.As(err, &re) {
				t.Fatalf("error is not a RunError: %v", err)
			}
		}
	})
}

// FuzzSimulateTimed runs generated programs from random states under the
// timing model with its memory system: nothing panics, and the memory
// counts add up (hits within requests; the memory waits split exactly the
// vmcnt, lgkmcnt and vscnt stalls) (go test -fuzz=FuzzSimulateTimed ./sim).
func FuzzSimulateTimed(f *testing.F) {
	for _, s := range []uint64{1, 2, 3, 99} {
		f.Add(s, s+1, uint8(0), uint8(3))
		f.Add(s, s+2, uint8(2), uint8(5))
	}
	targets := []struct {
		arch string
		wave int
	}{{"gfx900", 64}, {"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}}
	f.Fuzz(func(t *testing.T, progSeed, stateSeed uint64, target, blocks uint8) {
		tg := targets[int(target)%len(targets)]
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
		s.SetStepLimit(500)
		tm, err := timing.New(g.Prog)
		if err != nil {
			t.Fatal(err)
		}
		tm.Attach(s.M)
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
