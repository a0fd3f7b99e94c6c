package isa_test

import "testing"

const gfx12File = "testdata/mc_gfx12.txt"

// TestGFX12Conformance holds wavesim's parser to the verdicts of
// testdata/mc_gfx12.txt and, with llvm-mc-19 installed, llvm-mc-19 to them
// too, assembling wavesim's printing of every accepted line to the
// encoding of the line as written.
func TestGFX12Conformance(t *testing.T) {
	conformFile(t, gfx12File, 19, "the GFX12 verdicts")
}
