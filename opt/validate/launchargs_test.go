package validate

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/wavesim/wavesim/sim/launch"
)

// Random launches draw integer arguments around the given ones: 0, ±1,
// the other argument's value, values on both sides of it; a fixed one
// never moves, a ranged one stays in its range; floats and buffers stay.
func TestRandomArgs(t *testing.T) {
	spec, err := launch.ParseSpec("spec.json", []byte(`{"grid": [32], "workgroup": [32], "buffers": {"out": {"type": "i32", "count": 32}},
  "args": [{"buffer": "out"}, {"i32": 100}, {"i32": 7, "fixed": true}, {"u32": 50, "random": [40, 60]}, {"i32": 1000}, {"f32": 1.5}]}`))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]map[int64]bool{1: {}, 3: {}}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 2000; i++ {
		args := randomArgs(spec, r, nil)
		if args[0]["buffer"] != "out" || args[5]["f32"] != spec.Args[5]["f32"] {
			t.Fatalf("buffer or float argument changed: %v", args)
		}
		if n, _ := args[2]["i32"].(json.Number).Int64(); n != 7 {
			t.Fatalf("fixed argument drawn: %v", args[2])
		}
		if n, _ := args[3]["u32"].(json.Number).Int64(); n < 40 || n > 60 {
			t.Fatalf("ranged argument outside [40, 60]: %v", args[3])
		}
		for _, k := range []int{1, 3} {
			for kind, v := range args[k] {
				n, err := v.(json.Number).Int64()
				if err != nil {
					t.Fatalf("%s argument %v", kind, v)
				}
				seen[k][n] = true
			}
		}
	}
	for _, v := range []int64{0, 1, -1, 100, 99, 101, 1000, 999, 1001, 7, 8, 50} {
		if !seen[1][v] {
			t.Errorf("argument 1 (100) never drawn as %d", v)
		}
	}
	above, below := false, false
	for v := range seen[1] {
		above, below = above || v > 101 && v <= 200 && v != 1000, below || v < -1
	}
	if !above || !below {
		t.Errorf("argument 1 not drawn on both sides of its value: above %v, below %v", above, below)
	}
	if !seen[3][40] || !seen[3][60] || len(seen[3]) < 15 {
		t.Errorf("ranged argument: drew %d values, ends %v %v", len(seen[3]), seen[3][40], seen[3][60])
	}
	// The same seed draws the same arguments.
	a := randomArgs(spec, rand.New(rand.NewPCG(5, 6)), nil)
	b := randomArgs(spec, rand.New(rand.NewPCG(5, 6)), nil)
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) {
		t.Errorf("same seed, different arguments:\n%s\n%s", ja, jb)
	}
}
