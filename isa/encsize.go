package isa

// EncodedSize is the number of bytes the instruction takes in the code
// object: its format's base size (the encoding tables of the Vega, RDNA2
// and RDNA3 ISA guides, "Microcode Formats": SOP* and the 32-bit VOP1/VOP2/
// VOPC encodings are one dword; SMEM, VOP3, VOP3P, DS, MUBUF and FLAT two;
// SDWA and DPP add a dword to the 32-bit VALU encoding, and DPP one to
// VOP3's) plus one dword when
// it carries a 32-bit literal (AMDGPUAsmParser::validateVOPLiteral). The
// addresses of a listing from llvm-mc follow from it; it is checked
// against llvm-mc's encodings on the corpus.
func EncodedSize(in *Inst, a *Arch) int {
	n := 4
	switch {
	case in.VOPD:
		// A VOPD pair is one two-dword instruction (RDNA3 ISA, "VOPD").
		n = 8
		if in.Dual != nil && hasLiteral(in.Dual, a) {
			return n + 4
		}
	}
	switch in.Op.Format {
	case MUBUF, FLAT:
		n = 8
		if a.Gen >= GFX12 {
			// VBUFFER, VFLAT, VGLOBAL, VSCRATCH are three dwords (RDNA4
			// ISA chapter 15; docs/reference/gfx12.md "Encodings").
			n = 12
		}
	case SMEM, VOP3, VOP3P, DS:
		n = 8
	case VOP1, VOP2, VOPC:
		if !in.VOPD && in.Enc != EncE32 && in.Enc != EncNative {
			n = 8
		}
	}
	if in.Enc == EncE64DPP {
		n = 12 // VOP3 and the DPP16 or DPP8 dword (RDNA3 ISA "VOP3 DPP")
	}
	if hasLiteral(in, a) {
		n += 4
	}
	return n
}

// hasLiteral reports whether an operand needs the literal dword: a
// constant that is not inline, or a relocation.
func hasLiteral(in *Inst, a *Arch) bool {
	for i, s := range in.Op.Args {
		if i >= len(in.Args) {
			break
		}
		o := in.Args[i]
		if s.Kind&KLit == 0 || s.Field.What != "" {
			continue
		}
		if o.Kind == OpImm && o.Sym != "" || (o.Kind == OpImm || o.Kind == OpFloat) && !o.IsInline(a) {
			return true
		}
	}
	return false
}

// Addresses gives each instruction's byte offset from the program's first
// instruction: the address llvm-objdump printed where the input was a
// listing, else the sum of the sizes before it.
func (p *Program) Addresses() []int64 {
	out := make([]int64, len(p.Insts))
	var at int64
	for i, in := range p.Insts {
		if in.Addr >= 0 && p.Objdump {
			at = int64(in.Addr)
		}
		out[i] = at
		at += int64(EncodedSize(in, p.Arch))
	}
	return out
}
