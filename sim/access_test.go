package sim_test

import (
	"fmt"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// accLog is an observer that keeps a copy of what each instruction
// recorded, seen at Retire as the timing model sees it.
type accLog struct {
	m   *sim.Machine
	got []sim.Accesses
}

func (o *accLog) Issue(*sim.Wave, int) error { return nil }
func (o *accLog) Retire(*sim.Wave, int) {
	a := o.m.Accesses()
	o.got = append(o.got, *a)
	a.N = 0 // the reader empties the record, as the timing model does
}

// accEntry is one recorded place: lane, address, bytes, space.
type accEntry struct {
	lane  int
	addr  uint64
	size  int
	space uint8
}

func (e accEntry) String() string {
	return fmt.Sprintf("{lane %d %#x %dB %s}", e.lane, e.addr, e.size, [...]string{"global", "lds", "scalar"}[e.space])
}

const (
	accScratch       = 0x40000 // flat_scratch base of the scratch cases
	accG, accL, accS = sim.SpaceGlobal, sim.SpaceLDS, sim.SpaceScalar
)

// accSetup maps the buffers (semBuf and its neighbours), a scratch region
// at accScratch, points s[0:1] at semBuf, s[4:7] at a V# of 64 bytes
// there with soffset s8 = 8, and flat_scratch at accScratch.
func accSetup(t *testing.T, s *sim.Snippet, w *sim.Wave) {
	semSetupBuffer(t, s, w)
	w.S[0], w.S[1] = semBuf, 0
	if err := s.Mem().Map("scratch", accScratch, 0x10000); err != nil {
		t.Fatal(err)
	}
	w.S[isa.SlotFlatScLo], w.S[isa.SlotFlatScHi] = accScratch, 0
	s.LDSBytes()
}

// Each memory instruction records, in lane order, the places its active
// lanes touched; an inactive lane records nothing. The lanes' address
// registers are given per lane (lane → value), every lane not listed
// holds 0x800 (an address no wanted entry has), so an inactive lane that
// recorded would show.
func TestAccessesRecordLanes(t *testing.T) {
	type vset struct {
		reg  int
		vals map[int]uint32
	}
	cases := []struct {
		name, arch string
		wave       int
		asm        string
		exec       uint64
		regs       []vset
		want       []accEntry
	}{
		{
			// The dword fast path: lanes 0, 2, 5, 7 of 8, addresses
			// falling while lanes rise, so the order is the lanes'.
			name: "global_dword_partial_exec", arch: "gfx1030", wave: 32,
			asm: "global_load_dword v3, v1, s[0:1]", exec: 0b1010_0101,
			regs: []vset{{1, map[int]uint32{0: 0x100, 1: 0xfc, 2: 0xf8, 3: 0xf4, 4: 0xf0, 5: 0xec, 6: 0xe8, 7: 0xe4}}},
			want: []accEntry{{0, semBuf + 0x100, 4, accG}, {2, semBuf + 0xf8, 4, accG}, {5, semBuf + 0xec, 4, accG}, {7, semBuf + 0xe4, 4, accG}},
		},
		{
			// wave64: lanes 0, 40 and 63, offset added.
			name: "global_dword_wave64_high_lanes", arch: "gfx900", wave: 64,
			asm: "global_load_dword v3, v1, s[0:1] offset:16", exec: 1<<63 | 1<<40 | 1,
			regs: []vset{{1, map[int]uint32{0: 0, 40: 0x40, 63: 0x3c}}},
			want: []accEntry{{0, semBuf + 0x10, 4, accG}, {40, semBuf + 0x50, 4, accG}, {63, semBuf + 0x4c, 4, accG}},
		},
		{
			name: "global_store_dword", arch: "gfx1030", wave: 32,
			asm: "global_store_dword v1, v2, s[0:1]", exec: 0b110,
			regs: []vset{{1, map[int]uint32{1: 0x20, 2: 0x24}}},
			want: []accEntry{{1, semBuf + 0x20, 4, accG}, {2, semBuf + 0x24, 4, accG}},
		},
		{
			// A byte load takes the generic path: one byte per lane.
			name: "global_ubyte", arch: "gfx1030", wave: 32,
			asm: "global_load_ubyte v3, v1, s[0:1]", exec: 0b11,
			regs: []vset{{1, map[int]uint32{0: 3, 1: 0x81}}},
			want: []accEntry{{0, semBuf + 3, 1, accG}, {1, semBuf + 0x81, 1, accG}},
		},
		{
			name: "global_b64", arch: "gfx1030", wave: 32,
			asm: "global_load_dwordx2 v[4:5], v1, s[0:1] offset:8", exec: 0b1001,
			regs: []vset{{1, map[int]uint32{0: 0x30, 3: 0x10}}},
			want: []accEntry{{0, semBuf + 0x38, 8, accG}, {3, semBuf + 0x18, 8, accG}},
		},
		{
			// A 64-bit address per lane, no SGPR base.
			name: "global_b128_vaddr64", arch: "gfx900", wave: 64,
			asm: "global_load_dwordx4 v[4:7], v[8:9], off", exec: 1<<33 | 1<<1,
			regs: []vset{{8, map[int]uint32{1: semBuf + 0x40, 33: semBuf + 0x200}}, {9, map[int]uint32{1: 0, 33: 0}}},
			want: []accEntry{{1, semBuf + 0x40, 16, accG}, {33, semBuf + 0x200, 16, accG}},
		},
		{
			// flat: lane 0 in the shared aperture (LDS at its low
			// dword), lane 1 global memory, lane 2 inactive.
			name: "flat_lds_aperture", arch: "gfx1030", wave: 32,
			asm: "flat_load_dword v4, v[6:7]", exec: 0b011,
			regs: []vset{{6, map[int]uint32{0: 0x44, 1: semBuf + 0x8, 2: 0x48}}, {7, map[int]uint32{0: sim.SharedAperture, 1: 0, 2: sim.SharedAperture}}},
			want: []accEntry{{0, 0x44, 4, accL}, {1, semBuf + 0x8, 4, accG}},
		},
		{
			// scratch, 8 bytes a lane: a dword entry each, dword i of
			// private offset o at base + (o/4 + i)*4*32 + 4*lane.
			name: "scratch_b64_wave32", arch: "gfx1030", wave: 32,
			asm: "scratch_load_dwordx2 v[4:5], v1, off", exec: 1<<3 | 1,
			regs: []vset{{1, map[int]uint32{0: 0, 3: 8}}},
			want: []accEntry{
				{0, accScratch, 4, accG}, {0, accScratch + 0x80, 4, accG},
				{3, accScratch + 0x10c, 4, accG}, {3, accScratch + 0x18c, 4, accG},
			},
		},
		{
			// wave64: a dword row is 256 bytes.
			name: "scratch_b64_wave64", arch: "gfx900", wave: 64,
			asm: "scratch_load_dwordx2 v[4:5], v1, off offset:4", exec: 1 << 10,
			regs: []vset{{1, map[int]uint32{10: 0}}},
			want: []accEntry{{10, accScratch + 0x100 + 40, 4, accG}, {10, accScratch + 0x200 + 40, 4, accG}},
		},
		{
			// MUBUF offen: base + soffset (8) + voffset + offset:4.
			name: "buffer_offen", arch: "gfx1030", wave: 32,
			asm: "buffer_load_dword v3, v1, s[4:7], s8 offen offset:4", exec: 0b101,
			regs: []vset{{1, map[int]uint32{0: 0, 2: 0x20}}},
			want: []accEntry{{0, semBuf + 12, 4, accG}, {2, semBuf + 0x2c, 4, accG}},
		},
		{
			name: "buffer_offen_b64", arch: "gfx900", wave: 64,
			asm: "buffer_load_dwordx2 v[4:5], v1, s[4:7], 0 offen", exec: 1 << 50,
			regs: []vset{{1, map[int]uint32{50: 0x18}}},
			want: []accEntry{{50, semBuf + 0x18, 8, accG}},
		},
		{
			// ds_read2: two entries a lane, offsets in dwords.
			name: "ds_read2_b32", arch: "gfx1030", wave: 32,
			asm: "ds_read2_b32 v[4:5], v1 offset0:1 offset1:8", exec: 0b110,
			regs: []vset{{1, map[int]uint32{0: 0x100, 1: 0x40, 2: 0x80}}},
			want: []accEntry{{1, 0x44, 4, accL}, {1, 0x60, 4, accL}, {2, 0x84, 4, accL}, {2, 0xa0, 4, accL}},
		},
		{
			// st64: offsets in units of 64 elements.
			name: "ds_read2st64_b64", arch: "gfx900", wave: 64,
			asm: "ds_read2st64_b64 v[4:7], v1 offset1:2", exec: 1 << 62,
			regs: []vset{{1, map[int]uint32{62: 0x10}}},
			want: []accEntry{{62, 0x10, 8, accL}, {62, 0x410, 8, accL}},
		},
		{
			name: "ds_write_b32", arch: "gfx1030", wave: 32,
			asm: "ds_write_b32 v1, v2 offset:4", exec: 0b1,
			regs: []vset{{1, map[int]uint32{0: 0x100}}},
			want: []accEntry{{0, 0x104, 4, accL}},
		},
		{
			// SMEM: one scalar entry for all its bytes (lane 0), whatever exec.
			name: "s_load_dwordx4", arch: "gfx1030", wave: 32,
			asm: "s_load_dwordx4 s[8:11], s[0:1], 0x10", exec: 0,
			want: []accEntry{{0, semBuf + 0x10, 16, accS}},
		},
		{name: "global_exec0", arch: "gfx1030", wave: 32, asm: "global_load_dword v3, v1, s[0:1]", exec: 0},
		{name: "global_b64_exec0", arch: "gfx900", wave: 64, asm: "global_load_dwordx2 v[4:5], v1, s[0:1]", exec: 0},
		{name: "ds_exec0", arch: "gfx1030", wave: 32, asm: "ds_read_b32 v3, v1", exec: 0},
		{name: "scratch_exec0", arch: "gfx1030", wave: 32, asm: "scratch_load_dword v3, v1, off", exec: 0},
		{name: "valu", arch: "gfx1030", wave: 32, asm: "v_mov_b32_e32 v3, v1", exec: 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := sim.NewSnippet(c.arch, c.wave, c.asm)
			if err != nil {
				t.Fatal(err)
			}
			log := &accLog{m: s.M}
			s.M.Observer = log
			s.M.RecordAccesses()
			w := s.NewWave()
			accSetup(t, s, w)
			for l := 0; l < c.wave; l++ {
				for _, r := range c.regs {
					w.SetLane(r.reg, l, 0x800)
				}
			}
			for _, r := range c.regs {
				for l, v := range r.vals {
					w.SetLane(r.reg, l, v)
				}
			}
			w.SetExec(c.exec)
			if err := s.Run(w); err != nil {
				t.Fatal(err)
			}
			if len(log.got) != 1 {
				t.Fatalf("%d instructions retired, want 1", len(log.got))
			}
			a := &log.got[0]
			var got []accEntry
			for i := 0; i < a.N; i++ {
				got = append(got, accEntry{int(a.Lane[i]), a.Addr[i], int(a.Size[i]), a.Space[i]})
			}
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("%s with exec %#x recorded\n  %v\nwant\n  %v", c.asm, c.exec, got, c.want)
			}
		})
	}
}

// Each instruction's record starts empty when its reader emptied the last
// one: a load after a load records only its own lanes, and an ALU
// instruction between them nothing.
func TestAccessesPerInstruction(t *testing.T) {
	s, err := sim.NewSnippet("gfx1030", 32, "global_load_dword v3, v1, s[0:1]\nv_mov_b32_e32 v2, v1\nglobal_load_dword v4, v1, s[0:1] offset:4")
	if err != nil {
		t.Fatal(err)
	}
	log := &accLog{m: s.M}
	s.M.Observer = log
	s.M.RecordAccesses()
	w := s.NewWave()
	accSetup(t, s, w)
	w.SetExec(0b11)
	w.SetLane(1, 1, 8)
	if err := s.Run(w); err != nil {
		t.Fatal(err)
	}
	want := []int{2, 0, 2}
	for i, a := range log.got {
		if a.N != want[i] {
			t.Errorf("instruction %d recorded %d places, want %d", i, a.N, want[i])
		}
	}
	if a := log.got[2]; a.Addr[0] != semBuf+4 || a.Addr[1] != semBuf+12 {
		t.Errorf("second load recorded %#x, %#x; want %#x, %#x", a.Addr[0], a.Addr[1], semBuf+4, semBuf+12)
	}
	if s2, _ := sim.NewSnippet("gfx1030", 32, "s_nop 0"); s2.M.Accesses() != nil {
		t.Errorf("a machine records before RecordAccesses")
	}
}
