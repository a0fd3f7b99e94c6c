package isa_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// e64DPPUnmodeled are rows llvm-mc-19 takes as _e64_dpp that wavesim
// refuses: the M0-relative moves (Special rows), whose DPP form is not
// modeled.
var e64DPPUnmodeled = map[string]bool{
	"v_movrels_b32": true, "v_movreld_b32": true, "v_movrelsd_b32": true, "v_movrelsd_2_b32": true,
}

// The rows with a VOP3 DPP form (Op.HasE64DPP) are exactly those
// llvm-mc-19 assembles as _e64_dpp on gfx1100 and gfx1150, and what
// wavesim prints of each re-assembles to the bytes llvm-mc gives the
// line itself: one line per VALU row with a DPP16 control and one with
// dpp8.
func TestE64DPPRowsMatchLLVMMC(t *testing.T) {
	mc := llvmtool.Require(t, "llvm-mc", 19)
	for _, name := range []string{"gfx1100", "gfx1150"} {
		t.Run(name, func(t *testing.T) {
			a := isa.MustArch(name)
			args := llvmtool.MCArgs(name, false, false)
			var lines []string
			var ops []*isa.Op
			for _, op := range isa.Ops() {
				if !op.On(a) || !op.IsVALU() || op.True16 {
					continue
				}
				mn, rest, ok := strings.Cut(isa.SampleText(op, a), " ")
				if !ok {
					continue
				}
				for _, ctrl := range []string{"quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", "dpp8:[7,6,5,4,3,2,1,0]"} {
					lines = append(lines, fmt.Sprintf("%s_e64_dpp %s %s", mn, rest, ctrl))
					ops = append(ops, op)
				}
			}
			_, errs, err := llvmtool.EncodingsLenient(mc, args, strings.Join(lines, "\n")+"\n")
			if err != nil {
				t.Fatal(err)
			}
			refused := map[string]bool{}
			for _, e := range errs {
				refused[e[strings.LastIndex(e, ": ")+2:]] = true
			}
			var src strings.Builder
			n := 0
			for i, l := range lines {
				has := ops[i].HasE64DPP()
				switch {
				case refused[l] && has:
					t.Errorf("llvm-mc-19 refuses %q; the table has the row's e64_dpp form", l)
				case !refused[l] && !has && !e64DPPUnmodeled[ops[i].Name]:
					t.Errorf("llvm-mc-19 takes %q; the table has no e64_dpp form", l)
				case !refused[l] && has:
					src.WriteString("\t" + l + "\n")
					n++
				}
			}
			p, err := isa.Parse("e64dpp.s", []byte(src.String()), isa.ParseOptions{Arch: a, Wave: 32})
			if err != nil {
				t.Fatalf("wavesim refuses what llvm-mc takes: %v", err)
			}
			mine, err := llvmtool.Encodings(mc, args, []byte(p.String()))
			if err != nil {
				t.Fatal(err)
			}
			theirs, err := llvmtool.Encodings(mc, args, []byte(src.String()))
			if err != nil {
				t.Fatal(err)
			}
			if len(mine) != n || len(theirs) != n {
				t.Fatalf("%d lines; wavesim's print assembled to %d, the lines to %d", n, len(mine), len(theirs))
			}
			for i := range mine {
				if llvmtool.EncodingOf(mine[i]) != llvmtool.EncodingOf(theirs[i]) {
					t.Errorf("%s: %s, llvm-mc %s", strings.Split(src.String(), "\n")[i], mine[i], theirs[i])
				}
				if got, want := isa.EncodedSize(p.Insts[i], a), strings.Count(llvmtool.EncodingOf(theirs[i]), "0x"); got != want {
					t.Errorf("%s: EncodedSize %d, llvm-mc %d bytes", strings.Split(src.String(), "\n")[i], got, want)
				}
			}
			if n < 400 {
				t.Errorf("only %d e64_dpp lines", n)
			}
			t.Logf("%d e64_dpp lines re-assemble byte-identically", n)
		})
	}
}
