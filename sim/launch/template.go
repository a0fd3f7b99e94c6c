package launch

import (
	"encoding/json"
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

// Template writes a launch spec for kernel k of p from its argument
// metadata: a buffer of one element per work-item for each global buffer
// (named after the argument), a zero of the argument's size for each
// by-value one (dwords for aggregates), typed by the argument's
// .type_name where the metadata has one that names an element type
// (typeNameKind) and u32, i32 or i64 otherwise, each marked with the
// argument's name and a by-value one's size (Marked). Notes lists what the user
// must still decide: element types, and arguments the metadata cannot
// describe.
func Template(p *isa.Program, k *isa.Kernel, grid, workgroup int) (*Spec, []string) {
	s := &Spec{Kernel: k.Name, Grid: []int{grid}, Workgroup: []int{workgroup},
		Buffers: map[string]*BufferSpec{}, Args: []map[string]any{}}
	var notes []string
	// The file's own target and wave size decide; repeating them would
	// make the spec wrong for the next file of another target.
	if !p.ArchDeclared {
		s.Arch = p.Arch.Name
		notes = append(notes, fmt.Sprintf("the file names no target: the spec's \"arch\": %q stands in for it", p.Arch.Name))
	}
	if !p.WaveDeclared && (!p.ArchDeclared || p.Wave != p.Arch.DefaultWave()) {
		s.Wave = p.Wave
	}
	if len(k.Meta.Args) == 0 {
		notes = append(notes, "the file has no argument metadata (.amdgpu_metadata): list the arguments by hand, in order")
	}
	for i, a := range k.Meta.Args {
		if a.Hidden() {
			continue
		}
		name := a.Name
		if name == "" || s.Buffers[name] != nil {
			name = fmt.Sprintf("arg%d", i)
		}
		kind, pointer, typed := typeNameKind(a.TypeName)
		switch {
		case a.ValueKind == "global_buffer" && typed && pointer:
			s.Buffers[name] = &BufferSpec{Type: kind, Count: grid}
			s.Args = append(s.Args, map[string]any{"buffer": name})
		case a.ValueKind == "by_value" && typed && !pointer && kind.Size() == a.Size:
			s.Args = append(s.Args, map[string]any{kind.String(): json.Number("0")})
		case a.ValueKind == "global_buffer":
			s.Buffers[name] = &BufferSpec{Type: U32, Count: grid}
			s.Args = append(s.Args, map[string]any{"buffer": name})
			notes = append(notes, fmt.Sprintf("buffer %s: the metadata gives no element type; u32 holds any 32-bit pattern, change it to i32, f32, i64, u64 or f64 as the kernel reads it", name))
		case a.Size == 4:
			s.Args = append(s.Args, map[string]any{I32.String(): json.Number("0")})
			notes = append(notes, byValueNote(i, a, "i32", "f32, i32 or u32"))
		case a.Size == 8:
			s.Args = append(s.Args, map[string]any{I64.String(): json.Number("0")})
			notes = append(notes, byValueNote(i, a, "i64", "f64, i64 or u64"))
		case a.Size%4 == 0 && a.Size > 0:
			dw := make([]any, a.Size/4)
			for j := range dw {
				dw[j] = json.Number("0")
			}
			s.Args = append(s.Args, map[string]any{"dwords": dw})
		default:
			s.Args = append(s.Args, map[string]any{I32.String(): json.Number("0")})
			notes = append(notes, fmt.Sprintf("argument %d (%s) is %d bytes by value, which no argument kind holds exactly", i, a.Name, a.Size))
		}
	}
	// The entries say which argument each is and a by-value one's size,
	// so the spec is checked against the kernel it is run with.
	return s.Marked(k), notes
}

// byValueNote says what a by-value argument's placeholder stands for. The
// amdhsa.kernels metadata requires only a by-value argument's .size and
// .offset; .type_name is optional (AMDGPUUsage.rst, the code object V3+
// kernel argument table) and llc's output for plain IR carries none, so a
// float threshold would otherwise be filled in as an integer and run
// silently with the wrong bits.
func byValueNote(i int, a isa.KernArg, placeholder, kinds string) string {
	name := a.Name
	if name == "" {
		name = fmt.Sprintf("arg%d", i)
	}
	return fmt.Sprintf("argument %d (%s): %d bytes by value; the metadata gives no element type, so {%q: 0} is a placeholder: write it as %s, as the kernel reads it (a float as {\"f%d\": 1.5})",
		i, name, a.Size, placeholder, kinds, a.Size*8)
}
