package sim

import (
	"fmt"
	"math"
	"testing"
)

// VOP3 DPP (_e64_dpp, GFX11) with hand-computed lanes: src0 is routed as
// in _dpp, then the VOP3 operation runs with its modifiers (neg, clamp) and
// its other sources, which gfx1150 may take from an SGPR or an inline
// constant (FeatureDPPSrc1SGPR). v1 holds 10*lane (as a float for the fma
// case), v2 holds 10*lane (0.5 for the fma), v0 is prefilled with 0xdead,
// s2 is 1000; lanes 3 and 40 are inactive and keep v0.
func TestE64DPP(t *testing.T) {
	const sentinel = 0xdead
	one := math.Float32bits(1)
	cases := []struct {
		name, asm string
		archs     []string // wave64 and wave32 runs on each
		floats    bool     // v1 = float(lane), v2 = 0.5
		want      func(l int) uint32
		sgpr      uint64 // expected s[4:5] (the compare), per wave64
	}{
		// row_shr:1: each row's lane 0 has no source; lane 4 reads
		// inactive lane 3 (no bound_ctrl: not written), lane 41 inactive
		// lane 40.
		{name: "add SGPR src1 row_shr", asm: "v_add_nc_u32_e64_dpp v0, v1, s2 row_shr:1 row_mask:0xf bank_mask:0xf",
			archs: []string{"gfx1150"},
			want: func(l int) uint32 {
				if l%16 == 0 || l == 4 || l == 41 {
					return sentinel
				}
				return uint32(10*(l-1)) + 1000
			}},
		// The same with bound_ctrl: the lanes without a readable source
		// add 0 + 1000.
		{name: "add SGPR src1 row_shr bound_ctrl", asm: "v_add_nc_u32_e64_dpp v0, v1, s2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1",
			archs: []string{"gfx1150"},
			want: func(l int) uint32 {
				if l%16 == 0 || l == 4 || l == 41 {
					return 1000
				}
				return uint32(10*(l-1)) + 1000
			}},
		// -v1[mirror] * 0.5 + 2.0, clamped to [0, 1]; rows 1 and 3
		// disabled. Row 0: mirror sources 0, 1, 2 (lanes 15, 14, 13) give
		// 2, 1.5, 1 → 1.0; lane 12 reads inactive lane 3; sources 4..15
		// give <= 0 → 0. Row 2: all sources >= 32 → 0, but lane 40's own
		// write is off (inactive) and lane 39 reads lane 40.
		{name: "fma neg clamp row_mirror", asm: "v_fma_f32_e64_dpp v0, -v1, v2, 2.0 clamp row_mirror row_mask:0x5 bank_mask:0xf",
			archs: []string{"gfx1100", "gfx1150"}, floats: true,
			want: func(l int) uint32 {
				switch {
				case l/16%2 == 1 || l == 12 || l == 39:
					return sentinel
				case l == 13 || l == 14 || l == 15:
					return one
				}
				return 0
			}},
		// dpp8 broadcasting lane 1 of each group of eight, minus the
		// inline constant 5 (an inline src1: gfx1150).
		{name: "sub inline src1 dpp8", asm: "v_sub_nc_u32_e64_dpp v0, v1, 5 dpp8:[1,1,1,1,1,1,1,1]",
			archs: []string{"gfx1150"},
			want:  func(l int) uint32 { return uint32(10*(l&^7|1)) - 5 }},
		// dpp8 with a source modifier (VOP3's neg bit): -v1[l&^7|1] + 0.5.
		{name: "neg dpp8 float", asm: "v_add_f32_e64_dpp v0, -v1, v2 dpp8:[1,1,1,1,1,1,1,1]",
			archs: []string{"gfx1100", "gfx1150"}, floats: true,
			want: func(l int) uint32 { return math.Float32bits(-float32(l&^7|1) + 0.5) }},
		// A compare writes its lane mask: v1[l^3] > v2[l] = 10*l holds for
		// l&3 < 2; lane 0's source (lane 3) is inactive, so lane 0 is
		// not written and reads as 0 in the mask, as the inactive lanes 3
		// and 40 do (bit 40: 0x32 in the sixth byte).
		{name: "cmp quad_perm", asm: "v_cmp_gt_u32_e64_dpp s[4:5], v1, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf",
			archs: []string{"gfx1100", "gfx1150"},
			sgpr:  0x3333323333333332},
	}
	for _, c := range cases {
		for _, arch := range c.archs {
			for _, wave := range []int{64, 32} {
				asm := c.asm
				if wave == 32 {
					asm = replaceOnce(asm, "s[4:5]", "s4")
				}
				t.Run(fmt.Sprintf("%s/%s/w%d", c.name, arch, wave), func(t *testing.T) {
					s, err := NewSnippet(arch, wave, asm)
					if err != nil {
						t.Fatal(err)
					}
					w := s.NewWave()
					for l := 0; l < wave; l++ {
						w.SetLane(0, l, sentinel)
						w.SetLane(1, l, uint32(10*l))
						w.SetLane(2, l, uint32(10*l))
						if c.floats {
							w.SetLane(1, l, math.Float32bits(float32(l)))
							w.SetLane(2, l, math.Float32bits(0.5))
						}
					}
					w.S[2] = 1000
					w.S[4], w.S[5] = 0xcafe, 0xcafe
					exec := (uint64(1)<<wave - 1) &^ (1<<3 | 1<<40)
					if wave == 32 {
						exec = 0xffffffff &^ (1 << 3)
					}
					w.SetExec(exec)
					if err := s.Run(w); err != nil {
						t.Fatal(err)
					}
					if c.want == nil {
						want := c.sgpr
						if wave == 32 {
							want &= 0xffffffff
						}
						if got := w.ReadSGPRs(4, wave/32); got != want {
							t.Errorf("s[4:5] = %#x, want %#x", got, want)
						}
						for l := 0; l < wave; l++ {
							if got := w.Lane(0, l); got != sentinel {
								t.Errorf("lane %d: v0 = %#x, a compare writes no VGPR", l, got)
							}
						}
						return
					}
					for l := 0; l < wave; l++ {
						want := c.want(l)
						if exec>>uint(l)&1 == 0 {
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
}

func replaceOnce(s, old, new string) string {
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	return s
}
