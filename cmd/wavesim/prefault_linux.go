package main

import (
	"runtime"
	"syscall"
	"unsafe"

	"github.com/wavesim/wavesim/internal/hugemem"
)

// madvPopulateWrite is Linux's MADV_POPULATE_WRITE (5.14 and later).
const madvPopulateWrite = 23

// prefaultHeap gives the heap n bytes of memory the kernel has already
// backed: a block of that size is allocated, populated in one madvise
// call, and freed (one collection of the still small heap) for the run's
// allocations to reuse. A kernel run keeps all it allocates, so without
// this it takes a page fault for every page; populating the pages in bulk
// costs far less, in virtual machines especially (faults of 12-15 µs
// each). Asking for huge pages first (hugemem) leaves 512 times fewer
// pages to populate. On an older kernel the madvise fails and the run goes
// as before.
func prefaultHeap(n int) {
	b := make([]byte, n)
	hugemem.Advise(b)
	_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, uintptr(unsafe.Pointer(unsafe.SliceData(b))), uintptr(len(b)), madvPopulateWrite)
	runtime.KeepAlive(b)
	b = nil
	runtime.GC()
}
