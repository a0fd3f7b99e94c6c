package llcfuzz

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"time"
)

// A campaign shares its machine: its own -j jobs, reductions, and
// whatever else runs there (a shard under nice, a batch neighbour). A
// wall-clock bound then stops a run that was only waiting for a core,
// and an lli run stopped so became a "generator suspect" finding. So
// --timeout bounds a child's CPU time (RLIMIT_CPU, where the system has
// it), and wall-clock time only as a backstop of wallFactor times that,
// against a child that sleeps or waits forever.
const wallFactor = 4

// TimeoutError is a child process run past its bound.
type TimeoutError struct {
	Name string
	// CPU is the CPU time it used; Wall is set when the wall-clock
	// backstop stopped it (CPU below the bound: the machine was loaded
	// or the child waited).
	CPU, Bound time.Duration
	Wall       time.Duration
}

func (e *TimeoutError) Error() string {
	if e.Wall > 0 {
		return fmt.Sprintf("%s ran longer than %v of wall-clock time (%.1fs of CPU time: a loaded machine, or a wait)", e.Name, e.Wall, e.CPU.Seconds())
	}
	return fmt.Sprintf("%s used more than %v of CPU time", e.Name, e.Bound)
}

// runBounded runs cmd (made with exec.Command) to the end, its CPU time
// bounded by bound and its wall-clock time by factor times that (by
// bound alone where the CPU limit cannot be set); ctx's end kills it too.
// A run past a bound returns a *TimeoutError.
func runBounded(ctx context.Context, cmd *exec.Cmd, name string, bound time.Duration, factor int) error {
	if err := cmd.Start(); err != nil {
		return err
	}
	wall := bound
	if setCPULimit(cmd.Process.Pid, bound) {
		wall = time.Duration(factor) * bound
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	timer := time.NewTimer(wall)
	defer timer.Stop()
	var err error
	stoppedAt := time.Duration(0)
	select {
	case err = <-done:
	case <-timer.C:
		cmd.Process.Kill()
		err = <-done
		stoppedAt = wall
	case <-ctx.Done():
		cmd.Process.Kill()
		<-done
		return ctx.Err()
	}
	if err == nil {
		return nil
	}
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		return err
	}
	cpu := ee.ProcessState.UserTime() + ee.ProcessState.SystemTime()
	switch {
	case stoppedAt > 0:
		return &TimeoutError{Name: name, CPU: cpu, Bound: bound, Wall: stoppedAt}
	case killedForCPU(ee.ProcessState) && cpu >= bound/2:
		// RLIMIT_CPU's SIGXCPU (or SIGKILL at the hard limit); the CPU
		// time tells it from another signal's kill. (The kernel's CPU
		// clock and the child's rusage differ by a few ticks: a child
		// stopped at 1s has shown 0.96s.)
		return &TimeoutError{Name: name, CPU: cpu, Bound: bound}
	}
	return err
}
