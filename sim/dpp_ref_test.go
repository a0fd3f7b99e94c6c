package sim

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// dppSourceRef is dppSource as first written, lane by lane: the reference
// the one-pass gather is checked against.
func (w *Wave) dppSourceRef(c *isa.DPP, rt *dppRoute, x *valuArgs) {
	lo, hi := new(lanes), new(lanes)
	enable := uint64(0)
	exec := x.exec
	for l := 0; l < w.Size; l++ {
		if rt.enabled>>uint(l)&1 == 0 {
			continue
		}
		s := int(rt.src[l])
		if s >= 0 && !c.FI && exec>>uint(s)&1 == 0 {
			s = -1
		}
		switch {
		case s >= 0:
			lo[l] = x.a[s]
			if x.ah != nil {
				hi[l] = x.ah[s]
			}
		case c.BoundCtrl:
			lo[l], hi[l] = 0, 0
		default:
			continue
		}
		enable |= 1 << uint(l)
	}
	x.a = lo
	if x.ah != nil {
		x.ah = hi
	}
	x.exec &= enable
}

// Every DPP16 control, with and without fi and bound_ctrl, under random
// row and bank masks and exec masks: the lanes the instruction writes and
// what they read are those of the lane-by-lane reference.
func TestDPPGatherMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	ctrls := []isa.DPP{{Ctrl: "quad_perm", Arg: [4]int{1, 0, 3, 2}}, {Ctrl: "quad_perm", Arg: [4]int{3, 3, 0, 1}},
		{Ctrl: "row_shl", Arg: [4]int{1}}, {Ctrl: "row_shl", Arg: [4]int{15}}, {Ctrl: "row_shr", Arg: [4]int{3}},
		{Ctrl: "row_ror", Arg: [4]int{4}}, {Ctrl: "row_mirror"}, {Ctrl: "row_half_mirror"}, {Ctrl: "row_share", Arg: [4]int{5}},
		{Ctrl: "row_xmask", Arg: [4]int{7}}, {Ctrl: "wave_shl"}, {Ctrl: "wave_shr"}, {Ctrl: "wave_rol"}, {Ctrl: "wave_ror"},
		{Ctrl: "row_bcast", Arg: [4]int{15}}, {Ctrl: "row_bcast", Arg: [4]int{31}}}
	for _, wave := range []int{32, 64} {
		w := NewWave(wave)
		full := w.Full
		for _, base := range ctrls {
			for trial := 0; trial < 200; trial++ {
				c := base
				c.RowMask, c.BankMask = r.IntN(16), r.IntN(16)
				if trial%3 == 0 {
					c.RowMask, c.BankMask = 0xf, 0xf
				}
				c.FI, c.BoundCtrl = r.IntN(2) == 1, r.IntN(2) == 1
				rt := newDPPRoute(&c, wave)
				var a, ah lanes
				for l := range a {
					a[l], ah[l] = r.Uint32(), r.Uint32()
				}
				exec := []uint64{full, r.Uint64() & full, 0x5555555555555555 & full, 1}[trial%4]
				got := valuArgs{a: &a, ah: &ah, exec: exec}
				want := got
				w.dppSource(&dinst{in: &isa.Inst{Mods: isa.Mods{DPP: &c}}, dpp: rt}, &got)
				w.dppSourceRef(&c, rt, &want)
				if got.exec != want.exec {
					t.Fatalf("%+v wave%d exec %#x: enabled lanes %#x, want %#x", c, wave, exec, got.exec, want.exec)
				}
				for m := want.exec; m != 0; m &= m - 1 {
					l := bits.TrailingZeros64(m)
					if got.a[l] != want.a[l] || got.ah[l] != want.ah[l] {
						t.Fatalf("%+v wave%d exec %#x: lane %d reads %#x:%#x, want %#x:%#x", c, wave, exec, l, got.ah[l], got.a[l], want.ah[l], want.a[l])
					}
				}
			}
		}
	}
}
