package sched

import (
	"slices"
	"testing"
)

// A workgroup starts when the slots, LDS and barrier it takes are free:
// the earliest-freed slot of each SIMD, the LDS that frees first, a
// barrier; not the latest cycle anything freed at.
func TestCUStateStartsWhenRoomFrees(t *testing.T) {
	c := newCUState(2, 2, 1000, 1) // 2 SIMDs of 2 slots, 1000 bytes, 1 barrier
	if !c.fits(4, 1000) || c.fits(5, 0) || c.fits(1, 1001) {
		t.Fatal("fits")
	}
	simds, start := c.take(2, 600, nil)
	if !slices.Equal(simds, []int{0, 1}) || start != 0 {
		t.Fatalf("first group: SIMDs %v at %d", simds, start)
	}
	// A second two-wave group needs the barrier the first holds.
	if c.fits(2, 100) {
		t.Fatal("two barriers in use out of one")
	}
	// The first group's waves end at 420 (stores draining) and 150, its
	// LDS and barrier free at 420.
	c.freeSlot(0, 420)
	c.freeSlot(1, 150)
	c.freeGroup(600, true, 420)
	// A one-wave group without LDS starts on SIMD 1 in a slot free from
	// 0 (the SIMD after the last group's first, the earliest slot there).
	simds, start = c.take(1, 0, nil)
	if !slices.Equal(simds, []int{1}) || start != 0 {
		t.Fatalf("one wave: SIMDs %v at %d", simds, start)
	}
	// 500 bytes: the 400 free from cycle 0 and 100 of the 600 freed at 420.
	simds, start = c.take(1, 500, nil)
	if !slices.Equal(simds, []int{0}) || start != 420 {
		t.Fatalf("LDS: SIMDs %v at %d, want [0] at 420", simds, start)
	}
	// Two waves with a barrier: the last slots, SIMD 1's (free at 150)
	// and SIMD 0's (free at 420), and the barrier (420).
	simds, start = c.take(2, 0, nil)
	if !slices.Equal(simds, []int{1, 0}) || start != 420 {
		t.Fatalf("two waves: SIMDs %v at %d, want [1 0] at 420", simds, start)
	}
	if c.fits(1, 0) {
		t.Error("a slot left over")
	}
}
