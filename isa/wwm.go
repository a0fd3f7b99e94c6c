package isa

import (
	"fmt"
	"strings"
)

// WWMMarker is the trailing comment that marks a copy as whole-wave
// (docs/reference/wwm.md): "v_mov_b32 v1, v0 ; wavesim: wwm" copies every
// lane of v0 to v1 whatever exec is, as LLVM's STRICT_WWM copies do. Being a
// comment, the line stays valid assembly: llvm-mc assembles it to the plain
// copy, and the wwm pass lowers it to the exec save, copy and restore the
// hardware needs.
const WWMMarker = "wavesim: wwm"

// wwmPrefix starts every wavesim marker comment.
const wwmPrefix = "wavesim:"

// wholeWaveMark reads an instruction line's trailing comment: it reports
// whether the comment is the whole-wave marker, or an error for a wavesim
// marker that is not one or an instruction that is not a copy. col is the
// comment's column (its ";" or "//").
func (ps *parser) wholeWaveMark(in *Inst, comment string, col int) (bool, error) {
	c := strings.TrimSpace(comment)
	if !strings.HasPrefix(c, wwmPrefix) {
		return false, nil
	}
	if c != WWMMarker {
		return false, ps.errAt(ps.line, col, "unknown wavesim marker %q (the one marker is %q)", c, WWMMarker)
	}
	if in.VOPD || !in.Op.Is(RoleCopy) || !in.Op.IsVALU() {
		return false, ps.errAt(ps.line, col, "the %q marker makes a copy whole-wave; %s is not a copy (v_mov_b32)", WWMMarker, in.Op.Name)
	}
	return true, nil
}

// wwmSuffix is what FormatInst prints after a marked copy.
func wwmSuffix(in *Inst) string {
	if !in.WholeWave {
		return ""
	}
	return fmt.Sprintf(" ; %s", WWMMarker)
}
