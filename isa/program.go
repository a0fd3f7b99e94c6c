package isa

import "strings"

// LineKind classifies a source line of a program.
type LineKind uint8

const (
	LineRaw   LineKind = iota // directive, comment or blank line, printed verbatim
	LineLabel                 // "name:"
	LineInst                  // an instruction (Program.Insts[Inst])
)

// Line is one line of the program as it will be printed. (A program
// holds one per instruction: Inst is 32-bit, as MaxInsts allows.)
type Line struct {
	// Text is, for LineRaw, the line; for LineLabel, the label and what
	// follows its colon on its line as read ("name:" and spaces and a
	// comment; Name gives the name); for LineInst, the line as read
	// (empty for objdump input and inserted instructions), printed back
	// while the instruction is what it says (its canonical form is the
	// line's code), so an unchanged line keeps its comment and spacing.
	Text  string
	Inst  int32 // LineInst: index into Program.Insts
	Kind  LineKind
	Label bool // LineInst: the instruction is a branch target (objdump input)
}

// Name is a LineLabel's label.
func (l *Line) Name() string {
	if i := strings.IndexByte(l.Text, ':'); i >= 0 {
		return l.Text[:i]
	}
	return l.Text
}

// Program is a parsed assembly file.
type Program struct {
	File string
	Arch *Arch
	Wave int // 32 or 64
	// ArchDeclared and WaveDeclared: the file itself gives the target
	// (a target directive) and the wave size (.amdhsa_wavefront_size32),
	// so a launch spec need not repeat them.
	ArchDeclared, WaveDeclared bool
	Lines                      []Line
	Insts                      []*Inst
	Labels                     map[string]int // label → index of the instruction it precedes
	Kernels                    []*Kernel
	// Funcs are the functions that are not kernels: a symbol declared
	// .type F,@function with no kernel descriptor, metadata or RSRC2
	// comments, which a kernel reaches only by a call (s_swappc_b64).
	// Meta holds only the sizes llc's "; Function info:" comment gives.
	Funcs []*Kernel
	// Objects are the symbols the file declares data (.type X,@object),
	// at the directive: module-scope data such as a constant table, which
	// the machine does not lay out, so a kernel's reference to one is
	// refused naming it.
	Objects map[string]Pos
	// Data are the loaded data sections (module-scope data the code reads
	// by address) and DataSyms the labels in them.
	Data     []*DataSection
	DataSyms map[string]DataSym
	// GOT is the global offset table of a linked code object, whose
	// listing's instructions load call addresses from it.
	GOT []GOTEntry
	// Objdump is set when the input was llvm-objdump -d output.
	Objdump bool
	// Bare is set when the file defines no kernel: no kernel symbol
	// (.type X,@function), no .amdhsa_kernel block and no kernel
	// metadata, only instructions and labels (a snippet). Kernels then
	// holds one anonymous kernel over every instruction.
	Bare bool
}

// GOTEntry is one 64-bit entry of a linked code object's global offset
// table: at Offset (an address of the listing), the address of the code
// at Target, or, when Sym is set, of Sym, a symbol the object does not
// define.
type GOTEntry struct {
	Offset, Target int64
	Sym            string
}

// Kernel is one kernel's entry point and launch metadata.
type Kernel struct {
	Name  string
	Entry int // index of the first instruction
	End   int // one past the last instruction
	Meta  KernelMeta
}

// KernArg is one kernel argument from the amdhsa.kernels metadata.
type KernArg struct {
	Name      string
	Offset    int
	Size      int
	ValueKind string // global_buffer, by_value, hidden_*
	AddrSpace string
	// TypeName is the source type (.type_name: "float", "float*"), which
	// clang writes for OpenCL and HIP kernels and llc copies from IR's
	// !kernel_arg_type; "" for plain IR, whose metadata gives only sizes.
	TypeName string
}

// Hidden says the dispatcher fills the argument in (the hidden_* value
// kinds: grid and group sizes, the shared and private bases, ...); a
// launch gives the others.
func (a KernArg) Hidden() bool { return strings.HasPrefix(a.ValueKind, "hidden_") }

// KernelMeta is what the simulator needs to build a wave's initial state.
// With the HSA ABI it comes from .amdhsa_kernel and .amdgpu_metadata; for
// plain -march=amdgcn output from the "; COMPUTE_PGM_RSRC2:" comments.
type KernelMeta struct {
	HSA bool

	UserSGPRCount int
	// UserSGPRCountAt is where the descriptor's .amdhsa_user_sgpr_count
	// is (zero when it has none): --user-sgprs may not override it.
	UserSGPRCountAt Pos
	// SGPRs are the initial SGPR fields the descriptor's directives (or
	// legacy output's RSRC2 comments) enable; InitSGPRs adds what legacy
	// output implies.
	SGPRs                InitSGPRSet
	EnablePrivateSegment bool // GFX11 architected flat scratch
	WorkitemIDs          int  // VGPR work-item ids enabled: 0 = x, 1 = x,y, 2 = x,y,z

	Wave32    bool
	WaveKnown bool

	GroupSegmentFixedSize   int
	PrivateSegmentFixedSize int
	KernargSize             int
	NextFreeVGPR            int
	NextFreeSGPR            int
	// ReserveVCC, ReserveFlatScratch, ReserveXNACK: the descriptor's
	// .amdhsa_reserve_* fields (default on), the SGPRs it adds past
	// NextFreeSGPR (AMDGPUBaseInfo getNumExtraSGPRs).
	ReserveVCC, ReserveFlatScratch, ReserveXNACK bool
	// NumVGPRs and NumSGPRs are the register counts llc reports for the
	// kernel ("; NumVgprs:", "; NumSgprs:" or the metadata's .vgpr_count
	// and .sgpr_count; SGPRs with VCC, flat scratch and XNACK mask);
	// 0 when the file gives neither.
	NumVGPRs, NumSGPRs int
	// TotalNumVGPRs is llc's "; TotalNumVgprs:" on gfx90a and gfx940:
	// VGPRs and AGPRs of the unified file, what occupancy counts; 0 when
	// the file does not say.
	TotalNumVGPRs int
	// AccumOffset is .amdhsa_accum_offset (gfx90a, gfx940): the first
	// register of the unified file a wave's AGPRs take, a multiple of 4
	// from 4 to 256 (COMPUTE_PGM_RSRC3 ACCUM_OFFSET holds it / 4 - 1);
	// 0 when not given.
	AccumOffset int
	// MaxFlatWorkgroupSize is the metadata's .max_flat_workgroup_size
	// (0: not given; LLVM's default for a kernel is 1024).
	MaxFlatWorkgroupSize int
	// WGPMode is .amdhsa_workgroup_processor_mode (GFX10+; LLVM's default
	// is on, CU mode being -mattr=+cumode); WGPModeKnown says it was given.
	WGPMode, WGPModeKnown bool

	Args               []KernArg
	KernargSegmentSize int
	KernargAlign       int

	// Legacy (non-HSA) output: explicit kernel arguments start after a
	// 36-byte header (ngroups, global size and local size, x/y/z each).
	Legacy            bool
	ExplicitArgOffset int
	ScratchEnable     bool
	ScratchSize       int
	LDSSize           int
	// MetaSeen records that .amdhsa_kernel, the kernel's amdhsa.kernels
	// metadata or the RSRC2 comments were found: the function is a kernel.
	MetaSeen bool
}

// InitSGPRs is the set of fields the dispatcher writes. Plain
// -march=amdgcn output has no user SGPR directives: its kernarg pointer
// is s[0:1] (llc prints USER_SGPR 2) and SCRATCH_EN enables the wave
// offset, a bit that in HSA output on GFX11 means architected flat
// scratch instead, so it counts only here.
func (m *KernelMeta) InitSGPRs() InitSGPRSet {
	if !m.Legacy {
		return m.SGPRs
	}
	var on InitSGPRSet
	for _, r := range InitSGPRTable {
		on.Set(r.Field, r.System && m.SGPRs.Has(r.Field))
	}
	on.Set(SGPRKernargSegmentPtr, true)
	if m.ScratchEnable {
		on.Set(SGPRPrivateSegmentWaveOffset, true)
	}
	return on
}

// InitSGPRLayout is where the kernel's initial SGPR fields land.
func (m *KernelMeta) InitSGPRLayout() InitSGPRLayout {
	return LayoutInitSGPRs(m.InitSGPRs(), m.UserSGPRCount)
}

// UserSGPRs is how many user SGPRs the dispatcher writes: the enabled
// ones, or .amdhsa_user_sgpr_count when it says more.
func (m *KernelMeta) UserSGPRs() int { return m.InitSGPRLayout().User }

// PrivateBytes is the scratch a work-item needs: from .amdhsa_kernel, or
// the ScratchSize comment of legacy output.
func (m *KernelMeta) PrivateBytes() int { return max(m.PrivateSegmentFixedSize, m.ScratchSize) }

// Registers are the VGPRs and SGPRs a wave of the kernel allocates, as
// LLVM counts them for occupancy: the counts llc reports, else the
// descriptor's next free registers (SGPRs with the reserved VCC, flat
// scratch and XNACK mask, AMDGPUBaseInfo getNumExtraSGPRs). 0 means
// unknown.
func (m *KernelMeta) Registers(gen Gen) (vgprs, sgprs int) {
	vgprs, sgprs = m.NumVGPRs, m.NumSGPRs
	if m.TotalNumVGPRs > 0 {
		vgprs = m.TotalNumVGPRs
	}
	if vgprs == 0 {
		vgprs = m.NextFreeVGPR
	}
	if sgprs == 0 && m.NextFreeSGPR > 0 {
		sgprs = m.NextFreeSGPR
		extra := 0
		if m.ReserveVCC {
			extra = 2
		}
		if gen < GFX10 {
			if m.ReserveXNACK {
				extra = 4
			}
			if m.ReserveFlatScratch {
				extra = 6
			}
		}
		sgprs += extra
	}
	return vgprs, sgprs
}

// GroupBytes is the LDS a workgroup needs, from either source.
func (m *KernelMeta) GroupBytes() int { return max(m.GroupSegmentFixedSize, m.LDSSize) }

// Kernel returns the named kernel, or the only one when name is empty.
func (p *Program) Kernel(name string) *Kernel {
	if name == "" && len(p.Kernels) == 1 {
		return p.Kernels[0]
	}
	for _, k := range p.Kernels {
		if k.Name == name {
			return k
		}
	}
	return nil
}

// Clone returns a deep copy of the program; passes rewrite clones.
func (p *Program) Clone() *Program {
	c := *p
	c.Lines = append([]Line(nil), p.Lines...)
	c.Insts = make([]*Inst, len(p.Insts))
	for i, in := range p.Insts {
		c.Insts[i] = in.Clone()
	}
	c.Labels = make(map[string]int, len(p.Labels))
	for k, v := range p.Labels {
		c.Labels[k] = v
	}
	c.Kernels = make([]*Kernel, len(p.Kernels))
	for i, k := range p.Kernels {
		kc := *k
		kc.Meta.Args = append([]KernArg(nil), k.Meta.Args...)
		c.Kernels[i] = &kc
	}
	c.GOT = append([]GOTEntry(nil), p.GOT...)
	c.Funcs = make([]*Kernel, len(p.Funcs))
	for i, f := range p.Funcs {
		fc := *f
		c.Funcs[i] = &fc
	}
	return &c
}
