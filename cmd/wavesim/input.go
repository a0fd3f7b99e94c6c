package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// loadInput loads the file at path, or standard input for "-", so that a
// pipe from llc (`llc ... -o - | wavesim run -`) works as print's does.
// An empty input is named as such: "names no target; give --arch" would
// send the user the wrong way when the command that wrote it (llc) failed.
func loadInput(cmd *cobra.Command, path string, lo launch.LoadOptions) (*isa.Program, error) {
	if path != "-" {
		return launch.LoadProgram(path, lo) // which names an empty file
	}
	src, err := io.ReadAll(cmd.InOrStdin())
	if err != nil {
		return nil, err
	}
	if len(bytes.TrimSpace(src)) == 0 {
		return nil, errors.New("<stdin>: the input is empty: did the command before the pipe fail?")
	}
	return launch.ParseProgram("<stdin>", src, lo)
}

// specBeside is where run and compare look for the launch spec of the
// kernel at path when --launch is absent: launch.json in its folder.
func specBeside(path string) string {
	return filepath.Join(filepath.Dir(path), "launch.json")
}

// besideSpec is specBeside(path) when that file exists, or "" when it
// does not (or the input is standard input).
func besideSpec(path string) string {
	if path == "-" {
		return ""
	}
	spec := specBeside(path)
	if _, err := os.Stat(spec); err != nil {
		return ""
	}
	return spec
}
