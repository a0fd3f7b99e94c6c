package sim

import (
	"math/bits"

	"github.com/wavesim/wavesim/isa"
)

// dppRoute is a DPP16 control worked out once per instruction: the lane
// each lane reads src0 from (-1: none, out of range), and the lanes
// row_mask and bank_mask leave enabled.
type dppRoute struct {
	src     [64]int8
	enabled uint64
	// idx is src with -1 as 0 (a lane to read, whatever it holds), valid
	// the lanes whose src is a lane.
	idx   [64]uint8
	valid uint64
	// zeroInactive: a lane whose source may not be read gets 0 rather
	// than keeping its value (bound_ctrl, and DPP8 always).
	zeroInactive bool
}

func newDPPRoute(c *isa.DPP, n int) *dppRoute {
	// DPP8 has no bound_ctrl: a lane whose source is inactive (fi:0)
	// reads 0 (RDNA2 ISA §13.3.9, FI: "0 = read zero for any inactive
	// lanes"; the source operand DPP8FI of §13.3.10 sets it).
	rt := &dppRoute{zeroInactive: c.BoundCtrl || c.Ctrl == "dpp8"}
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
		case "dpp8":
			s = l&^7 | int(c.Sel8[l&7])
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
		if s >= 0 {
			rt.idx[l], rt.valid = uint8(s), rt.valid|1<<uint(l)
		}
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
	n, exec := w.Size, x.exec
	// The lanes that read their source: it is a lane, and active unless
	// fi:1.
	read := rt.valid
	if !c.FI {
		var srcActive uint64
		for l := 0; l < n; l++ {
			srcActive |= (exec >> rt.idx[l] & 1) << uint(l)
		}
		read &= srcActive
	}
	// Every lane reads (a lane that may not reads its stand-in lane 0, and
	// is either zeroed below or disabled).
	gather := func(dst, src *lanes) {
		for l, s := range rt.idx[:n] {
			dst[l] = src[s]
		}
	}
	gather(lo, x.a)
	if x.ah != nil {
		gather(hi, x.ah)
	}
	enable := rt.enabled & read
	if rt.zeroInactive {
		for m := rt.enabled &^ read; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			lo[l], hi[l] = 0, 0
		}
		enable = rt.enabled
	}
	x.a = lo
	if x.ah != nil {
		x.ah = hi
	}
	x.exec &= enable
}
