package isa_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// What llc emits for <2 x half> and <2 x i16> arithmetic, the mixed
// precision multiply-adds, the dot-product intrinsics and
// llvm.amdgcn.mov.dpp8, the saturating (clamp) packed integer and dot
// product forms and the lane permutes' fi/bound_ctrl
// (testdata/packed/*.ll, compiled with `llc-N -march=amdgcn -mcpu=CPU`
// into testdata/packed/NAME-CPU-llcN.s; sweep_NAME-CPU-llc16.s from
// traces/sweep/NAME.ll with `llc-16 -O2`) parses, and wavesim's printing
// assembles with llvm-mc-16 to the encodings of llc's text, instruction
// for instruction.
func TestPackedLLCRoundTrip(t *testing.T) {
	mc := llvmtool.Require(t, "llvm-mc", 16)
	files, err := filepath.Glob("testdata/packed/*-llc*.s")
	if err != nil || len(files) == 0 {
		t.Fatalf("no llc outputs: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			cpu := strings.Split(filepath.Base(f), "-")[1]
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			a := isa.MustArch(cpu)
			p, err := isa.Parse(f, src, isa.ParseOptions{Arch: a})
			if err != nil {
				t.Fatal(err)
			}
			packed := 0
			for _, in := range p.Insts {
				if in.Op.Format == isa.VOP3P || in.OpSel() != 0 || in.Op.Feature != isa.FeatNone || in.Mods.DPP != nil && in.Mods.DPP.Ctrl == "dpp8" {
					packed++
				}
			}
			if packed == 0 {
				t.Fatal("no packed-math, op_sel, dot-product or dpp8 instruction in the file")
			}
			args := llvmtool.MCArgs(cpu, false, true)
			want, err := llvmtool.Encodings(mc, args, src)
			if err != nil {
				t.Fatal(err)
			}
			got, err := llvmtool.Encodings(mc, args, []byte(p.String()))
			if err != nil {
				t.Fatalf("llvm-mc rejects what wavesim prints: %v", err)
			}
			if len(got) != len(want) {
				t.Fatalf("%d instructions assembled from wavesim's printing, %d from llc's", len(got), len(want))
			}
			for i := range want {
				if enc(got[i]) != enc(want[i]) {
					t.Errorf("instruction %d: llc's %q, wavesim's %q", i, want[i], got[i])
				}
			}
			t.Logf("%d instructions, %d packed, op_sel, dot or dpp8", len(want), packed)
		})
	}
}

// enc is the encoding part of an Encodings line.
func enc(line string) string {
	_, e, _ := strings.Cut(line, "encoding:")
	return e
}
