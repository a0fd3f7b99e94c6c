package irgen

import (
	"fmt"
	"math"
)

// typ is a scalar IR type of the generated program.
type typ int

const (
	tI1 typ = iota
	tI8
	tI16
	tI32
	tI64
	tF16
	tF32
	tF64
)

var typNames = [...]string{"i1", "i8", "i16", "i32", "i64", "half", "float", "double"}

func (t typ) String() string { return typNames[t] }

// suffix is the type's part of an overloaded intrinsic's name.
func (t typ) suffix() string {
	switch t {
	case tF16:
		return "f16"
	case tF32:
		return "f32"
	case tF64:
		return "f64"
	}
	return t.String()
}

func (t typ) isFloat() bool { return t >= tF16 }

func (t typ) bits() int {
	return [...]int{1, 8, 16, 32, 64, 16, 32, 64}[t]
}

// intOf is the integer type of a float's width, for bitcasts.
func (t typ) intOf() typ {
	switch t {
	case tF16:
		return tI16
	case tF32:
		return tI32
	case tF64:
		return tI64
	}
	return t
}

// floatOf is the float type of an integer's width, if there is one.
func (t typ) floatOf() (typ, bool) {
	switch t {
	case tI16:
		return tF16, true
	case tI32:
		return tF32, true
	case tI64:
		return tF64, true
	}
	return t, false
}

func (t typ) mask() uint64 {
	if t.bits() == 64 {
		return math.MaxUint64
	}
	return 1<<uint(t.bits()) - 1
}

// quietNaN is the NaN every float is turned into before its bits can be
// seen: x86 and AMDGPU make different NaNs (sign, payload), so a NaN's
// bits must never reach memory or an integer.
func (t typ) quietNaN() uint64 {
	switch t {
	case tF16:
		return 0x7e00
	case tF32:
		return 0x7fc00000
	}
	return 0x7ff8000000000000
}

// constant prints a value of type t given by its bit pattern.
func constant(t typ, bits uint64) string {
	bits &= t.mask()
	switch t {
	case tI1:
		if bits != 0 {
			return "true"
		}
		return "false"
	case tI8, tI16, tI32, tI64:
		sh := 64 - uint(t.bits())
		return fmt.Sprint(int64(bits<<sh) >> sh)
	case tF16:
		return fmt.Sprintf("0xH%04X", bits)
	case tF32:
		f := math.Float32frombits(uint32(bits))
		if f != f {
			// Only the quiet NaN of float is used as a constant; as a
			// double it is the quiet NaN of double.
			return "0x7FF8000000000000"
		}
		return fmt.Sprintf("0x%016X", math.Float64bits(float64(f)))
	}
	return fmt.Sprintf("0x%016X", bits)
}
