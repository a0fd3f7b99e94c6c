package sim_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// semFmt is one data format's number on each generation: GFX9's data
// format | number format << 4 (Vega ISA guide: DATA_FORMAT 4 = 32, 11 =
// 32_32, 13 = 32_32_32, 14 = 32_32_32_32, 2 = 16; NUM_FORMAT 4 = UINT, 5 =
// SINT, 7 = FLOAT) and the unified format of GFX10 and of GFX11 (LLVM's
// UfmtGFX10 and UfmtGFX11 enums in SIDefines.h).
type semFmt struct{ g9, g10, g11 uint32 }

var (
	semFmt32Float     = semFmt{4 | 7<<4, 22, 22}
	semFmt32Sint      = semFmt{4 | 5<<4, 21, 21}
	semFmt32_32Float  = semFmt{11 | 7<<4, 64, 50}
	semFmt32x3Uint    = semFmt{13 | 4<<4, 72, 58}
	semFmt32x4Sint    = semFmt{14 | 5<<4, 76, 62}
	semFmt16_16Unorm  = semFmt{5 | 0<<4, 23, 23}
	semFmt10x3_2Unorm = semFmt{8 | 0<<4, 44, 32}
)

// num is the format's number on a.
func (f semFmt) num(a *isa.Arch) uint32 {
	switch {
	case a.Gen >= isa.GFX11:
		return f.g11
	case a.Gen >= isa.GFX10:
		return f.g10
	}
	return f.g9
}

// semFmtBufferSetup is semSetupBuffer with format f in the V#'s word 3:
// GFX9 NUM_FORMAT in bits 14:12 and DATA_FORMAT in 18:15, GFX10+ FORMAT
// in 18:12.
func semFmtBufferSetup(f semFmt) func(t *testing.T, s *sim.Snippet, w *sim.Wave) {
	return func(t *testing.T, s *sim.Snippet, w *sim.Wave) {
		semSetupBuffer(t, s, w)
		n := f.num(s.Prog.Arch)
		w.S[7] = n << 12
		if s.Prog.Arch.Gen < isa.GFX10 {
			w.S[7] = (n&15)<<15 | (n>>4)<<12
		}
	}
}

// Format loads through the V#'s format (num_records 64, buffer memory as
// in semSetupBuffer): the format's components are dwords copied as they
// are; the ones it lacks read 0, and w 1 (1.0 for FLOAT). When any dword
// is out of range, every component of the format reads 0. Rows are (voffset, v4...).
func TestSemMemBufferLoadFormat(t *testing.T) {
	const one = 0x3f800000
	ld := func(name, asm string, f semFmt, out []int, rows [][]uint32) semLane {
		return semLane{name: name, asm: asm, in: []int{1}, out: out, setup: semFmtBufferSetup(f), rows: rows}
	}
	semRunLanes(t, []semLane{
		ld("xyzw_32_32_float", "buffer_load_format_xyzw v[4:7], v1, s[4:7], 0 offen", semFmt32_32Float, []int{4, 5, 6, 7}, [][]uint32{
			{0, 0x11223344, 0x8899aabb, 0, one}, {8, 0xdeadbeef, 0x7f80ff01, 0, one},
			{60, 0, 0, 0, one}, // the second dword is past num_records: all or nothing
			{64, 0, 0, 0, one},
		}),
		ld("xyzw_32_sint", "buffer_load_format_xyzw v[4:7], v1, s[4:7], 0 offen offset:4", semFmt32Sint, []int{4, 5, 6, 7}, [][]uint32{
			{0, 0x8899aabb, 0, 0, 1}, {8, 0x7f80ff01, 0, 0, 1},
		}),
		ld("x_32_float", "buffer_load_format_x v4, v1, s[4:7], 0 offen", semFmt32Float, []int{4}, [][]uint32{
			{4, 0x8899aabb}, {60, semFill}, {64, 0},
		}),
		ld("xy_32x4_sint", "buffer_load_format_xy v[4:5], v1, s[4:7], 0 offen", semFmt32x4Sint, []int{4, 5}, [][]uint32{
			{0, 0x11223344, 0x8899aabb}, {4, 0x8899aabb, 0xdeadbeef},
		}),
		ld("xyz_32x3_uint", "buffer_load_format_xyz v[4:6], v1, s[4:7], 0 offen", semFmt32x3Uint, []int{4, 5, 6}, [][]uint32{
			{0, 0x11223344, 0x8899aabb, 0xdeadbeef}, {56, 0, 0, 0}, {52, semFill, semFill, semFill},
		}),
		// tbuffer: the format is the instruction's, whatever the V# says
		// (semSetupBuffer's word 3 is 16 UINT on GFX9).
		{name: "tbuffer_xyzw_split_names", asm: "tbuffer_load_format_xyzw v[4:7], v1, s[4:7], 0 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_UINT] offen",
			in: []int{1}, out: []int{4, 5, 6, 7}, setup: semSetupBuffer, rows: [][]uint32{
				{0, 0x11223344, 0x8899aabb, 0xdeadbeef, 1}, {4, 0x8899aabb, 0xdeadbeef, 0x7f80ff01, 1},
			}},
		{name: "tbuffer_x_unified_name", asm: "tbuffer_load_format_x v4, v1, s[4:7], 0 format:[BUF_FMT_32_32_FLOAT] offen",
			asm9: "tbuffer_load_format_x v4, v1, s[4:7], 0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_FLOAT] offen",
			in:   []int{1}, out: []int{4}, setup: semSetupBuffer, rows: [][]uint32{{12, 0x7f80ff01}, {64, 0}}},
		{name: "tbuffer_xy_number", asm: "tbuffer_load_format_xy v[4:5], v1, s[4:7], 0 format:76 offen",
			asm9: "tbuffer_load_format_xy v[4:5], v1, s[4:7], 0 format:94 offen", asm11: "tbuffer_load_format_xy v[4:5], v1, s[4:7], 0 format:62 offen",
			in: []int{1}, out: []int{4, 5}, setup: semSetupBuffer, rows: [][]uint32{{8, 0xdeadbeef, 0x7f80ff01}}},
	})
}

// Format stores write the components the format has and drop the others,
// and nothing when a dword they write is out of range; the dwords are read back after the store.
// Rows are (voffset, v4..v7, v8..v11 read back).
func TestSemMemBufferStoreFormat(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "xyzw_32_32_float", asm: "buffer_store_format_xyzw v[4:7], v1, s[4:7], 0 offen\nbuffer_load_dwordx4 v[8:11], v1, s[4:7], 0 offen",
			asm11: "buffer_store_format_xyzw v[4:7], v1, s[4:7], 0 offen\nbuffer_load_b128 v[8:11], v1, s[4:7], 0 offen",
			in:    []int{1, 4, 5, 6, 7}, out: []int{8, 9, 10, 11}, setup: semFmtBufferSetup(semFmt32_32Float), rows: [][]uint32{
				{0, 0xa0, 0xa1, 0xa2, 0xa3, 0xa0, 0xa1, 0xdeadbeef, 0x7f80ff01},
				{32, 0xb0, 0xb1, 0xb2, 0xb3, 0xb0, 0xb1, semFill, semFill},
				{60, 0xc0, 0xc1, 0xc2, 0xc3, semFill, 0, 0, 0}, // y is out of range: nothing is written
			}},
		{name: "tbuffer_x_32_float", asm: "tbuffer_store_format_x v4, v1, s[4:7], 0 format:22 offen\nbuffer_load_dwordx2 v[8:9], v1, s[4:7], 0 offen",
			asm9:  "tbuffer_store_format_x v4, v1, s[4:7], 0 format:116 offen\nbuffer_load_dwordx2 v[8:9], v1, s[4:7], 0 offen",
			asm11: "tbuffer_store_format_x v4, v1, s[4:7], 0 format:22 offen\nbuffer_load_b64 v[8:9], v1, s[4:7], 0 offen",
			in:    []int{1, 4}, out: []int{8, 9}, setup: semSetupBuffer, rows: [][]uint32{
				{4, 0x12345678, 0x12345678, 0xdeadbeef}, {56, 0x9abcdef0, 0x9abcdef0, semFill},
			}},
		{name: "xy_32x3_uint", asm: "buffer_store_format_xy v[4:5], v1, s[4:7], 0 offen\nbuffer_load_dwordx3 v[8:10], v1, s[4:7], 0 offen",
			asm11: "buffer_store_format_xy v[4:5], v1, s[4:7], 0 offen\nbuffer_load_b96 v[8:10], v1, s[4:7], 0 offen",
			in:    []int{1, 4, 5}, out: []int{8, 9, 10}, setup: semFmtBufferSetup(semFmt32x3Uint), rows: [][]uint32{
				{0, 1, 2, 1, 2, 0xdeadbeef},
			}},
	})
}

// A format the simulator does not convert stops the run with an error
// naming the instruction's position and the format; memory and registers
// are untouched.
func TestSemMemBufferFormatNotModeled(t *testing.T) {
	for _, c := range []struct {
		asm   string
		setup func(t *testing.T, s *sim.Snippet, w *sim.Wave)
		name  string // the format's name in the message (GFX10+; GFX9 spells it data,number)
	}{
		{"buffer_load_format_x v4, v1, s[4:7], 0 offen", semFmtBufferSetup(semFmt10x3_2Unorm), "10_10_10_2"},
		{"tbuffer_store_format_x v4, v1, s[4:7], 0 offen", semSetupBuffer, "8"}, // the default, 8 UNORM: loads only
		{"buffer_store_format_x v4, v1, s[4:7], 0 offen", semFmtBufferSetup(semFmt16_16Unorm), "16_16"},
	} {
		for _, tg := range semAllTargets {
			s := semSnippet(t, tg, "s_mov_b32 s0, 1\n"+c.asm)
			w := s.NewWave()
			c.setup(t, s, w)
			w.SetLane(4, 0, 0x12345678)
			w.SetExec(1)
			err := s.Run(w)
			var re *sim.RunError
			if err == nil || !errors.As(err, &re) {
				t.Fatalf("%s %q: error %v, want a RunError", tg, c.asm, err)
			}
			if msg := err.Error(); !strings.HasPrefix(msg, "snippet.s:2:1: ") || !strings.Contains(msg, "not modeled") ||
				!strings.Contains(msg, "("+c.name+"_") && !strings.Contains(msg, "("+c.name+",") {
				t.Errorf("%s %q: error %q does not name snippet.s:2:1, the format and what is not modeled", tg, c.asm, msg)
			}
			if got := w.Lane(4, 0); got != 0x12345678 {
				t.Errorf("%s %q: v4 = %#x, changed", tg, c.asm, got)
			}
			if got := semRead32(t, s, semBuf); got != semBufWords[0] {
				t.Errorf("%s %q: memory = %#x, changed", tg, c.asm, got)
			}
		}
	}
}

// Loads through the 8- and 16-bit formats (tbuffer, the split format
// names every generation takes): memory holds 44 33 22 11 bb aa 99 88 ef
// be ad de 01 ff 80 7f, then 0xee up to num_records 64, and at 0x20 the
// dword 0x80000001. Expected floats: the f32 nearest v/255, v/32767
// (clamped at -1), the value itself, or the f16 widened (Python's struct
// 'f' and 'e' conversions). A format with four components reads 0 in all
// four out of range; the element (not the dword) is range checked.
func TestSemMemBufferLoadFormatSmall(t *testing.T) {
	setup := func(t *testing.T, s *sim.Snippet, w *sim.Wave) {
		semSetupBuffer(t, s, w)
		if err := s.Mem().Write32(semBuf+0x20, 0x80000001); err != nil {
			t.Fatal(err)
		}
	}
	ld := func(name, asm string, out []int, rows [][]uint32) semLane {
		return semLane{name: name, asm: asm, in: []int{1}, out: out, setup: setup, rows: rows}
	}
	xyzw := []int{4, 5, 6, 7}
	semRunLanes(t, []semLane{
		ld("8_8_8_8_unorm", "tbuffer_load_format_xyzw v[4:7], v1, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UNORM] offen", xyzw, [][]uint32{
			{0, 0x3e888889, 0x3e4ccccd, 0x3e088889, 0x3d888889},
			{12, 0x3b808081, 0x3f800000, 0x3f008081, 0x3efefeff},
			{60, 0x3f6eeeef, 0x3f6eeeef, 0x3f6eeeef, 0x3f6eeeef},
			{62, 0, 0, 0, 0}, // the element ends past num_records
		}),
		ld("16_16_snorm", "tbuffer_load_format_xyzw v[4:7], v1, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_SNORM] offen", xyzw, [][]uint32{
			{12, 0xbbff01fe, 0x3f7f01fe, 0, 0x3f800000},
			{4, 0xbf2a8b55, 0xbf6ecfde, 0, 0x3f800000},
			{0x20, 0x38000100, 0xbf800000, 0, 0x3f800000}, // -32768 clamps to -1
			{62, 0, 0, 0, 0x3f800000},
		}),
		ld("8_sint", "tbuffer_load_format_xyzw v[4:7], v1, s[4:7], 0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_SINT] offen", xyzw, [][]uint32{
			{13, 0xffffffff, 0, 0, 1}, {15, 0x7f, 0, 0, 1}, {14, 0xffffff80, 0, 0, 1}, {63, semFill&0xff | 0xffffff00, 0, 0, 1},
		}),
		ld("16_uint", "tbuffer_load_format_x v4, v1, s[4:7], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_UINT] offen", []int{4}, [][]uint32{
			{12, 0xff01}, {6, 0x8899},
		}),
		ld("16_16_16_16_float", "tbuffer_load_format_xyzw v[4:7], v1, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_FLOAT] offen", xyzw, [][]uint32{
			{0, 0x3e688000, 0x3a244000, 0xbd576000, 0xb9132000},
		}),
		ld("8_8_uscaled", "tbuffer_load_format_xyzw v[4:7], v1, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_USCALED] offen", xyzw, [][]uint32{
			{14, 0x43000000, 0x42fe0000, 0, 0x3f800000},
		}),
		ld("16_sscaled", "tbuffer_load_format_x v4, v1, s[4:7], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_SSCALED] offen", []int{4}, [][]uint32{
			{12, 0xc37f0000},
		}),
		// the default format, 8 UNORM
		ld("default_8_unorm", "tbuffer_load_format_xy v[4:5], v1, s[4:7], 0 offen", []int{4, 5}, [][]uint32{
			{13, 0x3f800000, 0},
		}),
		// through the V#'s format
		{name: "rsrc_16_16_unorm", asm: "buffer_load_format_xy v[4:5], v1, s[4:7], 0 offen", in: []int{1}, out: []int{4, 5},
			setup: semFmtBufferSetup(semFmt16_16Unorm), rows: [][]uint32{{12, 0x3f7f01ff, 0x3eff00ff}}},
	})
}
