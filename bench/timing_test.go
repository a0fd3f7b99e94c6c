package bench

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/wavesim/wavesim/sim/launch"
)

var update = flag.Bool("update", false, "rewrite the golden stall tables in testdata/stalls")

// Every trace LLVM compiled runs with zero hazard reports (LLVM inserts the
// waits the hardware needs), still matches its expectation with the waves
// interleaved by the timing model, and its stall table is stable.
func TestCorpusTiming(t *testing.T) {
	traces, err := Corpus(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range traces {
		t.Run(tr.Name+"/"+tr.Variant, func(t *testing.T) {
			r := tr.Run(launch.Options{Timing: true})
			if r.Err != nil {
				t.Fatal(r.Err)
			}
			if r.Mismatch != nil {
				t.Fatal(r.Mismatch)
			}
			for _, h := range r.Timing.Hazards {
				t.Errorf("hazard: %v", h)
			}
			if r.Timing.Cycles <= 0 {
				t.Fatalf("no cycles")
			}
			golden := filepath.Join("testdata", "stalls", tr.Name, tr.Variant+".txt")
			got := GoldenTiming(r.Timing)
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./bench -run CorpusTiming -update)", err)
			}
			if got != string(want) {
				t.Errorf("stall table differs from %s (run with -update if the change is intended):\n--- got\n%s--- want\n%s", golden, got, want)
			}
		})
	}
}
