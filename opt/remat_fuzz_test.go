package opt

import (
	"testing"
	"time"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/check"
)

// rematFuzzTransform is the pass in its sinkAll form, the generated
// program's compared registers live at its end.
func rematFuzzTransform(mutate func(*rematRules), wave int) check.Transform {
	r := rematLegal()
	if mutate != nil {
		mutate(&r)
	}
	return Transform([]Pass{&remat{rules: r, sinkAll: true}}, Options{ExitLive: UnitsOf(check.GenLiveOut(wave))})
}

// The fuzzer, on the remat shape, finds the sinking mutants and shrinks
// each to at most 10 instructions; the correct pass survives the same
// programs. (The partial-rollback mutant needs a kernel with register
// counts; TestRematMutants catches it.)
func TestFuzzRematMutants(t *testing.T) {
	mutants := []struct {
		name   string
		mutate func(*rematRules)
	}{
		{"use before def after sinking", func(r *rematRules) { r.sinkAt = func(_, use int) int { return use + 1 } }},
		{"sinking a def with two uses", func(r *rematRules) { r.secondUse = false }},
	}
	gc := check.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: 32, Shapes: []string{"remat"}}
	for _, m := range mutants {
		t.Run(m.name, func(t *testing.T) {
			budget := 10 * time.Second
			if raceEnabled {
				budget *= 10
			}
			start := time.Now()
			st, f, err := check.Fuzz(check.FuzzConfig{Gen: gc, Transform: rematFuzzTransform(m.mutate, 32), Seed: 1,
				States: 64, Deadline: start.Add(budget)})
			if err != nil {
				t.Fatal(err)
			}
			if f == nil {
				t.Fatalf("not found in %v (%d programs, %d states)", budget, st.Programs, st.States)
			}
			t.Logf("found after %d programs, %d states; %d → %d instructions: %v\n%s", st.Programs, st.States, f.Before, f.Instructions(), f.Mismatch, f.Text)
			if f.Instructions() > 10 {
				t.Errorf("shrunk reproducer has %d instructions, want at most 10:\n%s", f.Instructions(), f.Text)
			}
		})
	}
	t.Run("correct", func(t *testing.T) {
		for _, wave := range []int{32, 64} {
			g := gc
			g.Wave = wave
			st, f, err := check.Fuzz(check.FuzzConfig{Gen: g, Transform: rematFuzzTransform(nil, wave), Seed: 1, Programs: 1000, States: 16})
			if err != nil {
				t.Fatal(err)
			}
			if f != nil {
				t.Fatalf("wave%d: %v\n%s\n%s", wave, f.Mismatch, f.Text, f.Mismatch.Diff)
			}
			t.Logf("wave%d: %d programs, %d states, no mismatch", wave, st.Programs, st.States)
		}
	})
}
