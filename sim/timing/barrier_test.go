package timing

import (
	"testing"

	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/sched"
)

// barrierLog records when each wave issues each instruction and waits.
type barrierLog struct {
	issued map[[2]int]int64 // (wave, pc) → issue cycle
	waits  []BarrierWait
}

func (l *barrierLog) Issued(e IssueEvent)  { l.issued[[2]int{e.Wave, e.PC}] = e.Cycle }
func (l *barrierLog) Waited(w BarrierWait) { l.waits = append(l.waits, w) }

// s_barrier releases at the latest arrival: wave 1 spends four s_nop 15
// before it, wave 0 a taken branch (34 and 68 cycles in, on gfx1030), so
// wave 0 waits at its barrier
// until wave 1 arrives and goes on after it, the wait charged as barrier
// stall to wave 0's s_barrier.
func TestBarrierReleasesAtLatestArrival(t *testing.T) {
	asm := `s_cmp_eq_u32 s0, 0
s_cbranch_scc1 .Lb
s_nop 15
s_nop 15
s_nop 15
s_nop 15
.Lb:
s_barrier
s_endpgm
`
	const barrierPC, endPC = 6, 7
	s, err := sim.NewSnippet("gfx1030", 32, asm)
	if err != nil {
		t.Fatal(err)
	}
	tm, err := New(s.Prog)
	if err != nil {
		t.Fatal(err)
	}
	log := &barrierLog{issued: map[[2]int]int64{}}
	tm.Timeline = log
	wg := &sim.Workgroup{LDS: sim.NewLDS(64)}
	for i := range 2 {
		w := s.M.NewWave(wg)
		w.InGroup, w.ID, w.S[0] = i, i, uint32(i)
		w.SetExec(1<<32 - 1)
		wg.Waves = append(wg.Waves, w)
	}
	if err := sched.RunGroup(s.M, tm, wg); err != nil {
		t.Fatal(err)
	}
	arrive0, arrive1 := log.issued[[2]int{0, barrierPC}], log.issued[[2]int{1, barrierPC}]
	if arrive1 <= arrive0 {
		t.Fatalf("wave 1 reached the barrier at %d, wave 0 at %d: want wave 1 later", arrive1, arrive0)
	}
	for w := range 2 {
		if end := log.issued[[2]int{w, endPC}]; end <= arrive1 {
			t.Errorf("wave %d: s_endpgm at %d, not after the last arrival at %d", w, end, arrive1)
		}
	}
	if len(log.waits) != 1 || log.waits[0].Wave != 0 || log.waits[0].PC != barrierPC || log.waits[0].Until < arrive1 {
		t.Errorf("barrier waits %+v: want one, wave 0's at pc %d until at least %d", log.waits, barrierPC, arrive1)
	}
	if got, want := tm.Insts[barrierPC].Stall[CauseBarrier], log.waits[0].Until-log.waits[0].From; got != want || got <= 0 {
		t.Errorf("barrier stall charged %d, want the wait %d", got, want)
	}
}
