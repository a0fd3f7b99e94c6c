//go:build !linux

package main

// prefaultHeap does nothing where the kernel has no bulk populate.
func prefaultHeap(n int) {}
