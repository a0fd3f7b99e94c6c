package llcfuzz

import (
	"os"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// setCPULimit sets pid's RLIMIT_CPU to bound (rounded up to whole
// seconds, the limit's unit): SIGXCPU there, SIGKILL a second later.
func setCPULimit(pid int, bound time.Duration) bool {
	s := uint64((bound + time.Second - 1) / time.Second)
	return unix.Prlimit(pid, unix.RLIMIT_CPU, &unix.Rlimit{Cur: s, Max: s + 1}, nil) == nil
}

// killedForCPU: the process ended by the signals RLIMIT_CPU sends.
func killedForCPU(ps *os.ProcessState) bool {
	ws, ok := ps.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && (ws.Signal() == syscall.SIGXCPU || ws.Signal() == syscall.SIGKILL)
}
