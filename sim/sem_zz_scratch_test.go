package sim_test

import (
	"github.com/wavesim/wavesim/sim"
	"testing"
)

func TestSemZZParse(t *testing.T) {
	lines := map[string][]string{
		"gfx900": {"v_add_u32_e32 v0, v1, v2", "v_add_co_u32_e32 v0, vcc, v2, v4", "v_addc_co_u32_e32 v1, vcc, v3, v5, vcc",
			"v_add_co_u32_e64 v0, s[10:11], v2, v4", "v_addc_co_u32_e64 v1, s[12:13], v3, v5, s[10:11]",
			"v_sub_co_u32_e32 v0, vcc, v2, v4", "v_subb_co_u32_e32 v1, vcc, v3, v5, vcc",
			"v_mad_u64_u32 v[0:1], s[10:11], v2, v3, v[4:5]", "v_cmpx_gt_u32_e64 s[10:11], v1, v2", "v_cmpx_gt_u32_e32 vcc, v1, v2",
			"v_mbcnt_lo_u32_b32 v0, -1, 0", "v_mbcnt_hi_u32_b32 v0, -1, v0", "v_cndmask_b32_e64 v0, 0, -1, s[12:13]",
			"global_load_dword v1, v2, s[0:1] offset:16", "global_load_dword v1, v[2:3], off offset:-8", "global_atomic_add v3, v1, v2, s[0:1] glc",
			"global_atomic_add v1, v2, s[0:1]", "buffer_load_dword v1, v2, s[0:3], 0 offen offset:4", "buffer_store_dword v1, v2, s[0:3], s4 offen",
			"ds_write2st64_b32 v1, v2, v3 offset1:1", "ds_read2_b32 v[4:5], v1 offset0:1 offset1:3", "ds_add_rtn_u32 v3, v1, v2",
			"ds_swizzle_b32 v0, v1 offset:swizzle(SWAP,16)", "ds_swizzle_b32 v0, v1 offset:0x401f", "ds_bpermute_b32 v0, v1, v2",
			"v_readlane_b32 s0, v1, 5", "v_writelane_b32 v1, s0, m0", "v_readfirstlane_b32 s0, v1", "s_cmpk_lt_u32 s0, 0xffff", "s_cmpk_gt_i32 s0, -1",
			"s_movk_i32 s0, 0x8000", "s_bfe_u64 s[4:5], s[0:1], s2", "v_div_scale_f32 v2, s[0:1], v4, v4, v6", "v_mac_f32_e32 v0, v1, v2",
		},
		"gfx1030": {"v_add_co_u32 v0, vcc_lo, v2, v4", "v_add_co_ci_u32_e32 v1, vcc_lo, v3, v5, vcc_lo", "v_add_co_ci_u32_e64 v1, s12, v3, v5, s10",
			"v_mad_u64_u32 v[0:1], s10, v2, v3, v[4:5]", "v_mad_u64_u32 v[0:1], null, v2, v3, v[4:5]", "v_cmpx_gt_u32_e32 v1, v2", "v_cmpx_gt_u32_e64 v1, v2",
			"v_cmp_class_f32_e64 s10, v1, v2", "v_cmp_class_f32_e32 vcc_lo, v1, v2", "global_load_ubyte v1, v2, s[0:1]", "global_atomic_add v3, v1, v2, s[0:1] glc",
			"v_div_scale_f32 v2, null, v4, v4, v6", "s_andn2_saveexec_b32 s20, s22", "v_fmac_f32_e32 v0, v1, v2", "buffer_load_dword v1, v2, s[0:3], 0 offen",
		},
		"gfx1100": {"v_clz_i32_u32_e32 v0, v1", "v_ctz_i32_b32_e32 v0, v1", "v_cls_i32_e32 v0, v1", "s_and_not1_b32 s2, s0, s1", "s_ctz_i32_b32 s2, s0",
			"global_load_b32 v1, v2, s[0:1]", "global_load_u8 v1, v2, s[0:1]", "global_atomic_add_u32 v3, v1, v2, s[0:1] glc", "buffer_load_b32 v1, v2, s[0:3], 0 offen",
			"ds_store_b32 v1, v2 offset:16", "ds_load_2addr_b32 v[4:5], v1 offset0:1 offset1:3", "ds_add_rtn_u32 v3, v1, v2", "ds_store_2addr_stride64_b32 v1, v2, v3 offset1:1",
			"v_cmpx_gt_u32_e32 v1, v2", "v_add_co_ci_u32_e32 v1, vcc_lo, v3, v5, vcc_lo", "s_and_not1_saveexec_b32 s20, s22",
		},
	}
	for arch, ls := range lines {
		for _, l := range ls {
			if _, err := sim.NewSnippet(arch, map[string]int{"gfx900": 64, "gfx1030": 32, "gfx1100": 32}[arch], l); err != nil {
				t.Errorf("%s: %q: %v", arch, l, err)
			}
		}
	}
}
