package validate

import (
	"errors"
	"fmt"
	"time"

	"github.com/wavesim/wavesim/internal/seedmix"
	"github.com/wavesim/wavesim/internal/stopch"
	"github.com/wavesim/wavesim/isa"
)

// Transform rewrites a program: a pass list, or a deliberately broken pass
// in a test. It must not modify its argument.
type Transform func(*isa.Program) (*isa.Program, error)

// FuzzConfig drives a differential fuzzing campaign.
type FuzzConfig struct {
	Gen       GenConfig
	Transform Transform
	Seed      uint64
	// Shard K of N handles the programs whose index is K mod N, so N
	// machines split a campaign without overlap (batch schedulers).
	Shard, Shards int
	// States per program (default 512).
	States int
	// Stop after Programs programs, or at Deadline, whichever comes first
	// (at least one must be set).
	Programs int64
	Deadline time.Time
	// Stop, when it closes, ends the campaign after the program in
	// flight (FuzzStats.Stopped): the CLI closes it on an interrupt, so
	// that a long campaign cut short still reports what it checked.
	Stop <-chan struct{}
	// Progress is called about every 100 ms.
	Progress func(FuzzStats)
	// Program, when set, is called with each program before it is checked:
	// its index in the unsharded campaign, its seed (ProgramSeed) and the
	// program. It shows which programs a campaign or shard covered.
	Program func(index int64, seed uint64, g *Generated)
	// Shrink reduces a finding (default on).
	NoShrink bool
	// DictShare is the share of each state's registers and memory words
	// drawn from the dictionary of the program and its rewrite (Share: 0
	// is DefaultDictShare, NoDictionary none).
	DictShare float64
	// Contract, when set, is a property of each rewrite beyond equal
	// results (a pass's all-or-nothing rule, say): an error is a finding
	// of kind "contract", shrunk like a mismatch while the error stays.
	Contract Contract
}

// Contract checks a rewrite of a program; nil means it holds.
type Contract func(original, rewritten *isa.Program) error

// FuzzStats count a campaign's work.
type FuzzStats struct {
	// States counts the states compared: both sides ran to the end.
	Programs, States, Findings int64
	Unchanged                  int64 // programs the transform left alone
	// Inconclusive counts the states where both sides faulted (a step
	// limit included): nothing was compared, so they are not in States.
	Inconclusive int64
	Elapsed      time.Duration
	// Stopped: Stop closed before the budget was spent.
	Stopped bool
}

// Finding is a mismatch with everything needed to replay it.
type Finding struct {
	ProgramSeed uint64
	Text        string // the (shrunk) original program
	Original    *isa.Program
	Rewritten   *isa.Program
	LiveOut     []isa.Reg
	State       *State
	Mismatch    *Mismatch
	// Before is the instruction count before shrinking.
	Before int
}

// Instructions counts the finding's instructions.
func (f *Finding) Instructions() int { return len(f.Original.Insts) }

// mix derives independent seeds.
func mix(a, b uint64) uint64 { return seedmix.Mix(a, b) }

// ProgramSeed is the seed of program i of a campaign.
func ProgramSeed(seed uint64, i int64) uint64 { return mix(seed, uint64(i)) }

// StateSeed is the seed of state j of a program.
func StateSeed(programSeed uint64, j int) uint64 { return mix(programSeed, uint64(j)+1<<40) }

// Fuzz runs the campaign until its budget ends or a mismatch is found.
// The same config gives the same programs, states and finding.
func Fuzz(c FuzzConfig) (*FuzzStats, *Finding, error) {
	if c.Transform == nil {
		return nil, nil, errors.New("fuzz: no transform")
	}
	if c.Programs <= 0 && c.Deadline.IsZero() {
		return nil, nil, errors.New("fuzz: give a program count or a deadline")
	}
	if c.Shards <= 0 {
		c.Shards = 1
	}
	if c.Shard < 0 || c.Shard >= c.Shards {
		return nil, nil, fmt.Errorf("fuzz: shard %d of %d", c.Shard, c.Shards)
	}
	if c.States <= 0 {
		c.States = 512
	}
	st := &FuzzStats{}
	start := time.Now()
	lastReport := start
	for i := int64(c.Shard); ; i += int64(c.Shards) {
		if c.Programs > 0 && st.Programs >= c.Programs || !c.Deadline.IsZero() && time.Now().After(c.Deadline) {
			break
		}
		if stopch.Closed(c.Stop) {
			st.Stopped = true
			break
		}
		ps := ProgramSeed(c.Seed, i)
		g, err := Generate(c.Gen, ps)
		if err != nil {
			return st, nil, err
		}
		if c.Program != nil {
			c.Program(i, ps, g)
		}
		q, err := c.Transform(g.Prog)
		if err != nil {
			return st, nil, fmt.Errorf("program seed %d: transform: %w", ps, err)
		}
		st.Programs++
		var dict *Dictionary
		share := Share(c.DictShare)
		if share > 0 {
			dict = NewDictionary(g.Prog, q)
		}
		if c.Contract != nil {
			if err := c.Contract(g.Prog, q); err != nil {
				st.Findings++
				state := &State{}
				state.Fill(StateSeed(ps, 0), c.Gen.Wave, genVGPRs)
				dict.ApplyState(state, share)
				f := &Finding{ProgramSeed: ps, Text: g.Text, Original: g.Prog, Rewritten: q, LiveOut: g.LiveOut,
					State: state, Mismatch: contractBreach(g.Prog, q, state, err), Before: len(g.Prog.Insts)}
				if !c.NoShrink {
					f = ShrinkWith(f, c.Gen, c.Transform, c.Contract)
				}
				st.Elapsed = time.Since(start)
				return st, f, nil
			}
		}
		if q == g.Prog || q.String() == g.Prog.String() {
			st.Unchanged++
			continue
		}
		chk, err := NewChecker(g.Prog, q, g.LiveOut)
		if err != nil {
			return st, nil, err
		}
		state, o := &State{}, &Outcome{}
		for j := 0; j < c.States; j++ {
			state.Fill(StateSeed(ps, j), c.Gen.Wave, genVGPRs)
			dict.ApplyState(state, share)
			chk.Check(state, o)
			if o.BothFaulted {
				st.Inconclusive++
				continue
			}
			st.States++
			if o.Mismatch == nil {
				continue
			}
			st.Findings++
			f := &Finding{ProgramSeed: ps, Text: g.Text, Original: g.Prog, Rewritten: q, LiveOut: g.LiveOut,
				State: state, Mismatch: o.Mismatch, Before: len(g.Prog.Insts)}
			if !c.NoShrink {
				f = ShrinkWith(f, c.Gen, c.Transform, c.Contract)
			}
			st.Elapsed = time.Since(start)
			return st, f, nil
		}
		if c.Progress != nil && time.Since(lastReport) > 100*time.Millisecond {
			st.Elapsed = time.Since(start)
			c.Progress(*st)
			lastReport = time.Now()
		}
	}
	st.Elapsed = time.Since(start)
	return st, nil, nil
}

// contractBreach is the Mismatch of a rewrite that breaks its contract.
func contractBreach(a, b *isa.Program, st *State, err error) *Mismatch {
	return &Mismatch{Kind: "contract", ErrB: err.Error(), State: st, Diff: Diff(a, b)}
}
