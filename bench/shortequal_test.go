package bench

import "testing"

// The narrow table's verdict cell keeps the counts and leaves the reasons
// to the full table, so an inconclusive launch cannot widen it past 120
// columns; a difference is named below the table.
func TestShortEqual(t *testing.T) {
	long := "yes (9 of 10 launches; 1 inconclusive: 1 faulted on both sides)"
	for _, c := range []struct {
		r    Row
		want string
	}{
		{Row{Compared: 10, Equal: "yes"}, "yes"},
		{Row{Runs: 10, Compared: 9, Inconclusive: 1, Equal: long}, "yes (9 of 10)"},
		{Row{Inconclusive: 10, Equal: "not compared: all 10 launches inconclusive (10 faulted on both sides)"}, "not compared"},
		{Row{Equal: "not compared: the pass did not apply"}, "not compared"},
		{Row{Compared: 3, Different: true, Equal: "DIFFERENT: run 2 (seed 5): buffer out[3]: original 1, rewritten 2"}, "DIFFERENT"},
	} {
		if got := shortEqual(&c.r); got != c.want {
			t.Errorf("shortEqual(%q) = %q, want %q", c.r.Equal, got, c.want)
		}
	}
}
