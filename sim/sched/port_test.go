package sched

import "testing"

// A two-lane port: requests start when they arrive while a lane is free,
// else when the first lane frees; the counts add up. Worked by hand.
func TestPortServesInOrder(t *testing.T) {
	p := NewPort(2)
	for i, c := range []struct{ at, cycles, start int64 }{
		{0, 10, 0},  // lane 0 busy to 10
		{2, 10, 2},  // lane 1 busy to 12
		{3, 4, 10},  // both busy: lane 0 frees at 10, busy to 14
		{5, 1, 12},  // lane 1 frees at 12, busy to 13
		{20, 5, 20}, // both free
		{20, 5, 20},
		{20, 5, 25},
	} {
		if free := p.FreeAt(c.at); free != c.start {
			t.Errorf("request %d: FreeAt(%d) = %d, want %d", i, c.at, free, c.start)
		}
		if got := p.Reserve(c.at, c.cycles); got != c.start {
			t.Errorf("request %d at %d for %d: starts at %d, want %d", i, c.at, c.cycles, got, c.start)
		}
	}
	if p.Requests != 7 || p.Cycles != 40 || p.Waited != 7+7+5 {
		t.Errorf("counts: %d requests, %d cycles, %d waited; want 7, 40, 19", p.Requests, p.Cycles, p.Waited)
	}
	p.Reset()
	if p.Reserve(1, 1) != 1 || p.Requests != 1 || p.Waited != 0 {
		t.Error("reset port")
	}
}

// One lane is a queue: back-to-back requests of the same length space out
// by it (bandwidth), whatever they arrive at.
func TestPortOneLaneIsBandwidth(t *testing.T) {
	p := NewPort(1)
	var last int64
	for i := range 100 {
		last = p.Reserve(int64(i), 4)
	}
	if last != 99*4 || p.Waited != 99*4*100/2-99*100/2 {
		t.Errorf("last start %d (want 396), waited %d", last, p.Waited)
	}
}
