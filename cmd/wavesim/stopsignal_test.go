package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/internal/llvmtool"
)

// asMainEnv makes the test binary run main with its arguments, so that a
// test can run the CLI as a process and signal it.
const asMainEnv = "WAVESIM_TEST_AS_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(asMainEnv) == "1" {
		os.Args = append([]string{"wavesim"}, os.Args[1:]...)
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// An interrupted llcfuzz campaign stops after the kernel in flight and
// still prints its report, which says it stopped and counts what ran.
func TestLLCFuzzInterrupt(t *testing.T) {
	llvmtool.Require(t, "llc", 19)
	llvmtool.Require(t, "lli", 19)
	out, errOut, code := interruptCLI(t, 3*time.Second, "llcfuzz", "--seconds", "120", "--llc", "19", "--opt", "0", "--targets", "gfx1030",
		"--json", "--out", t.TempDir(), "-j", "1")
	var r bench.LLCFuzzReport
	if jerr := json.Unmarshal([]byte(out), &r); jerr != nil || code == 2 {
		t.Fatalf("exit %d, %v\nstdout:\n%s\nstderr:\n%s", code, jerr, out, errOut)
	}
	if r.Stopped == "" || r.Elapsed > 60 || !strings.Contains(errOut, "interrupt: stopping after the kernel in flight") {
		t.Errorf("exit %d, stopped %q after %d kernels, %.0fs\nstderr:\n%s", code, r.Stopped, r.Kernels, r.Elapsed, errOut)
	}
}

// The first SIGTERM closes the channel and says what will happen.
func TestStopOnSignal(t *testing.T) {
	// The message is written before the channel closes.
	var log bytes.Buffer
	stop, release := stopOnSignal(&log, "llcfuzz", "kernel")
	defer release()
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-stop:
	case <-time.After(10 * time.Second):
		t.Fatal("no stop after SIGTERM")
	}
	if !strings.Contains(log.String(), "llcfuzz: terminated: stopping after the kernel in flight") {
		t.Errorf("log %q", log.String())
	}
}

// An interrupted fuzz campaign prints its report, which says it stopped.
func TestFuzzInterrupt(t *testing.T) {
	out, errOut, code := interruptCLI(t, 2*time.Second, "fuzz", "--passes", "vcmpx", "--seconds", "60", "--json", "-q", "--out", t.TempDir())
	var r bench.FuzzReport
	if jerr := json.Unmarshal([]byte(out), &r); jerr != nil || code == 2 {
		t.Fatalf("exit %d, %v\nstdout:\n%s\nstderr:\n%s", code, jerr, out, errOut)
	}
	if !strings.HasPrefix(r.Stopped, "stopped early, after ") || r.Elapsed > 30 || r.Programs == 0 ||
		!strings.Contains(errOut, "fuzz: interrupt: stopping after the program in flight") {
		t.Errorf("exit %d, stopped %q after %d programs, %.0fs\nstderr:\n%s", code, r.Stopped, r.Programs, r.Elapsed, errOut)
	}
}

// interruptCLI runs the CLI as a process (TestMain's asMainEnv), sends it
// SIGINT after the given time and returns what it printed and its exit
// status.
func interruptCLI(t *testing.T, after time.Duration, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), asMainEnv+"=1")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(after)
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errOut.String(), code
}
