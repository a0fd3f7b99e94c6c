package opt

import "github.com/wavesim/wavesim/isa"

// body is one kernel or function of a program as the passes that rewrite
// inside functions see it: its CFG and liveness, solved once per run.
type body struct {
	// isFunc: a function, not a kernel. What its callers need after it
	// returns is unknown here, so every register is live at its
	// s_setpc_b64.
	isFunc bool
	live   *Liveness // its CFG: live.CFG
	// exit is what is live where it ends: the snippet's or kernel's
	// Options.ExitLive, every unit for a function.
	exit Units
}

// bodies analyses each kernel, then each function, of p that has
// instructions: the functions a kernel calls are rewritten too.
func bodies(p *isa.Program, o *Options) []*body {
	var out []*body
	fns := append(append([]*isa.Kernel(nil), p.Kernels...), p.Funcs...)
	for n, k := range fns {
		if k.End <= k.Entry {
			continue
		}
		b := &body{isFunc: n >= len(p.Kernels), exit: o.ExitLive}
		if b.isFunc {
			b.exit = allUnits
		}
		b.live = ComputeLiveness(BuildCFG(p, k), p.Wave, b.exit)
		out = append(out, b)
	}
	return out
}
