package sim

import "math"

// The packed f32 rows of gfx90a and gfx940 (isa/ops_cdna.go): each
// source is a 64-bit lane value holding two f32 elements; pk carries the
// instruction's op_sel (bits 0-2), op_sel_hi (4-6), neg_lo (8-10) and
// neg_hi (12-14), as valuArgs.pk documents.

// pkElems picks source i's two elements: element 0 the dword op_sel
// selects, negated by neg_lo; element 1 the dword op_sel_hi selects,
// negated by neg_hi.
func pkElems(pk uint32, i uint, v uint64) (lo, hi float32) {
	pick := func(selBit, negBit uint) float32 {
		w := uint32(v)
		if pk>>selBit&1 != 0 {
			w = uint32(v >> 32)
		}
		w ^= pk >> negBit & 1 << 31
		return math.Float32frombits(w)
	}
	return pick(i, 8+i), pick(4+i, 12+i)
}

// pkJoin packs two f32 results, clamped to [0, 1] under clamp (as
// clamp01 clamps, NaN to 0).
func pkJoin(lo, hi float32, clamp bool) uint64 {
	if clamp {
		lo, hi = float32(clamp01(float64(lo))), float32(clamp01(float64(hi)))
	}
	return uint64(math.Float32bits(lo)) | uint64(math.Float32bits(hi))<<32
}

func pkAddF32(pk uint32, clamp bool, a, b uint64) uint64 {
	a0, a1 := pkElems(pk, 0, a)
	b0, b1 := pkElems(pk, 1, b)
	return pkJoin(a0+b0, a1+b1, clamp)
}

func pkMulF32(pk uint32, clamp bool, a, b uint64) uint64 {
	a0, a1 := pkElems(pk, 0, a)
	b0, b1 := pkElems(pk, 1, b)
	return pkJoin(a0*b0, a1*b1, clamp)
}

func pkFmaF32(pk uint32, clamp bool, a, b, c uint64) uint64 {
	a0, a1 := pkElems(pk, 0, a)
	b0, b1 := pkElems(pk, 1, b)
	c0, c1 := pkElems(pk, 2, c)
	return pkJoin(fma32(a0, b0, c0), fma32(a1, b1, c1), clamp)
}

// pkMovB32: element 0 is a's dword op_sel[0] picks, element 1 b's dword
// op_sel[1] picks; no negation.
func pkMovB32(pk uint32, a, b uint64) uint64 {
	lo, hi := a, b
	if pk&1 != 0 {
		lo = a >> 32
	}
	if pk&2 != 0 {
		hi = b >> 32
	}
	return uint64(uint32(lo)) | uint64(uint32(hi))<<32
}
