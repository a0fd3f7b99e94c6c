package sim

import (
	"math"

	"github.com/wavesim/wavesim/isa"
)

// Packed math (VOP3P) and the 16-bit halves of VOP3 (op_sel): the
// executor picks each source's halves before the row's lane function runs
// and places a 16-bit result in its half of the destination after it
// (isa/packed.go gives the modifiers and their sources).

// pkRoute is an instruction's half selection, decoded once.
type pkRoute struct {
	sel, selHi, negLo, negHi uint8
	// pk is valuArgs.pk: op_sel, op_sel_hi, neg_lo and neg_hi packed for
	// the packed f32 rows.
	pk uint32
	// srcNeg, srcAbs: the VOP3 source modifiers (-x, |x|) of each source,
	// applied after the selection (the decoded operands carry none).
	srcNeg, srcAbs uint8
	kinds          [3]pkSrc
	half           isa.Half // the destination half written, or HalfNone
	// clamp and scale (omod) of a float result applied here rather than
	// in outputMods: packed and half results.
	clamp bool
	scale float64
	dst   isa.Type
	// srcFn prepares each source's lane value; built once at decode
	// (sourceFns), so a run makes no closures.
	srcFn [3]func(uint32) uint32
}

// pkSrc is how one source is prepared.
type pkSrc uint8

const (
	pkRaw    pkSrc = iota // as it is (a 32-bit source of a dot product)
	pkPacked              // two halves by op_sel/op_sel_hi, negated by neg_lo/neg_hi
	pkMix                 // f16 (the half op_sel picks) widened to f32 when op_sel_hi, else f32
	pkHalf                // VOP3: the high half when op_sel, else the low half
)

// needsPk reports whether an instruction selects halves: VOP3P, VOP3
// op_sel, a row that writes a half, or a true16 vN.h operand (HalfSel).
func needsPk(in *isa.Inst) bool {
	return in.Op.Format == isa.VOP3P || in.HalfSel() != 0 || in.Op.Half != isa.HalfNone
}

// newPkRoute decodes an instruction's selection; the caller has decoded
// its sources without their -x/|x| modifiers (pkStripMods).
func newPkRoute(in *isa.Inst) *pkRoute {
	op := in.Op
	r := &pkRoute{sel: in.HalfSel(), selHi: in.OpSelHi(), negLo: in.NegLo(), negHi: in.NegHi(), half: in.DstHalf()}
	r.pk = uint32(in.OpSel()) | uint32(r.selHi)<<4 | uint32(r.negLo)<<8 | uint32(r.negHi)<<12
	i := 0
	for k, s := range op.Args {
		switch {
		case s.Mask:
			continue
		case s.Def:
			r.dst = s.Type
			continue
		}
		if i >= len(r.kinds) {
			break
		}
		a := in.Args[k]
		if a.Neg {
			r.srcNeg |= 1 << i
		}
		if a.Abs {
			r.srcAbs |= 1 << i
		}
		switch {
		case op.Format != isa.VOP3P:
			r.kinds[i] = pkHalf
		case op.Mix:
			r.kinds[i] = pkMix
		case s.Type.Packed():
			r.kinds[i] = pkPacked
		}
		i++
	}
	if r.half != isa.HalfNone || r.dst.Packed() {
		r.clamp, r.scale = in.Mods.Clamp, [4]float64{1, 2, 4, 0.5}[in.Mods.Omod&3]
	}
	return r
}

// pkStripMods: the sources of a half-selecting instruction are decoded
// without -x and |x|, which apply after the selection.
func pkStripMods(in *isa.Inst, o isa.Operand) isa.Operand {
	if needsPk(in) {
		o.Neg, o.Abs = false, false
	}
	return o
}

// packedSources replaces each source's lanes by its selected halves.
func (w *Wave) packedSources(d *dinst, x *valuArgs) {
	r := d.pk
	x.negLo = r.negLo
	x.clamp = d.in.Mods.Clamp
	x.pk = r.pk
	srcs := [3]**lanes{&x.a, &x.b, &x.c}
	for i := 0; i < int(d.nsrc) && i < len(srcs); i++ {
		src := *srcs[i]
		t := &w.scratch(i)[0]
		f := r.srcFn[i]
		for l := 0; l < w.Size; l++ {
			t[l] = f(src[l])
		}
		*srcs[i] = t
	}
	if r.half != isa.HalfNone {
		t := &w.tmp[3][0]
		if d.op.Tied {
			// A tied destination (v_fmac_f16) is read as the half it
			// writes.
			h := b2u8(r.half == isa.HalfHi)
			for l := 0; l < w.Size; l++ {
				t[l] = half16(x.d[l], h)
			}
		}
		x.d = t
	}
}

// sourceFns builds the per-source preparation of d's sources (d's
// operands are decoded).
func (r *pkRoute) sourceFns(d *dinst) {
	for i := 0; i < int(d.nsrc) && i < len(r.srcFn); i++ {
		bit := uint8(1) << i
		switch r.kinds[i] {
		case pkPacked:
			r.srcFn[i] = r.packedSrc(bit, d.src[i].t == isa.TPkF16)
		case pkMix:
			r.srcFn[i] = r.mixSrc(bit)
		case pkHalf:
			r.srcFn[i] = r.halfSrc(bit, d.src[i].t)
		default:
			r.srcFn[i] = r.rawSrc(bit, d.src[i].t)
		}
	}
}

// half16 is half h (0 low, 1 high) of v.
func half16(v uint32, h uint8) uint32 { return v >> (16 * uint32(h&1)) & 0xffff }

func (r *pkRoute) packedSrc(bit uint8, float bool) func(uint32) uint32 {
	loH, hiH := b2u8(r.sel&bit != 0), b2u8(r.selHi&bit != 0)
	var negLo, negHi uint32
	if float {
		negLo, negHi = uint32(b2u8(r.negLo&bit != 0))<<15, uint32(b2u8(r.negHi&bit != 0))<<15
	}
	return func(v uint32) uint32 {
		return (half16(v, loH) ^ negLo) | (half16(v, hiH)^negHi)<<16
	}
}

// mixSrc: an f16 source (op_sel_hi) is widened to f32; then |x| and -x act
// on the f32 sign.
func (r *pkRoute) mixSrc(bit uint8) func(uint32) uint32 {
	f16, h := r.selHi&bit != 0, b2u8(r.sel&bit != 0)
	abs, neg := r.srcAbs&bit != 0, r.srcNeg&bit != 0
	return func(v uint32) uint32 {
		if f16 {
			v = math.Float32bits(isa.F16to32(uint16(half16(v, h))))
		}
		if abs {
			v &^= 1 << 31
		}
		if neg {
			v ^= 1 << 31
		}
		return v
	}
}

// halfSrc: a VOP3 16-bit source is the half op_sel picks; -x and |x| act
// on its sign.
func (r *pkRoute) halfSrc(bit uint8, t isa.Type) func(uint32) uint32 {
	hi := r.sel&bit != 0
	sign, _ := signBit(t)
	abs, neg := r.srcAbs&bit != 0, r.srcNeg&bit != 0 // as srcLanes applies them
	return func(v uint32) uint32 {
		if hi && t.Is16() {
			v >>= 16
		}
		if abs {
			v &^= sign
		}
		if neg {
			v ^= sign
		}
		return v
	}
}

// rawSrc: a 32-bit source of a VOP3P row; neg_lo negates an f32.
func (r *pkRoute) rawSrc(bit uint8, t isa.Type) func(uint32) uint32 {
	var neg uint32
	if t == isa.TF32 && r.negLo&bit != 0 {
		neg = 1 << 31
	}
	return func(v uint32) uint32 { return v ^ neg }
}

func b2u8(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// packedDest clamps a float result where outputMods does not (packed and
// half results) and writes a 16-bit result into its half of the
// destination, keeping the other half, in active lanes.
func (w *Wave) packedDest(d *dinst, exec uint64) {
	r := d.pk
	if d.dst.kind != oV {
		return
	}
	dst := w.vreg(int(d.dst.idx))
	if r.half == isa.HalfNone {
		if r.clamp && r.dst == isa.TPkF16 {
			for l := 0; l < w.Size; l++ {
				if exec>>uint(l)&1 != 0 {
					dst[l] = clampF16(dst[l]&0xffff) | clampF16(dst[l]>>16)<<16
				}
			}
		}
		return
	}
	res := &w.tmp[3][0]
	for l := 0; l < w.Size; l++ {
		if exec>>uint(l)&1 == 0 {
			continue
		}
		v := res[l] & 0xffff
		if r.dst.IsFloat() && (r.clamp || r.scale != 1) {
			f := float64(isa.F16to32(uint16(v))) * r.scale
			if r.clamp {
				f = clamp01(f)
			}
			v = uint32(isa.F32to16(float32(f)))
		}
		if r.half == isa.HalfHi {
			dst[l] = dst[l]&0xffff | v<<16
		} else {
			dst[l] = dst[l]&0xffff0000 | v
		}
	}
}

// clampF16 clamps an f16 to [0, 1] (NaN to 0), as clamp01 does.
func clampF16(h uint32) uint32 {
	return uint32(isa.F32to16(float32(clamp01(float64(isa.F16to32(uint16(h)))))))
}

// intClampFor is the saturating form of an integer add or subtract under
// clamp: per 16-bit half on a packed row (isa/ops_packed.go), else
// intSaturate's.
func intClampFor(op *isa.Op) func(a, b uint32) uint32 {
	if !op.Args[0].Type.Packed() || op.Sat == isa.SatNone {
		return intSaturate(op)
	}
	signed := op.Args[0].Type == isa.TPkI16
	lo, hi := int32(0), int32(0xffff)
	if signed {
		lo, hi = -0x8000, 0x7fff
	}
	half := func(v uint32, h uint) int32 {
		x := v >> (16 * h) & 0xffff
		if signed {
			return int32(int16(x))
		}
		return int32(x)
	}
	var f func(a, b int32) int32
	switch op.Sat {
	case isa.SatUAdd, isa.SatSAdd:
		f = func(a, b int32) int32 { return a + b }
	case isa.SatUSub, isa.SatSSub:
		f = func(a, b int32) int32 { return a - b }
	case isa.SatUSubRev:
		f = func(a, b int32) int32 { return b - a }
	}
	return func(a, b uint32) uint32 {
		var r uint32
		for h := uint(0); h < 2; h++ {
			r |= uint32(uint16(min(max(f(half(a, h), half(b, h)), lo), hi))) << (16 * h)
		}
		return r
	}
}
