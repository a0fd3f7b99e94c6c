package sim

import "testing"

// DPP16 lane selection with hand-computed lanes: v1 holds 10*lane, v0 is
// prefilled with 0xdead, lane 3 is inactive.
func TestDPP(t *testing.T) {
	const sentinel = 0xdead
	cases := []struct {
		name, asm string
		want      func(l int) uint32 // expected v0 for active lanes (lane 3 is inactive)
	}{
		{"quad_perm swaps pairs", "v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
			func(l int) uint32 {
				if l == 2 { // its source, lane 3, is inactive: not written
					return sentinel
				}
				return uint32(10 * (l ^ 1))
			}},
		{"row_shr:1 leaves each row's lane 0", "v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf",
			func(l int) uint32 {
				if l%16 == 0 || l == 4 { // lane 4 reads inactive lane 3
					return sentinel
				}
				return uint32(10 * (l - 1))
			}},
		{"row_shr:1 bound_ctrl reads zero", "v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0",
			func(l int) uint32 {
				if l%16 == 0 || l == 4 {
					return 0
				}
				return uint32(10 * (l - 1))
			}},
		{"row_mask disables rows 1 and 3", "v_mov_b32_dpp v0, v1 row_mirror row_mask:0x5 bank_mask:0xf",
			func(l int) uint32 {
				if (l/16)%2 == 1 || l == 12 { // lane 12 mirrors lane 3
					return sentinel
				}
				return uint32(10 * (l&^15 | 15 - l&15))
			}},
		{"bank_mask disables lanes 4-7 of each row", "v_mov_b32_dpp v0, v1 row_ror:4 row_mask:0xf bank_mask:0xd",
			func(l int) uint32 {
				if l&15 >= 4 && l&15 < 8 {
					return sentinel
				}
				src := l&^15 | (l&15-4+16)&15
				if src == 3 {
					return sentinel
				}
				return uint32(10 * src)
			}},
		{"row_bcast:15", "v_add_u32_dpp v0, v1, v2 row_bcast:15 row_mask:0xa bank_mask:0xf",
			func(l int) uint32 {
				if (l/16)%2 == 0 {
					return sentinel
				}
				return uint32(10*(l&^15-1)) + 1 // v2 is 1
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := NewSnippet("gfx900", 64, c.asm)
			if err != nil {
				t.Fatal(err)
			}
			w := s.NewWave()
			for l := 0; l < 64; l++ {
				w.SetLane(0, l, sentinel)
				w.SetLane(1, l, uint32(10*l))
				w.SetLane(2, l, 1)
			}
			w.SetExec(^uint64(0) &^ (1 << 3))
			if err := s.Run(w); err != nil {
				t.Fatal(err)
			}
			for l := 0; l < 64; l++ {
				want := c.want(l)
				if l == 3 {
					want = sentinel
				}
				if got := w.Lane(0, l); got != want {
					t.Errorf("lane %d: v0 = %#x, want %#x", l, got, want)
				}
			}
		})
	}
}

// DPP8 (GFX10+) with hand-computed lanes: lane l reads v1 from lane
// l&^7 | sel[l&7] of its group of eight. v1 holds 10*lane, v0 is prefilled
// with 0xdead, lanes 3 and 40 are inactive: they keep v0; a lane whose
// source is inactive reads 0 without fi:1 and the inactive lane's v1 with
// it (RDNA2 ISA §13.3.9 FI, §13.3.10 DPP8).
func TestDPP8(t *testing.T) {
	const sentinel = 0xdead
	rev := func(l int) int { return l&^7 | 7 - l&7 }
	cases := []struct {
		name, asm string
		want      func(l int) uint32 // expected v0 for active lanes
	}{
		{"reverse each group", "v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0]",
			func(l int) uint32 {
				if s := rev(l); s != 3 && s != 40 {
					return uint32(10 * s)
				}
				return 0 // the source lane is inactive
			}},
		{"reverse each group, fetch inactive", "v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1",
			func(l int) uint32 { return uint32(10 * rev(l)) }},
		{"broadcast lane 1 of each group, add", "v_add_nc_u32_dpp v0, v1, v2 dpp8:[1,1,1,1,1,1,1,1]",
			func(l int) uint32 { return uint32(10*(l&^7|1)) + 1 }}, // v2 is 1
	}
	for _, c := range cases {
		for _, tg := range []struct {
			arch string
			wave int
		}{{"gfx1030", 64}, {"gfx1030", 32}, {"gfx1100", 64}} {
			t.Run(c.name+"/"+tg.arch, func(t *testing.T) {
				s, err := NewSnippet(tg.arch, tg.wave, c.asm)
				if err != nil {
					t.Fatal(err)
				}
				w := s.NewWave()
				for l := 0; l < tg.wave; l++ {
					w.SetLane(0, l, sentinel)
					w.SetLane(1, l, uint32(10*l))
					w.SetLane(2, l, 1)
				}
				w.SetExec((uint64(1)<<tg.wave - 1) &^ (1<<3 | 1<<40))
				if tg.wave == 32 {
					w.SetExec(0xffffffff &^ (1 << 3))
				}
				if err := s.Run(w); err != nil {
					t.Fatal(err)
				}
				for l := 0; l < tg.wave; l++ {
					want := c.want(l)
					if l == 3 || l == 40 {
						want = sentinel
					}
					if got := w.Lane(0, l); got != want {
						t.Errorf("lane %d: v0 = %#x, want %#x", l, got, want)
					}
				}
			})
		}
	}
}
