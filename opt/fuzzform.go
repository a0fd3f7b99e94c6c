package opt

import (
	"fmt"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/occupancy"
)

// A Contract is what a pass promises of a rewrite beyond equal results
// (the fuzzer checks it on every program the pass changes); nil means it
// holds.
type Contract func(original, rewritten *isa.Program) error

// fuzzFormer is a pass with a form for the fuzzer's generated programs,
// which carry no kernel descriptor, and a contract for that form.
type fuzzFormer interface {
	fuzzForm(exit Units) (Pass, Contract)
}

// FuzzForms gives each pass its form for generated programs (the pass
// itself when it has none) and the contracts of the list, checked in
// order (nil when no pass has one).
func FuzzForms(ps []Pass, exit Units) ([]Pass, Contract) {
	out := make([]Pass, len(ps))
	var contracts []Contract
	for i, p := range ps {
		out[i] = p
		if f, ok := p.(fuzzFormer); ok {
			q, c := f.fuzzForm(exit)
			out[i] = q
			if c != nil {
				contracts = append(contracts, c)
			}
		}
	}
	if len(contracts) == 0 {
		return out, nil
	}
	return out, func(a, b *isa.Program) error {
		for _, c := range contracts {
			if err := c(a, b); err != nil {
				return err
			}
		}
		return nil
	}
}

// RematFuzzBudget is the VGPR budget of remat's form for generated
// programs: one above the 13 registers such a program keeps live
// (opt/validate GenLiveOut and its address register), so the pressure
// shape's temporaries take a region over it.
const RematFuzzBudget = 13

// fuzzForm is remat on generated programs (rematFuzz with a budget),
// whose contract is condition 8 checked from the rewritten program alone
// (a changed program fits the budget in every region, the exit liveness
// counted). A partial rewrite computes the same results; only the
// contract catches it.
func (m *remat) fuzzForm(exit Units) (Pass, Contract) {
	return &rematFuzz{remat: m, budget: RematFuzzBudget}, rematContract(exit, RematFuzzBudget)
}

// rematFuzz is remat on programs without register counts, the
// fuzzer's generated programs, which the pass itself refuses: it sinks
// every legal candidate, with no renumbering and no occupancy target,
// the snippet's exit liveness (Options.ExitLive) deciding what is dead.
// A kernel with register counts gets the pass itself.
type rematFuzz struct {
	*remat
	// budget, when not 0: a VGPR budget every region's pressure must fit
	// (the exit liveness counted), in place of an occupancy target. A
	// program over it gets defs sunk as a kernel does (by relief,
	// conditions 6 and 8, all or nothing) but not renumbered, so a small
	// generated program straddles the budget and the all-or-nothing rule
	// meets programs where it matters; one within it gets every legal
	// candidate sunk.
	budget int
}

func (s *rematFuzz) Run(p *isa.Program, o *Options) *Report { return rematRun(p, o, s.kernel) }

func (s *rematFuzz) kernel(p *isa.Program, k *isa.Kernel, o *Options) ([]Site, bool) {
	if _, kn, ok := occupancy.ForKernel(p, k); ok && kn.VGPRs != 0 || k.End <= k.Entry {
		return s.remat.kernel(p, k, o)
	}
	if s.budget > 0 {
		return s.budgeted(p, k, o)
	}
	return s.sinkAll(p, k, o)
}

// sinkAll sinks every legal candidate of a program without register
// counts.
func (s *rematFuzz) sinkAll(p *isa.Program, k *isa.Kernel, o *Options) ([]Site, bool) {
	cands, sites := s.candidates(p, BuildCFG(p, k), o.ExitLive)
	if len(cands) == 0 {
		return sites, false
	}
	q, why := s.sink(p, k, cands, false, o.ExitLive)
	if why != "" {
		return append(sites, Site{Pos: p.Insts[k.Entry].Pos, Inst: k.Name, Reason: why}), false
	}
	sites = append(sites, rematPlan(cands).sites(p)...)
	*p = *q
	return sites, true
}

// budgeted sinks the candidates that relieve the regions over s.budget,
// all or nothing.
func (s *rematFuzz) budgeted(p *isa.Program, k *isa.Kernel, o *Options) ([]Site, bool) {
	at := Site{Pos: p.Insts[k.Entry].Pos, Inst: k.Name}
	c := BuildCFG(p, k)
	if fits(regionPressure(c, p.Wave, o.ExitLive), s.budget) {
		return s.sinkAll(p, k, o)
	}
	cands, sites := s.candidates(p, c, o.ExitLive)
	plan := pickRemat(cands, c, p.Wave, s.budget, o.ExitLive)
	if len(plan) == 0 {
		at.Reason = "no candidate relieves the regions over the budget"
		return append(sites, at), false
	}
	q, why := s.sink(p, k, plan, false, o.ExitLive)
	if why == "" && !fits(regionPressure(BuildCFG(q, q.Kernels[kernelIndex(q, k.Name)]), q.Wave, o.ExitLive), s.budget) {
		why = fmt.Sprintf("a region still needs more than %d VGPRs", s.budget)
	}
	if why != "" && (s.rules.rollback || q == p) {
		at.Reason = "rolled back: " + why
		return append(sites, at), false
	}
	sites = append(sites, plan.sites(p)...)
	*p = *q
	return sites, true
}

func rematContract(exit Units, budget int) Contract {
	return func(a, b *isa.Program) error {
		if a == b || a.String() == b.String() {
			return nil
		}
		for _, k := range b.Kernels {
			for i, v := range regionPressure(BuildCFG(b, k), b.Wave, exit) {
				if v > budget {
					return fmt.Errorf("remat rewrote the program, but region %d still needs %d VGPRs, over the budget of %d (a partial rewrite kept)", i, v, budget)
				}
			}
		}
		return nil
	}
}
