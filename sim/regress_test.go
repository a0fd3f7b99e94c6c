package sim

import (
	"testing"
)

// Regression cases, each with hand-computed lanes.

// Integer clamp when the destination is also a source: the saturation uses
// the sources as they were (LLVM emits this in-place form for uadd.sat).
func TestClampInPlace(t *testing.T) {
	for _, c := range []struct{ arch, asm string }{
		{"gfx1030", "v_add_nc_u32_e64 v0, v0, v1 clamp"},
		{"gfx900", "v_add_u32_e64 v0, v0, v1 clamp"},
	} {
		wave := 64
		if c.arch == "gfx1030" {
			wave = 32
		}
		s, err := NewSnippet(c.arch, wave, c.asm)
		if err != nil {
			t.Fatal(err)
		}
		w := s.NewWave()
		for l := 0; l < wave; l++ {
			w.SetLane(0, l, 0xffffffff)
			w.SetLane(1, l, uint32(l%2)) // odd lanes saturate, even lanes add 0
		}
		w.SetExec(w.Full &^ 4) // lane 2 inactive
		if err := s.Run(w); err != nil {
			t.Fatal(err)
		}
		for l := 0; l < wave; l++ {
			if got := w.Lane(0, l); got != 0xffffffff {
				t.Errorf("%s lane %d: v0 = %#x, want 0xffffffff", c.arch, l, got)
			}
		}
	}
}

// bufSnippet maps 64 bytes at 0x20000 and a V# with num_records 8 in s[0:3].
func bufSnippet(t *testing.T, asm string) (*Snippet, *Wave) {
	t.Helper()
	s, err := NewSnippet("gfx1030", 32, asm)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Mem().Map("buf", 0x20000, 64); err != nil {
		t.Fatal(err)
	}
	w := s.NewWave()
	w.S[0], w.S[1], w.S[2], w.S[3] = 0x20000, 0, 8, 0
	w.SetExec(1)
	return s, w
}

// A returning buffer atomic (glc) writes the old value to vdata.
func TestBufferAtomicReturns(t *testing.T) {
	s, w := bufSnippet(t, "buffer_atomic_add v1, off, s[0:3], 0 glc")
	mustWrite32(t, s, 0x20000, 100)
	w.SetLane(1, 0, 1)
	if err := s.Run(w); err != nil {
		t.Fatal(err)
	}
	if m := mustRead32(t, s, 0x20000); m != 101 {
		t.Errorf("memory %d, want 101", m)
	}
	if v := w.Lane(1, 0); v != 100 {
		t.Errorf("v1 = %d, want the old value 100", v)
	}
}

// Multi-dword buffer accesses are range-checked per dword: with
// num_records 8, a dwordx2 at offset 4 has its first dword in range.
func TestBufferPerDwordRange(t *testing.T) {
	s, w := bufSnippet(t, "buffer_load_dwordx2 v[2:3], off, s[0:3], 0 offset:4\nbuffer_store_dwordx2 v[4:5], off, s[0:3], 0 offset:4")
	mustWrite32(t, s, 0x20004, 0x11)
	mustWrite32(t, s, 0x20008, 0x22)
	w.SetLane(3, 0, 0xdead)
	w.SetLane(4, 0, 0x44)
	w.SetLane(5, 0, 0x55)
	if err := s.Run(w); err != nil {
		t.Fatal(err)
	}
	if v2, v3 := w.Lane(2, 0), w.Lane(3, 0); v2 != 0x11 || v3 != 0 {
		t.Errorf("load: v2 = %#x v3 = %#x, want 0x11 and 0 (out of range)", v2, v3)
	}
	if a, b := mustRead32(t, s, 0x20004), mustRead32(t, s, 0x20008); a != 0x44 || b != 0x22 {
		t.Errorf("store: %#x %#x, want 0x44 written and 0x22 untouched", a, b)
	}
}

// ds_permute_b32: a lane no lane writes to reads 0.
func TestDSPermuteUnwrittenLanesReadZero(t *testing.T) {
	s, err := NewSnippet("gfx1030", 32, "ds_permute_b32 v2, v0, v1")
	if err != nil {
		t.Fatal(err)
	}
	w := s.NewWave()
	for l := 0; l < 32; l++ {
		w.SetLane(0, l, 0) // every lane pushes to lane 0
		w.SetLane(1, l, 7)
		w.SetLane(2, l, 0x55)
	}
	if err := s.Run(w); err != nil {
		t.Fatal(err)
	}
	if got := w.Lane(2, 0); got != 7 {
		t.Errorf("lane 0 = %#x, want 7", got)
	}
	for l := 1; l < 32; l++ {
		if got := w.Lane(2, l); got != 0 {
			t.Fatalf("lane %d = %#x, want 0", l, got)
		}
	}
}

// The VALU counters see every lane function: v_cmpx counts the lanes
// active when it runs, and a VOPD pair counts as two operations.
func TestVALUCounters(t *testing.T) {
	s, err := NewSnippet("gfx1100", 32, "v_cmpx_gt_u32_e32 5, v0\nv_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 1\ns_mov_b32 s0, 1")
	if err != nil {
		t.Fatal(err)
	}
	w := s.NewWave()
	for l := 0; l < 32; l++ {
		w.SetLane(0, l, uint32(l))
	}
	w.SetExec(w.Full &^ 2) // lane 1 inactive: the compare leaves lanes 0, 2, 3, 4
	if err := s.Run(w); err != nil {
		t.Fatal(err)
	}
	if w.Exec() != 0x1d {
		t.Fatalf("exec = %#x, want 0x1d", w.Exec())
	}
	if s.M.VALUOps != 3 || s.M.LaneOps != 31+4+4 {
		t.Errorf("VALUOps %d, LaneOps %d; want 3 and %d", s.M.VALUOps, s.M.LaneOps, 31+4+4)
	}
	if got := w.Lane(2, 3); got != 1 {
		t.Errorf("lane 3: v2 = %#x, want 1", got)
	}
}

func mustWrite32(t *testing.T, s *Snippet, addr uint64, v uint32) {
	t.Helper()
	if err := s.Mem().Write32(addr, v); err != nil {
		t.Fatal(err)
	}
}

func mustRead32(t *testing.T, s *Snippet, addr uint64) uint32 {
	t.Helper()
	v, err := s.Mem().Read32(addr)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
