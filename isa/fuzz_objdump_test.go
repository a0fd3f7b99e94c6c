package isa

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzObjdump: llvm-objdump listings, seeded with listings of corpus
// kernels (testdata/objdump) and kept in the listing form, give an error
// with a position or a program whose printed text parses again and prints
// the same.
func FuzzObjdump(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("testdata", "objdump", "*.txt"))
	for _, s := range seeds {
		b, err := os.ReadFile(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("0000000000000000 <s/tpy>:\n\ts_endpgm // 000000000000: BF810000\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if !bytes.Contains(data, []byte("file format elf64-amdgpu")) {
			data = append([]byte("\nk.o:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n\n"), data...)
		}
		for _, arch := range []string{"gfx900", "gfx1030", "gfx1100"} {
			a := MustArch(arch)
			p, err := Parse("fuzz.txt", data, ParseOptions{Arch: a})
			if err != nil {
				if !strings.HasPrefix(err.Error(), "fuzz.txt") {
					t.Fatalf("error without a position: %v", err)
				}
				continue
			}
			out := p.String()
			q, err := Parse("printed.s", []byte(out), ParseOptions{Arch: a, Wave: p.Wave})
			if err != nil {
				t.Fatalf("%s: printed program does not parse: %v\nprinted: %q", arch, err, out)
			}
			if q.String() != out {
				t.Fatalf("%s: printing is not stable:\n%q\n%q", arch, out, q.String())
			}
		}
	})
}
