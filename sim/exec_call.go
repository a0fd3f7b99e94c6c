package sim

import (
	"errors"
	"fmt"
	"sort"

	"github.com/wavesim/wavesim/isa"
)

// Code addresses. The program's instructions lie back to back from
// CodeBase, each as long as its encoding (isa.EncodedSize), in file order:
// instruction i starts at CodeBase + Program.Addresses()[i]. (llc aligns
// each function with .p2align, which the model leaves out: every address
// the code computes is PC-relative, so padding changes none of its
// results.) The global offset table holds one 64-bit code address per
// function the code reaches through @gotpcrel32. Both sit far from every
// other mapped region (sim/launch places buffers from 4 GiB and scratch at
// 256 GiB), below the flat apertures.
const (
	CodeBase = 0x7000_0000_0000
	GOTBase  = 0x6fff_0000_0000
	// ExternBase: the addresses a linked code object's table entries of
	// undefined symbols hold, 8 bytes apart, which no instruction has; a
	// call there is refused naming the symbol.
	ExternBase = 0x6ffe_0000_0000
)

// maxGOTEntries bounds the table: one 64 KiB region.
const maxGOTEntries = 8192

// codeAddrs gives the code what it needs to compute and follow addresses,
// once, for a program that has any of s_getpc_b64, s_setpc_b64,
// s_swappc_b64 or a relocated literal: the instructions' byte offsets from
// CodeBase (ascending), and the global offset table's entries.
func (c *Code) codeAddrs() error {
	p := c.Prog
	need := false
	for i, in := range p.Insts {
		sp := in.Op.Special
		if sp == isa.SpecialGetpc || sp == isa.SpecialSetpc || sp == isa.SpecialSwappc || hasReloc(&c.insts[i]) {
			need = true
			break
		}
	}
	if !need {
		return nil
	}
	c.addrs = p.Addresses()
	if len(p.Data) > 0 {
		end := int64(0)
		if n := len(c.addrs); n > 0 {
			end = c.addrs[n-1] + int64(isa.EncodedSize(p.Insts[n-1], p.Arch))
		}
		c.dataAt = p.DataAddr(end)
	}
	got := map[string]int{}
	for i, in := range p.Insts {
		d := &c.insts[i]
		switch in.Op.Special {
		case isa.SpecialGetpc, isa.SpecialSwappc:
			// The address of the next instruction (S_GETPC_B64: D = PC + 4,
			// the PC already past this 4-byte instruction).
			d.simm = int64(CodeBase + c.addrs[i] + int64(isa.EncodedSize(in, p.Arch)))
		}
		if err := c.relocate(i, got); err != nil {
			err = fmt.Errorf("%s: %s: %w", in.Pos, isa.FormatInst(in, p.Arch), err)
			if errors.Is(err, errExternal) || errors.Is(err, errData) {
				// Refused when a run reaches the code (checkExternal).
				c.external = append(c.external, externalRef{i, err})
				continue
			}
			return err
		}
	}
	if len(got) > 0 {
		syms := make([]string, len(got))
		for sym, slot := range got {
			syms[slot] = sym
		}
		c.got = make([]uint64, len(got))
		for slot, sym := range syms {
			if a, ok := c.symAddr(sym); ok {
				c.got[slot] = a
				continue
			}
			// A symbol the file does not define gets an entry as a
			// linked object's table has one (mapLinkedGOT): an address no
			// instruction has, which a call refuses naming the symbol. So
			// a kernel whose call of it no launch reaches runs, as its
			// linked code object does.
			c.got[slot] = ExternBase + 8*uint64(len(c.externs))
			c.externs = append(c.externs, sym)
		}
		c.relocExterns = len(c.externs)
	}
	return nil
}

// errExternal: a relocation names a symbol the file does not define.
var errExternal = errors.New("external symbol")

// errData: a relocation names module-scope data the file declares but
// does not define; refused, as errExternal, when a run reaches it.
var errData = errors.New("module-scope data")

// externalRef is an instruction whose relocation names an external symbol.
type externalRef struct {
	inst int
	err  error
}

// checkExternal refuses a run of kernel k when k or a function that is
// not a kernel (which k may call) refers to an external symbol.
func (c *Code) checkExternal(k *isa.Kernel) error {
	for _, e := range c.external {
		if e.inst >= k.Entry && e.inst < k.End || funcAt(c.Prog.Funcs, e.inst) != nil {
			return e.err
		}
	}
	return nil
}

func hasReloc(d *dinst) bool {
	for j := 0; j < int(d.nsrc); j++ {
		if o := &d.src[j]; o.sym {
			if _, ok := d.in.Args[o.arg].Reloc(); ok {
				return true
			}
		}
	}
	return false
}

// relocate gives instruction i's relocated literal its value: S + A - P,
// S the address of the symbol (@rel32) or of its global offset table
// entry (@gotpcrel32), P the address of the literal.
func (c *Code) relocate(i int, got map[string]int) error {
	p := c.Prog
	d := &c.insts[i]
	for j := 0; j < int(d.nsrc); j++ {
		o := &d.src[j]
		if !o.sym {
			continue
		}
		r, ok := d.in.Args[o.arg].Reloc()
		if !ok {
			continue
		}
		s, ok := c.symAddr(r.Sym)
		if at, data := p.Objects[r.Sym]; !ok && data {
			return fmt.Errorf("%w: %s is data (.type %s,@object at %s) with no label in a data section (.rodata, .data, .bss) of the file, so it has no bytes to read", errData, r.Sym, r.Sym, at)
		}
		if !ok && r.Kind != isa.RelGotPCRel32 {
			// A PC-relative address of a symbol the file lacks has no
			// value to give: refused when a run of the kernel starts.
			return fmt.Errorf("%w: %s (%s) is not defined in the file, and only calls to functions defined in the file run", errExternal, r.Sym, d.in.Args[o.arg].Sym)
		}
		if r.Kind == isa.RelGotPCRel32 {
			slot, ok := got[r.Sym]
			if !ok {
				if len(got) == maxGOTEntries {
					return fmt.Errorf("more than %d symbols in the global offset table", maxGOTEntries)
				}
				slot = len(got)
				got[r.Sym] = slot
			}
			s = GOTBase + 8*uint64(slot)
		}
		pAddr := uint64(CodeBase + c.addrs[i] + int64(isa.LiteralOffset(d.in, p.Arch)))
		o.imm = uint64(r.Value(s, pAddr))
	}
	return nil
}

// symAddr is the address of a label: of the code, or of data in a
// section the machine lays out beside it (Program.DataAddr).
func (c *Code) symAddr(sym string) (uint64, bool) {
	p := c.Prog
	if off, ok := p.SymbolOffset(sym, c.addrs); ok {
		return CodeBase + uint64(off), true
	}
	if d, ok := p.DataSyms[sym]; ok && d.Sec < len(c.dataAt) {
		return CodeBase + uint64(c.dataAt[d.Sec]+d.Off), true
	}
	return 0, false
}

// mapData maps the program's data sections at their addresses and
// writes their bytes: the module-scope data the code reads.
func (m *Machine) mapData() error {
	c := m.Code
	for i, d := range c.Prog.Data {
		if i >= len(c.dataAt) || len(d.Bytes) == 0 {
			continue
		}
		a := uint64(CodeBase + c.dataAt[i])
		if err := m.Mem.Map("data section "+d.Name, a, uint64(len(d.Bytes))); err != nil {
			return err
		}
		if err := m.Mem.Write(a, d.Bytes); err != nil {
			return err
		}
	}
	return nil
}

// mapGOT maps the global offset table and writes its entries: the one
// the machine builds for symbolic @gotpcrel32 literals, and a linked code
// object's own (Program.GOT) at its addresses.
func (m *Machine) mapGOT() error {
	if err := m.mapLinkedGOT(); err != nil {
		return err
	}
	if len(m.Code.got) == 0 {
		return nil
	}
	if err := m.Mem.Map("global offset table", GOTBase, uint64(8*len(m.Code.got))); err != nil {
		return err
	}
	for i, a := range m.Code.got {
		if err := m.Mem.Write64(GOTBase+8*uint64(i), a); err != nil {
			return err
		}
	}
	return nil
}

// execGetpc: S_GETPC_B64, D = the address of the next instruction
// (Vega and RDNA2 ISA §12.3 "SOP1 Instructions").
func execGetpc(w *Wave, d *dinst) error {
	w.writeScalar(int(d.dst.idx), 2, uint64(d.simm))
	return nil
}

// execSetpc: S_SETPC_B64, PC = S0.
func execSetpc(w *Wave, d *dinst) error {
	return w.jump(w.readOpnd(&d.src[0]))
}

// execSwappc: S_SWAPPC_B64, D = the address of the next instruction;
// PC = S0 (S0 is read before D is written: s_swappc_b64 s[0:1], s[0:1]
// jumps to the old value).
func execSwappc(w *Wave, d *dinst) error {
	to := w.readOpnd(&d.src[0])
	if err := w.jump(to); err != nil {
		return err
	}
	w.writeScalar(int(d.dst.idx), 2, uint64(d.simm))
	return nil
}

// jump moves the wave to the instruction at byte address to, which must
// start an instruction of the kernel the wave runs or of a function that
// is not a kernel (a callee).
func (w *Wave) jump(to uint64) error {
	c := w.M.Code
	p := c.Prog
	if to >= ExternBase && to < ExternBase+8*uint64(len(c.externs)) && to%8 == 0 {
		return fmt.Errorf("call of %s, which the code object does not define (its global offset table entry): only calls to functions defined in the file run", c.externs[(to-ExternBase)/8])
	}
	off := int64(to - CodeBase)
	i := sort.Search(len(c.addrs), func(i int) bool { return c.addrs[i] >= off })
	if to < CodeBase || i == len(c.addrs) || c.addrs[i] != off {
		end := uint64(CodeBase)
		if n := len(c.addrs); n > 0 {
			end += uint64(c.addrs[n-1]) + uint64(isa.EncodedSize(p.Insts[n-1], p.Arch))
		}
		return fmt.Errorf("jump to address 0x%x, which does not start an instruction (the code lies at 0x%x..0x%x)", to, uint64(CodeBase), end-1)
	}
	k := w.M.Kernel
	f := k
	if i < k.Entry || i >= k.End {
		f = funcAt(p.Funcs, i)
	}
	if f == nil {
		in := "no function"
		if g := p.FuncAt(i); g != nil {
			in = "kernel " + g.Name
		}
		return fmt.Errorf("jump to address 0x%x (%s, in %s), which is neither in kernel %s nor in a function it may call", to, isa.FormatInst(p.Insts[i], p.Arch), in, k.Name)
	}
	w.PC, w.fn, w.taken = i, f, true
	return nil
}

// funcAt is the function of fs whose instructions hold i, or nil.
func funcAt(fs []*isa.Kernel, i int) *isa.Kernel {
	for _, f := range fs {
		if i >= f.Entry && i < f.End {
			return f
		}
	}
	return nil
}

// mapLinkedGOT maps a linked code object's global offset table at its
// listing addresses from CodeBase.
func (m *Machine) mapLinkedGOT() error {
	g := m.Code.Prog.GOT
	if len(g) == 0 {
		return nil
	}
	lo, hi := g[0].Offset, g[0].Offset+8
	for _, e := range g {
		lo, hi = min(lo, e.Offset), max(hi, e.Offset+8)
	}
	if lo < 0 || hi-lo > 8*maxGOTEntries {
		return fmt.Errorf("the code object's global offset table spans 0x%x..0x%x, more than %d entries", lo, hi, maxGOTEntries)
	}
	if err := m.Mem.Map("global offset table", uint64(CodeBase+lo), uint64(hi-lo)); err != nil {
		return err
	}
	m.Code.externs = m.Code.externs[:m.Code.relocExterns]
	for _, e := range g {
		v := uint64(CodeBase + e.Target)
		if e.Sym != "" {
			v = ExternBase + 8*uint64(len(m.Code.externs))
			m.Code.externs = append(m.Code.externs, e.Sym)
		}
		if err := m.Mem.Write64(uint64(CodeBase+e.Offset), v); err != nil {
			return err
		}
	}
	return nil
}
