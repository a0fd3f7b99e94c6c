package bench

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/launch"
)

// A reproducer of a random launch with a large buffer writes the buffer
// as a .npy file beside launch.json (not as JSON text built whole, which
// took 13 GB for a 512 MiB buffer), and the written launch runs again.
func TestReproducerLargeBuffer(t *testing.T) {
	const dir = "../traces/cmpx_if/"
	spec, err := launch.LoadSpec(dir + "launch.json")
	if err != nil {
		t.Fatal(err)
	}
	p, err := launch.LoadProgram(dir+"llvm14-gfx1030.s", launch.LoadOptions{}.WithSpec(spec))
	if err != nil {
		t.Fatal(err)
	}
	const n = launch.InlineElements + 1000
	drawn := *spec
	drawn.Expect = nil
	drawn.Buffers = map[string]*launch.BufferSpec{"out": launch.NewPackedBuffer(launch.I32, 1024), "in": launch.NewPackedBuffer(launch.I32, n)}
	for i := range n {
		drawn.Buffers["in"].SetBits(i, uint64(i%7))
	}
	c := &Comparison{A: p, B: p, Result: &validate.LaunchResult{Mismatch: &validate.LaunchMismatch{Run: 1, Seed: 9, Buffer: "out", Spec: &drawn}}}
	out := t.TempDir()
	if err := c.WriteReproducer(out); err != nil {
		t.Fatal(err)
	}
	js, err := os.ReadFile(filepath.Join(out, "launch.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(js) > 64<<10 || !strings.Contains(string(js), `"file": "in.npy"`) {
		t.Fatalf("launch.json (%d bytes) does not name in.npy:\n%.2000s", len(js), js)
	}
	back, err := launch.LoadSpec(filepath.Join(out, "launch.json"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := launch.NewDispatch(p, back, launch.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	in, err := d.Contents("in")
	if err != nil || len(in) != n || in[n-1] != uint64((n-1)%7) {
		t.Fatalf("the reproducer's in: %d elements, last %v, err %v", len(in), in[len(in)-1], err)
	}
}
