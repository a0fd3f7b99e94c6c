package sim_test

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
)

// An SMEM load with an SGPR soffset and an offset:N modifier reads
// SGPR[base] + N + SGPR[soffset], each component's two low bits taken as
// zero (Vega ISA §7.2.1 "Scalar Memory Addressing", IMM = 1 and SOE = 1;
// RDNA3 ISA §8.1.1); for s_buffer_load the V#'s num_records bounds the sum
// of the offsets (dwords at or past it read 0). Memory holds 0x1000 + i at
// dword i of a region at 0x10000; the expected values are worked out by
// hand.
func TestSemSMEMSoffsetImm(t *testing.T) {
	const base = 0x10000
	for _, c := range []struct {
		arch, asm string
		soff      uint32
		want      []uint32
	}{
		{"gfx900", "s_load_dword s10, s[0:1], s2 offset:0x10", 8, []uint32{0x1006}},                  // 0x10 + 8 = dword 6
		{"gfx900", "s_load_dwordx2 s[10:11], s[0:1], s2 offset:0x0", 0x21, []uint32{0x1008, 0x1009}}, // 0x21: low bits ignored
		{"gfx900", "s_load_dword s10, s[0:1], s2 offset:-0x4", 0x20, []uint32{0x1007}},
		{"gfx900", "s_load_dword s10, s[0:1], s2 offset:0x13", 0x2, []uint32{0x1004}}, // 0x10 + 0 = dword 4
		{"gfx1030", "s_load_dword s10, s[0:1], s2 offset:0x10", 8, []uint32{0x1006}},
		{"gfx1030", "s_buffer_load_dwordx2 s[10:11], s[4:7], s2 offset:0x8", 4, []uint32{0x1003, 0}}, // num_records 16: dword 4 is out of range
		{"gfx1100", "s_buffer_load_b128 s[8:11], s[4:7], s12 offset:0x0", 4, []uint32{0x1001, 0x1002, 0x1003, 0}},
		{"gfx1100", "s_load_b64 s[10:11], s[0:1], s2 offset:0x40", 0x40, []uint32{0x1020, 0x1021}},
	} {
		t.Run(fmt.Sprintf("%s/%s", c.arch, c.asm), func(t *testing.T) {
			wave := 32
			if c.arch == "gfx900" {
				wave = 64
			}
			s, err := sim.NewSnippet(c.arch, wave, c.asm)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Mem().Map("buf", base, 0x1000); err != nil {
				t.Fatal(err)
			}
			var b [4]byte
			for i := 0; i < 0x400; i++ {
				binary.LittleEndian.PutUint32(b[:], 0x1000+uint32(i))
				if err := s.Mem().Write(base+uint64(4*i), b[:]); err != nil {
					t.Fatal(err)
				}
			}
			w := s.NewWave()
			w.S[0], w.S[1] = base, 0
			w.S[4], w.S[5], w.S[6], w.S[7] = base, 0, 16, 0 // V#: base, stride 0, num_records 16
			w.S[2], w.S[12] = c.soff, c.soff
			dst := 10
			if strings.Contains(c.asm, "s[8:11]") {
				dst = 8
			}
			if err := s.Run(w); err != nil {
				t.Fatal(err)
			}
			for i, want := range c.want {
				if got := w.S[dst+i]; got != want {
					t.Errorf("s%d = %#x, want %#x", dst+i, got, want)
				}
			}
		})
	}
	// A negative offset whose sum with soffset is negative is illegal.
	s, err := sim.NewSnippet("gfx900", 64, "s_load_dword s10, s[0:1], s2 offset:-0x8")
	if err != nil {
		t.Fatal(err)
	}
	w := s.NewWave()
	w.S[2] = 4
	if err := s.Run(w); err == nil || !strings.Contains(err.Error(), "negative") {
		t.Errorf("negative sum: %v, want an error", err)
	}
}
