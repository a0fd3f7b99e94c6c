package sim_test

import (
	"math"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

func f32(v float32) uint32 { return math.Float32bits(v) }

// mfmaWave runs asm on a fresh wave after set fills its registers, with
// exec as given: the wave and the run's error.
func mfmaWave(t *testing.T, target, asm string, exec uint64, set func(w *sim.Wave)) *sim.Wave {
	t.Helper()
	s, err := sim.NewSnippet(target, 64, asm)
	if err != nil {
		t.Fatal(err)
	}
	w := s.NewWave()
	set(w)
	w.SetExec(exec)
	if err := s.Run(w); err != nil {
		t.Fatal(err)
	}
	return w
}

func vput(w *sim.Wave, unit, lane int, v uint32) { w.V[unit*64+lane] = v }
func vget(w *sim.Wave, unit, lane int) uint32    { return w.V[unit*64+lane] }

// v_mfma_f32_4x4x1f32 (gfx942: v_mfma_f32_4x4x1_16b_f32), sixteen 4×4
// blocks: A[b][i] is lane 4b+i of src0, B[b][j] lane 4b+j of src1,
// C/D[b][i][j] register i, lane 4b+j (CDNA3 ISA §7.1, the Calculator).
// With A = lane+1, B = 2 and C register r lane l = 100r + l, D register i
// lane l = 100i + l + 2(4⌊l/4⌋ + i + 1). Exec holds lanes 0-15 and 40
// only: every lane is written anyway (CDNA3 ISA Table 28), so the
// inactive lanes 16-39, 41-63 are checked like the others. The same
// product in the other register files (C/D in VGPRs, A/B in AGPRs) gives
// the same registers.
func TestSemMFMA4x4HandChecked(t *testing.T) {
	hand := []struct{ reg, lane int }{
		{2, 5},  // b 1, i 2, j 1: C 205 + A(lane 6) 7 · 2 = 219
		{3, 63}, // b 15, i 3, j 3: C 363 + A(lane 63) 64 · 2 = 491 (inactive lane)
		{0, 0},  // C 0 + A(lane 0) 1 · 2 = 2
		{1, 40}, // b 10, i 1, j 0: C 140 + A(lane 41) 42 · 2 = 224 (the active lane past 15)
	}
	handWant := []float32{219, 491, 2, 224}
	const exec = 0xffff | 1<<40
	for _, tc := range []struct {
		target, asm string
		a, b, c, d  int // first unit of each operand
	}{
		{"gfx90a", "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[4:7]", 0, 1, isa.AGPRBase + 4, isa.AGPRBase},
		{"gfx90a", "v_mfma_f32_4x4x1f32 v[8:11], a0, a1, v[12:15]", isa.AGPRBase, isa.AGPRBase + 1, 12, 8},
		{"gfx942", "v_mfma_f32_4x4x1_16b_f32 a[0:3], v0, v1, a[4:7]", 0, 1, isa.AGPRBase + 4, isa.AGPRBase},
		{"gfx942", "v_mfma_f32_4x4x1f32 v[8:11], a0, a1, v[12:15]", isa.AGPRBase, isa.AGPRBase + 1, 12, 8},
	} {
		w := mfmaWave(t, tc.target, tc.asm, exec, func(w *sim.Wave) {
			for l := 0; l < 64; l++ {
				vput(w, tc.a, l, f32(float32(l+1)))
				vput(w, tc.b, l, f32(2))
				for r := 0; r < 4; r++ {
					vput(w, tc.c+r, l, f32(float32(100*r+l)))
				}
			}
		})
		for r := 0; r < 4; r++ {
			for l := 0; l < 64; l++ {
				want := float32(100*r+l) + 2*float32(4*(l/4)+r+1)
				if got := vget(w, tc.d+r, l); got != f32(want) {
					t.Fatalf("%s: D reg %d lane %d = %v, want %v", tc.asm, r, l, math.Float32frombits(got), want)
				}
			}
		}
		for i, h := range hand {
			if got := math.Float32frombits(vget(w, tc.d+h.reg, h.lane)); got != handWant[i] {
				t.Errorf("%s: D reg %d lane %d = %v, hand-checked %v", tc.asm, h.reg, h.lane, got, handWant[i])
			}
		}
	}
}

// The worked example of docs/reference/matrix-cores.md §2,
// v_mfma_f32_16x16x4f32: lane 18 of a1 is D[5][2] = C[5][2] + Σ_k
// v0[16k+5]·v1[16k+2]. With v0 lane l = l, v1 lane l = 1 + l%3 and C = 0.5
// (an inline constant): v1 lanes 2, 18, 34, 50 hold 3, 1, 2, 3, so Σ =
// 5·3 + 21·1 + 37·2 + 53·3 = 269, D = 269.5.
// Exec is zero: the result is written all the same.
func TestSemMFMA16x16x4WorkedExample(t *testing.T) {
	w := mfmaWave(t, "gfx90a", "v_mfma_f32_16x16x4f32 a[0:3], v0, v1, 0.5", 0, func(w *sim.Wave) {
		for l := 0; l < 64; l++ {
			vput(w, 0, l, f32(float32(l)))
			vput(w, 1, l, f32(float32(1+l%3)))
		}
	})
	if got := math.Float32frombits(vget(w, isa.AGPRBase+1, 18)); got != 269.5 {
		t.Errorf("a1 lane 18 = %v, want 269.5", got)
	}
}

// v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9], v10: D is read as C.
// A's stored values are 1.0 and 2.0 (f16) in every group, the index VGPR
// puts them at positions 1 and 3 of each group of four (bits 1:0 = 1,
// 3:2 = 3: 0xd per group, set 0), B[k][j] = k (f16; B lane 16⌊k/8⌋+j
// holds k = 8⌊l/16⌋ .. +7, two to a register, CDNA3 ISA Table 33), C =
// 1000 + register. Row sums: Σ_g 1·B[4g+1] + 2·B[4g+3] over g = 0..7 =
// Σ_g (4g+1) + 2(4g+3) = Σ_g 12g + 7 = 336 + 56 = 392.
func TestSemSMFMACSparseIndices(t *testing.T) {
	w := mfmaWave(t, "gfx942", "v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9], v10", 1, func(w *sim.Wave) {
		for l := 0; l < 64; l++ {
			vput(w, 4, l, 0x4000_3c00) // 2.0, 1.0: the first group
			vput(w, 5, l, 0x4000_3c00) // the second group
			vput(w, 10, l, 0xdd)       // set 0: two groups of (1, 3)
			for r := 0; r < 4; r++ {
				k := 8*(l/16) + 2*r
				vput(w, 6+r, l, uint32(isa.F32to16(float32(k+1)))<<16|uint32(isa.F32to16(float32(k))))
				vput(w, r, l, f32(float32(1000+r)))
			}
		}
	})
	for r := 0; r < 4; r++ {
		for l := 0; l < 64; l++ {
			if got := math.Float32frombits(vget(w, r, l)); got != float32(1000+r+392) {
				t.Fatalf("D reg %d lane %d = %v, want %v", r, l, got, 1000+r+392)
			}
		}
	}
}
