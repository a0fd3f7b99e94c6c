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

// A link of 2.5 bytes a cycle moves 100 bytes in 40 cycles: transfers
// made at once queue, one made after the link freed waits for nothing.
func TestLinkQueuesByBytes(t *testing.T) {
	l := NewLink(2.5)
	for i, want := range []int64{0, 40, 80} {
		if got := l.Transfer(0, 100); got != want {
			t.Errorf("transfer %d at 0 starts at %d, want %d", i, got, want)
		}
	}
	if got := l.Transfer(500, 100); got != 500 {
		t.Errorf("a transfer after the link freed starts at %d, want 500", got)
	}
	if l.Transfers != 4 || l.Bytes != 400 || l.Waited != 120 {
		t.Errorf("counts %d transfers, %d bytes, %d waited; want 4, 400, 120", l.Transfers, l.Bytes, l.Waited)
	}
	// Over many transfers the fraction is kept: 1000 transfers of 1 byte
	// at 3 bytes a cycle take 333.33 cycles, not 0 or 1000.
	l3 := NewLink(3)
	var last int64
	for range 1000 {
		last = l3.Transfer(0, 1)
	}
	if last < 332 || last > 334 {
		t.Errorf("the 1000th byte at 3 bytes a cycle starts at %d, want 333", last)
	}
	l.Reset()
	if got := l.Transfer(0, 100); got != 0 || l.Transfers != 1 {
		t.Errorf("after Reset a transfer starts at %d (%d counted)", got, l.Transfers)
	}
}
