package isa

import (
	"fmt"
	"strings"
)

// The MFMA and SMFMAC rows, one per row of mfma.tsv: VOP3P-MAI, 8 bytes,
// never a literal (VOP3PInstructions.td VOPProfileMAI, VOPProfileSMFMAC).
// D and C are AGPRs or, on gfx90a+, VGPRs (the _vgprcd forms), C an inline
// constant too; A and B are VGPRs or AGPRs, each on its own (the ACC
// bits); an SMFMAC's src2 is the VGPR of sparsity indices and its D is
// also its C ("$vdst = $src2" in SMFMACInst). gfx942's rows take the
// gfx90a spelling of the same opcode as an alias (llvm-mc-19 -mcpu=gfx942
// prints the new name; docs/reference/matrix-cores.md §1).
func addMFMAOps() {
	for _, m := range mfmaList() {
		addMFMA(m)
	}
}

// The Write*PassMAI / Write*PassDGEMM class of a row: its pass count
// (SISchedule.td; LLVM classes by shape, which gives the Calculator's
// passes for every row, matrix-cores.md §6).
func mfmaClass(m *MFMA) Class {
	if m.D == MF64 {
		return map[int]Class{4: ClassDGEMM4, 8: ClassDGEMM8}[m.Passes]
	}
	return map[int]Class{2: ClassMAI2, 4: ClassMAI4, 8: ClassMAI8, 16: ClassMAI16}[m.Passes]
}

func addMFMA(m *MFMA) {
	dt := map[MType]Type{MF32: TF32, MI32: TI32, MF64: TF64}[m.D]
	dst := Spec{Name: "vdst", Def: true, Kind: KV | KA, Type: dt, Width: m.CDRegs}
	a := Spec{Name: "src0", Kind: KV | KA, Type: TB32, Width: m.ARegs}
	b := Spec{Name: "src1", Kind: KV | KA, Type: TB32, Width: m.BRegs}
	c := Spec{Name: "src2", Kind: KV | KA | KConst, Type: dt, Width: m.CDRegs}
	f, mods := FeatGFX90AOnly, ModMAI // FeatureGFX90AInsts implies FeatureMAIInsts
	if m.Target == "gfx942" {
		f = FeatGFX940Insts
		if m.D == MF64 {
			mods = ModMAI | ModMAINeg
		}
	}
	opts := []opt{gens(mGFX9), feature(f), special(SpecialMFMA), class(mfmaClass(m))}
	if m.Sparse {
		c = Spec{Name: "src2", Kind: KV, Type: TB32}
		opts = append(opts, tied)
	}
	o := valu(VOP3P, m.Name, "", []Spec{dst, a, b, c}, opts...)
	o.MFMA, o.Mods = m, mods
	if m.Alias != "" {
		building.byName[m.Alias] = append(building.byName[m.Alias], o)
	}
}

// mfmaModText is what an MFMA's modifier fields print as, in llvm-mc's
// order; zero fields print nothing.
func mfmaModText(in *Inst, a *Arch) []string {
	m := &in.Mods
	var out []string
	if m.Cbsz != 0 {
		out = append(out, fmt.Sprintf("cbsz:%d", m.Cbsz))
	}
	if m.Abid != 0 {
		out = append(out, fmt.Sprintf("abid:%d", m.Abid))
	}
	if m.Blgp != 0 && in.Op.Mods&ModMAINeg != 0 {
		out = append(out, "neg:"+formatBits(m.Blgp, 3))
	} else if m.Blgp != 0 {
		out = append(out, fmt.Sprintf("blgp:%d", m.Blgp))
	}
	return out
}

// maiField is the rule of cbsz, abid and blgp: a number below the
// field's limit (llvm-mc-19: "invalid cbsz value."). gfx940's f64 rows
// spell blgp neg:[...] and refuse blgp, SMFMACs have none
// (VOPProfileSMFMAC.Asm64), as llvm-mc-19 says.
func maiField(limit uint8, field func(*Mods) *uint8) modRule {
	return func(m *Mods, d modText, c modCtx) error {
		if d.name == "blgp" && (c.op.Mods&ModMAINeg != 0 || c.op.MFMA.Sparse) {
			return fmt.Errorf("invalid modifier: blgp is not supported")
		}
		v, err := d.num()
		if err != nil {
			return err
		}
		if v < 0 || v >= int64(limit) {
			return fmt.Errorf("invalid %s value.", d.name)
		}
		*field(m) = uint8(v)
		return nil
	}
}

// maiNeg is gfx940's neg:[a,b,c] of the f64 MFMAs: the blgp bits, A
// first (CDNA3 ISA §7.1.5.3).
func maiNeg(m *Mods, d modText, _ modCtx) error {
	parts := strings.Split(strings.TrimSuffix(strings.TrimPrefix(d.val, "["), "]"), ",")
	if len(parts) != 3 || !strings.HasPrefix(d.val, "[") {
		return fmt.Errorf("neg needs three bits, neg:[a,b,c], got %q", d.val)
	}
	bits, err := bitEntries(d.name, parts)
	if err != nil {
		return err
	}
	m.Blgp = bits
	return nil
}
