package timing

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
)

// issueLog records each instruction's issue and completion cycles.
type issueLog struct{ issue, done []int64 }

func (l *issueLog) Issued(e IssueEvent) {
	l.issue = append(l.issue, e.Cycle)
	l.done = append(l.done, e.Done)
}
func (l *issueLog) Waited(BarrierWait) {}

// A counter holds at most what its s_waitcnt field counts
// (AMDGPUBaseInfo.cpp): a wave issuing memory operations faster than they
// complete stalls at the limit, charged to the counter, with no s_waitcnt
// in the program. Unbounded, the same stores run with more in flight.
func TestCounterLimit(t *testing.T) {
	for _, c := range []struct {
		arch  string
		wave  int
		inst  string
		max   int
		cause Cause
	}{
		{"gfx1030", 32, "global_store_dword v0, v2, s[4:5]", 63, CauseVscnt},
		{"gfx1100", 32, "global_store_b32 v0, v2, s[4:5]", 63, CauseVscnt},
		{"gfx900", 64, "global_store_dword v0, v2, s[4:5]", 63, CauseVmcnt},
		// lgkmcnt is 4 bits before GFX10.
		{"gfx900", 64, "s_load_dword s8, s[4:5], 0x0", 15, CauseLgkmcnt},
		{"gfx1030", 32, "s_load_dword s8, s[4:5], 0x0", 63, CauseLgkmcnt},
		// GFX12 counts scalar loads in KMcnt, 5 bits.
		{"gfx1200", 32, "s_load_b32 s8, s[4:5], 0x0", 31, CauseLgkmcnt},
	} {
		asm := strings.Repeat(c.inst+"\n", 3*c.max) + "s_endpgm\n"
		for _, unbounded := range []bool{false, true} {
			s, err := sim.NewSnippet(c.arch, c.wave, asm)
			if err != nil {
				t.Fatal(err)
			}
			tm, err := New(s.Prog)
			if err != nil {
				t.Fatal(err)
			}
			tm.P.CounterUnbounded = unbounded
			tm.Attach(s.M)
			log := &issueLog{}
			tm.Timeline = log
			w := s.NewWave()
			withMemory(s, w)
			if err := s.Run(w); err != nil {
				t.Fatal(err)
			}
			most := 0 // the most operations in flight as one issues
			for i := range 3 * c.max {
				n := 0
				for j := range i {
					if log.done[j] > log.issue[i] {
						n++
					}
				}
				most = max(most, n)
			}
			stalled := tm.Stalls[c.cause]
			switch {
			case !unbounded && (most >= c.max || stalled == 0):
				t.Errorf("%s %s: %d in flight at an issue, %d cycles of %s: want fewer than %d, and stalls", c.arch, c.inst, most, stalled, c.cause, c.max)
			case unbounded && (most < c.max || stalled != 0):
				t.Errorf("%s %s unbounded: %d in flight at most, %d cycles of %s: want at least %d, no stall", c.arch, c.inst, most, stalled, c.cause, c.max)
			}
		}
	}
}
