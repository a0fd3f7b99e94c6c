package sim_test

import (
	"errors"
	"testing"

	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/sched"
)

// orderedGroup runs asm as one workgroup of n waves whose launch-order
// ids are id(i), wave i (in group order, the order the functional loop
// runs them in) with s0 = i, exec(i) and v1 lane l = v1(i, l).
func orderedGroup(t *testing.T, tg semTarget, asm string, n int, id func(i int) int, exec func(i int) uint64, v1 func(i, l int) uint32) ([]*sim.Wave, error) {
	t.Helper()
	s := semSnippet(t, tg, asm)
	wg := &sim.Workgroup{LDS: sim.NewLDS(256)}
	for i := 0; i < n; i++ {
		w := s.M.NewWave(wg)
		w.InGroup, w.ID = i, id(i)
		w.S[0] = uint32(i)
		for l := 0; l < tg.wave; l++ {
			w.SetLane(1, l, v1(i, l))
			w.SetLane(8, l, semSentinel(8, l))
		}
		w.SetExec(exec(i))
		wg.Waves = append(wg.Waves, w)
	}
	return wg.Waves, sched.RunGroup(s.M, nil, wg)
}

// ds_ordered_count (RDNA2 ISA, DS opcode 63): requests are served oldest
// wave first, whatever order the waves arrive in; each adds src0 of its
// first active lane (zero with no active lane) to the GDS dword at
// gds_base + offset0 (M0 = 0, offset:772: dword 1, with wave_release and
// wave_done) and gets the value before its add in every lane, inactive
// ones included ("broadcast back to ALL lanes of a wave").
func TestSemOrderedCount(t *testing.T) {
	asm := "s_mov_b32 m0, 0\nds_ordered_count v8, v1 offset:772 gds\ns_waitcnt lgkmcnt(0)\n"
	for _, tg := range []semTarget{{"gfx900", 64}, {"gfx1030", 32}, {"gfx1100", 64}} {
		// Group order 0..3 runs the waves with launch ids 3, 2, 1, 0: the
		// oldest comes last.
		execs := []uint64{0x6, 0, 0xf0, 0x1}
		waves, err := orderedGroup(t, tg, asm, 4, func(i int) int { return 3 - i },
			func(i int) uint64 { return execs[i] }, func(i, l int) uint32 { return uint32(100*(i+1) + l) })
		if err != nil {
			t.Fatalf("%s wave%d: %v", tg.arch, tg.wave, err)
		}
		// Served by id: id 0 (group 3, exec 0x1: adds v1 lane 0 = 400),
		// id 1 (group 2, exec 0xf0: adds lane 4 = 304), id 2 (group 1,
		// exec 0: adds 0), id 3 (group 0, exec 0x6: adds lane 1 = 101).
		want := map[int]uint32{3: 0, 2: 400, 1: 704, 0: 704}
		for i, w := range waves {
			for l := 0; l < tg.wave; l++ {
				if got := w.Lane(8, l); got != want[i] {
					t.Fatalf("%s wave%d: wave with id %d lane %d: v8 = %d, want %d (all lanes get the value before the add)", tg.arch, tg.wave, w.ID, l, got, want[i])
				}
			}
		}
	}
}

// A request that waits for a wave that ends without its own stops the run
// with ErrOrderedStuck at the request.
func TestSemOrderedCountStuck(t *testing.T) {
	asm := "s_cmp_eq_u32 s0, 0\ns_cbranch_scc1 .Lend\ns_mov_b32 m0, 0\nds_ordered_count v8, v1 offset:772 gds\n.Lend:\ns_endpgm\n"
	tg := semTarget{"gfx1030", 32}
	_, err := orderedGroup(t, tg, asm, 2, func(i int) int { return i },
		func(int) uint64 { return 1 }, func(i, l int) uint32 { return 1 })
	var re *sim.RunError
	if !errors.As(err, &re) || !errors.Is(err, sim.ErrOrderedStuck) || re.Pos.Line != 4 {
		t.Fatalf("run: %v, want a RunError at line 4 wrapping ErrOrderedStuck", err)
	}
}
