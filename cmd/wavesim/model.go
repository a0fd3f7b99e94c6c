package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// modelFlag is --model name=value, repeatable.
type modelFlag struct{ raw []string }

func (m *modelFlag) add(f *pflag.FlagSet) {
	f.StringArrayVar(&m.raw, "model", nil, "set a timing-model parameter, `name=value` (repeatable; `wavesim model --arch X` lists them)")
}

func (m *modelFlag) settings() ([]timing.Setting, error) { return timing.ParseSettings(m.raw) }

func modelCmd() *cobra.Command {
	var arch string
	var devices bool
	var mf modelFlag
	c := &cobra.Command{
		Use:   "model (--arch gfx1030 [--model name=value ...] | --devices)",
		Short: "List the timing model's named parameters for a target: value, basis, and the range no source pins down",
		Long: `model lists every named parameter of the timing model on a target: its value
(the default, or what --model sets), the values it accepts, where the default
comes from, and, for the parameters no public source pins down, the two ends
of the plausible range. compare and bench time a rewrite at both ends of each
open parameter that prices exec-mask rewrites (of the memory system's, only
execz_mem: its other open numbers move both sides alike), so a verdict that
depends on one shows. docs/reference/latencies.md and docs/reference/memory.md
explain every number.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if devices {
				if err := noneChanged(cmd, []string{"arch", "model"}, "does not apply to --devices"); err != nil {
					return err
				}
				writeDevices(cmd.OutOrStdout())
				return nil
			}
			if arch == "" {
				return fmt.Errorf("give --arch (gfx900, gfx1010, gfx1030, gfx1100)")
			}
			a, err := isa.LookupArch(arch)
			if err != nil {
				return err
			}
			set, err := mf.settings()
			if err != nil {
				return err
			}
			p, err := timing.ParamsWith(a, set)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if a.Name != arch {
				arch += " (modeled as " + a.Name + ")"
			}
			fmt.Fprintf(w, "timing model for %s\n", arch)
			tw := bench.NewTable(w)
			tw.Header("parameter", "value", "basis", "accepts")
			changed := map[string]bool{}
			for _, s := range p.Changed() {
				changed[s.Name] = true
			}
			for _, k := range timing.Knobs() {
				v := k.Get(p)
				if changed[k.Name] {
					v += " (set)"
				}
				tw.Append(k.Name, v, k.Source(p), k.Values)
			}
			tw.Render()
			fmt.Fprintln(w, "\n\"open\": no public source pins the value down; compare and bench time a rewrite at both ends (of the memory system's, only execz_mem).")
			for _, k := range timing.Knobs() {
				if strings.HasPrefix(k.Name, "latency.") {
					continue
				}
				fmt.Fprintf(w, "\n%s\n%s\n", k.Name, wrap(strings.ToUpper(k.Doc[:1])+k.Doc[1:]+". Basis: "+k.Basis+".", "  ", 96))
			}
			fmt.Fprintf(w, "\nlatency.*\n%s\n", wrap("Cycles from issue until the result of an instruction of the class can be used. "+
				"Basis: LLVM's scheduling model, SISchedule.td; an instruction's class is the one llvm-mca gives it.", "  ", 96))
			fmt.Fprintln(w, "\nSet one with --model name=value on run, compare and bench; docs/reference/latencies.md explains each default")
			return nil
		},
	}
	f := c.Flags()
	f.StringVar(&arch, "arch", "", "target")
	f.BoolVar(&devices, "devices", false, "list the device presets the `device` parameter takes: target, compute units, clock, DRAM bandwidth, share per compute unit, cache sizes")
	mf.add(f)
	return c
}

// writeDevices prints the device presets (timing.Devices) and which one
// each target takes by default.
func writeDevices(w io.Writer) {
	tw := bench.NewTable(w)
	tw.Header("device", "target", "CUs", "clock MHz", "DRAM GB/s", "DRAM bytes/cycle per CU", "L0 KiB", "GL1 KiB", "L2 KiB", "MALL MiB")
	kib := func(n int) string {
		if n == 0 {
			return "-"
		}
		return fmt.Sprint(n)
	}
	for _, d := range timing.Devices {
		tw.Append(d.Name, d.Target, d.CUs, strconv.FormatFloat(d.SclkMHz, 'f', -1, 64), strconv.FormatFloat(d.DRAMGBs, 'f', -1, 64),
			fmt.Sprintf("%.2f", d.DRAMShare()), kib(d.L0KiB), kib(d.GL1KiB), kib(d.L2KiB), kib(d.MALLMiB))
	}
	tw.Render()
	fmt.Fprintln(w, "CUs count AMD's compute units (a WGP is two, with two shares); the clock is the boost clock, the cycle the model counts in;")
	fmt.Fprintln(w, "L0 is the Vega guide's L1 on gfx900; \"-\": the part has no such level.")
	fmt.Fprintln(w, "Each target takes its own preset if one names it (gfx1150), else its generation's; --model device=NAME picks a preset of the same family (docs/reference/memory.md).")
}

// wrap breaks text into lines of at most width columns, each indented.
func wrap(text, indent string, width int) string {
	var lines []string
	line := indent
	for _, word := range strings.Fields(text) {
		if len(line) > len(indent) && len(line)+1+len(word) > width {
			lines = append(lines, line)
			line = indent
		}
		if len(line) > len(indent) {
			line += " "
		}
		line += word
	}
	return strings.Join(append(lines, line), "\n")
}
