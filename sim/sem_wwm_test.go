package sim_test

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// A copy marked whole-wave ("; wavesim: wwm") writes every lane, the
// inactive ones included, and leaves exec and scc as they were; the same
// copy unmarked writes the active lanes only and the inactive ones keep
// their old value. Checked under each of semMasks' exec masks, with a
// VGPR, an SGPR and a DPP source (row_shr:1 reads the lane below in its
// row of 16; bound_ctrl:0 and the row's first lane read 0).
func TestSemWholeWaveCopy(t *testing.T) {
	cases := []struct {
		name, asm string
		marked    bool
		// want is v2's value in lane l when the copy writes it.
		want func(l int) uint32
	}{
		{"vgpr", "v_mov_b32_e32 v2, v1 ; wavesim: wwm", true, func(l int) uint32 { return 0x1000 + uint32(l) }},
		{"vgpr_plain", "v_mov_b32_e32 v2, v1", false, func(l int) uint32 { return 0x1000 + uint32(l) }},
		{"sgpr", "v_mov_b32_e32 v2, s4 ; wavesim: wwm", true, func(int) uint32 { return 0xcafe }},
		{"dpp_row_shr", "v_mov_b32_dpp v2, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0 ; wavesim: wwm", true,
			func(l int) uint32 {
				if l%16 == 0 {
					return 0
				}
				return 0x1000 + uint32(l-1)
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range semAllTargets {
				for _, m := range semMasks(tg.wave) {
					s := semSnippet(t, tg, c.asm)
					w := s.NewWave()
					semLaneFill(w, tg.wave)
					for l := 0; l < tg.wave; l++ {
						w.SetLane(2, l, semSentinel(2, l))
					}
					w.S[4] = 0xcafe
					w.S[isa.SlotSCC] = 0
					w.SetExec(m.m)
					if err := s.Run(w); err != nil {
						t.Fatalf("%s %s: %v", tg, m.name, err)
					}
					for l := 0; l < tg.wave; l++ {
						want := semSentinel(2, l)
						if c.marked || m.m>>l&1 != 0 {
							want = c.want(l)
						}
						if got := w.Lane(2, l); got != want {
							t.Fatalf("%s exec %s: v2 lane %d = %#x, want %#x", tg, m.name, l, got, want)
						}
					}
					if w.Exec() != m.m {
						t.Errorf("%s: exec %#x after the copy, want %#x", tg, w.Exec(), m.m)
					}
					if w.SCC() {
						t.Errorf("%s: the copy set scc", tg)
					}
				}
			}
		})
	}
}
