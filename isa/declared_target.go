package isa

import (
	"bytes"
	"strings"
)

// Declared is the target and wave size a file states itself, and where,
// so that a launch spec or a flag saying otherwise can be refused by
// naming the line rather than failing later at an unrelated instruction.
type Declared struct {
	Arch   string // the processor the target directive names; "" when none
	ArchAt Pos
	Wave   int // 32 or 64 from .amdhsa_wavefront_size32; 0 when absent
	WaveAt Pos
}

// DeclaredTarget finds the first target directive (.amdgcn_target or
// .amd_amdgpu_isa) and the first .amdhsa_wavefront_size32 of an assembly
// file. It only looks; Parse reports malformed directives.
func DeclaredTarget(file string, src []byte) Declared {
	d := Declared{}
	for num, rest := 1, src; len(rest) > 0; num++ {
		line := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = nil
		}
		if !bytes.HasPrefix(bytes.TrimLeft(line, " \t"), []byte(".am")) {
			continue
		}
		l := string(line)
		t := strings.TrimSpace(l)
		switch {
		case d.Arch == "" && (strings.HasPrefix(t, ".amdgcn_target") || strings.HasPrefix(t, ".amd_amdgpu_isa")):
			dir, v2 := ".amdgcn_target", false
			if strings.HasPrefix(t, ".amd_amdgpu_isa") {
				dir, v2 = ".amd_amdgpu_isa", true
			}
			at := strings.Index(l, dir) + len(dir)
			q := strings.TrimLeft(l[at:], " \t")
			col := len(l) - len(q)
			if strings.HasPrefix(q, `"`) {
				q, col = q[1:], col+1
			}
			if j := strings.IndexByte(q, '"'); j >= 0 {
				q = q[:j]
			}
			cpu, off := TargetFromTriple(q, v2)
			d.Arch, d.ArchAt = cpu, Pos{file, int32(num), int32(col + off + 1)}
		case d.Wave == 0 && strings.HasPrefix(t, ".amdhsa_wavefront_size32"):
			f := strings.Fields(t)
			if len(f) == 2 {
				d.Wave = 64
				if f[1] == "1" {
					d.Wave = 32
				}
				d.WaveAt = Pos{file, int32(num), int32(strings.Index(l, f[1]) + 1)}
			}
		}
	}
	return d
}
