package sim_test

import (
	"math"
	"strings"
	"testing"
)

// The float atomics of gfx90a and gfx940 (isa/ops_cdna_mem.go). Each lane
// updates its own dword (semRunAtomics) or qword; inactive lanes leave
// memory and their return register alone.
func TestSemMemAtomicCDNA(t *testing.T) {
	both := []semTarget{{"gfx90a", 64}, {"gfx942", 64}}
	gfx942 := []semTarget{{"gfx942", 64}}
	gfx12 := []semTarget{{"gfx1201", 32}, {"gfx1201", 64}}
	f := math.Float32bits
	// f16 pairs: 1.0 = 0x3c00, 2.0 = 0x4000, 3.0 = 0x4200, -1.0 = 0xbc00,
	// 0.5 = 0x3800, 65504 = 0x7bff (the largest), inf = 0x7c00.
	pkRows := [][3]uint32{{0x3c004000, 0x40003c00, 0x42004200}, {0xbc003800, 0x3c003800, 0x00003c00}, {0x7bff0000, 0x7bffbc00, 0x7c00bc00}}
	semRunAtomics(t, []semAtomicCase{
		{name: "global_add_f32_no_return", targets: both, rows: [][3]uint32{{f(1.5), f(2.25), f(3.75)}, {f(-1), f(1), 0}},
			asm: "global_atomic_add_f32 v1, v2, s[0:1]"},
		{name: "global_add_f32_return_gfx90a", targets: both[:1], rtn: true, rows: [][3]uint32{{f(1.5), f(2.25), f(3.75)}},
			asm: "global_atomic_add_f32 v3, v1, v2, s[0:1] glc"},
		{name: "global_add_f32_return_gfx942", targets: gfx942, rtn: true, rows: [][3]uint32{{f(1.5), f(2.25), f(3.75)}},
			asm: "global_atomic_add_f32 v3, v1, v2, s[0:1] sc0"},
		{name: "global_pk_add_f16", targets: both, rows: pkRows, asm: "global_atomic_pk_add_f16 v1, v2, s[0:1]"},
		{name: "ds_pk_add_f16", targets: gfx942, lds: true, rows: pkRows, asm: "ds_pk_add_f16 v1, v2"},
		{name: "ds_pk_add_rtn_f16", targets: gfx942, lds: true, rtn: true, rows: pkRows, asm: "ds_pk_add_rtn_f16 v3, v1, v2"},
		// GFX12 has the packed f16 adds too, in wave32 and wave64, its
		// returning global form spelled th:TH_ATOMIC_RETURN.
		{name: "global_pk_add_f16_gfx1201", targets: gfx12, rows: pkRows, asm: "global_atomic_pk_add_f16 v1, v2, s[0:1]"},
		{name: "global_pk_add_rtn_f16_gfx1201", targets: gfx12, rtn: true, rows: pkRows, asm: "global_atomic_pk_add_f16 v3, v1, v2, s[0:1] th:TH_ATOMIC_RETURN"},
		{name: "ds_pk_add_f16_gfx1201", targets: gfx12, lds: true, rows: pkRows, asm: "ds_pk_add_f16 v1, v2"},
		{name: "ds_pk_add_rtn_f16_gfx1201", targets: gfx12, lds: true, rtn: true, rows: pkRows, asm: "ds_pk_add_rtn_f16 v3, v1, v2"},
	})
	// f64 adds: memory at buf+0x800+8*lane starts at 1.5 + lane; lane l
	// adds 0.25*l; returning forms write the old value to v[4:5].
	for _, c := range []struct{ name, asm string }{
		{"global_add_f64_return", "global_atomic_add_f64 v[4:5], v1, v[2:3], s[0:1] {rtn}"},
		{"global_add_f64", "global_atomic_add_f64 v1, v[2:3], s[0:1]"},
		{"ds_add_rtn_f64", "ds_add_rtn_f64 v[4:5], v1, v[2:3]"},
		{"ds_add_f64", "ds_add_f64 v1, v[2:3]"},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range both {
				t.Run(tg.String(), func(t *testing.T) {
					rtn := "glc"
					if tg.arch == "gfx942" {
						rtn = "sc0"
					}
					asm := strings.ReplaceAll(c.asm, "{rtn}", rtn)
					lds := c.asm[:3] == "ds_"
					returns := c.asm != strings.ReplaceAll(c.asm, "v[4:5]", "")
					for _, mk := range semMasks(tg.wave) {
						s := semSnippet(t, tg, asm)
						w := s.NewWave()
						semSetupGlobal(t, s, w)
						slot := func(l int) uint64 { return 0x800 + 8*uint64(l) }
						for l := 0; l < tg.wave; l++ {
							old := math.Float64bits(1.5 + float64(l))
							if lds {
								semPut32(s.LDSBytes(), slot(l), uint32(old))
								semPut32(s.LDSBytes(), slot(l)+4, uint32(old>>32))
							} else {
								_ = s.Mem().Write32(semBuf+slot(l), uint32(old))
								_ = s.Mem().Write32(semBuf+slot(l)+4, uint32(old>>32))
							}
							add := math.Float64bits(0.25 * float64(l))
							w.SetLane(1, l, uint32(slot(l)))
							w.SetLane(2, l, uint32(add))
							w.SetLane(3, l, uint32(add>>32))
							w.SetLane(4, l, semSentinel(4, l))
							w.SetLane(5, l, semSentinel(5, l))
						}
						w.SetExec(mk.m)
						if err := s.Run(w); err != nil {
							t.Fatalf("exec %s: %v", mk.name, err)
						}
						for l := 0; l < tg.wave; l++ {
							var lo, hi uint32
							if lds {
								lo, hi = semGet32(s.LDSBytes(), slot(l)), semGet32(s.LDSBytes(), slot(l)+4)
							} else {
								lo, hi = semRead32(t, s, semBuf+slot(l)), semRead32(t, s, semBuf+slot(l)+4)
							}
							got := math.Float64frombits(uint64(hi)<<32 | uint64(lo))
							active := mk.m>>uint(l)&1 != 0
							want, wantRet := 1.5+float64(l), uint64(semSentinel(5, l))<<32|uint64(semSentinel(4, l))
							if active {
								want += 0.25 * float64(l)
								if returns {
									wantRet = math.Float64bits(1.5 + float64(l))
								}
							}
							ret := uint64(w.Lane(5, l))<<32 | uint64(w.Lane(4, l))
							if got != want || ret != wantRet {
								t.Errorf("exec %s lane %d: memory %v v[4:5] %#x, want %v %#x", mk.name, l, got, ret, want, wantRet)
							}
						}
					}
				})
			}
		})
	}
}
