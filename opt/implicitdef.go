package opt

import (
	"github.com/wavesim/wavesim/internal/lazyre"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// llc prints the IMPLICIT_DEF pseudo-instructions of its machine code as
// comments ("; implicit-def: $vgpr2_vgpr3"). They write no bits, but LLVM's
// passes see them as definitions, and SIOptimizeExecMasking refuses a
// v_cmpx rewrite when one redefines a compare source between the compare
// and the saveexec. Reading them keeps the pass's decisions LLVM's.
var reImplicitDef = lazyre.New(`implicit-def:\s*(.*)$`)

// implicitDefs maps each instruction index to the registers IMPLICIT_DEF
// comments define just before it.
func implicitDefs(p *isa.Program) map[int][]isa.Reg {
	out := map[int][]isa.Reg{}
	var pending []isa.Reg
	for _, l := range p.Lines {
		switch l.Kind {
		case isa.LineRaw:
			if m := reImplicitDef().FindStringSubmatch(l.Text); m != nil {
				for _, name := range strings.Split(m[1], ",") {
					if r, ok := llvmReg(strings.TrimSpace(name)); ok {
						pending = append(pending, r)
					}
				}
			}
		case isa.LineInst:
			if len(pending) > 0 {
				out[int(l.Inst)] = pending
				pending = nil
			}
		}
	}
	return out
}

// llvmReg parses LLVM's MIR register names: $vgpr4, $sgpr0_sgpr1,
// $vgpr2_vgpr3_vgpr4, $vcc_lo, $vcc, $exec_lo, $m0, $scc.
func llvmReg(name string) (isa.Reg, bool) {
	name = strings.TrimPrefix(name, "$")
	if !strings.HasPrefix(name, "vgpr") && !strings.HasPrefix(name, "sgpr") {
		// The special registers have the names the assembly uses.
		r, err := isa.ParseReg(name, nil)
		return r, err == nil
	}
	parts := strings.Split(name, "_")
	var file isa.File
	first, n := -1, 0
	for _, p := range parts {
		var idx string
		switch {
		case strings.HasPrefix(p, "vgpr"):
			file, idx = isa.FileV, p[4:]
		case strings.HasPrefix(p, "sgpr"):
			file, idx = isa.FileS, p[4:]
		default:
			return isa.Reg{}, false
		}
		v, err := strconv.Atoi(idx)
		if err != nil {
			return isa.Reg{}, false
		}
		if first < 0 {
			first = v
		}
		n++
	}
	if first < 0 {
		return isa.Reg{}, false
	}
	return isa.Reg{File: file, Idx: uint16(first), N: uint8(n)}, true
}
