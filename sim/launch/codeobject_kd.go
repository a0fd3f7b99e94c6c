package launch

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// writeDescriptor prints a kernel descriptor as the .amdhsa_kernel block
// that llvm-mc assembles back to the same 64 bytes, every field a
// directive sets, in llc's order (AMDGPUAsmPrinter / AMDGPUTargetStreamer
// EmitAmdhsaKernelDescriptor; bit positions from AMDHSAKernelDescriptor.h,
// AMDGPUUsage.rst "Kernel Descriptor"). A printed code object runs as the
// object did only if nothing of its descriptor is lost; the fields with no
// directive (GRANULATED_LDS_SIZE, PRIV, DEBUG_MODE, the trap handler bit)
// are ones the assembler writes as 0 and llc never sets.
func (k *coKernel) writeDescriptor(b *bytes.Buffer, a *isa.Arch, target string) {
	rsrc1, rsrc2, rsrc3 := k.u32(kdComputePgmRsrc1), k.u32(kdComputePgmRsrc2), k.u32(kdComputePgmRsrc3)
	props := uint32(k.properties())
	bits := func(v uint32, shift, width uint) int { return int(v>>shift) & (1<<width - 1) }
	field := func(name string, v int) { fmt.Fprintf(b, "\t\t.amdhsa_%s %d\n", name, v) }
	fmt.Fprintf(b, "\t.amdhsa_kernel %s\n", k.meta.Name)
	field("group_segment_fixed_size", int(k.u32(kdGroupSegmentFixedSize)))
	field("private_segment_fixed_size", int(k.u32(kdPrivateSegmentFixed)))
	field("kernarg_size", int(k.u32(kdKernargSize)))
	field("user_sgpr_count", bits(rsrc2, 1, 5)) // USER_SGPR_COUNT [5:1]
	for _, r := range isa.InitSGPRTable {
		if r.Word != isa.KDCodeProperties {
			continue
		}
		// With architected flat scratch (gfx940, GFX11+) llvm-mc refuses
		// the private segment buffer and flat scratch init directives,
		// and llc leaves their bits 0; a descriptor that sets one anyway
		// keeps it, to run as it reads.
		if a.ArchitectedFlatScratch && (r.Field == isa.SGPRPrivateSegmentBuffer || r.Field == isa.SGPRFlatScratchInit) && bits(props, r.Bit, 1) == 0 {
			continue
		}
		fmt.Fprintf(b, "\t\t%s %d\n", r.Directive, bits(props, r.Bit, 1))
	}
	if a.HasWave(32) {
		field("wavefront_size32", bits(props, 10, 1)) // ENABLE_WAVEFRONT_SIZE32
	}
	field("uses_dynamic_stack", bits(props, 11, 1)) // USES_DYNAMIC_STACK
	for _, r := range isa.InitSGPRTable {
		if r.Word != isa.KDComputePgmRsrc2 {
			continue
		}
		// COMPUTE_PGM_RSRC2 bit 0 is ENABLE_PRIVATE_SEGMENT: the scratch
		// wave offset SGPR, or with architected flat scratch the flat
		// scratch setup and no SGPR; llc prints the directive that matches.
		directive := r.Directive
		if r.Field == isa.SGPRPrivateSegmentWaveOffset && a.ArchitectedFlatScratch {
			directive = ".amdhsa_enable_private_segment"
		}
		fmt.Fprintf(b, "\t\t%s %d\n", directive, bits(rsrc2, r.Bit, 1))
	}
	field("system_vgpr_workitem_id", bits(rsrc2, 11, 2)) // ENABLE_VGPR_WORKITEM_ID [12:11]
	vgprs, sgprs := k.nextFree(a, target)
	field("next_free_vgpr", vgprs)
	field("next_free_sgpr", sgprs)
	if a.GFX90AInsts {
		// COMPUTE_PGM_RSRC3 ACCUM_OFFSET [5:0]: the first AGPR's
		// register in the unified file / 4 - 1 (AMDGPUUsage.rst
		// "compute_pgm_rsrc3 for GFX90A, GFX942"); llvm-mc requires it.
		field("accum_offset", (bits(rsrc3, 0, 6)+1)*4)
	}
	// The reserved registers only add to NextFreeSGPR, which next_free_sgpr
	// already gives in full; the XNACK mask follows the target id, whose
	// setting llvm-mc requires the directive to repeat, so it is left out.
	field("reserve_vcc", 0)
	if !a.ArchitectedFlatScratch && a.Gen < isa.GFX10 {
		field("reserve_flat_scratch", 0)
	}
	field("float_round_mode_32", bits(rsrc1, 12, 2))
	field("float_round_mode_16_64", bits(rsrc1, 14, 2))
	field("float_denorm_mode_32", bits(rsrc1, 16, 2))
	field("float_denorm_mode_16_64", bits(rsrc1, 18, 2))
	if a.Gen < isa.GFX12 {
		field("dx10_clamp", bits(rsrc1, 21, 1)) // ENABLE_DX10_CLAMP (GFX6-GFX11)
		field("ieee_mode", bits(rsrc1, 23, 1))  // ENABLE_IEEE_MODE (GFX6-GFX11)
	}
	field("fp16_overflow", bits(rsrc1, 26, 1)) // FP16_OVFL (GFX9+)
	if a.GFX90AInsts {
		field("tg_split", bits(rsrc3, 16, 1)) // COMPUTE_PGM_RSRC3 TG_SPLIT (GFX90A)
	}
	if a.Gen >= isa.GFX10 {
		// COMPUTE_PGM_RSRC1 WGP_MODE [29] (off under -mattr=+cumode,
		// which halves the SIMDs a workgroup's resources are shared
		// by), MEM_ORDERED [30], FWD_PROGRESS [31].
		field("workgroup_processor_mode", bits(rsrc1, 29, 1))
		field("memory_ordered", bits(rsrc1, 30, 1))
		field("forward_progress", bits(rsrc1, 31, 1))
	}
	if a.Gen >= isa.GFX10 && a.Gen < isa.GFX12 {
		field("shared_vgpr_count", bits(rsrc3, 0, 4)) // COMPUTE_PGM_RSRC3 SHARED_VGPR_COUNT (GFX10-GFX11)
	}
	if a.Gen >= isa.GFX12 {
		field("round_robin_scheduling", bits(rsrc1, 21, 1)) // ENABLE_WG_RR_EN (GFX12+)
	}
	for i, name := range []string{"fp_ieee_invalid_op", "fp_denorm_src", "fp_ieee_div_zero", "fp_ieee_overflow", "fp_ieee_underflow", "fp_ieee_inexact", "int_div_zero"} {
		field("exception_"+name, bits(rsrc2, uint(24+i), 1)) // COMPUTE_PGM_RSRC2 ENABLE_EXCEPTION_* [30:24]
	}
	b.WriteString("\t.end_amdhsa_kernel\n")
}

// nextFree gives .amdhsa_next_free_vgpr and _sgpr values that llvm-mc
// encodes to the descriptor's granulated counts (AMDGPUAsmParser
// calculateGPRBlocks, AMDGPUBaseInfo getVGPREncodingGranule and
// getNumExtraSGPRs): the VGPR count as llvm-objdump decodes it,
// (GRANULATED_WORKITEM_VGPR_COUNT + 1) × granule, the granule 8 on gfx90a
// and in wave32, else 4. GFX10+ descriptors hold no SGPR count (llvm-mc
// writes 0), so there the metadata's .sgpr_count is given back; on GFX9
// the smallest count whose blocks of 8, with the 4 XNACK-mask SGPRs the
// target id implies (xnack on or any), give GRANULATED_WAVEFRONT_SGPR_COUNT.
func (k *coKernel) nextFree(a *isa.Arch, target string) (vgprs, sgprs int) {
	rsrc1 := k.u32(kdComputePgmRsrc1)
	granule := 4
	if a.GFX90AInsts || k.waveSize(a) == 32 {
		granule = 8
	}
	vgprs = (int(rsrc1&0x3f) + 1) * granule
	if a.Gen >= isa.GFX10 {
		return vgprs, min(max(k.meta.SGPRs, 0), 106)
	}
	extra := 4
	if strings.Contains(target, ":xnack-") {
		extra = 0
	}
	g := int(rsrc1>>6) & 0xf
	return vgprs, max(g*8+1-extra, 0)
}
