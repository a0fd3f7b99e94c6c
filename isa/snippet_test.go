package isa

import (
	"fmt"
	"testing"
)

// A file is a snippet (Bare) only when nothing in it defines a kernel.
func TestProgramBare(t *testing.T) {
	cases := []struct {
		name, src string
		bare      bool
	}{
		{"instructions", "v_mov_b32_e32 v0, 1\ns_mov_b32 s0, 2\n", true},
		{"labels and comments", "; %bb.0:\n.LBB0_1:\n\ts_sub_u32 s0, s0, 1\n\ts_cbranch_scc1 .LBB0_1\n", true},
		{"target directive", "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n\ts_mov_b32 s0, 2\n", true},
		{"kernel symbol", "\t.type k,@function\nk:\n\ts_endpgm\n", false},
		{"descriptor without a .type", "k:\n\ts_endpgm\n.amdhsa_kernel k\n.amdhsa_user_sgpr_count 2\n.end_amdhsa_kernel\n", false},
		{"function declared, no label", "\t.type k,@function\n\ts_endpgm\n", false},
		{"empty", "", true},
	}
	for _, c := range cases {
		p, err := Parse("t.s", []byte(c.src), ParseOptions{Arch: MustArch("gfx1030")})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if p.Bare != c.bare {
			t.Errorf("%s: Bare = %v, want %v", c.name, p.Bare, c.bare)
		}
		if c.bare && len(p.Insts) > 0 && (len(p.Kernels) != 1 || p.Kernels[0].End != len(p.Insts)) {
			t.Errorf("%s: a snippet is one anonymous kernel over every instruction, got %+v", c.name, p.Kernels)
		}
	}
	// A descriptor whose symbol labels no code describes no entry point:
	// refused at the block, not run as an anonymous kernel.
	_, err := Parse("t.s", []byte("\ts_endpgm\n.amdhsa_kernel k\n.amdhsa_user_sgpr_count 2\n.end_amdhsa_kernel\n"), ParseOptions{Arch: MustArch("gfx1030")})
	if want := "t.s:2:16: kernel k is described here but the file has no code for it (no k: label; the file labels no kernel)"; err == nil || err.Error() != want {
		t.Errorf("descriptor without a symbol: got %v, want %s", err, want)
	}
}

// The table says which instructions access memory.
func TestAccessesMemory(t *testing.T) {
	cases := []struct {
		arch, src string
		mem       bool
	}{
		{"gfx1030", "global_load_dword v1, v0, s[0:1]", true},
		{"gfx1030", "global_store_dword v0, v1, s[0:1]", true},
		{"gfx1030", "flat_load_dword v1, v[0:1]", true},
		{"gfx1030", "scratch_load_dword v1, off, s0", true},
		{"gfx1030", "buffer_load_dword v1, off, s[0:3], 0", true},
		{"gfx1030", "ds_write_b32 v0, v1", true},
		{"gfx1030", "ds_read_b32 v1, v0", true},
		{"gfx1030", "s_load_dword s2, s[0:1], 0x0", true},
		{"gfx1030", "s_buffer_load_dword s2, s[0:3], 0x0", true},
		{"gfx1030", "global_atomic_add v0, v1, s[0:1]", true},
		{"gfx1030", "ds_swizzle_b32 v1, v0 offset:swizzle(SWAP,16)", false},
		{"gfx1030", "ds_bpermute_b32 v1, v0, v2", false},
		{"gfx1030", "s_memtime s[0:1]", false},
		{"gfx1030", "buffer_gl0_inv", false},
		{"gfx1030", "s_dcache_inv", false},
		{"gfx1030", "v_add_f32_e32 v0, v1, v2", false},
		{"gfx1030", "s_waitcnt vmcnt(0)", false},
	}
	for _, c := range cases {
		p, err := Parse("t.s", []byte(c.src+"\n"), ParseOptions{Arch: MustArch(c.arch)})
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		if got := p.Insts[0].Op.AccessesMemory(); got != c.mem {
			t.Errorf("%s: AccessesMemory = %v, want %v", c.src, got, c.mem)
		}
	}
}

// Writes lists every register unit written, implicit ones included.
func TestProgramWrites(t *testing.T) {
	cases := []struct {
		arch string
		wave int
		src  string
		want string
	}{
		{"gfx1030", 32, "v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_and_saveexec_b32 s2, vcc_lo\n", "[s2 vcc_lo exec_lo scc]"},
		{"gfx1030", 64, "v_cmp_gt_f32_e32 vcc, 0, v2\ns_and_saveexec_b64 s[2:3], vcc\n", "[s2 s3 vcc_lo vcc_hi exec_lo exec_hi scc]"},
		{"gfx1030", 32, "v_add_co_u32 v4, s0, v1, v2\nv_mov_b32_e32 v4, 0\nv_lshlrev_b64 v[6:7], 2, v[0:1]\n", "[s0 v4 v6 v7]"},
		{"gfx1030", 32, "s_and_saveexec_b32 null, s0\ns_mov_b32 m0, 1\n", "[m0 exec_lo scc]"},
		// s_movreld writes SGPR[dst + m0]: every SGPR from s100 up.
		{"gfx1030", 32, "s_movreld_b32 s100, s0\n", "[s100 s101 s102 s103 s104 s105]"},
		// v_movreld_b32 writes VGPR[dst + m0]: every VGPR from v252 up;
		// v_movrels_b32 writes its named destination only.
		{"gfx1030", 32, "v_movreld_b32_e32 v252, v0\n", "[v252 v253 v254 v255]"},
		{"gfx1030", 32, "v_movrelsd_2_b32_e32 v254, v0\nv_movrels_b32_e32 v3, v0\n", "[v3 v254 v255]"},
		// Both halves of a VOPD pair.
		{"gfx1100", 32, "v_dual_mov_b32 v0, v1 :: v_dual_add_f32 v3, v4, v5\n", "[v0 v3]"},
		{"gfx1030", 32, "s_nop 0\n", "[]"},
	}
	for _, c := range cases {
		p, err := Parse("t.s", []byte(c.src), ParseOptions{Arch: MustArch(c.arch), Wave: c.wave})
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		if got := fmt.Sprint(p.Writes()); got != c.want {
			t.Errorf("%q: Writes = %s, want %s", c.src, got, c.want)
		}
	}
}
