package timing

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// Every MFMA and SMFMAC row of gfx90a and gfx942, followed by a VALU read
// of its result (v_accvgpr_read_b32 of D's first AGPR): the latency of
// the row's class is the cycle at which llvm-mca-19's timeline dispatches
// the read (its passes, in issue slots of 4 cycles), and the simulator
// issues the read at that cycle. No row is exempt. (llvm-mca's
// instruction-info Latency column says passes + 4 for these rows; the
// timeline shows the write's own latency, which a VALU read waits for:
// docs/reference/matrix-cores.md §6.)
func TestMFMAResultLatencyMatchesLLVMMCA(t *testing.T) {
	// Independent of the other tests (its own files and tool runs), it
	// runs beside the package's other long checks.
	t.Parallel()
	mca := llvmtool.Require(t, "llvm-mca", 19)
	for _, cpu := range []string{"gfx90a", "gfx942"} {
		t.Run(cpu, func(t *testing.T) {
			a := isa.MustArch(cpu)
			p, err := ParamsFor(a)
			if err != nil {
				t.Fatal(err)
			}
			// Every row's sample is a code region of one llvm-mca run.
			var ops []*isa.Op
			var blocks [][]string
			for _, op := range isa.Ops() {
				if op.MFMA == nil || !op.On(a) {
					continue
				}
				ops = append(ops, op)
				blocks = append(blocks, isa.MFMAReadSample(op, a))
			}
			ats, err := llvmtool.MCADispatchRegions(mca, cpu, false, blocks)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for i, op := range ops {
				m, lines := op.MFMA, blocks[i]
				want := ats[i][1] * p.SchedUnit
				if got := p.Latency[op.Class]; got != want {
					t.Errorf("%s: class %s latency %d cycles, llvm-mca-19's read waits %d", m.Name, op.Class, got, want)
				}
				tm := timed(t, cpu, 64, strings.Join(lines, "\n")+"\n", nil)
				if got := tm.Insts[1].FirstIssue; got != int64(want) {
					t.Errorf("%s: the read issues at cycle %d, llvm-mca-19 dispatches it at %d", m.Name, got, want)
				}
				n++
			}
			if n != len(isa.MFMARows(cpu)) {
				t.Errorf("%d rows compared, mfma.tsv has %d", n, len(isa.MFMARows(cpu)))
			}
			t.Logf("%d rows", n)
		})
	}
}
