package opt

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

func TestLLVMReg(t *testing.T) {
	for _, c := range []struct {
		name string
		want isa.Reg
		ok   bool
	}{
		{"$vgpr4", isa.VGPR(4, 1), true},
		{"$sgpr0_sgpr1", isa.SGPR(0, 2), true},
		{"$vgpr2_vgpr3_vgpr4", isa.VGPR(2, 3), true},
		{"$vcc", isa.RegVCC, true},
		{"$vcc_lo", isa.RegVCCLo, true},
		{"$vcc_hi", isa.RegVCCHi, true},
		{"$exec", isa.RegExec, true},
		{"$exec_lo", isa.RegExecLo, true},
		{"$m0", isa.RegM0, true},
		{"$scc", isa.RegSCC, true},
		{"$sgpr_null", isa.Reg{}, false},
		{"$agpr0", isa.Reg{}, false},
		{"$vgprX", isa.Reg{}, false},
		{"", isa.Reg{}, false},
	} {
		got, ok := llvmReg(c.name)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("llvmReg(%q) = %v, %v; want %v, %v", c.name, got, ok, c.want, c.ok)
		}
	}
}
