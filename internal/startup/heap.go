package startup

import (
	"os"
	"unsafe"

	"github.com/wavesim/wavesim/internal/hugemem"
)

// maxStartHeap bounds what populateHeap populates. The runtime maps the
// heap 4 MiB at a time (mheap.grow rounds its requests up to 512 pages
// of 8 KiB); the start of a command allocates 1-2 MiB of it.
const maxStartHeap = 8 << 20

// heapProbe is where populateHeap puts the allocation that shows where
// the heap is; a package variable, so that it lives on the heap.
var heapProbe *[64]byte

// populateHeap populates the mapping that holds the heap so far (as
// /proc/self/maps gives it), from its start, up to maxStartHeap. It
// returns the range it populated; where there is no maps file or the
// heap is not in an anonymous writable mapping, it populates nothing.
func populateHeap() (lo, hi uintptr) {
	heapProbe = new([64]byte)
	p := uintptr(unsafe.Pointer(heapProbe))
	heapProbe = nil
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return 0, 0
	}
	lo, hi, ok := hugemem.AnonMapping(maps, p)
	if !ok {
		return 0, 0
	}
	hi = min(hi, lo+maxStartHeap)
	hugemem.Populate(lo, hi-lo)
	return lo, hi
}
