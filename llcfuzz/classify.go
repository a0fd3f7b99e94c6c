package llcfuzz

import (
	"fmt"
	"slices"
	"strings"

	"github.com/wavesim/wavesim/bench"
)

// Classes of a finding.
const (
	ClassMiscompile = "miscompile"
	ClassLLCCrash   = "llc crash"
	// ClassWavesim: the simulator, not llc, is the likelier culprit.
	ClassWavesim = "wavesim suspect"
	// ClassGenerator: every compilation, -O0 of every version included,
	// disagrees with lli in the same way: the kernel or its host module,
	// not llc, is the likelier culprit.
	ClassGenerator = "generator suspect"
)

// Statuses of a finding.
const (
	StatusOpen    = "open"
	StatusFixed   = "fixed in a later release"
	StatusUnknown = "unknown (llc-19 did not run)"
)

// newestLLC is the llc whose results decide whether a finding is open.
const newestLLC = 19

// Classify judges a case's results over the matrix they come from; nil
// when no compilation failed.
func Classify(cs *Case, res []Result) *bench.LLCFinding {
	var failing []*Result
	var matches, ranO0 int
	wrongSigs := map[string]bool{}
	wavesimErr := false
	ran19 := false
	for i := range res {
		r := &res[i]
		if r.Config.LLC == newestLLC && r.Outcome != bench.OutcomeUnsupported {
			ran19 = true
		}
		switch r.Outcome {
		case bench.OutcomeMatch:
			matches++
		case bench.OutcomeMismatch:
			wrongSigs[r.Sig] = true
		case bench.OutcomeWavesim:
			wavesimErr = true
		}
		if r.Outputs != nil && r.Config.Opt == 0 {
			ranO0++
		}
		if r.Failed() {
			failing = append(failing, r)
		}
	}
	if len(failing) == 0 {
		return nil
	}
	f := &bench.LLCFinding{Index: cs.Index, KernelSeed: cs.Seed, Kernel: cs.Name, Reference: cs.Reference}
	if cs.CrossLane() {
		f.Reference = "on each target, the -O0 compilation of the newest llc that ran"
	}
	crash := false
	for _, r := range failing {
		f.LLC = append(f.LLC, r.Config.LLC)
		f.Opt = append(f.Opt, r.Config.Opt)
		f.Target = append(f.Target, r.Config.Target.Name)
		f.Failing = append(f.Failing, fmt.Sprintf("%s: %s: %s", r.Config, r.Outcome, r.Detail))
		crash = crash || r.Outcome == bench.OutcomeLLCCrash || r.llcTimedOut()
	}
	f.LLC, f.Opt, f.Target = sortedUnique(f.LLC), sortedUnique(f.Opt), sortedUnique(f.Target)
	mismatches := countOutcome(res, bench.OutcomeMismatch)
	switch {
	case wavesimErr:
		f.Class = ClassWavesim
		f.Detail = "a compilation did not run on wavesim (an unmodelled instruction or a fault): " + firstOutcome(failing, bench.OutcomeWavesim)
	case !cs.CrossLane() && matches == 0 && mismatches > 0 && len(wrongSigs) == 1 && ranO0 > 0 && allO0Wrong(res):
		f.Class = ClassGenerator
		f.Detail = "every compilation, -O0 of every llc included, disagrees with lli in the same way: " + firstOutcome(failing, bench.OutcomeMismatch)
	case len(wrongSigs) > 1 && matches > 0:
		f.Class = ClassWavesim
		f.Detail = fmt.Sprintf("the failing compilations disagree with the reference in %d different ways while %d agree: ", len(wrongSigs), matches) +
			firstOutcome(failing, bench.OutcomeMismatch)
	case mismatches > 0:
		f.Class = ClassMiscompile
		f.Detail = firstOutcome(failing, bench.OutcomeMismatch)
	case crash:
		f.Class = ClassLLCCrash
		f.Detail = firstOutcome(failing, bench.OutcomeLLCCrash)
		if countOutcome(res, bench.OutcomeLLCCrash) == 0 {
			f.Detail = "llc did not end: " + firstOutcome(failing, bench.OutcomeTimeout)
		}
	default:
		f.Class = ClassWavesim
		f.Detail = "a run did not end: " + firstOutcome(failing, bench.OutcomeTimeout)
	}
	switch {
	case slices.Contains(f.LLC, newestLLC):
		f.Status = StatusOpen
	case ran19:
		f.Status = StatusFixed
	default:
		f.Status = StatusUnknown
	}
	if bad, good := Pair(res); bad != nil {
		f.Bad = bad.Config.String()
		if good != nil {
			f.Good = good.Config.String()
		}
	}
	return f
}

// llcTimedOut reports a timeout of llc itself (no assembly came out),
// which is the compiler's finding, not a wave that did not end.
func (r *Result) llcTimedOut() bool { return r.Outcome == bench.OutcomeTimeout && r.Asm == "" }

func countOutcome(res []Result, o string) int {
	n := 0
	for _, r := range res {
		if r.Outcome == o {
			n++
		}
	}
	return n
}

// allO0Wrong: every -O0 compilation that ran disagrees with the reference.
func allO0Wrong(res []Result) bool {
	for _, r := range res {
		if r.Config.Opt == 0 && r.Outputs != nil && r.Outcome != bench.OutcomeMismatch {
			return false
		}
	}
	return true
}

func firstOutcome(rs []*Result, o string) string {
	for _, r := range rs {
		if r.Outcome == o {
			return fmt.Sprintf("%s: %s", r.Config, r.Detail)
		}
	}
	return fmt.Sprintf("%s: %s: %s", rs[0].Config, rs[0].Outcome, rs[0].Detail)
}

// promoteKnown makes a wavesim suspect that shows a known signature, and
// whose failing compilations all come from one llc version and -O level,
// a miscompile: its compilations differ between targets, and so can their
// wrong results. Classify cannot tell, as the signature comes from the
// experiments the campaign runs on its finding (Runner.Recognise).
func promoteKnown(f *bench.LLCFinding) {
	if f.Known != "" && f.Class == ClassWavesim && len(f.LLC) == 1 && len(f.Opt) == 1 {
		f.Class = ClassMiscompile
		f.Detail = "known signature " + f.Known + " (was a wavesim suspect: " + f.Detail + ")"
	}
}

// Pair picks the compilations a reproducer contrasts: a wrong one (of the
// newest llc that is wrong, at the lowest -O level) and a right one on the
// same target (-O0 of the same llc if it is right, else of the newest llc
// that is). good is nil when no compilation on that target is right.
func Pair(res []Result) (bad, good *Result) {
	for i := range res {
		r := &res[i]
		if r.Outcome != bench.OutcomeMismatch {
			continue
		}
		if bad == nil || r.Config.LLC > bad.Config.LLC || r.Config.LLC == bad.Config.LLC && r.Config.Opt < bad.Config.Opt {
			bad = r
		}
	}
	if bad == nil {
		return nil, nil
	}
	score := func(r *Result) int {
		s := r.Config.LLC * 10
		if r.Config.LLC == bad.Config.LLC {
			s += 1000
		}
		return s - r.Config.Opt
	}
	for i := range res {
		r := &res[i]
		if r.Outcome != bench.OutcomeMatch || r.Config.Target.Name != bad.Config.Target.Name {
			continue
		}
		if good == nil || score(r) > score(good) {
			good = r
		}
	}
	if good == nil {
		// A cross-lane kernel's mismatches are judged against its
		// reference compilation (judgeAgainstEachOther), which is itself
		// unjudged: it is the good side of the pair.
		for i := range res {
			r := &res[i]
			if r.Outcome == bench.OutcomeUnjudged && r.Outputs != nil && r.Config.Opt == 0 && r.Config.Target.Name == bad.Config.Target.Name &&
				(good == nil || r.Config.LLC > good.Config.LLC) {
				good = r
			}
		}
	}
	return bad, good
}

// describe lists the failing compilations for a report.
func describe(f *bench.LLCFinding) string {
	return strings.Join(f.Failing, "\n")
}
