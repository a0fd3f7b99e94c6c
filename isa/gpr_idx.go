package isa

import (
	"fmt"
	"strings"
)

// GPR indexing mode (GFX9: s_set_gpr_idx_on, s_set_gpr_idx_mode). The mode
// is four bits, one per operand the index applies to: SRC0, SRC1, SRC2,
// DST (AMDGPUAsmParser::parseGPRIdxMode, VGPRIndexMode in SIDefines.h).
var gprIdxBits = [...]string{"SRC0", "SRC1", "SRC2", "DST"}

// parseGprIdx reads gpr_idx(...) with any subset of the operand names, or
// a number from 0 to 15.
func parseGprIdx(s string) (int64, error) {
	if n, ok := parseInt(s); ok {
		if n < 0 || n > 15 {
			return 0, fmt.Errorf("gpr_idx mode %d is not in 0..15", n)
		}
		return n, nil
	}
	if !strings.HasPrefix(s, "gpr_idx(") || !strings.HasSuffix(s, ")") {
		return 0, fmt.Errorf("want gpr_idx(SRC0,SRC1,SRC2,DST) or a number, got %q", s)
	}
	body := strings.TrimSpace(s[len("gpr_idx(") : len(s)-1])
	if body == "" {
		return 0, nil
	}
	var m int64
	for _, f := range strings.Split(body, ",") {
		f = strings.TrimSpace(f)
		bit := -1
		for i, n := range gprIdxBits {
			if f == n {
				bit = i
			}
		}
		switch {
		case bit < 0:
			return 0, fmt.Errorf("unknown gpr_idx operand %q (want SRC0, SRC1, SRC2 or DST)", f)
		case m>>bit&1 != 0:
			return 0, fmt.Errorf("gpr_idx names %s twice", f)
		}
		m |= 1 << bit
	}
	return m, nil
}

// FormatGprIdx spells a mode as LLVM prints it: gpr_idx(SRC0,DST).
func FormatGprIdx(m int64) string {
	var names []string
	for i, n := range gprIdxBits {
		if m>>i&1 != 0 {
			names = append(names, n)
		}
	}
	return "gpr_idx(" + strings.Join(names, ",") + ")"
}
