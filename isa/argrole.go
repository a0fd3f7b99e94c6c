package isa

// ArgRole is what an operand slot holds, for code outside isa that needs
// one operand of an instruction: it asks by role, never by the slot's
// name in the table (Spec.Name, which the parser and printer use).
type ArgRole uint8

const (
	ArgNone    ArgRole = iota
	ArgVAddr           // a VMEM or FLAT address VGPR (vaddr)
	ArgSAddr           // a FLAT global/scratch SGPR base (saddr)
	ArgSRsrc           // a MUBUF/MTBUF buffer resource (srsrc)
	ArgSOffset         // a MUBUF/MTBUF scalar offset (soffset)
	ArgAddr            // a DS address VGPR (addr)
	ArgVDst            // a memory result VGPR (vdst)
	ArgVData           // a memory data VGPR, returned or stored (vdata)
	ArgLane            // v_readlane/v_writelane's lane select (lane)
	ArgHWReg           // s_getreg/s_setreg's hardware register (hwreg)
)

// argRoleOfName gives a table slot's role from its name. It is a list,
// not a map: Role runs for every operand slot of every instruction a
// program decodes, and a scan of nine short names, most of them ruled out
// by their length, costs less than hashing the name.
var argRoleOfName = [...]struct {
	name string
	role ArgRole
}{
	{"vaddr", ArgVAddr}, {"saddr", ArgSAddr}, {"srsrc", ArgSRsrc}, {"soffset", ArgSOffset}, {"addr", ArgAddr},
	{"vdst", ArgVDst}, {"vdata", ArgVData}, {"lane", ArgLane}, {"hwreg", ArgHWReg},
}

// Role is what the slot holds: the table's rows have it from buildRows
// (SlotsOf asks it of every slot of every instruction a program decodes),
// other Specs from their name.
func (s *Spec) Role() ArgRole {
	if s.roleSet {
		return s.role
	}
	return roleOfName(s.Name)
}

// roleOfName is the role of a slot named name.
func roleOfName(name string) ArgRole {
	for _, r := range argRoleOfName {
		if r.name == name {
			return r.role
		}
	}
	return ArgNone
}

// Operand is the instruction's operand in the first slot of role r, the
// zero Operand when the row has none.
func (in *Inst) Operand(r ArgRole) Operand {
	for i := range in.Op.Args {
		if in.Op.Args[i].Role() == r && i < len(in.Args) {
			return in.Args[i]
		}
	}
	return Operand{}
}
