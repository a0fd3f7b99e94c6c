package isa

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Another target's assembly (llc-19 -mtriple=aarch64, armv7, riscv64,
// nvptx64, mips, powerpc64le, wasm32 of one saxpy .ll; SPIR-V as
// llvm-spirv and spirv-dis print it) is named at its first telling line,
// with and without --arch, instead of failing at an unknown instruction.
func TestForeignArchFiles(t *testing.T) {
	gfx1030, err := LookupArch("gfx1030")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ file, want string }{
		{"saxpy_aarch64.s", "saxpy_aarch64.s:9:2: this looks like AArch64 (ARM64) assembly (cmp with x/w registers), not AMDGPU assembly; wavesim runs AMDGPU code: compile the source for amdgcn (llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 file.ll -o file.s)"},
		{"saxpy_armv7.s", "saxpy_armv7.s:2:2: this looks like ARM assembly (.syntax unified), not AMDGPU assembly"},
		{"saxpy_riscv64.s", "saxpy_riscv64.s:3:2: this looks like RISC-V assembly (.attribute 5, \"rv64i2p1\"), not AMDGPU assembly"},
		{"saxpy_nvptx64.s", "saxpy_nvptx64.s:5:1: this looks like NVIDIA PTX (.version 6.0), not AMDGPU assembly; wavesim runs AMDGPU code: compile the CUDA source for AMDGPU with hipcc (or clang -x hip --offload-arch=gfx1030 -S), or its IR with llc -mtriple=amdgcn-amd-amdhsa"},
		{"saxpy_mips.s", "saxpy_mips.s:2:2: this looks like MIPS assembly (.abicalls), not AMDGPU assembly"},
		{"saxpy_powerpc64le.s", "saxpy_powerpc64le.s:2:2: this looks like PowerPC assembly (.abiversion 2), not AMDGPU assembly"},
		{"saxpy_wasm32.s", "saxpy_wasm32.s:3:2: this looks like WebAssembly (.functype saxpy (i32, i32, f32, i32) -> …), not AMDGPU assembly"},
		{"saxpy_spirv.spvasm", "saxpy_spirv.spvasm:6:16: this looks like SPIR-V assembly (OpCapability Addresses), not AMDGPU assembly; wavesim runs AMDGPU code: translate it to LLVM IR (llvm-spirv -r) and compile that for amdgcn"},
	} {
		path := filepath.Join("testdata", "foreign", c.file)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, opt := range []ParseOptions{{}, {Arch: gfx1030}} {
			_, err := Parse(path, src, opt)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s (arch %v):\n got %v\nwant %s", c.file, opt.Arch != nil, err, c.want)
			}
		}
	}
}

// Gas spellings llc does not print (.arch/.cpu with an ARM name, the
// RISC-V arch attribute by name), and instructions without a directive.
func TestForeignArchDirectives(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"\t.arch armv8-a\n\tfoo\n", "k.s:1:2: this looks like ARM or AArch64 assembly (.arch armv8-a)"},
		{"\t.cpu cortex-a53\n\tfoo\n", "k.s:1:2: this looks like ARM or AArch64 assembly (.cpu cortex-a53)"},
		{"\t.attribute arch, \"rv64gc\"\n\tfoo\n", "k.s:1:2: this looks like RISC-V assembly (.attribute arch, \"rv64gc\")"},
		{"foo:\n  mv a0, a1\n", "k.s:2:3: this looks like RISC-V assembly (mv with RISC-V registers (a0-a7, s0-s11, t0-t6))"},
		{"(module\n  (func $f))\n", "k.s:1:1: this looks like WebAssembly ((module)"},
		// Instructions alone, as a function cut out of a file shows them.
		{"f:\n\tpush\t{r4, lr}\n", "k.s:2:2: this looks like ARM assembly (push with r0-r15 registers)"},
		{"f:\n\taddiu\t$2, $zero, 0\n", "k.s:2:2: this looks like MIPS assembly (addiu with $-registers)"},
		{"f:\n\tmflr 0\n", "k.s:2:2: this looks like PowerPC assembly (mflr with numbered registers)"},
		{"f:\n\tld.param.u64 \t%rd1, [f_param_0];\n", "k.s:2:2: this looks like NVIDIA PTX (ld.param.u64 with %-registers)"},
	} {
		_, err := Parse("k.s", []byte(c.src), ParseOptions{})
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q:\n got %v\nwant %s…", c.src, err, c.want)
		}
	}
}

// No genuine AMDGPU file of the corpus is taken for another target's:
// every .s under traces/ and opt/testdata passes the recogniser clean,
// AGPRs (a0), s_/v_ mnemonics, .set and YAML metadata included.
func TestForeignArchSparesAMDGPU(t *testing.T) {
	n := 0
	for _, root := range []string{"../traces", "../opt/testdata"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".s") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			n++
			if err := foreignFile(path, src); err != nil {
				t.Errorf("AMDGPU file taken for another target's: %v", err)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if n < 300 {
		t.Errorf("scanned %d .s files; the corpus has more (wrong directory?)", n)
	}
}
