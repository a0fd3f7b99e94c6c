package isa_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// mfmaLines spells a row four ways: C/D in AGPRs and A/B in VGPRs; C/D in
// VGPRs and A/B in AGPRs with the modifiers the row takes; C an inline
// constant (not an SMFMAC, whose src2 is its index VGPR); and on gfx942
// the gfx90a spelling when there is one.
func mfmaLines(m *isa.MFMA) []string {
	reg := func(p string, base, n int) string {
		if n == 1 {
			return fmt.Sprintf("%s%d", p, base)
		}
		return fmt.Sprintf("%s[%d:%d]", p, base, base+n-1)
	}
	c := func(p string) string {
		if m.Sparse {
			return "v100"
		}
		return reg(p, 0, m.CDRegs)
	}
	mods := "cbsz:1 abid:1 blgp:2"
	switch {
	case m.Sparse:
		mods = "cbsz:0 abid:3"
	case m.D == isa.MF64 && m.Target == "gfx942":
		mods = "neg:[1,0,1]"
	case m.D == isa.MF64:
		mods = "blgp:5"
	}
	lines := []string{
		fmt.Sprintf("%s %s, %s, %s, %s", m.Name, reg("a", 0, m.CDRegs), reg("v", 40, m.ARegs), reg("v", 44, m.BRegs), c("a")),
		fmt.Sprintf("%s %s, %s, %s, %s %s", m.Name, reg("v", 0, m.CDRegs), reg("a", 40, m.ARegs), reg("a", 44, m.BRegs), c("v"), mods),
	}
	if !m.Sparse {
		one := "1.0"
		if m.D == isa.MI32 {
			one = "1"
		}
		lines = append(lines, fmt.Sprintf("%s %s, %s, %s, %s", m.Name, reg("a", 0, m.CDRegs), reg("v", 40, m.ARegs), reg("a", 44, m.BRegs), one))
	}
	if m.Alias != "" {
		lines = append(lines, strings.Replace(lines[0], m.Name, m.Alias, 1))
	}
	return lines
}

// Every MFMA and SMFMAC row of gfx90a and gfx942, in VGPRs and AGPRs, with
// its modifiers, an inline C and gfx942's gfx90a aliases, parses; and
// what wavesim prints assembles with llvm-mc-19 to the bytes of the line
// as written.
func TestMFMARowsReassemble(t *testing.T) {
	mc := llvmtool.Require(t, "llvm-mc", 19)
	for _, target := range []string{"gfx90a", "gfx942"} {
		t.Run(target, func(t *testing.T) {
			a := isa.MustArch(target)
			var lines []string
			for _, m := range isa.MFMARows(target) {
				lines = append(lines, mfmaLines(m)...)
			}
			src := "\t" + strings.Join(lines, "\n\t") + "\n"
			p, err := isa.Parse("mfma.s", []byte(src), isa.ParseOptions{Arch: a})
			if err != nil {
				t.Fatal(err)
			}
			args := llvmtool.MCArgs(target, false, true)
			want, err := llvmtool.Encodings(mc, args, []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			got, err := llvmtool.Encodings(mc, args, []byte(p.String()))
			if err != nil {
				t.Fatalf("llvm-mc-19 rejects what wavesim prints: %v", err)
			}
			if len(got) != len(want) || len(want) != len(lines) {
				t.Fatalf("%d lines, %d assembled as written, %d from wavesim's printing", len(lines), len(want), len(got))
			}
			for i := range want {
				if got[i] != want[i] {
					t.Errorf("%s: printed %q, %s, want %s", lines[i], isa.FormatInst(p.Insts[i], a), got[i], want[i])
				}
			}
			t.Logf("%d lines", len(lines))
		})
	}
}

// The operand rules llvm-mc-19 enforces on the matrix rows, refused at
// parse time with its words.
func TestMFMAOperandErrors(t *testing.T) {
	for _, tc := range []struct{ target, line, want string }{
		{"gfx90a", "v_mfma_f32_4x4x1f32 v[0:3], v0, v1, a[0:3]", "invalid operand for instruction"},
		{"gfx90a", "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[4:7] cbsz:8", "invalid cbsz value."},
		{"gfx942", "v_mfma_f64_4x4x4_4b_f64 a[0:1], v[0:1], v[2:3], a[0:1] blgp:5", "blgp is not supported"},
		{"gfx90a", "v_mfma_f64_4x4x4f64 a[0:1], v[0:1], v[2:3], a[0:1] neg:[1,0,1]", "takes no neg modifier"},
		{"gfx90a", "v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], v[2:3], a[0:3]", "gfx942"},
		{"gfx942", "v_mfma_i32_16x16x16i8 a[0:3], v0, v1, a[0:3]", "gfx90a"},
		{"gfx90a", "v_mfma_f32_4x4x1f32 a[0:3], s0, v1, a[0:3]", "s0"},
		{"gfx90a", "v_mfma_f32_4x4x4f16 a[0:3], v[1:2], v[2:3], a[0:3]", "64 bit aligned"},
	} {
		_, err := isa.Parse("e.s", []byte(tc.line+"\n"), isa.ParseOptions{Arch: isa.MustArch(tc.target)})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %s: error %v, want one containing %q", tc.target, tc.line, err, tc.want)
		}
	}
}
