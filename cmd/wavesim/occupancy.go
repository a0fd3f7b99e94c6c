package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/occupancy"
)

func occupancyCmd() *cobra.Command {
	var arch, workgroup, kernel, specPath string
	var wave, vgprs, sgprs, lds int
	var cuMode, asJSON bool
	var sf sweepFlags
	c := &cobra.Command{
		Use:   "occupancy (--arch gfx1030 --vgprs N [--sgprs N] [--lds BYTES] [--workgroup MIN-MAX] [--wave 32|64] [--cumode] | kernel.s | kernel.o)",
		Short: "Waves per SIMD a kernel's registers, LDS and workgroup sizes allow, and what limits them",
		Long: `occupancy computes how many waves of a kernel each SIMD holds at once, as LLVM's
AMDGPU backend does: the SIMD's wave slots, the VGPRs (and on GFX9 the SGPRs) each
wave allocates, and the workgroups a compute unit (a WGP on GFX10+ unless --cumode)
takes given their LDS and size. With a workgroup size range the result is a range:
its ends may come from sizes inside the range. Given a kernel file, it reads the
counts llc reports for each kernel (a code object's metadata note holds them too). docs/reference/occupancy.md explains every number.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if specPath != "" {
				if len(args) != 1 {
					return fmt.Errorf("--launch needs the kernel file")
				}
				if err := noneChanged(cmd, []string{"vgprs", "sgprs", "lds", "cumode", "workgroup"}, "is not used with --launch (the kernel file and the launch give it)"); err != nil {
					return err
				}
				sf.spec, sf.arch, sf.kernel, sf.wave, sf.json = specPath, arch, kernel, wave, asJSON
				return occupancySweep(cmd, args[0], &sf)
			}
			if err := noneChanged(cmd, []string{"plot", "model", "cus"}, "needs --launch"); err != nil {
				return err
			}
			type row struct {
				name string
				t    occupancy.Target
				k    occupancy.Kernel
			}
			var rows []row
			if len(args) == 1 {
				if err := noneChanged(cmd, []string{"vgprs", "sgprs", "lds", "cumode"}, "is read from the kernel file"); err != nil {
					return err
				}
				p, err := loadInput(cmd, args[0], launch.LoadOptions{Arch: arch, Wave: wave})
				if err != nil {
					return err
				}
				for _, k := range p.Kernels {
					if kernel != "" && k.Name != kernel {
						continue
					}
					t, kn, ok := occupancy.ForKernel(p, k)
					if !ok {
						return fmt.Errorf("%s: kernel %s: the file gives no register counts (no ; NumVgprs: comment, metadata .vgpr_count or .amdhsa_next_free_vgpr)", args[0], k.Name)
					}
					rows = append(rows, row{k.Name, t, kn})
				}
				if len(rows) == 0 {
					return fmt.Errorf("%s: no kernel %q", args[0], kernel)
				}
			} else {
				if arch == "" || !cmd.Flags().Changed("vgprs") {
					return fmt.Errorf("give --arch and --vgprs (and --sgprs, --lds, --workgroup), or a kernel file")
				}
				a, err := isa.LookupArch(arch)
				if err != nil {
					return err
				}
				if wave == 0 {
					wave = a.DefaultWave()
				}
				k := occupancy.Kernel{VGPRs: vgprs, SGPRs: sgprs, LDS: lds}
				if k.WorkgroupMin, k.WorkgroupMax, err = parseRange(workgroup); err != nil {
					return err
				}
				rows = append(rows, row{"", occupancy.Target{Arch: a, Wave: wave, CUMode: cuMode}, k})
			}
			if len(args) == 1 && workgroup != "" {
				lo, hi, err := parseRange(workgroup)
				if err != nil {
					return err
				}
				for i := range rows {
					rows[i].k.WorkgroupMin, rows[i].k.WorkgroupMax = lo, hi
				}
			}
			w := cmd.OutOrStdout()
			var js []occupancyJSON
			for _, r := range rows {
				res, err := occupancy.Compute(r.t, r.k)
				if err != nil {
					return err
				}
				if asJSON {
					js = append(js, occupancyJSON{Kernel: r.name, Arch: r.t.Arch.Name, Wave: r.t.Wave, CUMode: r.t.CUMode,
						VGPRs: r.k.VGPRs, SGPRs: r.k.SGPRs, LDS: r.k.LDS, MinWorkgroupSize: r.k.WorkgroupMin, MaxWorkgroupSize: r.k.WorkgroupMax,
						Min: res.Min, Max: res.Max, MaxWavesPerSIMD: r.t.MaxWavesPerEU(), Limiting: res.Limiting, Limits: res.Limits})
					continue
				}
				writeOccupancy(w, r.name, r.t, r.k, res)
			}
			if asJSON {
				enc := json.NewEncoder(w)
				enc.SetIndent("", "  ")
				return enc.Encode(js)
			}
			return nil
		},
	}
	f := c.Flags()
	f.StringVar(&arch, "arch", "", "target")
	f.IntVar(&wave, "wave", 0, "wave size (default: the target's)")
	f.IntVar(&vgprs, "vgprs", 0, "VGPRs a wave allocates")
	f.IntVar(&sgprs, "sgprs", 0, "SGPRs a wave allocates, with VCC, flat scratch and XNACK mask (limit only on GFX9)")
	f.IntVar(&lds, "lds", 0, "bytes of LDS a workgroup allocates")
	f.StringVar(&workgroup, "workgroup", "", "workgroup size or range of sizes, MIN-MAX (default 1-1024, or the kernel's)")
	f.BoolVar(&cuMode, "cumode", false, "GFX10+: workgroups run on a CU of 2 SIMDs, not a WGP of 4 (-mattr=+cumode)")
	f.StringVar(&kernel, "kernel", "", "only this kernel of the file")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	f.StringVar(&specPath, "launch", "", "run this launch of the kernel file at every occupancy from 1 to what the kernel allows, workgroups side by side, and print the cycles, speedups, DRAM bandwidth, hit rates and the largest memory wait; marks where doubling the occupancy stops paying")
	f.IntVar(&sf.cus, "cus", 1, "with --launch: compute units (WGPs in GFX10+ WGP mode)")
	f.StringVar(&sf.plot, "plot", "", "with --launch: draw cycles and DRAM bytes/cycle over the occupancy to `FILE` (.png, .svg or .pdf)")
	sf.mf.add(f)
	return c
}

// sweepFlags are occupancy --launch's: the launch, the model, the
// compute units, the picture and the target (as run takes them).
type sweepFlags struct {
	spec, arch, kernel, plot string
	wave, cus                int
	json                     bool
	mf                       modelFlag
}

// occupancySweep runs a launch with workgroups side by side at each
// occupancy the kernel allows and prints what each took: cycles, speedups
// and what the memory system did.
func occupancySweep(cmd *cobra.Command, path string, sf *sweepFlags) error {
	if sf.cus < 1 || sf.cus > launch.MaxCUs {
		return fmt.Errorf("--cus %d: an occupancy sweep runs workgroups side by side on 1 to %d compute units", sf.cus, launch.MaxCUs)
	}
	model, err := sf.mf.settings()
	if err != nil {
		return err
	}
	p, spec, err := launch.Load(path, sf.spec, launch.LoadOptions{Arch: sf.arch, Wave: sf.wave})
	if err != nil {
		return err
	}
	if sf.kernel != "" {
		spec.Kernel = sf.kernel
	}
	run := func(occ int) (*launch.Dispatch, error) {
		d, err := launch.NewDispatch(p, spec, launch.Options{Timing: true, CUs: sf.cus, Occupancy: occ, Model: model})
		if err != nil {
			return nil, err
		}
		if err := d.Run(); err != nil {
			return nil, err
		}
		if m := d.Check(); m != nil {
			return nil, fmt.Errorf("occupancy %d: the results differ from the launch's expectations: %v", occ, m)
		}
		return d, nil
	}
	top, err := run(0)
	if err != nil {
		return err
	}
	out, err := top.Output(launch.OutputOptions{})
	if err != nil {
		return err
	}
	if out.Occupancy == nil {
		return fmt.Errorf("%s: kernel %s: the file gives no register counts, so its occupancy is unknown", path, out.Kernel)
	}
	unit := "CU"
	if t, _, ok := occupancy.ForKernel(p, top.Kernel); ok && t.Arch.Gen != isa.GFX9 && !t.CUMode {
		unit = "WGP"
	}
	s := &bench.OccSweep{Kernel: out.Kernel, Arch: out.Arch, Wave: out.Wave, Workgroups: out.Workgroups,
		Workgroup: out.Occupancy.WorkgroupSize, CUs: sf.cus, Unit: unit, Allowed: out.Occupancy.WavesPerSIMD, Skipped: []bench.OccSkip{}}
	for occ := 1; occ <= s.Allowed; occ++ {
		d := top
		if occ < s.Allowed {
			if d, err = run(occ); err != nil {
				// A workgroup's waves may not fit the SIMDs at a low occupancy.
				s.Skipped = append(s.Skipped, bench.OccSkip{WavesPerSIMD: occ, Reason: err.Error()})
				continue
			}
		}
		s.Add(occ, d.Timing.Cycles, bench.NewMemReport(d.Timing))
	}
	s.Finish()
	w := cmd.OutOrStdout()
	if sf.json {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(s); err != nil {
			return err
		}
	} else {
		bench.WriteOccSweep(w, s)
	}
	if sf.plot != "" {
		if err := bench.SaveOccSweepPlot(sf.plot, s); err != nil {
			return fmt.Errorf("--plot %w", err)
		}
		fmt.Fprintf(cmd.ErrOrStderr(), "occupancy sweep picture written to %s\n", sf.plot)
	}
	return nil
}

// parseRange reads "N" or "MIN-MAX" (default 1-1024).
func parseRange(s string) (int, int, error) {
	if s == "" {
		return 1, isa.MaxWorkgroupSize, nil
	}
	a, b, found := strings.Cut(s, "-")
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := lo, error(nil)
	if found {
		hi, err2 = strconv.Atoi(strings.TrimSpace(b))
	}
	if err1 != nil || err2 != nil || lo < 1 || hi < lo || hi > isa.MaxWorkgroupSize {
		return 0, 0, fmt.Errorf("--workgroup %q: want N or MIN-MAX with 1 <= MIN <= MAX <= %d", s, isa.MaxWorkgroupSize)
	}
	return lo, hi, nil
}

func writeOccupancy(w interface{ Write([]byte) (int, error) }, name string, t occupancy.Target, k occupancy.Kernel, r *occupancy.Result) {
	mode := "WGP mode, 4 SIMDs share a workgroup's resources"
	switch {
	case t.Arch.Gen < isa.GFX10:
		mode = "a CU of 4 SIMDs"
	case t.CUMode:
		mode = "CU mode, 2 SIMDs"
	}
	if name != "" {
		fmt.Fprintf(w, "kernel %s: ", name)
	}
	fmt.Fprintf(w, "%s wave%d (%s): %d VGPRs, %d SGPRs, %d bytes of LDS, workgroups of %d to %d work-items\n",
		t.Arch.Name, t.Wave, mode, k.VGPRs, k.SGPRs, k.LDS, k.WorkgroupMin, k.WorkgroupMax)
	tw := bench.NewTable(w)
	tw.Header("resource", "waves per SIMD")
	for _, l := range r.Limits {
		v := fmt.Sprint(l.Min)
		if l.Max != l.Min {
			v = fmt.Sprintf("%d to %d", l.Min, l.Max)
		}
		tw.Append(l.Resource, v)
	}
	tw.Render()
	res := fmt.Sprint(r.Min)
	if r.Max != r.Min {
		res = fmt.Sprintf("[%d, %d]", r.Min, r.Max)
	}
	fmt.Fprintf(w, "occupancy: %s waves per SIMD, limited by %s\n", res, strings.Join(r.Limiting, " and "))
	v15, err15 := occupancy.LLVMOccupancy(15, t, k)
	v16, err16 := occupancy.LLVMOccupancy(16, t, k)
	if err15 == nil && err16 == nil {
		fmt.Fprintf(w, "llc prints \"; Occupancy: %d\" (LLVM 16 to 19, from the largest workgroup size alone), %d (LLVM 14 and 15)\n", v16, v15)
	}
}

// occupancyJSON is a kernel's entry of occupancy --json. A quantity run
// --json's occupancy summary also gives (occupancy.Summary) has its key
// there, so a script reads both the same way.
type occupancyJSON struct {
	Kernel           string            `json:"kernel"`
	Arch             string            `json:"arch"`
	Wave             int               `json:"wave"`
	CUMode           bool              `json:"cu_mode"`
	VGPRs            int               `json:"vgprs"`
	SGPRs            int               `json:"sgprs"`
	LDS              int               `json:"lds_bytes"`
	MinWorkgroupSize int               `json:"min_workgroup_size"`
	MaxWorkgroupSize int               `json:"max_workgroup_size"`
	Min              int               `json:"min_over_sizes"`
	Max              int               `json:"max_over_sizes"`
	MaxWavesPerSIMD  int               `json:"wave_slots_per_simd"`
	Limiting         []string          `json:"limited_by"`
	Limits           []occupancy.Limit `json:"limits"`
}
