package timing

// Cause is why an instruction waited.
type Cause uint8

const (
	CauseVaSdst  Cause = iota // VALU write of an SGPR outstanding
	CauseVaVcc                // VALU write of VCC outstanding (VALU consumer)
	CauseVaVdst               // VALU write of a VGPR outstanding
	CauseVmcnt                // s_waitcnt vmcnt
	CauseLgkmcnt              // s_waitcnt lgkmcnt
	CauseVscnt                // s_waitcnt_vscnt
	CauseNop                  // s_nop
	CauseDepctr               // s_waitcnt_depctr
	CauseBranch               // fetch redirect after a taken branch
	CauseIssue                // the issue port or a scalar result was busy
	CauseBarrier              // s_barrier waiting for the workgroup
	NumCauses
)

var causeNames = [NumCauses]string{"va_sdst", "va_vcc", "va_vdst", "vmcnt", "lgkmcnt", "vscnt", "nop", "depctr", "branch", "issue", "barrier"}

func (c Cause) String() string { return causeNames[c] }

// CauseNames lists the stall causes in report order.
func CauseNames() []string { return causeNames[:] }

// Stalls is a stall breakdown by cause.
type Stalls [NumCauses]int64

// Total sums the stall cycles.
func (s *Stalls) Total() int64 {
	var n int64
	for _, v := range s {
		n += v
	}
	return n
}

// InstStats are the timing statistics of one static instruction.
type InstStats struct {
	Count      int64
	FirstIssue int64 // issue cycle of its first execution, -1 if never run
	Stall      Stalls
}
