package main

import (
	"fmt"
	"strconv"

	"github.com/spf13/pflag"

	"github.com/wavesim/wavesim/sim/launch"
)

// cusFlag is --cus: how many compute units a timed dispatch places its
// workgroups on, side by side (1 by default); 0 runs them one at a time,
// each alone on a compute unit with its waves on one SIMD.
type cusFlag int

const cusUsage = "compute units (WGPs in GFX10+ WGP mode) the workgroups run on side by side, waves spread over their SIMDs and the rest of the grid queued behind; " +
	"0: one workgroup at a time, each alone from cycle 0 with its waves on one SIMD, the kernel taking as long as the longest (faster on long grids, no occupancy effects)"

func (c *cusFlag) add(f *pflag.FlagSet, usage string) {
	*c = 1
	f.Var(c, "cus", usage)
}

func (c *cusFlag) String() string { return strconv.Itoa(int(*c)) }
func (c *cusFlag) Type() string   { return "int" }

func (c *cusFlag) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > launch.MaxCUs {
		return fmt.Errorf("give 0 (one workgroup at a time) or 1 to %d compute units", launch.MaxCUs)
	}
	*c = cusFlag(n)
	return nil
}

// option is the flag as launch.Options.CUs.
func (c cusFlag) option() int {
	if c == 0 {
		return launch.IsolatedCUs
	}
	return int(c)
}
