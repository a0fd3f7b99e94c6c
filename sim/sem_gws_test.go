package sim_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/sched"
)

// gwsGroup runs asm as one workgroup of n waves sharing an LDS, wave i
// with s0 = i, exec as exec(i) and v1 lane l = v1(i, l), through the
// functional order (sched.RunGroup).
func gwsGroup(t *testing.T, tg semTarget, asm string, n int, exec func(i int) uint64, v1 func(i, l int) uint32) ([]*sim.Wave, error) {
	t.Helper()
	s := semSnippet(t, tg, asm)
	wg := &sim.Workgroup{LDS: sim.NewLDS(256)}
	for i := 0; i < n; i++ {
		w := s.M.NewWave(wg)
		w.InGroup, w.ID = i, i
		w.S[0] = uint32(i)
		for l := 0; l < tg.wave; l++ {
			w.SetLane(1, l, v1(i, l))
			if w.NumVGPRs() > 8 {
				w.SetLane(8, l, semSentinel(8, l))
			}
		}
		w.SetExec(exec(i))
		wg.Waves = append(wg.Waves, w)
	}
	return wg.Waves, sched.RunGroup(s.M, nil, wg)
}

// A GWS barrier (Vega ISA and RDNA2 ISA DS_GWS_INIT, DS_GWS_BARRIER):
// wave 0 sets resource 3's counter to 3 from the first active lane of
// its data; each of four waves stores 1 << its id to LDS, then waits at
// ds_gws_barrier (resource M0[21:16] + offset = 2 + 1); after it each
// reads all four slots. Waves run one at a time until they block, so
// without the barrier wave 0 would see only its own slot. Lanes with exec
// off keep v8; the lanes holding other values in v1 show that only the
// first active lane's data counts.
func TestSemGWSBarrier(t *testing.T) {
	asm := `s_mov_b32 m0, 0x20000
s_cmp_eq_u32 s0, 0
s_cbranch_scc0 .Lwait
ds_gws_init v1 offset:1 gds
s_waitcnt lgkmcnt(0)
.Lwait:
v_mov_b32_e32 v4, s0
v_lshlrev_b32_e32 v4, 2, v4
s_lshl_b32 s1, 1, s0
v_mov_b32_e32 v5, s1
ds_write_b32 v4, v5
s_waitcnt lgkmcnt(0)
ds_gws_barrier v1 offset:1 gds
s_waitcnt lgkmcnt(0)
v_mov_b32_e32 v6, 0
ds_read_b32 v7, v6
ds_read_b32 v9, v6 offset:4
ds_read_b32 v10, v6 offset:8
ds_read_b32 v11, v6 offset:12
s_waitcnt lgkmcnt(0)
v_or_b32_e32 v8, v7, v9
v_or_b32_e32 v8, v8, v10
v_or_b32_e32 v8, v8, v11
s_endpgm`
	for _, tg := range []semTarget{{"gfx900", 64}, {"gfx1030", 32}, {"gfx1100", 32}} {
		for _, first := range []int{0, 5, tg.wave - 1} {
			t.Run(fmt.Sprintf("%s/first%d", tg, first), func(t *testing.T) {
				exec := func(i int) uint64 { return uint64(0b1011) << uint(first) & (^uint64(0) >> uint(64-tg.wave)) }
				v1 := func(i, l int) uint32 {
					if l == first {
						return 3 // four waves: the counter counts down 3, 2, 1, then the fourth releases
					}
					return 100 + uint32(l)
				}
				waves, err := gwsGroup(t, tg, semExpand(tg, asm), 4, exec, v1)
				if err != nil {
					t.Fatal(err)
				}
				for i, w := range waves {
					for l := 0; l < tg.wave; l++ {
						want := semSentinel(8, l)
						if exec(i)>>uint(l)&1 != 0 {
							want = 1 | 2 | 4 | 8
						}
						if got := w.Lane(8, l); got != want {
							t.Errorf("wave %d lane %d: v8 = %#x, want %#x", i, l, got, want)
						}
					}
				}
			})
		}
	}
}

// A barrier that waits for more waves than the workgroup has stops the run
// at the barrier of the waiting wave with ErrGWSStuck: waves of other
// workgroups never run alongside. A semaphore P with nothing to release
// it stops the same way, in a workgroup and in a lone snippet wave.
func TestSemGWSStuck(t *testing.T) {
	tg := semTarget{"gfx1030", 32}
	all := func(int) uint64 { return 1<<32 - 1 }
	for _, c := range []struct {
		name, asm string
		n         int
		v1        uint32
	}{
		{"barrier", "s_mov_b32 m0, 0\nds_gws_init v1 gds\nds_gws_barrier v1 gds\ns_endpgm", 2, 5},
		{"sema_p", "s_mov_b32 m0, 0\nds_gws_init v1 gds\nds_gws_sema_p gds\ns_endpgm", 1, 0},
	} {
		_, err := gwsGroup(t, tg, c.asm, c.n, all, func(i, l int) uint32 { return c.v1 })
		var re *sim.RunError
		if !errors.As(err, &re) || !errors.Is(err, sim.ErrGWSStuck) || re.Pos.Line != 3 {
			t.Errorf("%s: run: %v, want a RunError at line 3 wrapping ErrGWSStuck", c.name, err)
		}
	}
	s := semSnippet(t, tg, "s_mov_b32 m0, 0x10000\nds_gws_sema_p gds")
	w := s.NewWave()
	if err := s.Run(w); !errors.Is(err, sim.ErrGWSStuck) {
		t.Errorf("lone sema_p: run: %v, want ErrGWSStuck", err)
	}
	// ds_gws_init with no active lane has no value to take.
	s = semSnippet(t, tg, "ds_gws_init v1 gds")
	w = s.NewWave()
	w.SetExec(0)
	var re *sim.RunError
	if err := s.Run(w); !errors.As(err, &re) || re.Pos.Line != 1 || !strings.Contains(err.Error(), "no active lane holds the value") {
		t.Errorf("ds_gws_init with exec 0: %v, want a RunError at line 1 saying no lane holds the value", err)
	}
}

// Semaphores (DS_GWS_SEMA_P, _V, _BR, _RELEASE_ALL): P waits while the
// counter is 0 and takes one count when it goes; V adds one, BR adds the
// first active lane's data, RELEASE_ALL lets every queued wave go. Waves
// 0..2 wait at P on resource 5 (nothing initialized, counter 0); wave 3
// stores 7 to LDS and then releases them by the instruction under test.
// A released wave reads the 7 (it ran after wave 3's store); a wave still
// queued when every other wave ended stops the run.
func TestSemGWSSema(t *testing.T) {
	tg := semTarget{"gfx900", 64}
	all := func(int) uint64 { return ^uint64(0) }
	for _, c := range []struct {
		release  string
		v1       uint32
		released int // waves of 0..2 released
	}{
		{"ds_gws_sema_v gds", 0, 1},
		{"ds_gws_sema_br v1 gds", 2, 2},
		{"ds_gws_sema_br v1 gds", 3, 3},
		{"ds_gws_sema_release_all gds", 0, 3},
	} {
		asm := `s_mov_b32 m0, 0x50000
v_mov_b32_e32 v6, 0
s_cmp_eq_u32 s0, 3
s_cbranch_scc1 .Lrelease
ds_gws_sema_p gds
ds_read_b32 v8, v6
s_waitcnt lgkmcnt(0)
s_endpgm
.Lrelease:
v_mov_b32_e32 v7, 7
ds_write_b32 v6, v7
s_waitcnt lgkmcnt(0)
` + c.release + `
s_endpgm`
		waves, err := gwsGroup(t, tg, asm, 4, all, func(i, l int) uint32 { return c.v1 })
		if c.released < 3 {
			if !errors.Is(err, sim.ErrGWSStuck) {
				t.Errorf("%s (%d): run: %v, want ErrGWSStuck for the waves left waiting", c.release, c.v1, err)
			}
		} else if err != nil {
			t.Fatalf("%s: %v", c.release, err)
		}
		for i := 0; i < c.released; i++ {
			if got := waves[i].Lane(8, 0); got != 7 || !waves[i].Done {
				t.Errorf("%s (%d): wave %d: v8 = %#x, done %v; want 7, done", c.release, c.v1, i, got, waves[i].Done)
			}
		}
		for i := c.released; i < 3; i++ {
			if waves[i].Done {
				t.Errorf("%s (%d): wave %d ended, want it still waiting", c.release, c.v1, i)
			}
		}
	}
}

// ds_append and ds_consume with gds work on the dispatch's 64 KiB global
// data share (Vega ISA §2.2.2) at M0 + offset, as llc addresses it: the
// dword grows (shrinks) by the active lane count, active lanes get the old
// value, inactive lanes keep theirs, and the LDS is untouched. The GDS is
// shared by every wave of the machine, across workgroups: the second
// workgroup's wave sees the first's count. An address past the GDS stops
// the run.
func TestSemGDSAppend(t *testing.T) {
	tg := semTarget{"gfx1030", 32}
	s := semSnippet(t, tg, "s_mov_b32 m0, 0x100\nds_append v3 offset:8 gds\nds_consume v4 offset:8 gds\nds_append v5 offset:8 gds\ns_endpgm")
	for g, exec := range []uint64{0b1011, 0xf0} {
		wg := &sim.Workgroup{ID: [3]int{g, 0, 0}, LDS: sim.NewLDS(512)}
		w := s.M.NewWave(wg)
		wg.Waves = []*sim.Wave{w}
		for l := 0; l < 32; l++ {
			for r := 3; r <= 5; r++ {
				w.SetLane(r, l, semSentinel(r, l))
			}
		}
		w.SetExec(exec)
		if err := sched.RunGroup(s.M, nil, wg); err != nil {
			t.Fatal(err)
		}
		// GDS dword 0x108 starts at 0. Workgroup 0 (3 lanes) appends
		// (0 -> 3), consumes (3 -> 0), appends (0 -> 3); workgroup 1
		// (4 lanes) finds 3: 3 -> 7, 7 -> 3, 3 -> 7.
		want := [2][3]uint32{{0, 3, 0}, {3, 7, 3}}[g]
		for l := 0; l < 32; l++ {
			for r := 3; r <= 5; r++ {
				v := semSentinel(r, l)
				if exec>>uint(l)&1 != 0 {
					v = want[r-3]
				}
				if got := w.Lane(r, l); got != v {
					t.Errorf("workgroup %d lane %d: v%d = %#x, want %#x", g, l, r, got, v)
				}
			}
		}
		lds := make([]byte, 512)
		if err := wg.LDS.Read(0, lds); err != nil {
			t.Fatal(err)
		}
		for i, b := range lds {
			if b != 0 {
				t.Fatalf("workgroup %d: LDS byte %d = %#x, want the LDS untouched", g, i, b)
			}
		}
	}
	s = semSnippet(t, tg, "s_mov_b32 m0, 0xfffc\nds_append v3 offset:4 gds")
	w := s.NewWave()
	if err := s.Run(w); err == nil || !strings.Contains(err.Error(), "GDS") {
		t.Errorf("append past the GDS: %v, want a GDS fault", err)
	}
}
