package isa

import "fmt"

// Limits the hardware puts on what a kernel descriptor and its metadata
// may ask for. The parser checks every size that comes from the input
// against them before anything is allocated for it.
const (
	// MaxUserSGPRs: user SGPRs a kernel may request
	// (AMDGPUBaseInfo.cpp getMaxNumUserSGPRs: 16).
	MaxUserSGPRs = 16
	// MaxLDSBytes: the LDS one workgroup may allocate: 64 KiB on GFX9,
	// GFX10 and GFX11 (AMDGPU.td FeatureLocalMemorySize65536,
	// AMDGPUBaseInfo.cpp getLocalMemorySize).
	MaxLDSBytes = 65536
	// MaxKernargBytes bounds the kernarg segment (.amdhsa_kernarg_size,
	// .kernarg_segment_size). The descriptor's field is 32 bits
	// (AMDGPUUsage "Kernel Descriptor"), so the hardware bounds it only at
	// 4 GiB; the model caps it at 1 MiB, a model parameter far above the
	// explicit arguments plus the 256 hidden bytes of any kernel llc
	// emits, so a hostile size cannot make a launch allocate gigabytes.
	MaxKernargBytes = 1 << 20
)

// MaxScratchPerLane is the scratch one lane may use on a target in a wave
// size: COMPUTE_TMPRING_SIZE.WAVESIZE bounds one wave's scratch, 13 bits
// in units of 256 dwords before GFX11 and 15 bits in units of 64 dwords on
// GFX11 (GCNSubtarget.h getMaxWaveScratchSize), and AMDGPUAsmPrinter
// rejects a kernel whose ScratchSize exceeds it divided by the wave size.
func (a *Arch) MaxScratchPerLane(wave int) int {
	perWave := (256 * 4) * ((1 << 13) - 1)
	if a.Gen >= GFX11 {
		perWave = (64 * 4) * ((1 << 15) - 1)
	}
	return perWave / wave
}

// checkScratch reports a per-lane scratch size the target cannot give.
func checkScratch(what string, v int, a *Arch, wave int) error {
	if l := a.MaxScratchPerLane(wave); v > l {
		return fmt.Errorf("%s is %d bytes, more than the %d bytes of scratch a lane may have on %s wave%d (GCNSubtarget getMaxWaveScratchSize / wave size)", what, v, l, a.Name, wave)
	}
	return nil
}

// descriptorLimits bounds the .amdhsa_ kernel-descriptor fields the
// launch sizes memory or state by; every field must also be >= 0.
var descriptorLimits = map[string]struct {
	max  int64
	what string
}{
	".amdhsa_user_sgpr_count":          {MaxUserSGPRs, "user SGPRs (AMDGPUBaseInfo getMaxNumUserSGPRs)"},
	".amdhsa_group_segment_fixed_size": {MaxLDSBytes, "bytes of LDS per workgroup (AMDGPUBaseInfo getLocalMemorySize)"},
	".amdhsa_system_vgpr_workitem_id":  {2, "(work-item ids x, y, z: 0 to 2)"},
	".amdhsa_next_free_vgpr":           {MaxVGPRs, "VGPRs"},
	".amdhsa_kernarg_size":             {MaxKernargBytes, "bytes of kernarg segment the model accepts (MaxKernargBytes)"},
}

// checkDescriptorField reports a value no target can take.
func checkDescriptorField(field string, v int64) error {
	if v < 0 {
		return fmt.Errorf("%s is %d; it cannot be negative", field, v)
	}
	if l, ok := descriptorLimits[field]; ok && v > l.max {
		return fmt.Errorf("%s is %d, more than the %d %s", field, v, l.max, l.what)
	}
	return nil
}
