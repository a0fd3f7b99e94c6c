package isa

import (
	"bytes"
	"strings"
	"testing"
)

// Data directives in .rodata, .data and .bss lay bytes out at each
// label's offset, little-endian, padded by .p2align; a section left and
// re-entered continues where it stopped.
func TestDataSections(t *testing.T) {
	src := `	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
tab:                     ; @tab
	.long	3, -1
	.byte	7
	.p2align	2, 0xab
str:
	.asciz	"hi"
	.short	0x1234
	.data
w:
	.quad	0x0102030405060708
	.section	.rodata
	.zero	2, 9
	.text
	s_endpgm
`
	p, err := Parse("a.s", []byte(src), ParseOptions{Arch: MustArch("gfx1030")})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Data) != 2 || p.Data[0].Name != ".rodata" || p.Data[1].Name != ".data" {
		t.Fatalf("sections %+v", p.Data)
	}
	ro := []byte{3, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 7, 0xab, 0xab, 0xab, 'h', 'i', 0, 0x34, 0x12, 9, 9}
	if !bytes.Equal(p.Data[0].Bytes, ro) || p.Data[0].Align != 4 {
		t.Errorf(".rodata = % x align %d, want % x align 4", p.Data[0].Bytes, p.Data[0].Align, ro)
	}
	if !bytes.Equal(p.Data[1].Bytes, []byte{8, 7, 6, 5, 4, 3, 2, 1}) {
		t.Errorf(".data = % x", p.Data[1].Bytes)
	}
	for sym, want := range map[string]DataSym{"tab": {0, 0}, "str": {0, 12}, "w": {1, 0}} {
		if got, ok := p.DataSyms[sym]; !ok || got != want {
			t.Errorf("%s at %+v, want %+v", sym, got, want)
		}
	}
	if len(p.Insts) != 2 || len(p.Labels) != 0 {
		t.Errorf("%d instructions, labels %v: data labels are no code labels", len(p.Insts), p.Labels)
	}
	if got := p.String(); got != src {
		t.Errorf("print gives\n%s\nwant\n%s", got, src)
	}
}

// What the data layout cannot give bytes for is refused at its line and
// column.
func TestDataSectionErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"\t.section .rodata\n\t.quad\ttab\n", "a.s:2:2: .quad tab: wavesim lays out numbers in data, not addresses or expressions"},
		{"\t.data\n\t.long\t1+2\n", "a.s:2:2: .long 1+2: wavesim lays out numbers"},
		{"\t.data\n\t.zero\t100000000000\n", "a.s:2:2: .zero takes a byte count up to"},
		{"\t.data\n\t.p2align\t40\n", "a.s:2:2: .p2align takes an alignment of 2^0..2^16 bytes"},
		{"\t.bss\n\t.fill\t4, 4, 1\n", "a.s:2:2: .fill in data section .bss: wavesim lays out data stored by"},
		{"\t.data\n\t.ascii\thi\n", "a.s:2:2: .ascii takes quoted strings, got hi"},
		{"\t.data\n  s_endpgm\n", `a.s:2:3: "s_endpgm" in data section .data: wavesim reads data directives there, not instructions`},
		{"\t.pushsection .data\n", "a.s:1:2: .pushsection: wavesim follows .text, .data, .bss and .section, not a section stack"},
	} {
		_, err := Parse("a.s", []byte(c.src), ParseOptions{Arch: MustArch("gfx1030")})
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %s", c.src, err, c.want)
		}
	}
}
