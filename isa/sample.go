package isa

import (
	"fmt"
	"strings"
)

// SampleText spells one instance of op on a with plain register operands
// (and a literal where only a literal goes), or "" when its operands need
// more than that (memory, branches, symbolic fields). The registers are
// chosen so that no two operands overlap; lane masks are wave32-sized on
// GFX10+. The llvm-mc and llvm-mca conformance tests assemble these.
func SampleText(op *Op, a *Arch) string {
	reg := func(prefix string, base, n int) string {
		if n == 1 {
			return fmt.Sprintf("%s%d", prefix, base)
		}
		return fmt.Sprintf("%s[%d:%d]", prefix, base, base+n-1)
	}
	var args []string
	v, s := 10, 20
	for _, sp := range op.Args {
		switch {
		case sp.Mask:
			n := 2
			if a.Gen >= GFX10 {
				n = 1 // the sample runs wave32 there
			}
			args = append(args, reg("s", s, n))
			s += 2
		case sp.Kind&KV != 0:
			n := sp.Dwords(64) // the MFMA rows' tuples are wider than their type
			args = append(args, reg("v", v, n))
			v += max(4, n)
		case sp.Kind&KS != 0:
			args = append(args, reg("s", s, sp.Type.Dwords()))
			s += 4
		case sp.Kind&KLit != 0:
			args = append(args, "0x1234")
		default:
			return ""
		}
	}
	return op.NameFor(a) + " " + strings.Join(args, ", ")
}

// MFMAReadSample is a matrix row into a[0:] followed by a VALU read of its
// result's first AGPR (v_accvgpr_read_b32): the cycle llvm-mca's timeline
// dispatches the read at is the row's result latency, which llvmsched
// measures and the MFMA conformance test checks.
func MFMAReadSample(op *Op, a *Arch) []string {
	mf := op.MFMA
	c := fmt.Sprintf("a[32:%d]", 32+mf.CDRegs-1)
	if mf.Sparse {
		c = "v100"
	}
	return []string{
		fmt.Sprintf("%s a[0:%d], v[40:%d], v[44:%d], %s", op.NameFor(a), mf.CDRegs-1, 40+mf.ARegs-1, 44+mf.BRegs-1, c),
		"v_accvgpr_read_b32 v120, a0",
	}
}
