//go:build goexperiment.simd && amd64

package sim

import (
	"math/rand/v2"
	"simd/archsimd"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/internal/simtest"
)

// Run with: GOEXPERIMENT=simd go test ./sim -run Vector

// laneEdges are values that separate correct lane arithmetic from almost
// correct: integer edges, shift counts around 32, float zeros, infinities,
// quiet and signaling NaNs with payloads, denormals and the largest finite
// values.
var laneEdges = []uint32{
	0, 1, 2, 3, 0xffffffff, 0xfffffffe, 0x80000000, 0x7fffffff, 0x80000001, 31, 32, 33, 63, 0xffffff, 0x1000000,
	0x3f800000, 0xbf800000, 0x40000000, 0x3f000000, 0x80000000, 0x7f800000, 0xff800000,
	0x7fc00000, 0xffc00000, 0x7fc12345, 0xffd00001, 0x7f800001, 0xff912345, 0x7fbfffff,
	0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x7f7fffff, 0xff7fffff,
	0x1a000001, 0x19fffffe, 0x00400001, 0x4b800000, 0xcb000000, 0x5f800000,
}

func laneValue(r *rand.Rand) uint32 {
	switch r.IntN(4) {
	case 0:
		return laneEdges[r.IntN(len(laneEdges))]
	case 1: // a moderate float, so sums and products stay finite
		return uint32(r.IntN(60)+97)<<23 | r.Uint32()&0x807fffff
	case 2:
		return uint32(int32(r.IntN(200) - 100))
	}
	return r.Uint32()
}

func testExecMasks(r *rand.Rand, wave int) []uint64 {
	full := ^uint64(0) >> (64 - wave)
	return []uint64{0, full, 1, 1 << uint(wave-1), 0x5555555555555555 & full, 0xaaaaaaaaaaaaaaaa & full,
		full &^ (full >> uint(wave/2)), 0xffff, 0xffff0000 & full, r.Uint64() & full, r.Uint64() & full}
}

// Every row with a vector function computes, lane by lane, what its scalar
// function computes: the same destination lanes (active ones written,
// inactive ones and lanes past the wave size untouched) and the same lane
// mask, under edge-case exec masks, with a carry-in, and with the
// destination also a source.
func TestVectorMatchesScalar(t *testing.T) {
	if VectorPath() == "" {
		t.Skip("no AVX-512 on this CPU: the vector functions cannot run")
	}
	opTables()
	r := rand.New(rand.NewPCG(11, 7))
	checked := 0
	for _, op := range isa.Ops() {
		vec, scalar := valuVecByOp[op.ID], valuByOp[op.ID]
		if vec == nil {
			continue
		}
		checked++
		for _, wave := range []int{32, 64} {
			for trial := 0; trial < 40; trial++ {
				for _, exec := range testExecMasks(r, wave) {
					if !sameLanes(t, op, vec, scalar, r, wave, exec, trial%4 == 3) {
						return
					}
				}
			}
		}
		vectorRan[op.ID] = true
	}
	if checked < 100 {
		t.Errorf("only %d rows have vector functions", checked)
	}
}

// sameLanes runs both functions once on copies of one random state.
func sameLanes(t *testing.T, op *isa.Op, vec vecFn, scalar func(*valuArgs), r *rand.Rand, wave int, exec uint64, alias bool) bool {
	t.Helper()
	var in [2][4]lanes // a, b, c, d for the scalar run and the vector run
	for k := range in[0] {
		for l := range in[0][k] {
			in[0][k][l] = laneValue(r)
		}
	}
	in[1] = in[0]
	ci := r.Uint64()
	var xs [2]valuArgs
	for i := range xs {
		x := &xs[i]
		*x = valuArgs{a: &in[i][0], b: &in[i][1], c: &in[i][2], d: &in[i][3], n: wave, exec: exec, full: ^uint64(0) >> (64 - wave), ci: ci}
		if alias {
			x.a = x.d
		}
	}
	scalar(&xs[0])
	x := &xs[1]
	vec(x, x.a, x.b, x.c, x.d)
	for k := range in[0] {
		for l := range in[0][k] {
			if in[0][k][l] != in[1][k][l] {
				t.Errorf("%s wave%d exec %#x alias %v: operand %d lane %d: scalar %#08x, vector %#08x (a %#08x b %#08x c %#08x)",
					op.SemName(), wave, exec, alias, k, l, in[0][k][l], in[1][k][l], xs[0].a[l], in[0][1][l], in[0][2][l])
				return false
			}
		}
	}
	if xs[0].co != xs[1].co {
		t.Errorf("%s wave%d exec %#x: lane mask scalar %#x, vector %#x", op.SemName(), wave, exec, xs[0].co, xs[1].co)
		return false
	}
	return true
}

// The hottest VALU rows have vector functions: a change to a row's Sem
// or to the translator that drops one shows here.
func TestVectorCoversHotRows(t *testing.T) {
	for _, name := range []string{"v_mov_b32", "v_add_nc_u32_gfx10_gfx10_3_gfx11", "v_add_u32_gfx9", "v_and_b32", "v_or_b32",
		"v_xor_b32", "v_lshlrev_b32", "v_lshrrev_b32", "v_ashrrev_i32", "v_mul_lo_u32", "v_max_i32", "v_min_u32",
		"v_cndmask_b32", "v_add_f32", "v_mul_f32", "v_fma_f32", "v_fmac_f32_gfx10_gfx10_3_gfx11", "v_mac_f32_gfx9_gfx10",
		"v_cvt_f32_i32", "v_cvt_f32_u32", "v_cmp_gt_f32", "v_cmp_lt_u32", "v_cmp_eq_i32", "v_add3_u32", "v_lshl_add_u32"} {
		if genVALUVector[name] == nil {
			t.Errorf("%s has no vector function", name)
		}
	}
}

// With AVX-512 the executor reports the vector path and decodes to it.
func TestVectorPathInUse(t *testing.T) {
	if archsimd.X86.AVX512() != (VectorPath() == "avx512") {
		t.Fatalf("VectorPath() = %q with AVX512 %v", VectorPath(), archsimd.X86.AVX512())
	}
}

// Whole programs decoded with and without the vector functions end in the
// same state, every VGPR lane and SGPR compared: the vector functions
// under the plain runner, SDWA, DPP, clamp, VOPD, v_cmpx and carry-in
// selectors, from random states under several exec masks.
func TestVectorProgramsMatchScalar(t *testing.T) {
	if VectorPath() == "" {
		t.Skip("no AVX-512 on this CPU")
	}
	mixed := `v_add_nc_u32_e32 v1, s4, v2
v_mul_f32_e32 v3, 0.5, v1
v_fma_f32 v4, -v3, v2, |v1|
v_fmac_f32_e32 v5, v3, v4
v_cmp_gt_f32_e32 vcc_lo, v4, v5
v_cndmask_b32_e64 v6, v1, v2, s[8:9]
v_cndmask_b32_e32 v7, v3, v4, vcc_lo
v_add_nc_u32_e64 v8, v1, v2 clamp
v_sub_f32_e64 v9, v4, v5 clamp
v_mul_f32_e64 v10, v4, v5 mul:2
v_add_f32_dpp v11, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_add_nc_u32_sdwa v12, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:WORD_0
v_xor_b32_e32 v1, v1, v2
v_lshlrev_b32_e32 v2, v1, v3
v_cmp_lt_u32_e64 s[10:11], v1, v2
v_cmpx_gt_i32_e32 v1, v2
v_mad_u32_u24 v13, v1, v2, v3
v_med3_i32 v14, v1, v2, v3
v_cvt_f32_i32_e32 v15, v1
`
	vopd := "v_dual_fmac_f32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v6\nv_dual_mul_f32 v7, v1, v4 :: v_dual_mov_b32 v8, v7\n"
	progs := []struct {
		arch string
		wave int
		asm  string
	}{
		{"gfx1030", 32, mixed}, {"gfx1030", 64, strings.ReplaceAll(mixed, "vcc_lo", "vcc")},
		{"gfx1030", 32, simtest.VALUHeavy(64, false, 32)}, {"gfx1030", 64, simtest.VALUHeavy(64, false, 64)},
		{"gfx900", 64, simtest.VALUHeavy(64, true, 64)}, {"gfx1100", 32, vopd}, {"gfx1100", 64, vopd},
	}
	r := rand.New(rand.NewPCG(3, 5))
	for _, p := range progs {
		if p.wave == 32 {
			p.asm = strings.ReplaceAll(p.asm, "s[8:9]", "s8")
			p.asm = strings.ReplaceAll(p.asm, "s[10:11]", "s10")
		}
		var sides [2]*Snippet
		for i := range sides {
			useVector = i == 1
			s, err := NewSnippet(p.arch, p.wave, p.asm)
			useVector = true
			if err != nil {
				t.Fatalf("%s wave%d: %v", p.arch, p.wave, err)
			}
			sides[i] = s
		}
		for trial := 0; trial < 20; trial++ {
			for _, exec := range testExecMasks(r, p.wave) {
				var waves [2]*Wave
				seed := r.Uint64()
				for i, s := range sides {
					w := s.NewWave()
					rr := rand.New(rand.NewPCG(seed, 1))
					for k := range w.V {
						w.V[k] = laneValue(rr)
					}
					for k := 0; k < isa.SlotVCCLo; k++ {
						w.S[k] = laneValue(rr)
					}
					w.S[isa.SlotVCCLo], w.S[isa.SlotVCCHi] = rr.Uint32(), rr.Uint32()
					w.SetExec(exec)
					if err := s.Run(w); err != nil {
						t.Fatal(err)
					}
					waves[i] = w
				}
				if waves[0].S != waves[1].S {
					t.Fatalf("%s wave%d exec %#x: scalar state differs", p.arch, p.wave, exec)
				}
				for k := range waves[0].V {
					if waves[0].V[k] != waves[1].V[k] {
						t.Fatalf("%s wave%d exec %#x: v%d lane %d: scalar %#08x, vector %#08x", p.arch, p.wave, exec, k/64, k%64, waves[0].V[k], waves[1].V[k])
					}
				}
			}
		}
	}
}
