package opt

import (
	"testing"
	"time"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
)

// rematFuzzTransform is the pass in its fuzz form (rematFuzz), the
// generated program's compared registers live at its end; with a
// budget, in its budget form (all or nothing) with its contract.
func rematFuzzTransform(mutate func(*rematRules), wave, budget int) (validate.Transform, validate.Contract) {
	r := rematLegal()
	if mutate != nil {
		mutate(&r)
	}
	exit := UnitsOf(validate.GenLiveOut(wave))
	tr := Transform([]Pass{&rematFuzz{remat: &remat{rules: r}, budget: budget}}, Options{ExitLive: exit})
	if budget == 0 {
		return tr, nil
	}
	return tr, validate.Contract(rematContract(exit, budget))
}

// The fuzzer finds each mutant and shrinks it to at most 10
// instructions; the correct pass survives the same programs. The sinking
// mutants show as different results on the remat shape; the partial
// rollback, which computes the same results, breaks the all-or-nothing
// contract on the pressure shape with a budget.
func TestFuzzRematMutants(t *testing.T) {
	mutants := []struct {
		name   string
		mutate func(*rematRules)
		shape  string
		budget int
	}{
		{"use before def after sinking", func(r *rematRules) { r.sinkAt = func(_, use int) int { return use + 1 } }, "remat", 0},
		{"sinking a def with two uses", func(r *rematRules) { r.secondUse = false }, "remat", 0},
		{"partial rollback", func(r *rematRules) { r.rollback = false }, "pressure", RematFuzzBudget},
	}
	gc := validate.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: 32}
	for _, m := range mutants {
		t.Run(m.name, func(t *testing.T) {
			budget := 10 * time.Second
			if raceEnabled {
				budget *= 10
			}
			g := gc
			g.Shapes = []string{m.shape}
			tr, contract := rematFuzzTransform(m.mutate, 32, m.budget)
			start := time.Now()
			st, f, err := validate.Fuzz(validate.FuzzConfig{Gen: g, Transform: tr, Seed: 1,
				States: 64, Deadline: start.Add(budget), Contract: contract})
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
			// The reproducer replays: the stored rewrite fails, the correct
			// pass (in the form the CLI builds) does not.
			dir := t.TempDir()
			if err := f.WriteRepro(dir, g, "remat", false); err != nil {
				t.Fatal(err)
			}
			r, err := validate.ReplayContract(dir, func(spec validate.ReproSpec, a *isa.Arch) (validate.Transform, validate.Contract, error) {
				forms, c := FuzzForms([]Pass{&remat{rules: rematLegal()}}, UnitsOf(validate.GenLiveOut(spec.Wave)))
				return Transform(forms, Options{ExitLive: UnitsOf(validate.GenLiveOut(spec.Wave))}), validate.Contract(c), nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if r.Stored == nil || r.Stored.Kind != f.Mismatch.Kind || !r.FreshRan || r.Fresh != nil {
				t.Fatalf("replay: stored %v, fresh %v (ran %v)", r.Stored, r.Fresh, r.FreshRan)
			}
		})
	}
	t.Run("correct", func(t *testing.T) {
		for _, wave := range []int{32, 64} {
			for _, budget := range []int{0, RematFuzzBudget} {
				g := gc
				g.Wave, g.Shapes = wave, []string{"remat", "pressure"}
				tr, contract := rematFuzzTransform(nil, wave, budget)
				st, f, err := validate.Fuzz(validate.FuzzConfig{Gen: g, Transform: tr, Seed: 1,
					Programs: 1000, States: 16, Contract: contract})
				if err != nil {
					t.Fatal(err)
				}
				if f != nil {
					t.Fatalf("wave%d budget %d: %v\n%s\n%s", wave, budget, f.Mismatch, f.Text, f.Mismatch.Diff)
				}
				if st.Programs-st.Unchanged == 0 {
					t.Fatalf("wave%d budget %d: the pass rewrote none of %d programs", wave, budget, st.Programs)
				}
				t.Logf("wave%d budget %d: %d programs (%d rewritten), %d states, no mismatch", wave, budget, st.Programs, st.Programs-st.Unchanged, st.States)
			}
		}
	})
}
