package validate

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim/launch"
)

// A reproducer's state was applied as it came: "wave": 64 over a state
// of 32-lane VGPRs, or "sgprs": [], replayed a different state than the
// one found (or none at all) without a word. Each is refused at its key.
func TestReplayMalformedState(t *testing.T) {
	src, err := os.ReadFile("testdata/repro-wave32/launch.json")
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(m map[string]any, st map[string]any)) []byte {
		var m map[string]any
		if err := json.Unmarshal(src, &m); err != nil {
			t.Fatal(err)
		}
		f(m, m["state"].(map[string]any))
		b, err := json.MarshalIndent(m, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for _, c := range []struct {
		name string
		js   []byte
		key  string
		want string
	}{
		{"wave64 over a wave32 state", edit(func(m, _ map[string]any) { m["wave"] = 64 }), "vgprs",
			`v0 has 32 lanes; the program runs in wave64 ("wave" and the program must agree with the state)`},
		{"no SGPRs", edit(func(_, st map[string]any) { st["sgprs"] = []any{} }), "sgprs",
			"the state has 0 SGPRs; it holds s0..s105 (106)"},
		{"exec past wave32", edit(func(_, st map[string]any) { st["exec"] = uint64(1) << 40 }), "exec",
			"exec 0x10000000000 has lanes past the wave's 32"},
		{"short memory", edit(func(_, st map[string]any) { st["memory"] = "AAAA" }), "memory",
			"the state's memory is 3 bytes; it holds 4096"},
		// Both were taken: VGPRs past v255 dropped by ApplyRegs, the kind
		// echoed in the report.
		{"VGPRs past the target's", edit(func(_, st map[string]any) {
			v := st["vgprs"].([]any)
			for len(v) < 390 {
				v = append(v, v[0])
			}
			st["vgprs"] = v
		}), "vgprs", "the state has 390 VGPRs; the target holds v0..v255 (256)"},
		{"unknown exec kind", edit(func(_, st map[string]any) { st["exec_kind"] = "bogus" }), "exec_kind",
			`"bogus" is no exec kind (zero, all, one, alternating, upper-half, random, set)`},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, name := range []string{"program.s", "rewritten.s"} {
				b, err := os.ReadFile(filepath.Join("testdata/repro-wave32", name))
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			spec := filepath.Join(dir, "launch.json")
			if err := os.WriteFile(spec, c.js, 0o644); err != nil {
				t.Fatal(err)
			}
			l, col := launch.LineCol(c.js, strings.Index(string(c.js), `"`+c.key+`"`))
			want := spec + ":" + strconv.Itoa(l) + ":" + strconv.Itoa(col) + ": " + c.key + ": " + c.want
			if _, err := Replay(dir, nil); err == nil || err.Error() != want {
				t.Errorf("got  %v\nwant %s", err, want)
			}
		})
	}
	// The stored reproducers themselves still replay.
	for _, d := range []string{"testdata/repro-wave32", "testdata/repro-wave64"} {
		if _, err := Replay(d, nil); err != nil {
			t.Error(err)
		}
	}
}
