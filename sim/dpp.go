package sim

import "github.com/wavesim/wavesim/isa"

// dppRoute is a DPP16 control worked out once per instruction: the lane
// each lane reads src0 from (-1: none, out of range), and the lanes
// row_mask and bank_mask leave enabled.
type dppRoute struct {
	src     [64]int8
	enabled uint64
}

func newDPPRoute(c *isa.DPP, n int) *dppRoute {
	rt := &dppRoute{}
	for l := 0; l < n; l++ {
		row, r := l&^15, l&15
		s := -1
		switch c.Ctrl {
		case "quad_perm":
			s = l&^3 | c.Arg[l&3]
		case "row_shl":
			if r+c.Arg[0] < 16 {
				s = l + c.Arg[0]
			}
		case "row_shr":
			if r >= c.Arg[0] {
				s = l - c.Arg[0]
			}
		case "row_ror":
			s = row | (r-c.Arg[0]+16)&15
		case "row_mirror":
			s = row | 15 - r
		case "row_half_mirror":
			s = l&^7 | 7 - l&7
		case "row_share":
			s = row | c.Arg[0]
		case "row_xmask":
			s = row | r ^ c.Arg[0]
		case "wave_shl":
			if l+1 < n {
				s = l + 1
			}
		case "wave_shr":
			if l > 0 {
				s = l - 1
			}
		case "wave_rol":
			s = (l + 1) % n
		case "wave_ror":
			s = (l + n - 1) % n
		case "row_bcast":
			if c.Arg[0] == 15 && l >= 16 {
				s = row - 1
			} else if c.Arg[0] == 31 && l >= 32 {
				s = 31
			}
		}
		rt.src[l] = int8(s)
		if c.RowMask>>(l/16)&1 != 0 && c.BankMask>>(r/4)&1 != 0 {
			rt.enabled |= 1 << uint(l)
		}
	}
	return rt
}

// dppSource applies a DPP16 control: each lane reads src0 from another lane
// of its row (16 lanes) or of the wave. A lane whose source is out of
// range, or inactive without fi:1, reads 0 under bound_ctrl and is
// otherwise not written; row_mask and bank_mask disable whole rows and
// banks (4-lane groups of a row).
func (w *Wave) dppSource(d *dinst, x *valuArgs) {
	c := d.in.Mods.DPP
	rt := d.dpp
	lo, hi := &w.tmp[3][0], &w.tmp[3][1]
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
