package launch

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// What a user's llvm-objdump listing of llc-19's code object gives, for
// each installed llvm-objdump and each listing command: it runs, or it is
// refused with the command that works. "-d" leaves out the descriptor;
// "-D" is -D -j .text -j .rodata, whose descriptor llvm-objdump 16 and 19
// cannot decode on RDNA; llvm-objdump 14 crashes on a gfx1100 object and
// prints nothing.
func TestObjdumpListingSteps(t *testing.T) {
	llc := llvmtool.Require(t, "llc", 19)
	dir := t.TempDir()
	const noKD = "the listing has no kernel descriptor (llvm-objdump -d prints .text only"
	const asBytes = "printed it as bytes, so the kernel's initial state is unknown; run the code object itself (wavesim run kernel.o)"
	const empty = "the file is empty: did the command that wrote it fail? (if it is an llvm-objdump listing, llvm-objdump printed nothing: llvm-objdump-14 crashes on GFX11 objects; run the code object itself, wavesim run kernel.o)"
	cases := []struct {
		cpu     string
		version int
		listing string
		want    string // "" runs
	}{
		{"gfx900", 14, "-d", noKD}, {"gfx900", 16, "-d", noKD}, {"gfx900", 19, "-d", noKD},
		{"gfx900", 14, "-D", ""}, {"gfx900", 16, "-D", ""}, {"gfx900", 19, "-D", ""},
		{"gfx1030", 14, "-d", noKD}, {"gfx1030", 16, "-d", noKD}, {"gfx1030", 19, "-d", noKD},
		{"gfx1030", 14, "-D", asBytes}, {"gfx1030", 16, "-D", asBytes},
		{"gfx1030", 19, "-D", "(kernel descriptor COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT reserved bits"},
		{"gfx1100", 14, "-d", empty}, {"gfx1100", 16, "-d", noKD}, {"gfx1100", 19, "-d", noKD},
		{"gfx1100", 14, "-D", empty}, {"gfx1100", 16, "-D", asBytes}, {"gfx1100", 19, "-D", asBytes},
	}
	spec := filepath.Join("..", "..", "traces", "saxpy", "launch.json")
	objs := map[string]string{}
	for _, c := range cases {
		name := fmt.Sprintf("%s%s-objdump%d", c.cpu, c.listing, c.version)
		t.Run(name, func(t *testing.T) {
			od := llvmtool.Require(t, "llvm-objdump", c.version)
			o, ok := objs[c.cpu]
			if !ok {
				o = llcObject(t, llc, dir, c.cpu)
				objs[c.cpu] = o
			}
			args := []string{"-d", o}
			if c.listing == "-D" {
				args = []string{"-D", "-j", ".text", "-j", ".rodata", o}
			}
			// llvm-objdump-14's crash on gfx1100 is part of the step: its
			// exit status is not checked, only what it printed.
			out, _ := exec.Command(od, args...).Output()
			dis := filepath.Join(dir, name+".dis")
			if err := os.WriteFile(dis, out, 0o644); err != nil {
				t.Fatal(err)
			}
			d, err := RunFiles(dis, spec, LoadOptions{Arch: c.cpu}, Options{})
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("%s %s: %v", filepath.Base(od), strings.Join(args, " "), err)
			case c.want == "":
				if m := d.Check(); m != nil {
					t.Errorf("the saxpy expectation does not hold: %v", m)
				}
			case err == nil:
				t.Fatalf("%s %s ran; want an error with %q", filepath.Base(od), strings.Join(args, " "), c.want)
			case !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "wavesim run kernel.o"):
				t.Errorf("%s %s: got %v\nwant it to contain %q and the command that works", filepath.Base(od), strings.Join(args, " "), err, c.want)
			}
		})
	}
	// The command the errors give works.
	for cpu, o := range objs {
		d, err := RunFiles(o, spec, LoadOptions{}, Options{})
		if err != nil {
			t.Fatalf("%s: %v", cpu, err)
		}
		if m := d.Check(); m != nil {
			t.Errorf("%s: the saxpy expectation does not hold: %v", cpu, m)
		}
	}
}

// llcObject compiles the corpus saxpy for cpu to a code object.
func llcObject(t *testing.T, tool, dir, cpu string) string {
	t.Helper()
	return llc(t, tool, dir, "saxpy", cpu, "obj")
}
