package isa

// InitSGPR is one field of the SGPRs a kernel's waves start with: the
// user SGPRs the command processor writes, then the system SGPRs the SPI
// writes (AMDGPUUsage "Initial Kernel Execution State"). The parser, the
// code object reader, the dispatcher and the passes all place these
// fields by InitSGPRTable, so the order lives in one place.
type InitSGPR uint8

// The fields in the order the hardware packs them from s0.
const (
	SGPRPrivateSegmentBuffer InitSGPR = iota
	SGPRDispatchPtr
	SGPRQueuePtr
	SGPRKernargSegmentPtr
	SGPRDispatchID
	SGPRFlatScratchInit
	SGPRPrivateSegmentSize
	SGPRWorkgroupIDX
	SGPRWorkgroupIDY
	SGPRWorkgroupIDZ
	SGPRWorkgroupInfo
	SGPRPrivateSegmentWaveOffset
	NumInitSGPRs
)

// KDWord is the kernel descriptor word that holds a field's enable bit
// (llvm/include/llvm/Support/AMDHSAKernelDescriptor.h kernel_descriptor_t).
type KDWord uint8

const (
	// KDCodeProperties is kernel_code_properties (u16 at byte 56).
	KDCodeProperties KDWord = iota
	// KDComputePgmRsrc2 is compute_pgm_rsrc2 (u32 at byte 52).
	KDComputePgmRsrc2
)

// InitSGPRRow describes one field of the initial SGPRs.
type InitSGPRRow struct {
	Field InitSGPR
	Name  string // as AMDGPUUsage names it
	Regs  int    // SGPRs it takes
	// System fields are written by the SPI and start at
	// s[user_sgpr_count], after any padding of the user SGPRs.
	System bool
	// Directive is the .amdhsa_kernel directive that enables the field;
	// Word and Bit are the descriptor bit that directive sets.
	Directive string
	Word      KDWord
	Bit       uint
	// Comment is the "; COMPUTE_PGM_RSRC2:" field llc prints for the same
	// bit, the only description plain -march=amdgcn output has ("" when
	// it prints none).
	Comment string
	Source  string
}

// InitSGPRTable is the HSA initial SGPR layout, one row per field in
// hardware order (row i describes field i). Preloaded kernel arguments,
// which would sit between flat scratch init and the private segment
// size, have no row: the descriptor's kernarg_preload must be 0 (no
// modeled target preloads).
var InitSGPRTable = [NumInitSGPRs]InitSGPRRow{
	{SGPRPrivateSegmentBuffer, "Private Segment Buffer", 4, false,
		".amdhsa_user_sgpr_private_segment_buffer", KDCodeProperties, 0, "",
		"AMDGPUUsage \"Initial Kernel Execution State\" SGPR 1; kernel_code_properties ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER (bit 0)"},
	{SGPRDispatchPtr, "Dispatch Ptr", 2, false,
		".amdhsa_user_sgpr_dispatch_ptr", KDCodeProperties, 1, "",
		"AMDGPUUsage \"Initial Kernel Execution State\" SGPR 2; kernel_code_properties ENABLE_SGPR_DISPATCH_PTR (bit 1)"},
	{SGPRQueuePtr, "Queue Ptr", 2, false,
		".amdhsa_user_sgpr_queue_ptr", KDCodeProperties, 2, "",
		"AMDGPUUsage \"Initial Kernel Execution State\" SGPR 3; kernel_code_properties ENABLE_SGPR_QUEUE_PTR (bit 2)"},
	{SGPRKernargSegmentPtr, "Kernarg Segment Ptr", 2, false,
		".amdhsa_user_sgpr_kernarg_segment_ptr", KDCodeProperties, 3, "",
		"AMDGPUUsage \"Initial Kernel Execution State\" SGPR 4; kernel_code_properties ENABLE_SGPR_KERNARG_SEGMENT_PTR (bit 3)"},
	{SGPRDispatchID, "Dispatch Id", 2, false,
		".amdhsa_user_sgpr_dispatch_id", KDCodeProperties, 4, "",
		"AMDGPUUsage \"Initial Kernel Execution State\" SGPR 5; kernel_code_properties ENABLE_SGPR_DISPATCH_ID (bit 4)"},
	{SGPRFlatScratchInit, "Flat Scratch Init", 2, false,
		".amdhsa_user_sgpr_flat_scratch_init", KDCodeProperties, 5, "",
		"AMDGPUUsage \"Initial Kernel Execution State\" SGPR 6; kernel_code_properties ENABLE_SGPR_FLAT_SCRATCH_INIT (bit 5)"},
	{SGPRPrivateSegmentSize, "Private Segment Size", 1, false,
		".amdhsa_user_sgpr_private_segment_size", KDCodeProperties, 6, "",
		"AMDGPUUsage \"Initial Kernel Execution State\" SGPR 8; kernel_code_properties ENABLE_SGPR_PRIVATE_SEGMENT_SIZE (bit 6)"},
	{SGPRWorkgroupIDX, "Work-Group Id X", 1, true,
		".amdhsa_system_sgpr_workgroup_id_x", KDComputePgmRsrc2, 7, "TGID_X_EN",
		"AMDGPUUsage \"Initial Kernel Execution State\" SGPR 9; compute_pgm_rsrc2 ENABLE_SGPR_WORKGROUP_ID_X (bit 7)"},
	{SGPRWorkgroupIDY, "Work-Group Id Y", 1, true,
		".amdhsa_system_sgpr_workgroup_id_y", KDComputePgmRsrc2, 8, "TGID_Y_EN",
		"AMDGPUUsage \"Initial Kernel Execution State\" SGPR 10; compute_pgm_rsrc2 ENABLE_SGPR_WORKGROUP_ID_Y (bit 8)"},
	{SGPRWorkgroupIDZ, "Work-Group Id Z", 1, true,
		".amdhsa_system_sgpr_workgroup_id_z", KDComputePgmRsrc2, 9, "TGID_Z_EN",
		"AMDGPUUsage \"Initial Kernel Execution State\" SGPR 11; compute_pgm_rsrc2 ENABLE_SGPR_WORKGROUP_ID_Z (bit 9)"},
	{SGPRWorkgroupInfo, "Work-Group Info", 1, true,
		".amdhsa_system_sgpr_workgroup_info", KDComputePgmRsrc2, 10, "TG_SIZE_EN",
		"AMDGPUUsage \"Initial Kernel Execution State\" SGPR 12; compute_pgm_rsrc2 ENABLE_SGPR_WORKGROUP_INFO (bit 10)"},
	{SGPRPrivateSegmentWaveOffset, "Private Segment Wavefront Offset", 1, true,
		".amdhsa_system_sgpr_private_segment_wavefront_offset", KDComputePgmRsrc2, 0, "SCRATCH_EN",
		"AMDGPUUsage \"Initial Kernel Execution State\" SGPR 13; compute_pgm_rsrc2 ENABLE_PRIVATE_SEGMENT (bit 0)"},
}

// InitSGPRByDirective finds the field an .amdhsa_kernel directive
// enables.
func InitSGPRByDirective(directive string) (InitSGPR, bool) {
	for _, r := range InitSGPRTable {
		if r.Directive == directive {
			return r.Field, true
		}
	}
	return 0, false
}

// InitSGPRByComment finds the field a "; COMPUTE_PGM_RSRC2:" field of
// legacy output enables.
func InitSGPRByComment(field string) (InitSGPR, bool) {
	for _, r := range InitSGPRTable {
		if r.Comment != "" && r.Comment == field {
			return r.Field, true
		}
	}
	return 0, false
}

// InitSGPRSet is a set of enabled fields.
type InitSGPRSet uint16

// Has says whether f is in the set.
func (s InitSGPRSet) Has(f InitSGPR) bool { return s&(1<<f) != 0 }

// Set puts f in the set or takes it out.
func (s *InitSGPRSet) Set(f InitSGPR, on bool) {
	if on {
		*s |= 1 << f
	} else {
		*s &^= 1 << f
	}
}

// InitSGPRLayout is where a kernel's enabled fields land.
type InitSGPRLayout struct {
	at [NumInitSGPRs]int // first SGPR of each field, -1 when disabled
	// User is the user SGPRs: where the system SGPRs start.
	User int
	// End is one past the last SGPR the dispatcher writes.
	End int
}

// LayoutInitSGPRs packs the enabled fields from s0 in table order. The
// system SGPRs start at s[userCount] when that is past the enabled user
// SGPRs: .amdhsa_user_sgpr_count may exceed them (LLVM pads them on
// gfx1100 and gfx1102 in wave32, FeatureUserSGPRInit16Bug;
// docs/reference/abi.md "Initial SGPRs").
func LayoutInitSGPRs(on InitSGPRSet, userCount int) InitSGPRLayout {
	var l InitSGPRLayout
	n, system := 0, false
	for _, r := range InitSGPRTable {
		if r.System && !system {
			n, system = max(n, userCount), true
			l.User = n
		}
		l.at[r.Field] = -1
		if on.Has(r.Field) {
			l.at[r.Field] = n
			n += r.Regs
		}
	}
	l.End = n
	return l
}

// SGPR is the first SGPR of field f, false when f is not enabled.
func (l InitSGPRLayout) SGPR(f InitSGPR) (int, bool) {
	i := l.at[f]
	return i, i >= 0
}

// Reg is field f's registers, false when f is not enabled.
func (l InitSGPRLayout) Reg(f InitSGPR) (Reg, bool) {
	i, ok := l.SGPR(f)
	if !ok {
		return Reg{}, false
	}
	return Reg{File: FileS, Idx: uint16(i), N: uint8(InitSGPRTable[f].Regs)}, true
}
