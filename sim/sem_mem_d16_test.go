package sim_test

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// semSetupScratchWords maps scratch at 0x40000 through FLAT_SCRATCH and
// gives every lane the private dwords semBufWords at offsets 0..15 (private
// dword k of lane l sits at base + k*4*wave + 4*l, the swizzle of
// execFLAT); s2 = 4 is a scalar offset.
func semSetupScratchWords(t *testing.T, s *sim.Snippet, w *sim.Wave) {
	t.Helper()
	if err := s.Mem().Map("scratch", 0x40000, 0x10000); err != nil {
		t.Fatal(err)
	}
	w.S[isa.SlotFlatScLo], w.S[isa.SlotFlatScHi] = 0x40000, 0
	for k, v := range semBufWords {
		for l := 0; l < w.Size; l++ {
			if err := s.Mem().Write32(0x40000+uint64(k*4*w.Size+4*l), v); err != nil {
				t.Fatal(err)
			}
		}
	}
	w.S[2] = 4
}

// FLAT, GLOBAL and SCRATCH d16 loads write one 16-bit half of v3 and keep
// the other. Memory (global buf, LDS at 0x40, each lane's scratch) holds
// the bytes 44 33 22 11 bb aa 99 88 ef be ad de 01 ff 80 7f, then 0xee
// (global) or 0x5a (LDS). Global rows are (offset, old v3, new v3).
func TestSemMemFlatLoadD16(t *testing.T) {
	gl := func(name, asm, asm11 string, rows [][]uint32) semLane {
		return semLane{name: "global_" + name, asm: asm, asm11: asm11, in: []int{1, 3}, out: []int{3}, setup: semSetupGlobal, rows: rows}
	}
	semRunLanes(t, []semLane{
		gl("ubyte_d16", "global_load_ubyte_d16 v3, v1, s[0:1]", "global_load_d16_u8 v3, v1, s[0:1]", [][]uint32{
			{0, 0xcafef00d, 0xcafe0044}, {13, 0x12345678, 0x123400ff}, {16, 0xffffffff, 0xffff00ee},
		}),
		gl("ubyte_d16_hi", "global_load_ubyte_d16_hi v3, v1, s[0:1]", "global_load_d16_hi_u8 v3, v1, s[0:1]", [][]uint32{
			{4, 0xcafef00d, 0x00bbf00d}, {15, 0, 0x007f0000},
		}),
		// i8: sign-extended to 16 bits, not 32
		gl("sbyte_d16", "global_load_sbyte_d16 v3, v1, s[0:1]", "global_load_d16_i8 v3, v1, s[0:1]", [][]uint32{
			{4, 0xcafef00d, 0xcafeffbb}, {15, 0x12345678, 0x1234007f},
		}),
		gl("sbyte_d16_hi", "global_load_sbyte_d16_hi v3, v1, s[0:1]", "global_load_d16_hi_i8 v3, v1, s[0:1]", [][]uint32{
			{14, 0xcafef00d, 0xff80f00d}, {0, 0xffffffff, 0x0044ffff},
		}),
		gl("short_d16", "global_load_short_d16 v3, v1, s[0:1]", "global_load_d16_b16 v3, v1, s[0:1]", [][]uint32{
			{0, 0xcafef00d, 0xcafe3344}, {14, 0, 0x7f80},
		}),
		gl("short_d16_hi_offset", "global_load_short_d16_hi v3, v1, s[0:1] offset:2", "global_load_d16_hi_b16 v3, v1, s[0:1] offset:2", [][]uint32{
			{0, 0xcafef00d, 0x1122f00d}, {12, 0x0000ffff, 0x7f80ffff}, {16, 0, 0xeeee0000},
		}),
		// no saddr: a 64-bit address per lane
		{name: "global_short_d16_vaddr64", asm: "global_load_short_d16 v3, v[6:7], off", asm11: "global_load_d16_b16 v3, v[6:7], off",
			in: []int{6, 7, 3}, out: []int{3}, setup: semSetupGlobal, rows: [][]uint32{
				{semBuf + 4, 0, 0xcafef00d, 0xcafeaabb}, {semHighLo + 8, semHighHi, 0x12345678, 0x1234beef},
			}},
		// flat: v[6:7] a global address, or one in the shared aperture (LDS)
		{name: "flat_ubyte_d16_hi", asm: "flat_load_ubyte_d16_hi v3, v[6:7]", asm11: "flat_load_d16_hi_u8 v3, v[6:7]",
			in: []int{6, 7, 3}, out: []int{3}, setup: semSetupGlobal, rows: [][]uint32{
				{semBuf + 9, 0, 0xcafef00d, 0x00bef00d}, {semBuf + 12, 0, 0x12345678, 0x00015678},
			}},
		{name: "flat_sbyte_d16", asm: "flat_load_sbyte_d16 v3, v[6:7]", asm11: "flat_load_d16_i8 v3, v[6:7]",
			in: []int{6, 7, 3}, out: []int{3}, setup: semSetupGlobal, rows: [][]uint32{
				{semBuf + 9, 0, 0xcafef00d, 0xcafeffbe},
			}},
		{name: "flat_lds_sbyte_d16_hi", asm: "flat_load_sbyte_d16_hi v3, v[6:7]", asm11: "flat_load_d16_hi_i8 v3, v[6:7]",
			in: []int{6, 7, 3}, out: []int{3}, setup: semSetupLDS, rows: [][]uint32{
				{0x44, sim.SharedAperture, 0x12345678, 0xffbb5678}, {0x4f, sim.SharedAperture, 0, 0x007f0000},
			}},
		{name: "flat_lds_short_d16", asm: "flat_load_short_d16 v3, v[6:7] offset:2", asm11: "flat_load_d16_b16 v3, v[6:7] offset:2",
			in: []int{6, 7, 3}, out: []int{3}, setup: semSetupLDS, rows: [][]uint32{
				{0x40, sim.SharedAperture, 0xcafef00d, 0xcafe1122},
			}},
		{name: "flat_short_d16_hi", asm: "flat_load_short_d16_hi v3, v[6:7]", asm11: "flat_load_d16_hi_b16 v3, v[6:7]",
			in: []int{6, 7, 3}, out: []int{3}, setup: semSetupGlobal, rows: [][]uint32{
				{semBuf + 6, 0, 0xcafef00d, 0x8899f00d},
			}},
		{name: "flat_ubyte_d16", asm: "flat_load_ubyte_d16 v3, v[6:7]", asm11: "flat_load_d16_u8 v3, v[6:7]",
			in: []int{6, 7, 3}, out: []int{3}, setup: semSetupGlobal, rows: [][]uint32{
				{semBuf + 14, 0, 0xcafef00d, 0xcafe0080},
			}},
		// scratch: rows are (private offset, old v3, new v3)
		{name: "scratch_ubyte_d16", asm: "scratch_load_ubyte_d16 v3, v1, off", asm11: "scratch_load_d16_u8 v3, v1, off",
			in: []int{1, 3}, out: []int{3}, setup: semSetupScratchWords, rows: [][]uint32{
				{2, 0xcafef00d, 0xcafe0022}, {14, 0xffffffff, 0xffff0080},
			}},
		{name: "scratch_ubyte_d16_hi", asm: "scratch_load_ubyte_d16_hi v3, v1, off", asm11: "scratch_load_d16_hi_u8 v3, v1, off",
			in: []int{1, 3}, out: []int{3}, setup: semSetupScratchWords, rows: [][]uint32{
				{7, 0xcafef00d, 0x0088f00d},
			}},
		{name: "scratch_sbyte_d16", asm: "scratch_load_sbyte_d16 v3, v1, off", asm11: "scratch_load_d16_i8 v3, v1, off",
			in: []int{1, 3}, out: []int{3}, setup: semSetupScratchWords, rows: [][]uint32{
				{13, 0xcafef00d, 0xcafeffff}, {3, 0, 0x11},
			}},
		{name: "scratch_sbyte_d16_hi", asm: "scratch_load_sbyte_d16_hi v3, v1, off offset:1", asm11: "scratch_load_d16_hi_i8 v3, v1, off offset:1",
			in: []int{1, 3}, out: []int{3}, setup: semSetupScratchWords, rows: [][]uint32{
				{4, 0xcafef00d, 0xffaaf00d}, {14, 0x5678, 0x007f5678},
			}},
		{name: "scratch_short_d16", asm: "scratch_load_short_d16 v3, v1, off", asm11: "scratch_load_d16_b16 v3, v1, off",
			in: []int{1, 3}, out: []int{3}, setup: semSetupScratchWords, rows: [][]uint32{
				{8, 0xcafef00d, 0xcafebeef},
			}},
		{name: "scratch_short_d16_hi", asm: "scratch_load_short_d16_hi v3, v1, off offset:2", asm11: "scratch_load_d16_hi_b16 v3, v1, off offset:2",
			in: []int{1, 3}, out: []int{3}, setup: semSetupScratchWords, rows: [][]uint32{
				{0, 0xcafef00d, 0x1122f00d}, {4, 0x0000ffff, 0x8899ffff},
			}},
		// scratch with only a scalar offset (s2 = 4)
		{name: "scratch_short_d16_saddr", asm: "scratch_load_short_d16 v3, off, s2 offset:2", asm11: "scratch_load_d16_b16 v3, off, s2 offset:2",
			in: []int{3}, out: []int{3}, setup: semSetupScratchWords, rows: [][]uint32{
				{0xcafef00d, 0xcafe8899},
			}},
	})
}

// 64-bit buffer atomics: lane l owns the qword at buffer offset 0x800+8l
// (v1 = its offset, offen); num_records 0x800+8*20 leaves lanes 20 and up
// out of range: their memory is untouched and a return reads 0. Rows are
// (before, data, after); v[2:3] holds the data (v[2:5] {new, compare} for
// cmpswap, the compare in the row's data and the new value 0x1234_5678_9abc_def0);
// with glc the old value returns in v[2:3].
func TestSemMemBufferAtomic64(t *testing.T) {
	const newVal = 0x1234_5678_9abc_def0
	add := [][3]uint64{{0xffff_ffff, 1, 0x1_0000_0000}, {0xffff_ffff_ffff_ffff, 2, 1}}
	smin := [][3]uint64{{0x8000_0000_0000_0000, 1, 0x8000_0000_0000_0000}, {5, 0xffff_ffff_ffff_ffff, 0xffff_ffff_ffff_ffff}, {0x1_0000_0000, 0xffff_ffff, 0xffff_ffff}}
	umax := [][3]uint64{{0x8000_0000_0000_0000, 1, 0x8000_0000_0000_0000}, {0xffff_ffff, 0x1_0000_0000, 0x1_0000_0000}}
	// cmpswap: the data column is the compare value
	cmp := [][3]uint64{{0x1111_2222_3333_4444, 0x1111_2222_3333_4444, newVal}, {0x1111_2222_3333_4444, 0x3333_4444, 0x1111_2222_3333_4444}}
	for _, c := range []struct {
		name, asm, asm11 string
		glc, cmpswap     bool
		rows             [][3]uint64
	}{
		{name: "add_x2_glc", asm: "buffer_atomic_add_x2 v[2:3], v1, s[4:7], 0 offen glc", asm11: "buffer_atomic_add_u64 v[2:3], v1, s[4:7], 0 offen glc", glc: true, rows: add},
		{name: "add_x2", asm: "buffer_atomic_add_x2 v[2:3], v1, s[4:7], 0 offen", asm11: "buffer_atomic_add_u64 v[2:3], v1, s[4:7], 0 offen", rows: add},
		{name: "smin_x2_glc", asm: "buffer_atomic_smin_x2 v[2:3], v1, s[4:7], 0 offen glc", asm11: "buffer_atomic_min_i64 v[2:3], v1, s[4:7], 0 offen glc", glc: true, rows: smin},
		{name: "umax_x2", asm: "buffer_atomic_umax_x2 v[2:3], v1, s[4:7], 0 offen", asm11: "buffer_atomic_max_u64 v[2:3], v1, s[4:7], 0 offen", rows: umax},
		{name: "cmpswap_x2_glc", asm: "buffer_atomic_cmpswap_x2 v[2:5], v1, s[4:7], 0 offen glc", asm11: "buffer_atomic_cmpswap_b64 v[2:5], v1, s[4:7], 0 offen glc", glc: true, cmpswap: true, rows: cmp},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range semAllTargets {
				t.Run(tg.String(), func(t *testing.T) {
					asm := semPick(tg, c.asm, "", c.asm11)
					for _, mk := range semMasks(tg.wave) {
						s := semSnippet(t, tg, asm)
						w := s.NewWave()
						semSetupBuffer(t, s, w)
						w.S[6] = 0x800 + 8*20
						slot := func(l int) uint64 { return 0x800 + 8*uint64(l) }
						for l := 0; l < tg.wave; l++ {
							r := c.rows[semRowOf(l, len(c.rows))]
							w.SetLane(1, l, uint32(slot(l)))
							d := r[1]
							if c.cmpswap {
								d = newVal
								w.SetLane(4, l, uint32(r[1]))
								w.SetLane(5, l, uint32(r[1]>>32))
							}
							w.SetLane(2, l, uint32(d))
							w.SetLane(3, l, uint32(d>>32))
							if err := s.Mem().Write32(semBuf+slot(l), uint32(r[0])); err != nil {
								t.Fatal(err)
							}
							if err := s.Mem().Write32(semBuf+slot(l)+4, uint32(r[0]>>32)); err != nil {
								t.Fatal(err)
							}
						}
						w.SetExec(mk.m)
						if err := s.Run(w); err != nil {
							t.Fatalf("exec %s: %v", mk.name, err)
						}
						bad := 0
						for l := 0; l < tg.wave && bad < 8; l++ {
							r := c.rows[semRowOf(l, len(c.rows))]
							wantMem, wantRet := r[0], r[1]
							if c.cmpswap {
								wantRet = newVal
							}
							if mk.m>>uint(l)&1 != 0 {
								if l < 20 {
									wantMem = r[2]
								}
								if c.glc {
									wantRet = 0
									if l < 20 {
										wantRet = r[0]
									}
								}
							}
							got := uint64(semRead32(t, s, semBuf+slot(l)+4))<<32 | uint64(semRead32(t, s, semBuf+slot(l)))
							ret := uint64(w.Lane(3, l))<<32 | uint64(w.Lane(2, l))
							if got != wantMem || ret != wantRet {
								t.Errorf("exec %s lane %d: memory %#x v[2:3] %#x, want %#x %#x", mk.name, l, got, ret, wantMem, wantRet)
								bad++
							}
						}
					}
				})
			}
		})
	}
}
