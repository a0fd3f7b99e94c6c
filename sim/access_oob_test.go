package sim_test

import (
	"fmt"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// A buffer lane out of the V#'s range sends nothing to memory, so it
// records nothing (docs/reference/abi.md "Range checks"): with a stride
// of 0 a dword is out when offset + 4 > num_records (soffset takes no part
// in the check but adds to the address), with a stride a record index
// >= num_records is. A multi-dword lane with some dword in range is
// recorded whole; a format element is in or out as a whole. The V# is
// accSetup's (base semBuf, soffset s8 = 8) with num_records 20 bytes.
func TestAccessesOutOfRange(t *testing.T) {
	const recs = 20
	cases := []struct {
		name, arch string
		wave       int
		asm        string
		stride     uint32 // V# stride (0: a raw buffer, checked in bytes)
		format     *semFmt
		v1         map[int]uint32 // lane → v1; the active lanes
		want       []accEntry
	}{
		{
			// offset = v1 + 4: lanes 1 (4), 2 (16), 5 (12) in range;
			// 0 (24), 3 (20: its last byte is byte 23) and 4 out.
			name: "dword_soffset_offset", arch: "gfx1030", wave: 32,
			asm:  "buffer_load_dword v3, v1, s[4:7], s8 offen offset:4",
			v1:   map[int]uint32{0: 20, 1: 0, 2: 12, 3: 16, 4: 0xfffffffc, 5: 8},
			want: []accEntry{{1, semBuf + 8 + 4, 4, accG}, {2, semBuf + 8 + 16, 4, accG}, {5, semBuf + 8 + 12, 4, accG}},
		},
		{
			name: "dword_gfx900_high_lanes", arch: "gfx900", wave: 64,
			asm:  "buffer_load_dword v3, v1, s[4:7], 0 offen",
			v1:   map[int]uint32{7: 16, 40: 20, 63: 0},
			want: []accEntry{{7, semBuf + 16, 4, accG}, {63, semBuf, 4, accG}},
		},
		{
			// lane 0: dword 0 (16..19) in, dword 1 out: recorded whole;
			// lane 1 both out; lanes 2, 3 in.
			name: "b64_partly_out", arch: "gfx1030", wave: 32,
			asm:  "buffer_load_dwordx2 v[4:5], v1, s[4:7], 0 offen",
			v1:   map[int]uint32{0: 16, 1: 20, 2: 8, 3: 12},
			want: []accEntry{{0, semBuf + 16, 8, accG}, {2, semBuf + 8, 8, accG}, {3, semBuf + 12, 8, accG}},
		},
		{
			// four dwords: lane 0 two in, lane 1 none
			name: "b128_partly_out", arch: "gfx1030", wave: 32,
			asm:  "buffer_load_dwordx4 v[4:7], v1, s[4:7], 0 offen",
			v1:   map[int]uint32{0: 12, 1: 20},
			want: []accEntry{{0, semBuf + 12, 16, accG}},
		},
		{
			name: "store_dword", arch: "gfx1030", wave: 32,
			asm:  "buffer_store_dword v2, v1, s[4:7], 0 offen",
			v1:   map[int]uint32{0: 20, 1: 16},
			want: []accEntry{{1, semBuf + 16, 4, accG}},
		},
		{
			// stride 8: records 0 .. 19 in range; record 20 is not
			name: "idxen_strided", arch: "gfx1030", wave: 32,
			asm: "buffer_load_dword v3, v1, s[4:7], 0 idxen", stride: 8,
			v1:   map[int]uint32{0: 19, 1: 20, 2: 0},
			want: []accEntry{{0, semBuf + 19*8, 4, accG}, {2, semBuf, 4, accG}},
		},
		{
			name: "format_x", arch: "gfx1030", wave: 32,
			asm: "buffer_load_format_x v4, v1, s[4:7], 0 offen", format: &semFmt32Float,
			v1:   map[int]uint32{0: 16, 1: 20, 2: 0},
			want: []accEntry{{0, semBuf + 16, 4, accG}, {2, semBuf, 4, accG}},
		},
		{
			// an 8-byte element at 16: its first dword in range, the
			// element not: nothing, unlike the b64 load above
			name: "format_xy_element", arch: "gfx1030", wave: 32,
			asm: "buffer_load_format_xy v[4:5], v1, s[4:7], 0 offen", format: &semFmt32_32Float,
			v1:   map[int]uint32{0: 16, 1: 12},
			want: []accEntry{{1, semBuf + 12, 8, accG}},
		},
		{
			name: "format_x_gfx900", arch: "gfx900", wave: 64,
			asm: "buffer_load_format_x v4, v1, s[4:7], 0 offen", format: &semFmt32Float,
			v1:   map[int]uint32{0: 20, 33: 16},
			want: []accEntry{{33, semBuf + 16, 4, accG}},
		},
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
			if c.format != nil {
				// the format in word 3 as semFmtBufferSetup puts it
				n := c.format.num(s.Prog.Arch)
				w.S[7] = n << 12
				if s.Prog.Arch.Gen < isa.GFX10 {
					w.S[7] = (n&15)<<15 | (n>>4)<<12
				}
			}
			w.S[5] |= c.stride << 16
			w.S[6] = recs
			var exec uint64
			for l := 0; l < c.wave; l++ {
				w.SetLane(1, l, 0x800)
			}
			for l, v := range c.v1 {
				w.SetLane(1, l, v)
				exec |= 1 << uint(l)
			}
			w.SetExec(exec)
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
				t.Errorf("%s, num_records %d, v1 %v recorded\n  %v\nwant\n  %v", c.asm, recs, c.v1, got, c.want)
			}
		})
	}
}
