package isa

import (
	"strings"
	"testing"
)

func TestParseReloc(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Reloc
		ok   bool
	}{
		{"callee@rel32@lo+4", Reloc{"callee", RelRel32, false, 4}, true},
		{"callee@rel32@hi+12", Reloc{"callee", RelRel32, true, 12}, true},
		{"ext@gotpcrel32@lo+4", Reloc{"ext", RelGotPCRel32, false, 4}, true},
		{"ext@gotpcrel32@hi+0xc", Reloc{"ext", RelGotPCRel32, true, 12}, true},
		{"f@rel32@lo", Reloc{"f", RelRel32, false, 0}, true},
		{"f@rel32@lo-8", Reloc{"f", RelRel32, false, -8}, true},
		{".text@rel32@lo+4", Reloc{".text", RelRel32, false, 4}, true},
		{"f@gotpcrel@lo+4", Reloc{}, false},
		{"f@rel32@mid+4", Reloc{}, false},
		{"f@rel32@lo+", Reloc{}, false},
		{"f@rel32@lo+-4", Reloc{}, false},
		{"f@rel32@lo*4", Reloc{}, false},
		{"@rel32@lo+4", Reloc{}, false},
	} {
		got, ok := ParseReloc(c.in)
		if ok != c.ok || got != c.want {
			t.Errorf("ParseReloc(%q) = %+v, %v; want %+v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
	// S + A - P, then a half: f at 0x7000_0000_0000, the literal 24 bytes
	// past it (a backward reference).
	r := Reloc{"f", RelRel32, false, 4}
	if v := r.Value(0x7000_0000_0000, 0x7000_0000_0018); v != 0xffffffec {
		t.Errorf("lo = %#x, want 0xffffffec (4 - 24)", v)
	}
	r.Hi, r.Addend = true, 12
	if v := r.Value(0x7000_0000_0000, 0x7000_0000_0018); v != 0xffffffff {
		t.Errorf("hi = %#x, want 0xffffffff (12 - 24 is negative)", v)
	}
}

// The relocated literals print back as llc wrote them, and their
// instructions count the literal dword.
func TestRelocPrintAndSize(t *testing.T) {
	src := "s_getpc_b64 s[4:5]\ns_add_u32 s4, s4, callee@rel32@lo+4\ns_addc_u32 s5, s5, callee@rel32@hi+12\ns_swappc_b64 s[30:31], s[4:5]\ncallee:\ns_setpc_b64 s[30:31]\n"
	p, err := Parse("t.s", []byte(src), ParseOptions{Arch: MustArch("gfx1030"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(src), "\n")
	k := 0
	for _, l := range lines {
		if strings.HasSuffix(l, ":") {
			continue
		}
		if got := FormatInst(p.Insts[k], p.Arch); got != l {
			t.Errorf("prints %q, want %q", got, l)
		}
		k++
	}
	if got := p.Addresses(); got[1] != 4 || got[2] != 12 || got[3] != 20 || got[4] != 24 {
		t.Errorf("addresses %v, want [0 4 12 20 24]", got)
	}
	if off := LiteralOffset(p.Insts[1], p.Arch); off != 4 {
		t.Errorf("literal offset %d, want 4", off)
	}
}

// An llvm-objdump -d -r listing names the relocation under the
// instruction whose literal it fills; without -r the listing shows the
// literal as 0, which is refused with the advice to list relocations.
func TestListingRelocations(t *testing.T) {
	head := "\ntm.o:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n\n0000000000000000 <k>:\n" +
		"\ts_getpc_b64 s[4:5]                                         // 000000000000: BE841F00\n" +
		"\ts_add_u32 s4, s4, 0                                        // 000000000004: 8004FF04 00000000\n"
	tail := "\ts_addc_u32 s5, s5, 0                                       // 00000000000C: 8205FF05 00000000\n" +
		"\t\t0000000000000010:  R_AMDGPU_GOTPCREL32_HI\text+0xc\n" +
		"\ts_swappc_b64 s[30:31], s[4:5]                              // 000000000014: BE9E2104\n" +
		"\ts_endpgm                                                   // 000000000018: BF810000\n"
	a := MustArch("gfx1030")
	p, err := Parse("k.dis", []byte(head+"\t\t0000000000000008:  R_AMDGPU_REL32_LO\t.text+0x4\n"+tail), ParseOptions{Arch: a, Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	if got := FormatInst(p.Insts[1], a); got != "s_add_u32 s4, s4, .text@rel32@lo+4" {
		t.Errorf("the REL32_LO literal prints %q", got)
	}
	if got := FormatInst(p.Insts[2], a); got != "s_addc_u32 s5, s5, ext@gotpcrel32@hi+12" {
		t.Errorf("the GOTPCREL32_HI literal prints %q", got)
	}
	if off, ok := p.SymbolOffset(".text", p.Addresses()); !ok || off != 0 {
		t.Errorf(".text is at %d (%v), want 0", off, ok)
	}
	_, err = Parse("k.dis", []byte(head+tail), ParseOptions{Arch: a, Wave: 32})
	if err == nil || !strings.Contains(err.Error(), "k.dis:8:2: s_add_u32 s4, s4, 0: the code holds a 32-bit literal here (the next instruction is 8 bytes on) but the listing shows 0") ||
		!strings.Contains(err.Error(), "llvm-objdump -d -r") {
		t.Errorf("a listing without its relocation: error %v", err)
	}
	_, err = Parse("k.dis", []byte(head+"\t\t0000000000000008:  R_AMDGPU_ABS32_LO\tSCRATCH_RSRC_DWORD0\n"+tail), ParseOptions{Arch: a, Wave: 32})
	if err == nil || !strings.Contains(err.Error(), "k.dis:9:22: relocation R_AMDGPU_ABS32_LO") {
		t.Errorf("an unread relocation type: error %v", err)
	}
}
