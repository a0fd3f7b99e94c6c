package bench

import (
	"math"
	"testing"

	"github.com/wavesim/wavesim/opt/validate"
)

// TestSummarize checks the corpus figures by hand: two compared traces
// with speedups 2 and 0.5 (geometric mean 1), one rewritten; a third not
// compared counts apart and adds nothing.
func TestSummarize(t *testing.T) {
	rows := []Row{
		{Kernel: "a", Compared: 2, Sites: 1, Before: validate.Summary{Mean: 100}, After: validate.Summary{Mean: 50},
			StallsBefore: CauseValues{0: 30}, Speedups: []float64{2, 2}},
		{Kernel: "b", Compared: 2, Before: validate.Summary{Mean: 10}, After: validate.Summary{Mean: 20},
			StallsAfter: CauseValues{0: 5}, Speedups: []float64{0.25, 1}},
		{Kernel: "c", Compared: 0, Equal: "not compared"},
	}
	s := Summarize(rows)
	near := func(got, want float64) bool { return math.Abs(got-want) < 1e-12 }
	switch {
	case s.Traces != 3 || s.Compared != 2 || s.NotCompare != 1 || s.Rewritten != 1:
		t.Errorf("counts %+v", s)
	case s.CyclesBefore != 110 || s.CyclesAfter != 70:
		t.Errorf("cycles %v %v", s.CyclesBefore, s.CyclesAfter)
	case s.StallsSaved[0] != 25:
		t.Errorf("stalls saved %v", s.StallsSaved)
	case !near(s.Geomean, 1) || !near(s.GeomeanRewritten, 2):
		t.Errorf("geomean %v, rewritten %v", s.Geomean, s.GeomeanRewritten)
	// Saved per trace: 50 and -10: mean 20, median 20.
	case s.Saved.Mean != 20 || s.Saved.Min != -10 || s.Saved.Max != 50:
		t.Errorf("saved %+v", s.Saved)
	// Over runs: run 0 gives sqrt(2*0.25), run 1 sqrt(2*1).
	case !near(s.GeomeanRuns.Min, math.Sqrt(0.5)) || !near(s.GeomeanRuns.Max, math.Sqrt(2)):
		t.Errorf("over runs %+v", s.GeomeanRuns)
	}
	if s.SavedMedian != 20 {
		t.Errorf("median %v", s.SavedMedian)
	}
}

// TestShard: shards of a list are disjoint and cover it.
func TestShard(t *testing.T) {
	var ts []Trace
	for i := range 10 {
		ts = append(ts, Trace{Name: string(rune('a' + i))})
	}
	seen := map[string]int{}
	for k := range 3 {
		for _, tr := range Shard(ts, k, 3) {
			seen[tr.Name]++
		}
	}
	if len(seen) != 10 {
		t.Fatalf("covered %d of 10", len(seen))
	}
	for n, c := range seen {
		if c != 1 {
			t.Errorf("%s in %d shards", n, c)
		}
	}
}
