//go:build !linux

package hugemem

// Available reports whether Populate can populate at all here: not off
// Linux.
const Available = false

func adviseHuge(start, n uintptr) {}

func populate(start, n uintptr) bool { return false }
