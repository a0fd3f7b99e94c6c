package timing

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// nops spells n wait states as LLVM does: s_nop 7 (8 of them) first.
func nops(n int) string {
	var b strings.Builder
	for ; n > 0; n -= 8 {
		fmt.Fprintf(&b, "s_nop %d\n", min(n, 8)-1)
	}
	return b.String()
}

// mfmaOfKind is a row of the target with the kind and passes, a dense one
// if there is one.
func mfmaOfKind(target string, k mfmaKind, passes int) *isa.MFMA {
	var sparse *isa.MFMA
	for _, m := range isa.MFMARows(target) {
		if kindOf(m) == k && m.Passes == passes {
			if !m.Sparse {
				return m
			}
			sparse = m
		}
	}
	return sparse
}

// mfmaHazardCase is the producer (D in v[0:..], C in v64.., A v40, B v44)
// and a consumer of the use, which meets the producer at v0 (v64 for
// uWAR).
func mfmaHazardCase(target string, m *isa.MFMA, u mfmaUse) (producer, consumer, rule string) {
	run := func(base, n int) string {
		if n == 1 {
			return fmt.Sprintf("v%d", base)
		}
		return fmt.Sprintf("v[%d:%d]", base, base+n-1)
	}
	c := run(64, m.CDRegs)
	if m.Sparse {
		c = "v64"
	}
	producer = fmt.Sprintf("%s %s, %s, %s, %s\n", m.Name, run(0, m.CDRegs), run(40, m.ARegs), run(44, m.BRegs), c)
	small := "v_mfma_f32_4x4x1f32"
	if target == "gfx942" {
		small = "v_mfma_f32_4x4x1_16b_f32"
	}
	switch u {
	case uRead:
		return producer, "v_mov_b32_e32 v100, v0\n", "VALU reads an MFMA result too soon"
	case uMem:
		return producer, "global_store_dword v101, v0, s[4:5]\n", "VMEM or DS reads an MFMA result too soon"
	case uAB:
		return producer, small + " v[104:107], v0, v1, v[108:111]\n", "MFMA reads an MFMA result as A or B too soon"
	case uWAW:
		return producer, "v_mov_b32_e32 v0, 0\n", "VALU overwrites an MFMA result too soon"
	}
	return producer, "v_mov_b32_e32 v64, 0\n", "VALU overwrites an MFMA's C too soon"
}

// Every row of mfmaWaits, for every pass count it gives: with one wait
// state fewer than the row says the rule fires (and only it), naming that
// requirement; with the row's count nothing fires.
func TestMFMAHazardRows(t *testing.T) {
	n := 0
	for _, w := range mfmaWaits {
		target := "gfx90a"
		if w.gfx940 {
			target = "gfx942"
		}
		for passes, ws := range w.ws {
			m := mfmaOfKind(target, w.kind, passes)
			if m == nil {
				t.Errorf("%s: no %d-pass row of kind %d for %s", target, passes, w.kind, w.consts)
				continue
			}
			prod, cons, rule := mfmaHazardCase(target, m, w.use)
			bad := timed(t, target, 64, prod+nops(ws-1)+cons, withMemory)
			if len(bad.Hazards) != 1 || bad.Hazards[0].Rule != rule || bad.Hazards[0].Required != ws || bad.Hazards[0].Present != ws-1 {
				t.Errorf("%s %s then %d wait states, %s: hazards %+v, want %q needing %d", target, m.Name, ws-1, strings.TrimSpace(cons), bad.Hazards, rule, ws)
			}
			if good := timed(t, target, 64, prod+nops(ws)+cons, withMemory); len(good.Hazards) != 0 {
				t.Errorf("%s %s then %d wait states, %s: hazards %q, want none", target, m.Name, ws, strings.TrimSpace(cons), hazardRules(good))
			}
			n++
		}
	}
	t.Logf("%d (row, passes) pairs", n)
}
