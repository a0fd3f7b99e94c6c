// Command dump writes the modules and launch of one seed (a development aid).
// The launch carries lli-19's outputs as its expectation when lli-19 can run
// the host module, so that `wavesim run` on a compilation says whether it
// matches.
package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/llcfuzz/irgen"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: dump SEED DIR [cross]")
		os.Exit(2)
	}
	seed, err := strconv.ParseUint(os.Args[1], 0, 64)
	if err != nil {
		fmt.Fprintln(os.Stderr, "dump: seed:", err)
		os.Exit(2)
	}
	dir := os.Args[2]
	cfg := irgen.DefaultConfig()
	if len(os.Args) > 3 && os.Args[3] == "cross" {
		cfg.Features = irgen.AllFeatures()
	}
	k, err := irgen.Generate(seed, cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, "device.ll"), []byte(k.Device), 0o644)
	os.WriteFile(filepath.Join(dir, "host.ll"), []byte(k.Host), 0o644)
	var expect map[string][]uint64
	if k.Host != "" {
		cmd := exec.Command("lli-19", "-")
		cmd.Stdin = strings.NewReader(k.Host)
		out, err := cmd.Output()
		if err == nil {
			expect, err = k.ParseHostOutput(out)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "lli-19:", err, "(the launch has no expectation)")
		}
	}
	j, _ := k.LaunchJSON(expect)
	os.WriteFile(filepath.Join(dir, "launch.json"), j, 0o644)
}
