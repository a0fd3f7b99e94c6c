package timing

import (
	"strings"
	"testing"
)

// GFX12's counters (RDNA4 ISA §5.7.1; SIInsertWaitcnts.cpp
// WaitEventMaskForInstGFX12Plus): a scalar load counts on KMcnt, which
// s_wait_dscnt does not cover and s_wait_kmcnt does; a global load counts
// on LOADcnt, which s_wait_loadcnt_dscnt covers through bits 15:8 of its
// immediate (RDNA4 ISA table "S_WAIT instructions"), not bits 7:0; a DS
// load on DScnt, which the same instruction covers through bits 7:0.
func TestGFX12Counters(t *testing.T) {
	const pending = "before s_waitcnt"
	for _, c := range []struct {
		name, asm string
		hazard    bool
	}{
		{"kmcnt covers a scalar load", "s_load_b32 s0, s[4:5], 0x0\ns_wait_kmcnt 0x0\ns_mov_b32 s2, s0\n", false},
		{"dscnt does not cover a scalar load", "s_load_b32 s0, s[4:5], 0x0\ns_wait_dscnt 0x0\ns_mov_b32 s2, s0\n", true},
		{"kmcnt 1 does not cover either of two scalar loads", "s_load_b32 s0, s[4:5], 0x0\ns_load_b32 s1, s[4:5], 0x4\ns_wait_kmcnt 0x1\ns_mov_b32 s2, s0\n", true},
		{"loadcnt covers a global load", "global_load_b32 v1, v0, s[4:5]\ns_wait_loadcnt 0x0\nv_mov_b32_e32 v2, v1\n", false},
		{"storecnt does not cover a global load", "global_load_b32 v1, v0, s[4:5]\ns_wait_storecnt 0x0\nv_mov_b32_e32 v2, v1\n", true},
		{"loadcnt_dscnt 0x0 covers a global load", "global_load_b32 v1, v0, s[4:5]\ns_wait_loadcnt_dscnt 0x0\nv_mov_b32_e32 v2, v1\n", false},
		{"loadcnt_dscnt 0x100: one load may be outstanding", "global_load_b32 v1, v0, s[4:5]\ns_wait_loadcnt_dscnt 0x100\nv_mov_b32_e32 v2, v1\n", true},
		{"loadcnt_dscnt 0x1: the DS field", "global_load_b32 v1, v0, s[4:5]\ns_wait_loadcnt_dscnt 0x1\nv_mov_b32_e32 v2, v1\n", false},
		{"loadcnt_dscnt 0x1 leaves one DS load", "ds_load_b32 v1, v0\ns_wait_loadcnt_dscnt 0x1\nv_mov_b32_e32 v2, v1\n", true},
		{"loadcnt_dscnt 0x100 covers a DS load", "ds_load_b32 v1, v0\ns_wait_loadcnt_dscnt 0x100\nv_mov_b32_e32 v2, v1\n", false},
		{"legacy s_waitcnt lgkmcnt(0) covers a scalar load", "s_load_b32 s0, s[4:5], 0x0\ns_waitcnt lgkmcnt(0)\ns_mov_b32 s2, s0\n", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := hazardRules(timed(t, "gfx1201", 32, c.asm, withMemory))
			got := len(r) == 1 && strings.Contains(r[0], pending)
			if got != c.hazard || len(r) > 1 || !c.hazard && len(r) != 0 {
				t.Errorf("hazards %q, want a pending-load hazard: %v", r, c.hazard)
			}
		})
	}
}
