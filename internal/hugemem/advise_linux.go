package hugemem

import "syscall"

// madvHugepage is Linux's MADV_HUGEPAGE.
const madvHugepage = 14

func adviseHuge(start, n uintptr) {
	_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, start, n, madvHugepage)
}
