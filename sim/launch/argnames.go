package launch

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// An argument's "name" and "size" tie a spec's entry to the kernel's
// metadata (.name, .size of amdhsa.kernels .args; AMDGPUUsage.rst, the
// code object V3+ kernel argument table): a positional list that has
// drifted from the kernel's signature is then an error at the entry
// instead of a run with the wrong bits.

// checkArgMarks checks what the spec alone can say of argument i's
// "name" and "size": their form, and that the size is the kind's.
func (s *Spec) checkArgMarks(i int, kind string, t ElemType, a map[string]any) error {
	at := func(k string) string { return fmt.Sprintf("args[%d].%s", i, k) }
	if n, ok := a["name"]; ok {
		if str, _ := n.(string); str == "" {
			return s.errAt(at("name"), "argument %d: \"name\" must be the kernel's name for the argument, a non-empty string, got %v", i, n)
		}
	}
	v, ok := a["size"]
	if !ok {
		return nil
	}
	size, ok := argSize(v)
	switch {
	case kind == "buffer":
		return s.errAt(at("size"), "argument %d: \"size\" applies to by-value arguments; a buffer argument is a 64-bit pointer", i)
	case !ok:
		return s.errAt(at("size"), "argument %d: \"size\" must be a positive number of bytes, got %v", i, v)
	case kind == "dwords":
		if n := 4 * len(a[kind].([]any)); n != size {
			return s.errAt(at("size"), "argument %d: dwords lists %d bytes (%d dwords), but \"size\" says %d", i, n, n/4, size)
		}
	case t.Size() != size:
		return s.errAt(at("size"), "argument %d: %s is %d bytes, but \"size\" says %d%s", i, kind, t.Size(), size, kindsOfSize(size))
	}
	return nil
}

// kindsOfSize suggests the kinds that hold size bytes, for messages.
func kindsOfSize(size int) string {
	var names []string
	for t := I32; t < numElemTypes; t++ {
		if t.Size() == size {
			names = append(names, t.String())
		}
	}
	switch {
	case len(names) > 0:
		return " (" + strings.Join(names, ", ") + " are " + fmt.Sprint(size) + " bytes)"
	case size%4 == 0:
		return fmt.Sprintf(" (write %d bytes as dwords)", size)
	}
	return ""
}

// argSize reads a "size": a positive whole number of bytes.
func argSize(v any) (int, bool) {
	switch n := v.(type) {
	case json.Number:
		i, err := n.Int64()
		return int(i), err == nil && i > 0 && i <= isa.MaxKernargBytes
	case int:
		return n, n > 0 && n <= isa.MaxKernargBytes
	}
	return 0, false
}

// argName is argument a's "name", "" when it has none.
func argName(a map[string]any) string {
	n, _ := a["name"].(string)
	return n
}

// explicitArgs are the metadata's arguments the spec gives: all but the
// hidden ones the dispatcher fills in.
func explicitArgs(m *isa.KernelMeta) []isa.KernArg {
	var out []isa.KernArg
	for _, a := range m.Args {
		if !a.Hidden() {
			out = append(out, a)
		}
	}
	return out
}

// argOrder gives, for each explicit argument of kernel k, the index of
// the spec's entry for it: by name when every entry is named, else by
// position (-1 past the spec's end, which layoutKernargs reports with
// the counts). A name must agree with the metadata's.
func (s *Spec) argOrder(k *isa.Kernel) ([]int, error) {
	meta := explicitArgs(&k.Meta)
	named := 0
	first := -1
	for i, a := range s.Args {
		if argName(a) != "" {
			named++
			if first < 0 {
				first = i
			}
		}
	}
	if named > 0 && !metaHasNames(&k.Meta) {
		return nil, s.errAt(fmt.Sprintf("args[%d].name", first), "argument %d: \"name\" needs the kernel's argument names, and the metadata of kernel %s gives none (-march=amdgcn output has no .amdgpu_metadata); remove \"name\" and give the arguments in the kernel's order", first, k.Name)
	}
	if named > 0 && named == len(s.Args) {
		return s.orderByName(k.Name, meta)
	}
	order := make([]int, len(meta))
	for j, a := range meta {
		order[j] = -1
		if j >= len(s.Args) {
			continue
		}
		order[j] = j
		if n := argName(s.Args[j]); n != "" && n != a.Name {
			return nil, s.errAt(fmt.Sprintf("args[%d].name", j), "argument %d is `%s` in the metadata; the spec names it `%s`%s", j, a.Name, n, elsewhere(meta, n))
		}
	}
	return order, nil
}

// metaHasNames says whether the metadata names the kernel's arguments:
// llc's amdhsa metadata does; -march=amdgcn output has no metadata.
func metaHasNames(m *isa.KernelMeta) bool {
	for _, a := range m.Args {
		if a.Name != "" {
			return true
		}
	}
	return false
}

// elsewhere says where a name the spec put at the wrong place is.
func elsewhere(meta []isa.KernArg, name string) string {
	for j, a := range meta {
		if a.Name == name {
			return fmt.Sprintf(" (`%s` is argument %d; name every argument to give them in any order)", name, j)
		}
	}
	return ""
}

// orderByName matches every named entry to the metadata's argument of
// that name.
func (s *Spec) orderByName(kernel string, meta []isa.KernArg) ([]int, error) {
	index := map[string]int{}
	var names []string
	for j, a := range meta {
		if a.Name != "" {
			index[a.Name] = j
			names = append(names, a.Name)
		}
	}
	order := make([]int, len(meta))
	for j := range order {
		order[j] = -1
	}
	for i, a := range s.Args {
		n := argName(a)
		j, ok := index[n]
		if !ok {
			hint := ""
			if c := isa.Closest(n, names); c != "" {
				hint = fmt.Sprintf("; did you mean `%s`?", c)
			}
			return nil, s.errAt(fmt.Sprintf("args[%d].name", i), "argument %d names `%s`, which kernel %s does not take%s (its arguments: %s)", i, n, kernel, hint, strings.Join(names, ", "))
		}
		if order[j] >= 0 {
			return nil, s.errAt(fmt.Sprintf("args[%d].name", i), "argument %d names `%s` again (argument %d already gives it)", i, n, order[j])
		}
		order[j] = i
	}
	for j, a := range meta {
		if order[j] < 0 {
			return nil, s.errAt("args", "kernel %s's argument %d `%s` is missing: every entry of args has a name, so they are matched by name", kernel, j, a.Name)
		}
	}
	return order, nil
}

// checkArgSize checks entry i's "size" against the metadata's.
func (s *Spec) checkArgSize(i int, a isa.KernArg) error {
	v, ok := s.Args[i]["size"]
	if !ok {
		return nil
	}
	if size, _ := argSize(v); size != a.Size {
		return s.errAt(fmt.Sprintf("args[%d].size", i), "argument %d (%s): \"size\" says %d bytes, but the metadata gives %d", i, a.Name, size, a.Size)
	}
	return nil
}

// Marked is s with each argument marked from kernel k's metadata: its
// "name" when the metadata has names, its "size" when it is by value,
// so the spec written out (a template, a reproducer) says which
// argument each entry is. s is unchanged; a spec whose arguments do not
// line up with the metadata is returned as it is.
func (s *Spec) Marked(k *isa.Kernel) *Spec {
	meta := explicitArgs(&k.Meta)
	order, err := s.argOrder(k)
	if err != nil || len(meta) != len(s.Args) || slices.Contains(order, -1) {
		return s
	}
	c := *s
	c.Args = make([]map[string]any, len(s.Args))
	for j, a := range meta {
		i := order[j]
		e := maps.Clone(s.Args[i])
		if a.Name != "" {
			e["name"] = a.Name
		}
		// A size the entry's kind does not have would make the spec
		// fail to load; the kind's mismatch is reported when it runs.
		if a.ValueKind == "by_value" && entrySize(e) == a.Size {
			e["size"] = json.Number(fmt.Sprint(a.Size))
		}
		c.Args[i] = e
	}
	return &c
}

// entrySize is the bytes an argument's kind holds (0 for a buffer).
func entrySize(a map[string]any) int {
	for k, v := range a {
		if list, ok := v.([]any); ok && k == "dwords" {
			return 4 * len(list)
		}
		if t, ok := ParseElemType(k); ok {
			return t.Size()
		}
	}
	return 0
}

// ArgValue is argument a with a new value of kind t: what random
// launches draw keeps the entry's "name" and "size" (and drops its
// "fixed" and "random", which described the value replaced).
func ArgValue(a map[string]any, t ElemType, v any) map[string]any {
	e := map[string]any{t.String(): v}
	for _, k := range []string{"name", "size"} {
		if x, ok := a[k]; ok {
			e[k] = x
		}
	}
	return e
}
