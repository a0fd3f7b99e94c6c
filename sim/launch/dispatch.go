package launch

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/sched"
	"github.com/wavesim/wavesim/sim/timing"
)

// Address-space layout of a dispatch. Buffers sit above 4 GiB so that
// 32-bit address truncation bugs fault; the apertures that flat addressing
// decodes (sim.SharedAperture, sim.PrivateAperture) are far above every
// mapped region.
const (
	bufferBase   = 0x1_0000_0000
	regionAlign  = 0x10000 // 64 KiB, with one unmapped 64 KiB guard between regions
	kernargBase  = 0x8000_0000
	dispatchBase = 0x9000_0000
	queueBase    = 0x9001_0000
	scratchBase  = 0x40_0000_0000
	// maxScratchSlotBase bounds Options.ScratchSlotBase; with the ring's
	// end also kept below scratchLimit, the scratch base plus any wave
	// offset stays a 48-bit address, as the buffer descriptor's base field
	// requires (abi.md "Private segment buffer descriptor").
	maxScratchSlotBase = 1 << 16
	scratchLimit       = 1 << 47
)

// Options configure a dispatch.
type Options struct {
	// StepLimit is the per-wave instruction limit (0: sim.DefaultStepLimit).
	StepLimit int64
	// Timing turns on the cycle model (Dispatch.Timing): waves of a
	// workgroup then interleave oldest-ready-first.
	Timing bool
	// Strict makes the first hazard an error (implies Timing).
	Strict bool
	// Trace receives the dynamic instruction stream with issue cycles.
	Trace io.Writer
	// Timeline receives every issued instruction and barrier wait
	// (implies Timing).
	Timeline timing.Timeline
	// Model sets named timing-model parameters (timing.Knobs).
	Model []timing.Setting
	// CUs is how many compute units (WGPs in GFX10+ WGP mode) a timed
	// dispatch runs its workgroups on, side by side, their waves spread
	// over each one's SIMDs, as many per SIMD as Occupancy (0: the
	// kernel's own, package occupancy) allows; workgroups beyond wait
	// for room (cu.go), so a grid's cycles show its occupancy. 0 is one
	// compute unit. IsolatedCUs runs one workgroup at a time instead,
	// each on a compute unit of its own with its waves on one SIMD: no
	// placement, faster on long grids. A run without Timing runs one
	// workgroup at a time whatever CUs says.
	CUs, Occupancy int
	// MaxWaves and MaxInsts bound a long dispatch (0: no bound); Run
	// stops with a *StopError (run.go). Progress, when set, is told how
	// far the dispatch has got (see Status), at most every ProgressEvery
	// (0: ProgressInterval) between the first and the last call.
	MaxWaves, MaxInsts int64
	Progress           func(Status)
	ProgressEvery      time.Duration
	// ScratchSlotBase moves every wave's scratch slot up by that many
	// slots: the wave offset SGPR and the flat scratch base then start at
	// ScratchSlotBase slots instead of 0, as on hardware, where the wave
	// offset depends on which slot of the device's scratch ring the wave
	// got. Only the slots in use are mapped, so code that leaves the wave
	// offset out of its scratch addresses, or adds it twice, faults.
	ScratchSlotBase int
	// Poison, when not 0, seeds the values every wave starts with in the
	// registers the HSA initial state leaves undefined: every VGPR lane
	// (but the work-item ids) and every SGPR above the user and system
	// SGPRs the kernel descriptor enables. Hardware leaves them holding
	// whatever the last wave left; 0 keeps them zero. The values follow
	// from the seed, the workgroup and the wave alone, so two programs
	// launched with the same seed start from the same garbage.
	Poison uint64
	// LDSFill, when not 0, is the byte every workgroup's LDS starts
	// with instead of 0 (hardware leaves LDS holding what the last
	// workgroup there left): a kernel whose results change with it reads
	// LDS it did not write.
	LDSFill byte
	// LDSRaces checks every LDS access for a race with another lane of
	// its workgroup (sim.LDSRace: no s_barrier between two accesses of a
	// byte, one of them a write); Dispatch.LDSRaces says what it found.
	LDSRaces bool
}

// Buffer is a launch buffer in memory.
type Buffer struct {
	Name  string
	Type  ElemType
	Base  uint64
	Count int
}

// Dispatch is one kernel launch: memory, code and the grid.
type Dispatch struct {
	Prog   *isa.Program
	Kernel *isa.Kernel
	Arch   *isa.Arch
	Wave   int
	Spec   *Spec
	// M runs the waves: decoded code, memory and statistics.
	M   *sim.Machine
	Mem *sim.Memory

	Buffers     map[string]*Buffer
	KernargAddr uint64
	KernargSize int
	scratchPer  uint64     // bytes of scratch per wave
	scratchSize uint64     // bytes of the scratch ring: one slot per wave of a workgroup
	scratchLo   uint64     // address of the ring's first slot (Options.ScratchSlotBase)
	cu          *sched.CUs // workgroups side by side (Options.CUs), or nil
	sched       *sched.Scheduler
	ldsSize     int
	opts        Options

	// Timing is the cycle model, when Options.Timing is set.
	Timing *timing.Model

	// NumWaves and Workgroups count what Run completed, of TotalWaves
	// and TotalWorkgroups in the grid.
	NumWaves        int
	Workgroups      int
	TotalWaves      int64
	TotalWorkgroups int64
	// Stopped is set when a bound stopped Run (Options.MaxWaves,
	// MaxInsts): memory then holds partial results.
	Stopped *StopError
	// MaxWaveSteps is the most instructions one wave executed.
	MaxWaveSteps int64
}

// FindKernel is the kernel a launch names, or the file's only one when
// name is empty.
func FindKernel(p *isa.Program, name string) (*isa.Kernel, error) {
	if k := p.Kernel(name); k != nil {
		return k, nil
	}
	if len(p.Kernels) == 0 {
		// llvm-objdump 14 does not know GFX11 and crashes on a gfx1100
		// object, leaving an empty listing behind it.
		return nil, fmt.Errorf("%s: the file holds no kernel (no instructions); if it is an llvm-objdump listing, llvm-objdump printed nothing (llvm-objdump-14 crashes on GFX11 objects): run the code object itself (wavesim run kernel.o)", p.File)
	}
	var names []string
	for _, k := range p.Kernels {
		names = append(names, k.Name)
	}
	if name == "" {
		return nil, fmt.Errorf("%s: the file has %d kernels (%s); name one", p.File, len(p.Kernels), strings.Join(names, ", "))
	}
	return nil, fmt.Errorf("%s: no kernel %q%s (kernels: %s)", p.File, name, didYouMean(name, names), strings.Join(names, ", "))
}

// NewDispatch prepares a launch: it lays out buffers, kernargs, the
// dispatch packet and scratch.
func NewDispatch(p *isa.Program, spec *Spec, opts Options) (*Dispatch, error) {
	k, err := FindKernel(p, spec.Kernel)
	if err != nil {
		return nil, err
	}
	if err := listingDescriptor(p, k); err != nil {
		return nil, err
	}
	if spec.Arch != "" {
		// Targets of one family (gfx1030, gfx1032) run on the same model.
		a, err := isa.LookupArch(spec.Arch)
		if err != nil {
			return nil, fmt.Errorf("launch: %v", err)
		}
		if a.Family != p.Arch.Family {
			return nil, fmt.Errorf("launch is for %s but the program is for %s (modeled as %s)", spec.Arch, p.Arch.Name, p.Arch.Family)
		}
	}
	if spec.Wave != 0 && spec.Wave != p.Wave {
		return nil, fmt.Errorf("launch asks for wave%d but the program is wave%d", spec.Wave, p.Wave)
	}
	if err := spec.checkLimits(); err != nil {
		return nil, err
	}
	m, err := sim.NewMachine(p, k)
	if err != nil {
		return nil, err
	}
	if opts.StepLimit != 0 {
		m.StepLimit = opts.StepLimit
	}
	if opts.LDSRaces {
		m.CheckLDSRaces()
	}
	d := &Dispatch{Prog: p, Kernel: k, Arch: p.Arch, Wave: p.Wave, Spec: spec, M: m, Mem: m.Mem,
		Buffers: map[string]*Buffer{}, opts: opts}
	if err := d.layoutBuffers(); err != nil {
		return nil, err
	}
	if err := d.layoutKernargs(); err != nil {
		return nil, err
	}
	if err := d.layoutPacket(); err != nil {
		return nil, err
	}
	meta := &k.Meta
	d.ldsSize = meta.GroupBytes()
	d.scratchPer = uint64((meta.PrivateBytes()*d.Wave + 1023) &^ 1023)
	// Scratch is a ring of slots, one per wave that can be resident: the
	// model runs one workgroup at a time, so a workgroup's waves reuse the
	// slots of the one before (AMDGPUUsage "Private Segment Buffer": the
	// wave offset selects the wave's slot). The slots are released between
	// workgroups, so every wave starts with zeroed scratch, and the memory
	// is allocated only where a wave touches it.
	wg := spec.WorkgroupSize()
	wavesPer := (wg[0]*wg[1]*wg[2] + d.Wave - 1) / d.Wave
	if err := d.setupCUs(); err != nil {
		return nil, err
	}
	if d.cu != nil {
		wavesPer = d.cu.Slots()
	}
	d.scratchSize = d.scratchPer * uint64(wavesPer)
	if opts.ScratchSlotBase < 0 || opts.ScratchSlotBase > maxScratchSlotBase {
		return nil, fmt.Errorf("scratch slot base %d: want 0 to %d", opts.ScratchSlotBase, maxScratchSlotBase)
	}
	d.scratchLo = scratchBase + uint64(opts.ScratchSlotBase)*d.scratchPer
	if d.scratchLo+d.scratchSize > scratchLimit {
		return nil, fmt.Errorf("scratch slot base %d: the scratch ring (%d bytes a wave) would pass address %#x", opts.ScratchSlotBase, d.scratchPer, uint64(scratchLimit))
	}
	if d.scratchSize > 0 {
		if err := d.Mem.Map("scratch", d.scratchLo, d.scratchSize); err != nil {
			return nil, err
		}
	}
	d.patchSymbols()
	g := d.grid()
	d.TotalWaves, d.TotalWorkgroups = g.Totals()
	if err := d.setupTiming(); err != nil {
		return nil, err
	}
	return d, nil
}

func (d *Dispatch) setupTiming() error {
	if !d.opts.Timing && !d.opts.Strict && d.opts.Trace == nil && d.opts.Timeline == nil {
		return nil
	}
	t, err := timing.New(d.Prog, d.opts.Model...)
	if err != nil {
		return err
	}
	t.Strict, t.Trace, t.Timeline = d.opts.Strict, d.opts.Trace, d.opts.Timeline
	t.Attach(d.M)
	d.Timing = t
	return nil
}

func (d *Dispatch) layoutBuffers() error {
	next := uint64(bufferBase)
	for _, name := range d.Spec.bufferNames() {
		bs := d.Spec.Buffers[name]
		es := bs.Type.Size()
		n := bs.Len()
		b := &Buffer{Name: name, Type: bs.Type, Base: next, Count: n}
		size := uint64(n * es)
		if err := d.Mem.Map("buffer "+name, next, size); err != nil {
			return err
		}
		if bs.file != nil {
			if err := bs.file.copyTo(d.Mem, next); err != nil {
				return err
			}
		}
		if bs.data != nil && len(bs.data.bytes) > 0 {
			if err := d.Mem.Write(next, bs.data.bytes); err != nil {
				return err
			}
		}
		if len(bs.Packed) > 0 {
			if err := d.Mem.Write(next, bs.Packed); err != nil {
				return err
			}
		}
		gen, count, err := bs.generator()
		if err != nil {
			return err
		}
		if gen != nil {
			if err := generateInto(d.Mem, next, count, es, gen); err != nil {
				return err
			}
		}
		d.Buffers[name] = b
		next = (next+size+regionAlign-1)&^(regionAlign-1) + regionAlign
	}
	return nil
}

// argBytes gives an argument's little-endian bytes; their length is its
// natural size.
func (d *Dispatch) argBytes(a map[string]any) []byte {
	for k, v := range a {
		if argModifiers[k] {
			continue
		}
		switch k {
		case "buffer":
			return binary.LittleEndian.AppendUint64(nil, d.Buffers[v.(string)].Base)
		case "dwords":
			var b []byte
			for _, x := range v.([]any) {
				bits, _ := encodeValue(U32, x)
				b = binary.LittleEndian.AppendUint32(b, uint32(bits))
			}
			return b
		}
		t, _ := ParseElemType(k) // checked when the spec loaded
		bits, _ := encodeValue(t, v)
		return binary.LittleEndian.AppendUint64(nil, bits)[:t.Size()]
	}
	return nil
}

func (d *Dispatch) layoutKernargs() error {
	m := &d.Kernel.Meta
	spec := d.Spec
	g := d.grid()
	grid, wg, groups := g.Size, g.Workgroup, g.Counts()
	type put struct {
		off int
		b   []byte
	}
	word := func(off, size int, v uint64) put {
		return put{off, binary.LittleEndian.AppendUint64(nil, v)[:size]}
	}
	var puts []put
	size := 0
	order, err := spec.argOrder(d.Kernel)
	if err != nil {
		return err
	}
	if len(m.Args) > 0 {
		explicit := 0
		for _, a := range m.Args {
			if a.Hidden() {
				v := hiddenArg(a.ValueKind, spec)
				puts = append(puts, word(a.Offset, min(a.Size, 8), v))
				size = max(size, a.Offset+a.Size)
				continue
			}
			i := order[explicit]
			if i < 0 {
				return spec.errAt("args", "kernel %s takes more arguments than the launch gives (%d); argument %d (%s) is missing", d.Kernel.Name, len(spec.Args), explicit, a.Name)
			}
			if err := spec.checkArgSize(i, a); err != nil {
				return err
			}
			b := d.argBytes(spec.Args[i])
			if n := len(b); a.ValueKind == "global_buffer" && n != 8 || a.ValueKind == "by_value" && n != a.Size {
				return spec.errAt(fmt.Sprintf("args[%d]", i), "argument %d (%s) is %s of %d bytes in the kernel, but the launch gives %d bytes", i, a.Name, a.ValueKind, a.Size, n)
			}
			puts = append(puts, put{a.Offset, b[:min(len(b), a.Size)]})
			size = max(size, a.Offset+a.Size)
			explicit++
		}
		if explicit < len(spec.Args) {
			return spec.errAt(fmt.Sprintf("args[%d]", explicit), "the launch gives %d arguments but kernel %s takes %d", len(spec.Args), d.Kernel.Name, explicit)
		}
	} else {
		off := m.ExplicitArgOffset
		if m.Legacy {
			// ngroups, global size and local size, x/y/z each.
			for i := 0; i < 3; i++ {
				puts = append(puts, word(4*i, 4, uint64(groups[i])),
					word(12+4*i, 4, uint64(grid[i])), word(24+4*i, 4, uint64(wg[i])))
			}
		}
		// Arguments are aligned within the explicit area, which starts
		// right after the header.
		rel := 0
		for _, a := range spec.Args {
			b := d.argBytes(a)
			al := len(b) // natural alignment: a scalar's size, 4 for dwords
			if _, ok := a["dwords"]; ok {
				al = 4
			}
			rel = (rel + al - 1) &^ (al - 1)
			puts = append(puts, put{off + rel, b})
			rel += len(b)
		}
		size = off + rel
	}
	size = max(size, m.KernargSegmentSize, m.KernargSize)
	d.KernargAddr, d.KernargSize = kernargBase, size
	if err := d.Mem.Map("kernargs", kernargBase, uint64((size+63)&^63)+64); err != nil {
		return err
	}
	for _, p := range puts {
		if err := d.Mem.Write(kernargBase+uint64(p.off), p.b); err != nil {
			return err
		}
	}
	return nil
}

// hiddenArg gives the value of an implicit kernel argument (code object
// v4/v5 hidden_* value kinds; AMDGPUUsage "Kernel Argument Metadata").
func hiddenArg(kind string, spec *Spec) uint64 {
	grid, wg := spec.GridSize(), spec.WorkgroupSize()
	dim := func(s string) int { return int(s[len(s)-1] - 'x') }
	switch {
	case strings.HasPrefix(kind, "hidden_block_count_"):
		i := dim(kind)
		return uint64(grid[i] / wg[i])
	case strings.HasPrefix(kind, "hidden_group_size_"):
		return uint64(wg[dim(kind)])
	case strings.HasPrefix(kind, "hidden_remainder_"):
		i := dim(kind)
		return uint64(grid[i] % wg[i])
	case kind == "hidden_grid_dims":
		return uint64(spec.Dims())
	case kind == "hidden_shared_base":
		return sim.SharedAperture << 32
	case kind == "hidden_private_base":
		return sim.PrivateAperture << 32
	}
	return 0
}

// layoutPacket writes the AQL kernel dispatch packet (hsa_kernel_dispatch_packet_t).
func (d *Dispatch) layoutPacket() error {
	if err := d.Mem.Map("dispatch packet", dispatchBase, 64); err != nil {
		return err
	}
	if err := d.Mem.Map("queue", queueBase, 256); err != nil {
		return err
	}
	grid, wg := d.Spec.GridSize(), d.Spec.WorkgroupSize()
	var b [64]byte
	binary.LittleEndian.PutUint16(b[0:], 2) // HSA_PACKET_TYPE_KERNEL_DISPATCH
	binary.LittleEndian.PutUint16(b[2:], uint16(d.Spec.Dims()))
	for i := 0; i < 3; i++ {
		binary.LittleEndian.PutUint16(b[4+2*i:], uint16(wg[i]))
		binary.LittleEndian.PutUint32(b[12+4*i:], uint32(grid[i]))
	}
	m := &d.Kernel.Meta
	binary.LittleEndian.PutUint32(b[24:], uint32(m.PrivateBytes()))
	binary.LittleEndian.PutUint32(b[28:], uint32(m.GroupBytes()))
	binary.LittleEndian.PutUint64(b[40:], d.KernargAddr)
	return d.Mem.Write(dispatchBase, b[:])
}

// patchSymbols resolves SCRATCH_RSRC_DWORD0/1, the relocations through
// which plain -march=amdgcn code receives its scratch descriptor base.
func (d *Dispatch) patchSymbols() {
	d.M.Code.ResolveSymbol("SCRATCH_RSRC_DWORD0", uint64(scratchBase)&0xffffffff)
	d.M.Code.ResolveSymbol("SCRATCH_RSRC_DWORD1", uint64(scratchBase>>32)|1<<31) // base_hi, SWIZZLE_EN
}

// initSGPR is the value the dispatcher writes to an initial SGPR field
// of a wave (AMDGPUUsage "Initial Kernel Execution State";
// docs/reference/abi.md "Initial SGPRs"), a dword per SGPR.
func (d *Dispatch) initSGPR(f isa.InitSGPR, wg *sim.Workgroup, groupWaves int, slot uint64) [4]uint32 {
	dwords := func(v uint64) [4]uint32 { return [4]uint32{uint32(v), uint32(v >> 32)} }
	switch f {
	case isa.SGPRPrivateSegmentBuffer:
		stride := uint64(2)
		if d.Wave == 64 {
			stride = 3
		}
		lo, hi := dwords(scratchBase|1<<63), dwords(0xffffffff|(1<<23|stride<<21)<<32) // base, SWIZZLE_EN; num_records, ADD_TID_ENABLE, INDEX_STRIDE
		return [4]uint32{lo[0], lo[1], hi[0], hi[1]}
	case isa.SGPRDispatchPtr:
		return dwords(dispatchBase)
	case isa.SGPRQueuePtr:
		return dwords(queueBase)
	case isa.SGPRKernargSegmentPtr:
		return dwords(d.KernargAddr)
	case isa.SGPRDispatchID:
		// One dispatch per run: its id is 0 (docs/reference/abi.md).
		return dwords(0)
	case isa.SGPRFlatScratchInit:
		return dwords(scratchBase)
	case isa.SGPRPrivateSegmentSize:
		return dwords(uint64(d.scratchPer) / uint64(d.Wave))
	case isa.SGPRWorkgroupIDX, isa.SGPRWorkgroupIDY, isa.SGPRWorkgroupIDZ:
		return dwords(uint64(wg.ID[f-isa.SGPRWorkgroupIDX]))
	case isa.SGPRWorkgroupInfo:
		// tg_size_in_waves: the workgroup's waves, the same in each.
		return dwords(uint64(groupWaves))
	case isa.SGPRPrivateSegmentWaveOffset:
		return dwords(slot)
	}
	return [4]uint32{}
}

// initWave sets the HSA initial state: user SGPRs, system SGPRs, work-item
// id VGPRs and exec (AMDGPUUsage "Initial Kernel Execution State").
func (d *Dispatch) initWave(w *sim.Wave, inGroup, groupWaves, slotIdx, waveIdx int, ids [][3]int) {
	m := &d.Kernel.Meta
	wg := w.WG
	w.InGroup, w.ID, w.Slot = inGroup, waveIdx, slotIdx
	slot := d.scratchLo - scratchBase + uint64(slotIdx)*d.scratchPer
	w.ScratchBase = scratchBase + slot
	lay := m.InitSGPRLayout()
	for _, r := range isa.InitSGPRTable {
		s, ok := lay.SGPR(r.Field)
		if !ok {
			continue
		}
		v := d.initSGPR(r.Field, wg, groupWaves, slot)
		for i := 0; i < r.Regs && s+i < isa.SlotVCCLo; i++ {
			w.S[s+i] = v[i]
		}
	}
	s := lay.End
	if d.Arch.ArchitectedSGPRs {
		// GFX12 passes the workgroup ids in trap temporaries: x in ttmp9,
		// y in ttmp7[15:0] and z in ttmp7[31:16] (AMDGPUUsage.rst "Initial
		// Kernel Execution State", architected SGPRs;
		// SITargetLowering::getPreloadedValue with hasArchitectedSGPRs;
		// llc-19 reads them so, docs/reference/new-targets-inventory.md).
		w.S[isa.SlotTTMP0+9] = uint32(wg.ID[0])
		w.S[isa.SlotTTMP0+7] = uint32(wg.ID[1])&0xffff | uint32(wg.ID[2])<<16
	}
	// Architected flat scratch (GFX11) presets FLAT_SCRATCH to the wave's
	// slice. Elsewhere kernels set it from their flat scratch init SGPRs;
	// the model presets it on every target all the same.
	w.S[isa.SlotFlatScLo] = uint32(w.ScratchBase)
	w.S[isa.SlotFlatScHi] = uint32(w.ScratchBase >> 32)
	w.S[isa.SlotSharedBase] = sim.SharedAperture
	w.S[isa.SlotPrivateBase] = sim.PrivateAperture
	w.S[isa.SlotSharedLimit] = sim.SharedAperture
	w.S[isa.SlotPrivateLimit] = sim.PrivateAperture
	if d.opts.Poison != 0 {
		poisonWave(w, s, mix64(d.opts.Poison, uint64(wg.ID[0])|uint64(wg.ID[1])<<21|uint64(wg.ID[2])<<42, uint64(inGroup)))
	}
	var exec uint64
	for l, id := range ids {
		exec |= 1 << uint(l)
		if d.Arch.PackedTID {
			w.V[l] = uint32(id[0] | id[1]<<10 | id[2]<<20)
			continue
		}
		w.V[l] = uint32(id[0])
		if m.WorkitemIDs >= 1 {
			w.V[64+l] = uint32(id[1])
		}
		if m.WorkitemIDs >= 2 {
			w.V[128+l] = uint32(id[2])
		}
	}
	w.SetExec(exec)
}

// poisonWave fills the wave's VGPRs and its SGPRs from first up with
// values from seed (Options.Poison).
func poisonWave(w *sim.Wave, first int, seed uint64) {
	x := seed
	next := func() uint64 { // splitmix64
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for i := 0; i < len(w.V); i += 2 {
		v := next()
		w.V[i] = uint32(v)
		if i+1 < len(w.V) {
			w.V[i+1] = uint32(v >> 32)
		}
	}
	for i := first; i < isa.SlotVCCLo; i++ {
		w.S[i] = uint32(next())
	}
}

// mix64 derives a seed from a seed and two numbers.
func mix64(seed, a, b uint64) uint64 {
	x := seed*0x9e3779b97f4a7c15 ^ a*0xc2b2ae3d27d4eb4f ^ b*0x165667b19e3779f9
	x ^= x >> 31
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 29
	return x
}

// Steps is the number of wave instructions the dispatch executed.
func (d *Dispatch) Steps() int64 { return d.M.Steps }

// Contents returns a buffer's elements as raw bits.
func (d *Dispatch) Contents(name string) ([]uint64, error) {
	b, ok := d.Buffers[name]
	if !ok {
		return nil, fmt.Errorf("no buffer %q", name)
	}
	out := make([]uint64, b.Count)
	for i := range out {
		var err error
		if out[i], err = d.element(b, i); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// RawContents returns a buffer's bytes, its elements little-endian: a
// quarter of Contents' memory for 32-bit elements, which a comparison of
// gigabyte buffers needs.
func (d *Dispatch) RawContents(name string) ([]byte, error) {
	b, ok := d.Buffers[name]
	if !ok {
		return nil, fmt.Errorf("no buffer %q", name)
	}
	out := make([]byte, b.Count*b.Type.Size())
	if err := d.Mem.Read(b.Base, out); err != nil {
		return nil, err
	}
	return out, nil
}

// FirstDiff is the index of the first element of buffer name that differs
// from ref (RawContents of another run's buffer of the same size), with
// both elements' bits, or -1. It reads the buffer a chunk at a time: no
// copy of it is made.
func (d *Dispatch) FirstDiff(name string, ref []byte) (i int, got, want uint64, err error) {
	b, ok := d.Buffers[name]
	if !ok {
		return -1, 0, 0, fmt.Errorf("no buffer %q", name)
	}
	es := b.Type.Size()
	n := min(b.Count*es, len(ref))
	chunk := make([]byte, min(n, 1<<16))
	for off := 0; off < n; off += len(chunk) {
		c := chunk[:min(len(chunk), n-off)]
		if err := d.Mem.Read(b.Base+uint64(off), c); err != nil {
			return -1, 0, 0, err
		}
		if bytes.Equal(c, ref[off:off+len(c)]) {
			continue
		}
		for j := 0; j < len(c); j += es {
			g, w := elementBits(c[j:j+es]), elementBits(ref[off+j:off+j+es])
			if g != w {
				return (off + j) / es, g, w, nil
			}
		}
	}
	if b.Count*es != len(ref) {
		// Sizes differ: the first element one side lacks.
		return n / es, 0, 0, nil
	}
	return -1, 0, 0, nil
}

// elementBits reads one little-endian element of 4 or 8 bytes.
func elementBits(b []byte) uint64 {
	if len(b) == 4 {
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

// Element returns element i of a buffer as raw bits.
func (d *Dispatch) Element(name string, i int) (uint64, error) {
	b, ok := d.Buffers[name]
	if !ok || i < 0 || i >= b.Count {
		return 0, fmt.Errorf("no element %d of buffer %q", i, name)
	}
	return d.element(b, i)
}

func (d *Dispatch) element(b *Buffer, i int) (uint64, error) {
	if b.Type.Size() == 4 {
		v, err := d.Mem.Read32(b.Base + uint64(4*i))
		return uint64(v), err
	}
	return d.Mem.Read64(b.Base + uint64(8*i))
}

// BufferNames lists the buffers in name order.
func (d *Dispatch) BufferNames() []string { return d.Spec.bufferNames() }

// Mismatch is the first difference between a buffer and its expectation.
type Mismatch struct {
	Buffer   string
	Index    int
	Got, Exp any
	Count    int // number of differing elements
}

func (m *Mismatch) Error() string {
	return fmt.Sprintf("buffer %s differs from the expectation at index %d: got %v, want %v (%d differing elements)", m.Buffer, m.Index, orPastEnd(m.Got), orPastEnd(m.Exp), m.Count)
}

// orPastEnd names the missing side of a mismatch between a buffer and an
// expectation of different lengths.
func orPastEnd(v any) any {
	if v == nil {
		return "nothing (past the end)"
	}
	return v
}

// Check compares buffers with the launch's expect section, element by
// element over the elements it lists (a shorter list checks a prefix); it
// returns the first mismatch (by buffer name, then index). Listing more
// elements than the buffer holds is a mismatch at the first missing one.
func (d *Dispatch) Check() *Mismatch {
	var names []string
	for n := range d.Spec.Expect {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		b := d.Buffers[name]
		n, want := d.Spec.expected(name)
		var first *Mismatch
		count := 0
		for i := 0; i < n; i++ {
			w, exp := want(i)
			if i >= b.Count {
				count++
				if first == nil {
					first = &Mismatch{Buffer: name, Index: i, Exp: exp()}
				}
				continue
			}
			got, err := d.element(b, i)
			if err == nil && w == got {
				continue
			}
			count++
			if first == nil {
				first = &Mismatch{Buffer: name, Index: i, Got: b.Type.Format(got), Exp: exp()}
			}
		}
		if first != nil {
			first.Count = count
			return first
		}
	}
	return nil
}

// listingDescriptor refuses a kernel of an llvm-objdump listing that
// carries no kernel descriptor: `llvm-objdump -d` prints .text only, and
// without the descriptor in .rodata the initial SGPRs (the kernarg
// pointer above all) are unknown, so the kernel's first load would read
// address 0 plus its offset. The error names the kernel's first
// instruction. A listed descriptor lacks the user SGPR count, so a kernel
// that reads an SGPR it leaves unset is refused too (isa.UnsetSGPRRead).
func listingDescriptor(p *isa.Program, k *isa.Kernel) error {
	if !p.Objdump || k.Entry >= len(p.Insts) {
		return nil
	}
	if k.Meta.HSA {
		return isa.UnsetSGPRRead(p, k)
	}
	return &isa.Error{Pos: p.Insts[k.Entry].Pos, Msg: fmt.Sprintf("kernel %s: the listing has no kernel descriptor (llvm-objdump -d prints .text only; the descriptor is in .rodata), so the kernel's initial registers are unknown; run the code object itself (wavesim run kernel.o), or list code and descriptor with llvm-objdump -D -j .text -j .rodata kernel.o (on RDNA llvm-objdump 16 and 19 print the descriptors llc writes for most kernels as bytes: run the .o)", k.Name)}
}

// didYouMean is "; did you mean \"x\"?" for the candidate nearest name,
// or "" when none is near.
func didYouMean(name string, cands []string) string {
	if c := isa.Closest(name, cands); c != "" {
		return fmt.Sprintf("; did you mean %q?", c)
	}
	return ""
}

// LDSRaces is what the race check found (Options.LDSRaces; all zero
// without the check).
func (d *Dispatch) LDSRaces() sim.LDSRaceReport { return d.M.LDSRaces() }
