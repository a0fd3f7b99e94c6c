package isa

import "testing"

// A d16 load writes one half of vdst and keeps the other: it reads vdst
// (a tied destination), so liveness keeps the value before it alive.
func TestD16LoadReadsDestination(t *testing.T) {
	for _, c := range []struct{ arch, src string }{
		{"gfx900", "global_load_short_d16_hi v5, v[2:3], off"},
		{"gfx1030", "flat_load_ubyte_d16 v5, v[2:3]"},
		{"gfx1030", "scratch_load_sbyte_d16_hi v5, v2, off"},
		{"gfx1100", "global_load_d16_hi_b16 v5, v2, s[0:1]"},
		{"gfx1100", "scratch_load_d16_u8 v5, off, s2"},
	} {
		p, err := Parse("d.s", []byte(c.src+"\n"), ParseOptions{Arch: MustArch(c.arch)})
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		in := p.Insts[0]
		if !in.Op.D16 || !in.Op.Tied {
			t.Errorf("%s: row %s is not a tied d16 row", c.src, in.Op.Name)
		}
		used, defined := false, false
		for _, r := range in.Uses(64) {
			used = used || r.File == FileV && r.Idx == 5
		}
		for _, r := range in.Defs(64) {
			defined = defined || r.File == FileV && r.Idx == 5
		}
		if !used || !defined {
			t.Errorf("%s: v5 used %v, defined %v; want both", c.src, used, defined)
		}
	}
}

// format: prints as its number, whatever spelling it was written in; the
// default format (1) written out prints too, and none written prints none.
func TestBufferFormatPrint(t *testing.T) {
	for _, c := range []struct{ arch, src, want string }{
		{"gfx900", "tbuffer_load_format_x v1, v0, s[0:3], 0 format:[BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_SNORM] offen",
			"tbuffer_load_format_x v1, v0, s[0:3], 0 format:22 offen"},
		{"gfx900", "tbuffer_load_format_x v1, v0, s[0:3], 0 format:[BUF_NUM_FORMAT_FLOAT] offen",
			"tbuffer_load_format_x v1, v0, s[0:3], 0 format:113 offen"},
		{"gfx1030", "tbuffer_store_format_xyzw v[1:4], v0, s[0:3], s4 format:[BUF_FMT_32_32_32_32_FLOAT] idxen offset:8",
			"tbuffer_store_format_xyzw v[1:4], v0, s[0:3], s4 format:77 idxen offset:8"},
		{"gfx1030", "tbuffer_load_format_x v1, v0, s[0:3], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen",
			"tbuffer_load_format_x v1, v0, s[0:3], 0 format:22 offen"},
		{"gfx1100", "tbuffer_load_format_x v1, v0, s[0:3], 0 format:[BUF_FMT_32_32_FLOAT] offen",
			"tbuffer_load_format_x v1, v0, s[0:3], 0 format:50 offen"},
		{"gfx1100", "tbuffer_load_format_x v1, v0, s[0:3], 0 format:1 offen", "tbuffer_load_format_x v1, v0, s[0:3], 0 format:1 offen"},
		{"gfx1100", "tbuffer_load_format_x v1, v0, s[0:3], 0 offen", "tbuffer_load_format_x v1, v0, s[0:3], 0 offen"},
	} {
		p, err := Parse("f.s", []byte(c.src+"\n"), ParseOptions{Arch: MustArch(c.arch)})
		if err != nil {
			t.Fatalf("%s %s: %v", c.arch, c.src, err)
		}
		if got := FormatInst(p.Insts[0], p.Arch); got != c.want {
			t.Errorf("%s %s: printed %q, want %q", c.arch, c.src, got, c.want)
		}
	}
}
