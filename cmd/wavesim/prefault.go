package main

import (
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
// (prefaultForKernel, singleProc, manyKernels). The tests run commands
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
