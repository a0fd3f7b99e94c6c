package validate

import (
	"github.com/wavesim/wavesim/internal/lazyre"
	"regexp"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// Shrink reduces a finding while the transform still produces a mismatch
// on its state: delta debugging over the instructions, then simpler
// operands, then a simpler state.
func Shrink(f *Finding, gc GenConfig, tr Transform) *Finding {
	return ShrinkWith(f, gc, tr, nil)
}

// ShrinkWith is Shrink for a campaign with a contract: a finding of kind
// "contract" shrinks while the rewrite still breaks it, any other while
// the results still differ.
func ShrinkWith(f *Finding, gc GenConfig, tr Transform, contract Contract) *Finding {
	s := &shrinker{gc: gc, tr: tr, best: f}
	if f.Mismatch != nil && f.Mismatch.Kind == "contract" {
		s.contract = contract
	}
	lines := strings.Split(strings.TrimRight(f.Text, "\n"), "\n")
	lines = s.ddmin(lines)
	lines = s.dropUnusedLabels(lines)
	s.simplifyOperands(lines)
	if s.contract == nil { // a contract does not depend on the state
		s.simplifyState()
	}
	return s.best
}

type shrinker struct {
	gc   GenConfig
	tr   Transform
	best *Finding
	// contract, when set, is what the finding breaks.
	contract Contract
}

// try reports whether the program still fails, and keeps it if so.
func (s *shrinker) try(lines []string, st *State) bool {
	text := strings.Join(lines, "\n") + "\n"
	p, err := isa.Parse("shrunk.s", []byte(text), isa.ParseOptions{Arch: s.gc.Arch, Wave: s.gc.Wave})
	if err != nil {
		return false
	}
	q, err := s.tr(p)
	if err != nil {
		return false
	}
	if s.contract != nil {
		err := s.contract(p, q)
		if err == nil {
			return false
		}
		s.best = &Finding{ProgramSeed: s.best.ProgramSeed, Text: text, Original: p, Rewritten: q, LiveOut: s.best.LiveOut,
			State: st, Mismatch: contractBreach(p, q, st, err), Before: s.best.Before}
		return true
	}
	c, err := NewChecker(p, q, s.best.LiveOut)
	if err != nil {
		return false
	}
	o := c.Run(st)
	if o.Mismatch == nil {
		return false
	}
	s.best = &Finding{ProgramSeed: s.best.ProgramSeed, Text: text, Original: p, Rewritten: q, LiveOut: s.best.LiveOut,
		State: st, Mismatch: o.Mismatch, Before: s.best.Before}
	return true
}

func isInst(l string) bool {
	t := strings.TrimSpace(l)
	return t != "" && !strings.HasSuffix(t, ":")
}

// ddmin removes chunks of instructions (labels stay, so branches stay
// valid), halving the chunk size until single instructions.
func (s *shrinker) ddmin(lines []string) []string {
	for n := len(lines) / 2; n >= 1; n /= 2 {
		for start := 0; start < len(lines); {
			end := min(start+n, len(lines))
			var cand []string
			removed := false
			for i, l := range lines {
				if i >= start && i < end && isInst(l) {
					removed = true
					continue
				}
				cand = append(cand, l)
			}
			if removed && s.try(cand, s.best.State) {
				lines = cand
				continue // the chunk at start is new: try it again
			}
			start = end
		}
	}
	return lines
}

var reLabelRef = lazyre.New(`\.LBB_\d+`)

// dropUnusedLabels removes labels no branch names.
func (s *shrinker) dropUnusedLabels(lines []string) []string {
	used := map[string]bool{}
	for _, l := range lines {
		if isInst(l) {
			for _, m := range reLabelRef().FindAllString(l, -1) {
				used[m] = true
			}
		}
	}
	var out []string
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasSuffix(t, ":") && !used[strings.TrimSuffix(t, ":")] {
			continue
		}
		out = append(out, l)
	}
	if len(out) != len(lines) && s.try(out, s.best.State) {
		return out
	}
	return lines
}

var operandSimplifications = []struct {
	re   func() *regexp.Regexp
	with string
}{
	{lazyre.New(` offset:\d+`), ""},
	{lazyre.New(`\b0x[0-9a-f]+\b`), "0"},
}

// simplifyOperands replaces hex literals by 0 and drops offsets where the
// mismatch survives.
func (s *shrinker) simplifyOperands(lines []string) {
	for i, l := range lines {
		if !isInst(l) {
			continue
		}
		for _, rep := range operandSimplifications {
			n := rep.re().ReplaceAllString(lines[i], rep.with)
			if n == lines[i] {
				continue
			}
			cand := append([]string(nil), lines...)
			cand[i] = n
			if s.try(cand, s.best.State) {
				lines = cand
			}
		}
	}
}

// simplifyState zeroes memory, VGPRs and SGPRs (but the memory base)
// where the mismatch survives. The program no longer changes, so one
// Checker serves every candidate state.
func (s *shrinker) simplifyState() {
	chk, err := NewChecker(s.best.Original, s.best.Rewritten, s.best.LiveOut)
	if err != nil {
		return
	}
	st := s.best.State
	clone := func() *State {
		c := *st
		c.SGPRs = append([]uint32(nil), st.SGPRs...)
		c.VGPRs = make([][]uint32, len(st.VGPRs))
		for i := range st.VGPRs {
			c.VGPRs[i] = append([]uint32(nil), st.VGPRs[i]...)
		}
		c.Memory = append([]byte(nil), st.Memory...)
		return &c
	}
	try := func(edit func(c *State)) {
		c := clone()
		edit(c)
		if o := chk.Run(c); o.Mismatch != nil {
			st = c
			b := *s.best
			b.State, b.Mismatch = c, o.Mismatch
			s.best = &b
		}
	}
	try(func(c *State) { clear(c.Memory) })
	for v := range st.VGPRs {
		try(func(c *State) { clear(c.VGPRs[v]) })
	}
	for i := 2; i < len(st.SGPRs); i++ {
		if st.SGPRs[i] != 0 {
			try(func(c *State) { c.SGPRs[i] = 0 })
		}
	}
	try(func(c *State) { c.VCC, c.M0, c.SCC = 0, 0, false })
}
