package timing

// MemCause is what a wave waiting on a memory counter waited for: the
// level that served the operation it waited on, or the queueing in front
// of it.
type MemCause uint8

const (
	MemL0        MemCause = iota // the first-level vector cache (GCN's per-CU L1, RDNA's L0)
	MemGL1                       // RDNA's per-shader-array GL1
	MemL2                        // the shared L2
	MemMALL                      // the Infinity Cache (RDNA2, RDNA3)
	MemDRAM                      // DRAM
	MemBandwidth                 // waiting for a share of bandwidth: the address unit, the L2 or DRAM
	MemScalar                    // the scalar data cache (a hit)
	MemLDS                       // the LDS's latency
	MemLDSBank                   // LDS bank conflicts (and lanes updating one LDS address)
	MemFlat                      // an operation the memory system does not model (its class's latency)
	NumMemCauses
)

var memCauseNames = [NumMemCauses]string{"l0", "gl1", "l2", "mall", "dram", "bandwidth", "scalar", "lds", "lds_bank", "other"}

func (c MemCause) String() string { return memCauseNames[c] }

// MemCauseNames lists the memory wait causes in report order.
func MemCauseNames() []string { return memCauseNames[:] }

// MemWaits is a memory wait broken down by MemCause.
type MemWaits [NumMemCauses]int64

// Total sums the cycles.
func (m *MemWaits) Total() int64 {
	var n int64
	for _, v := range m {
		n += v
	}
	return n
}

// Memory levels, for the counts of MemStats.
const (
	LevelL0 = iota
	LevelGL1
	LevelL2
	LevelMALL
	LevelDRAM
	LevelScalar
	LevelLDS
	NumLevels
)

var levelNames = [NumLevels]string{"l0", "gl1", "l2", "mall", "dram", "scalar", "lds"}

// LevelNames lists the levels in report order.
func LevelNames() []string { return levelNames[:] }

// MemStats are a run's memory counts. Requests at a level are the reads
// that reached it (lines; LDS: instructions; atomics count, as they read),
// Hits those it served, Bytes what it moved: lines it returned (caches and
// DRAM), lanes' bytes (LDS). Stores are not requests; their bytes count at
// L2 (written bytes) and DRAM (lines written back, once each time a clean
// line turns dirty).
type MemStats struct {
	Requests, Hits, Bytes [NumLevels]int64
	// Insts counts memory instructions, LDSCycles the LDS cycles they
	// took and LDSConflictCycles those past a conflict-free access.
	Insts, LDSCycles, LDSConflictCycles int64
	// Waits is the memory-counter stall cycles by cause (the vmcnt,
	// lgkmcnt and vscnt causes of Stalls, split).
	Waits MemWaits
	// DRAMShare is the DRAM bandwidth the run had, bytes a cycle (the
	// modelled compute units' share).
	DRAMShare float64
	// Cycles is what the bytes moved in: the run's cycles, or with each
	// workgroup alone on its compute unit (and its share) the sum of the
	// workgroups' cycles (Isolated).
	Cycles   int64
	Isolated bool
}

// HitRate is Hits over Requests at a level, -1 when nothing reached it.
func (s *MemStats) HitRate(level int) float64 {
	if s.Requests[level] == 0 {
		return -1
	}
	return float64(s.Hits[level]) / float64(s.Requests[level])
}
