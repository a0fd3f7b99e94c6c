package sim

import (
	"reflect"
	"testing"
)

// A reused wave is the wave NewWave allocates, field by field (the
// unexported scratch of the executor included): whatever a wave gains, a
// dispatch that reuses waves starts each from the same state.
func TestReuseWaveIsNewWave(t *testing.T) {
	for _, size := range []int{32, 64} {
		s, err := NewSnippet("gfx1030", size, "v_add_nc_u32_e32 v3, 5, v1\nv_add_f32_e64 v4, -v3, |v1| clamp\ns_mov_b32 s0, 7\nv_mov_b32_dpp v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n")
		if err != nil {
			t.Fatal(err)
		}
		m := s.M
		wg := &Workgroup{ID: [3]int{1, 2, 3}}
		used := m.NewWave(&Workgroup{})
		for l := 0; l < size; l++ {
			used.SetLane(1, l, uint32(l))
		}
		used.SetExec(used.Full)
		used.InGroup, used.ID, used.ScratchBase = 3, 99, 0x1000
		if err := m.RunWave(used); err != nil {
			t.Fatal(err)
		}
		if used.Steps == 0 || used.S[0] != 7 {
			t.Fatalf("wave%d: the snippet did not run (%d steps)", size, used.Steps)
		}
		m.ReuseWave(used, wg)
		if fresh := m.NewWave(wg); !reflect.DeepEqual(used, fresh) {
			t.Errorf("wave%d: a reused wave differs from a new one:\n%+v\n%+v", size, used, fresh)
		}
	}
}
