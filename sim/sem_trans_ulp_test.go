package sim_test

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// The transcendental rows over random inputs, within the ISA guides' bound
// of 1 ULP of the correctly rounded result (RDNA2 ISA §12.8, V_EXP_F32 and
// the others: "1 ULP accuracy"). References come from Go's math in float64
// (rounded once to float32) and, for the f64 rows, from math/big at 200
// bits. Inactive lanes must keep their old value.
func TestSemVALUTranscendentalULP(t *testing.T) {
	type input func(r *rand.Rand) float64
	uniform := func(lo, hi float64) input {
		return func(r *rand.Rand) float64 { return lo + (hi-lo)*r.Float64() }
	}
	logUniform := func(lo, hi float64) input { // positive, every binade alike
		return func(r *rand.Rand) float64 { return math.Exp2(lo + (hi-lo)*r.Float64()) }
	}
	cases := []struct {
		name, asm string
		in        input
		ref       func(float64) float64 // f32 rows: the exact value in float64
		ref64     func(*big.Float) *big.Float
	}{
		{name: "exp_f32", asm: "v_exp_f32_e32 v0, v1", in: uniform(-126, 127), ref: math.Exp2},
		{name: "log_f32", asm: "v_log_f32_e32 v0, v1", in: logUniform(-125, 127), ref: math.Log2},
		{name: "rcp_iflag_f32", asm: "v_rcp_iflag_f32_e32 v0, v1", in: logUniform(-120, 120), ref: func(x float64) float64 { return 1 / x }},
		{name: "rsq_f32", asm: "v_rsq_f32_e32 v0, v1", in: logUniform(-120, 120), ref: func(x float64) float64 { return 1 / math.Sqrt(x) }},
		// revolutions away from the zeros, where an ULP bound means something
		{name: "sin_f32", asm: "v_sin_f32_e32 v0, v1", in: uniform(0.02, 0.48), ref: func(x float64) float64 { return math.Sin(2 * math.Pi * x) }},
		{name: "cos_f32", asm: "v_cos_f32_e32 v0, v1", in: uniform(-0.23, 0.23), ref: func(x float64) float64 { return math.Cos(2 * math.Pi * x) }},
		{name: "sqrt_f64", asm: "v_sqrt_f64_e32 v[0:1], v[2:3]", in: logUniform(-1000, 1000),
			ref64: func(x *big.Float) *big.Float { return new(big.Float).SetPrec(200).Sqrt(x) }},
		{name: "rsq_f64", asm: "v_rsq_f64_e32 v[0:1], v[2:3]", in: logUniform(-1000, 1000),
			ref64: func(x *big.Float) *big.Float {
				s := new(big.Float).SetPrec(200).Sqrt(x)
				return s.Quo(new(big.Float).SetPrec(200).SetInt64(1), s)
			}},
	}
	r := rand.New(rand.NewPCG(5, 9))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range []semTarget{{"gfx900", 64}, {"gfx1030", 32}} {
				s := semSnippet(t, tg, c.asm)
				w := s.NewWave()
				want := make([]uint64, tg.wave)
				for l := 0; l < tg.wave; l++ {
					x := c.in(r)
					w.SetLane(0, l, semSentinel(0, l))
					w.SetLane(1, l, semSentinel(1, l))
					if c.ref64 == nil {
						x32 := float32(x)
						w.SetLane(1, l, math.Float32bits(x32))
						want[l] = uint64(math.Float32bits(float32(c.ref(float64(x32)))))
						continue
					}
					b := math.Float64bits(x)
					w.SetLane(2, l, uint32(b))
					w.SetLane(3, l, uint32(b>>32))
					y, _ := c.ref64(new(big.Float).SetPrec(200).SetFloat64(x)).Float64()
					want[l] = math.Float64bits(y)
				}
				exec := uint64(0x5555555555555555) >> (64 - tg.wave)
				w.SetExec(exec)
				if err := s.Run(w); err != nil {
					t.Fatal(err)
				}
				bad := 0
				for l := 0; l < tg.wave && bad < 5; l++ {
					lo, hi := w.Lane(0, l), w.Lane(1, l)
					if exec>>uint(l)&1 == 0 {
						if lo != semSentinel(0, l) || c.ref64 != nil && hi != semSentinel(1, l) {
							t.Errorf("%s inactive lane %d written: %#x %#x", tg, l, lo, hi)
							bad++
						}
						continue
					}
					var d uint64
					if c.ref64 == nil {
						d = ulpDist(uint64(lo), want[l], 32)
					} else {
						d = ulpDist(uint64(lo)|uint64(hi)<<32, want[l], 64)
					}
					if d > 1 {
						t.Errorf("%s lane %d: got %#x, want %#x within 1 ULP (%d apart)", tg, l, uint64(lo)|uint64(hi)<<32, want[l], d)
						bad++
					}
				}
			}
		})
	}
}

// ulpDist is how many representable values lie between two finite floats
// of the same sign (bits of a float32 when width is 32).
func ulpDist(a, b uint64, width int) uint64 {
	sign := uint64(1) << (width - 1)
	if a&sign != b&sign {
		return math.MaxUint64
	}
	if a > b {
		return a - b
	}
	return b - a
}
