package isa

import (
	"fmt"
	"strings"
)

// UnsetSGPRRead refuses a listed kernel that reads an SGPR which nothing
// in it writes and which its descriptor, as llvm-objdump printed it, does
// not initialise. llvm-objdump leaves .amdhsa_user_sgpr_count out of the
// .amdhsa_kernel block it prints (14 to 19), and LLVM sets it above the
// enabled user SGPRs on gfx1100 and gfx1102 in wave32
// (FeatureUserSGPRInit16Bug: 15 for a kernel that needs 2), which moves
// the workgroup ids up: without the count the kernel would read s15 where
// the dispatcher wrote nothing and run to a wrong result without a word.
// A kernel with a user SGPR count (from its descriptor block, or set by
// --user-sgprs) is not checked. What the kernel writes counts as an
// M0-relative write's reach does (writtenUnits, as Program.Writes).
func UnsetSGPRRead(p *Program, k *Kernel) error {
	if !k.Meta.HSA || k.Meta.UserSGPRCount != 0 {
		return nil
	}
	l := k.Meta.InitSGPRLayout()
	written, _ := writtenUnits(p.Insts[k.Entry:k.End], p.Wave)
	var uses []Reg
	for _, in := range p.Insts[k.Entry:k.End] {
		if in.Op.Is(RoleMovrel) {
			// Its uses are every SGPR the M0 offset may reach (and
			// keep), not ones it reads for certain.
			continue
		}
		uses = in.AppendUses(uses[:0], p.Wave)
		for _, r := range uses {
			if r.File != FileS {
				continue
			}
			for i := max(int(r.Idx), l.End); i < min(int(r.Idx)+int(r.N), SlotVCCLo); i++ {
				if !written[i] {
					return &Error{in.Pos, unsetSGPRMessage(k, l, i)}
				}
			}
		}
	}
	return nil
}

// unsetSGPRMessage says which SGPR the kernel reads, what the listed
// descriptor initialises, and the user SGPR count that would put the last
// system SGPR on the one read.
func unsetSGPRMessage(k *Kernel, l InitSGPRLayout, reg int) string {
	var fields []string
	system := 0
	for _, r := range InitSGPRTable {
		if s, ok := l.SGPR(r.Field); ok {
			fields = append(fields, fmt.Sprintf("%s s%d", r.Name, s))
			if r.System {
				system += r.Regs
			}
		}
	}
	hint := ""
	if u := reg + 1 - system; system > 0 && u > l.User && u <= MaxUserSGPRs {
		hint = fmt.Sprintf(" (--user-sgprs %d puts the last system SGPR there)", u)
	}
	return fmt.Sprintf("kernel %s reads s%d, which nothing in it writes and its descriptor as listed does not initialise (%s); "+
		"llvm-objdump does not print .amdhsa_user_sgpr_count, which LLVM sets above the enabled user SGPRs on gfx1100 and gfx1102, moving the workgroup ids up: "+
		"run the code object itself (wavesim run kernel.o), or give the count with --user-sgprs N%s",
		k.Name, reg, strings.Join(fields, ", "), hint)
}
