package launch

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The file's target and wave size decide; a spec or flag that says
// otherwise is an error naming each source, not a failure at an unrelated
// instruction (VOPD on gfx1030) or a silent run as another chip.
func TestTargetDisagreement(t *testing.T) {
	const gfx1100 = "../../traces/saxpy/llvm16-gfx1100.s"     // .amdgcn_target at 2:37, wave32
	const w64 = "../../traces/fdiv_sqrt/llvm16-gfx1030-w64.s" // wave64 at 58:29
	base, err := os.ReadFile("../../traces/saxpy/launch.json")
	if err != nil {
		t.Fatal(err)
	}
	spec := func(extra string) string {
		p := filepath.Join(t.TempDir(), "launch.json")
		src := strings.Replace(string(base), "{", "{"+extra, 1)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct {
		name, file, spec string
		lo               LoadOptions
		want             []string // "" want: it loads
		notWant          string   // advice for a source not given
	}{
		{"spec arch", gfx1100, `"arch": "gfx1030", `, LoadOptions{},
			[]string{"llvm16-gfx1100.s:2:37:", ".amdgcn_target says gfx1100", `launch.json:1:10:`, `"arch" says gfx1030`, `drop "arch" from the spec (`}, "--arch flag"},
		{"flag arch", gfx1100, "", LoadOptions{Arch: "gfx1030"},
			[]string{".amdgcn_target says gfx1100", "--arch says gfx1030", "drop the --arch flag ("}, "from the spec"},
		{"all three", gfx1100, `"arch": "gfx1030", `, LoadOptions{Arch: "gfx1010"},
			[]string{"gfx1100", `"arch" says gfx1030`, "--arch says gfx1010", `drop "arch" from the spec and the --arch flag (`}, ""},
		{"spec wave", w64, `"wave": 32, `, LoadOptions{},
			[]string{"llvm16-gfx1030-w64.s:58:", ".amdhsa_wavefront_size32 says wave64", `"wave" says wave32`, "files that name no wave size"}, "--wave flag"},
		{"flag wave", w64, "", LoadOptions{Wave: 32}, []string{"wave64", "--wave says 32"}, "from the spec"},
		{"legacy directive", "../../traces/fdiv_sqrt/llvm14-gfx1030-legacy.s", "", LoadOptions{Arch: "gfx900"},
			[]string{"llvm14-gfx1030-legacy.s:82:39: the target disagrees: .amd_amdgpu_isa says gfx1030", "--arch says gfx900"}, ".amdgcn_target"},
		{"agree", gfx1100, `"arch": "gfx1100", "wave": 32, `, LoadOptions{Arch: "gfx1100", Wave: 32}, nil, ""},
		{"file alone", gfx1100, "", LoadOptions{}, nil, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, _, err := Load(c.file, spec(c.spec), c.lo)
			if c.want == nil {
				if err != nil {
					t.Fatal(err)
				}
				if p.Arch.Name != "gfx1100" || p.Wave != 32 {
					t.Errorf("ran as %s wave%d", p.Arch.Name, p.Wave)
				}
				return
			}
			if err == nil {
				t.Fatalf("loaded as %s wave%d, want an error", p.Arch.Name, p.Wave)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q\nlacks %q", err, w)
				}
			}
			if c.notWant != "" && strings.Contains(err.Error(), c.notWant) {
				t.Errorf("error %q\nadvises %q, which was not given", err, c.notWant)
			}
		})
	}
}

// Where the file names no target (a bare snippet), the spec and the flag
// decide as before, the flag first.
func TestTargetFromSpecWithoutDirective(t *testing.T) {
	s := &Spec{Arch: "gfx1030", Wave: 64}
	p, err := ParseProgram("snip.s", []byte("v_mov_b32 v0, v1\n"), LoadOptions{}.WithSpec(s))
	if err != nil || p.Arch.Name != "gfx1030" || p.Wave != 64 {
		t.Fatalf("%v %v", p, err)
	}
	p, err = ParseProgram("snip.s", []byte("v_mov_b32 v0, v1\n"), LoadOptions{Arch: "gfx1100", Wave: 32}.WithSpec(s))
	if err != nil || p.Arch.Name != "gfx1100" || p.Wave != 32 {
		t.Fatalf("%v %v", p, err)
	}
}
