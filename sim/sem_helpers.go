package sim

import (
	"math"
	"math/big"
	"math/bits"
	"sync"

	"github.com/wavesim/wavesim/isa"
)

// Lane helpers named by the opcode table's semantics strings. Float
// behaviour follows IEEE mode (the compute default, .amdhsa_ieee_mode 1)
// with denormals preserved (.amdhsa_float_denorm_mode_32 3, LLVM's default).

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

func a2i(v int32) int { return int(v) }

func sext24(v int32) int32 { return v << 8 >> 8 }

func bfeU32(a, off, w uint32) uint32 {
	if w == 0 {
		return 0
	}
	if w >= 32 {
		return a >> off
	}
	return a >> off & (1<<w - 1)
}

func bfeI32(a int32, off, w uint32) int32 {
	if w == 0 {
		return 0
	}
	if off+w >= 32 {
		return a >> off
	}
	return a << (32 - off - w) >> (32 - w)
}

func bfeU64(a uint64, off, w uint32) uint64 {
	if w == 0 {
		return 0
	}
	if w >= 64 {
		return a >> off
	}
	return a >> off & (1<<w - 1)
}

func bfeI64(a int64, off, w uint32) int64 {
	if w == 0 {
		return 0
	}
	if off+w >= 64 {
		return a >> off
	}
	return a << (64 - off - w) >> (64 - w)
}

// ff1_32 finds the lowest set bit, -1 if none (s_ff1_i32_b32, v_ffbl_b32).
func ff1_32(a uint32) int32 {
	if a == 0 {
		return -1
	}
	return int32(bits.TrailingZeros32(a))
}

func ff1_64(a uint64) int32 {
	if a == 0 {
		return -1
	}
	return int32(bits.TrailingZeros64(a))
}

// flbit32 counts leading zeros, -1 if a is 0 (s_flbit_i32_b32, v_ffbh_u32).
func flbit32(a uint32) int32 {
	if a == 0 {
		return -1
	}
	return int32(bits.LeadingZeros32(a))
}

func flbit64(a uint64) int32 {
	if a == 0 {
		return -1
	}
	return int32(bits.LeadingZeros64(a))
}

// flbitI32 finds the first bit that differs from the sign bit, counted
// from the MSB; -1 for 0 and -1 (s_flbit_i32, v_ffbh_i32).
func flbitI32(a int32) int32 {
	if a == 0 || a == -1 {
		return -1
	}
	if a < 0 {
		return int32(bits.LeadingZeros32(^uint32(a)))
	}
	return int32(bits.LeadingZeros32(uint32(a)))
}

// wqm sets every bit of a quad (4-bit group) that has any bit set.
func wqm32(a uint32) uint32 {
	var d uint32
	for i := 0; i < 32; i += 4 {
		if a>>i&15 != 0 {
			d |= 15 << i
		}
	}
	return d
}

func wqm64(a uint64) uint64 { return uint64(wqm32(uint32(a))) | uint64(wqm32(uint32(a>>32)))<<32 }

// perm32 implements v_perm_b32: each selector byte of c picks a byte of
// {a, b} (b is bytes 0-3, a bytes 4-7) or a constant.
func perm32(a, b, c uint32) uint32 {
	src := uint64(a)<<32 | uint64(b)
	var d uint32
	for i := 0; i < 4; i++ {
		sel := c >> (8 * i) & 0xff
		var v uint32
		switch {
		case sel < 8:
			v = uint32(src>>(8*sel)) & 0xff
		case sel == 8:
			v = (b >> 15 & 1) * 0xff
		case sel == 9:
			v = (b >> 31 & 1) * 0xff
		case sel == 10:
			v = (a >> 15 & 1) * 0xff
		case sel == 11:
			v = (a >> 31 & 1) * 0xff
		case sel == 12:
			v = 0
		default:
			v = 0xff
		}
		d |= v << (8 * i)
	}
	return d
}

func bits128Mul(a, b uint64) uint64 {
	_, lo := bits.Mul64(a, b)
	return lo
}

// madI64Carry: the signed overflow of p + c for v_mad_i64_i32's carry out.
func madI64Carry(p, c int64) bool {
	s := p + c
	return (p >= 0) == (c >= 0) && (s >= 0) != (p >= 0)
}

// --- float helpers ---

func quiet32(a float32) float32 {
	return math.Float32frombits(math.Float32bits(a) | 0x400000)
}

func isNaN32(a float32) bool { return a != a }

// widenF16 is v_cvt_f32_f16 of a half value the operand load has widened
// exactly: a signaling NaN comes out quiet, as from every conversion in
// IEEE mode (the NaN rule, docs/design.md "Semantics that matter"; IEEE
// 754-2008 §6.2.3).
func widenF16(a float32) float32 {
	if a != a {
		return quiet32(a)
	}
	return a
}

// fmin32/fmax32: IEEE-754 minNum/maxNum as the hardware's IEEE mode does:
// a NaN operand yields the other operand; two NaNs give a quiet NaN; and
// -0 < +0.
func isSNaN32(a float32) bool { return a != a && math.Float32bits(a)&0x400000 == 0 }
func isSNaN64(a float64) bool { return a != a && math.Float64bits(a)&(1<<51) == 0 }
func quiet64(a float64) float64 {
	return math.Float64frombits(math.Float64bits(a) | 1<<51)
}

func fmin32(a, b float32) float32 {
	switch {
	case isSNaN32(a):
		return quiet32(a)
	case isSNaN32(b):
		return quiet32(b)
	case isNaN32(a) && isNaN32(b):
		return quiet32(a)
	case isNaN32(a):
		return b
	case isNaN32(b):
		return a
	case a == 0 && b == 0:
		if math.Signbit(float64(a)) {
			return a
		}
		return b
	case a < b:
		return a
	}
	return b
}

func fmax32(a, b float32) float32 {
	switch {
	case isSNaN32(a):
		return quiet32(a)
	case isSNaN32(b):
		return quiet32(b)
	case isNaN32(a) && isNaN32(b):
		return quiet32(a)
	case isNaN32(a):
		return b
	case isNaN32(b):
		return a
	case a == 0 && b == 0:
		if math.Signbit(float64(a)) {
			return b
		}
		return a
	case a > b:
		return a
	}
	return b
}

func fmin64(a, b float64) float64 {
	switch {
	case isSNaN64(a):
		return quiet64(a)
	case isSNaN64(b):
		return quiet64(b)
	case a != a && b != b:
		return quiet64(a)
	case a != a:
		return b
	case b != b:
		return a
	case a == 0 && b == 0:
		if math.Signbit(a) {
			return a
		}
		return b
	case a < b:
		return a
	}
	return b
}

func fmax64(a, b float64) float64 {
	switch {
	case isSNaN64(a):
		return quiet64(a)
	case isSNaN64(b):
		return quiet64(b)
	case a != a && b != b:
		return quiet64(a)
	case a != a:
		return b
	case b != b:
		return a
	case a == 0 && b == 0:
		if math.Signbit(a) {
			return b
		}
		return a
	case a > b:
		return a
	}
	return b
}

func fmed3_32(a, b, c float32) float32 {
	if isNaN32(a) || isNaN32(b) || isNaN32(c) {
		return fmin32(fmin32(a, b), c)
	}
	return fmax32(fmin32(a, b), fmin32(fmax32(a, b), c))
}

func mulLegacy32(a, b float32) float32 {
	if a == 0 || b == 0 {
		return 0
	}
	return a * b
}

// fma32 is a single-rounding float32 fused multiply-add. The product of two
// float32 values is exact in float64 (48 significant bits), and their sum
// with c rounds once to r. Rounding r again to float32 could round twice
// wrongly (a value just below a float32 midpoint that float64 rounds onto
// it, which happens in the float32 denormal range too), so r is made
// round-to-odd first: when the sum was inexact (its error e, found exactly
// by TwoSum, is not 0) and r's last bit is even, r moves one float64 ulp
// towards the exact value. A round-to-odd value with 53 bits rounds to
// float32 (at most 24) exactly as the exact sum would. e is NaN when r is
// infinite or NaN, which the range test leaves alone.
//
// It inlines into the lane loops. x86's CVTSS2SD writes only the low half
// of its register, so if the compiler converts into a register the
// previous lane used, each lane waits for the one before; that happens
// when the float operands stay live after the call, which is why semgen's
// NaN rule reads the operands' bits from their arrays.
func fma32(a, b, c float32) float32 { return float32(fmaRoundOdd(a, b, c)) }

// fma16 is a*b+c of f16 operands (widened to float32) with one rounding:
// the float32 result is itself rounded to odd, so that the conversion to
// f16 that follows rounds as the exact sum would (24 bits are at least the
// 11 of f16 plus 2). fma32 would round to nearest twice: 1.333984375 * 768
// + 2^-14 is 1024.5 + 2^-14, which rounds to 1025 in f16, but to 1024.5 in
// float32 and then, a tie, to 1024.
func fma16(a, b, c float32) float32 {
	r := fmaRoundOdd(a, b, c)
	t := float32(r)
	if float64(t) == r || r != r || math.IsInf(r, 0) {
		return t
	}
	u := math.Float32bits(t)
	if math.Abs(float64(t)) > math.Abs(r) {
		u-- // towards zero (sign and magnitude bits)
	}
	return math.Float32frombits(u | 1)
}

// isNaNBits32 and quietNaN32 take float32 bits: semgen's NaN rule returns a
// NaN operand with its quiet bit set.
func isNaNBits32(u uint32) bool { return u&0x7fffffff > 0x7f800000 }

func quietNaN32(u uint32) float32 { return math.Float32frombits(u | 0x400000) }

func fract32(a float32) float32 {
	if math.IsInf(float64(a), 0) {
		return float32(math.NaN())
	}
	f := a - float32(math.Floor(float64(a)))
	// The hardware clamps to the largest float below 1.
	return min(f, math.Float32frombits(0x3f7fffff))
}

func fract64(a float64) float64 {
	if math.IsInf(a, 0) {
		return math.NaN()
	}
	return min(a-math.Floor(a), math.Float64frombits(0x3fefffffffffffff))
}

// rcp32 and the other transcendentals: the hardware is accurate to 1 ULP;
// the model returns the correctly rounded result, which is within that
// bound and makes LLVM's division and sqrt expansions exact.
//
// v_rcp_f32, v_rsq_f32 and v_sqrt_f32 flush denormal inputs and results
// to zero (ISA guides, "Denormals are flushed"); LLVM's expansions
// (v_div_scale, sqrt scaling) keep denormals away from them.
func rcp32(a float32) float32  { return ftz32(float32(1 / float64(ftz32(a)))) }
func rsq32(a float32) float32  { return ftz32(float32(1 / math.Sqrt(float64(ftz32(a))))) }
func sqrt32(a float32) float32 { return ftz32(float32(math.Sqrt(float64(ftz32(a))))) }

// ftz32 flushes a denormal to zero of the same sign.
func ftz32(a float32) float32 {
	if b := math.Float32bits(a); b&0x7f800000 == 0 {
		return math.Float32frombits(b & 0x80000000)
	}
	return a
}
func exp2_32(a float32) float32 {
	return float32(math.Exp2(float64(a)))
}
func log2_32(a float32) float32 { return float32(math.Log2(float64(a))) }
func sin32(a float32) float32   { return float32(math.Sin(2 * math.Pi * float64(a))) }
func cos32(a float32) float32   { return float32(math.Cos(2 * math.Pi * float64(a))) }

func ldexp32(a float32, e int) float32 { return float32(math.Ldexp(float64(a), e)) }

func frexpMant(a float64) float64 {
	if math.IsInf(a, 0) || a != a {
		return a
	}
	m, _ := math.Frexp(a)
	return m
}

func frexpExp(a float64) int32 {
	if math.IsInf(a, 0) || a != a {
		return 0
	}
	_, e := math.Frexp(a)
	return int32(e)
}

// cvtI32 converts with the hardware's saturation: NaN → 0, out of range →
// INT_MIN/INT_MAX, truncation toward zero.
func cvtI32(a float64) int32 {
	switch {
	case a != a:
		return 0
	case a >= 2147483647:
		return math.MaxInt32
	case a <= -2147483648:
		return math.MinInt32
	}
	return int32(a)
}

// cvtI16 is cvtI32's saturation at 16 bits (v_cvt_i16_f16): a half value
// beyond the i16 range (|x| up to 65504, or infinite) clamps to
// -32768/32767 rather than wrapping.
func cvtI16(a float64) int16 {
	return int16(min(max(cvtI32(a), math.MinInt16), math.MaxInt16))
}

func cvtU32(a float64) uint32 {
	switch {
	case a != a || a <= 0:
		return 0
	case a >= 4294967295:
		return math.MaxUint32
	}
	return uint32(a)
}

func f32to16rtz(a float32) uint16 { return isa.F32to16RTZ(a) }
func f32to16(a float32) uint16    { return isa.F32to16(a) }

// exponent returns the biased exponent field.
func exp32(a float32) int { return int(math.Float32bits(a) >> 23 & 0xff) }
func exp64(a float64) int { return int(math.Float64bits(a) >> 52 & 0x7ff) }

// divScale32 is V_DIV_SCALE_F32 (RDNA3 ISA §16.12 "VOP3 & VOP3SD
// Instructions"; RDNA2 ISA §12.10, the CDNA3 and Vega guides print the
// same pseudocode): s0 is the value to scale (numerator or denominator),
// s1 the denominator, s2 the numerator. It scales values whose quotient or
// reciprocal would lose precision and sets VCC when the final result must
// be rescaled by v_div_fmas.
//
// Two readings differ from the guides' text, both forced by LLVM's f32
// division (SITargetLowering::LowerFDIV32,
// AMDGPULegalizerInfo::legalizeFDIV32), which relies on v_div_scale to
// keep the reciprocal of v_rcp_f32 (which flushes denormal results) and
// the quotient out of the denormal range:
//
//   - "1 / S1 == DENORM" is an f32 test: the reciprocal lies below 2^-126,
//     i.e. |S1| > 2^126. RDNA3, RDNA4 and CDNA3 print it as
//     "1.0 / 64'F(S1.f) == DENORM.f64", which no f32 S1 satisfies (|1/S1|
//     exceeds 2^-128); Vega, RDNA1 and RDNA2 print "1 / S1.f == DENORM".
//     Read as f64, FLT_MAX / FLT_MAX gives 0: the reciprocal 2^-128 flushes.
//   - When the reciprocal and the quotient are both denormal, the guides
//     scale the denominator by 2^64, which overflows it (|S1| > 2^126) to
//     infinity and turns, say, 1 / FLT_MAX into NaN and then infinity. It
//     is scaled by 2^-64 here: the reciprocal becomes normal, the quotient
//     becomes q*2^64, and v_div_fmas, seeing VCC and a small quotient,
//     scales it back by 2^-64 with one rounding, which is the IEEE
//     quotient.
func divScale32(s0, s1, s2 float32) (float32, bool) {
	const minNorm32 = 0x1p-126
	denorm := func(f float64) bool { return f != 0 && math.Abs(f) < minNorm32 }
	d := s0
	vcc := false
	e1, e2 := exp32(s1), exp32(s2)
	rcpDenorm := denorm(1 / float64(s1))
	switch {
	case s2 == 0 || s1 == 0:
		d = float32(math.NaN())
	case e2-e1 >= 96:
		vcc = true
		if s0 == s1 {
			d = ldexp32(s0, 64)
		}
	case denorm(float64(s1)):
		d = ldexp32(s0, 64)
	case rcpDenorm && denorm(float64(s2/s1)):
		vcc = true
		if s0 == s1 {
			d = ldexp32(s0, -64)
		}
	case rcpDenorm:
		d = ldexp32(s0, -64)
	case denorm(float64(s2 / s1)):
		vcc = true
		if s0 == s2 {
			d = ldexp32(s0, 64)
		}
	case e2 <= 23:
		d = ldexp32(s0, 64)
	}
	return d, vcc
}

// divScale64 is V_DIV_SCALE_F64 (same sections). Its "1 / S1 == DENORM"
// is an f64 test in every guide; the denominator of a denormal reciprocal
// and quotient is scaled by 2^-128 rather than the guides' 2^128 for the
// reason given at divScale32 (2^128 overflows it, and LLVM's f64 division,
// SITargetLowering::LowerFDIV64, then returns infinity for 1 / DBL_MAX).
func divScale64(s0, s1, s2 float64) (float64, bool) {
	d := s0
	vcc := false
	e1, e2 := exp64(s1), exp64(s2)
	const minNorm64 = 0x1p-1022
	denorm := func(f float64) bool { return f != 0 && math.Abs(f) < minNorm64 }
	switch {
	case s2 == 0 || s1 == 0:
		d = math.NaN()
	case e2-e1 >= 768:
		vcc = true
		if s0 == s1 {
			d = math.Ldexp(s0, 128)
		}
	case denorm(s1):
		d = math.Ldexp(s0, 128)
	case denorm(1/s1) && denorm(s2/s1):
		// The guide scales the denominator by 2^128 here, which makes it
		// infinite for every operand that gets here (|S1| > 2^1022), and
		// LLVM's f64 division (SITargetLowering::LowerFDIV64) would then
		// give NaN or infinity for 1/DBL_MAX. Scaling it down by 2^-128
		// makes the iteration compute the quotient times 2^128, which
		// v_div_fmas (VCC set, a small addend) scales back by 2^-128.
		vcc = true
		if s0 == s1 {
			d = math.Ldexp(s0, -128)
		}
	case denorm(1 / s1):
		d = math.Ldexp(s0, -128)
	case denorm(s2 / s1):
		vcc = true
		if s0 == s2 {
			d = math.Ldexp(s0, 128)
		}
	case e2 <= 53:
		d = math.Ldexp(s0, 128)
	}
	return d, vcc
}

// divFmas32 is V_DIV_FMAS_F32: an FMA rescaled by 2^±64 when VCC is set.
func divFmas32(a, b, c float32, vcc bool) float32 {
	if !vcc {
		return fma32(a, b, c)
	}
	// The scaled sum is rounded once to float32: the float64 sum is
	// rounded to odd (exact for the scaling by a power of two, which
	// stays in float64's normal range), as fma32 does.
	r := fmaRoundOdd(a, b, c)
	if exp32(c) > 127 {
		return float32(math.Ldexp(r, 64))
	}
	return float32(math.Ldexp(r, -64))
}

// fmaRoundOdd is a*b+c in float64 rounded to odd: the float32 product is
// exact, and rounding the sum to odd keeps a later rounding to float32
// correct (53 bits >= 2*24+2).
func fmaRoundOdd(a, b, c float32) float64 {
	p, z := float64(a)*float64(b), float64(c)
	r := p + z
	u, v := math.Float64bits(r), math.Float64bits(p-(r-(r-p))+(z-(r-p)))
	if v<<1-1 < 0xffdfffffffffffff { // the error is finite and not 0
		u = (u - (v^u)>>63) | 1 // truncate towards zero, then make odd
	}
	return math.Float64frombits(u)
}

// divFmas64 is V_DIV_FMAS_F64: an FMA rescaled by 2^±128 when VCC is set,
// rounded once. Scaling a rounded normal FMA to a normal result is exact;
// where the FMA or its scaled value is denormal, rounding twice (to 53
// bits, then to the denormal's fewer, or the other way round) could
// differ from rounding the exact value once (LLVM's f64 division of, say,
// 0x949ce37d83bcc267 by 0xd4854352e7efc145 came out one ulp off), so the
// exact sum is scaled and rounded once, as for f32 (divFmas32).
func divFmas64(a, b, c float64, vcc bool) float64 {
	r := math.FMA(a, b, c)
	if !vcc {
		return r
	}
	e := -128
	if exp64(c) > 1023 {
		e = 128
	}
	d := math.Ldexp(r, e)
	if r == 0 || math.IsInf(r, 0) || r != r || math.Abs(r) >= 0x1p-1022 && math.Abs(d) >= 0x1p-1022 {
		return d
	}
	// The product's 106 bits and c's 53 span at most 2^-2148..2^2048,
	// so 4400 bits hold the sum exactly.
	var x, y big.Float
	x.SetPrec(4400).SetFloat64(a)
	x.Mul(&x, y.SetFloat64(b))
	x.Add(&x, y.SetFloat64(c))
	x.SetMantExp(&x, e)
	d, _ = x.Float64()
	return d
}

// divFixup32 is V_DIV_FIXUP_F32: s0 quotient, s1 denominator, s2 numerator;
// it produces IEEE results for the special cases.
func divFixup32(s0, s1, s2 float32) float32 {
	if r, ok := divFixupSpecial(s1, s2, math.Float32frombits(0xffc00000)); ok {
		return r
	}
	switch {
	case exp32(s2)-exp32(s1) < -150:
		return divFixupSigned(s1, s2, 0) // the quotient underflows
	case isNaN32(s0):
		return divFixupSigned(s1, s2, float32(math.Inf(1))) // overflow in the iteration
	}
	return divFixupSigned(s1, s2, float32(math.Abs(float64(s0))))
}

// divFixupSpecial is V_DIV_FIXUP's result for the special cases the f32
// and f16 forms share: a NaN operand (quieted), 0/0 and inf/inf (the
// default NaN nan), x/0 and inf/x (±inf), x/inf and 0/x (±0), signed by
// the operands' signs; ok is false when none applies.
func divFixupSpecial(s1, s2, nan float32) (float32, bool) {
	inf1, inf2 := math.IsInf(float64(s1), 0), math.IsInf(float64(s2), 0)
	switch {
	case isNaN32(s2):
		return quiet32(s2), true
	case isNaN32(s1):
		return quiet32(s1), true
	case s1 == 0 && s2 == 0, inf1 && inf2:
		return nan, true
	case s1 == 0 || inf2:
		return divFixupSigned(s1, s2, float32(math.Inf(1))), true
	case inf1 || s2 == 0:
		return divFixupSigned(s1, s2, 0), true
	}
	return 0, false
}

// divFixupSigned is f with the sign of the quotient s2/s1.
func divFixupSigned(s1, s2, f float32) float32 {
	if math.Signbit(float64(s1)) != math.Signbit(float64(s2)) {
		return -f
	}
	return f
}

func divFixup64(s0, s1, s2 float64) float64 {
	neg := math.Signbit(s1) != math.Signbit(s2)
	signed := func(f float64) float64 {
		if neg {
			return -f
		}
		return f
	}
	switch {
	case s2 != s2:
		return quiet64(s2)
	case s1 != s1:
		return quiet64(s1)
	case s1 == 0 && s2 == 0, math.IsInf(s1, 0) && math.IsInf(s2, 0):
		return math.Float64frombits(0xfff8000000000000)
	case s1 == 0 || math.IsInf(s2, 0):
		return signed(math.Inf(1))
	case math.IsInf(s1, 0) || s2 == 0:
		return signed(0)
	case exp64(s2)-exp64(s1) < -1075:
		return signed(0)
	case exp64(s1) == 2047:
		return signed(math.Inf(1))
	case s0 != s0:
		return signed(math.Inf(1))
	}
	return signed(math.Abs(s0))
}

// fclass tests the classes selected by mask: bit 0 signaling NaN, 1 quiet
// NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal,
// 9 +inf.
func fclass(isSNaN, isQNaN bool, f float64, minNorm float64, mask uint32) bool {
	var bit uint
	neg := math.Signbit(f)
	switch {
	case isSNaN:
		bit = 0
	case isQNaN:
		bit = 1
	case math.IsInf(f, 0):
		bit = 9
	case f == 0:
		bit = 6
	case math.Abs(f) < minNorm:
		bit = 7
	default:
		bit = 8
	}
	if neg && bit >= 6 {
		bit = 11 - bit // -0 is 5, -denormal 4, -normal 3, -inf 2
	}
	return mask>>bit&1 != 0
}

func fclass_f32(a float32, m uint32) bool {
	return fclass(isSNaN32(a), a != a && !isSNaN32(a), float64(a), 1.1754943508222875e-38, m)
}

func fclass_f64(a float64, m uint32) bool {
	return fclass(isSNaN64(a), a != a && !isSNaN64(a), a, 2.2250738585072014e-308, m)
}

// f16 values travel widened to float32, whose quiet bit carries theirs.
func fclass_f16(a float32, m uint32) bool {
	return fclass(isSNaN32(a), a != a && !isSNaN32(a), float64(a), 6.103515625e-05, m)
}

// --- byte SADs, packed normalized conversions, DX9 multiplies, cube maps,
// trig pre-op (RDNA2 ISA §12.10 "VOP3 Instructions" pseudocode) ---

func absDiff(x, y uint32) uint32 {
	if x > y {
		return x - y
	}
	return y - x
}

// sadU8 is the sum of the absolute differences of a's and b's four bytes.
func sadU8(a, b uint32) uint32 {
	var s uint32
	for i := 0; i < 32; i += 8 {
		s += absDiff(a>>i&0xff, b>>i&0xff)
	}
	return s
}

// msadU8 is sadU8 without the bytes whose reference (b) byte is 0.
func msadU8(a, b uint32) uint32 {
	var s uint32
	for i := 0; i < 32; i += 8 {
		if b>>i&0xff != 0 {
			s += absDiff(a>>i&0xff, b>>i&0xff)
		}
	}
	return s
}

func sadU16(a, b uint32) uint32 {
	return absDiff(a&0xffff, b&0xffff) + absDiff(a>>16, b>>16)
}

// lerpU8 averages a's and b's bytes, each rounded up when bit 0 of c's
// byte is set (V_LERP_U8).
func lerpU8(a, b, c uint32) uint32 {
	var d uint32
	for i := 0; i < 32; i += 8 {
		d |= ((a>>i&0xff + b>>i&0xff + c>>i&1) >> 1) << i
	}
	return d
}

// qsadPk is V_QSAD_PK_U16_U8 (masked: V_MQSAD_PK_U16_U8): lane i of the
// four 16-bit results is the SAD of a's bytes i..i+3 against b, plus the
// 16-bit lane i of c, kept to 16 bits.
func qsadPk(a uint64, b uint32, c uint64, masked bool) uint64 {
	var d uint64
	for i := 0; i < 4; i++ {
		w := uint32(a >> (8 * i))
		s := sadU8(w, b)
		if masked {
			s = msadU8(w, b)
		}
		d |= uint64(uint16(s+uint32(c>>(16*i)))) << (16 * i)
	}
	return d
}

// snorm16 and unorm16 convert to 16-bit normalized integers: clamped to
// [-1, 1] (or [0, 1]), scaled by 32767 (65535) and rounded; NaN gives 0.
// The guides say only "(snorm)" and "(unorm)": the model rounds to
// nearest even, and the tests keep away from ties.
func snorm16(f float32) int16 {
	if f != f {
		return 0
	}
	return int16(math.RoundToEven(float64(max(min(f, 1), -1)) * 32767))
}

func unorm16(f float32) uint16 {
	if f != f {
		return 0
	}
	return uint16(math.RoundToEven(float64(max(min(f, 1), 0)) * 65535))
}

// fract16 is V_FRACT_F16: like fract32, clamped to the largest half below
// 1 (0x3bff), so that a tiny negative input does not round up to 1.
func fract16(a float32) float32 {
	if math.IsInf(float64(a), 0) {
		return float32(math.NaN())
	}
	return min(a-float32(math.Floor(float64(a))), 0.99951171875)
}

// mad16 is the unfused f16 multiply-add of v_mac_f16 and v_madmk/madak_f16:
// the product is rounded to f16 before the add.
func mad16(a, b, c float32) float32 {
	return isa.F16to32(isa.F32to16(a*b)) + c
}

// madLegacy32 and fmaLegacy32 are the DX9 multiply-adds: a zero factor
// makes the product +0 whatever the other factor is (inf and NaN too).
func madLegacy32(a, b, c float32) float32 {
	return mulLegacy32(a, b) + c
}

func fmaLegacy32(a, b, c float32) float32 {
	if a == 0 || b == 0 {
		return 0 + c
	}
	return fma32(a, b, c)
}

// cubeFace picks the major axis of (x, y, z) as V_CUBEID_F32 does: 2 for
// z, 1 for y, 0 for x, ties going to z, then y.
func cubeFace(x, y, z float32) int {
	ax, ay, az := math.Abs(float64(x)), math.Abs(float64(y)), math.Abs(float64(z))
	switch {
	case az >= ax && az >= ay:
		return 2
	case ay >= ax:
		return 1
	}
	return 0
}

func cubeID(x, y, z float32) float32 {
	v := [3]float32{x, y, z}
	f := cubeFace(x, y, z)
	id := float32(2 * f)
	if v[f] < 0 {
		id++
	}
	return id
}

func cubeSC(x, y, z float32) float32 {
	switch cubeFace(x, y, z) {
	case 2:
		if z < 0 {
			return -x
		}
		return x
	case 1:
		return x
	}
	if x < 0 {
		return z
	}
	return -z
}

func cubeTC(x, y, z float32) float32 {
	if cubeFace(x, y, z) == 1 {
		if y < 0 {
			return -z
		}
		return z
	}
	return -y
}

func cubeMA(x, y, z float32) float32 {
	return 2 * [3]float32{x, y, z}[cubeFace(x, y, z)]
}

// twoOverPi holds floor(2/π · 2^1201): bit 1200 is the first bit after
// the binary point of 2/π, the table V_TRIG_PREOP_F64 reads
// (2/PI[1200:0]). Computed from Machin's formula the first time a
// v_trig_preop_f64 runs (not at every start: it takes milliseconds);
// twoOverPiWords gives the same bits from the top, 64 to a word,
// zero-padded.
var (
	twoOverPi      = sync.OnceValue(computeTwoOverPi)
	twoOverPiWords = sync.OnceValue(func() []uint64 { return topWords(twoOverPi(), 1201) })
)

// topWords splits the n-bit x into words from its most significant bit,
// the last word padded with zeros.
func topWords(x *big.Int, n int) []uint64 {
	k := (n + 63) / 64
	y := new(big.Int).Lsh(x, uint(64*k-n))
	w := make([]uint64, k)
	for i := range w {
		w[k-1-i] = new(big.Int).Rsh(y, uint(64*i)).Uint64()
	}
	return w
}

func computeTwoOverPi() *big.Int {
	const prec = 1400
	atanInv := func(n int64) *big.Float { // arctan(1/n) by its series
		x := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), new(big.Float).SetPrec(prec).SetInt64(n))
		x2 := new(big.Float).SetPrec(prec).Mul(x, x)
		sum, term := new(big.Float).SetPrec(prec).Set(x), new(big.Float).SetPrec(prec).Set(x)
		for k := int64(1); k < 2000; k++ {
			term.Mul(term, x2)
			t := new(big.Float).SetPrec(prec).Quo(term, new(big.Float).SetPrec(prec).SetInt64(2*k+1))
			if t.MantExp(nil) < -prec-8 {
				break // below the precision: the rest of the series cannot change the sum
			}
			if k%2 == 1 {
				sum.Sub(sum, t)
			} else {
				sum.Add(sum, t)
			}
		}
		return sum
	}
	// π/4 = 4·atan(1/5) − atan(1/239), so 2/π = 1 / (8·atan(1/5) − 2·atan(1/239)).
	a := atanInv(5)
	a.Mul(a, big.NewFloat(8))
	b := atanInv(239)
	b.Mul(b, big.NewFloat(2))
	q := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), a.Sub(a, b))
	q.SetMantExp(q, 1201)
	r, _ := q.Int(nil)
	return r
}

// trigPreop is V_TRIG_PREOP_F64 (RDNA2 ISA §12.10): the 53 bits of 2/π
// starting 53·S1[4:0] bits after the point (further still for large
// exponents of S0), scaled to their place value, rounded towards zero.
// Bits past the 1201 of the table read as 0.
func trigPreop(a float64, seg uint32) float64 {
	e := exp64(a)
	shift := int(seg&31) * 53
	if e > 1077 {
		shift += e - 1077
	}
	// Bits [1200-shift, 1200-shift-52] of the table: 53 bits from bit
	// shift, counted from its top; bits past its end are 0.
	words := twoOverPiWords()
	word := func(i int) uint64 {
		if i < len(words) {
			return words[i]
		}
		return 0
	}
	x := word(shift / 64)
	if r := uint(shift % 64); r != 0 {
		x = x<<r | word(shift/64+1)>>(64-r)
	}
	seg53 := x >> 11
	scale := -53 - shift
	if e >= 1968 {
		scale += 128
	}
	// Round towards zero: drop the bits below the smallest denormal
	// (2^-1074) before scaling, which makes the scaling exact.
	if scale < -1074 {
		if -1074-scale >= 64 {
			return 0
		}
		seg53 >>= uint(-1074 - scale)
		scale = -1074
	}
	return math.Ldexp(float64(seg53), scale)
}

// divFixup16 is V_DIV_FIXUP_F16 (Vega ISA §12.10): S0 quotient, S1
// denominator, S2 numerator, as f16 values widened to float32. Unlike the
// f32 form it has no underflow or overflow cases.
func divFixup16(s0, s1, s2 float32) float32 {
	if r, ok := divFixupSpecial(s1, s2, isa.F16to32(0xfe00)); ok {
		return r
	}
	return divFixupSigned(s1, s2, float32(math.Abs(float64(s0))))
}

// Dot products (V_DOT*: Vega 7nm ISA and RDNA2 ISA §12.10, RDNA3 ISA
// §16.10 "VOP3P Instructions"): the elementwise products of two packed sources, summed with
// the accumulator c. The integer forms wrap modulo 2^32.

// dot2F16 is V_DOT2_F32_F16: a.f16[0]*b.f16[0] + a.f16[1]*b.f16[1] + c.
// The f16 products are exact in float64; the model adds them and c in
// float64 and rounds once to f32 (the guides give no rounding order).
func dot2F16(a, b uint32, c float32) float32 {
	h := func(v uint32, i uint) float64 { return float64(isa.F16to32(uint16(v >> (16 * i)))) }
	return float32(h(a, 0)*h(b, 0) + h(a, 1)*h(b, 1) + float64(c))
}

// dot2BF16 is V_DOT2_F32_BF16: the bf16 halves (the high 16 bits of an
// f32) multiplied and summed with c, rounded once as dot2F16.
func dot2BF16(a, b uint32, c float32) float32 {
	h := func(v uint32, i uint) float64 { return float64(math.Float32frombits(v >> (16 * i) << 16)) }
	return float32(h(a, 0)*h(b, 0) + h(a, 1)*h(b, 1) + float64(c))
}

// dot2I16 and dot2U16 are V_DOT2_I32_I16 and V_DOT2_U32_U16. The
// integer dot products sum exactly; the result wraps to 32 bits, or under
// clamp saturates to the range of the result type (satI32, satU32).
func dot2I16(a, b uint32, c int32, clamp bool) int32 {
	s := int64(int16(a))*int64(int16(b)) + int64(int16(a>>16))*int64(int16(b>>16)) + int64(c)
	return satI32(s, clamp)
}

func dot2U16(a, b uint32, c uint32, clamp bool) uint32 {
	s := uint64(a&0xffff)*uint64(b&0xffff) + uint64(a>>16)*uint64(b>>16) + uint64(c)
	return satU32(s, clamp)
}

// satI32 is a sum wrapped to int32, or clamped to its range.
func satI32(s int64, clamp bool) int32 {
	if clamp {
		s = min(max(s, math.MinInt32), math.MaxInt32)
	}
	return int32(s)
}

// satU32 is a sum wrapped to uint32, or clamped to its range.
func satU32(s uint64, clamp bool) uint32 {
	if clamp {
		s = min(s, math.MaxUint32)
	}
	return uint32(s)
}

// dotN sums exactly the products of the n-bit fields of a and b, each
// read signed or unsigned, with c (read as the result type: signed when
// either field is signed).
func dotN(a, b uint32, c int64, n uint, signA, signB bool) int64 {
	field := func(v uint32, i uint, signed bool) int64 {
		x := v >> (i * n) & (1<<n - 1)
		if signed && x>>(n-1) != 0 {
			return int64(x) - 1<<n
		}
		return int64(x)
	}
	s := c
	for i := uint(0); i < 32/n; i++ {
		s += field(a, i, signA) * field(b, i, signB)
	}
	return s
}

func dot4I8(a, b uint32, c int32, clamp bool) int32 {
	return satI32(dotN(a, b, int64(c), 8, true, true), clamp)
}

func dot4U8(a, b uint32, c uint32, clamp bool) uint32 {
	return satU32(uint64(dotN(a, b, int64(c), 8, false, false)), clamp)
}

func dot8I4(a, b uint32, c int32, clamp bool) int32 {
	return satI32(dotN(a, b, int64(c), 4, true, true), clamp)
}

func dot8U4(a, b uint32, c uint32, clamp bool) uint32 {
	return satU32(uint64(dotN(a, b, int64(c), 4, false, false)), clamp)
}

// dot4IU8 and dot8IU4 are GFX11's V_DOT4_I32_IU8 and V_DOT8_I32_IU4:
// neg_lo bit 0 makes a's fields signed, bit 1 b's; c and the result are
// signed.
func dot4IU8(a, b uint32, c int32, neg uint8, clamp bool) int32 {
	return satI32(dotN(a, b, int64(c), 8, neg&1 != 0, neg&2 != 0), clamp)
}

func dot8IU4(a, b uint32, c int32, neg uint8, clamp bool) int32 {
	return satI32(dotN(a, b, int64(c), 4, neg&1 != 0, neg&2 != 0), clamp)
}

// dot2BF16BF16 is V_DOT2_BF16_BF16: dot2BF16 with a bf16 accumulator,
// rounded to bf16 (to nearest even; a NaN stays a quiet NaN).
func dot2BF16BF16(a, b uint32, c uint16) uint16 {
	f := math.Float32bits(dot2BF16(a, b, math.Float32frombits(uint32(c)<<16)))
	if f&0x7fffffff > 0x7f800000 {
		return uint16(f>>16) | 0x40
	}
	return uint16((f + 0x7fff + f>>16&1) >> 16)
}

// fp8ToF32 and bf8ToF32 are gfx940's 8-bit float conversions (exact).
func fp8ToF32(b uint8) float32 { return float32(FP8ToFloat(b)) }
func bf8ToF32(b uint8) float32 { return float32(BF8ToFloat(b)) }
