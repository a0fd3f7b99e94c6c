package sim

import "testing"

func TestSnippetBasic(t *testing.T) {
	s, err := NewSnippet("gfx1030", 32, "v_add_nc_u32_e32 v0, 5, v1\ns_mov_b32 s0, 7\n")
	if err != nil {
		t.Fatal(err)
	}
	w := s.NewWave()
	for l := 0; l < 32; l++ {
		w.SetLane(1, l, uint32(l))
		w.SetLane(0, l, 0xdead)
	}
	w.SetExec(0x0000ffff)
	if err := s.Run(w); err != nil {
		t.Fatal(err)
	}
	for l := 0; l < 32; l++ {
		want := uint32(l + 5)
		if l >= 16 {
			want = 0xdead
		}
		if got := w.Lane(0, l); got != want {
			t.Errorf("lane %d: v0 = %#x, want %#x", l, got, want)
		}
	}
	if w.S[0] != 7 {
		t.Errorf("s0 = %d", w.S[0])
	}
}
