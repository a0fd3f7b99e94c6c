package opt

import (
	"cmp"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
)

// ifconvTransform is a pass list checked against the generator's live-out,
// which it is told is live at the end.
func ifconvTransform(wave int, passes ...Pass) validate.Transform {
	return Transform(passes, Options{ExitLive: UnitsOf(validate.GenLiveOut(wave))})
}

func execzVariant(mutate func(*execzRules)) Pass {
	r := execzLegal()
	mutate(&r)
	return &execzIfconv{rules: r}
}

func uniformVariant(mutate func(*uniformRules)) Pass {
	r := uniformLegal()
	mutate(&r)
	return &uniformToExec{rules: r}
}

// dropStop removes one of the exec = 0 stops; naming one the rules lack
// is a broken test.
func dropStop(stops []execEmptyStop, what string) []execEmptyStop {
	for k, s := range stops {
		if s.what == what {
			return append(stops[:k:k], stops[k+1:]...)
		}
	}
	panic(fmt.Sprintf("no stop %q", what))
}

// The broken if-conversions.
var ifconvMutants = []struct {
	name, pass string
	broken     func() Pass
	correct    func() Pass
	arch       string // "" is gfx1030
}{
	// (a) runs a scalar load with exec = 0 that the original jumped over:
	// through an unmapped address it faults in the rewrite only.
	{"execz-ifconv accepts a scalar load", "execz-ifconv",
		func() Pass {
			return execzVariant(func(r *execzRules) { r.stops = dropStop(r.stops, "scalar load") })
		},
		func() Pass { return &execzIfconv{rules: execzLegal()} }, ""},
	// (b) runs an exec write with exec = 0: the lanes it turns on run the
	// rest of the block.
	{"execz-ifconv accepts an exec write", "execz-ifconv",
		func() Pass {
			return execzVariant(func(r *execzRules) { r.stops = dropStop(r.stops, "exec write") })
		},
		func() Pass { return &execzIfconv{rules: execzLegal()} }, ""},
	// (c) s_cbranch_scc1 skips the block when the compare holds: the
	// v_cmp must test the opposite.
	{"uniform-to-exec ignores the branch polarity", "uniform-to-exec",
		func() Pass {
			return uniformVariant(func(r *uniformRules) { r.negate = func(isa.Cond) bool { return false } })
		},
		func() Pass { return &uniformToExec{rules: uniformLegal()} }, ""},
	// (c') the polarity swapped: reversed for scc0 (whose then-block runs
	// when the compare holds), kept for scc1.
	{"uniform-to-exec reverses the compare for scc0, not scc1", "uniform-to-exec",
		func() Pass {
			return uniformVariant(func(r *uniformRules) { r.negate = func(c isa.Cond) bool { return c == isa.CondSCC0 } })
		},
		func() Pass { return &uniformToExec{rules: uniformLegal()} }, ""},
	// (d) s_cmpk_*_i32's immediate zero-extended: 0xfff8 compares as
	// 65528, not -8.
	{"uniform-to-exec zero-extends s_cmpk_*_i32's immediate", "uniform-to-exec",
		func() Pass {
			return uniformVariant(func(r *uniformRules) {
				r.twin = twinVariant(func(t *isa.CmpTwin) {
					if t.Imm == isa.TwinImmSExt16 {
						t.Imm = isa.TwinImmZExt16
					}
				})
			})
		},
		func() Pass { return &uniformToExec{rules: uniformLegal()} }, ""},
	// (e) s_bitcmp0 and s_bitcmp1 swapped: the isolated bit compared
	// with 0 the wrong way round.
	{"uniform-to-exec swaps s_bitcmp0 and s_bitcmp1", "uniform-to-exec",
		func() Pass {
			return uniformVariant(func(r *uniformRules) {
				r.twin = twinVariant(func(t *isa.CmpTwin) {
					if t.BitTest {
						t.CC, t.Neg = t.Neg, t.CC
					}
				})
			})
		},
		func() Pass { return &uniformToExec{rules: uniformLegal()} }, ""},
	// (f) a float compare negated to its ordered opposite (lt to ge, not
	// nlt): wrong when an operand is NaN (gfx1150's SALU float compares).
	{"uniform-to-exec negates a float compare to the ordered opposite", "uniform-to-exec",
		func() Pass {
			return uniformVariant(func(r *uniformRules) {
				r.twin = twinVariant(func(t *isa.CmpTwin) {
					if t.Type == "f32" && t.CC == "lt" {
						t.Neg = "ge"
					}
				})
			})
		},
		func() Pass { return &uniformToExec{rules: uniformLegal()} }, "gfx1150"},
}

// twinVariant is the table's VALU twins changed by mutate (on a copy).
func twinVariant(mutate func(*isa.CmpTwin)) func(*isa.Op) *isa.CmpTwin {
	return func(o *isa.Op) *isa.CmpTwin {
		if o.VTwin == nil {
			return nil
		}
		t := *o.VTwin
		mutate(&t)
		return &t
	}
}

// The fuzzing engine finds each broken if-conversion with a fixed seed in
// under 10 seconds, shrinks the program to at most 10 instructions, and
// the reproducer replays the mismatch; the correct pass leaves the shrunk
// program's meaning alone.
func TestIfconvFuzzFindsMutants(t *testing.T) {
	for _, m := range ifconvMutants {
		t.Run(m.name, func(t *testing.T) {
			gc := validate.GenConfig{Arch: isa.MustArch(cmp.Or(m.arch, "gfx1030")), Wave: 32, Shapes: ShapesFor([]string{m.pass})}
			budget := 10 * time.Second
			if raceEnabled {
				budget *= 10
			}
			start := time.Now()
			st, f, err := validate.Fuzz(validate.FuzzConfig{Gen: gc, Transform: ifconvTransform(32, m.broken()), Seed: 1,
				States: 64, Deadline: start.Add(budget)})
			if err != nil {
				t.Fatal(err)
			}
			if f == nil {
				t.Fatalf("not found in %v (%d programs, %d states)", budget, st.Programs, st.States)
			}
			t.Logf("found after %d programs, %d states, %v (with shrinking); %d → %d instructions: %v\n%s",
				st.Programs, st.States, time.Since(start).Round(time.Millisecond), f.Before, f.Instructions(), f.Mismatch, f.Text)
			if f.Instructions() > 10 {
				t.Errorf("shrunk reproducer has %d instructions, want at most 10:\n%s", f.Instructions(), f.Text)
			}
			dir := filepath.Join(t.TempDir(), "repro")
			if err := f.WriteRepro(dir, gc, m.pass, false); err != nil {
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
				return ifconvTransform(32, m.correct()), nil
			})
			if err != nil {
				t.Fatalf("replay with the correct pass: %v", err)
			}
			if r.Fresh != nil {
				t.Errorf("the correct pass on the reproducer: %v", r.Fresh)
			}
		})
	}
}

// ifconvCampaignStates is the states each correct-pass campaign checks.
const ifconvCampaignStates = 100_000

// The correct passes, alone and in the pipeline with vcmpx, survive a
// campaign on their shapes in both wave sizes and on GCN.
func TestIfconvFuzzCorrect(t *testing.T) {
	for _, c := range []struct {
		arch   string
		wave   int
		passes string
	}{
		{"gfx1030", 32, "uniform-to-exec"}, {"gfx1030", 32, "execz-ifconv"},
		{"gfx1030", 32, "uniform-to-exec,vcmpx,execz-ifconv"}, {"gfx1030", 64, "uniform-to-exec,vcmpx,execz-ifconv"},
		{"gfx900", 64, "uniform-to-exec,execz-ifconv"}, {"gfx1100", 32, "uniform-to-exec,vcmpx,execz-ifconv"},
		{"gfx1150", 32, "uniform-to-exec,vcmpx,execz-ifconv"}, // SALU float compares
	} {
		t.Run(fmt.Sprintf("%s-w%d-%s", c.arch, c.wave, c.passes), func(t *testing.T) {
			t.Parallel()
			ps, err := ParsePasses(c.passes)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, p := range ps {
				names = append(names, p.Name())
			}
			gc := validate.GenConfig{Arch: isa.MustArch(c.arch), Wave: c.wave, Shapes: ShapesFor(names)}
			want := int64(ifconvCampaignStates)
			if raceEnabled {
				want /= 10 // the race detector runs the simulator about ten times slower
			}
			var st validate.FuzzStats
			for seed := uint64(1); st.States < want; seed++ {
				s, f, err := validate.Fuzz(validate.FuzzConfig{Gen: gc, Transform: ifconvTransform(c.wave, ps...), Seed: seed,
					Programs: 32, States: 64})
				if err != nil {
					t.Fatal(err)
				}
				if f != nil {
					t.Fatalf("seed %d: %v\n%s\nrewritten:\n%s\n%s", seed, f.Mismatch, f.Text, f.Rewritten, f.Mismatch.Diff)
				}
				st.Programs += s.Programs
				st.Unchanged += s.Unchanged
				st.States += s.States
			}
			if st.Unchanged == st.Programs {
				t.Fatalf("the passes changed none of %d programs", st.Programs)
			}
			t.Logf("%d programs (%d unchanged), %d states, no mismatch", st.Programs, st.Unchanged, st.States)
		})
	}
}

// FuzzIfconv is a native fuzz target for the if-conversion pipeline: any
// program seed and state seed must show no mismatch after
// uniform-to-exec, vcmpx and execz-ifconv (go test -fuzz=FuzzIfconv ./opt).
func FuzzIfconv(f *testing.F) {
	for _, s := range []uint64{1, 2, 3, 42, 1 << 40} {
		f.Add(s, s*7, false)
		f.Add(s, s*7, true)
	}
	f.Fuzz(func(t *testing.T, progSeed, stateSeed uint64, w64 bool) {
		ps, err := ParsePasses("uniform-to-exec,vcmpx,execz-ifconv")
		if err != nil {
			t.Fatal(err)
		}
		gc := validate.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: 32, Shapes: []string{"uniform", "vcmpx", "execz"}}
		if w64 {
			gc.Wave = 64
		}
		g, err := validate.Generate(gc, progSeed)
		if err != nil {
			t.Fatal(err)
		}
		q, err := ifconvTransform(gc.Wave, ps...)(g.Prog)
		if err != nil {
			t.Fatal(err)
		}
		c, err := validate.NewChecker(g.Prog, q, g.LiveOut)
		if err != nil {
			t.Fatal(err)
		}
		if o := c.Run(validate.RandomState(stateSeed, gc.Wave, 13)); o.Mismatch != nil {
			t.Fatalf("%v\n%s\n%s", o.Mismatch, g.Text, o.Mismatch.Diff)
		}
	})
}
