package sim_test

import (
	"math"
	"math/bits"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// d16 loads write one 16-bit half of the destination and keep the other:
// rows are (address, old v3, new v3). LDS at 0x40 holds the bytes
// 44 33 22 11 bb aa 99 88 ef be ad de 01 ff 80 7f (semSetupLDS).
func TestSemMemLDSReadD16(t *testing.T) {
	rd := func(name, asm, asm11 string, rows [][]uint32) semLane {
		return semLane{name: name, asm: asm, asm11: asm11, in: []int{1, 3}, out: []int{3}, setup: semSetupLDS, rows: rows}
	}
	semRunLanes(t, []semLane{
		rd("u8_d16", "ds_read_u8_d16 v3, v1", "ds_load_u8_d16 v3, v1", [][]uint32{
			{0x40, 0xcafef00d, 0xcafe0044}, {0x44, 0x12345678, 0x123400bb}, {0x4e, 0, 0x80},
		}),
		rd("u8_d16_hi", "ds_read_u8_d16_hi v3, v1", "ds_load_u8_d16_hi v3, v1", [][]uint32{
			{0x40, 0xcafef00d, 0x0044f00d}, {0x44, 0x12345678, 0x00bb5678}, {0x4e, 0xffffffff, 0x0080ffff},
		}),
		// i8: sign-extended to 16 bits, not 32
		rd("i8_d16", "ds_read_i8_d16 v3, v1", "ds_load_i8_d16 v3, v1", [][]uint32{
			{0x44, 0xcafef00d, 0xcafeffbb}, {0x4f, 0x12345678, 0x1234007f}, {0x4e, 0, 0xff80},
		}),
		rd("i8_d16_hi", "ds_read_i8_d16_hi v3, v1", "ds_load_i8_d16_hi v3, v1", [][]uint32{
			{0x44, 0xcafef00d, 0xffbbf00d}, {0x40, 0x12345678, 0x00445678}, {0x4e, 0, 0xff800000},
		}),
		rd("u16_d16", "ds_read_u16_d16 v3, v1", "ds_load_u16_d16 v3, v1", [][]uint32{
			{0x40, 0xcafef00d, 0xcafe3344}, {0x46, 0x12345678, 0x12348899},
		}),
		rd("u16_d16_hi_offset", "ds_read_u16_d16_hi v3, v1 offset:2", "ds_load_u16_d16_hi v3, v1 offset:2", [][]uint32{
			{0x40, 0xcafef00d, 0x1122f00d}, {0x4a, 0, 0xff010000}, {0x13e, 0x0000ffff, 0xf00dffff},
		}),
	})
}

// The d16_hi stores write bits 31:16 of the data (bits 23:16 for a byte):
// each case stores, then reads back the whole dword. Rows are (address,
// data, dword read back); lanes of one row store the same value at the
// same address.
func TestSemMemD16HiStores(t *testing.T) {
	scratch := func(t *testing.T, s *sim.Snippet, w *sim.Wave) {
		// Scratch through FLAT_SCRATCH at 0x40000: private dword o/4 of
		// lane l sits at base + (o/4)*4*wave + 4*l (the swizzle of execFLAT).
		if err := s.Mem().Map("scratch", 0x40000, 0x10000); err != nil {
			t.Fatal(err)
		}
		w.S[isa.SlotFlatScLo], w.S[isa.SlotFlatScHi] = 0x40000, 0
	}
	semRunLanes(t, []semLane{
		{name: "ds_b16", asm: "ds_write_b16_d16_hi v1, v2 offset:2\nds_read_b32 v4, v1", asm11: "ds_store_b16_d16_hi v1, v2 offset:2\nds_load_b32 v4, v1",
			in: []int{1, 2}, out: []int{4}, setup: semSetupLDS, rows: [][]uint32{
				{0x40, 0xabcd1234, 0xabcd3344}, {0x48, 0x0001ffff, 0x0001beef}, {0x200, 0x80000000, 0x80005a5a},
			}},
		{name: "ds_b8", asm: "ds_write_b8_d16_hi v1, v2 offset:1\nds_read_b32 v4, v1", asm11: "ds_store_b8_d16_hi v1, v2 offset:1\nds_load_b32 v4, v1",
			in: []int{1, 2}, out: []int{4}, setup: semSetupLDS, rows: [][]uint32{
				{0x40, 0xabcd1234, 0x1122cd44}, {0x44, 0x00ff0000, 0x8899ffbb}, {0x300, 0x7f01ffff, 0x5a5a015a},
			}},
		{name: "global_short", asm: "global_store_short_d16_hi v1, v2, s[0:1] offset:2\nglobal_load_dword v4, v1, s[0:1]",
			asm11: "global_store_d16_hi_b16 v1, v2, s[0:1] offset:2\nglobal_load_b32 v4, v1, s[0:1]",
			in:    []int{1, 2}, out: []int{4}, setup: semSetupGlobal, rows: [][]uint32{
				{0, 0xabcd1234, 0xabcd3344}, {0x20, 0x00018000, 0x0001eeee},
			}},
		{name: "global_byte", asm: "global_store_byte_d16_hi v1, v2, s[0:1] offset:3\nglobal_load_dword v4, v1, s[0:1]",
			asm11: "global_store_d16_hi_b8 v1, v2, s[0:1] offset:3\nglobal_load_b32 v4, v1, s[0:1]",
			in:    []int{1, 2}, out: []int{4}, setup: semSetupGlobal, rows: [][]uint32{
				{4, 0x12345678, 0x3499aabb}, {0x40, 0xff00ffff, 0x00eeeeee},
			}},
		// flat: v[6:7] is a global address
		{name: "flat_short", asm: "flat_store_short_d16_hi v[6:7], v2\nflat_load_dword v4, v[6:7]",
			asm11: "flat_store_d16_hi_b16 v[6:7], v2\nflat_load_b32 v4, v[6:7]",
			in:    []int{6, 7, 2}, out: []int{4}, setup: semSetupGlobal, rows: [][]uint32{
				{semBuf + 8, 0, 0xfedc0000, 0xdeadfedc}, {semBuf + 0x80, 0, 0x1234abcd, 0xeeee1234},
			}},
		{name: "flat_byte", asm: "flat_store_byte_d16_hi v[6:7], v2\nflat_load_dword v4, v[6:7]",
			asm11: "flat_store_d16_hi_b8 v[6:7], v2\nflat_load_b32 v4, v[6:7]",
			in:    []int{6, 7, 2}, out: []int{4}, setup: semSetupGlobal, rows: [][]uint32{
				{semBuf + 12, 0, 0x00420000, 0x7f80ff42},
			}},
		// flat through the shared aperture reaches LDS
		{name: "flat_short_lds", asm: "flat_store_short_d16_hi v[6:7], v2\nds_read_b32 v4, v6",
			asm11: "flat_store_d16_hi_b16 v[6:7], v2\nds_load_b32 v4, v6",
			in:    []int{6, 7, 2}, out: []int{4}, setup: semSetupLDS, rows: [][]uint32{
				{0x44, sim.SharedAperture, 0x55660000, 0x88995566},
			}},
		{name: "scratch_short", asm: "scratch_store_short_d16_hi v1, v2, off\nscratch_load_dword v4, v1, off",
			asm11: "scratch_store_d16_hi_b16 v1, v2, off\nscratch_load_b32 v4, v1, off",
			in:    []int{1, 2}, out: []int{4}, setup: scratch, rows: [][]uint32{
				{0, 0xbeef0000, 0x0000beef}, {8, 0x1234ffff, 0x00001234},
			}},
		{name: "scratch_byte", asm: "scratch_store_byte_d16_hi v1, v2, off offset:1\nscratch_load_dword v4, v1, off",
			asm11: "scratch_store_d16_hi_b8 v1, v2, off offset:1\nscratch_load_b32 v4, v1, off",
			in:    []int{1, 2}, out: []int{4}, setup: scratch, rows: [][]uint32{
				{4, 0xff99ffff, 0x00009900},
			}},
		// buffer: num_records 64; the store at 64 is out of range and dropped,
		// the load there returns 0.
		{name: "buffer_short", asm: "buffer_store_short_d16_hi v2, v1, s[4:7], 0 offen\nbuffer_load_dword v4, v1, s[4:7], 0 offen",
			asm11: "buffer_store_d16_hi_b16 v2, v1, s[4:7], 0 offen\nbuffer_load_b32 v4, v1, s[4:7], 0 offen",
			in:    []int{1, 2}, out: []int{4}, setup: semSetupBuffer, rows: [][]uint32{
				{0, 0x55660000, 0x11225566}, {60, 0x7788abcd, 0xeeee7788}, {64, 0x12340000, 0},
			}},
		{name: "buffer_byte", asm: "buffer_store_byte_d16_hi v2, v1, s[4:7], 0 offen offset:2\nbuffer_load_dword v4, v1, s[4:7], 0 offen",
			asm11: "buffer_store_d16_hi_b8 v2, v1, s[4:7], 0 offen offset:2\nbuffer_load_b32 v4, v1, s[4:7], 0 offen",
			in:    []int{1, 2}, out: []int{4}, setup: semSetupBuffer, rows: [][]uint32{
				{8, 0x00a50000, 0xdea5beef},
			}},
	})
}

// semAtomic64Case: lane l owns the qword at 0x800+8l of LDS; rows are
// (before, data, after); with a return v[4:5] gets the value before.
type semAtomic64Case struct {
	name, asm, asm11 string
	rtn              bool
	rows             [][3]uint64
}

func semRunAtomics64(t *testing.T, cases []semAtomic64Case) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range semAllTargets {
				t.Run(tg.String(), func(t *testing.T) {
					asm := semPick(tg, c.asm, "", c.asm11)
					for _, mk := range semMasks(tg.wave) {
						s := semSnippet(t, tg, asm)
						w := s.NewWave()
						lds := s.LDSBytes()
						slot := func(l int) uint64 { return 0x800 + 8*uint64(l) }
						for l := 0; l < tg.wave; l++ {
							r := c.rows[semRowOf(l, len(c.rows))]
							w.SetLane(1, l, uint32(slot(l)))
							w.SetLane(2, l, uint32(r[1]))
							w.SetLane(3, l, uint32(r[1]>>32))
							w.SetLane(4, l, semSentinel(4, l))
							w.SetLane(5, l, semSentinel(5, l))
							semPut32(lds, slot(l), uint32(r[0]))
							semPut32(lds, slot(l)+4, uint32(r[0]>>32))
						}
						w.SetExec(mk.m)
						if err := s.Run(w); err != nil {
							t.Fatalf("exec %s: %v", mk.name, err)
						}
						bad := 0
						for l := 0; l < tg.wave && bad < 8; l++ {
							r := c.rows[semRowOf(l, len(c.rows))]
							wantMem, wantRet := r[0], uint64(semSentinel(5, l))<<32|uint64(semSentinel(4, l))
							if mk.m>>uint(l)&1 != 0 {
								wantMem = r[2]
								if c.rtn {
									wantRet = r[0]
								}
							}
							got := uint64(semGet32(lds, slot(l)+4))<<32 | uint64(semGet32(lds, slot(l)))
							ret := uint64(w.Lane(5, l))<<32 | uint64(w.Lane(4, l))
							if got != wantMem || ret != wantRet {
								t.Errorf("exec %s lane %d: memory %#x v[4:5] %#x, want %#x %#x", mk.name, l, got, ret, wantMem, wantRet)
								bad++
							}
						}
					}
				})
			}
		})
	}
}

func TestSemMemLDSAtomic64(t *testing.T) {
	sub := [][3]uint64{{0x1_0000_0000, 1, 0xffff_ffff}, {5, 6, 0xffff_ffff_ffff_ffff}, {0x8000_0000_0000_0000, 0x8000_0000_0000_0000, 0}}
	rsub := [][3]uint64{{1, 0x1_0000_0000, 0xffff_ffff}, {6, 5, 0xffff_ffff_ffff_ffff}}
	// inc: old >= data wraps to 0, else old + 1; dec: old == 0 or old > data
	// reloads data, else old - 1 (the 64-bit compares: 2^32 is not 0).
	inc := [][3]uint64{{0xffff_ffff, 0x1_0000_0000, 0x1_0000_0000}, {0x1_0000_0000, 0x1_0000_0000, 0}, {7, 3, 0}}
	dec := [][3]uint64{{0x1_0000_0000, 0x2_0000_0000, 0xffff_ffff}, {0, 9, 9}, {0x3_0000_0000, 0x2_0000_0000, 0x2_0000_0000}}
	and := [][3]uint64{{0xff00_ff00_1234_5678, 0x0ff0_0ff0_ffff_0000, 0x0f00_0f00_1234_0000}}
	or := [][3]uint64{{0xff00_0000_0000_0001, 0x00ff_0000_8000_0000, 0xffff_0000_8000_0001}}
	xor := [][3]uint64{{0xffff_0000_ffff_0000, 0xff00_ff00_ff00_ff00, 0x00ff_ff00_00ff_ff00}}
	xchg := [][3]uint64{{0x1111_2222_3333_4444, 0xaaaa_bbbb_cccc_dddd, 0xaaaa_bbbb_cccc_dddd}}
	// f64 min/max follow v_min_f64/v_max_f64: -0 < +0, a quiet NaN loses,
	// a signaling NaN wins quieted.
	fmin := [][3]uint64{{0x3ff0_0000_0000_0000, 0x4000_0000_0000_0000, 0x3ff0_0000_0000_0000},
		{0x8000_0000_0000_0000, 0, 0x8000_0000_0000_0000}, {0x7ff8_0000_0000_0000, 0x4008_0000_0000_0000, 0x4008_0000_0000_0000},
		{0x4008_0000_0000_0000, 0x7ff0_0000_0000_0001, 0x7ff8_0000_0000_0001}}
	fmax := [][3]uint64{{0x3ff0_0000_0000_0000, 0x4000_0000_0000_0000, 0x4000_0000_0000_0000},
		{0x8000_0000_0000_0000, 0, 0}, {0xc008_0000_0000_0000, 0x7ff8_0000_0000_0000, 0xc008_0000_0000_0000}}
	semRunAtomics64(t, []semAtomic64Case{
		{name: "min_f64_rtn", asm: "ds_min_rtn_f64 v[4:5], v1, v[2:3]", rtn: true, rows: fmin},
		{name: "min_f64", asm: "ds_min_f64 v1, v[2:3]", rows: fmin},
		{name: "max_f64_rtn", asm: "ds_max_rtn_f64 v[4:5], v1, v[2:3]", rtn: true, rows: fmax},
		{name: "max_f64", asm: "ds_max_f64 v1, v[2:3]", rows: fmax},
		{name: "sub_rtn", asm: "ds_sub_rtn_u64 v[4:5], v1, v[2:3]", rtn: true, rows: sub},
		{name: "sub", asm: "ds_sub_u64 v1, v[2:3]", rows: sub},
		{name: "rsub_rtn", asm: "ds_rsub_rtn_u64 v[4:5], v1, v[2:3]", rtn: true, rows: rsub},
		{name: "rsub", asm: "ds_rsub_u64 v1, v[2:3]", rows: rsub},
		{name: "inc_rtn", asm: "ds_inc_rtn_u64 v[4:5], v1, v[2:3]", rtn: true, rows: inc},
		{name: "inc", asm: "ds_inc_u64 v1, v[2:3]", rows: inc},
		{name: "dec_rtn", asm: "ds_dec_rtn_u64 v[4:5], v1, v[2:3]", rtn: true, rows: dec},
		{name: "dec", asm: "ds_dec_u64 v1, v[2:3]", rows: dec},
		{name: "and_rtn", asm: "ds_and_rtn_b64 v[4:5], v1, v[2:3]", rtn: true, rows: and},
		{name: "and", asm: "ds_and_b64 v1, v[2:3]", rows: and},
		{name: "or_rtn", asm: "ds_or_rtn_b64 v[4:5], v1, v[2:3]", rtn: true, rows: or},
		{name: "or", asm: "ds_or_b64 v1, v[2:3]", rows: or},
		{name: "xor_rtn", asm: "ds_xor_rtn_b64 v[4:5], v1, v[2:3]", rtn: true, rows: xor},
		{name: "xor", asm: "ds_xor_b64 v1, v[2:3]", rows: xor},
		{name: "wrxchg_rtn", asm: "ds_wrxchg_rtn_b64 v[4:5], v1, v[2:3]", asm11: "ds_storexchg_rtn_b64 v[4:5], v1, v[2:3]", rtn: true, rows: xchg},
	})
}

// Compare-store: rows are (memory before, compare value, new value, memory
// after). GFX9/10's ds_cmpst takes the compare value first; GFX11's
// ds_cmpstore the new value first, so the GFX11 spelling swaps the
// registers and every target reaches the same results. The return (old
// value) goes to v6 (v[6:7]).
func TestSemMemLDSCmpst(t *testing.T) {
	b32 := [][4]uint64{{7, 7, 9, 9}, {7, 8, 9, 7}, {0x80000000, 0, 1, 0x80000000}, {0x7fc00000, 0x7fc00000, 1, 1}}
	// f32: +0 == -0, a NaN equals nothing, not even its own bits
	f32 := [][4]uint64{{0x80000000, 0, 0x3f800000, 0x3f800000}, {0x7fc00000, 0x7fc00000, 1, 0x7fc00000},
		{0x3f800000, 0x3f800000, 0x40000000, 0x40000000}, {0x3f800000, 0x3f800001, 0x40000000, 0x3f800000}}
	b64 := [][4]uint64{{0x1_0000_0007, 0x1_0000_0007, 0xabcd_0000_0000_0009, 0xabcd_0000_0000_0009},
		{0x1_0000_0007, 7, 9, 0x1_0000_0007}, {1 << 63, 0, 5, 1 << 63}}
	negZero, nan64 := math.Float64bits(math.Copysign(0, -1)), uint64(0x7ff8_0000_0000_0000)
	one, two := math.Float64bits(1), math.Float64bits(2)
	f64 := [][4]uint64{{negZero, 0, one, one}, {nan64, nan64, one, nan64}, {one, one, two, two}, {one, one + 1, two, one}}
	for _, c := range []struct {
		name, asm, asm11 string
		wide, rtn        bool
		rows             [][4]uint64
	}{
		{"b32_rtn", "ds_cmpst_rtn_b32 v6, v1, v2, v4", "ds_cmpstore_rtn_b32 v6, v1, v4, v2", false, true, b32},
		{"b32", "ds_cmpst_b32 v1, v2, v4 offset:0", "ds_cmpstore_b32 v1, v4, v2 offset:0", false, false, b32},
		{"f32_rtn", "ds_cmpst_rtn_f32 v6, v1, v2, v4", "ds_cmpstore_rtn_f32 v6, v1, v4, v2", false, true, f32},
		{"f32", "ds_cmpst_f32 v1, v2, v4", "ds_cmpstore_f32 v1, v4, v2", false, false, f32},
		{"b64_rtn", "ds_cmpst_rtn_b64 v[6:7], v1, v[2:3], v[4:5]", "ds_cmpstore_rtn_b64 v[6:7], v1, v[4:5], v[2:3]", true, true, b64},
		{"b64", "ds_cmpst_b64 v1, v[2:3], v[4:5]", "ds_cmpstore_b64 v1, v[4:5], v[2:3]", true, false, b64},
		{"f64_rtn", "ds_cmpst_rtn_f64 v[6:7], v1, v[2:3], v[4:5]", "ds_cmpstore_rtn_f64 v[6:7], v1, v[4:5], v[2:3]", true, true, f64},
		{"f64", "ds_cmpst_f64 v1, v[2:3], v[4:5]", "ds_cmpstore_f64 v1, v[4:5], v[2:3]", true, false, f64},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range semAllTargets {
				t.Run(tg.String(), func(t *testing.T) {
					asm := semPick(tg, c.asm, "", c.asm11)
					for _, mk := range semMasks(tg.wave) {
						s := semSnippet(t, tg, asm)
						w := s.NewWave()
						lds := s.LDSBytes()
						slot := func(l int) uint64 { return 0x800 + 8*uint64(l) }
						for l := 0; l < tg.wave; l++ {
							r := c.rows[semRowOf(l, len(c.rows))]
							w.SetLane(1, l, uint32(slot(l)))
							w.SetLane(2, l, uint32(r[1]))
							w.SetLane(3, l, uint32(r[1]>>32))
							w.SetLane(4, l, uint32(r[2]))
							w.SetLane(5, l, uint32(r[2]>>32))
							w.SetLane(6, l, semSentinel(6, l))
							w.SetLane(7, l, semSentinel(7, l))
							semPut32(lds, slot(l), uint32(r[0]))
							hi := uint32(r[0] >> 32)
							if !c.wide {
								hi = 0xa55aa55a // a 32-bit op leaves it
							}
							semPut32(lds, slot(l)+4, hi)
						}
						w.SetExec(mk.m)
						if err := s.Run(w); err != nil {
							t.Fatalf("exec %s: %v", mk.name, err)
						}
						bad := 0
						for l := 0; l < tg.wave && bad < 8; l++ {
							r := c.rows[semRowOf(l, len(c.rows))]
							active := mk.m>>uint(l)&1 != 0
							want, ret0, ret1 := r[0], semSentinel(6, l), semSentinel(7, l)
							if active {
								want = r[3]
								if c.rtn {
									ret0 = uint32(r[0])
									if c.wide {
										ret1 = uint32(r[0] >> 32)
									}
								}
							}
							got := uint64(semGet32(lds, slot(l)))
							hi := semGet32(lds, slot(l)+4)
							if c.wide {
								got |= uint64(hi) << 32
							} else if hi != 0xa55aa55a {
								t.Errorf("exec %s lane %d: the dword above a 32-bit compare-store changed to %#x", mk.name, l, hi)
							}
							if got != want || w.Lane(6, l) != ret0 || w.Lane(7, l) != ret1 {
								t.Errorf("exec %s lane %d (row %v): memory %#x v6 %#x v7 %#x, want %#x %#x %#x",
									mk.name, l, r, got, w.Lane(6, l), w.Lane(7, l), want, ret0, ret1)
								bad++
							}
						}
					}
				})
			}
		})
	}
}

// ds_append and ds_consume: the dword at M0 + offset moves by the number
// of active lanes; every active lane gets the old value, inactive lanes
// keep theirs; the VGPR address operand does not exist, so v1 is unused.
func TestSemMemLDSAppendConsume(t *testing.T) {
	for _, c := range []struct {
		name, asm string
		sign      int
	}{{"append", "ds_append v3 offset:8", 1}, {"consume", "ds_consume v3 offset:8", -1}} {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range semAllTargets {
				t.Run(tg.String(), func(t *testing.T) {
					for _, mk := range semMasks(tg.wave) {
						s := semSnippet(t, tg, c.asm)
						w := s.NewWave()
						lds := s.LDSBytes()
						semPut32(lds, 0x108, 1000)
						semPut32(lds, 0x100, 7) // M0 itself, without the offset: untouched
						w.S[isa.SlotM0] = 0x100
						for l := 0; l < tg.wave; l++ {
							w.SetLane(3, l, semSentinel(3, l))
							w.SetLane(1, l, 0x40)
						}
						w.SetExec(mk.m)
						if err := s.Run(w); err != nil {
							t.Fatalf("exec %s: %v", mk.name, err)
						}
						n := bits.OnesCount64(mk.m)
						if got, want := semGet32(lds, 0x108), uint32(1000+c.sign*n); got != want {
							t.Errorf("exec %s: counter = %d, want %d", mk.name, got, want)
						}
						if got := semGet32(lds, 0x100); got != 7 {
							t.Errorf("exec %s: LDS at M0 = %d, want 7", mk.name, got)
						}
						for l := 0; l < tg.wave; l++ {
							want := semSentinel(3, l)
							if mk.m>>uint(l)&1 != 0 {
								want = 1000
							}
							if got := w.Lane(3, l); got != want {
								t.Errorf("exec %s lane %d: v3 = %#x, want %#x", mk.name, l, got, want)
								break
							}
						}
					}
				})
			}
		})
	}
	// The counter wraps at 32 bits, and the address at M0 + offset past
	// the LDS faults.
	t.Run("wrap_and_fault", func(t *testing.T) {
		s := semSnippet(t, semTarget{"gfx1030", 32}, "ds_consume v3")
		w := s.NewWave()
		w.SetExec(0xf)
		if err := s.Run(w); err != nil {
			t.Fatal(err)
		}
		if got := semGet32(s.LDSBytes(), 0); got != 0xfffffffc {
			t.Errorf("0 - 4 = %#x, want 0xfffffffc", got)
		}
		s = semSnippet(t, semTarget{"gfx1030", 32}, "ds_append v3 offset:4")
		w = s.NewWave()
		s.LDSBytes()
		w.S[isa.SlotM0] = 0xfffc
		w.SetExec(0b1100)
		err := s.Run(w)
		if err == nil || !strings.Contains(err.Error(), "0x10000") || !strings.Contains(err.Error(), "lane 2)") {
			t.Errorf("append at 0x10000: error %v, want a fault at 0x10000 naming lane 2, the first active one", err)
		}
	})
}

// ds_ordered_count runs on every target on the global data share, not
// the workgroup's LDS: a lone wave (launch index 0) is served at once, gets
// the counter's old value (0) in every lane, and leaves LDS untouched
// (sem_ordered_test.go checks the order and the sums).
func TestSemOrderedCountUsesGDS(t *testing.T) {
	for _, tg := range semAllTargets {
		s := semSnippet(t, tg, "s_mov_b32 m0, 0\nds_ordered_count v3, v1 offset:772 gds\nds_ordered_count v4, v1 offset:772 gds")
		w := s.NewWave()
		w.SetExec(1)
		for l := 0; l < tg.wave; l++ {
			w.SetLane(1, l, 5)
			w.SetLane(3, l, 9)
		}
		if err := s.Run(w); err == nil || !strings.Contains(err.Error(), "second ordered-count request") {
			t.Errorf("%s: a second request after the release: error %v, want one naming the second request", tg, err)
		}
		for l := 0; l < tg.wave; l++ {
			if got := w.Lane(3, l); got != 0 {
				t.Fatalf("%s: lane %d: v3 = %d, want 0 in every lane", tg, l, got)
			}
		}
		if semGet32(s.LDSBytes(), 4) != 0 || semGet32(s.LDSBytes(), 0) != 0 {
			t.Errorf("%s: LDS changed", tg)
		}
	}
}

// Aperture registers as 64-bit sources: the aperture in the high dword, 0
// (base) or all ones (limit) in the low one; the 32-bit read is the high
// dword. A flat address built from the 64-bit read reaches LDS.
func TestSemApertures64(t *testing.T) {
	for _, tg := range semAllTargets {
		t.Run(tg.String(), func(t *testing.T) {
			asm := "s_mov_b64 s[0:1], src_shared_base\ns_mov_b64 s[2:3], src_private_base\ns_mov_b64 s[4:5], src_shared_limit\n" +
				"s_mov_b32 s6, src_private_base\nv_mov_b32 v7, s1\nv_mov_b32 v6, v1\nflat_store_dword v[6:7], v2"
			if tg.gfx11() {
				asm = strings.Replace(asm, "flat_store_dword", "flat_store_b32", 1)
			}
			s := semSnippet(t, tg, asm)
			w := s.NewWave()
			s.LDSBytes()
			w.S[isa.SlotSharedLimit] = sim.SharedAperture
			for l := 0; l < tg.wave; l++ {
				w.SetLane(1, l, 0x200+4*uint32(l))
				w.SetLane(2, l, 0xc0de0000+uint32(l))
			}
			exec := uint64(0x5555555555555555) >> (64 - tg.wave)
			w.SetExec(exec)
			if err := s.Run(w); err != nil {
				t.Fatal(err)
			}
			want := [7]uint32{0, sim.SharedAperture, 0, sim.PrivateAperture, 0xffffffff, sim.SharedAperture, sim.PrivateAperture}
			for i, v := range want {
				if w.S[i] != v {
					t.Errorf("s%d = %#x, want %#x", i, w.S[i], v)
				}
			}
			for l := 0; l < tg.wave; l++ {
				want := uint32(0)
				if exec>>uint(l)&1 != 0 {
					want = 0xc0de0000 + uint32(l)
				}
				if got := semGet32(s.LDSBytes(), 0x200+4*uint64(l)); got != want {
					t.Errorf("lane %d: LDS = %#x, want %#x", l, got, want)
				}
			}
		})
	}
}

// s_incperflevel and s_decperflevel change no architectural state.
func TestSemPerfLevel(t *testing.T) {
	for _, tg := range semAllTargets {
		s := semSnippet(t, tg, "s_incperflevel 3\ns_decperflevel 0xf")
		w := s.NewWave()
		for i := 0; i < 106; i++ {
			w.S[i] = 0x1000 + uint32(i)
		}
		beforeS := w.S
		beforeV := append([]uint32(nil), w.V...)
		if err := s.Run(w); err != nil {
			t.Fatal(err)
		}
		if w.S != beforeS || w.Steps != 2 {
			t.Errorf("%s: scalar state changed or %d steps", tg, w.Steps)
		}
		for i := range beforeV {
			if w.V[i] != beforeV[i] {
				t.Fatalf("%s: VGPR state changed", tg)
			}
		}
	}
}
