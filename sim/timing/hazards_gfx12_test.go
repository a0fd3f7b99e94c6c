package timing

import "testing"

// The GFX11 VALU hazards stop on GFX12: FeatureVALUTransUseHazard is in
// FeatureISAVersion11_0_Common only, and hasVALUMaskWriteHazard and
// hasVALUPartialForwardingHazard ask for the GFX11 generation
// (GCNSubtarget.h). llc-19 -mcpu=gfx1201 -run-pass=post-RA-hazard-rec
// inserts nothing for each sequence below (docs/reference/gfx12.md,
// "Hazards: GFX11 rules on the new targets"), so each must not fire on
// gfx1201, and fires on gfx1100.
func TestGFX11HazardsStopOnGFX12(t *testing.T) {
	for _, c := range []struct {
		name string
		wave int
		asm  string
	}{
		{"TRANS use", 32, "v_rcp_f32_e32 v1, v0\nv_add_f32_e32 v2, v1, v1\n"},
		{"wave64 VALU mask write", 64, "v_cndmask_b32_e64 v0, v1, v2, s[8:9]\ns_mov_b64 s[8:9], 0\ns_mov_b32 s6, 0\n"},
		{"wave64 partial forwarding", 64, pfVa + pfExecW + pfVb + pfMI},
	} {
		t.Run(c.name, func(t *testing.T) {
			if r := hazardRules(timed(t, "gfx1100", c.wave, c.asm, nil)); len(r) == 0 {
				t.Errorf("gfx1100: no hazard; the sequence does not exercise the rule")
			}
			if r := hazardRules(timed(t, "gfx1201", c.wave, c.asm, nil)); len(r) != 0 {
				t.Errorf("gfx1201: %v, want none", r)
			}
		})
	}
}
