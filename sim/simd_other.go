//go:build !(goexperiment.simd && amd64)

package sim

// vectorKernels: this build has no vector executor (it needs
// GOEXPERIMENT=simd on amd64, see simd_amd64.go).
func vectorKernels() (map[string]vecFn, string) { return nil, "" }
