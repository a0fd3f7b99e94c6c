//go:build goexperiment.simd

package main

// simdBuild: this test binary runs the VALU rows on the vector path where
// the CPU has one. The docs' quotations are checked on the default build;
// the two paths are held to each other lane by lane in package sim.
const simdBuild = true
