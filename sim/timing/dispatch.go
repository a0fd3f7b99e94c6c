package timing

import "github.com/wavesim/wavesim/isa"

// The dispatch view: when a wave's instruction leaves its instruction
// buffer, the cycle SQTT stamps ("the sequencer stamps an instruction when
// it dispatches it"). On GFX11 "IB may issue dependent instructions that
// stall in the ALU" (RDNA3 ISA §5.7, S_DELAY_ALU): a VALU or SALU whose
// operands are not ready dispatches anyway and waits inside the ALU, so the
// wave goes on dispatching the instructions behind it, and the wait shows
// at the next instruction that cannot enter the ALU's queue: a memory
// instruction, a wait, a branch on an ALU result, a TRANS behind a TRANS,
// or a VALU when the queue is full.
//
// Each rule here is a named model parameter (Params, knobs.go) measured on
// the gfx1100 SQTT captures (docs/reference/latencies.md "Dispatch";
// bench/testdata/calibration): on GFX11 its default is the measured value,
// elsewhere it is off (today's model) and open up to the GFX11 value, as no
// guide says RDNA1/2 or GCN dispatch this way.

// dispatchState is what the dispatch rules remember of a wave.
type dispatchState struct {
	// lastALU is the dispatch cycle of the wave's latest VALU or SALU.
	lastALU int64
	// valuRetire, saluRetire: when the latest VALU and SALU writes have
	// retired, which a memory instruction waits for.
	valuRetire, saluRetire int64
	// transD, transE: the dispatch and execution cycles of the latest TRANS.
	transD, transE int64
	// memD, dsD: the dispatch cycle of the latest VMEM or DS
	// instruction, and of the latest DS one.
	memD, dsD int64
	// saluFree is the next cycle the scalar ALU executes this wave's SALU
	// in order.
	saluFree int64
	// condDone: when each of SCC, VCC and exec was last written, and by a
	// VALU or not, for a conditional branch reading it.
	condDone [3]int64
	condVALU [3]bool
	// queue holds the execution cycles of the latest VALUs (a ring of
	// Params.ALUQueue), for the VALU queue bound.
	queue []int64
	qi    int
}

// never is a cycle before any: a rule whose event has not happened yet
// holds nothing (stall(never+n) is a no-op).
const never = -1 << 40

func (d *dispatchState) reset() {
	*d = dispatchState{queue: d.queue[:0], lastALU: never, transD: never, transE: never, memD: never, dsD: never,
		condDone: [3]int64{never, never, never}}
}

// condSlot maps a scalar slot a conditional branch reads to its condDone
// index, -1 for any other.
func condSlot(s uint16) int {
	switch {
	case s == isa.SlotSCC:
		return 0
	case isVCC(s):
		return 1
	case isExec(s):
		return 2
	}
	return -1
}

// waitAfterUnit holds an s_waitcnt, s_nop or s_waitcnt_depctr a few cycles
// after the wave's latest instruction sent to an execution unit (an ALU,
// VMEM or DS instruction), before what it waits for (an s_nop counts its
// cycles from there: mb_snop_after_scalar, s_mov → s_nop 0xf 18;
// mb_store_chain_drained, global_store → s_waitcnt_vmcnt 3).
func (t *Model) waitAfterUnit(wt *waveTiming, ii *instInfo, sa *stallAcc) {
	if ii.issue > 0 {
		sa.stall(max(wt.disp.lastALU, wt.disp.memD)+int64(t.P.WaitAfterUnit), CauseIssue)
	}
}

// dispatchWaits applies the rules that hold an instruction in the
// instruction buffer (before the ALU dependencies, which it waits for
// inside the ALU once dispatched).
func (t *Model) dispatchWaits(wt *waveTiming, ii *instInfo, sa *stallAcc) {
	p, d := t.P, &wt.disp
	switch {
	case ii.vmem || ii.lds:
		// A memory instruction dispatches once the ALU writes before it
		// have retired, whether it reads them or not (measured: a store
		// after an independent v_mov dispatches 17 cycles after it).
		sa.stall(d.valuRetire, CauseVaVdst)
		sa.stall(d.saluRetire, CauseVaSdst)
		if ii.vmem {
			sa.stall(d.dsD+int64(p.VMEMAfterDS), CauseIssue)
		}
	case ii.branch:
		for _, s := range ii.sDep() {
			if k := condSlot(s); k >= 0 {
				after := p.BranchAfterSALU
				if d.condVALU[k] {
					after = p.BranchAfterVALU
				}
				sa.stall(d.condDone[k]+int64(after), CauseBranch)
			}
		}
	}
	if ii.trans {
		sa.stall(d.transD+int64(p.TransIssue), CauseIssue)
	}
	if ii.valu {
		sa.stall(d.memD+int64(p.VALUAfterMem), CauseIssue)
	}
}

// aluWaits applies the in-order execution of the TRANS unit and the
// scalar ALU, which a dispatched instruction waits for inside the ALU.
func (t *Model) aluWaits(wt *waveTiming, ii *instInfo, sa *stallAcc) {
	d := &wt.disp
	if ii.trans {
		sa.stall(d.transE+int64(t.P.TransIssue), CauseIssue)
	}
	if ii.salu {
		sa.stall(d.saluFree, CauseIssue)
	}
}

// queueBound is the earliest dispatch of a VALU when the ALU queue is
// full: Params.ALUQueueLag after the VALU ALUQueue places back began to
// execute (measured: sixteen dependent v_sub_f32 dispatch one cycle apart
// until the twelfth, then one per result).
func (t *Model) queueBound(wt *waveTiming) int64 {
	d := &wt.disp
	if t.P.ALUQueue == 0 || len(d.queue) < t.P.ALUQueue {
		return 0
	}
	return d.queue[d.qi] + int64(t.P.ALUQueueLag)
}

// dispatched records what the dispatch rules need of an issued
// instruction: dispatched at disp, executing at at, result at done.
func (t *Model) dispatched(wt *waveTiming, ii *instInfo, disp, at, done int64) {
	p, d := t.P, &wt.disp
	switch {
	case ii.valu:
		d.valuRetire = max(d.valuRetire, done+int64(p.VALUWriteback))
		if p.ALUQueue > 0 {
			if len(d.queue) < p.ALUQueue {
				d.queue = append(d.queue, at)
			} else {
				d.queue[d.qi] = at
				if d.qi++; d.qi == p.ALUQueue { // a ring: no division per VALU
					d.qi = 0
				}
			}
		}
	case ii.salu:
		d.saluRetire = max(d.saluRetire, done+int64(p.SALUWriteback))
		d.saluFree = at + int64(ii.issue)
	}
	if ii.trans {
		d.transD, d.transE = disp, at
	}
	if ii.vmem || ii.lds {
		d.memD = disp
	}
	if ii.lds {
		d.dsD = disp
	}
	if ii.valu || ii.salu {
		d.lastALU = disp
		for _, s := range ii.sWrite() {
			if k := condSlot(s); k >= 0 {
				d.condDone[k], d.condVALU[k] = done, ii.valu
			}
		}
		// The wave is over once its last ALU instruction has issued into
		// execution, as it is without the dispatch rules, where nothing
		// behind an ALU instruction dispatches before it issues.
		wt.aluIssued = max(wt.aluIssued, at+int64(ii.issue))
	}
}

// dispatchLatency is an instruction's latency under the dispatch rules:
// a VALU copy's (v_mov_b32, not a VOPD pair), and a DS instruction's by
// direction and data width.
func (p *Params) dispatchLatency(in *isa.Inst, ii *instInfo) int {
	op := in.Op
	switch {
	case ii.valu && op.Is(isa.RoleCopy) && in.Dual == nil:
		// A VOPD pair of moves takes Write32Bit (mb_vopd_dualmov_sgpr_pair).
		return p.MovLatency
	case ii.lds:
		base := ii.lat
		if op.Mem == isa.MemStore {
			base = p.LDSStore
		}
		return base + p.LDSDword*max((op.MemBytes+3)/4-1, 0)
	}
	return ii.lat
}

// heldBeforeDispatch is the part of the instruction's stalls before its
// dispatch at wt.arb, with full its whole breakdown (the issue cycles to
// wt.at included): when it dispatched before its operands were ready,
// those up to the ALU dependencies (curPort), else those up to its
// operands (cur before the issue cycles), and of the rest as many as the
// cycles from there to its dispatch, each cause once, so that its wait in
// the ALU is full less this, cause by cause.
func heldBeforeDispatch(wt *waveTiming, full *Stalls) Stalls {
	held, n := *full, wt.arb-wt.local
	held[CauseIssue] -= wt.at - wt.local
	if wt.arb < wt.local {
		held, n = wt.curPort, wt.arb-wt.port
	}
	for c := range held {
		take := min(full[c]-held[c], n)
		held[c] += take
		n -= take
	}
	return held
}
