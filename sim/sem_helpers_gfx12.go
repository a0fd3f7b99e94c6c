package sim

import "math"

// The GFX12 float selections (RDNA4 ISA §13.3 "NaN Handling", "FP MAXNUM /
// MINNUM Selection Rules" and "FP MAX / MIN Selection Rules", and the
// pseudocode of V_MIN_NUM_F32, V_MAXIMUM_F32, V_MED3_NUM_F32 in §16). They
// differ from GFX11's IEEE-mode v_min/v_max (fmin32, fmax32) in the
// signaling NaN: minimumNumber returns the other operand for a signaling
// NaN as for a quiet one, where GFX11's IEEE mode returns the quieted NaN;
// minimum/maximum return a NaN whenever one is an operand. All order -0
// below +0.

// fminNum32 is minimumNumber: a NaN operand yields the other, two NaNs the
// quieted first.
func fminNum32(a, b float32) float32 {
	switch {
	case isNaN32(a) && isNaN32(b):
		return quiet32(a)
	case isNaN32(a):
		return b
	case isNaN32(b):
		return a
	case a < b || a == 0 && b == 0 && math.Signbit(float64(a)):
		return a
	}
	return b
}

// fmaxNum32 is maximumNumber.
func fmaxNum32(a, b float32) float32 {
	switch {
	case isNaN32(a) && isNaN32(b):
		return quiet32(a)
	case isNaN32(a):
		return b
	case isNaN32(b):
		return a
	case a > b || a == 0 && b == 0 && !math.Signbit(float64(a)):
		return a
	}
	return b
}

func fminNum64(a, b float64) float64 {
	switch {
	case isNaN64(a) && isNaN64(b):
		return quiet64(a)
	case isNaN64(a):
		return b
	case isNaN64(b):
		return a
	case a < b || a == 0 && b == 0 && math.Signbit(a):
		return a
	}
	return b
}

func fmaxNum64(a, b float64) float64 {
	switch {
	case isNaN64(a) && isNaN64(b):
		return quiet64(a)
	case isNaN64(a):
		return b
	case isNaN64(b):
		return a
	case a > b || a == 0 && b == 0 && !math.Signbit(a):
		return a
	}
	return b
}

// fmed3Num32 is V_MED3_NUM_F32's pseudocode: with a NaN operand the
// minimumNumber of the three, else the maximumNumber of the two operands
// that are not the largest.
func fmed3Num32(a, b, c float32) float32 {
	if isNaN32(a) || isNaN32(b) || isNaN32(c) {
		return fminNum32(fminNum32(a, b), c)
	}
	switch m := fmaxNum32(fmaxNum32(a, b), c); m {
	case a:
		return fmaxNum32(b, c)
	case b:
		return fmaxNum32(a, c)
	}
	return fmaxNum32(a, b)
}

// fminimum32 is IEEE 754-2019 minimum (V_MINIMUM_F32): a signaling NaN
// first, quieted, then a quiet NaN, then the smaller.
func fminimum32(a, b float32) float32 {
	switch {
	case isSNaN32(a):
		return quiet32(a)
	case isSNaN32(b):
		return quiet32(b)
	case isNaN32(a):
		return a
	case isNaN32(b):
		return b
	case a < b || a == 0 && b == 0 && math.Signbit(float64(a)):
		return a
	}
	return b
}

// fmaximum32 is IEEE 754-2019 maximum (V_MAXIMUM_F32).
func fmaximum32(a, b float32) float32 {
	switch {
	case isSNaN32(a):
		return quiet32(a)
	case isSNaN32(b):
		return quiet32(b)
	case isNaN32(a):
		return a
	case isNaN32(b):
		return b
	case a > b || a == 0 && b == 0 && !math.Signbit(float64(a)):
		return a
	}
	return b
}

func fminimum64(a, b float64) float64 {
	switch {
	case isSNaN64(a):
		return quiet64(a)
	case isSNaN64(b):
		return quiet64(b)
	case isNaN64(a):
		return a
	case isNaN64(b):
		return b
	case a < b || a == 0 && b == 0 && math.Signbit(a):
		return a
	}
	return b
}

func fmaximum64(a, b float64) float64 {
	switch {
	case isSNaN64(a):
		return quiet64(a)
	case isSNaN64(b):
		return quiet64(b)
	case isNaN64(a):
		return a
	case isNaN64(b):
		return b
	case a > b || a == 0 && b == 0 && !math.Signbit(a):
		return a
	}
	return b
}
func isNaN64(a float64) bool { return a != a }
