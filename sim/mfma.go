package sim

import (
	"math"

	"github.com/wavesim/wavesim/isa"
)

// MFMAInputs are the operands of one MFMA or SMFMAC as the wave holds
// them: readers of src0 (A), src1 (B) and C, by register counted from the
// operand's first and lane, the SMFMAC index VGPR, and the modifier
// fields.
type MFMAInputs struct {
	A, B, C          func(reg, lane int) uint32
	Idx              func(lane int) uint32
	Cbsz, Abid, Blgp int
}

// RunMFMA computes D = C + A·B for every block of the row over all 64
// lanes: the result, register by register. Every lane takes part whatever
// EXEC says (CDNA3 ISA Table 28: "ignores exec mask ... forces it to 1
// for all threads"). Products are exact in float64 for every input type
// but f32 × f32, and are added to the accumulator in k order, rounding to
// the result type after each step (the guide gives no order; this one
// makes integer-valued test data exact and a k-loop reference agree bit
// for bit); round to nearest even and denormals kept whatever MODE says
// (Table 28). The i32 rows wrap (Table 28: "carry out bits are dropped"
// unless MODE.FP16_OVFL, which the model does not set).
func RunMFMA(m *isa.MFMA, in MFMAInputs) [][64]uint32 {
	d := make([][64]uint32, m.CDRegs)
	la, lb := aLanes(m, in), bLanes(m, in)
	negA, negB, negC := m.D == isa.MF64 && m.Blgp && in.Blgp&1 != 0, m.D == isa.MF64 && m.Blgp && in.Blgp&2 != 0, m.D == isa.MF64 && m.Blgp && in.Blgp&4 != 0
	a := make([]float64, m.K) // one row of A, refilled per row
	for b := 0; b < m.Blocks; b++ {
		for i := 0; i < m.M; i++ {
			rowOfA(m, in, la, b, i, a)
			for j := 0; j < m.N; j++ {
				loc := m.DLoc(b, i, j)
				c := readElem(in.C, loc, m.D)
				if negC {
					c = -c
				}
				acc := accumulator{t: m.D, f: c, i: int32(uint32(readBits(in.C, loc, 32)))}
				for k := 0; k < m.K; k++ {
					x, y := a[k], readElem(in.B, remap(m.BLoc(b, k, j), lb), m.B)
					if negA {
						x = -x
					}
					if negB {
						y = -y
					}
					acc.add(x, y)
				}
				acc.store(d, loc)
			}
		}
	}
	return d
}

// rowOfA fills row (m.K long) with row i of block b of A along K: for an
// SMFMAC the stored values put back at the positions the index VGPR names,
// zero elsewhere (CDNA3 ISA §7.4: "index values indicate which two values
// out of each group of 4 are non-zero"). An SMFMAC's cbsz/abid pick the index set (§7.4: abid
// when cbsz is 0, else the first); they do not broadcast A.
func rowOfA(m *isa.MFMA, in MFMAInputs, la func(int) int, b, i int, row []float64) {
	if !m.Sparse {
		for k := range row {
			row[k] = readElem(in.A, remap(m.ALoc(b, i, k), la), m.A)
		}
		return
	}
	clear(row)
	set := 0
	if in.Cbsz == 0 {
		set = in.Abid % m.IdxSets()
	}
	for g := 0; g < m.K/4; g++ {
		l := m.IdxLoc(i, g, set)
		idx := in.Idx(l.Lane) >> l.Bit
		for s := 0; s < 2; s++ {
			pos := int(idx>>(2*s)) & 3
			row[4*g+pos] = readElem(in.A, m.ALoc(b, i, 2*g+s), m.A)
		}
	}
}

// aLanes is the lane A is read from instead of a lane: cbsz/abid broadcast
// one block of S = 64 >> cbsz lanes (CDNA3 ISA §7.1.5.1, p_a(l) = l % S +
// S·abid). f64 and SMFMAC rows ignore them (§7.1.5.3, §7.4).
func aLanes(m *isa.MFMA, in MFMAInputs) func(int) int {
	if in.Cbsz == 0 || m.D == isa.MF64 || m.Sparse {
		return nil
	}
	s := 64 >> in.Cbsz
	return func(l int) int { return l%s + s*in.Abid }
}

// blgpLanes is CDNA3 ISA §7.1.5.2 Table 29, the lane B is read from.
var blgpLanes = [8]func(l int) int{
	nil,
	func(l int) int { return l % 32 },
	func(l int) int { return l%32 + 32 },
	func(l int) int { return (l + 16) % 64 },
	func(l int) int { return l % 16 },
	func(l int) int { return l%16 + 16 },
	func(l int) int { return l%16 + 32 },
	func(l int) int { return l%16 + 48 },
}

// bLanes: blgp permutes B's lanes where the row takes it (the Calculator's
// "BLGP bits supported"); on the f64 rows it is the neg field instead.
func bLanes(m *isa.MFMA, in MFMAInputs) func(int) int {
	if !m.Blgp || m.D == isa.MF64 {
		return nil
	}
	return blgpLanes[in.Blgp&7]
}

func remap(l isa.MLoc, f func(int) int) isa.MLoc {
	if f != nil {
		l.Lane = f(l.Lane)
	}
	return l
}

func readBits(r func(reg, lane int) uint32, l isa.MLoc, bits int) uint64 {
	v := uint64(r(l.Reg, l.Lane))
	if bits == 64 {
		return v | uint64(r(l.Reg+1, l.Lane))<<32
	}
	return v >> l.Bit & (1<<bits - 1)
}

// readElem is the value of one element: exact in float64 for every type.
func readElem(r func(reg, lane int) uint32, l isa.MLoc, t isa.MType) float64 {
	v := readBits(r, l, t.Bits())
	switch t {
	case isa.MF16:
		return float64(isa.F16to32(uint16(v)))
	case isa.MBF16:
		return float64(math.Float32frombits(uint32(v) << 16))
	case isa.MI8:
		return float64(int8(v))
	case isa.MF64:
		return math.Float64frombits(v)
	case isa.MXF32:
		return float64(roundMantissa10(uint32(v)))
	case isa.MFP8:
		return FP8ToFloat(uint8(v))
	case isa.MBF8:
		return BF8ToFloat(uint8(v))
	case isa.MI32:
		return float64(int32(v))
	}
	return float64(math.Float32frombits(uint32(v)))
}

// accumulator is one D element being summed.
type accumulator struct {
	t isa.MType
	f float64
	i int32
}

func (a *accumulator) add(x, y float64) {
	switch a.t {
	case isa.MI32:
		a.i += int32(x) * int32(y)
	case isa.MF64:
		a.f = math.FMA(x, y, a.f)
	default:
		a.f = float64(float32(a.f + x*y))
	}
}

func (a *accumulator) store(d [][64]uint32, l isa.MLoc) {
	switch a.t {
	case isa.MI32:
		d[l.Reg][l.Lane] = uint32(a.i)
	case isa.MF64:
		v := math.Float64bits(a.f)
		d[l.Reg][l.Lane], d[l.Reg+1][l.Lane] = uint32(v), uint32(v>>32)
	default:
		d[l.Reg][l.Lane] = math.Float32bits(float32(a.f))
	}
}

// roundMantissa10 rounds an f32's mantissa to 10 bits, to nearest even
// (CDNA3 ISA §7.1.2 "XF32": "round the mantissa to 10 bits"; the guide
// does not name the rounding: RNE, its rounding for everything else).
func roundMantissa10(v uint32) float32 {
	if v&0x7f800000 == 0x7f800000 {
		return math.Float32frombits(v) // Inf and NaN unchanged
	}
	const drop = 13
	half, rest := uint32(1)<<(drop-1), v&(1<<drop-1)
	v &^= 1<<drop - 1
	if rest > half || rest == half && v&(1<<drop) != 0 {
		v += 1 << drop
	}
	return math.Float32frombits(v)
}

// FP8ToFloat decodes gfx942's FP8: E4M3, exponent bias 8, 0x80 the only
// NaN, no infinities (CDNA3 ISA §7.2 Table 30).
func FP8ToFloat(b uint8) float64 { return decode8(b, 3, 8) }

// BF8ToFloat decodes gfx942's BF8: E5M2, exponent bias 16, 0x80 the only
// NaN, no infinities (same table).
func BF8ToFloat(b uint8) float64 { return decode8(b, 2, 16) }

func decode8(b uint8, mant uint, bias int) float64 {
	if b == 0x80 {
		return math.NaN()
	}
	e := int(b&0x7f) >> mant
	f := float64(b & (1<<mant - 1))
	v := math.Ldexp(f/float64(int(1)<<mant), 1-bias) // subnormal
	if e != 0 {
		v = math.Ldexp(1+f/float64(int(1)<<mant), e-bias)
	}
	if b&0x80 != 0 {
		return -v
	}
	return v
}
