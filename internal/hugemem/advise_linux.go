package hugemem

import "syscall"

// Linux's madvise advice values: MADV_HUGEPAGE, MADV_NOHUGEPAGE, and
// MADV_POPULATE_WRITE (5.14 and later).
const (
	madvHugepage      = 14
	madvNoHugepage    = 15
	madvPopulateWrite = 23
)

// Available reports whether Populate can populate at all here: Linux, on
// a kernel that has MADV_POPULATE_WRITE (Populate says for each call).
const Available = true

func adviseHuge(start, n uintptr) {
	_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, start, n, madvHugepage)
}

func populate(start, n uintptr) bool {
	_, _, errno := syscall.Syscall(syscall.SYS_MADVISE, start, n, madvPopulateWrite)
	return errno == 0
}
