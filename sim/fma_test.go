package sim

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// fma32Exact is the fused multiply-add rounded once, with big.Float.
func fma32Exact(a, b, c float32) float32 {
	var x, y, z, s big.Float
	x.SetPrec(200).SetFloat64(float64(a))
	y.SetPrec(200).SetFloat64(float64(b))
	z.SetPrec(200).SetFloat64(float64(c))
	s.SetPrec(200).Mul(&x, &y)
	s.Add(&s, &z)
	out, _ := s.Float32()
	return out
}

// fma32 agrees with a single rounding of the exact value on random operands
// of every magnitude, on results in the denormal range, and on operands
// built to put the float64 sum on a float32 midpoint.
func TestFma32SingleRounding(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	finite := func(u uint32) bool { return u&0x7f800000 != 0x7f800000 }
	bad := 0
	for i := 0; i < 300000 && bad < 10; i++ {
		var ua, ub, uc uint32
		switch i % 4 {
		case 0: // any bits
			ua, ub, uc = r.Uint32(), r.Uint32(), r.Uint32()
		case 1: // products near 2^-150, addends in the denormal range
			ua = r.Uint32()&0x807fffff | uint32(r.IntN(30)+40)<<23
			ub = r.Uint32()&0x807fffff | uint32(r.IntN(30)+40)<<23
			uc = r.Uint32() & 0x80ffffff
		case 2: // ordinary magnitudes with cancellation
			ua = r.Uint32()&0x807fffff | uint32(r.IntN(20)+117)<<23
			ub = r.Uint32()&0x807fffff | uint32(r.IntN(20)+117)<<23
			uc = r.Uint32()&0x807fffff | uint32(r.IntN(40)+100)<<23
		case 3: // (1+x)(1-x) = 1-x^2 products against a midpoint addend
			k := uint32(r.IntN(23) + 1)
			e := uint32(r.IntN(200) + 20)
			ua = e<<23 | 1<<(23-k)
			ub = (e-1)<<23 | (0x7fffff &^ (1<<(24-k) - 1))
			uc = r.Uint32()&0x807fffff | (e+uint32(r.IntN(40))-20)<<23
		}
		if !finite(ua) || !finite(ub) || !finite(uc) {
			continue
		}
		a, b, c := math.Float32frombits(ua), math.Float32frombits(ub), math.Float32frombits(uc)
		got, want := fma32(a, b, c), fma32Exact(a, b, c)
		if math.Float32bits(got) != math.Float32bits(want) {
			t.Errorf("fma32(%#08x, %#08x, %#08x) = %#08x, want %#08x", ua, ub, uc, math.Float32bits(got), math.Float32bits(want))
			bad++
		}
	}
}

// divFmas32 with VCC set scales the fused result by 2^64 or 2^-64 and
// rounds once: checked against big.Float on operands whose scaled result
// lands in the float32 denormal range, where rounding the float64 sum
// first and the scaled value again could differ.
func TestDivFmas32SingleRounding(t *testing.T) {
	// By hand: c = (2^21+1)*2^-86, a*b = 2^-60*2^-61 = 2^-121. Scaled by
	// 2^-64 the exact value is (2^20+0.5)*2^-149 + 2^-185, just above the
	// midpoint of the denormals 2^20 and 2^20+1 (units of 2^-149): it
	// rounds up to 0x00100001. Rounding the float64 sum first drops the
	// 2^-121 (below half a float64 ulp of c), leaving the exact midpoint,
	// which rounds to even: 0x00100000.
	a, b := float32(math.Ldexp(1, -60)), float32(math.Ldexp(1, -61))
	c := float32(math.Ldexp(1<<21+1, -86))
	if got := math.Float32bits(divFmas32(a, b, c, true)); got != 0x00100001 {
		t.Errorf("divFmas32(2^-60, 2^-61, (2^21+1)*2^-86, vcc) = %#08x, want 0x00100001", got)
	}
	r := rand.New(rand.NewPCG(3, 4))
	bad, checked := 0, 0
	for i := 0; i < 200000 && bad < 10; i++ {
		// Results near 2^-126..2^-149 after the 2^-64 scaling: operands
		// around 2^-31..2^-43 each, the addend near their product.
		ua := r.Uint32()&0x807fffff | uint32(r.IntN(14)+84)<<23
		ub := r.Uint32()&0x807fffff | uint32(r.IntN(14)+84)<<23
		uc := r.Uint32()&0x807fffff | uint32(r.IntN(30)+40)<<23
		a, b, c := math.Float32frombits(ua), math.Float32frombits(ub), math.Float32frombits(uc)
		var x, y, z, s, k big.Float
		x.SetPrec(300).SetFloat64(float64(a))
		y.SetPrec(300).SetFloat64(float64(b))
		z.SetPrec(300).SetFloat64(float64(c))
		s.SetPrec(300).Mul(&x, &y)
		s.Add(&s, &z)
		k.SetPrec(300).SetMantExp(big.NewFloat(1), -64)
		s.Mul(&s, &k)
		want, _ := s.Float32()
		got := divFmas32(a, b, c, true)
		checked++
		if math.Float32bits(got) != math.Float32bits(want) {
			t.Errorf("divFmas32(%#08x, %#08x, %#08x, vcc) = %#08x, want %#08x", ua, ub, uc, math.Float32bits(got), math.Float32bits(want))
			bad++
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}

// divFmas64 with VCC set rounds once, as divFmas32 does: checked against
// big.Float on operands whose result, scaled by 2^-128, is denormal.
func TestDivFmas64SingleRounding(t *testing.T) {
	// By hand: c = (1+2^-50)*2^-897, a*b = 2^-1000. Scaled by 2^-128,
	// c is (2^49+0.5)*2^-1074, the midpoint of two denormals, and the
	// product lifts the exact value just above it: it rounds up to
	// 2^49+1 units. Rounding the float64 sum first drops the product
	// (far below half an ulp of c) and the midpoint rounds to even.
	a, c := math.Ldexp(1, -500), math.Float64frombits(0x07e0000000000004)
	if got := math.Float64bits(divFmas64(a, a, c, true)); got != 0x0002000000000001 {
		t.Errorf("divFmas64(2^-500, 2^-500, (1+2^-50)*2^-897, vcc) = %#016x, want 0x0002000000000001", got)
	}
	r := rand.New(rand.NewPCG(5, 6))
	bad := 0
	for i := 0; i < 100000 && bad < 10; i++ {
		// Results near 2^-1022..2^-1074 after the scaling: operands
		// around 2^-440 each, the addend near their product.
		ua := r.Uint64()&0x800fffffffffffff | uint64(r.IntN(30)+570)<<52
		ub := r.Uint64()&0x800fffffffffffff | uint64(r.IntN(30)+570)<<52
		uc := r.Uint64()&0x800fffffffffffff | uint64(r.IntN(60)+100)<<52
		a, b, c := math.Float64frombits(ua), math.Float64frombits(ub), math.Float64frombits(uc)
		var x, y, z big.Float
		x.SetPrec(600).SetFloat64(a)
		x.Mul(&x, y.SetFloat64(b))
		x.Add(&x, z.SetFloat64(c))
		x.SetMantExp(&x, -128)
		want, _ := x.Float64()
		if got := divFmas64(a, b, c, true); math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("divFmas64(%#016x, %#016x, %#016x, vcc) = %#016x, want %#016x", ua, ub, uc, math.Float64bits(got), math.Float64bits(want))
			bad++
		}
	}
}
