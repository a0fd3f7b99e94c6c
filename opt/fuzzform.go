package opt

import (
	"fmt"

	"github.com/wavesim/wavesim/isa"
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
// (opt/check GenLiveOut and its address register), so the pressure
// shape's temporaries take a region over it.
const RematFuzzBudget = 13

// fuzzForm is remat on generated programs: sinkAll with a budget, whose
// contract is condition 8 checked from the rewritten program alone (a
// changed program fits the budget in every region, the exit liveness
// counted). A partial rewrite computes the same results; only the
// contract catches it.
func (m *remat) fuzzForm(exit Units) (Pass, Contract) {
	return &remat{rules: m.rules, sinkAll: true, budget: RematFuzzBudget}, rematContract(exit, RematFuzzBudget)
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
