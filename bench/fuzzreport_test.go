package bench

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/opt/validate"
)

// States that faulted on both sides are not compared states: a campaign
// whose every state did is inconclusive, and says why.
func TestFuzzReportBothFaulted(t *testing.T) {
	for _, c := range []struct {
		st      validate.FuzzStats
		verdict string
		text    []string
	}{
		{validate.FuzzStats{Programs: 3, Inconclusive: 12}, VerdictInconclusive,
			[]string{"3 programs (0 unchanged by the passes), 0 states", "12 more states faulted on both sides: inconclusive, not compared",
				"inconclusive: no states compared: all 12 states of the changed programs faulted on both sides"}},
		{validate.FuzzStats{Programs: 3, States: 5, Inconclusive: 7}, VerdictNoMismatch,
			[]string{"5 states", "7 more states faulted on both sides", "\nno mismatch\n"}},
		{validate.FuzzStats{Programs: 3, States: 5}, VerdictNoMismatch, []string{"5 states", "\nno mismatch\n"}},
	} {
		r := &FuzzReport{Kind: FuzzKind, Target: "gfx1030", Wave: 32, Passes: []string{"vcmpx"}, Shard: "0/1"}
		r.SetStats(&c.st)
		var b strings.Builder
		r.WriteText(&b)
		if r.Verdict != c.verdict {
			t.Errorf("%+v: verdict %q, want %q", c.st, r.Verdict, c.verdict)
		}
		for _, w := range c.text {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%+v: no %q in\n%s", c.st, w, b.String())
			}
		}
		if c.st.Inconclusive == 0 && strings.Contains(b.String(), "faulted") {
			t.Errorf("%+v: speaks of faults:\n%s", c.st, b.String())
		}
	}
}
