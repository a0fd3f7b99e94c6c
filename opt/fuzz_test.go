package opt

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/check"
)

var fuzzStates = flag.Int64("fuzzstates", 100_000, "states the correct-pass campaign checks per wave size (make fuzz: 1,000,000)")

// vcmpxTransform checks a vcmpx pass: the correct one for nil, else the
// variant mutate makes.
func vcmpxTransform(mutate func(*vcmpxRules)) check.Transform {
	if mutate == nil {
		return Transform([]Pass{newVcmpx()}, Options{})
	}
	return Transform([]Pass{vcmpxVariant(mutate)}, Options{})
}

// The fuzzing engine finds each deliberately broken vcmpx of the mutation
// tests with a fixed seed in under 10 seconds, shrinks the program to at
// most 10 instructions, and the reproducer replays the mismatch.
func TestFuzzFindsMutants(t *testing.T) {
	mutants := []struct {
		name, mutant string // the mutant's name in vcmpxMutants
		wave         int
	}{
		{"v_cmpx at the v_cmp", "atVcmp", 32},
		{"exec write ignored", "ignoreExecWrite", 32},
		{"source redefinition ignored", "ignoreSrcRedef", 32},
		{"destination reuse ignored", "ignoreDstReuse", 32},
		{"later use ignored", "ignoreLaterUse", 32},
		{"wave64 sub-registers ignored", "exactRegs", 64},
	}
	byName := map[string]func(*vcmpxRules){}
	for _, mu := range vcmpxMutants {
		byName[mu.name] = mu.mutate
	}
	covered := map[string]bool{}
	for _, m := range mutants {
		covered[m.mutant] = true
	}
	for _, mu := range vcmpxMutants {
		if !covered[mu.name] {
			t.Errorf("mutant %s is not fuzzed", mu.name)
		}
	}
	for _, m := range mutants {
		t.Run(m.name, func(t *testing.T) {
			mutate := byName[m.mutant]
			if mutate == nil {
				t.Fatalf("no mutant %s in vcmpxMutants", m.mutant)
			}
			gc := check.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: m.wave}
			budget := 10 * time.Second
			if raceEnabled {
				budget *= 10
			}
			start := time.Now()
			st, f, err := check.Fuzz(check.FuzzConfig{Gen: gc, Transform: vcmpxTransform(mutate), Seed: 1,
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
			if err := f.WriteRepro(dir, gc, "vcmpx", false); err != nil {
				t.Fatal(err)
			}
			r, err := check.Replay(dir, nil)
			if err != nil {
				t.Fatal(err)
			}
			if r.Stored == nil {
				t.Fatal("the reproducer does not replay the mismatch")
			}
			// The correct pass does not break the shrunk program.
			r, err = check.Replay(dir, func(check.ReproSpec, *isa.Arch) (check.Transform, error) {
				return vcmpxTransform(nil), nil
			})
			if err != nil {
				t.Fatalf("replay with the correct pass: %v", err)
			}
			if !r.FreshRan || r.Fresh != nil {
				t.Errorf("the correct pass on the reproducer: ran %v, mismatch %v", r.FreshRan, r.Fresh)
			}
			readme, err := os.ReadFile(filepath.Join(dir, "README"))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(readme), "wavesim replay") {
				t.Error("README lacks the replay line")
			}
		})
	}
}

// The correct pass survives the campaign: no mismatch over -fuzzstates
// states in each wave size.
func TestFuzzVcmpxCorrect(t *testing.T) {
	for _, wave := range []int{32, 64} {
		t.Run(map[int]string{32: "wave32", 64: "wave64"}[wave], func(t *testing.T) {
			t.Parallel()
			gc := check.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: wave}
			var states, programs int64
			for seed := uint64(1); states < *fuzzStates; seed++ {
				st, f, err := check.Fuzz(check.FuzzConfig{Gen: gc, Transform: vcmpxTransform(nil), Seed: seed,
					Programs: 64})
				if err != nil {
					t.Fatal(err)
				}
				if f != nil {
					t.Fatalf("seed %d: %v\n%s\n%s", seed, f.Mismatch, f.Text, f.Mismatch.Diff)
				}
				states += st.States
				programs += st.Programs
			}
			t.Logf("wave%d: %d programs, %d states, no mismatch", wave, programs, states)
		})
	}
}

// Same seed and shard, same work and result; shards split the programs.
func TestFuzzDeterministicAndSharded(t *testing.T) {
	gc := check.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: 32}
	run := func(k, n int) *check.FuzzStats {
		st, _, err := check.Fuzz(check.FuzzConfig{Gen: gc, Transform: vcmpxTransform(nil), Seed: 9,
			Shard: k, Shards: n, Programs: 20, States: 8})
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	a, b := run(0, 1), run(0, 1)
	if a.Programs != b.Programs || a.States != b.States || a.Unchanged != b.Unchanged {
		t.Errorf("two runs differ: %+v %+v", a, b)
	}
	// Program i of shard K/N is program K+i*N of the whole campaign.
	g1, _ := check.Generate(gc, check.ProgramSeed(9, 3))
	if g1.Text == "" {
		t.Fatal("no program")
	}
	f0, _, _ := check.Fuzz(check.FuzzConfig{Gen: gc, Transform: vcmpxTransform(nil), Seed: 9, Shard: 1, Shards: 2, Programs: 5, States: 1})
	if f0.Programs != 5 {
		t.Errorf("shard ran %d programs", f0.Programs)
	}
}

// FuzzVcmpx is a native fuzz target for the pass checker: any program seed
// and state seed must show no mismatch (go test -fuzz=FuzzVcmpx ./opt).
func FuzzVcmpx(f *testing.F) {
	for _, s := range []uint64{1, 2, 3, 42, 1 << 40} {
		f.Add(s, s*7, false)
		f.Add(s, s*7, true)
	}
	f.Fuzz(func(t *testing.T, progSeed, stateSeed uint64, w64 bool) {
		gc := check.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: 32}
		if w64 {
			gc.Wave = 64
		}
		g, err := check.Generate(gc, progSeed)
		if err != nil {
			t.Fatal(err)
		}
		q, _ := vcmpxTransform(nil)(g.Prog)
		c, err := check.NewChecker(g.Prog, q, g.LiveOut)
		if err != nil {
			t.Fatal(err)
		}
		if o := c.Run(check.RandomState(stateSeed, gc.Wave, 13)); o.Mismatch != nil {
			t.Fatalf("%v\n%s\n%s", o.Mismatch, g.Text, o.Mismatch.Diff)
		}
	})
}
