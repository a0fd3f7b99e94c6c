package isa

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// DataSection is module-scope data a kernel reads by address: an
// addrspace(4) constant table, or the lookup table llc makes of a switch
// (.rodata), and mutable globals (.data, .bss). The machine maps its bytes
// beside the code, so the code's PC-relative address arithmetic
// (s_getpc_b64, then sym@rel32@lo+4 / @hi+12) reaches them.
type DataSection struct {
	Name  string
	Align int64 // bytes: the largest .p2align inside it
	Bytes []byte
	// Addr is the section's address relative to the code's address 0 in
	// a linked code object (where the listing's addresses are link
	// addresses), or -1: the machine lays it out after the code.
	Addr int64
	Pos  Pos // where the section is first entered
}

// DataSym is a data label: the section it is in (an index of
// Program.Data) and its offset there.
type DataSym struct {
	Sec int
	Off int64
}

// MaxData bounds the bytes of all data sections of a program, as
// MaxInsts bounds its instructions: a ".zero 1000000000000" is refused at
// its line rather than allocated.
const MaxData = 64 << 20

// IsDataSection reports the sections whose contents the machine lays out
// (ELF allocated data: SHF_ALLOC without SHF_EXECINSTR, by the names
// llc gives them); other sections (.AMDGPU.csdata, .note.GNU-stack,
// debug info) are not loaded.
func IsDataSection(name string) bool {
	for _, p := range []string{".rodata", ".data", ".bss"} {
		if name == p || strings.HasPrefix(name, p+".") {
			return true
		}
	}
	return false
}

// sectionDirective follows .text, .data, .bss and .section NAME: data
// directives in a data section add to its bytes, labels there name data.
func (ps *parser) sectionDirective(name, rest string, pos Pos) {
	sec := name[1:] // .data → data
	switch name {
	case ".text", ".data", ".bss":
		sec = name
	case ".section":
		f, _ := firstField(strings.ReplaceAll(rest, ",", " "))
		sec = strings.Trim(f, `"`)
	}
	ps.dataSec = -1
	if !IsDataSection(sec) {
		return
	}
	p := ps.p
	for i, d := range p.Data {
		if d.Name == sec {
			ps.dataSec = i
			return
		}
	}
	p.Data = append(p.Data, &DataSection{Name: sec, Align: 1, Addr: -1, Pos: pos})
	ps.dataSec = len(p.Data) - 1
}

// dataLabel records a label in a data section.
func (ps *parser) dataLabel(name string) {
	p := ps.p
	if p.DataSyms == nil {
		p.DataSyms = map[string]DataSym{}
	}
	p.DataSyms[name] = DataSym{ps.dataSec, int64(len(p.Data[ps.dataSec].Bytes))}
	p.Lines = append(p.Lines, Line{Kind: LineLabel, Text: name + ":"})
}

// dataWidths are the data directives that store integers, by size.
var dataWidths = map[string]int{
	".byte": 1, ".short": 2, ".2byte": 2, ".hword": 2, ".value": 2,
	".long": 4, ".4byte": 4, ".int": 4, ".quad": 8, ".8byte": 8,
}

// dataQuiet are the directives a data section may hold that store
// nothing.
var dataQuiet = map[string]bool{
	".size": true, ".type": true, ".globl": true, ".global": true, ".local": true,
	".hidden": true, ".protected": true, ".weak": true, ".file": true, ".ident": true,
}

// dataDirective adds what a directive in a data section stores to its
// bytes. col is the 1-based column of the directive in the line, rest
// the text after its name.
func (ps *parser) dataDirective(name, rest string, col int) error {
	d := ps.p.Data[ps.dataSec]
	at := func(c int, format string, args ...any) error { return ps.errAt(ps.line, c, format, args...) }
	code, _ := stripComment(rest)
	args := splitDataArgs(code, col+len(name))
	var add []byte
	switch name {
	case ".p2align", ".balign", ".align":
		pad, err := ps.alignPad(name, args, d, col)
		if err != nil {
			return err
		}
		add = pad
	case ".zero", ".space", ".skip":
		if len(args) == 0 {
			return at(col, "%s needs a byte count", name)
		}
		if len(args) > 2 {
			return at(args[2].col, "%s takes a byte count and a fill byte, not more", name)
		}
		n, ok := parseInt(args[0].s)
		if !ok || n < 0 || n > MaxData {
			return at(args[0].col, "%s takes a byte count up to %d, got %q", name, MaxData, args[0].s)
		}
		fill := byte(0)
		if len(args) > 1 {
			var err error
			if fill, err = ps.fillByte(name, args[1]); err != nil {
				return err
			}
		}
		add = bytes.Repeat([]byte{fill}, int(n))
	case ".ascii", ".asciz", ".string":
		for _, a := range args {
			s, err := strconv.Unquote(a.s)
			if err != nil || !strings.HasPrefix(a.s, `"`) {
				return at(a.col, "%s takes quoted strings, got %s", name, a.s)
			}
			add = append(add, s...)
			if name != ".ascii" {
				add = append(add, 0)
			}
		}
	default:
		w, ok := dataWidths[name]
		if !ok {
			if dataQuiet[name] {
				return nil
			}
			return at(col, "%s in data section %s: wavesim lays out data stored by .byte, .short, .long, .quad, .zero, .ascii, .asciz and .p2align, not this", name, d.Name)
		}
		for _, a := range args {
			v, err := dataValue(a.s, w)
			if err != nil {
				return at(a.col, "%s %s: %v", name, a.s, err)
			}
			var b [8]byte
			binary.LittleEndian.PutUint64(b[:], v)
			add = append(add, b[:w]...)
		}
	}
	if ps.dataBytes+len(add) > MaxData {
		return at(col, "more than %d bytes of data", MaxData)
	}
	ps.dataBytes += len(add)
	d.Bytes = append(d.Bytes, add...)
	return nil
}

// maxAlignLog2 bounds a data section's alignment (64 KiB) well below
// MaxData, so padding never dominates what a file declares.
const maxAlignLog2 = 16

// alignPad is the padding an alignment directive adds to data section d,
// whose alignment it raises: .p2align takes a power of two's exponent,
// .balign and .align (on AMDGPU, as in llvm-mc, a byte count) the power
// itself, then an optional fill byte and an optional largest padding,
// past which nothing is added. col is the directive's column.
func (ps *parser) alignPad(name string, args []piece, d *DataSection, col int) ([]byte, error) {
	at := func(c int, format string, a ...any) error { return ps.errAt(ps.line, c, format, a...) }
	if len(args) == 0 || args[0].s == "" {
		return nil, at(col, "%s needs an alignment", name)
	}
	if len(args) > 3 {
		return nil, at(args[3].col, "%s takes an alignment, a fill byte and a largest padding, not more", name)
	}
	v, ok := parseInt(args[0].s)
	if !ok {
		return nil, at(args[0].col, "%s: cannot read the alignment %q (wavesim reads a number)", name, args[0].s)
	}
	n := v
	if name != ".p2align" {
		if v < 0 || v&(v-1) != 0 {
			return nil, at(args[0].col, "%s %s: alignment must be a power of 2", name, args[0].s)
		}
		n = 0 // .balign 0 aligns to 1 byte, as llvm-mc's does
		if v > 0 {
			n = int64(bits.Len64(uint64(v)) - 1)
		}
	}
	if n < 0 || n > maxAlignLog2 {
		return nil, at(args[0].col, "%s takes an alignment of 2^0..2^%d bytes, got %s", name, maxAlignLog2, args[0].s)
	}
	fill := byte(0)
	if len(args) > 1 && args[1].s != "" {
		var err error
		if fill, err = ps.fillByte(name, args[1]); err != nil {
			return nil, err
		}
	}
	align := int64(1) << n
	limit := align
	if len(args) > 2 {
		if limit, ok = parseInt(args[2].s); !ok || limit < 1 {
			return nil, at(args[2].col, "%s: the largest padding must be a number of bytes above 0, got %q", name, args[2].s)
		}
	}
	d.Align = max(d.Align, align)
	pad := (align - int64(len(d.Bytes))%align) % align
	if pad > limit {
		// llvm-mc leaves the data unaligned rather than pad past the
		// largest padding.
		return nil, nil
	}
	return bytes.Repeat([]byte{fill}, int(pad)), nil
}

// fillByte is a data directive's fill operand. Only its low byte is
// stored, as llvm-mc stores it.
func (ps *parser) fillByte(name string, a piece) (byte, error) {
	v, ok := parseInt(a.s)
	if !ok {
		return 0, ps.errAt(ps.line, a.col, "%s: cannot read the fill byte %q (wavesim reads a number)", name, a.s)
	}
	return byte(v), nil
}

// errDataNotNumber refuses a data value that is not a number.
var errDataNotNumber = errors.New("wavesim lays out numbers in data, not addresses or expressions (a table of pointers does not run)")

// dataValue is the bits a w-byte data directive stores for s: a number
// that fits w bytes as a signed or an unsigned value (-2^(8w-1) up to
// 2^(8w)-1), as llvm-mc requires rather than cut to w bytes.
func dataValue(s string, w int) (uint64, error) {
	t, neg := s, false
	if strings.HasPrefix(t, "-") {
		t, neg = t[1:], true
	} else {
		t = strings.TrimPrefix(t, "+")
	}
	if t == "" || t[0] < '0' || t[0] > '9' {
		return 0, errDataNotNumber
	}
	u, err := strconv.ParseUint(t, 0, 64)
	bitsW := uint(8 * w)
	switch {
	case errors.Is(err, strconv.ErrRange):
	case err != nil:
		return 0, errDataNotNumber
	case neg && u <= uint64(1)<<(bitsW-1):
		return -u, nil
	case !neg && (bitsW == 64 || u < uint64(1)<<bitsW):
		return u, nil
	}
	return 0, fmt.Errorf("out of range literal value: a %d-byte value is -2^%d..2^%d-1", w, bitsW-1, bitsW)
}

// splitDataArgs cuts a directive's operands at commas outside quotes;
// col is the 1-based column of s in its line. An operand's column is
// that of its first non-blank character.
func splitDataArgs(s string, col int) []piece {
	var out []piece
	start, quoted := 0, false
	cut := func(end int) {
		part := s[start:end]
		lead := len(part) - len(strings.TrimLeft(part, " \t"))
		out = append(out, piece{strings.TrimSpace(part), col + start + lead})
	}
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			if quoted {
				i++
			}
		case '"':
			quoted = !quoted
		case ',':
			if !quoted {
				cut(i)
				start = i + 1
			}
		}
	}
	if strings.TrimSpace(s[start:]) != "" || len(out) > 0 {
		cut(len(s))
	}
	return out
}

// DataAddr is the offset from the code's address 0 of each data section
// as the machine lays them out: a linked object's at their link
// addresses, the others one after the other from the first 4 KiB
// boundary past codeEnd (the code's size), each at its alignment.
func (p *Program) DataAddr(codeEnd int64) []int64 {
	out := make([]int64, len(p.Data))
	at := (codeEnd + 4095) &^ 4095
	for i, d := range p.Data {
		if d.Addr >= 0 {
			out[i] = d.Addr
			continue
		}
		a := max(d.Align, 1)
		at = (at + a - 1) / a * a
		out[i] = at
		at = (at + int64(len(d.Bytes)) + 4095) &^ 4095 // a page of its own: memory regions may not share one
	}
	return out
}
