package sim

import (
	"fmt"
	"math"
	"testing"

	"github.com/wavesim/wavesim/internal/mfmacalc"
	"github.com/wavesim/wavesim/isa"
)

// regFile is an operand's registers, [reg][lane].
type regFile [][64]uint32

func (r regFile) read(reg, lane int) uint32 { return r[reg][lane] }

func (r regFile) put(l isa.MLoc, bits int, v uint64) {
	if bits == 64 {
		r[l.Reg][l.Lane], r[l.Reg+1][l.Lane] = uint32(v), uint32(v>>32)
		return
	}
	mask := uint32(1<<bits-1) << l.Bit
	r[l.Reg][l.Lane] = r[l.Reg][l.Lane]&^mask | uint32(v)<<l.Bit&mask
}

// encodeElem is the bit pattern of v, which the caller picks exact in t.
func encodeElem(t isa.MType, v float64) uint64 {
	switch t {
	case isa.MF16:
		return uint64(isa.F32to16(float32(v)))
	case isa.MBF16:
		return uint64(math.Float32bits(float32(v)) >> 16)
	case isa.MI8, isa.MI32:
		return uint64(uint32(int32(v)))
	case isa.MF64:
		return math.Float64bits(v)
	case isa.MFP8, isa.MBF8:
		for b := 0; b < 256; b++ {
			if d := decode8(uint8(b), map[bool]uint{true: 3, false: 2}[t == isa.MFP8], map[bool]int{true: 8, false: 16}[t == isa.MFP8]); d == v {
				return uint64(b)
			}
		}
		panic("not exact in 8 bits")
	}
	return uint64(math.Float32bits(float32(v)))
}

// testValue is a pseudo-random value exact in t whose products and sums
// stay exact in f32, from a small LCG.
type lcg uint32

func (g *lcg) value(t isa.MType) float64 {
	*g = *g*1664525 + 1013904223
	x := int(*g >> 16)
	switch t {
	case isa.MI8:
		return float64(x%256 - 128)
	case isa.MFP8:
		return float64(x%31 - 15)
	case isa.MBF8:
		return float64(x%15 - 7)
	case isa.MF64:
		return float64(x%33-16) / 2
	}
	return float64(x%17 - 8)
}

// mfmaCase is one row filled from the Calculator's maps: the operand
// registers and the reference D, both placed by the Calculator's cells.
type mfmaCase struct {
	a, b, c, want regFile
	idx           [64]uint32
	// aMat[b][i][k] (dense, zeros where an SMFMAC's A has none), bMat[b][k][j], cMat[b][i][j].
	aMat, bMat, cMat [][][]float64
}

func newMat(x, y, z int) [][][]float64 {
	m := make([][][]float64, x)
	for i := range m {
		m[i] = make([][]float64, y)
		for j := range m[i] {
			m[i][j] = make([]float64, z)
		}
	}
	return m
}

// fillFromCalculator gives every element of A, B and C a value and puts
// it where the Calculator's map says; C gets distinct values
// (b·M·N + i·N + j − 100).
func fillFromCalculator(m *isa.MFMA, cells []mfmacalc.Cell, seed lcg) *mfmaCase {
	tc := &mfmaCase{a: make(regFile, m.ARegs), b: make(regFile, m.BRegs), c: make(regFile, m.CDRegs),
		aMat: newMat(m.Blocks, m.M, m.K), bMat: newMat(m.Blocks, m.K, m.N), cMat: newMat(m.Blocks, m.M, m.N)}
	g := seed
	pos := map[[2]int]uint32{}
	for _, cl := range cells {
		switch cl.Mat {
		case 'A':
			if m.Sparse { // the group's two stored values, first at the lower bits
				v0, v1 := g.value(m.A), g.value(m.A)
				p0 := int(g>>20) % 3
				p1 := p0 + 1 + int(g>>24)%(3-p0)
				tc.aMat[cl.B][cl.X][cl.Y+p0], tc.aMat[cl.B][cl.X][cl.Y+p1] = v0, v1
				tc.a.put(isa.MLoc(cl.Loc), m.A.Bits(), encodeElem(m.A, v0))
				hi := isa.MLoc(cl.Loc)
				hi.Bit += m.A.Bits()
				tc.a.put(hi, m.A.Bits(), encodeElem(m.A, v1))
				pos[[2]int{cl.X, cl.Y / 4}] = uint32(p0 | p1<<2)
				continue
			}
			v := g.value(m.A)
			tc.aMat[cl.B][cl.X][cl.Y] = v
			tc.a.put(isa.MLoc(cl.Loc), m.A.Bits(), encodeElem(m.A, v))
		case 'B':
			v := g.value(m.B)
			tc.bMat[cl.B][cl.X][cl.Y] = v
			tc.b.put(isa.MLoc(cl.Loc), m.B.Bits(), encodeElem(m.B, v))
		case 'K': // after A in the file
			tc.idx[cl.Loc.Lane] |= pos[[2]int{cl.X, cl.Y / 4}] << cl.Loc.Bit
		case 'D':
			v := float64(cl.B*m.M*m.N + cl.X*m.N + cl.Y - 100)
			tc.cMat[cl.B][cl.X][cl.Y] = v
			tc.c.put(isa.MLoc(cl.Loc), m.D.Bits(), encodeElem(m.D, v))
		}
	}
	tc.want = make(regFile, m.CDRegs)
	for _, cl := range cells {
		if cl.Mat != 'D' {
			continue
		}
		sum := tc.cMat[cl.B][cl.X][cl.Y]
		for k := 0; k < m.K; k++ {
			sum += tc.aMat[cl.B][cl.X][k] * tc.bMat[cl.B][k][cl.Y]
		}
		tc.want.put(isa.MLoc(cl.Loc), m.D.Bits(), encodeElem(m.D, sum))
	}
	return tc
}

func (tc *mfmaCase) inputs() MFMAInputs {
	return MFMAInputs{A: tc.a.read, B: tc.b.read, C: tc.c.read, Idx: func(l int) uint32 { return tc.idx[l] }}
}

func calculatorMaps(t *testing.T) map[string]map[string][]mfmacalc.Cell {
	maps, err := mfmacalc.Read("../isa/testdata/mfma/calculator.txt.gz")
	if err != nil {
		t.Fatal(err)
	}
	return maps
}

// TestMFMAAgainstCalculatorLayouts runs every row of both targets on A, B
// and C placed by the Calculator's register maps (not by the layout rule
// RunMFMA uses) and compares every D register of every lane with the
// plain matrix product, placed by the Calculator's map too.
func TestMFMAAgainstCalculatorLayouts(t *testing.T) {
	maps := calculatorMaps(t)
	rows := append(isa.MFMARows("gfx90a"), isa.MFMARows("gfx942")...)
	if len(rows) != 73 {
		t.Fatalf("%d rows, want 27 gfx90a + 46 gfx942", len(rows))
	}
	for n, m := range rows {
		tc := fillFromCalculator(m, maps[m.Target][m.Name], lcg(n+1))
		got := RunMFMA(m, tc.inputs())
		if bad := firstDiff(got, tc.want); bad != "" {
			t.Errorf("%s %s: %s", m.Target, m.Name, bad)
		}
	}
}

func firstDiff(got, want regFile) string {
	for r := range want {
		for l := 0; l < 64; l++ {
			if got[r][l] != want[r][l] {
				return fmt.Sprintf("D reg %d lane %d: got %#x, want %#x", r, l, got[r][l], want[r][l])
			}
		}
	}
	return ""
}

// TestMFMAExecutorEveryRow runs every row of both targets through the
// executor, from an assembled line, with C/D in AGPRs and A/B in VGPRs
// and the other way round, on the Calculator-placed operands of
// TestMFMAAgainstCalculatorLayouts; exec is one lane.
func TestMFMAExecutorEveryRow(t *testing.T) {
	maps := calculatorMaps(t)
	for n, m := range append(isa.MFMARows("gfx90a"), isa.MFMARows("gfx942")...) {
		tc := fillFromCalculator(m, maps[m.Target][m.Name], lcg(n+1))
		for _, agprCD := range []bool{true, false} {
			cd, ab := isa.AGPRBase, 0
			if !agprCD {
				cd, ab = 0, isa.AGPRBase
			}
			// D at cd, C at cd+32 (an SMFMAC: C is D), A at ab+64, B at ab+72, index v100.
			file := func(u int) string {
				if u >= isa.AGPRBase {
					return "a"
				}
				return "v"
			}
			run := func(base, n int) string {
				b := base % isa.AGPRBase
				if n == 1 {
					return fmt.Sprintf("%s%d", file(base), b)
				}
				return fmt.Sprintf("%s[%d:%d]", file(base), b, b+n-1)
			}
			c := run(cd+32, m.CDRegs)
			if m.Sparse {
				c = "v100"
			}
			asm := fmt.Sprintf("%s %s, %s, %s, %s", m.Name, run(cd, m.CDRegs), run(ab+64, m.ARegs), run(ab+72, m.BRegs), c)
			s, err := NewSnippet(m.Target, 64, asm)
			if err != nil {
				t.Fatal(err)
			}
			w := s.NewWave()
			cBase := cd + 32
			if m.Sparse {
				cBase = cd
			}
			for l := 0; l < 64; l++ {
				for r := range tc.a {
					w.V[(ab+64+r)*64+l] = tc.a[r][l]
				}
				for r := range tc.b {
					w.V[(ab+72+r)*64+l] = tc.b[r][l]
				}
				for r := range tc.c {
					w.V[(cBase+r)*64+l] = tc.c[r][l]
				}
				w.V[100*64+l] = tc.idx[l]
			}
			w.SetExec(1 << 17)
			if err := s.Run(w); err != nil {
				t.Fatalf("%s: %v", asm, err)
			}
			got := make(regFile, m.CDRegs)
			for r := range got {
				copy(got[r][:], w.V[(cd+r)*64:(cd+r)*64+64])
			}
			if bad := firstDiff(got, tc.want); bad != "" {
				t.Errorf("%s: %s", asm, bad)
			}
		}
	}
}
