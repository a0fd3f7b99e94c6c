package launch

import (
	"bytes"
	"fmt"

	"github.com/wavesim/wavesim/internal/userfile"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/occupancy"
	"github.com/wavesim/wavesim/sim/timing"
)

// LoadOptions override what a file does not say.
type LoadOptions struct {
	Arch string // target name; required for files without .amdgcn_target
	Wave int
	// UserSGPRs overrides the user SGPR count (objdump input; see
	// isa.ParseOptions).
	UserSGPRs int

	spec *Spec // the launch spec's "arch" and "wave" (WithSpec)
}

// LoadProgram reads and parses an assembly file, or an AMDGPU code object
// (any ELF file; see ParseCodeObject).
func LoadProgram(path string, o LoadOptions) (*isa.Program, error) {
	src, err := userfile.ReadFile(path, MaxKernelFileBytes, "a kernel file (assembly, or a code object with its data)")
	if err != nil {
		return nil, err
	}
	return ParseProgram(path, src, o)
}

// ParseProgram parses assembly text, or a code object when src starts
// with the ELF magic; name is what errors call it.
func ParseProgram(name string, src []byte, o LoadOptions) (*isa.Program, error) {
	if IsCodeObject(src) {
		return ParseCodeObject(name, src, o)
	}
	if len(bytes.TrimSpace(src)) == 0 {
		// Not "names no target; give --arch": the command that wrote the
		// file (llc, llvm-objdump) most likely failed.
		return nil, fmt.Errorf("%s: the file is empty: did the command that wrote it fail? (if it is an llvm-objdump listing, llvm-objdump printed nothing: llvm-objdump-14 crashes on GFX11 objects; run the code object itself, wavesim run kernel.o)", name)
	}
	d := isa.DeclaredTarget(name, src)
	arch, wave, err := o.target(d.Arch, d.ArchAt.String()+": "+d.ArchDirective, d.Wave, d.WaveAt.String()+": .amdhsa_wavefront_size32")
	if err != nil {
		return nil, err
	}
	opt := isa.ParseOptions{Wave: wave, UserSGPRs: o.UserSGPRs}
	if arch != "" {
		if opt.Arch, err = isa.LookupArch(arch); err != nil {
			return nil, err
		}
	}
	return isa.Parse(name, src, opt)
}

// LoadSpec reads and validates a launch spec file.
func LoadSpec(path string) (*Spec, error) {
	src, err := userfile.ReadFile(path, MaxSpecBytes, "a launch spec (larger buffer contents go in a buffer file)")
	if err != nil {
		return nil, err
	}
	return ParseSpec(path, src)
}

// RunFiles loads a kernel and its launch (see Load) and runs it.
func RunFiles(asmPath, specPath string, lo LoadOptions, opts Options) (*Dispatch, error) {
	p, spec, err := Load(asmPath, specPath, lo)
	if err != nil {
		return nil, err
	}
	d, err := NewDispatch(p, spec, opts)
	if err != nil {
		return nil, err
	}
	if err := d.Run(); err != nil {
		return d, err
	}
	return d, nil
}

// WithSpec adds a launch spec's "arch" and "wave": they fill in what
// neither the file nor lo says, and contradicting the file is an error
// (target.go).
func (lo LoadOptions) WithSpec(spec *Spec) LoadOptions {
	lo.spec = spec
	return lo
}

// Load reads a launch spec and the program it runs. The spec's arch
// and wave size stand in for whatever the file and lo leave unset, so a bare listing
// (objdump output has no .amdgcn_target) still assembles for the right
// target.
func Load(asmPath, specPath string, lo LoadOptions) (*isa.Program, *Spec, error) {
	spec, err := LoadSpec(specPath)
	if err != nil {
		return nil, nil, err
	}
	p, err := LoadProgram(asmPath, lo.WithSpec(spec))
	if err != nil {
		return nil, nil, err
	}
	return p, spec, nil
}

// Output is the machine-readable result of a run.
type Output struct {
	Kernel     string           `json:"kernel"`
	Arch       string           `json:"arch"`
	Wave       int              `json:"wave"`
	Buffers    map[string][]any `json:"buffers,omitempty"`
	Steps      int64            `json:"wave_instructions"`
	Waves      int              `json:"waves"`
	Workgroups int              `json:"workgroups"`
	Timing     *timing.Report   `json:"timing,omitempty"`
	// Occupancy is the kernel's at the launch's workgroup size, when the
	// file gives its register counts.
	Occupancy *occupancy.Summary `json:"occupancy,omitempty"`
	// Partial says what a bound left undone: the figures and buffers
	// cover only what ran.
	Partial *StopError `json:"partial,omitempty"`
}

// OutputOptions say what an Output holds besides the run's figures.
type OutputOptions struct {
	Buffers bool // every element of every buffer
	Insts   bool // the timing report's per-instruction rows
}

// Output collects the run's figures, and what o asks for.
func (d *Dispatch) Output(o OutputOptions) (*Output, error) {
	out := &Output{Kernel: d.Kernel.Name, Arch: d.Arch.Name, Wave: d.Wave, Buffers: map[string][]any{},
		Steps: d.Steps(), Waves: d.NumWaves, Workgroups: d.Workgroups, Partial: d.Stopped}
	for _, name := range d.BufferNames() {
		if !o.Buffers {
			break
		}
		raw, err := d.Contents(name)
		if err != nil {
			return nil, fmt.Errorf("buffer %s: %v", name, err)
		}
		vals := make([]any, len(raw))
		for i, v := range raw {
			vals[i] = d.Buffers[name].Type.Format(v)
		}
		out.Buffers[name] = vals
	}
	if t, k, ok := occupancy.ForKernel(d.Prog, d.Kernel); ok {
		wg := d.Spec.WorkgroupSize()
		out.Occupancy, _ = occupancy.Summarize(t, k, min(wg[0]*wg[1]*wg[2], isa.MaxWorkgroupSize))
	}
	switch {
	case d.Timing != nil && o.Insts:
		out.Timing = d.Timing.Report(d.Kernel)
	case d.Timing != nil:
		out.Timing = d.Timing.Totals()
	}
	return out, nil
}
