package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunATT: --att writes the trace directory and the stats CSV beside it
// for a kernel and for a snippet; the stats CSV is what --csv prints for
// the same run, with decimal addresses and the kernel's label row.
func TestRunATT(t *testing.T) {
	snippet := filepath.Join(t.TempDir(), "s.s")
	os.WriteFile(snippet, []byte("v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_and_saveexec_b32 s2, vcc_lo\n"), 0o644)
	for _, c := range []struct {
		name  string
		args  []string
		label string // the label row of the CSV
		waves int
	}{
		{"kernel", []string{"--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1100.s"}, "0,0,; saxpy,0,0,0,0,saxpy", 16},
		{"snippet", []string{"--arch", "gfx1030", snippet}, "0,0,; s,0,0,0,0,s", 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			out, err := run(t, append([]string{"run", "--csv", "--att", dir}, c.args...)...)
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			ui := filepath.Join(dir, "ui_output_agent_0_dispatch_1")
			msg := "thread trace written to " + ui + " (open it in ROCprof Compute Viewer) and its stats CSV beside it\n"
			if !strings.Contains(out, msg) {
				t.Fatalf("output lacks %q:\n%s", msg, out)
			}
			stats, err := os.ReadFile(filepath.Join(dir, "stats_ui_output_agent_0_dispatch_1.csv"))
			if err != nil {
				t.Fatal(err)
			}
			if printed := strings.Replace(out, msg, "", 1); printed != string(stats) {
				t.Errorf("--csv printed\n%s\nthe stats CSV holds\n%s", printed, stats)
			}
			lines := strings.Split(string(stats), "\n")
			if lines[0] != "CodeObj,Vaddr,Instruction,Hitcount,Latency,Stall,Idle,Source" || lines[1] != c.label || strings.Contains(string(stats), ",0x") {
				t.Errorf("stats CSV:\n%s", stats)
			}
			for _, f := range []string{"filenames.json", "code.json", "occupancy.json", "se0_sm0_sl0_wv0.json"} {
				if _, err := os.Stat(filepath.Join(ui, f)); err != nil {
					t.Error(err)
				}
			}
			waves, _ := filepath.Glob(filepath.Join(ui, "se*_sm*_sl*_wv*.json"))
			if len(waves) != c.waves {
				t.Errorf("%d wave files, want %d", len(waves), c.waves)
			}
		})
	}
}
