package isa_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// An objdump listing's symbol names come back as labels the parser reads
// again and llvm-mc assembles; a name that is no assembler identifier is
// rejected where it is read (TestParseErrors), never printed back.
func TestObjdumpSymbolsPrintBack(t *testing.T) {
	a := isa.MustArch("gfx1030")
	for _, name := range []string{"_Z6saxpyfPfS_i", "k.1$", ".Lk", "$k"} {
		t.Run(name, func(t *testing.T) {
			src := "\tk.o:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n\n0000000000000000 <" + name + ">:\n" +
				"\ts_endpgm                                                   // 000000000000: BF810000\n"
			p, err := isa.Parse("k.txt", []byte(src), isa.ParseOptions{Arch: a})
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Kernels) != 1 || p.Kernels[0].Name != name {
				t.Fatalf("kernels %v, want one named %q", p.Kernels, name)
			}
			out := p.String()
			if !strings.HasPrefix(out, name+":\n") {
				t.Fatalf("printed %q", out)
			}
			if _, err := isa.Parse("printed.s", []byte(out), isa.ParseOptions{Arch: a}); err != nil {
				t.Fatalf("printed listing does not parse: %v", err)
			}
			if mc := llvmtool.Want(t, "llvm-mc", 16); mc != "" {
				if _, err := llvmtool.Encodings(mc, llvmtool.MCArgs("gfx1030", false, true), []byte(out)); err != nil {
					t.Errorf("llvm-mc rejects the printed listing: %v", err)
				}
			}
		})
	}
}

// Listing addresses are kept in 32 bits: one past isa.MaxAddr is refused
// where it is read, the largest one is kept, and branch targets resolve
// from it.
func TestObjdumpAddressLimit(t *testing.T) {
	a := isa.MustArch("gfx1030")
	listing := func(addr uint64) string {
		hex := func(v uint64) string { return fmt.Sprintf("%012X", v) }
		return "\tk.o:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n\n0000000000000000 <k>:\n" +
			"\ts_branch 0                                                 // " + hex(addr) + ": BF820000\n" +
			"\ts_endpgm                                                   // " + hex(addr+4) + ": BF810000\n"
	}
	p, err := isa.Parse("k.txt", []byte(listing(isa.MaxAddr-7)), isa.ParseOptions{Arch: a})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Insts[1].Addr; got != isa.MaxAddr-3 {
		t.Errorf("second instruction at %#x, want %#x", got, isa.MaxAddr-3)
	}
	if got := p.Insts[0].Args[0].Target(); got != 1 {
		t.Errorf("s_branch 0 resolves to instruction %d, want 1", got)
	}
	_, err = isa.Parse("k.txt", []byte(listing(isa.MaxAddr-3)), isa.ParseOptions{Arch: a})
	if err == nil || !strings.Contains(err.Error(), "k.txt:7:") || !strings.Contains(err.Error(), "is past 0x7fffffff") {
		t.Errorf("address past MaxAddr: got %v, want an error at k.txt:7 naming the limit", err)
	}
}
