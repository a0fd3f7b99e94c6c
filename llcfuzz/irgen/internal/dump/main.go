// Command dump writes the modules and launch of one seed (a development aid).
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/wavesim/wavesim/llcfuzz/irgen"
)

func main() {
	seed, _ := strconv.ParseUint(os.Args[1], 0, 64)
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
	j, _ := k.LaunchJSON(nil)
	os.WriteFile(filepath.Join(dir, "launch.json"), j, 0o644)
}
