package bench

import (
	"sort"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// With several waves a row is a wave, and what the row draws of each
// instruction (what held it, then its dispatch) follows the previous
// instruction of the wave without overlapping it, also on gfx1100, where an
// instruction that waits in the ALU issues after the ones the wave
// dispatches behind it.
func TestTimelinePlotWaveRowsDoNotOverlap(t *testing.T) {
	p, spec, err := launch.Load("../traces/saxpy/llvm16-gfx1100.s", "../traces/saxpy/launch.json", launch.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	tp := NewTimelinePlot(p)
	d, err := launch.NewDispatch(p, spec, launch.Options{Timing: true, Timeline: tp})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	if tp.byInstruction() {
		t.Fatal("saxpy runs several waves: want a row per wave")
	}
	type span struct{ from, to int64 }
	rows := map[int][]span{}
	waited := 0
	for _, e := range tp.events {
		if e.barrier || p.Insts[e.pc].Op.Wait == isa.WaitDelayALU {
			continue // s_delay_alu takes no cycle: a mark, not a slot
		}
		if e.issue > e.dispatch {
			waited++
		}
		rows[e.wave] = append(rows[e.wave], span{e.dispatch - e.held.Total(), e.dispatch + e.dur})
	}
	if waited == 0 {
		t.Fatal("no instruction waited in the ALU after its dispatch: the case this test is about did not arise")
	}
	for w, r := range rows {
		sort.SliceStable(r, func(i, j int) bool { return r[i].from < r[j].from })
		for i := 1; i < len(r); i++ {
			if r[i].from < r[i-1].to {
				t.Fatalf("wave %d: an instruction drawn from %d overlaps the one before it, drawn to %d", w, r[i].from, r[i-1].to)
			}
		}
	}
}
