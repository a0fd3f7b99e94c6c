package main

import (
	"strings"
	"testing"
)

// The user's step: `wavesim run kernel.ll` (with or without --arch, with
// or without a launch spec) says the file is LLVM IR and how to compile
// it, rather than asking for --arch or failing at "target".
func TestRunForeignFile(t *testing.T) {
	const ll = "../../isa/testdata/foreign/kernel_nomodule.ll"
	for _, args := range [][]string{
		{"run", ll},
		{"run", "--arch", "gfx1030", ll},
		{"run", "--launch", "../../traces/saxpy/launch.json", ll},
		{"print", ll},
	} {
		_, err := run(t, args...)
		if err == nil || !strings.Contains(err.Error(), "kernel_nomodule.ll:1:1: this is LLVM IR") ||
			!strings.Contains(err.Error(), "llc -mtriple=amdgcn-amd-amdhsa") {
			t.Errorf("%v: error %v", args, err)
		}
	}
	_, err := run(t, "run", "../../isa/testdata/foreign/add_x86.s")
	if err == nil || !strings.Contains(err.Error(), "this is x86 assembly") {
		t.Errorf("x86: error %v", err)
	}
}
