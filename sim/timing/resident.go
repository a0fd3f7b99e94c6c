package timing

import (
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// Issue types: each SIMD issues at most one instruction of each type a
// cycle, from different waves, the oldest ready wave first. GCN's
// sequencer "can issue up to five instructions per cycle, one each of
// VALU, SALU, VMEM, LDS and branch/message, each from a different wave"
// (AMD GCN Architecture whitepaper, "Compute Unit" instruction
// arbitration; Vega ISA §2.1); RDNA keeps the per-type arbitration on
// each SIMD32 (RDNA whitepaper, "Dual Compute Unit").
const (
	issueVALU = iota
	issueSALU // SALU and SMEM: the scalar unit
	issueVMEM
	issueLDS
	issueOther // branches, messages, waits
	numIssueTypes
)

func (x *instInfo) issueType() int {
	switch {
	case x.valu:
		return issueVALU
	case x.scalarALU:
		return issueSALU
	case x.vmem:
		return issueVMEM
	case x.lds:
		return issueLDS
	}
	return issueOther
}

// StartResident switches the model to several workgroups side by side on
// cus compute units of simds SIMDs each: waves are keyed by their Slot
// and placed with Place. Until then (and by default) each workgroup runs
// alone on one SIMD.
func (t *Model) StartResident(cus, simds int) {
	t.StartGroup()
	t.resident = true
	t.simds, t.simdsPerCU = make([]simdState, cus*simds), simds
	if t.mem != nil {
		t.mem = newMemSystem(&t.P.Mem, t.Arch.Gen, cus, simds, t.P.Latency[isa.ClassLDS])
	}
}

// Place starts a wave's timing on SIMD simd of compute unit cu at a
// cycle: a fresh wave state for its slot whose first instruction may
// issue at `at` (the cycle its workgroup was dispatched).
func (t *Model) Place(w *sim.Wave, cu, simd int, at int64) {
	k := t.key(w)
	if k < len(t.waves) && t.waves[k] != nil {
		t.spare = append(t.spare, t.waves[k])
		t.waves[k] = nil
	}
	wt := t.newWaveState(w)
	wt.simd = &t.simds[cu*t.simdsPerCU+simd]
	wt.cu, wt.simdIdx = cu, simd
	wt.cycle = at
}

// WaveEnd is the cycle a wave's work is over: its last instruction issued
// (with the dispatch rules, its last ALU instruction too, which may issue
// after the wave dispatched s_endpgm) and its memory operations complete.
func (t *Model) WaveEnd(w *sim.Wave) int64 {
	wt := t.state(w)
	if wt == nil {
		return 0
	}
	return wt.end()
}

// end is the cycle the wave's work is over (WaveEnd), which a finished
// wave extends the run to (Retire).
func (wt *waveTiming) end() int64 {
	return max(wt.cycle, wt.aluIssued, latestDone(wt.vm.ops), latestDone(wt.vs.ops), latestDone(wt.lgkm.ops), latestDone(wt.km.ops))
}
