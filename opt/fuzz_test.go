package opt

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
)

var fuzzStates = flag.Int64("fuzzstates", 100_000, "states the correct-pass campaign checks per wave size (make fuzz: 1,000,000)")

// vcmpxTransform checks a vcmpx pass: the correct one for nil, else the
// variant mutate makes.
func vcmpxTransform(mutate func(*vcmpxRules)) validate.Transform {
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
			gc := validate.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: m.wave}
			budget := 10 * time.Second
			if raceEnabled {
				budget *= 10
			}
			start := time.Now()
			st, f, err := validate.Fuzz(validate.FuzzConfig{Gen: gc, Transform: vcmpxTransform(mutate), Seed: 1,
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
			r, err := validate.Replay(dir, nil)
			if err != nil {
				t.Fatal(err)
			}
			if r.Stored == nil {
				t.Fatal("the reproducer does not replay the mismatch")
			}
			// The correct pass does not break the shrunk program.
			r, err = validate.Replay(dir, func(validate.ReproSpec, *isa.Arch) (validate.Transform, error) {
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
			gc := validate.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: wave}
			var states, programs int64
			for seed := uint64(1); states < *fuzzStates; seed++ {
				st, f, err := validate.Fuzz(validate.FuzzConfig{Gen: gc, Transform: vcmpxTransform(nil), Seed: seed,
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

// fuzzCampaign is what a campaign did: the programs it checked, its
// counts and its finding.
type fuzzCampaign struct {
	index   []int64 // in the unsharded campaign
	seeds   []uint64
	texts   []string
	stats   validate.FuzzStats // Elapsed zeroed
	finding *validate.Finding
}

func runFuzzCampaign(t *testing.T, c validate.FuzzConfig) *fuzzCampaign {
	t.Helper()
	r := &fuzzCampaign{}
	c.Program = func(i int64, seed uint64, g *validate.Generated) {
		r.index = append(r.index, i)
		r.seeds = append(r.seeds, seed)
		r.texts = append(r.texts, g.Text)
	}
	st, f, err := validate.Fuzz(c)
	if err != nil {
		t.Fatal(err)
	}
	r.stats, r.finding = *st, f
	r.stats.Elapsed = 0
	if int64(len(r.texts)) != st.Programs {
		t.Fatalf("%d programs reported, %d counted", len(r.texts), st.Programs)
	}
	return r
}

// output is everything the campaign produced but its timing: its
// programs, what `wavesim fuzz` prints and, on a finding, the shrunk
// program, its rewrite, the state and the difference.
func (r *fuzzCampaign) output() string {
	var b strings.Builder
	for k, text := range r.texts {
		fmt.Fprintf(&b, "program %d, seed %d:\n%s", r.index[k], r.seeds[k], text)
	}
	st := r.stats
	fmt.Fprintf(&b, "%d programs (%d unchanged by the passes), %d states, %d findings\n", st.Programs, st.Unchanged, st.States, st.Findings)
	f := r.finding
	if f == nil {
		b.WriteString("no mismatch\n")
		return b.String()
	}
	fmt.Fprintf(&b, "MISMATCH (program seed %d), shrunk from %d to %d instructions:\n%s\n%s\nrewritten:\n%s\nlive out: %v\nstate: %s\n%s",
		f.ProgramSeed, f.Before, f.Instructions(), f.Mismatch.Error(), f.Text, f.Rewritten, f.LiveOut, f.State.JSON(), f.Mismatch.Diff)
	return b.String()
}

// The same seed and shard give byte-identical programs, counts and
// findings; another seed gives other programs; the shards K/N of a
// campaign run exactly its programs between them, each once, with the
// same results.
func TestFuzzDeterministicAndSharded(t *testing.T) {
	gc := validate.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: 32}
	const programs = 20
	cfg := func(seed uint64, k, n int) validate.FuzzConfig {
		return validate.FuzzConfig{Gen: gc, Transform: vcmpxTransform(nil), Seed: seed, Shard: k, Shards: n, Programs: programs, States: 8}
	}
	whole := runFuzzCampaign(t, cfg(9, 0, 1))
	if again := runFuzzCampaign(t, cfg(9, 0, 1)); again.output() != whole.output() || again.stats != whole.stats {
		t.Errorf("two runs of seed 9 differ:\n%s\n---\n%s", whole.output(), again.output())
	}
	st := whole.stats
	if st.Programs != programs || st.Findings != 0 || whole.finding != nil {
		t.Fatalf("seed 9: %+v, finding %v", st, whole.finding)
	}
	if st.Unchanged == st.Programs || st.States != (st.Programs-st.Unchanged)*8 {
		t.Errorf("seed 9: %+v, want 8 states for each of some rewritten programs", st)
	}
	checkFuzzPrograms(t, gc, whole, 9)

	// Another seed, other programs.
	other := runFuzzCampaign(t, cfg(10, 0, 1))
	if len(other.texts) != programs {
		t.Fatalf("seed 10 ran %d programs", len(other.texts))
	}
	texts := map[string]bool{}
	for _, text := range whole.texts {
		texts[text] = true
	}
	for k, text := range other.texts {
		if texts[text] {
			t.Errorf("seed 10 program %d is also one of seed 9:\n%s", k, text)
		}
	}

	// Shards partition the campaign.
	for _, n := range []int{2, 3} {
		checkFuzzShards(t, whole, n, func(k int) validate.FuzzConfig { return cfg(9, k, n) })
	}

	// A finding is reproducible to the byte too: program, shrinking,
	// state and mismatch.
	bad := cfg(1, 0, 1)
	bad.Transform, bad.Programs, bad.States = vcmpxTransform(mutateIgnoreExecWrite), 100, 64
	f1, f2 := runFuzzCampaign(t, bad), runFuzzCampaign(t, bad)
	if f1.finding == nil {
		t.Fatalf("no finding for the exec-write mutant in 100 programs: %+v", f1.stats)
	}
	if f1.output() != f2.output() || f1.stats != f2.stats {
		t.Errorf("two runs with a finding differ:\n%s\n---\n%s", f1.output(), f2.output())
	}
}

// checkFuzzPrograms: program k of an unsharded campaign is validate.Generate
// of ProgramSeed(seed, k).
func checkFuzzPrograms(t *testing.T, gc validate.GenConfig, r *fuzzCampaign, seed uint64) {
	t.Helper()
	for k, text := range r.texts {
		if r.index[k] != int64(k) || r.seeds[k] != validate.ProgramSeed(seed, int64(k)) {
			t.Fatalf("program %d is index %d, seed %d", k, r.index[k], r.seeds[k])
		}
		g, err := validate.Generate(gc, r.seeds[k])
		if err != nil {
			t.Fatal(err)
		}
		if g.Text != text {
			t.Errorf("program %d is not validate.Generate of its seed", k)
		}
	}
}

// checkFuzzShards: shards 0/n .. n-1/n of the unsharded campaign whole,
// each given the programs whose index is its own mod n, run every program
// of whole exactly once, the same programs, with the same counts in total.
func checkFuzzShards(t *testing.T, whole *fuzzCampaign, n int, shard func(k int) validate.FuzzConfig) {
	t.Helper()
	programs := int64(len(whole.texts))
	var sum validate.FuzzStats
	seen := map[int64]bool{}
	for k := 0; k < n; k++ {
		c := shard(k)
		c.Programs = (programs - int64(k) + int64(n) - 1) / int64(n) // indices k, k+n, ... below programs
		sh := runFuzzCampaign(t, c)
		for j, i := range sh.index {
			switch {
			case i%int64(n) != int64(k) || i >= programs:
				t.Errorf("shard %d/%d ran program %d", k, n, i)
			case seen[i]:
				t.Errorf("shard %d/%d ran program %d, which another shard ran", k, n, i)
			case sh.texts[j] != whole.texts[i] || sh.seeds[j] != whole.seeds[i]:
				t.Errorf("shard %d/%d: program %d differs from the unsharded campaign's", k, n, i)
			default:
				seen[i] = true
			}
		}
		sum.Programs += sh.stats.Programs
		sum.Unchanged += sh.stats.Unchanged
		sum.States += sh.stats.States
		sum.Findings += sh.stats.Findings
	}
	if int64(len(seen)) != programs {
		t.Errorf("%d shards ran %d of the %d programs", n, len(seen), programs)
	}
	if sum != whole.stats {
		t.Errorf("%d shards: %+v in total, unsharded %+v", n, sum, whole.stats)
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
		gc := validate.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: 32}
		if w64 {
			gc.Wave = 64
		}
		g, err := validate.Generate(gc, progSeed)
		if err != nil {
			t.Fatal(err)
		}
		q, err := vcmpxTransform(nil)(g.Prog)
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
