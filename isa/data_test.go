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
		{"\t.section .rodata\n\t.quad\ttab\n", "a.s:2:8: .quad tab: wavesim lays out numbers in data, not addresses or expressions"},
		{"\t.data\n\t.long\t1+2\n", "a.s:2:8: .long 1+2: wavesim lays out numbers"},
		{"\t.data\n\t.zero\t100000000000\n", "a.s:2:8: .zero takes a byte count up to"},
		{"\t.data\n\t.p2align\t40\n", "a.s:2:11: .p2align takes an alignment of 2^0..2^16 bytes"},
		{"\t.bss\n\t.fill\t4, 4, 1\n", "a.s:2:2: .fill in data section .bss: wavesim lays out data stored by"},
		{"\t.data\n\t.ascii\thi\n", "a.s:2:9: .ascii takes quoted strings, got hi"},
		{"\t.data\n  s_endpgm\n", `a.s:2:3: "s_endpgm" in data section .data: wavesim reads data directives there, not instructions`},
		{"\t.pushsection .data\n", "a.s:1:2: .pushsection: wavesim follows .text, .data, .bss and .section, not a section stack"},
	} {
		_, err := Parse("a.s", []byte(c.src), ParseOptions{Arch: MustArch("gfx1030")})
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %s", c.src, err, c.want)
		}
	}
}

// A data directive stores a value only when it fits the directive's
// width as a signed or an unsigned number, and an alignment in bytes
// must be a power of two, as llvm-mc requires ("out of range literal
// value", "alignment must be a power of 2"); each is refused at the
// value's column rather than cut to fit.
func TestDataValueRange(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"\t.long\t0x123456789", "a.s:2:8: .long 0x123456789: out of range literal value: a 4-byte value is -2^31..2^32-1"},
		{"\t.byte\t0x178", "a.s:2:8: .byte 0x178: out of range literal value"},
		{"\t.byte\t1, -129", "a.s:2:11: .byte -129: out of range literal value"},
		{"\t.long\t-0x80000001", "a.s:2:8: .long -0x80000001: out of range literal value"},
		{"\t.short 0x10000", "a.s:2:9: .short 0x10000: out of range literal value"},
		{"\t.quad\t0x1ffffffffffffffff", "a.s:2:8: .quad 0x1ffffffffffffffff: out of range literal value"},
		{"\t.quad\t-0x8000000000000001", "a.s:2:8: .quad -0x8000000000000001: out of range literal value"},
		{"\t.balign\t12", "a.s:2:10: .balign 12: alignment must be a power of 2"},
		{"\t.balign -4", "a.s:2:10: .balign -4: alignment must be a power of 2"},
		{"\t.align\t3", "a.s:2:9: .align 3: alignment must be a power of 2"},
		{"\t.balign\t8, 0, 3, 1", "a.s:2:19: .balign takes an alignment, a fill byte and a largest padding, not more"},
		{"\t.p2align\t2, 0, 0", "a.s:2:17: .p2align: the largest padding must be a number of bytes above 0"},
	} {
		src := "\t.section .rodata\n" + c.line + "\n"
		_, err := Parse("a.s", []byte(src), ParseOptions{Arch: MustArch("gfx1030")})
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %s", c.line, err, c.want)
		}
	}
	// The bounds themselves are stored, and alignments as llvm-mc-19
	// lays them out (.align is in bytes on AMDGPU; a padding longer than
	// the third operand is left out, the section still aligned).
	src := `	.section .rodata
	.byte	-128, 255
	.long	-0x80000000, 0xffffffff
	.quad	-0x8000000000000000, 0xffffffffffffffff
	.byte	1
	.align	4
	.byte	2
	.balign	8, 7, 2
	.byte	3
	.p2align	2, 9, 3
	.balign	0
	.byte	4
`
	p, err := Parse("a.s", []byte(src), ParseOptions{Arch: MustArch("gfx1030")})
	if err != nil {
		t.Fatal(err)
	}
	want := []byte{0x80, 0xff, 0, 0, 0, 0x80, 0xff, 0xff, 0xff, 0xff,
		0, 0, 0, 0, 0, 0, 0, 0x80, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
		1, 0, 2, 3, 9, 9, 4}
	if got := p.Data[0].Bytes; !bytes.Equal(got, want) || p.Data[0].Align != 8 {
		t.Errorf(".rodata = % x align %d, want % x align 8", got, p.Data[0].Align, want)
	}
}

// Each operand of .zero is read on its own: a count that is no number is
// refused at its column even when a fill byte follows (which once hid
// it, and the directive stored nothing), and so is a fill that is none.
func TestDataZeroOperands(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"\t.zero\tabc, 0x12", `a.s:2:8: .zero takes a byte count up to 67108864, got "abc"`},
		{"\t.zero\t4, abc", `a.s:2:11: .zero: cannot read the fill byte "abc"`},
		{"\t.space\t-1, 0", `a.s:2:9: .space takes a byte count up to 67108864, got "-1"`},
		{"\t.zero\t1, 2, 3", "a.s:2:14: .zero takes a byte count and a fill byte, not more"},
		{"\t.skip", "a.s:2:2: .skip needs a byte count"},
	} {
		src := "\t.section .rodata\n" + c.line + "\n"
		_, err := Parse("a.s", []byte(src), ParseOptions{Arch: MustArch("gfx1030")})
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %s", c.line, err, c.want)
		}
	}
	p, err := Parse("a.s", []byte("\t.section .rodata\n\t.zero\t3, 0x1234\n"), ParseOptions{Arch: MustArch("gfx1030")})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Data[0].Bytes; !bytes.Equal(got, []byte{0x34, 0x34, 0x34}) {
		t.Errorf(".zero 3, 0x1234 stores % x, want the low byte three times as llvm-mc does", got)
	}
}

// A label is defined once: code and data labels are one set of symbols,
// and a second definition is refused at its column, naming the first's
// line, as llvm-mc refuses it ("symbol 'tab' is already defined"). It
// used to move a data label silently, or leave a data label shadowed by
// the code label of the same name.
func TestDuplicateLabels(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"\ts_endpgm\n\t.section .rodata\ntab:\n\t.long 1\ntab:\n\t.long 0x12345678\n", "a.s:5:1: symbol tab is already defined, at line 3"},
		{"\ts_getpc_b64 s[0:1]\ntab:\n\ts_endpgm\n\t.section .rodata\n  tab:\n\t.long 1\n", "a.s:5:3: symbol tab is already defined, at line 2"},
		{"\t.data\nw:\n\t.long 1\n\t.text\nw:\n\ts_endpgm\n", "a.s:5:1: symbol w is already defined, at line 2"},
		{".Lx:\n\ts_nop 0\n.Lx:\n\ts_endpgm\n", "a.s:3:1: symbol .Lx is already defined, at line 1"},
	} {
		_, err := Parse("a.s", []byte(c.src), ParseOptions{Arch: MustArch("gfx1030")})
		if err == nil || err.Error() != c.want {
			t.Errorf("%q: got %v, want %s", c.src, err, c.want)
		}
	}
}
