package isa

import (
	"encoding/binary"
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
// bytes. col is the 1-based column of the directive in the line.
func (ps *parser) dataDirective(name, rest string, col int) error {
	d := ps.p.Data[ps.dataSec]
	at := func(format string, args ...any) error { return ps.errAt(ps.line, col, format, args...) }
	code, _ := stripComment(rest)
	args := splitDataArgs(code)
	var add []byte
	switch name {
	case ".p2align", ".balign":
		n, ok := parseInt(firstArg(args))
		if name == ".balign" && ok && n > 0 && n&(n-1) == 0 {
			n = int64(bits.Len64(uint64(n)) - 1)
		}
		if !ok || n < 0 || n > 16 {
			return at("%s takes an alignment of 2^0..2^16 bytes, got %q", name, strings.TrimSpace(code))
		}
		fill := int64(0)
		if len(args) > 1 && args[1] != "" {
			if fill, ok = parseInt(args[1]); !ok {
				return at("%s: cannot read the fill byte %q", name, args[1])
			}
		}
		d.Align = max(d.Align, int64(1)<<n)
		for int64(len(d.Bytes)+len(add))%(int64(1)<<n) != 0 {
			add = append(add, byte(fill))
		}
	case ".zero", ".space", ".skip":
		n, ok := parseInt(firstArg(args))
		fill := int64(0)
		if len(args) > 1 {
			fill, ok = parseInt(args[1])
		}
		if !ok || n < 0 || n > MaxData {
			return at("%s takes a byte count up to %d (and a fill byte), got %q", name, MaxData, strings.TrimSpace(code))
		}
		add = make([]byte, n)
		for i := range add {
			add[i] = byte(fill)
		}
	case ".ascii", ".asciz", ".string":
		for _, a := range args {
			s, err := strconv.Unquote(a)
			if err != nil || !strings.HasPrefix(a, `"`) {
				return at("%s takes quoted strings, got %s", name, a)
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
			return at("%s in data section %s: wavesim lays out data stored by .byte, .short, .long, .quad, .zero, .ascii, .asciz and .p2align, not this", name, d.Name)
		}
		for _, a := range args {
			v, ok := parseInt(a)
			if !ok {
				return at("%s %s: wavesim lays out numbers in data, not addresses or expressions (a table of pointers does not run)", name, a)
			}
			var b [8]byte
			binary.LittleEndian.PutUint64(b[:], uint64(v))
			add = append(add, b[:w]...)
		}
	}
	if ps.dataBytes+len(add) > MaxData {
		return at("more than %d bytes of data", MaxData)
	}
	ps.dataBytes += len(add)
	d.Bytes = append(d.Bytes, add...)
	return nil
}

func firstArg(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}

// splitDataArgs cuts a directive's operands at commas outside quotes.
func splitDataArgs(s string) []string {
	var out []string
	start, quoted := 0, false
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
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" || len(out) > 0 {
		out = append(out, t)
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
