// Package hugemem asks the kernel to back large, long-lived allocations
// with transparent huge pages.
//
// A parsed, decoded and timed kernel keeps everything it allocates until
// the run ends, and touches each page of it once while filling it in: for a
// long kernel that is one page fault per 4 KiB, which in a virtual machine
// costs 7-15 µs each (measured on the development host) and dominates
// parsing a million instructions. With transparent huge pages in
// "madvise" mode (the default of most distributions) memory is backed by
// 2 MiB pages only where the program asks for it; Advise asks.
package hugemem

import "unsafe"

// MinBytes is the smallest allocation Advise acts on: below a few huge
// pages the faults saved do not pay for the system call.
const MinBytes = 4 << 20

// hugePage is the x86-64 and arm64 transparent huge page size.
const hugePage = 2 << 20

// Advise asks for huge pages over the part of s's backing array that
// covers whole 2 MiB pages, when the array spans at least MinBytes. Call
// it right after allocating, before the memory is written: pages already
// touched stay as they are. It is advice only; where the kernel has no
// transparent huge pages, or refuses, nothing changes.
func Advise[T any](s []T) {
	if cap(s) == 0 {
		return
	}
	var t T
	n := uintptr(cap(s)) * unsafe.Sizeof(t)
	if n < MinBytes {
		return
	}
	p := uintptr(unsafe.Pointer(unsafe.SliceData(s)))
	start := (p + hugePage - 1) &^ (hugePage - 1)
	end := (p + n) &^ (hugePage - 1)
	if end > start {
		adviseHuge(start, end-start)
	}
}
