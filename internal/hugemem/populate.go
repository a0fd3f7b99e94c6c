package hugemem

import "syscall"

// Populate has the kernel back [start, start+n) now, in one call, rather
// than with a page fault per page where each is first written. Whole
// 2 MiB pages inside the range are asked for as huge pages first (as
// Advise asks), which leaves 512 times fewer pages to back. The range must
// be mapped memory the process may write: an allocation's backing array,
// or a mapping of the heap (AnonMapping); it is widened to whole pages.
// Populating writes nothing, so what the memory holds stays as it was. It
// reports whether the kernel populated the range; where it cannot
// (MADV_POPULATE_WRITE is Linux 5.14 and later) or refuses, the pages
// fault in as they are written, as huge pages where the advice took.
func Populate(start, n uintptr) bool {
	if n == 0 {
		return false
	}
	page := uintptr(syscall.Getpagesize())
	n += start & (page - 1)
	start &^= page - 1
	lo := (start + hugePage - 1) &^ (hugePage - 1)
	hi := (start + n) &^ (hugePage - 1)
	if hi > lo {
		adviseHuge(lo, hi-lo)
	}
	return populate(start, n)
}
