package sim_test

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// semLaneFill puts 0x1000 + lane in v1 of every lane (distinct per lane).
func semLaneFill(w *sim.Wave, wave int) {
	for l := 0; l < wave; l++ {
		w.SetLane(1, l, 0x1000+uint32(l))
	}
}

// v_readlane_b32 reads the named lane whatever exec says (also when that
// lane, or every lane, is inactive). The lane select may be an inline
// constant, an SGPR or m0.
func TestSemLaneReadlane(t *testing.T) {
	cases := []struct {
		name    string
		asm     string
		sgpr    map[int]uint32
		exec64  uint64
		want64  uint32 // s0 on wave64
		exec32  uint64
		want32  uint32 // s0 on wave32
		targets []semTarget
	}{
		{name: "inline_lane_exec_zero", asm: "v_readlane_b32 s0, v1, 5",
			exec64: 0, want64: 0x1005, exec32: 0, want32: 0x1005},
		{name: "inactive_lane", asm: "v_readlane_b32 s0, v1, 31",
			exec64: 0x00000000_7fffffff, want64: 0x101f, exec32: 0x7fffffff, want32: 0x101f},
		{name: "sgpr_lane_upper_half", asm: "v_readlane_b32 s0, v1, s2", sgpr: map[int]uint32{2: 45},
			exec64: 0x00000000_ffffffff, want64: 0x102d, targets: semW64()},
		{name: "m0_lane", asm: "v_readlane_b32 s0, v1, m0", sgpr: map[int]uint32{isa.SlotM0: 63},
			exec64: 1, want64: 0x103f, targets: semW64()},
		{name: "m0_lane_w32", asm: "v_readlane_b32 s0, v1, m0", sgpr: map[int]uint32{isa.SlotM0: 17},
			exec32: 1, want32: 0x1011, targets: semW32()},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			targets := c.targets
			if targets == nil {
				targets = semAllTargets
			}
			for _, tg := range targets {
				t.Run(tg.String(), func(t *testing.T) {
					s := semSnippet(t, tg, c.asm)
					w := s.NewWave()
					semLaneFill(w, tg.wave)
					for k, v := range c.sgpr {
						w.S[k] = v
					}
					exec, want := c.exec64, c.want64
					if tg.wave == 32 {
						exec, want = c.exec32, c.want32
					}
					w.SetExec(exec)
					if err := s.Run(w); err != nil {
						t.Fatal(err)
					}
					if w.S[0] != want {
						t.Errorf("s0 = %#x, want %#x", w.S[0], want)
					}
					if w.Exec() != exec {
						t.Errorf("exec changed to %#x", w.Exec())
					}
				})
			}
		})
	}
}

// v_writelane_b32 writes one lane whatever exec says and leaves every other
// lane alone.
func TestSemLaneWritelane(t *testing.T) {
	cases := []struct {
		name    string
		asm     string
		sgpr    map[int]uint32
		exec    uint64
		lane    int
		targets []semTarget
	}{
		{name: "exec_zero", asm: "v_writelane_b32 v1, s0, 7", exec: 0, lane: 7},
		{name: "inactive_lane_sgpr_select", asm: "v_writelane_b32 v1, s0, s2", sgpr: map[int]uint32{2: 3},
			exec: 0x5555555555555555 &^ (1 << 3), lane: 3},
		{name: "upper_lane_m0", asm: "v_writelane_b32 v1, s0, m0", sgpr: map[int]uint32{isa.SlotM0: 62},
			exec: 0x1, lane: 62, targets: semW64()},
		{name: "inline_value", asm: "v_writelane_b32 v1, -1, 31", exec: 0xffffffff_00000000, lane: 31},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			targets := c.targets
			if targets == nil {
				targets = semAllTargets
			}
			for _, tg := range targets {
				t.Run(tg.String(), func(t *testing.T) {
					s := semSnippet(t, tg, c.asm)
					w := s.NewWave()
					semLaneFill(w, tg.wave)
					w.S[0] = 0xabcdef01
					for k, v := range c.sgpr {
						w.S[k] = v
					}
					exec := c.exec
					if tg.wave == 32 {
						exec = uint64(uint32(exec))
					}
					w.SetExec(exec)
					if err := s.Run(w); err != nil {
						t.Fatal(err)
					}
					val := uint32(0xabcdef01)
					if c.name == "inline_value" {
						val = 0xffffffff
					}
					for l := 0; l < tg.wave; l++ {
						want := 0x1000 + uint32(l)
						if l == c.lane {
							want = val
						}
						if got := w.Lane(1, l); got != want {
							t.Errorf("lane %d: v1 = %#x, want %#x", l, got, want)
						}
					}
				})
			}
		})
	}
}

// v_readfirstlane_b32 reads the lowest active lane, lane 0 when exec is 0.
func TestSemLaneReadfirstlane(t *testing.T) {
	cases := []struct {
		name    string
		exec    uint64
		want    uint32
		targets []semTarget
	}{
		{name: "lane0_active", exec: 0x5, want: 0x1000},
		{name: "lowest_of_several", exec: 0x1_00000108, want: 0x1003},
		{name: "only_lane31", exec: 0x80000000, want: 0x101f},
		{name: "upper_half_only", exec: 0x80002000_00000000, want: 0x102d, targets: semW64()},
		{name: "exec_zero_reads_lane0", exec: 0, want: 0x1000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			targets := c.targets
			if targets == nil {
				targets = semAllTargets
			}
			for _, tg := range targets {
				t.Run(tg.String(), func(t *testing.T) {
					s := semSnippet(t, tg, "v_readfirstlane_b32 s0, v1")
					w := s.NewWave()
					semLaneFill(w, tg.wave)
					exec := c.exec
					if tg.wave == 32 {
						exec = uint64(uint32(exec))
					}
					w.SetExec(exec)
					if err := s.Run(w); err != nil {
						t.Fatal(err)
					}
					if w.S[0] != c.want {
						t.Errorf("s0 = %#x, want %#x", w.S[0], c.want)
					}
				})
			}
		})
	}
}

// ds_bpermute_b32 v0, v1, v2: lane l reads v2 of lane (v1[l] + offset)/4,
// modulo the wave size; a source lane that is inactive gives 0, and inactive
// destination lanes keep v0. On RDNA wave64 only lanes within the same
// 32-lane half are used here (crossing halves is not pinned down).
func TestSemLaneBpermute(t *testing.T) {
	type bp struct {
		name    string
		asm     string
		addr    func(l int) uint32 // byte address per lane
		exec    uint64
		want    func(l int) uint32 // for active lanes
		targets []semTarget
	}
	val := func(l int) uint32 { return 0x2000 + uint32(l) }
	cases := []bp{
		// reverse within each group of 8: src = l ^ 7.
		{name: "xor7_full_exec", asm: "ds_bpermute_b32 v0, v1, v2",
			addr: func(l int) uint32 { return uint32(l^7) * 4 }, exec: ^uint64(0),
			want: func(l int) uint32 { return val(l ^ 7) }},
		// src = l ^ 1 with only even lanes active: every source is inactive → 0.
		{name: "inactive_sources_give_zero", asm: "ds_bpermute_b32 v0, v1, v2",
			addr: func(l int) uint32 { return uint32(l^1) * 4 }, exec: 0x5555555555555555,
			want: func(l int) uint32 { return 0 }},
		// src = l ^ 2 with lanes 0,2,4,... active: the sources are active too.
		{name: "active_sources_alt", asm: "ds_bpermute_b32 v0, v1, v2",
			addr: func(l int) uint32 { return uint32(l^2) * 4 }, exec: 0x5555555555555555,
			want: func(l int) uint32 { return val(l ^ 2) }},
		// broadcast of lane 3 through the instruction offset (addr 0 + 12).
		{name: "offset_broadcast", asm: "ds_bpermute_b32 v0, v1, v2 offset:12",
			addr: func(l int) uint32 { return 0 }, exec: 0x0000fff8,
			want: func(l int) uint32 { return val(3) }},
		// only the low bits of the address count: (l+1)*4 + 256 wraps on wave64.
		{name: "wraps_wave64_gfx9", asm: "ds_bpermute_b32 v0, v1, v2", targets: []semTarget{{"gfx900", 64}},
			addr: func(l int) uint32 { return uint32(l+1)*4 + 256 }, exec: ^uint64(0),
			want: func(l int) uint32 { return val((l + 1) % 64) }},
		{name: "cross_half_gfx9", asm: "ds_bpermute_b32 v0, v1, v2", targets: []semTarget{{"gfx900", 64}},
			addr: func(l int) uint32 { return uint32(63-l) * 4 }, exec: ^uint64(0),
			want: func(l int) uint32 { return val(63 - l) }},
		{name: "wraps_wave32", asm: "ds_bpermute_b32 v0, v1, v2", targets: semW32(),
			addr: func(l int) uint32 { return uint32(l+1) * 4 }, exec: 0xffffffff,
			want: func(l int) uint32 { return val((l + 1) % 32) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			targets := c.targets
			if targets == nil {
				targets = semAllTargets
			}
			for _, tg := range targets {
				t.Run(tg.String(), func(t *testing.T) {
					s := semSnippet(t, tg, c.asm)
					w := s.NewWave()
					for l := 0; l < tg.wave; l++ {
						w.SetLane(0, l, semSentinel(0, l))
						w.SetLane(1, l, c.addr(l))
						w.SetLane(2, l, val(l))
					}
					exec := c.exec & (^uint64(0) >> (64 - tg.wave))
					w.SetExec(exec)
					if err := s.Run(w); err != nil {
						t.Fatal(err)
					}
					for l := 0; l < tg.wave; l++ {
						want := semSentinel(0, l)
						if exec>>uint(l)&1 != 0 {
							want = c.want(l)
						}
						if got := w.Lane(0, l); got != want {
							t.Errorf("lane %d: v0 = %#x, want %#x", l, got, want)
						}
					}
				})
			}
		})
	}
}

// ds_swizzle_b32, written both as LLVM prints it (offset:swizzle(...)) and
// as the raw offset (llvm-mc encodes each pair identically). offset[15] = 1:
// quad permute, 2 bits of lane select per lane of the quad. offset[15] = 0:
// within 32 lanes, src = ((l & and_mask) | or_mask) ^ xor_mask (masks at
// [4:0], [9:5], [14:10]). Only active source lanes are read here.
func TestSemLaneSwizzle(t *testing.T) {
	val := func(l int) uint32 { return 0x3000 + uint32(l) }
	cases := []struct {
		name       string
		off, macro string
		exec       uint64
		src        func(l int) int
	}{
		// 3 | 2<<2 | 1<<4 | 0<<6 = 0x1b
		{name: "quad_reverse", off: "0x801b", macro: "swizzle(QUAD_PERM,3,2,1,0)", exec: ^uint64(0),
			src: func(l int) int { return (l &^ 3) + (3 - (l & 3)) }},
		{name: "quad_broadcast", off: "0x8000", macro: "swizzle(QUAD_PERM,0,0,0,0)", exec: ^uint64(0),
			src: func(l int) int { return l &^ 3 }},
		// and 0x1f, xor 0x10 → 0x1f | 0x10<<10 = 0x401f
		{name: "swap16", off: "0x401f", macro: "swizzle(SWAP,16)", exec: 0x00ff00ff_00ff00ff,
			src: func(l int) int { return l ^ 16 }},
		// and 0, or 5 → 5<<5 = 0xa0
		{name: "broadcast5", off: "0xa0", macro: "swizzle(BROADCAST,32,5)", exec: 0xf00000f0_0f0000f0,
			src: func(l int) int { return l&^31 | 5 }},
		// and 0x1f, xor 7 → 0x1f | 7<<10 = 0x1c1f
		{name: "reverse8", off: "0x1c1f", macro: "swizzle(REVERSE,8)", exec: 0xff00ff00_00ff00ff,
			src: func(l int) int { return l ^ 7 }},
		// "00p1i": and 0b00101, or 0b00010, xor 0b00001 → 0x5 | 0x2<<5 | 0x1<<10 = 0x445
		{name: "bitmask_perm", off: "0x445", macro: "swizzle(BITMASK_PERM,\"00p1i\")", exec: ^uint64(0),
			src: func(l int) int { return l&^31 | (l&5 | 2) ^ 1 }},
	}
	for _, c := range cases {
		for _, form := range []struct{ name, off string }{{"raw", c.off}, {"macro", c.macro}} {
			t.Run(c.name+"_"+form.name, func(t *testing.T) {
				for _, tg := range semAllTargets {
					t.Run(tg.String(), func(t *testing.T) {
						asm := "ds_swizzle_b32 v0, v1 offset:" + form.off
						s := semSnippet(t, tg, asm)
						w := s.NewWave()
						for l := 0; l < tg.wave; l++ {
							w.SetLane(0, l, semSentinel(0, l))
							w.SetLane(1, l, val(l))
						}
						exec := c.exec & (^uint64(0) >> (64 - tg.wave))
						w.SetExec(exec)
						if err := s.Run(w); err != nil {
							t.Fatal(err)
						}
						for l := 0; l < tg.wave; l++ {
							want := semSentinel(0, l)
							if exec>>uint(l)&1 != 0 {
								want = val(c.src(l))
							}
							if got := w.Lane(0, l); got != want {
								t.Errorf("lane %d: v0 = %#x, want %#x", l, got, want)
							}
						}
					})
				}
			})
		}
	}
}

func semW64() []semTarget {
	return []semTarget{{"gfx900", 64}, {"gfx1030", 64}, {"gfx1100", 64}}
}

func semW32() []semTarget {
	return []semTarget{{"gfx1010", 32}, {"gfx1030", 32}, {"gfx1100", 32}}
}
