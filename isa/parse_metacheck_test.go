package isa

import (
	"strings"
	"testing"
)

// metaFile is a gfx1030 kernel k (its code unless code is given) and the
// metadata lines meta under amdhsa.kernels.
func metaFile(code, meta string) string {
	if code == "" {
		code = "\t.globl k\n\t.type k,@function\nk:\n\ts_endpgm\n"
	}
	return "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n\t.text\n" + code +
		"\t.amdgpu_metadata\n---\namdhsa.kernels:\n" + meta + "amdhsa.version: [1, 2]\n...\n\t.end_amdgpu_metadata\n"
}

const metaK = "  - .name: k\n    .symbol: k.kd\n    .wavefront_size: 32\n    .kernarg_segment_size: 8\n    .kernarg_segment_align: 8\n"

// Metadata values LLVM's verifier refuses, metadata for a kernel the file
// has no code for, and a kernel with no instructions all used to run (or
// fail far from the cause: "the file has 0 kernels (); name one",
// ":  (wave 0 ...)"); each is an error at its line and column.
func TestMetadataValuesChecked(t *testing.T) {
	arg := func(kind, space string) string {
		s := metaK + "    .args:\n      - .name: p\n        .offset: 0\n        .size: 8\n        .value_kind: " + kind + "\n"
		if space != "" {
			s += "        .address_space: " + space + "\n"
		}
		return s
	}
	for _, c := range []struct{ name, src, want string }{
		{"wave size 24", metaFile("", strings.Replace(metaK, "wavefront_size: 32", "wavefront_size: 24", 1)),
			"m.s:12:22: .wavefront_size is 24; a wave has 32 or 64 work-items"},
		{"kernarg alignment 6", metaFile("", strings.Replace(metaK, "align: 8", "align: 6", 1)),
			"m.s:14:29: .kernarg_segment_align is 6; it must be a power of 2 (AMDGPUUsage)"},
		{"kernarg alignment 0", metaFile("", strings.Replace(metaK, "align: 8", "align: 0", 1)),
			"m.s:14:29: .kernarg_segment_align is 0; it must be a power of 2 (AMDGPUUsage)"},
		{"pointee alignment 3", metaFile("", arg("global_buffer", "global")+"        .pointee_align: 3\n"),
			"m.s:21:25: .pointee_align is 3; it must be a power of 2 (AMDGPUUsage)"},
		{"value kind", metaFile("", arg("global_bufer", "global")),
			`m.s:19:22: .value_kind "global_bufer" is not an argument kind (AMDGPUMetadataVerifier: by_value, global_buffer, dynamic_shared_pointer, sampler, image, pipe, queue or a hidden_ kind)`},
		{"address space", metaFile("", arg("global_buffer", "flat")),
			`m.s:20:25: .address_space "flat" is not an address space (AMDGPUMetadataVerifier: private, global, constant, local, generic, region)`},
		{"duplicated kernel", metaFile("", metaK+metaK),
			"m.s:15:12: kernel k is listed twice in amdhsa.kernels (first at line 10)"},
		{"metadata for a kernel the listing lacks", metaFile("\ts_endpgm\n", metaK),
			"m.s:7:12: kernel k is described here but the file has no code for it (no k: label; the file labels no kernel)"},
		{"metadata for another kernel", metaFile("", metaK+strings.ReplaceAll(metaK, " k", " j")),
			"m.s:15:12: kernel j is described here but the file has no code for it (no j: label; the file defines k)"},
		{"descriptor without a symbol", "\ts_endpgm\n.amdhsa_kernel k\n.amdhsa_user_sgpr_count 2\n.end_amdhsa_kernel\n",
			"m.s:2:16: kernel k is described here but the file has no code for it (no k: label; the file labels no kernel)"},
		{"kernel with no instructions", metaFile("\t.globl k\n\t.type k,@function\nk:\n", metaK),
			"m.s:5:1: kernel k has no instructions"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("m.s", []byte(c.src), ParseOptions{Arch: MustArch("gfx1030")})
			if err == nil || err.Error() != c.want {
				t.Errorf("got  %v\nwant %s\n%s", err, c.want, c.src)
			}
		})
	}
	// The valid forms still parse, a kernel label that falls through into
	// the next kernel's code among them.
	for _, src := range []string{metaFile("", metaK), "\t.type e,@function\ne:\n\t.type k,@function\nk:\n\ts_endpgm\n", metaFile("", arg("hidden_block_count_x", "")), metaFile("", arg("global_buffer", "global")+"        .pointee_align: 16\n")} {
		if _, err := Parse("m.s", []byte(src), ParseOptions{Arch: MustArch("gfx1030")}); err != nil {
			t.Errorf("%v\n%s", err, src)
		}
	}
}
