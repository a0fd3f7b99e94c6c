//go:build !linux

package hugemem

func adviseHuge(start, n uintptr) {}

func populate(start, n uintptr) bool { return false }
