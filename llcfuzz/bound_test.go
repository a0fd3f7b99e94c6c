package llcfuzz

import (
	"context"
	"errors"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"
)

// A child that spins past its CPU bound is stopped as a timeout; one that
// sleeps longer than the bound but uses no CPU is not (on Linux, where
// the bound is RLIMIT_CPU); one that waits past the wall-clock backstop
// is stopped as a wall-clock timeout; an ordinary failure stays one.
func TestRunBounded(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the CPU-time bound is Linux's RLIMIT_CPU")
	}
	for _, tc := range []struct {
		name, script string
		factor       int    // the wall-clock backstop: generous where a loaded test machine must not reach it
		want         string // in the error; "" none
		wall         bool
	}{
		{"spins", "while :; do :; done", 30, "used more than 500ms of CPU time", false},
		{"sleeps", "sleep 1", 30, "", false},
		{"waits forever", "sleep 30", 4, "ran longer than 2s of wall-clock time", true},
		{"fails", "exit 3", 30, "exit status 3", false},
	} {
		start := time.Now()
		err := runBounded(context.Background(), exec.Command("sh", "-c", tc.script), "sh", 500*time.Millisecond, tc.factor)
		var te *TimeoutError
		switch {
		case tc.want == "" && err != nil, tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		case errors.As(err, &te) && (te.Wall > 0) != tc.wall:
			t.Errorf("%s: %+v, wall-clock %v", tc.name, te, tc.wall)
		}
		if d := time.Since(start); d > 20*time.Second {
			t.Errorf("%s: took %v", tc.name, d)
		}
	}
	// The caller's context ends it at once.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if err := runBounded(ctx, exec.Command("sleep", "30"), "sleep", time.Minute, wallFactor); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("cancelled: %v", err)
	}
}
