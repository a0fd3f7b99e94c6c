package isa

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The roles find the operands an instruction was parsed with.
func TestArgRoles(t *testing.T) {
	n := 0
	for _, op := range Ops() {
		for _, s := range op.Args {
			if s.Role() != ArgNone {
				n++
			}
			// The role buildRows stores is the one the name gives.
			if !s.roleSet || s.Role() != roleOfName(s.Name) {
				t.Errorf("%s: slot %s has role %d (set %v), its name's is %d", op.Name, s.Name, s.Role(), s.roleSet, roleOfName(s.Name))
			}
		}
	}
	if s := (Spec{Name: "vdata"}); s.Role() != ArgVData {
		t.Errorf("a Spec outside the table named vdata has role %d, want ArgVData", s.Role())
	}
	if n == 0 {
		t.Fatal("no slot has a role")
	}
	for _, c := range []struct {
		asm  string
		role ArgRole
		want string
	}{
		{"buffer_load_dword v1, v2, s[4:7], s8 offen", ArgSOffset, "s8"},
		{"buffer_load_dword v1, v2, s[4:7], s8 offen", ArgSRsrc, "s[4:7]"},
		{"buffer_load_dword v1, v2, s[4:7], s8 offen", ArgVDst, "v1"},
		{"buffer_store_dword v1, v2, s[4:7], s8 offen", ArgVData, "v1"},
		{"global_store_dword v[2:3], v5, off", ArgVData, "v5"},
		{"global_store_dword v[2:3], v5, off", ArgVAddr, "v[2:3]"},
		{"ds_write_b32 v3, v4", ArgAddr, "v3"},
		{"v_readlane_b32 s1, v2, s7", ArgLane, "s7"},
		{"v_mov_b32 v1, v2", ArgLane, ""},
	} {
		p, err := Parse("t.s", []byte(c.asm+"\n"), ParseOptions{Arch: MustArch("gfx900"), Wave: 64})
		if err != nil {
			t.Fatalf("%s: %v", c.asm, err)
		}
		o := p.Insts[0].Operand(c.role)
		got := ""
		if o.Kind == OpReg {
			got = o.Reg.String()
		}
		if got != c.want {
			t.Errorf("%s: role %d is %q, want %q", c.asm, c.role, got, c.want)
		}
	}
}

// Outside isa no code finds an operand by its slot's name: it asks by
// role (Inst.Operand), so renaming a slot in the table cannot silently
// break a consumer.
func TestNoOperandLookupByName(t *testing.T) {
	var names []string
	for _, r := range argRoleOfName {
		names = append(names, regexp.QuoteMeta(r.name))
	}
	byName := regexp.MustCompile(`\.Arg\("|ArgsNamed\(|\.Name [!=]= "(` + strings.Join(names, "|") + `)"`)
	for _, dir := range []string{"../sim", "../opt", "../bench", "../cmd"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for i, line := range strings.Split(string(b), "\n") {
				if byName.MatchString(line) {
					t.Errorf("%s:%d: an operand found by its slot's name: %s", path, i+1, strings.TrimSpace(line))
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
