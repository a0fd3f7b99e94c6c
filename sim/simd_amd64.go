//go:build goexperiment.simd && amd64

package sim

import "simd/archsimd"

// The vector executor: with GOEXPERIMENT=simd on amd64, the VALU rows
// whose semantics semgen can translate (sem_simd_gen.go) run 16 lanes an
// instruction on AVX-512. Without AVX-512 at run time, or in a build
// without the experiment (simd_other.go), the scalar functions run.

// vectorKernels returns the vector functions by row name, or nil when the
// CPU lacks AVX-512 (F, CD, BW, DQ and VL).
func vectorKernels() (map[string]vecFn, string) {
	if !archsimd.X86.AVX512() {
		return nil, ""
	}
	return genVALUVector, "avx512"
}

// storeLanes writes the lanes of m in chunk at (16 lanes) of d.
func storeLanes(d *lanes, at int, m uint16, r archsimd.Uint32x16) {
	p := (*[16]uint32)(d[at : at+16])
	if m == 0xffff {
		r.Store(p)
		return
	}
	r.StoreMasked(p, archsimd.Mask32x16FromBits(m))
}

// firstNaN is x with its quiet bit set in the lanes where x is a NaN, and
// q elsewhere: one step of the NaN rule (semgen's nanRule).
func firstNaN(x, q archsimd.Float32x16) archsimd.Float32x16 {
	return x.AsUint32x16().Or(archsimd.BroadcastUint32x16(0x400000)).AsFloat32x16().Merge(q, x.IsNaN())
}
