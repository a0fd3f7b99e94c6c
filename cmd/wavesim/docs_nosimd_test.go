//go:build !goexperiment.simd

package main

const simdBuild = false
