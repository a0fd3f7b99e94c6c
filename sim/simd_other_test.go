//go:build !(goexperiment.simd && amd64)

package sim

import "testing"

// A build without GOEXPERIMENT=simd (or not on amd64) has no vector
// executor: every VALU row runs its scalar function.
func TestNoVectorExecutor(t *testing.T) {
	if VectorPath() != "" {
		t.Errorf("VectorPath() = %q", VectorPath())
	}
	opTables()
	for id, f := range valuVecByOp {
		if f != nil {
			t.Fatalf("row %d has a vector function", id)
		}
	}
}
