package main

import (
	"runtime"
	"unsafe"

	"github.com/wavesim/wavesim/internal/hugemem"
	"github.com/wavesim/wavesim/internal/userfile"
)

// heapPerSourceByte is about what a kernel run keeps per byte of its
// assembly text (program, decoded code, timing records, the op table):
// 10,000 instructions in 280 KB of text take 13 MB (3,200 pages faulted
// in past those --version faults, without the prefault). Asking for less
// leaves the timing model's records, allocated last, to fault page by
// page.
const heapPerSourceByte = 48

// maxPrefault bounds the memory prefaultForKernel asks for.
const maxPrefault = 64 << 20

// ownProcess is set by main: the command runs in a process of its own,
// whose heap, Ps and collector pacing it may set up for its work
// (prefaultForKernel, manyKernels). The tests run commands
// in-process and leave it unset, so they measure what a run allocates
// and keep their own settings.
var ownProcess bool

// prefaultForKernel readies the heap a run of the kernel in file will
// allocate (prefaultHeap), when that is more than a few pages.
func prefaultForKernel(file string) {
	if !ownProcess {
		return
	}
	f, err := userfile.Open(file)
	if err != nil {
		return
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || fi.Size() < 64<<10 {
		return
	}
	// A code object's size says little about its code: only text counts.
	var magic [4]byte
	if _, err := f.ReadAt(magic[:], 0); err != nil || string(magic[:]) == "\x7fELF" {
		return
	}
	prefaultHeap(int(min(fi.Size()*heapPerSourceByte, maxPrefault)))
}

// prefaultHeap gives the heap n bytes of memory the kernel has already
// backed: a block of that size is allocated, populated in one madvise
// call (hugemem.Populate, with huge pages), and freed (one collection of
// the still small heap) for the run's allocations to reuse. A kernel run
// keeps all it allocates, so without this it takes a page fault for every
// page; populating the pages in bulk costs far less, in virtual machines
// especially (faults of 7-15 µs each). Off Linux it does nothing; on a
// kernel without MADV_POPULATE_WRITE the block is still collected, so
// that it does not count as live heap, and the pages fault in as the run
// writes them.
func prefaultHeap(n int) {
	if !hugemem.Available {
		return
	}
	b := make([]byte, n)
	hugemem.Populate(uintptr(unsafe.Pointer(unsafe.SliceData(b))), uintptr(len(b)))
	runtime.KeepAlive(b)
	b = nil
	runtime.GC()
}
