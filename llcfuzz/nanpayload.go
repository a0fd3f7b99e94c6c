package llcfuzz

// floatFormat is a float format's width and its exponent and fraction
// masks.
type floatFormat struct {
	width     uint
	exp, frac uint64
}

// floatFormats are the float formats a buffer element can hold, as the
// generator stores them: f16 and f32 zero-extended, f64 whole. The sign
// bit is the top one of width.
var floatFormats = []floatFormat{
	{16, 0x7c00, 0x03ff},
	{32, 0x7f800000, 0x007fffff},
	{64, 0x7ff0000000000000, 0x000fffffffffffff},
}

// sameFormatNaNs: x and y are both NaNs of one float format (and
// nothing above it).
func sameFormatNaNs(x, y uint64) bool {
	for _, f := range floatFormats {
		if f.width < 64 && (x>>f.width != 0 || y>>f.width != 0) {
			continue
		}
		if x&f.exp == f.exp && x&f.frac != 0 && y&f.exp == f.exp && y&f.frac != 0 {
			return true
		}
	}
	return false
}

// nanPayloadOnly: a and b differ, and only in elements that hold a NaN
// of one float format in both. LLVM leaves a NaN's payload and sign
// undefined, so the generator turns every NaN into the quiet NaN before
// it stores one; a reduction can strip that select, and the two
// compilations then differ in what nothing defines.
func nanPayloadOnly(a, b map[string][]uint64) bool {
	n := 0
	for name, x := range a {
		y, ok := b[name]
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if x[i] == y[i] {
				continue
			}
			if !sameFormatNaNs(x[i], y[i]) {
				return false
			}
			n++
		}
	}
	return n > 0 && len(a) == len(b)
}
