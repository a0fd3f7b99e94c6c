// Package simtest holds programs the simulator's benchmarks and tests share.
package simtest

import (
	"fmt"
	"strings"
)

// VALUHeavy is straight-line VALU code of the kind LLVM emits for
// arithmetic kernels: integer and float ops, VGPR and SGPR/constant sources.
func VALUHeavy(n int, gfx9 bool, wave int) string {
	add, vcc := "v_add_nc_u32_e32", "vcc"
	if gfx9 {
		add = "v_add_u32_e32"
	}
	if wave == 32 {
		vcc = "vcc_lo"
	}
	ops := []string{
		add + " v%d, v%d, v%d",
		"v_mul_f32_e32 v%d, v%d, v%d",
		"v_fma_f32 v%d, v%d, v%d, 0.5",
		"v_xor_b32_e32 v%d, v%d, v%d",
		"v_lshlrev_b32_e32 v%d, 3, v%d",
		"v_mul_lo_u32 v%d, v%d, s%d",
		"v_max_i32_e32 v%d, v%d, v%d",
		"v_cndmask_b32_e32 v%d, v%d, v%d, " + vcc,
	}
	var b strings.Builder
	for i := 0; i < n; i++ {
		op := ops[i%len(ops)]
		d, a, c := 2+i%20, 2+(i+7)%20, 2+(i+13)%20
		switch strings.Count(op, "%d") {
		case 2:
			fmt.Fprintf(&b, op+"\n", d, a)
		default:
			fmt.Fprintf(&b, op+"\n", d, a, c)
		}
	}
	return b.String()
}
