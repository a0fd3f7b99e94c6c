//go:build !linux

package hugemem

func adviseHuge(start, n uintptr) {}
