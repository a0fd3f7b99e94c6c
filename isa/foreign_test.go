package isa

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A user hands wavesim an .ll file, bitcode or x86 assembly, with and
// without --arch: the error names what the file is, where, and the llc
// command that makes AMDGPU assembly of it, instead of asking for --arch or
// failing at an "unknown instruction".
func TestForeignFiles(t *testing.T) {
	gfx1030, err := LookupArch("gfx1030")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		file string
		want []string
	}{
		{"add.ll", []string{"add.ll:4:1: this is LLVM IR for x86_64-pc-linux-gnu", "llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 testdata/foreign/add.ll -o testdata/foreign/add.s"}},
		{"kernel_nomodule.ll", []string{"kernel_nomodule.ll:1:1: this is LLVM IR (a \"define\" line)", "llc -mtriple=amdgcn-amd-amdhsa"}},
		// clang's IR names its target; the command keeps it.
		{"kernel_gfx90a.ll", []string{"kernel_gfx90a.ll:1:1: this is LLVM IR (a ModuleID line)", "llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a testdata/foreign/kernel_gfx90a.ll"}},
		{"kernel.bc", []string{"kernel.bc:1:1: this is LLVM bitcode", "kernel.bc -o testdata/foreign/kernel.s"}},
		{"add_x86.s", []string{"add_x86.s:11:8: this is x86 assembly (%rdi)", "-mtriple=amdgcn-amd-amdhsa"}},
		{"add_intel.s", []string{"add_intel.s:2:2: this is x86 assembly (.intel_syntax)"}},
	}
	for _, c := range cases {
		path := filepath.Join("testdata", "foreign", c.file)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, opt := range []ParseOptions{{}, {Arch: gfx1030}} {
			_, err := Parse(path, src, opt)
			if err == nil {
				t.Fatalf("%s (arch %v): parsed", c.file, opt.Arch != nil)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%s (arch %v): error %q lacks %q", c.file, opt.Arch != nil, err, w)
				}
			}
		}
	}
}

// A broken AMDGPU file keeps its own error: the detection runs on failure
// but must not claim an AMDGPU file is something else.
func TestForeignNotClaimed(t *testing.T) {
	src := "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n\tv_mov_b32 v0, v1 ; movq-like comment %rax\n\tv_bogus v0\n"
	_, err := Parse("k.s", []byte(src), ParseOptions{})
	if err == nil || !strings.Contains(err.Error(), `k.s:3:2: unknown instruction "v_bogus"`) {
		t.Fatalf("error %v, want the unknown instruction at k.s:3:2", err)
	}
}
