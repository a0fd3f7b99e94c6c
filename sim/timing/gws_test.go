package timing

import (
	"errors"
	"testing"

	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/sched"
)

// The interleaved loop runs the global wave sync as the functional one
// does: four waves meet at a GWS barrier (after it each reads the slots
// all four stored before it), and a barrier sized for more waves than the
// workgroup has, or a lone wave's, stops with ErrGWSStuck instead of
// passing like s_barrier or hanging.
func TestRunGroupGWS(t *testing.T) {
	asm := `s_mov_b32 m0, 0x10000
s_cmp_eq_u32 s0, 0
s_cbranch_scc0 .Lwait
ds_gws_init v1 gds
s_waitcnt lgkmcnt(0)
.Lwait:
v_mov_b32_e32 v4, s0
v_lshlrev_b32_e32 v4, 2, v4
s_lshl_b32 s1, 1, s0
v_mov_b32_e32 v5, s1
ds_write_b32 v4, v5
s_waitcnt lgkmcnt(0)
ds_gws_barrier v1 gds
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
	for _, c := range []struct {
		n     int
		count uint32
		stuck bool
	}{{4, 3, false}, {2, 3, true}, {1, 1, true}, {1, 0, false}} {
		s, err := sim.NewSnippet("gfx1030", 32, asm)
		if err != nil {
			t.Fatal(err)
		}
		tm, err := New(s.Prog)
		if err != nil {
			t.Fatal(err)
		}
		wg := &sim.Workgroup{LDS: sim.NewLDS(64)}
		for i := 0; i < c.n; i++ {
			w := s.M.NewWave(wg)
			w.InGroup, w.ID, w.S[0] = i, i, uint32(i)
			for l := 0; l < 32; l++ {
				w.SetLane(1, l, c.count)
			}
			w.SetExec(1<<32 - 1)
			wg.Waves = append(wg.Waves, w)
		}
		err = sched.RunGroup(s.M, tm, wg)
		if c.stuck {
			if !errors.Is(err, sim.ErrGWSStuck) {
				t.Errorf("%d waves, count %d: %v, want ErrGWSStuck", c.n, c.count, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%d waves, count %d: %v", c.n, c.count, err)
		}
		want := uint32(1)<<uint(c.n) - 1
		for i, w := range wg.Waves {
			if got := w.Lane(8, 3); got != want {
				t.Errorf("%d waves: wave %d: v8 = %#x, want %#x", c.n, i, got, want)
			}
		}
	}
}
