package opt

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
)

// Mutation tests of the wwm pass: each deliberately broken variant
// (wwmLegal with one rule changed) is found by the fuzzing engine with a
// fixed seed within 10 seconds, shrunk to at most 10 instructions, and the
// reproducer replays; the correct pass does not break the shrunk program.

// wwmMutantPlainCopy lowers a marked copy as a plain lane copy, without
// the exec toggles.
func wwmMutantPlainCopy(r *wwmRules) {
	r.lower = func(in *isa.Inst, a *isa.Arch, wave int, s isa.Reg) []*isa.Inst {
		cp := in.Clone()
		cp.WholeWave = false
		return []*isa.Inst{cp}
	}
}

// wwmMutantNoRestore leaves exec all ones after the copy.
func wwmMutantNoRestore(r *wwmRules) {
	lower := r.lower
	r.lower = func(in *isa.Inst, a *isa.Arch, wave int, s isa.Reg) []*isa.Inst {
		return lower(in, a, wave, s)[:2]
	}
}

// wwmMutantMergeMasked merges across instructions that need the real
// exec (against condition 7): it keeps only the control-flow stop. (A VALU
// reads exec, so the exec stop alone also keeps it out of a merge.)
func wwmMutantMergeMasked(r *wwmRules) {
	var keep []wwmStop
	for _, st := range r.mergeStops {
		if st.what == "is control flow" {
			keep = append(keep, st)
		}
	}
	r.mergeStops = keep
}

func wwmVariant(mutate func(*wwmRules)) *wwm {
	r := wwmLegal()
	if mutate != nil {
		mutate(&r)
	}
	return &wwm{rules: r}
}

// wwmGenLive is what generated programs declare live at their end (the
// registers validate.Generate's LiveOut names): the pass must not pick them
// to save exec in, even where a shrunk program no longer names them.
func wwmGenLive(wave int) Units { return UnitsOf(validate.GenLiveOut(wave)) }

func wwmTransform(mutate func(*wwmRules), wave int) validate.Transform {
	return Transform([]Pass{wwmVariant(mutate)}, Options{ExitLive: wwmGenLive(wave)})
}

func TestWWMFuzzFindsMutants(t *testing.T) {
	mutants := []struct {
		name   string
		mutate func(*wwmRules)
		wave   int
	}{
		{"plain lane copy", wwmMutantPlainCopy, 32},
		{"exec not restored", wwmMutantNoRestore, 64},
		{"merge across what needs exec", wwmMutantMergeMasked, 32},
	}
	for _, m := range mutants {
		t.Run(m.name, func(t *testing.T) {
			gc := validate.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: m.wave, Shapes: []string{"wwm"}}
			budget := 10 * time.Second
			if raceEnabled {
				budget *= 10
			}
			start := time.Now()
			st, f, err := validate.Fuzz(validate.FuzzConfig{Gen: gc, Transform: wwmTransform(m.mutate, m.wave), Seed: 1,
				States: 64, Deadline: start.Add(budget)})
			if err != nil {
				t.Fatal(err)
			}
			if f == nil {
				t.Fatalf("not found in %v (%d programs, %d states)", budget, st.Programs, st.States)
			}
			t.Logf("found after %d programs, %d states, %v; %d → %d instructions: %v\n%s",
				st.Programs, st.States, time.Since(start).Round(time.Millisecond), f.Before, f.Instructions(), f.Mismatch, f.Text)
			if f.Instructions() > 10 {
				t.Errorf("shrunk reproducer has %d instructions, want at most 10:\n%s", f.Instructions(), f.Text)
			}
			dir := filepath.Join(t.TempDir(), "repro")
			if err := f.WriteRepro(dir, gc, "wwm", false); err != nil {
				t.Fatal(err)
			}
			r, err := validate.Replay(dir, nil)
			if err != nil {
				t.Fatal(err)
			}
			if r.Stored == nil {
				t.Fatal("the reproducer does not replay the mismatch")
			}
			r, err = validate.Replay(dir, func(validate.ReproSpec, *isa.Arch) (validate.Transform, error) {
				return wwmTransform(nil, m.wave), nil
			})
			if err != nil {
				t.Fatalf("replay with the correct pass: %v", err)
			}
			if !r.FreshRan || r.Fresh != nil {
				t.Errorf("the correct pass on the reproducer: ran %v, mismatch %v", r.FreshRan, r.Fresh)
			}
		})
	}
}

// The correct pass survives a campaign in each wave size, on gfx1030 and
// gfx900, with fixed seeds; every kind of site occurs in it.
func TestWWMFuzzCorrect(t *testing.T) {
	for _, tg := range []struct {
		arch string
		wave int
	}{{"gfx1030", 32}, {"gfx1030", 64}, {"gfx900", 64}} {
		t.Run(wwmTargetName(tg.arch, tg.wave), func(t *testing.T) {
			gc := validate.GenConfig{Arch: isa.MustArch(tg.arch), Wave: tg.wave, Shapes: []string{"wwm"}}
			kinds := map[string]int{}
			tr := wwmTransform(nil, tg.wave)
			counted := func(p *isa.Program) (*isa.Program, error) {
				_, reps := Run(p, []Pass{newWWM()}, Options{ExitLive: wwmGenLive(tg.wave)})
				for _, s := range reps[0].Sites {
					kinds[wwmSiteKind(s)]++
				}
				return tr(p)
			}
			st, f, err := validate.Fuzz(validate.FuzzConfig{Gen: gc, Transform: counted, Seed: 7, Programs: 300, States: 64})
			if err != nil {
				t.Fatal(err)
			}
			if f != nil {
				t.Fatalf("%v\n%s\n%s", f.Mismatch, f.Text, f.Mismatch.Diff)
			}
			for _, k := range []string{"lowered", "all ones", "merged", "not merged", "scc"} {
				if kinds[k] == 0 {
					t.Errorf("no %q site in the campaign: %v", k, kinds)
				}
			}
			t.Logf("%d programs, %d states, no mismatch; sites %v", st.Programs, st.States, kinds)
		})
	}
}

func wwmTargetName(arch string, wave int) string {
	return arch + "_w" + map[int]string{32: "32", 64: "64"}[wave]
}

// wwmSiteKind sorts a site by what the pass did.
func wwmSiteKind(s Site) string {
	switch {
	case s.Rewritten && wwmHas(s.Reason, "lowered"):
		return "lowered"
	case s.Rewritten && wwmHas(s.Reason, "all ones"):
		return "all ones"
	case s.Rewritten && wwmHas(s.Reason, "merged"):
		return "merged"
	case wwmHas(s.Reason, "between the regions"):
		return "not merged"
	case wwmHas(s.Reason, "scc"):
		return "scc"
	}
	return "other"
}

func wwmHas(s, sub string) bool { return strings.Contains(s, sub) }

// The registered pass runs wwmLegal: the three merge stops of condition 7,
// the all-ones analysis and the three-instruction lowering.
func TestWWMLegalRules(t *testing.T) {
	p, err := Lookup("wwm")
	if err != nil {
		t.Fatal(err)
	}
	w, ok := p.(*wwm)
	if !ok {
		t.Fatalf("the registered wwm is a %T", p)
	}
	var stops []string
	for _, st := range w.rules.mergeStops {
		stops = append(stops, st.what)
	}
	if got := strings.Join(stops, ", "); got != "runs under exec, reads or writes exec, is control flow" {
		t.Errorf("merge stops: %s", got)
	}
	if !w.rules.allOnes || w.rules.lower == nil {
		t.Error("the all-ones analysis is off or there is no lowering")
	}
}
