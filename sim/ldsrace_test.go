package sim_test

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
)

// ldsLanes gives v0 the lane id and v1 four times it: each lane's own
// LDS word.
const ldsLanes = "v_mbcnt_lo_u32_b32 v0, -1, 0\nv_mbcnt_hi_u32_b32 v0, -1, v0\nv_lshlrev_b32 v1, 2, v0\n"

// The race check reports two accesses of an LDS byte by different lanes
// with no barrier between, one of them a write, and nothing else: each
// case's report was worked out by hand from its code.
func TestLDSRaces(t *testing.T) {
	for _, tc := range []struct {
		name, asm string
		exec      uint64
		want      string // a part of the first race's text; "" for none
		count     int
	}{
		{"own word", "ds_write_b32 v1, v0\nds_read_b32 v3, v1\n", ^uint64(0), "", 0},
		// Lane l reads word l+1, which lane l+1 wrote: 63 races (lane 63
		// reads word 64, which no lane wrote).
		{"neighbour's word", "ds_write_b32 v1, v0\nds_read_b32 v3, v1 offset:4\n", ^uint64(0),
			"byte 0x4 of workgroup (0,0,0): lane 0 of wave 0 reads it at snippet.s:5:1, and lane 1 of wave 0 wrote it at snippet.s:4:1", 63 * 4},
		{"barrier between", "ds_write_b32 v1, v0\ns_barrier\nds_read_b32 v3, v1 offset:4\n", ^uint64(0), "", 0},
		// Lane 1 is off: lane 0 reads word 1, which nobody wrote; lane 2
		// reads word 3 (byte 0xc), lane 3's.
		{"inactive lane", "ds_write_b32 v1, v0\nds_read_b32 v3, v1 offset:4\n", 0b1101,
			"byte 0xc of workgroup (0,0,0): lane 2 of wave 0 reads it at snippet.s:5:1, and lane 3 of wave 0 wrote it", 4},
		// Lane l reads word l+1, then writes word l, which lane l-1 read.
		{"write after read", "ds_read_b32 v3, v1 offset:4\nds_write_b32 v1, v0\n", 0b11,
			"byte 0x4 of workgroup (0,0,0): lane 1 of wave 0 writes it at snippet.s:5:1, and lane 0 of wave 0 read it", 4},
		// Lanes 0 and 1 read word 0, then write it: lane 0's write races
		// both reads (its own too, which says nothing), lane 1's lane 0's
		// write.
		{"several readers", "v_mov_b32 v2, 0\nds_read_b32 v3, v2\nds_write_b32 v2, v0\n", 0b11,
			"byte 0x0 of workgroup (0,0,0): lane 0 of wave 0 writes it at snippet.s:6:1, and several lanes read it", 8},
		// Atomics on one word do not race each other; a plain read of it
		// before the barrier does.
		{"atomics", "v_mov_b32 v2, 0\nds_add_u32 v2, v0\nds_add_u32 v2, v0\n", ^uint64(0), "", 0},
		{"read of atomics", "v_mov_b32 v2, 0\nds_add_u32 v2, v0\nds_read_b32 v3, v2\n", 0b11,
			"byte 0x0 of workgroup (0,0,0): lane 0 of wave 0 reads it at snippet.s:6:1, and several lanes updated it atomically", 8},
		{"atomics then barrier", "v_mov_b32 v2, 0\nds_add_u32 v2, v0\ns_barrier\nds_read_b32 v3, v2\n", ^uint64(0), "", 0},
		// Two lanes write the two bytes of one word: no byte is shared.
		{"bytes of a word", "v_add_nc_u32 v2, v0, 0\nds_write_b8 v2, v0\n", 0b11, "", 0},
		{"a byte twice", "v_mov_b32 v2, 0\nds_write_b8 v2, v0\n", 0b11,
			"byte 0x0 of workgroup (0,0,0): lane 1 of wave 0 writes it at snippet.s:5:1, and lane 0 of wave 0 wrote it at snippet.s:5:1", 1},
	} {
		s, err := sim.NewSnippet("gfx1030", 64, ldsLanes+tc.asm)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		s.M.CheckLDSRaces()
		w := s.NewWave()
		w.SetExec(tc.exec)
		if err := s.Run(w); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		rep := s.M.LDSRaces()
		r, n := rep.First, rep.Races
		if rep.Accesses == 0 {
			t.Errorf("%s: no LDS access checked", tc.name)
		}
		switch {
		case tc.want == "" && r != nil:
			t.Errorf("%s: %v (%d races), want none", tc.name, r, n)
		case tc.want != "" && (r == nil || !strings.Contains(r.Error(), tc.want)):
			t.Errorf("%s: %v, want a race with %q", tc.name, r, tc.want)
		case n != tc.count:
			t.Errorf("%s: %d races, want %d", tc.name, n, tc.count)
		}
	}
}

// Without CheckLDSRaces the machine keeps nothing.
func TestLDSRacesOff(t *testing.T) {
	s, err := sim.NewSnippet("gfx1030", 64, ldsLanes+"ds_write_b32 v1, v0\nds_read_b32 v3, v1 offset:4\n")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Run(s.NewWave()); err != nil {
		t.Fatal(err)
	}
	if rep := s.M.LDSRaces(); rep != (sim.LDSRaceReport{}) {
		t.Errorf("%+v with the check off", rep)
	}
}
