package irgen

import (
	"testing"
)

// TestEndToEnd compiles generated kernels, runs them on wavesim and
// compares every output buffer with what lli computed from the host module.
func TestEndToEnd(t *testing.T) {
	targets := []target{
		{llvm: 19, cpu: "gfx1030", opt: "-O2"},
		{llvm: 16, cpu: "gfx1100", opt: "-O2"},
		{llvm: 14, cpu: "gfx900", opt: "-O0"},
	}
	n := 6
	if testing.Short() {
		n = 4
	}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		k, err := Generate(seed, DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		exp, err := hostExpect(t, dir, k, true)
		if err != nil {
			t.Errorf("seed %d: %v", seed, err)
			continue
		}
		for _, tg := range targets {
			asm, err := compile(t, dir, k, tg)
			if err != nil {
				t.Errorf("seed %d: %v", seed, err)
				continue
			}
			if err := simulate(dir, asm, k, exp, tg.w64); err != nil {
				t.Errorf("seed %d, %s: %v", seed, tg, err)
			}
		}
	}
}
