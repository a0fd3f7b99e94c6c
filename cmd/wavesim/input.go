package main

import (
	"bytes"
	"fmt"
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
	name, empty := path, "the file is empty: did the command that wrote it fail?"
	var src []byte
	var err error
	if path == "-" {
		name, empty = "<stdin>", "the input is empty: did the command before the pipe fail?"
		src, err = io.ReadAll(cmd.InOrStdin())
	} else {
		src, err = os.ReadFile(path)
	}
	if err != nil {
		return nil, err
	}
	if len(bytes.TrimSpace(src)) == 0 {
		return nil, fmt.Errorf("%s: %s", name, empty)
	}
	return launch.ParseProgram(name, src, lo)
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
