package timing

import "github.com/wavesim/wavesim/isa"

// ExeczMem is what an issued memory instruction with exec = 0 costs.
type ExeczMem uint8

const (
	// ExeczIssue: its issue slot; it returns in order one cycle later.
	ExeczIssue ExeczMem = iota
	// ExeczHit: the latency of a hit in the first level (LDS: its latency).
	ExeczHit
)

var execzMemNames = []string{"issue", "hit"}

// MemParams are the memory system's numbers (memsys.go). Each is sourced
// in docs/reference/memory.md, or is a named model parameter (knobs_mem.go)
// whose default and range that page explains.
type MemParams struct {
	// On: memory instructions go through the memory system; off, each
	// costs its class's latency (latency.vmem_load, ...) as in LLVM's
	// model, with unlimited bandwidth.
	On bool
	// Device is the preset the sizes and the DRAM share come from.
	Device string
	// Line sizes in bytes: the vector caches above L2 (L0Line), L2 and
	// below (L2Line), the scalar cache.
	L0Line, L2Line, ScalarLine int
	// Sizes; 0: the level does not exist (GL1 on GCN, the
	// Infinity Cache (MALL) before RDNA2).
	L0KiB, GL1KiB, L2KiB, MALLMiB int
	// ScalarSize is the scalar cache's bytes.
	ScalarSize int
	// Ways of the vector caches (CacheWays) and of the scalar cache.
	CacheWays, ScalarWays int
	// Load-to-use cycles of a load served by each level.
	LatL0, LatGL1, LatL2, LatMALL, LatDRAM int
	// VMEMLanes: lanes the address unit takes a cycle; a wave's lanes are
	// coalesced into lines per group of this many.
	VMEMLanes int
	// DRAMShare and L2Share: bytes a cycle of DRAM and L2 bandwidth per
	// compute unit (a WGP has two shares).
	DRAMShare, L2Share float64
	// LDS: banks a wave's access sees, lanes a cycle of a conflict-free
	// dword access, cycles per conflict degree past the first.
	LDSBanks, LDSLanes, LDSConflictCycle int
	// Cycles per lane past the first that updates one address: an LDS
	// atomic, a global atomic at the L2.
	LDSAtomicSameAddr, L2AtomicSameAddr int
	ExeczMem                            ExeczMem
}

// memDefaults is a generation's memory system: its reference part's sizes
// and bandwidth, and the rows of docs/reference/memory.md.
func memDefaults(a *isa.Arch) MemParams {
	g := a.Gen
	m := MemParams{
		On:     true,
		L0Line: 128, L2Line: 128, ScalarLine: 64, // memory.md: l0_line, l2_line 128 on RDNA; smem_line 64
		ScalarSize: 16 << 10, ScalarWays: 4, // memory.md §3: 16 KiB; 4-way (chips-and-cheese, RDNA3)
		CacheWays: 16, // memory.md: 16-way where given (CDNA3 L2, Infinity Cache); open elsewhere
		LatL0:     100, LatGL1: 180, LatL2: 280, LatMALL: 400, LatDRAM: 700,
		VMEMLanes:        32, // a wave64 instruction is two 32-lane passes (RDNA3 ISA §2.1)
		L2Share:          16, // memory.md: open, 8 .. 64
		LDSBanks:         32, // a wave sees 32 banks (Vega ISA §10.1; RDNA: one 32-bank half per SIMD pair)
		LDSLanes:         32, // RDNA ISA §10.4.3: a conflict-free wave32 dword access in one cycle
		LDSConflictCycle: 1, LDSAtomicSameAddr: 1, L2AtomicSameAddr: 4,
	}
	switch g {
	case isa.GFX9:
		m.L0Line, m.L2Line = 64, 64 // Vega ISA §8.1.10 (64 B L1 line); l2_line open 64 .. 128
		m.LatL0, m.LatL2 = 120, 300
		m.VMEMLanes = 16 // quarter-waves; open 4 .. 64
		if a.GFX940Insts {
			m.L0Line = 128 // CDNA 3 white paper: "The cache line size has doubled to 128B" (the vector L1)
		}
	case isa.GFX11:
		m.LatL0 = 70 // measured: mb_load_then_immediate_store, a reload of the line the wave loaded
		// measured: mb_interleave_load_store, a load of a line the wave has
		// just stored waits for the store's acknowledgement from L2, then
		// reads L2: (431 - 3) / 2 cycles each way.
		m.LatL2 = 214
		m.LatMALL = 375
	}
	if d := deviceFor(a); d != nil {
		m.applyDevice(d)
	}
	return m
}
