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
)

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
