package isa

import (
	"fmt"
	"slices"
	"strings"
)

// namedKernel is a kernel a descriptor block or the metadata names, and
// where.
type namedKernel struct {
	name string
	at   Pos
}

// namedAt records that a descriptor block or the metadata names kernel
// name at at (the first place only).
func (ps *parser) namedAt(name string, at Pos) {
	for _, n := range ps.named {
		if n.name == name {
			return
		}
	}
	ps.named = append(ps.named, namedKernel{name, at})
}

// checkMetaKernels refuses a descriptor or metadata entry for a kernel
// the file has no label for: it used to be dropped, and the file ran as
// an anonymous kernel without it, or the launch found no kernel at all
// ("the file has 0 kernels (); name one").
func (ps *parser) checkMetaKernels() error {
	defined := map[string]bool{}
	for _, k := range ps.p.Kernels {
		defined[k.Name] = true
	}
	for _, n := range ps.named {
		// A plain label counts: llvm-objdump's listing and what print
		// writes from it mark kernels with labels alone.
		if _, ok := ps.p.Labels[n.name]; ok || defined[n.name] {
			continue
		}
		var names []string
		for _, k := range ps.p.Kernels {
			names = append(names, k.Name)
		}
		has := "labels no kernel"
		if len(names) > 0 {
			has = "defines " + strings.Join(names, ", ")
		}
		if len(ps.p.Insts) == 0 {
			has = "has no instructions"
		}
		return &Error{n.at, fmt.Sprintf("kernel %s is described here but the file has no code for it (no %s: label; the file %s)", n.name, n.name, has)}
	}
	return nil
}

// checkEmptyKernels refuses a kernel with no instructions (a label
// followed by nothing, or a code object's kernel that disassembles to
// nothing): it used to start and at once leave its code, failing as
// ":  (wave 0 ...): control left the kernel".
func (ps *parser) checkEmptyKernels() error {
	for _, k := range ps.p.Kernels {
		// A label followed by another kernel's falls through into its
		// code; only one with no instruction after it is empty.
		if k.Entry >= len(ps.p.Insts) {
			at, ok := ps.kernelAt[k.Name]
			if !ok {
				at = Pos{File: ps.file}
			}
			return &Error{at, fmt.Sprintf("kernel %s has no instructions", k.Name)}
		}
	}
	return nil
}

// yamlValueKinds are the argument kinds the metadata may give
// (AMDGPUMetadataVerifier.cpp verifyKernelArgs, .value_kind).
var yamlValueKinds = []string{"by_value", "global_buffer", "dynamic_shared_pointer", "sampler", "image", "pipe", "queue",
	"hidden_block_count_x", "hidden_block_count_y", "hidden_block_count_z",
	"hidden_group_size_x", "hidden_group_size_y", "hidden_group_size_z",
	"hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z",
	"hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z",
	"hidden_grid_dims", "hidden_none", "hidden_printf_buffer", "hidden_hostcall_buffer", "hidden_heap_v1",
	"hidden_default_queue", "hidden_completion_action", "hidden_multigrid_sync_arg", "hidden_dynamic_lds_size",
	"hidden_private_base", "hidden_shared_base", "hidden_queue_ptr"}

// yamlAddrSpaces are the address spaces an argument may name
// (AMDGPUMetadataVerifier.cpp verifyKernelArgs, .address_space).
var yamlAddrSpaces = []string{"private", "global", "constant", "local", "generic", "region"}

// checkYAMLValue refuses a metadata value LLVM's metadata verifier (or
// AMDGPUUsage) does not allow, at its position: such a file used to run.
// n is the value as a number for the keys yamlNumeric lists.
func checkYAMLValue(key, val string, n int, inArg bool, at Pos) error {
	if msg := MetadataValueError(key, val, n, inArg); msg != "" {
		return &Error{at, msg}
	}
	return nil
}

// MetadataValueError is why LLVM's metadata verifier (or AMDGPUUsage)
// refuses value val (n, for a numeric key) of a kernel's metadata key
// (inArg: of one of its .args), or "" if it allows it. A .s file's YAML
// and a code object's msgpack note are checked by the same rules.
func MetadataValueError(key, val string, n int, inArg bool) string {
	switch {
	case key == ".wavefront_size" && !inArg:
		if n != 32 && n != 64 {
			return fmt.Sprintf(".wavefront_size is %d; a wave has 32 or 64 work-items", n)
		}
	case key == ".kernarg_segment_align" && !inArg, key == ".pointee_align" && inArg:
		if n <= 0 || n&(n-1) != 0 {
			return fmt.Sprintf("%s is %d; it must be a power of 2 (AMDGPUUsage)", key, n)
		}
	case key == ".value_kind" && inArg:
		if !slices.Contains(yamlValueKinds, val) {
			return fmt.Sprintf(".value_kind %q is not an argument kind (AMDGPUMetadataVerifier: by_value, global_buffer, dynamic_shared_pointer, sampler, image, pipe, queue or a hidden_ kind)", val)
		}
	case key == ".address_space" && inArg:
		if !slices.Contains(yamlAddrSpaces, val) {
			return fmt.Sprintf(".address_space %q is not an address space (AMDGPUMetadataVerifier: %s)", val, strings.Join(yamlAddrSpaces, ", "))
		}
	}
	return ""
}
