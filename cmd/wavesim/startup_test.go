package main

import (
	"os"
	"runtime"
	"testing"

	"github.com/wavesim/wavesim/internal/startup"
)

// TestStartupOneP checks what internal/startup assumes of the command
// tree when it reads the command from the process's first argument:
// OnePCommand is the command `wavesim run` finds, and no flag of the root
// command may come before a command. It also checks that the test binary,
// which links startup, kept its Ps.
func TestStartupOneP(t *testing.T) {
	root := newRoot()
	c, _, err := root.Find([]string{startup.OnePCommand, "kernel.s"})
	if err != nil || c == nil || c.Name() != "run" || c.Parent() != root {
		name := "none"
		if c != nil {
			name = c.CommandPath()
		}
		t.Fatalf("%q finds the command %q (%v), want wavesim run", startup.OnePCommand, name, err)
	}
	if root.PersistentFlags().HasFlags() {
		t.Errorf("the root command has persistent flags, which may come before %q: startup.OneP reads only the first argument", startup.OnePCommand)
	}
	if !startup.OneP([]string{"wavesim", startup.OnePCommand, "kernel.s"}, "") {
		t.Errorf("startup.OneP does not give %q one P", startup.OnePCommand)
	}
	if runtime.GOMAXPROCS(0) == 1 && runtime.NumCPU() > 1 && os.Getenv("GOMAXPROCS") == "" {
		t.Error("the test binary runs with one P")
	}
}
