package isa_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// true16File is the conformance table of the true16 operands.
const true16File = "testdata/mc_true16.txt"

// TestTrue16Conformance holds wavesim's parser to the verdicts of
// testdata/mc_true16.txt and, with llvm-mc-19 installed, llvm-mc-19
// -mattr=+real-true16 to them too, assembling wavesim's printing of every
// accepted line to the encoding of the line as written.
func TestTrue16Conformance(t *testing.T) {
	cases := readConformanceFile(t, true16File)
	printed, cols := conformWavesim(t, cases)
	groups := map[string][]int{}
	var keys []string
	for i, c := range cases {
		key := fmt.Sprintf("%s/w%d", c.arch, c.wave)
		if groups[key] == nil {
			keys = append(keys, key)
		}
		groups[key] = append(groups[key], i)
	}
	sort.Strings(keys)
	mc := llvmtool.Want(t, "llvm-mc", 19)
	if mc == "" {
		llvmtool.Missing(t, "llvm-mc-19 not found: the true16 verdicts are checked against wavesim only (install the Debian package llvm-19 to check them against LLVM)")
	}
	for _, k := range keys {
		var group []mcCase
		var gp []string
		var gc []int
		for _, i := range groups[k] {
			group, gp, gc = append(group, cases[i]), append(gp, printed[i]), append(gc, cols[i])
		}
		conformMC(t, mc, []string{"-mattr=+real-true16"}, group, gp, gc)
	}
}

// A half write defines its VGPR and reads it (the half it keeps); a half
// read reads the VGPR.
func TestTrue16DefsUses(t *testing.T) {
	p, err := isa.Parse("t.s", []byte("v_add_f16_e32 v1.h, v2.l, v3.h\n"), isa.ParseOptions{Arch: isa.MustArch("gfx1100"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	in := p.Insts[0]
	if got, want := fmt.Sprint(in.Defs(32)), "[v1]"; got != want {
		t.Errorf("Defs = %s, want %s", got, want)
	}
	if got, want := fmt.Sprint(in.Uses(32)), "[v1 v2 v3 exec_lo]"; got != want {
		t.Errorf("Uses = %s, want %s", got, want)
	}
	if got, want := in.HalfSel(), uint8(0b110); got != want {
		t.Errorf("HalfSel = %#b, want %#b (source 1 and the destination high)", got, want)
	}
	if got := in.DstHalf(); got != isa.HalfHi {
		t.Errorf("DstHalf = %v, want HalfHi", got)
	}
}

// EncodedSize agrees with llvm-mc-19's encodings: a half above v127, or
// any 16-bit VGPR operand above v127, makes an unsuffixed mnemonic VOP3 (8
// bytes), a literal adds a dword.
func TestTrue16EncodedSize(t *testing.T) {
	mc := llvmtool.Require(t, "llvm-mc", 19)
	lines := []string{
		"v_mov_b16 v0.h, v1.l",
		"v_mov_b16 v200.h, v1.l",
		"v_mov_b16 v1.l, v200.l",
		"v_mov_b16_e32 v3.l, 0x4248",
		"v_mov_b16 v130.l, 0x4248",
		"v_add_f16 v2.h, v1.h, v3.l",
		"v_add_f16_e32 v0.h, 0x1234, v2.l",
		"v_add_f16_e64 v2.h, s4, s0",
		"v_add_f16_dpp v0.h, v1.h, v2.l row_shl:1 row_mask:0xf bank_mask:0xf",
		"v_add_f16 v0, v1, v200",
		"v_cvt_f32_f16 v0, v200",
		"v_cvt_f32_f16 v200, v1",
	}
	a := isa.MustArch("gfx1100")
	res, err := llvmtool.AssembleLines(mc, append(llvmtool.MCArgs("gfx1100", false, false), "-mattr=+real-true16"), lines)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range lines {
		p, err := isa.Parse("t.s", []byte(l+"\n"), isa.ParseOptions{Arch: a, Wave: 32})
		if err != nil {
			t.Errorf("%s: %v", l, err)
			continue
		}
		if res[i].Err != "" {
			t.Errorf("%s: llvm-mc-19: %s", l, res[i].Err)
			continue
		}
		want := strings.Count(res[i].Encoding, ",") + 1
		if got := isa.EncodedSize(p.Insts[0], a); got != want {
			t.Errorf("%s: EncodedSize %d, llvm-mc-19 encodes %d bytes (%s)", l, got, want, res[i].Encoding)
		}
	}
}
