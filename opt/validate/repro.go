package validate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/wavesim/wavesim/internal/userfile"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// ReproSpec is a reproducer's launch.json: the target, how the rewrite was
// made, what is compared, and the wave state that shows the mismatch.
type ReproSpec struct {
	Arch     string   `json:"arch"`
	Wave     int      `json:"wave"`
	Passes   string   `json:"passes"`
	Force    bool     `json:"force,omitempty"`
	LiveOut  []string `json:"live_out"`
	State    *State   `json:"state"`
	Mismatch string   `json:"mismatch"`
	Seed     uint64   `json:"program_seed"`
}

// WriteRepro writes a finding as a directory: program.s (the shrunk
// original), rewritten.s (what the transform made of it), launch.json and
// README.
func (f *Finding) WriteRepro(dir string, gc GenConfig, passes string, force bool) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	spec := ReproSpec{Arch: gc.Arch.Name, Wave: gc.Wave, Passes: passes, Force: force, State: f.State,
		Mismatch: f.Mismatch.Error(), Seed: f.ProgramSeed}
	for _, r := range f.LiveOut {
		spec.LiveOut = append(spec.LiveOut, r.String())
	}
	js, _ := json.MarshalIndent(spec, "", " ")
	files := map[string][]byte{
		"program.s":   []byte(f.Text),
		"rewritten.s": []byte(f.Rewritten.String()),
		"launch.json": js,
		"README": []byte(fmt.Sprintf("%s\n\n%d instructions (shrunk from %d), %s wave%d, passes %s.\n\nreplay: wavesim replay %s\n\ninstruction diff:\n%s",
			f.Mismatch.Error(), f.Instructions(), f.Before, gc.Arch.Name, gc.Wave, passes, dir, f.Mismatch.Diff)),
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Replayed is the outcome of replaying a reproducer.
type Replayed struct {
	Spec ReproSpec
	// Stored is the mismatch between program.s and rewritten.s.
	Stored *Mismatch
	// Fresh is the mismatch after rewriting program.s with today's passes
	// (nil when they no longer break it, or when FreshRan is false).
	Fresh     *Mismatch
	FreshRan  bool
	Original  *isa.Program
	Rewritten *isa.Program
}

// Replay loads a reproducer directory and runs it; transform, when not
// nil, builds the named passes to check them afresh (a nil Transform from
// it means the passes are not available: only the stored rewrite runs).
func Replay(dir string, transform func(spec ReproSpec, a *isa.Arch) (Transform, error)) (*Replayed, error) {
	if transform == nil {
		return ReplayContract(dir, nil)
	}
	return ReplayContract(dir, func(spec ReproSpec, a *isa.Arch) (Transform, Contract, error) {
		tr, err := transform(spec, a)
		return tr, nil, err
	})
}

// ReplayContract is Replay for passes with a contract: a rewrite that
// breaks it is a finding as a mismatch is (the stored one and today's).
func ReplayContract(dir string, transform func(spec ReproSpec, a *isa.Arch) (Transform, Contract, error)) (*Replayed, error) {
	js, err := userfile.ReadFile(filepath.Join(dir, "launch.json"), launch.MaxSpecBytes, "a launch spec")
	if err != nil {
		return nil, err
	}
	r := &Replayed{}
	specPath := filepath.Join(dir, "launch.json")
	if err := json.Unmarshal(js, &r.Spec); err != nil {
		return nil, launch.DecodeError(specPath, js, err)
	}
	if err := launch.CheckStrictJSON(specPath, js, 0, js, &r.Spec); err != nil {
		return nil, err
	}
	at := func(key string, err error) error {
		l, c := launch.LineCol(js, bytes.Index(js, []byte(`"`+key+`"`)))
		return fmt.Errorf("%s:%d:%d: %s: %w", specPath, l, c, key, err)
	}
	a, err := isa.LookupArch(r.Spec.Arch)
	if err != nil {
		return nil, at("arch", err)
	}
	if r.Spec.Wave != 0 && !a.HasWave(r.Spec.Wave) {
		return nil, at("wave", fmt.Errorf("%s has no wave%d mode", a.Name, r.Spec.Wave))
	}
	load := func(name string) (*isa.Program, error) {
		src, err := userfile.ReadFile(filepath.Join(dir, name), isa.MaxSourceBytes, "kernel source")
		if err != nil {
			return nil, err
		}
		return isa.Parse(filepath.Join(dir, name), src, isa.ParseOptions{Arch: a, Wave: r.Spec.Wave})
	}
	if r.Original, err = load("program.s"); err != nil {
		return nil, err
	}
	if r.Rewritten, err = load("rewritten.s"); err != nil {
		return nil, err
	}
	var live []isa.Reg
	for _, n := range r.Spec.LiveOut {
		reg, err := isa.ParseReg(n, a)
		if err != nil {
			return nil, at("live_out", err)
		}
		live = append(live, reg)
	}
	if r.Spec.State == nil {
		return nil, fmt.Errorf("%s has no state", specPath)
	}
	if key, err := r.Spec.State.check(r.Original.Wave); err != nil {
		return nil, at(key, err)
	}
	c, err := NewChecker(r.Original, r.Rewritten, live)
	if err != nil {
		return nil, err
	}
	r.Stored = c.Run(r.Spec.State).Mismatch
	if transform == nil {
		return r, nil
	}
	tr, contract, err := transform(r.Spec, a)
	if err != nil {
		return nil, err
	}
	breach := func(q *isa.Program) *Mismatch {
		if contract == nil {
			return nil
		}
		if err := contract(r.Original, q); err != nil {
			return contractBreach(r.Original, q, r.Spec.State, err)
		}
		return nil
	}
	if r.Stored == nil {
		r.Stored = breach(r.Rewritten)
	}
	if tr == nil {
		return r, nil
	}
	q, err := tr(r.Original)
	if err != nil {
		return nil, err
	}
	if c, err = NewChecker(r.Original, q, live); err != nil {
		return nil, err
	}
	r.FreshRan = true
	if r.Fresh = c.Run(r.Spec.State).Mismatch; r.Fresh == nil {
		r.Fresh = breach(q)
	}
	return r, nil
}
