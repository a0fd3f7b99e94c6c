package sim

import (
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

func init() { specialHandlers[isa.SpecialMFMA] = execMFMA }

// execMFMA runs a matrix instruction (RunMFMA) on the wave's vector file,
// where AGPRs are units isa.AGPRBase and up: every lane reads and writes,
// whatever EXEC holds (CDNA3 ISA Table 28, "Execution Mask: ignores exec
// mask ... forces it to 1 for all threads"). D is written after every
// source is read, so a D that overlaps A, B or C sees the old values.
func execMFMA(w *Wave, d *dinst) error {
	m := d.op.MFMA
	n := w.NumVGPRs()
	vec := func(o *opnd, regs int, what string) (func(reg, lane int) uint32, error) {
		base := int(o.idx)
		if base+regs > n {
			return nil, fmt.Errorf("%s %s lies outside the wave's %d vector registers", what, isa.VGPR(base, regs), n)
		}
		return func(reg, lane int) uint32 { return w.V[(base+reg)*64+lane] }, nil
	}
	a, err := vec(&d.src[0], m.ARegs, "A")
	if err != nil {
		return err
	}
	b, err := vec(&d.src[1], m.BRegs, "B")
	if err != nil {
		return err
	}
	in := MFMAInputs{A: a, B: b, Cbsz: int(d.in.Mods.Cbsz), Abid: int(d.in.Mods.Abid), Blgp: int(d.in.Mods.Blgp)}
	switch {
	case m.Sparse: // C is D; src2 the index VGPR
		if in.C, err = vec(&d.dst, m.CDRegs, "C/D"); err != nil {
			return err
		}
		idx, err := vec(&d.src[2], 1, "the index")
		if err != nil {
			return err
		}
		in.Idx = func(lane int) uint32 { return idx(0, lane) }
	case d.src[2].kind == oV:
		if in.C, err = vec(&d.src[2], m.CDRegs, "C"); err != nil {
			return err
		}
	default: // an inline constant: every register of every lane
		c := w.readOpnd(&d.src[2])
		in.C = func(reg, _ int) uint32 {
			if m.D == isa.MF64 && reg%2 == 1 {
				return uint32(c >> 32)
			}
			return uint32(c)
		}
	}
	if _, err := vec(&d.dst, m.CDRegs, "D"); err != nil {
		return err
	}
	res := RunMFMA(m, in)
	base := int(d.dst.idx)
	for r := range res {
		copy(w.V[(base+r)*64:(base+r)*64+64], res[r][:])
	}
	return nil
}
