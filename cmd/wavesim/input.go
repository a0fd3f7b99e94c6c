package main

import (
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// loadInput loads the file at path, or standard input for "-", so that a
// pipe from llc (`llc ... -o - | wavesim run -`) works as print's does.
func loadInput(cmd *cobra.Command, path string, lo launch.LoadOptions) (*isa.Program, error) {
	if path != "-" {
		return launch.LoadProgram(path, lo)
	}
	src, err := io.ReadAll(cmd.InOrStdin())
	if err != nil {
		return nil, err
	}
	return launch.ParseProgram("<stdin>", src, lo)
}

// besideSpec is the launch.json in path's folder, as compare and bench
// find it, or "" when there is none (or the input is standard input).
func besideSpec(path string) string {
	if path == "-" {
		return ""
	}
	spec := filepath.Join(filepath.Dir(path), "launch.json")
	if _, err := os.Stat(spec); err != nil {
		return ""
	}
	return spec
}
