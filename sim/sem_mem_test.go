package sim_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
)

// Memory instructions. Loads are lane tables (an inactive lane loads
// nothing); stores and atomics check memory afterwards (an inactive lane
// stores nothing).

const (
	semBuf     = 0x10000       // "buf" region, one page
	semBufHigh = 0x1_0002_0000 // a region above 4 GiB
	semHighLo  = 0x0002_0000   // its address as two dwords
	semHighHi  = 1
	semFill    = 0xeeeeeeee // what unwritten buffer memory holds
	semLDSFill = byte(0x5a) // what unwritten LDS holds
)

// semBufWords are the first dwords of both buffers (and of LDS at 0x40).
//
//	0x00 0x11223344  0x04 0x8899aabb  0x08 0xdeadbeef  0x0c 0x7f80ff01
var semBufWords = []uint32{0x11223344, 0x8899aabb, 0xdeadbeef, 0x7f80ff01}

func semMapBuffers(t *testing.T, s *sim.Snippet) {
	t.Helper()
	mem := s.Mem()
	for _, r := range []struct {
		name string
		base uint64
	}{{"buf", semBuf}, {"high", semBufHigh}} {
		if err := mem.Map(r.name, r.base, 0x1000); err != nil {
			t.Fatal(err)
		}
		for a := uint64(0); a < 0x1000; a += 4 {
			v := uint32(semFill)
			if i := int(a / 4); i < len(semBufWords) {
				v = semBufWords[i]
			}
			if err := mem.Write32(r.base+a, v); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// semSetupGlobal maps the buffers and points s[0:1] at buf.
func semSetupGlobal(t *testing.T, s *sim.Snippet, w *sim.Wave) {
	semMapBuffers(t, s)
	w.S[0], w.S[1] = semBuf, 0
}

func semSetupGlobalHigh(t *testing.T, s *sim.Snippet, w *sim.Wave) {
	semMapBuffers(t, s)
	w.S[0], w.S[1] = semHighLo, semHighHi
}

func TestSemMemGlobalLoad(t *testing.T) {
	load := func(name, asm, asm11 string, out []int, rows [][]uint32) semLane {
		return semLane{name: name, asm: asm, asm11: asm11, in: []int{1}, out: out, rows: rows, setup: semSetupGlobal}
	}
	hi := load("dword_saddr_above_4GiB", "global_load_dword v3, v1, s[0:1]", "global_load_b32 v3, v1, s[0:1]",
		[]int{3}, [][]uint32{{0, 0x11223344}, {12, 0x7f80ff01}})
	hi.setup = semSetupGlobalHigh
	semRunLanes(t, []semLane{
		// rows: per-lane vaddr offset → loaded value
		load("dword_saddr", "global_load_dword v3, v1, s[0:1]", "global_load_b32 v3, v1, s[0:1]",
			[]int{3}, [][]uint32{{0, 0x11223344}, {4, 0x8899aabb}, {8, 0xdeadbeef}, {12, 0x7f80ff01}, {16, semFill}}),
		load("dword_saddr_offset", "global_load_dword v3, v1, s[0:1] offset:4", "global_load_b32 v3, v1, s[0:1] offset:4",
			[]int{3}, [][]uint32{{0, 0x8899aabb}, {8, 0x7f80ff01}}),
		load("dword_saddr_negative_offset", "global_load_dword v3, v1, s[0:1] offset:-4", "global_load_b32 v3, v1, s[0:1] offset:-4",
			[]int{3}, [][]uint32{{4, 0x11223344}, {16, 0x7f80ff01}}),
		hi,
		load("ubyte", "global_load_ubyte v3, v1, s[0:1]", "global_load_u8 v3, v1, s[0:1]",
			[]int{3}, [][]uint32{{0, 0x44}, {1, 0x33}, {4, 0xbb}, {5, 0xaa}, {12, 0x01}, {13, 0xff}, {14, 0x80}, {15, 0x7f}}),
		load("sbyte", "global_load_sbyte v3, v1, s[0:1]", "global_load_i8 v3, v1, s[0:1]",
			[]int{3}, [][]uint32{{0, 0x44}, {4, 0xffffffbb}, {13, 0xffffffff}, {14, 0xffffff80}, {15, 0x7f}}),
		load("ushort", "global_load_ushort v3, v1, s[0:1]", "global_load_u16 v3, v1, s[0:1]",
			[]int{3}, [][]uint32{{0, 0x3344}, {2, 0x1122}, {4, 0xaabb}, {6, 0x8899}, {12, 0xff01}, {14, 0x7f80}}),
		load("sshort", "global_load_sshort v3, v1, s[0:1]", "global_load_i16 v3, v1, s[0:1]",
			[]int{3}, [][]uint32{{2, 0x1122}, {4, 0xffffaabb}, {6, 0xffff8899}, {12, 0xffffff01}, {14, 0x7f80}}),
		load("dwordx4", "global_load_dwordx4 v[4:7], v1, s[0:1]", "global_load_b128 v[4:7], v1, s[0:1]",
			[]int{4, 5, 6, 7}, [][]uint32{{0, 0x11223344, 0x8899aabb, 0xdeadbeef, 0x7f80ff01}, {8, 0xdeadbeef, 0x7f80ff01, semFill, semFill}}),
		load("dwordx2", "global_load_dwordx2 v[4:5], v1, s[0:1]", "global_load_b64 v[4:5], v1, s[0:1]",
			[]int{4, 5}, [][]uint32{{0, 0x11223344, 0x8899aabb}, {4, 0x8899aabb, 0xdeadbeef}, {8, 0xdeadbeef, 0x7f80ff01}}),
		// no saddr: a full 64-bit address per lane in v[6:7]
		{name: "dword_vaddr64", asm: "global_load_dword v3, v[6:7], off", asm11: "global_load_b32 v3, v[6:7], off",
			in: []int{6, 7}, out: []int{3}, setup: semSetupGlobal, rows: [][]uint32{
				{semBuf, 0, 0x11223344},
				{semBuf + 8, 0, 0xdeadbeef},
				{semHighLo + 12, semHighHi, 0x7f80ff01},
			}},
		{name: "dword_vaddr64_offset", asm: "global_load_dword v3, v[6:7], off offset:8", asm11: "global_load_b32 v3, v[6:7], off offset:8",
			in: []int{6, 7}, out: []int{3}, setup: semSetupGlobal, rows: [][]uint32{
				{semBuf, 0, 0xdeadbeef},
				{semHighLo + 4, semHighHi, 0x7f80ff01},
			}},
	})
}

// semCheckStore reads size bytes at addr(l) for every lane: an active lane's
// store left want(l), an inactive lane's slot still holds the fill.
func semCheckStore(t *testing.T, s *sim.Snippet, exec uint64, wave int, addr func(l int) uint64, size int, want func(l int) uint64, fill uint64) {
	t.Helper()
	bad := 0
	for l := 0; l < wave && bad < 8; l++ {
		b := make([]byte, size)
		if err := s.Mem().Read(addr(l), b); err != nil {
			t.Fatalf("lane %d: read back: %v", l, err)
		}
		var got uint64
		for i := size - 1; i >= 0; i-- {
			got = got<<8 | uint64(b[i])
		}
		w := fill
		if exec>>uint(l)&1 != 0 {
			w = want(l)
		}
		if got != w {
			t.Errorf("lane %d (active %v): memory at %#x = %#x, want %#x", l, exec>>uint(l)&1 != 0, addr(l), got, w)
			bad++
		}
	}
}

func TestSemMemGlobalStore(t *testing.T) {
	// lane l stores to its own slot; inactive lanes leave the fill.
	laneOff := func(scale uint32) func(int) uint32 { return func(l int) uint32 { return uint32(l) * scale } }
	type st struct {
		name, asm, asm11 string
		vaddr            func(l int) uint32 // v1
		data             func(l int) uint32 // v2 (and v3 = ^v2 for x2)
		off              uint64             // the instruction offset
		size             int
		want             func(l int) uint64
		high             bool // 64-bit vaddr in v[6:7], above 4 GiB
	}
	cases := []st{
		{name: "dword_saddr", asm: "global_store_dword v1, v2, s[0:1] offset:128", asm11: "global_store_b32 v1, v2, s[0:1] offset:128", off: 128,
			vaddr: laneOff(4), data: func(l int) uint32 { return 0xc0000000 + uint32(l) }, size: 4,
			want: func(l int) uint64 { return 0xc0000000 + uint64(l) }},
		{name: "dword_saddr_offset", asm: "global_store_dword v1, v2, s[0:1] offset:256", asm11: "global_store_b32 v1, v2, s[0:1] offset:256", off: 256,
			vaddr: laneOff(4), data: func(l int) uint32 { return 0xc1000000 + uint32(l) }, size: 4,
			want: func(l int) uint64 { return 0xc1000000 + uint64(l) }},
		{name: "byte", asm: "global_store_byte v1, v2, s[0:1] offset:512", asm11: "global_store_b8 v1, v2, s[0:1] offset:512", off: 512,
			vaddr: laneOff(1), data: func(l int) uint32 { return 0x12345600 | uint32(l) }, size: 1,
			want: func(l int) uint64 { return uint64(l) }},
		{name: "short", asm: "global_store_short v1, v2, s[0:1] offset:1024", asm11: "global_store_b16 v1, v2, s[0:1] offset:1024", off: 1024,
			vaddr: laneOff(2), data: func(l int) uint32 { return 0xabcd0000 | 0x100 | uint32(l) }, size: 2,
			want: func(l int) uint64 { return 0x100 | uint64(l) }},
		{name: "dwordx2", asm: "global_store_dwordx2 v1, v[2:3], s[0:1] offset:2040", asm11: "global_store_b64 v1, v[2:3], s[0:1] offset:2040", off: 2040,
			vaddr: laneOff(8), data: func(l int) uint32 { return 0xd0000000 + uint32(l) }, size: 8,
			want: func(l int) uint64 { return uint64(^(0xd0000000+uint32(l)))<<32 | (0xd0000000 + uint64(l)) }},
		{name: "dword_vaddr64_high", asm: "global_store_dword v[6:7], v2, off", asm11: "global_store_b32 v[6:7], v2, off",
			vaddr: func(l int) uint32 { return 0x100 + 4*uint32(l) }, data: func(l int) uint32 { return 0xe0000000 + uint32(l) }, size: 4, high: true,
			want: func(l int) uint64 { return 0xe0000000 + uint64(l) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range semAllTargets {
				t.Run(tg.String(), func(t *testing.T) {
					asm := semPick(tg, c.asm, "", c.asm11)
					for _, mk := range semMasks(tg.wave) {
						s := semSnippet(t, tg, asm)
						w := s.NewWave()
						semSetupGlobal(t, s, w)
						// the stores land past the first 16 bytes, in the fill
						var base uint64 = semBuf
						if c.high {
							base = semBufHigh
						}
						for l := 0; l < tg.wave; l++ {
							w.SetLane(1, l, c.vaddr(l))
							w.SetLane(2, l, c.data(l))
							w.SetLane(3, l, ^c.data(l))
							a := base + uint64(c.vaddr(l))
							w.SetLane(6, l, uint32(a))
							w.SetLane(7, l, uint32(a>>32))
						}
						w.SetExec(mk.m)
						if err := s.Run(w); err != nil {
							t.Fatalf("exec %s: %v", mk.name, err)
						}
						off := c.off
						fill := uint64(semFill) & (1<<(8*uint(c.size)) - 1)
						if c.size == 8 {
							fill = uint64(semFill)<<32 | semFill
						}
						semCheckStore(t, s, mk.m, tg.wave,
							func(l int) uint64 { return base + off + uint64(c.vaddr(l)) }, c.size, c.want, fill)
					}
				})
			}
		})
	}
}

// A lane whose exec bit is off does not access memory, so a garbage address
// there is no fault; an active lane's unmapped address is an error that
// names the lane and the address.
func TestSemMemGlobalFaults(t *testing.T) {
	cases := []struct {
		name, asm, asm11 string
		bad              uint32 // vaddr offset of the bad lane (s[0:1] = buf)
		wantAddr         string
	}{
		{name: "load", asm: "global_load_dword v3, v1, s[0:1]", asm11: "global_load_b32 v3, v1, s[0:1]",
			bad: 0x100000, wantAddr: "0x110000"},
		{name: "store", asm: "global_store_dword v1, v2, s[0:1] offset:16", asm11: "global_store_b32 v1, v2, s[0:1] offset:16",
			bad: 0x7fff0000, wantAddr: "0x80000010"},
		{name: "atomic", asm: "global_atomic_add v1, v2, s[0:1]", asm11: "global_atomic_add_u32 v1, v2, s[0:1]",
			bad: 0x2000, wantAddr: "0x12000"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range semAllTargets {
				t.Run(tg.String(), func(t *testing.T) {
					asm := semPick(tg, c.asm, "", c.asm11)
					badLane := 5
					if tg.wave == 64 {
						badLane = 37
					}
					run := func(exec uint64) error {
						s := semSnippet(t, tg, asm)
						w := s.NewWave()
						semSetupGlobal(t, s, w)
						for l := 0; l < tg.wave; l++ {
							w.SetLane(1, l, uint32(l)*4)
							w.SetLane(2, l, 1)
							w.SetLane(3, l, semSentinel(3, l))
						}
						w.SetLane(1, badLane, c.bad)
						w.SetExec(exec)
						return s.Run(w)
					}
					full := ^uint64(0) >> (64 - tg.wave)
					if err := run(full &^ (1 << uint(badLane))); err != nil {
						t.Errorf("bad address only in an inactive lane: %v", err)
					}
					err := run(full)
					if err == nil {
						t.Fatalf("unmapped access in active lane %d: no error", badLane)
					}
					msg := err.Error()
					if lane := "lane " + strconv.Itoa(badLane); !strings.Contains(msg, lane) {
						t.Errorf("error %q does not name %q", msg, lane)
					}
					if !strings.Contains(msg, c.wantAddr) {
						t.Errorf("error %q does not name address %s", msg, c.wantAddr)
					}
				})
			}
		})
	}
}

// semAtomicCase runs an atomic with per-lane addresses: lane l owns the
// dword at slot(l); its row gives the value there before, the data operand
// and the value after. With a return the lane gets the value before.
type semAtomicCase struct {
	name, asm, asm9, asm11 string
	lds                    bool // LDS instead of global memory
	rtn                    bool
	rows                   [][3]uint32 // before, data, after
	targets                []semTarget // nil: semAllTargets
}

func semRunAtomics(t *testing.T, cases []semAtomicCase) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			targets := c.targets
			if targets == nil {
				targets = semAllTargets
			}
			for _, tg := range targets {
				t.Run(tg.String(), func(t *testing.T) {
					asm := semPick(tg, c.asm, c.asm9, c.asm11)
					for _, mk := range semMasks(tg.wave) {
						s := semSnippet(t, tg, asm)
						w := s.NewWave()
						semSetupGlobal(t, s, w)
						lds := s.LDSBytes()
						slot := func(l int) uint64 { return 0x800 + 4*uint64(l) }
						for l := 0; l < tg.wave; l++ {
							r := c.rows[semRowOf(l, len(c.rows))]
							w.SetLane(1, l, uint32(slot(l)))
							w.SetLane(2, l, r[1])
							w.SetLane(3, l, semSentinel(3, l))
							if c.lds {
								semPut32(lds, slot(l), r[0])
							} else if err := s.Mem().Write32(semBuf+slot(l), r[0]); err != nil {
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
							active := mk.m>>uint(l)&1 != 0
							var got uint32
							if c.lds {
								got = semGet32(lds, slot(l))
							} else {
								got = semRead32(t, s, semBuf+slot(l))
							}
							wantMem, wantRet := r[0], semSentinel(3, l)
							if active {
								wantMem = r[2]
								if c.rtn {
									wantRet = r[0]
								}
							}
							if got != wantMem {
								t.Errorf("exec %s lane %d: memory = %#x, want %#x", mk.name, l, got, wantMem)
								bad++
							}
							if ret := w.Lane(3, l); ret != wantRet {
								t.Errorf("exec %s lane %d: v3 = %#x, want %#x", mk.name, l, ret, wantRet)
								bad++
							}
						}
					}
				})
			}
		})
	}
}

func semPut32(b []byte, a uint64, v uint32) {
	b[a], b[a+1], b[a+2], b[a+3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
}

func semGet32(b []byte, a uint64) uint32 {
	return uint32(b[a]) | uint32(b[a+1])<<8 | uint32(b[a+2])<<16 | uint32(b[a+3])<<24
}

func TestSemMemAtomic(t *testing.T) {
	addRows := [][3]uint32{{1, 0x1000, 0x1001}, {0xffffffff, 1, 0}, {0x7fffffff, 1, 0x80000000}, {5, 0, 5}}
	semRunAtomics(t, []semAtomicCase{
		{name: "global_add_return", rtn: true, rows: addRows,
			asm: "global_atomic_add v3, v1, v2, s[0:1] glc", asm11: "global_atomic_add_u32 v3, v1, v2, s[0:1] glc"},
		{name: "global_add_no_return", rows: addRows,
			asm: "global_atomic_add v1, v2, s[0:1]", asm11: "global_atomic_add_u32 v1, v2, s[0:1]"},
		{name: "global_umax_return", rtn: true, rows: [][3]uint32{{0x80000000, 1, 0x80000000}, {1, 0x80000000, 0x80000000}},
			asm: "global_atomic_umax v3, v1, v2, s[0:1] glc", asm11: "global_atomic_max_u32 v3, v1, v2, s[0:1] glc"},
		{name: "global_smin_return", rtn: true, rows: [][3]uint32{{0x80000000, 1, 0x80000000}, {1, 0x80000000, 0x80000000}, {5, 0xffffffff, 0xffffffff}},
			asm: "global_atomic_smin v3, v1, v2, s[0:1] glc", asm11: "global_atomic_min_i32 v3, v1, v2, s[0:1] glc"},
		{name: "global_swap_return", rtn: true, rows: [][3]uint32{{7, 9, 9}, {0xffffffff, 0, 0}},
			asm: "global_atomic_swap v3, v1, v2, s[0:1] glc", asm11: "global_atomic_swap_b32 v3, v1, v2, s[0:1] glc"},
		{name: "ds_add_return", lds: true, rtn: true, rows: addRows,
			asm: "ds_add_rtn_u32 v3, v1, v2"},
		{name: "ds_add_no_return", lds: true, rows: addRows,
			asm: "ds_add_u32 v1, v2"},
		{name: "ds_max_i32_return", lds: true, rtn: true, rows: [][3]uint32{{0x80000000, 1, 1}, {1, 0x80000000, 1}, {0xfffffffe, 0xffffffff, 0xffffffff}},
			asm: "ds_max_rtn_i32 v3, v1, v2"},
		// inc wraps to 0 once old >= data; dec reloads data when old is 0 or > data
		{name: "ds_inc_dec_return", lds: true, rtn: true, rows: [][3]uint32{{3, 5, 4}, {5, 5, 0}, {9, 5, 0}},
			asm: "ds_inc_rtn_u32 v3, v1, v2"},
	})
	// global_atomic_cmpswap: data is {new, compare}.
	t.Run("global_cmpswap_return", func(t *testing.T) {
		for _, tg := range semAllTargets {
			t.Run(tg.String(), func(t *testing.T) {
				asm := "global_atomic_cmpswap v3, v1, v[4:5], s[0:1] glc"
				if tg.gfx11() {
					asm = "global_atomic_cmpswap_b32 v3, v1, v[4:5], s[0:1] glc"
				}
				s := semSnippet(t, tg, asm)
				w := s.NewWave()
				semSetupGlobal(t, s, w)
				// lane l: memory 100+l; compare with 100+l on even lanes (swap),
				// with 0 on odd lanes (no swap).
				for l := 0; l < tg.wave; l++ {
					_ = s.Mem().Write32(semBuf+0x800+4*uint64(l), 100+uint32(l))
					w.SetLane(1, l, 0x800+4*uint32(l))
					w.SetLane(4, l, 0xabc00000+uint32(l))
					cmp := uint32(0)
					if l%2 == 0 {
						cmp = 100 + uint32(l)
					}
					w.SetLane(5, l, cmp)
					w.SetLane(3, l, semSentinel(3, l))
				}
				exec := uint64(0x3333333333333333) & (^uint64(0) >> (64 - tg.wave))
				w.SetExec(exec)
				if err := s.Run(w); err != nil {
					t.Fatal(err)
				}
				for l := 0; l < tg.wave; l++ {
					got := semRead32(t, s, semBuf+0x800+4*uint64(l))
					wantMem, wantRet := 100+uint32(l), semSentinel(3, l)
					if exec>>uint(l)&1 != 0 {
						wantRet = 100 + uint32(l)
						if l%2 == 0 {
							wantMem = 0xabc00000 + uint32(l)
						}
					}
					if got != wantMem || w.Lane(3, l) != wantRet {
						t.Errorf("lane %d: memory %#x v3 %#x, want %#x %#x", l, got, w.Lane(3, l), wantMem, wantRet)
					}
				}
			})
		}
	})
	// All active lanes add to one LDS or global dword: the total is the sum
	// over the active lanes whatever the order.
	sums := map[string]uint32{
		"w32/alt": 256, "w32/full": 528, "w32/upper16": 392, "w32/none": 0, // odd numbers 1..31 sum to 256; 17..32 sum to 392
		"w64/alt": 1024, "w64/full": 2080, "w64/upper32": 1552, "w64/none": 0, // 33..64 sum to 1552
	}
	for _, c := range []struct{ name, asm, asm11 string }{
		{"global_add_same_address", "global_atomic_add v1, v2, s[0:1] offset:64", "global_atomic_add_u32 v1, v2, s[0:1] offset:64"},
		{"ds_add_same_address", "ds_add_u32 v1, v2 offset:64", "ds_add_u32 v1, v2 offset:64"},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range semAllTargets {
				t.Run(tg.String(), func(t *testing.T) {
					asm := semPick(tg, c.asm, "", c.asm11)
					for _, mk := range semMasks(tg.wave) {
						s := semSnippet(t, tg, asm)
						w := s.NewWave()
						semSetupGlobal(t, s, w)
						_ = s.Mem().Write32(semBuf+64, 1000)
						semPut32(s.LDSBytes(), 64, 1000)
						for l := 0; l < tg.wave; l++ {
							w.SetLane(1, l, 0)
							w.SetLane(2, l, uint32(l)+1) // lane l adds l+1
						}
						w.SetExec(mk.m)
						if err := s.Run(w); err != nil {
							t.Fatal(err)
						}
						key := "w32/" + mk.name
						if tg.wave == 64 {
							key = "w64/" + mk.name
						}
						got := semRead32(t, s, semBuf+64)
						if strings.HasPrefix(c.name, "ds") {
							got = semGet32(s.LDSBytes(), 64)
						}
						if want := 1000 + sums[key]; got != want {
							t.Errorf("exec %s: total = %d, want %d", mk.name, got, want)
						}
					}
				})
			}
		})
	}
}

// Buffer accesses through a V#: s[4:7] = {base lo, base hi | stride 0 << 16,
// num_records = 64 bytes, format word}. Offsets at or past num_records are
// out of range: loads return 0, stores are dropped.
func semSetupBuffer(t *testing.T, s *sim.Snippet, w *sim.Wave) {
	semMapBuffers(t, s)
	w.S[4], w.S[5], w.S[6] = semBuf, 0, 64
	w.S[7] = 0x31014000 // gfx10 raw-buffer format word; gfx900 reads it as data/num format only
	w.S[8] = 8          // soffset
	w.S[9] = 0
}

func TestSemMemBuffer(t *testing.T) {
	bl := func(name, asm, asm11 string, rows [][]uint32) semLane {
		return semLane{name: name, asm: asm, asm11: asm11, in: []int{1}, out: []int{3}, setup: semSetupBuffer, rows: rows}
	}
	semRunLanes(t, []semLane{
		// rows: voffset → loaded value
		bl("load_offen", "buffer_load_dword v3, v1, s[4:7], 0 offen", "buffer_load_b32 v3, v1, s[4:7], 0 offen", [][]uint32{
			{0, 0x11223344},
			{12, 0x7f80ff01},
			{60, semFill}, // last dword in range
			{64, 0},       // at num_records: out of range
			{0x1000, 0},   // past the mapped page too: still just 0
			{0xfffffffc, 0},
		}),
		bl("load_offen_imm_offset", "buffer_load_dword v3, v1, s[4:7], 0 offen offset:4", "buffer_load_b32 v3, v1, s[4:7], 0 offen offset:4", [][]uint32{
			{0, 0x8899aabb},
			{56, semFill},
			{60, 0},
		}),
		// soffset adds to the address; these rows stay in range either way.
		bl("load_offen_soffset", "buffer_load_dword v3, v1, s[4:7], s8 offen", "buffer_load_b32 v3, v1, s[4:7], s8 offen", [][]uint32{
			{0, 0xdeadbeef},
			{4, 0x7f80ff01},
			{48, semFill},
		}),
		bl("load_sbyte_offen", "buffer_load_sbyte v3, v1, s[4:7], 0 offen", "buffer_load_i8 v3, v1, s[4:7], 0 offen", [][]uint32{
			{14, 0xffffff80},
			{15, 0x7f},
			{100, 0},
		}),
		bl("load_ushort_offen", "buffer_load_ushort v3, v1, s[4:7], 0 offen", "buffer_load_u16 v3, v1, s[4:7], 0 offen", [][]uint32{
			{6, 0x8899},
			{200, 0},
		}),
		{name: "load_no_vaddr", asm: "buffer_load_dword v3, off, s[4:7], 0 offset:8", asm11: "buffer_load_b32 v3, off, s[4:7], 0 offset:8",
			out: []int{3}, setup: semSetupBuffer, rows: [][]uint32{{0xdeadbeef}}},
		{name: "load_dwordx2_offen", asm: "buffer_load_dwordx2 v[4:5], v1, s[4:7], 0 offen", asm11: "buffer_load_b64 v[4:5], v1, s[4:7], 0 offen",
			in: []int{1}, out: []int{4, 5}, setup: semSetupBuffer, rows: [][]uint32{
				{0, 0x11223344, 0x8899aabb},
				{8, 0xdeadbeef, 0x7f80ff01},
				{64, 0, 0},
			}},
	})
	// Structured buffer: stride 8, num_records 4 records; with idxen the
	// range check is on the index (OOB_SELECT 1 on GFX10+: index only).
	idx := func(t *testing.T, s *sim.Snippet, w *sim.Wave) {
		semMapBuffers(t, s)
		w.S[4], w.S[5], w.S[6], w.S[7] = semBuf, 8<<16, 4, 0x11014000
		if s.Prog.Arch.Name == "gfx900" {
			w.S[7] = 0x00027000
		}
	}
	semRunLanes(t, []semLane{
		// rows: index → value at base + 8*index + 4
		{name: "load_idxen_stride8", asm: "buffer_load_dword v3, v1, s[4:7], 0 idxen offset:4",
			asm11: "buffer_load_b32 v3, v1, s[4:7], 0 idxen offset:4",
			in:    []int{1}, out: []int{3}, setup: idx, rows: [][]uint32{
				{0, 0x8899aabb},
				{1, 0x7f80ff01},
				{3, semFill},
				{4, 0},   // index == num_records: out of range
				{100, 0}, // far out: no fault, just 0
			}},
	})
	// Stores: lane l writes 0xb0000000+l at voffset 4*l; num_records 64
	// keeps lanes 0..15 in range, the others are dropped.
	t.Run("store_offen_range", func(t *testing.T) {
		for _, tg := range semAllTargets {
			t.Run(tg.String(), func(t *testing.T) {
				asm := "buffer_store_dword v2, v1, s[4:7], 0 offen offset:0"
				if tg.gfx11() {
					asm = "buffer_store_b32 v2, v1, s[4:7], 0 offen offset:0"
				}
				for _, mk := range semMasks(tg.wave) {
					s := semSnippet(t, tg, asm)
					w := s.NewWave()
					semSetupBuffer(t, s, w)
					for l := 0; l < tg.wave; l++ {
						w.SetLane(1, l, 4*uint32(l))
						w.SetLane(2, l, 0xb0000000+uint32(l))
					}
					w.SetExec(mk.m)
					if err := s.Run(w); err != nil {
						t.Fatalf("exec %s: %v", mk.name, err)
					}
					for l := 0; l < tg.wave; l++ {
						got := semRead32(t, s, semBuf+4*uint64(l))
						want := uint32(semFill)
						if l < len(semBufWords) {
							want = semBufWords[l]
						}
						if l < 16 && mk.m>>uint(l)&1 != 0 {
							want = 0xb0000000 + uint32(l)
						}
						if got != want {
							t.Errorf("exec %s lane %d: memory = %#x, want %#x", mk.name, l, got, want)
						}
					}
				}
			})
		}
	})
}

// LDS: 64 KiB, byte addresses. LDS at 0x40 holds semBufWords; 0x140 holds
// 0xcafef00d; everything else the byte 0x5a.
func semSetupLDS(t *testing.T, s *sim.Snippet, w *sim.Wave) {
	lds := s.LDSBytes()
	for i := range lds {
		lds[i] = semLDSFill
	}
	for i, v := range semBufWords {
		semPut32(lds, 0x40+4*uint64(i), v)
	}
	semPut32(lds, 0x140, 0xcafef00d)
}

func TestSemMemLDSRead(t *testing.T) {
	rd := func(name, asm, asm11 string, out []int, rows [][]uint32) semLane {
		return semLane{name: name, asm: asm, asm11: asm11, in: []int{1}, out: out, setup: semSetupLDS, rows: rows}
	}
	semRunLanes(t, []semLane{
		rd("b32", "ds_read_b32 v3, v1", "ds_load_b32 v3, v1", []int{3}, [][]uint32{
			{0x40, 0x11223344}, {0x4c, 0x7f80ff01}, {0x140, 0xcafef00d}, {0x1000, 0x5a5a5a5a},
		}),
		rd("b32_offset", "ds_read_b32 v3, v1 offset:8", "ds_load_b32 v3, v1 offset:8", []int{3}, [][]uint32{
			{0x40, 0xdeadbeef}, {0x138, 0xcafef00d},
		}),
		rd("u8_i8", "ds_read_u8 v3, v1\nds_read_i8 v4, v1", "ds_load_u8 v3, v1\nds_load_i8 v4, v1", []int{3, 4}, [][]uint32{
			{0x40, 0x44, 0x44}, {0x44, 0xbb, 0xffffffbb}, {0x4e, 0x80, 0xffffff80}, {0x4f, 0x7f, 0x7f},
		}),
		rd("u16_i16", "ds_read_u16 v3, v1\nds_read_i16 v4, v1", "ds_load_u16 v3, v1\nds_load_i16 v4, v1", []int{3, 4}, [][]uint32{
			{0x40, 0x3344, 0x3344}, {0x46, 0x8899, 0xffff8899}, {0x4c, 0xff01, 0xffffff01},
		}),
		rd("b64", "ds_read_b64 v[4:5], v1", "ds_load_b64 v[4:5], v1", []int{4, 5}, [][]uint32{
			{0x40, 0x11223344, 0x8899aabb}, {0x48, 0xdeadbeef, 0x7f80ff01},
		}),
		// offsets of read2 count in elements: 4 bytes for _b32
		rd("read2_b32", "ds_read2_b32 v[4:5], v1 offset0:1 offset1:3", "ds_load_2addr_b32 v[4:5], v1 offset0:1 offset1:3", []int{4, 5}, [][]uint32{
			{0x40, 0x8899aabb, 0x7f80ff01}, {0x3c, 0x11223344, 0xdeadbeef},
		}),
		// st64: elements of 64 dwords (256 bytes)
		rd("read2st64_b32", "ds_read2st64_b32 v[4:5], v1 offset1:1", "ds_load_2addr_stride64_b32 v[4:5], v1 offset1:1", []int{4, 5}, [][]uint32{
			{0x40, 0x11223344, 0xcafef00d},
		}),
		// _b64: offsets in units of 8 bytes, two dword pairs
		rd("read2_b64", "ds_read2_b64 v[4:7], v1 offset1:1", "ds_load_2addr_b64 v[4:7], v1 offset1:1", []int{4, 5, 6, 7}, [][]uint32{
			{0x40, 0x11223344, 0x8899aabb, 0xdeadbeef, 0x7f80ff01},
		}),
	})
}

func TestSemMemLDSWrite(t *testing.T) {
	type wr struct {
		name, asm, asm11 string
		addr             func(l int) uint32 // v1
		// want(l) lists (byte address, size, value) written by an active lane
		want func(l int) [][3]uint64
	}
	cases := []wr{
		{name: "b32_offset", asm: "ds_write_b32 v1, v2 offset:16", asm11: "ds_store_b32 v1, v2 offset:16",
			addr: func(l int) uint32 { return 0x200 + 4*uint32(l) },
			want: func(l int) [][3]uint64 { return [][3]uint64{{0x210 + 4*uint64(l), 4, 0xa0000000 + uint64(l)}} }},
		{name: "b8", asm: "ds_write_b8 v1, v2", asm11: "ds_store_b8 v1, v2",
			addr: func(l int) uint32 { return 0x400 + uint32(l) },
			want: func(l int) [][3]uint64 { return [][3]uint64{{0x400 + uint64(l), 1, uint64(l)}} }},
		{name: "b16", asm: "ds_write_b16 v1, v2", asm11: "ds_store_b16 v1, v2",
			addr: func(l int) uint32 { return 0x500 + 2*uint32(l) },
			want: func(l int) [][3]uint64 { return [][3]uint64{{0x500 + 2*uint64(l), 2, uint64(l)}} }},
		// write2: offsets in dwords, v2 to addr+4*2, v3 to addr+4*5
		{name: "write2_b32", asm: "ds_write2_b32 v1, v2, v3 offset0:2 offset1:5", asm11: "ds_store_2addr_b32 v1, v2, v3 offset0:2 offset1:5",
			addr: func(l int) uint32 { return 0x1000 + 32*uint32(l) },
			want: func(l int) [][3]uint64 {
				return [][3]uint64{{0x1008 + 32*uint64(l), 4, 0xa0000000 + uint64(l)}, {0x1014 + 32*uint64(l), 4, 0x0b000000 + uint64(l)}}
			}},
		// write2st64: v3 lands 256 bytes above v2
		{name: "write2st64_b32", asm: "ds_write2st64_b32 v1, v2, v3 offset1:1", asm11: "ds_store_2addr_stride64_b32 v1, v2, v3 offset1:1",
			addr: func(l int) uint32 { return 0x2000 + 4*uint32(l) },
			want: func(l int) [][3]uint64 {
				return [][3]uint64{{0x2000 + 4*uint64(l), 4, 0xa0000000 + uint64(l)}, {0x2100 + 4*uint64(l), 4, 0x0b000000 + uint64(l)}}
			}},
		{name: "b64", asm: "ds_write_b64 v1, v[2:3]", asm11: "ds_store_b64 v1, v[2:3]",
			addr: func(l int) uint32 { return 0x3000 + 8*uint32(l) },
			want: func(l int) [][3]uint64 {
				return [][3]uint64{{0x3000 + 8*uint64(l), 8, 0x0b000000_a0000000 + uint64(l)<<32 + uint64(l)}}
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range semAllTargets {
				t.Run(tg.String(), func(t *testing.T) {
					asm := semPick(tg, c.asm, "", c.asm11)
					for _, mk := range semMasks(tg.wave) {
						s := semSnippet(t, tg, asm)
						w := s.NewWave()
						semSetupLDS(t, s, w)
						for l := 0; l < tg.wave; l++ {
							w.SetLane(1, l, c.addr(l))
							w.SetLane(2, l, 0xa0000000+uint32(l))
							w.SetLane(3, l, 0x0b000000+uint32(l))
						}
						w.SetExec(mk.m)
						if err := s.Run(w); err != nil {
							t.Fatalf("exec %s: %v", mk.name, err)
						}
						lds := s.LDSBytes()
						bad := 0
						for l := 0; l < tg.wave && bad < 8; l++ {
							for _, wv := range c.want(l) {
								var got uint64
								for i := int(wv[1]) - 1; i >= 0; i-- {
									got = got<<8 | uint64(lds[wv[0]+uint64(i)])
								}
								want := wv[2]
								if mk.m>>uint(l)&1 == 0 {
									want = 0
									for i := uint64(0); i < wv[1]; i++ {
										want = want<<8 | uint64(semLDSFill)
									}
								}
								if got != want {
									t.Errorf("exec %s lane %d: LDS[%#x] = %#x, want %#x", mk.name, l, wv[0], got, want)
									bad++
								}
							}
						}
					}
				})
			}
		})
	}
}

// An LDS access past the 64 KiB is a fault naming the lane.
func TestSemMemLDSFault(t *testing.T) {
	for _, tg := range semAllTargets {
		t.Run(tg.String(), func(t *testing.T) {
			asm := "ds_read_b32 v3, v1 offset:4"
			if tg.gfx11() {
				asm = "ds_load_b32 v3, v1 offset:4"
			}
			s := semSnippet(t, tg, asm)
			w := s.NewWave()
			bad := 9
			w.SetLane(1, bad, 0xfffc) // 0xfffc + 4 = 0x10000: just past the end
			w.SetExec(^uint64(0) >> (64 - tg.wave))
			err := s.Run(w)
			if err == nil {
				t.Fatal("LDS access past 64 KiB: no error")
			}
			if !strings.Contains(err.Error(), "lane 9") || !strings.Contains(err.Error(), "0x10000") {
				t.Errorf("error %q does not name lane 9 and address 0x10000", err)
			}
		})
	}
}
