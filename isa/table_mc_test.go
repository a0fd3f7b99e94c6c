package isa_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// tableSample spells one instance of op (isa.SampleText), or "" when it
// has none or the row exists only in true16 form, which llvm-mc-16 does
// not know (true16_test.go checks those with llvm-mc-19).
func tableSample(op *isa.Op, a *isa.Arch) string {
	if op.True16 {
		return ""
	}
	return isa.SampleText(op, a)
}

// Every ALU row of the table, on every target that has it, parses, prints
// and re-assembles with llvm-mc: a row on the wrong generation, or an
// operand order LLVM does not print, fails here.
func TestTableReassembles(t *testing.T) {
	mc := llvmtool.Require(t, "llvm-mc", 16)
	for _, name := range []string{"gfx900", "gfx906", "gfx1010", "gfx1030", "gfx1100"} {
		t.Run(name, func(t *testing.T) { tableReassembles(t, mc, name) })
	}
}

// The targets LLVM 17 added (gfx942, gfx1150, gfx1201) and gfx90a need
// llvm-mc-19, the version the new-targets inventory was taken with.
func TestTableReassemblesLLVM19(t *testing.T) {
	mc := llvmtool.Require(t, "llvm-mc", 19)
	for _, name := range []string{"gfx90a", "gfx942", "gfx1150", "gfx1201"} {
		t.Run(name, func(t *testing.T) { tableReassembles(t, mc, name) })
	}
}

func tableReassembles(t *testing.T, mc, name string) {
	a := isa.MustArch(name)
	wave := 32
	if a.Gen < isa.GFX10 {
		wave = 64
	}
	var src strings.Builder
	n := 0
	for _, op := range isa.Ops() {
		if !op.On(a) || op.Special != isa.SpecialNone {
			continue
		}
		switch op.Format {
		case isa.VOP1, isa.VOP2, isa.VOP3, isa.VOPC, isa.VOP3P, isa.SOP1, isa.SOP2, isa.SOPC:
		default:
			continue
		}
		if line := tableSample(op, a); line != "" {
			fmt.Fprintf(&src, "\t%s\n", line)
			n++
		}
	}
	p, err := isa.Parse("table.s", []byte(src.String()), isa.ParseOptions{Arch: a, Wave: wave})
	if err != nil {
		t.Fatalf("our own samples do not parse: %v", err)
	}
	encs, err := llvmtool.Encodings(mc, llvmtool.MCArgs(name, false, true), []byte(p.String()))
	if err != nil {
		t.Fatalf("llvm-mc rejects what we print:\n%v", err)
	}
	if len(encs) != n || len(p.Insts) != n {
		t.Fatalf("%d samples, %d parsed, %d assembled", n, len(p.Insts), len(encs))
	}
	t.Logf("%d rows", n)
}

// Every VALU row that takes clamp, omod, op_sel, op_sel_hi or neg_lo in
// its VOP3 (or VOP3P) form takes it in llvm-mc too: the modifiers a row takes (Op.Mods) never let through a
// line LLVM rejects. Rows LLVM gives a modifier the simulator does not
// apply (clamp on most integer results, omod on a float-to-int
// conversion) are rejected by wavesim, and counted.
func TestTableModifiers(t *testing.T) {
	mc16 := llvmtool.Require(t, "llvm-mc", 16)
	for _, name := range []string{"gfx900", "gfx906", "gfx1010", "gfx1030", "gfx1100", "gfx90a", "gfx942"} {
		t.Run(name, func(t *testing.T) {
			mc := mc16
			if isa.MustArch(name).GFX90AInsts {
				mc = llvmtool.Require(t, "llvm-mc", 19)
			}
			a := isa.MustArch(name)
			var lines []string
			var ok []bool
			for _, op := range isa.Ops() {
				if !op.On(a) || !op.IsVALU() || op.Special != isa.SpecialNone || len(op.Encs) > 0 && !op.HasEnc(isa.EncE64) {
					continue
				}
				line := tableSample(op, a)
				if line == "" {
					continue
				}
				if len(op.Encs) > 0 {
					line = strings.Replace(line, op.NameFor(a), op.NameFor(a)+"_e64", 1)
				}
				mods := op.ModsFor(isa.EncE64)
				if len(op.Encs) == 0 {
					mods = op.ModsFor(isa.EncNative)
				}
				n := op.NumSrcs()
				ones := "[" + strings.TrimSuffix(strings.Repeat("1,", n), ",") + "]"
				zeros := strings.ReplaceAll(ones, "1", "0")
				opSel := ones
				if op.Format != isa.VOP3P {
					opSel = "[" + strings.Repeat("1,", n) + "1]" // and the destination
				}
				for _, m := range []struct {
					text string
					kind isa.ModSet
				}{{"clamp", isa.ModClamp}, {"mul:2", isa.ModOmod}, {"op_sel:" + opSel, isa.ModOpSel},
					{"op_sel_hi:" + zeros, isa.ModOpSelHi}, {"neg_lo:" + ones, isa.ModNeg}} {
					l := line + " " + m.text
					_, err := isa.Parse("mods.s", []byte(l+"\n"), isa.ParseOptions{Arch: a})
					lines = append(lines, l)
					ok = append(ok, mods&m.kind != 0 && err == nil)
				}
			}
			res, err := llvmtool.AssembleLines(mc, llvmtool.MCArgs(name, false, true), lines)
			if err != nil {
				t.Fatal(err)
			}
			unmodeled := 0
			for i, r := range res {
				switch {
				case ok[i] && r.Err != "":
					t.Errorf("wavesim takes %q, llvm-mc does not: %s", lines[i], r.Err)
				case !ok[i] && r.Err == "":
					unmodeled++
					t.Logf("llvm-mc takes %q; wavesim does not model it", lines[i])
				}
			}
			t.Logf("%d lines, %d that llvm-mc takes and wavesim does not", len(lines), unmodeled)
		})
	}
}
