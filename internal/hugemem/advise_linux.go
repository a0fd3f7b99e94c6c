package hugemem

import "syscall"

// Linux's madvise advice values: MADV_HUGEPAGE, and MADV_POPULATE_WRITE
// (5.14 and later).
const (
	madvHugepage      = 14
	madvPopulateWrite = 23
)

func adviseHuge(start, n uintptr) {
	_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, start, n, madvHugepage)
}

func populate(start, n uintptr) bool {
	_, _, errno := syscall.Syscall(syscall.SYS_MADVISE, start, n, madvPopulateWrite)
	return errno == 0
}
