package isa_test

import "testing"

// gfx115File is the conformance table of the RDNA3.5 additions.
const gfx115File = "testdata/mc_gfx115.txt"

// TestGFX115Conformance holds wavesim's parser to the verdicts of
// testdata/mc_gfx115.txt and, with llvm-mc-19 installed (llvm-mc-16 knows
// no gfx1150), llvm-mc-19 to them too, assembling wavesim's printing of
// every accepted line to the encoding of the line as written.
func TestGFX115Conformance(t *testing.T) {
	conformFile(t, gfx115File, 19, "the gfx115 verdicts")
}
