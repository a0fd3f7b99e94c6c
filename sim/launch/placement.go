package launch

import (
	"errors"
	"fmt"
	"strings"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/occupancy"
	"github.com/wavesim/wavesim/sim/sched"
)

// MaxCUs bounds Options.CUs: the wave states, LDS and scratch slots of
// resident workgroups grow with it (a model parameter; the largest parts
// of these families have 64 CUs or 40 WGPs).
const MaxCUs = 128

// IsolatedCUs, as Options.CUs, runs each workgroup alone on a compute unit
// of its own, its waves issuing from one SIMD.
const IsolatedCUs = -1

// setupCUs plans the compute units of Options.CUs (a sched.CUs) when
// workgroups run side by side: the hardware's compute units, each with
// SIMDs that hold up to Occ waves.
//
//   - GCN (gfx900): a CU of 4 SIMD16s; a workgroup's waves are spread over
//     them (GCN Architecture whitepaper, "Compute Unit"; Vega ISA §2).
//   - RDNA: a CU of 2 SIMD32s; in WGP mode, LLVM's default for GFX10+
//     (.amdhsa_workgroup_processor_mode), a workgroup may use the WGP's 4
//     SIMD32s (RDNA ISA §2 "Work-group Processor"; AMDGPUBaseInfo
//     getEUsPerCU says the same for occupancy). A "CU" here is then a WGP.
//   - Several workgroups share a CU up to its wave slots (occupancy), its
//     LDS and its barriers (AMDGPUBaseInfo getLocalMemorySize,
//     getMaxWorkGroupsPerCU).

// setupCUs plans the compute units of Options.CUs.
func (d *Dispatch) setupCUs() error {
	o := &d.opts
	switch {
	case o.CUs == IsolatedCUs || !o.Timing && o.CUs == 0:
		if o.Occupancy != 0 {
			return errors.New("an occupancy applies to workgroups side by side: give a number of compute units, and time the run")
		}
		return nil
	case o.CUs < 0 || o.CUs > MaxCUs:
		return fmt.Errorf("%d compute units: the model takes 1 to %d", o.CUs, MaxCUs)
	case !o.Timing:
		return errors.New("workgroups side by side need the timing model")
	}
	cus := max(o.CUs, 1)
	t, k, ok := occupancy.ForKernel(d.Prog, d.Kernel)
	wg := d.Spec.WorkgroupSize()
	size := min(wg[0]*wg[1]*wg[2], isa.MaxWorkgroupSize)
	k.WorkgroupMin, k.WorkgroupMax = size, size
	if !ok {
		// No register counts: the kernel's registers do not limit.
		k.VGPRs, k.SGPRs = 0, 0
	}
	r, err := occupancy.Compute(t, k)
	if err != nil {
		return fmt.Errorf("occupancy: %w", err)
	}
	c := &sched.CUs{N: cus, SIMDs: t.EUsPerCU(), Occ: r.Min, LDS: t.LocalMemorySize(), Barriers: 16}
	if t.Arch.Gen >= isa.GFX10 && !t.CUMode {
		c.Barriers = 32
	}
	if o.Occupancy != 0 {
		if o.Occupancy < 1 || o.Occupancy > r.Min {
			return fmt.Errorf("occupancy %d: the kernel allows 1 to %d waves per SIMD at %d work-items per workgroup (limited by %s)",
				o.Occupancy, r.Min, size, strings.Join(r.Limiting, ", "))
		}
		c.Occ = o.Occupancy
	}
	// A workgroup must fit on an empty compute unit.
	if waves := (size + d.Wave - 1) / d.Wave; waves > c.SIMDs*c.Occ {
		return fmt.Errorf("a workgroup's %d waves do not fit %d SIMDs of %d waves", waves, c.SIMDs, c.Occ)
	}
	d.cu = c
	return nil
}
