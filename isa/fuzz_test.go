package isa

import (
	"strings"
	"testing"
)

// FuzzParse: any bytes give an error or a program, never a panic or a hang;
// a program prints to text that parses again and prints the same
// (go test -fuzz=FuzzParse ./isa; the seed corpus is testdata/fuzz/FuzzParse).
func FuzzParse(f *testing.F) {
	f.Add([]byte("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n\t.type k,@function\nk:\n\tv_add_f32_e32 v0, v1, v2\n\ts_endpgm\n"))
	f.Add([]byte("s_waitcnt vmcnt(0) lgkmcnt(0)\nv_cmpx_gt_u32_e32 0x64, v0\n"))
	f.Add([]byte("v_dual_mov_b32 v0, 1 :: v_dual_mov_b32 v1, 2\n"))
	f.Add([]byte(".amdhsa_kernel k\n.amdhsa_user_sgpr_count 2\n.end_amdhsa_kernel\n"))
	f.Add([]byte("buffer_store_dword v0, v1, s[0:3], 0 offen offset:4\nds_swizzle_b32 v0, v1 offset:swizzle(SWAP,16)\n"))
	f.Add([]byte("v_mul_f32_e64 v0, -|v1|, 0.5 clamp mul:2\nv_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, arch := range []string{"gfx900", "gfx1030", "gfx1100"} {
			a := MustArch(arch)
			p, err := Parse("fuzz.s", data, ParseOptions{Arch: a})
			if err != nil {
				if !strings.HasPrefix(err.Error(), "fuzz.s") {
					t.Fatalf("error without a position: %v", err)
				}
				continue
			}
			out := p.String()
			q, err := Parse("printed.s", []byte(out), ParseOptions{Arch: a, Wave: p.Wave})
			if err != nil {
				t.Fatalf("%s: printed program does not parse: %v\ninput: %q\nprinted: %q", arch, err, data, out)
			}
			if q.String() != out {
				t.Fatalf("%s: printing is not stable:\n%q\n%q", arch, out, q.String())
			}
		}
	})
}
