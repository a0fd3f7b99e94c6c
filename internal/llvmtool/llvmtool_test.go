package llvmtool

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// fakeT records whether a helper skipped or failed, and stops its
// goroutine there as testing.T does.
type fakeT struct{ skipped, failed string }

func (f *fakeT) Helper() {}
func (f *fakeT) Skipf(format string, a ...any) {
	f.skipped = fmt.Sprintf(format, a...)
	runtime.Goexit()
}
func (f *fakeT) Fatalf(format string, a ...any) {
	f.failed = fmt.Sprintf(format, a...)
	runtime.Goexit()
}

// call runs a helper on f in a goroutine of its own, which Skipf and
// Fatalf may end, and returns the path it gave ("" when it stopped).
func call(f *fakeT, helper func(Skipper, string, int) string, tool string, v int) string {
	p := make(chan string, 1)
	go func() {
		defer close(p)
		p <- helper(f, tool, v)
	}()
	return <-p
}

// A missing oracle skips on a developer's machine and fails in CI, naming
// the tool; Want leaves a developer's test running without it.
func TestMissingFailsInCI(t *testing.T) {
	const tool, v = "llvm-no-such-tool", 99
	for _, ci := range []string{"", "true"} {
		t.Setenv("CI", ci)
		var r, w fakeT
		if p := call(&r, Require, tool, v); p != "" {
			t.Fatalf("Require found %s", p)
		}
		if p := call(&w, Want, tool, v); p != "" {
			t.Fatalf("Want found %s", p)
		}
		if ci == "true" {
			if r.failed == "" || r.skipped != "" || w.failed == "" {
				t.Errorf("CI=true: Require skipped %q, failed %q; Want failed %q: want both to fail", r.skipped, r.failed, w.failed)
			}
		} else if r.skipped == "" || r.failed != "" || w.failed != "" || w.skipped != "" {
			t.Errorf("CI unset: Require skipped %q, failed %q; Want skipped %q, failed %q: want Require to skip and Want to do neither",
				r.skipped, r.failed, w.skipped, w.failed)
		}
		for _, msg := range []string{r.skipped + r.failed, w.failed} {
			if msg != "" && !strings.Contains(msg, fmt.Sprintf("%s-%d", tool, v)) {
				t.Errorf("CI=%q: %q does not name %s-%d", ci, msg, tool, v)
			}
		}
	}
}
