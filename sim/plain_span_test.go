package sim

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unsafe"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/internal/simtest"
)

// stepObserver makes the executor step one instruction at a time.
type stepObserver struct{}

func (stepObserver) Issue(*Wave, int) error { return nil }
func (stepObserver) Retire(*Wave, int)      {}

// spanProgram is VALU code whose runs of plain instructions (Wave.runPlain)
// write exec, vcc and SGPRs that later instructions of the same run read,
// with constant, SGPR, modified and carry operands, broken by SALU and
// non-plain VALU instructions.
const spanProgram = `v_add_nc_u32_e32 v1, s4, v2
v_cmp_gt_u32_e64 s[4:5], v1, v2
v_add_nc_u32_e32 v3, s4, v1
v_fma_f32 v4, v3, 0.5, 1.0
v_fma_f32 v5, -v3, v2, |v1|
v_cndmask_b32_e64 v6, v1, v2, s[4:5]
v_cndmask_b32_e32 v7, v3, v4, vcc
v_cmp_lt_i32_e64 exec, v1, v6
v_xor_b32_e32 v8, v1, v7
v_mul_lo_u32 v9, v8, s6
s_add_u32 s6, s6, 1
v_max_i32_e32 v10, v9, v8
v_lshlrev_b32_e32 v11, 3, v10
v_cmpx_gt_u32_e32 v1, v11
v_add_f32_e64 v12, v1, v2 clamp
v_mov_b32_e32 v13, v12
v_cmp_eq_u32_e64 s[8:9], s7, v13
v_add_co_u32 v14, vcc, v1, v2
v_add_co_ci_u32_e32 v15, vcc, v1, v2, vcc
v_cmp_ne_u32_e32 vcc, v14, v15
v_sub_f32_e32 v16, v15, v14
`

// Runs of plain VALU instructions executed in one go end where stepping
// one instruction at a time does: the same registers, statistics, and
// step limit errors, with the vector functions and with the scalar ones.
func TestPlainSpansMatchStepping(t *testing.T) {
	for _, wave := range []int{32, 64} {
		progs := []string{spanProgram, simtest.VALUHeavy(40, false, wave)}
		for _, asm := range progs {
			if wave == 32 {
				r := strings.NewReplacer("s[4:5]", "s4", "s[8:9]", "s8", "exec,", "exec_lo,", "vcc,", "vcc_lo,", "vcc\n", "vcc_lo\n")
				asm = r.Replace(asm)
			}
			for _, vec := range []bool{true, false} {
				var sides [2]*Snippet
				for i := range sides {
					useVector = vec
					s, err := NewSnippet("gfx1030", wave, asm)
					useVector = true
					if err != nil {
						t.Fatalf("wave%d: %v", wave, err)
					}
					sides[i] = s
				}
				sides[1].M.Observer = stepObserver{}
				if sides[0].M.Code.insts[0].span < 2 {
					t.Fatalf("wave%d: the program starts with no run of plain instructions", wave)
				}
				n := int64(len(sides[0].Prog.Insts))
				for limit := int64(1); limit <= n+1; limit++ {
					name := fmt.Sprintf("wave%d vector %v limit %d", wave, vec, limit)
					compareSpanRuns(t, name, sides, limit, uint64(limit))
				}
			}
		}
	}
}

func compareSpanRuns(t *testing.T, name string, sides [2]*Snippet, limit int64, seed uint64) {
	t.Helper()
	var waves [2]*Wave
	var errs [2]string
	for i, s := range sides {
		s.SetStepLimit(limit)
		w := s.NewWave()
		r := rand.New(rand.NewPCG(seed, 9))
		for k := range w.V {
			w.V[k] = r.Uint32() >> (r.IntN(4) * 8)
		}
		for k := 0; k < isa.SlotVCCLo+2; k++ {
			w.S[k] = r.Uint32()
		}
		w.SetExec(r.Uint64() | 1)
		if err := s.Run(w); err != nil {
			errs[i] = err.Error()
		}
		waves[i] = w
	}
	a, b := waves[0], waves[1]
	switch {
	case errs[0] != errs[1]:
		t.Fatalf("%s: error %q, stepping %q", name, errs[0], errs[1])
	case a.S != b.S:
		t.Fatalf("%s: scalar state differs", name)
	case a.PC != b.PC || a.Steps != b.Steps:
		t.Fatalf("%s: pc %d steps %d, stepping pc %d steps %d", name, a.PC, a.Steps, b.PC, b.Steps)
	case sides[0].M.Steps != sides[1].M.Steps || sides[0].M.VALUOps != sides[1].M.VALUOps || sides[0].M.LaneOps != sides[1].M.LaneOps:
		t.Fatalf("%s: machine steps, VALU ops, lane ops %d %d %d, stepping %d %d %d", name, sides[0].M.Steps, sides[0].M.VALUOps, sides[0].M.LaneOps,
			sides[1].M.Steps, sides[1].M.VALUOps, sides[1].M.LaneOps)
	}
	for k := range a.V {
		if a.V[k] != b.V[k] {
			t.Fatalf("%s: v%d lane %d: %#08x, stepping %#08x", name, k/64, k%64, a.V[k], b.V[k])
		}
	}
}

// runPlain calls an instruction whose operands are VGPRs or one constant
// by its short path (vop.direct); SGPR sources, lane masks and carries
// take the general one. vop stays at 48 bytes: at 56 the half-exec benchmark
// ran 8 % slower.
func TestVopShapes(t *testing.T) {
	if n := unsafe.Sizeof(vop{}); n != 48 {
		t.Errorf("vop is %d bytes, want 48", n)
	}
	// Without the vector functions (no AVX-512, or a build without
	// them) every instruction takes the general path.
	vector := VectorPath() != ""
	for _, c := range []struct {
		asm    string
		direct bool
	}{
		{"v_add_nc_u32_e32 v1, v2, v3", true},
		{"v_mov_b32_e32 v1, v2", true},
		{"v_fma_f32 v4, v3, v2, v1", true},
		{"v_fma_f32 v4, v3, 0.5, v1", true},
		{"v_lshlrev_b32_e32 v11, 3, v10", true},
		{"v_fma_f32 v4, v3, 0.5, 1.0", false},
		{"v_mul_lo_u32 v9, v8, s6", false},
		{"v_cndmask_b32_e32 v7, v3, v4, vcc", false},
		{"v_add_co_u32 v14, vcc, v1, v2", false},
		{"v_fma_f32 v5, -v3, v2, |v1|", false},
	} {
		s, err := NewSnippet("gfx1030", 64, c.asm)
		if err != nil {
			t.Fatalf("%s: %v", c.asm, err)
		}
		vops := s.M.Code.vops
		if len(vops) != 1 {
			t.Fatalf("%s: %d plain instructions, want 1", c.asm, len(vops))
		}
		if want := c.direct && vector; vops[0].direct != want {
			t.Errorf("%s: direct %v, want %v", c.asm, vops[0].direct, want)
		}
	}
}
