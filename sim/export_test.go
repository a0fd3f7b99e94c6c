package sim

import "github.com/wavesim/wavesim/isa"

// ScalarOnly makes Decode use the scalar lane functions until the returned
// function restores the vector ones (benchmarks compare the two paths in
// one binary).
func ScalarOnly() (restore func()) {
	old := useVector
	useVector = false
	return func() { useVector = old }
}

// Which generated executors the value-checking tests ran, by row ID: a
// row's lanes checked against expected values (on whichever function
// Decode picked for it), and its vector function run at all (by those
// tests or by the comparison with the scalar function).
var (
	rowChecked = make([]bool, isa.NumOps())
	vectorRan  = make([]bool, isa.NumOps())
)

// TrackExecutors makes the snippet record, before each instruction, the
// rows whose generated executor it runs: a SALU row always, a VALU row
// when some lane is active. The semantics tables call it on every snippet
// whose results they check (TestMain then checks that every row ran).
func TrackExecutors(s *Snippet) {
	s.M.Observer = &executorRecorder{code: s.M.Code}
}

type executorRecorder struct{ code *Code }

func (r *executorRecorder) Issue(w *Wave, pc int) error {
	for in := r.code.Prog.Insts[pc]; in != nil; in = in.Dual {
		op := in.Op
		if op.Sem == "" || op.Unit == isa.UnitVALU && w.Exec() == 0 {
			continue
		}
		rowChecked[op.ID] = true
		if useVector && valuVecByOp[op.ID] != nil {
			vectorRan[op.ID] = true
		}
	}
	return nil
}

func (r *executorRecorder) Retire(*Wave, int) {}
