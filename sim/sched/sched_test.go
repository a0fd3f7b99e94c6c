package sched_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/sched"
)

// fakeClock is a clock whose waves are ready when their last instruction
// plus that wave's cost has passed: simple enough to work the expected
// order out by hand. It observes the machine to log what issues.
type fakeClock struct {
	cost    map[int]int64 // per wave ID, 1 when absent
	at      map[*sim.Wave]int64
	log     []string // "w<ID>@<pc>" per issued instruction
	events  []string // placements, group starts, barrier releases
	monitor bool
}

func newFakeClock() *fakeClock {
	return &fakeClock{cost: map[int]int64{}, at: map[*sim.Wave]int64{}}
}

func (c *fakeClock) Issue(w *sim.Wave, pc int) error {
	c.log = append(c.log, fmt.Sprintf("w%d@%d", w.ID, pc))
	return nil
}

func (c *fakeClock) Retire(w *sim.Wave, pc int) {
	cost, ok := c.cost[w.ID]
	if !ok {
		cost = 1
	}
	c.at[w] += cost
}

func (c *fakeClock) Ready(w *sim.Wave) int64 { return c.at[w] }
func (c *fakeClock) StartGroup()             { c.events = append(c.events, "group") }
func (c *fakeClock) StartResident(cus, simds int) {
	c.events = append(c.events, fmt.Sprintf("resident %dx%d", cus, simds))
}

func (c *fakeClock) Place(w *sim.Wave, cu, simd int, at int64) {
	c.at[w] = at
	c.events = append(c.events, fmt.Sprintf("place w%d cu %d simd %d at %d", w.ID, cu, simd, at))
}

func (c *fakeClock) ReleaseBarrier(waves []*sim.Wave) {
	var rel int64
	var ids []string
	for _, w := range waves {
		if !w.Done {
			rel = max(rel, c.at[w])
			ids = append(ids, fmt.Sprint(w.ID))
		}
	}
	for _, w := range waves {
		if !w.Done {
			c.at[w] = rel
		}
	}
	c.events = append(c.events, fmt.Sprintf("release %s at %d", strings.Join(ids, ","), rel))
}

func (c *fakeClock) WaveEnd(w *sim.Wave) int64 { return c.at[w] }

// source gives groups workgroups of waves waves each.
type source struct {
	m              *sim.Machine
	groups, waves  int
	next, released int
}

func (s *source) Peek() (int, bool) { return s.waves, s.next < s.groups }

func (s *source) Take(slots []int) *sim.Workgroup {
	wg := &sim.Workgroup{ID: [3]int{s.next, 0, 0}, LDS: sim.NewLDS(0)}
	for i := range s.waves {
		w := s.m.NewWave(wg)
		w.ID, w.InGroup, w.Slot = s.next*s.waves+i, i, slots[i]
		w.S[0] = uint32(i)
		w.SetExec(w.Full)
		wg.Waves = append(wg.Waves, w)
	}
	s.next++
	return wg
}

func (s *source) Retire(*sim.Workgroup)     {}
func (s *source) ReleaseSlots(first, n int) { s.released += n }

func machine(t *testing.T, asm string) *sim.Machine {
	t.Helper()
	s, err := sim.NewSnippet("gfx1030", 32, asm)
	if err != nil {
		t.Fatal(err)
	}
	return s.M
}

const barrierProgram = "s_add_u32 s0, s0, 1\ns_barrier\ns_add_u32 s0, s0, 1\ns_endpgm\n"
const nopProgram = "s_nop 0\ns_nop 0\ns_nop 0\ns_endpgm\n"

// Functional order: each wave runs until it waits or ends, in turn; the
// barrier releases when the last wave reaches it, and the turn goes on
// from the wave after the last to run.
func TestFunctionalRoundRobin(t *testing.T) {
	m := machine(t, barrierProgram)
	c := newFakeClock()
	m.Observer = c // to log the order; Functional consults no clock
	src := &source{m: m, groups: 2, waves: 3}
	s, err := sched.New(m, sched.Config{Placement: sched.Functional}, src)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	want := "w0@0 w0@1 w1@0 w1@1 w2@0 w2@1 w0@2 w0@3 w1@2 w1@3 w2@2 w2@3 " +
		"w3@0 w3@1 w4@0 w4@1 w5@0 w5@1 w3@2 w3@3 w4@2 w4@3 w5@2 w5@3"
	if got := strings.Join(c.log, " "); got != want {
		t.Errorf("order:\n got %s\nwant %s", got, want)
	}
	if len(c.events) != 0 {
		t.Errorf("a functional run consulted the clock: %v", c.events)
	}
	if s.Workgroups != 2 || s.Waves != 6 || s.MaxWaveSteps != 4 || src.released != 6 {
		t.Errorf("counts: %d groups, %d waves, %d max steps, %d slots released", s.Workgroups, s.Waves, s.MaxWaveSteps, src.released)
	}
}

// The functional turn goes on from the wave after the last to run, not
// from the first: wave 0 waits on a GWS semaphore that wave 1 signals,
// and wave 2 has its turn before wave 0 goes on.
func TestFunctionalTurnAfterRelease(t *testing.T) {
	m := machine(t, `s_mov_b32 m0, 0
s_cmp_eq_u32 s0, 0
s_cbranch_scc0 .Lv
ds_gws_sema_p gds
s_endpgm
.Lv:
ds_gws_sema_v gds
s_endpgm
`)
	c := newFakeClock()
	m.Observer = c
	s, err := sched.New(m, sched.Config{Placement: sched.Functional}, &source{m: m, groups: 1, waves: 3})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	want := "w0@0 w0@1 w0@2 w0@3 w1@0 w1@1 w1@2 w1@5 w1@6 w2@0 w2@1 w2@2 w2@5 w2@6 w0@4"
	if got := strings.Join(c.log, " "); got != want {
		t.Errorf("order:\n got %s\nwant %s", got, want)
	}
}

// Isolated: the wave ready first goes, the oldest on a tie; costs 3, 1, 2
// cycles an instruction give the order worked out by hand in the
// comment of each step below.
func TestIsolatedOldestReadyFirst(t *testing.T) {
	m := machine(t, nopProgram)
	c := newFakeClock()
	c.cost[0], c.cost[1], c.cost[2] = 3, 1, 2
	m.Observer = c
	s, err := sched.New(m, sched.Config{Placement: sched.Isolated, Clock: c}, &source{m: m, groups: 1, waves: 3})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	// ready (w0,w1,w2) → who goes:
	// (0,0,0) w0 | (3,0,0) w1 | (3,1,0) w2 | (3,1,2) w1 | (3,2,2) w1 (older)
	// (3,3,2) w2 | (3,3,4) w0 (older) | (6,3,4) w1, its last | (6,-,4) w2
	// (6,-,6) w0 | (9,-,6) w2, its last | w0, its last
	want := "w0@0 w1@0 w2@0 w1@1 w1@2 w2@1 w0@1 w1@3 w2@2 w0@2 w2@3 w0@3"
	if got := strings.Join(c.log, " "); got != want {
		t.Errorf("order:\n got %s\nwant %s", got, want)
	}
	if !slices.Equal(c.events, []string{"group"}) {
		t.Errorf("clock events %v, want one group start", c.events)
	}
}

// A timed barrier releases once, when the last wave arrives, at the
// latest arrival.
func TestIsolatedBarrier(t *testing.T) {
	m := machine(t, barrierProgram)
	c := newFakeClock()
	c.cost[1] = 5
	m.Observer = c
	s, err := sched.New(m, sched.Config{Placement: sched.Isolated, Clock: c}, &source{m: m, groups: 1, waves: 2})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	// ready (w0,w1) → who goes: (0,0) w0 | (1,0) w1 | (1,5) w0 reaches
	// the barrier at 2 | (2,5) w1 reaches it at 10: release at 10 |
	// (10,10) w0 (older) | (11,10) w1 | (11,15) w0 | w1.
	if want := []string{"group", "release 0,1 at 10"}; !slices.Equal(c.events, want) {
		t.Errorf("events %v, want %v", c.events, want)
	}
	if want := "w0@0 w1@0 w0@1 w1@1 w0@2 w1@2 w0@3 w1@3"; strings.Join(c.log, " ") != want {
		t.Errorf("order %s, want %s", strings.Join(c.log, " "), want)
	}
}

// Resident: one CU of two single-slot SIMDs holds two one-wave
// workgroups; the third starts when the first wave's work is over, on the
// SIMD that freed, at that cycle.
func TestResidentAdmission(t *testing.T) {
	m := machine(t, nopProgram)
	c := newFakeClock()
	m.Observer = c
	src := &source{m: m, groups: 3, waves: 1}
	cfg := sched.Config{Placement: sched.Resident, Clock: c, CUs: sched.CUs{N: 1, SIMDs: 2, Occ: 1, Barriers: 16}}
	s, err := sched.New(m, cfg, src)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	want := []string{"resident 1x2", "place w0 cu 0 simd 0 at 0", "place w1 cu 0 simd 1 at 0", "place w2 cu 0 simd 0 at 4"}
	if !slices.Equal(c.events, want) {
		t.Errorf("events %v, want %v", c.events, want)
	}
	// w0 and w1 alternate (w0 older on each tie); w2 starts at 4.
	if want := "w0@0 w1@0 w0@1 w1@1 w0@2 w1@2 w0@3 w1@3 w2@0 w2@1 w2@2 w2@3"; strings.Join(c.log, " ") != want {
		t.Errorf("order %s, want %s", strings.Join(c.log, " "), want)
	}
	if s.Workgroups != 3 || src.released != 3 {
		t.Errorf("%d workgroups, %d slots released; want 3, 3", s.Workgroups, src.released)
	}

	// Two units of one single-slot SIMD: the first two workgroups take
	// one unit each, the third the first unit that frees.
	m = machine(t, nopProgram)
	c = newFakeClock()
	m.Observer = c
	c.cost[0] = 2
	cfg.Clock, cfg.CUs = c, sched.CUs{N: 2, SIMDs: 1, Occ: 1, Barriers: 16}
	if s, err = sched.New(m, cfg, &source{m: m, groups: 3, waves: 1}); err != nil {
		t.Fatal(err)
	}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	want = []string{"resident 2x1", "place w0 cu 0 simd 0 at 0", "place w1 cu 1 simd 0 at 0", "place w2 cu 1 simd 0 at 4"}
	if !slices.Equal(c.events, want) {
		t.Errorf("two units: events %v, want %v", c.events, want)
	}
}

// The bounds, in every placement: the wave bound stops before a
// workgroup that would pass it, the instruction budget at it.
func TestBounds(t *testing.T) {
	cus := sched.CUs{N: 1, SIMDs: 2, Occ: 1, Barriers: 16}
	for _, c := range []struct {
		place            sched.Placement
		maxWaves, budget int64
		want             sched.Stop
		groups           int
	}{
		{sched.Functional, 2, 0, sched.Stop{Bound: sched.BoundWaves, Limit: 2}, 2},
		{sched.Isolated, 2, 0, sched.Stop{Bound: sched.BoundWaves, Limit: 2}, 2},
		{sched.Resident, 2, 0, sched.Stop{Bound: sched.BoundWaves, Limit: 2}, 2},
		// One at a time, a wave runs out of budget inside workgroup 1
		// (4 instructions a wave, 6 in all).
		{sched.Functional, 0, 6, sched.Stop{Bound: sched.BoundInsts, Limit: 6, InWorkgroup: &[3]int{1, 0, 0}}, 1},
		{sched.Isolated, 0, 6, sched.Stop{Bound: sched.BoundInsts, Limit: 6, InWorkgroup: &[3]int{1, 0, 0}}, 1},
		// Exactly 8: two workgroups, then the check before the third.
		{sched.Isolated, 0, 8, sched.Stop{Bound: sched.BoundInsts, Limit: 8}, 2},
		// Side by side, workgroups 0 and 1 interleave; the 7th
		// instruction would be w0's last (w0 is older on the tie at 3).
		{sched.Resident, 0, 6, sched.Stop{Bound: sched.BoundInsts, Limit: 6, InWorkgroup: &[3]int{0, 0, 0}}, 0},
	} {
		name := fmt.Sprintf("%s waves %d insts %d", c.place, c.maxWaves, c.budget)
		m := machine(t, nopProgram)
		clock := newFakeClock()
		cfg := sched.Config{Placement: c.place, MaxWaves: c.maxWaves, MaxInsts: c.budget, CUs: cus}
		if c.place != sched.Functional {
			cfg.Clock = clock
			m.Observer = clock
		}
		s, err := sched.New(m, cfg, &source{m: m, groups: 3, waves: 1})
		if err != nil {
			t.Fatal(err)
		}
		err = s.Run()
		var stop *sched.Stop
		if !errors.As(err, &stop) {
			t.Errorf("%s: %v, want a stop", name, err)
			continue
		}
		if stop.Bound != c.want.Bound || stop.Limit != c.want.Limit || fmt.Sprint(stop.InWorkgroup) != fmt.Sprint(c.want.InWorkgroup) {
			t.Errorf("%s: %+v in %v, want %+v in %v", name, *stop, stop.InWorkgroup, c.want, c.want.InWorkgroup)
		}
		if s.Workgroups != c.groups {
			t.Errorf("%s: %d workgroups completed, want %d", name, s.Workgroups, c.groups)
		}
		if m.StepLimit != sim.DefaultStepLimit {
			t.Errorf("%s: the step limit stayed cut at %d", name, m.StepLimit)
		}
	}
}

// A timed placement without a clock is refused, not a nil dereference.
func TestTimedNeedsClock(t *testing.T) {
	m := machine(t, nopProgram)
	for _, p := range []sched.Placement{sched.Isolated, sched.Resident} {
		if _, err := sched.New(m, sched.Config{Placement: p}, &source{m: m}); err == nil || !strings.Contains(err.Error(), "needs a clock") {
			t.Errorf("%s without a clock: %v", p, err)
		}
	}
}
