package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// Header is the launch description carried by a template in its ";!" lines.
type Header struct {
	Grid      []int                        `json:"grid"`
	Workgroup []int                        `json:"workgroup"`
	Buffers   map[string]*BufferSpec       `json:"buffers"`
	Args      []map[string]json.RawMessage `json:"args"`
	Outputs   []string                     `json:"outputs"`
	Skip      map[string]string            `json:"skip"`
	// Extra lists the opt-in variants (Variant.OptIn) made for the kernel.
	Extra []string   `json:"extra"`
	Asm   []AsmCheck `json:"asm"`
}

// makes reports whether the generator makes variant v of the kernel: not
// skipped, and an opt-in variant only where the header asks for it.
func (h *Header) makes(v *Variant) bool {
	if _, skip := h.Skip[v.Name]; skip {
		return false
	}
	return !v.OptIn || slices.Contains(h.Extra, v.Name)
}

// AsmCheck is an assertion on the generated assembly of some variants.
type AsmCheck struct {
	Variants string `json:"variants"` // glob over variant names; "" means "*"
	Match    string `json:"match"`    // regexp that must occur in the kernel body
	Absent   string `json:"absent"`   // regexp that must not occur in the kernel body
	Why      string `json:"why"`
}

// Arg is one kernel argument: a buffer reference or a by-value scalar.
type Arg struct {
	Buffer string // non-empty for pointer arguments
	Type   string // i32 u32 i64 u64 f32 f64 for scalars
	Bits   uint64
}

// Template is a parsed kernel template.
type Template struct {
	Name   string
	Path   string
	Lines  []string
	Header Header

	DefLine  int      // index of the "define amdgpu_kernel" line
	EndLine  int      // index of the closing "}" of the kernel
	Params   string   // text between the parentheses of the kernel definition
	ParamTys []string // parameter types, address spaces removed
	LDS      []LDSVar

	Buffers []*Buffer // in launch order (argument order first)
	Args    []Arg
}

// LDSVar is a workgroup-shared (addrspace(3)) global of the template.
type LDSVar struct {
	Name string
	Type string
}

var (
	reDefine   = regexp.MustCompile(`^define\s+amdgpu_kernel\s+void\s+@([-$._A-Za-z0-9]+)\(`)
	reLDS      = regexp.MustCompile(`^@([-$._A-Za-z0-9]+)\s*=\s*(.*?)addrspace\(3\)\s+global\s+(.+?)\s+(undef|poison)\b(.*)$`)
	reBufName  = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
	reNumbered = regexp.MustCompile(`%[0-9]+\b`)
)

func loadTemplate(path string) (*Template, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	name := strings.TrimSuffix(filepath.Base(path), ".ll")
	return parseTemplate(path, name, strings.Split(strings.TrimRight(string(raw), "\n"), "\n"))
}

// parseTemplate reads the template of kernel name from the lines of path.
func parseTemplate(path, name string, lines []string) (*Template, error) {
	t := &Template{Name: name, Path: path, DefLine: -1, EndLine: -1, Lines: lines}

	var hdr bytes.Buffer
	for _, l := range t.Lines {
		if strings.HasPrefix(l, ";!") {
			hdr.WriteString(strings.TrimPrefix(l, ";!"))
			hdr.WriteByte('\n')
		}
	}
	if hdr.Len() == 0 {
		return nil, fmt.Errorf("%s: no ';!' launch header", path)
	}
	dec := json.NewDecoder(&hdr)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&t.Header); err != nil {
		return nil, fmt.Errorf("%s: launch header: %v", path, err)
	}

	for i, l := range t.Lines {
		if m := reDefine.FindStringSubmatch(l); m != nil {
			if t.DefLine >= 0 {
				return nil, fmt.Errorf("%s:%d: more than one kernel", path, i+1)
			}
			if m[1] != name {
				return nil, fmt.Errorf("%s:%d: kernel is @%s, want @%s (the file name)", path, i+1, m[1], name)
			}
			t.DefLine = i
			continue
		}
		if t.DefLine >= 0 && t.EndLine < 0 && l == "}" {
			t.EndLine = i
		}
		if m := reLDS.FindStringSubmatch(l); m != nil {
			t.LDS = append(t.LDS, LDSVar{Name: m[1], Type: m[3]})
		}
	}
	if t.DefLine < 0 || t.EndLine < 0 {
		return nil, fmt.Errorf("%s: no 'define amdgpu_kernel void @%s(...) {' ... '}' found", path, name)
	}
	for i, l := range t.Lines {
		code := stripComment(l)
		if reNumbered.MatchString(code) {
			return nil, fmt.Errorf("%s:%d: numbered value; use named values only", path, i+1)
		}
		if strings.Contains(code, "addrspacecast") {
			return nil, fmt.Errorf("%s:%d: addrspacecast is not supported in templates", path, i+1)
		}
		if strings.Contains(code, "target triple") || strings.Contains(code, "target datalayout") {
			return nil, fmt.Errorf("%s:%d: templates must not set the target", path, i+1)
		}
	}

	def := t.Lines[t.DefLine]
	open := strings.Index(def, "(")
	depth, close := 0, -1
	for i := open; i < len(def); i++ {
		switch def[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 && close < 0 {
				close = i
			}
		}
	}
	if close < 0 || !strings.HasSuffix(strings.TrimSpace(def), "{") {
		return nil, fmt.Errorf("%s:%d: kernel definition must be on one line ending with '{'", path, t.DefLine+1)
	}
	t.Params = def[open+1 : close]
	for _, p := range splitTop(t.Params) {
		f := strings.Fields(hostRewrite(p))
		if len(f) == 0 {
			continue
		}
		t.ParamTys = append(t.ParamTys, f[0])
	}

	if err := t.resolveLaunch(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return t, nil
}

// splitTop splits a parameter list at commas outside parentheses.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if rest := strings.TrimSpace(s[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}

func stripComment(l string) string {
	inStr := false
	for i := 0; i < len(l); i++ {
		switch l[i] {
		case '"':
			inStr = !inStr
		case ';':
			if !inStr {
				return l[:i]
			}
		}
	}
	return l
}

var scalarIRType = map[string]string{
	"i32": "i32", "u32": "i32", "i64": "i64", "u64": "i64", "f32": "float", "f64": "double",
}

func (t *Template) resolveLaunch() error {
	h := &t.Header
	if len(h.Grid) != 3 || len(h.Workgroup) != 3 {
		return fmt.Errorf("grid and workgroup must have three entries")
	}
	for d := 0; d < 3; d++ {
		if h.Grid[d] <= 0 || h.Workgroup[d] <= 0 || h.Grid[d]%h.Workgroup[d] != 0 {
			return fmt.Errorf("grid %v is not a whole number of workgroups %v", h.Grid, h.Workgroup)
		}
	}
	if n := h.Workgroup[0] * h.Workgroup[1] * h.Workgroup[2]; n > 1024 {
		return fmt.Errorf("workgroup of %d work-items is too large", n)
	}
	for v := range h.Skip {
		if findVariant(v) == nil {
			return fmt.Errorf("skip: unknown variant %q", v)
		}
	}
	for _, v := range h.Extra {
		if f := findVariant(v); f == nil || !f.OptIn {
			return fmt.Errorf("extra: %q is no opt-in variant", v)
		}
	}
	for _, c := range h.Asm {
		if c.Match == "" && c.Absent == "" {
			return fmt.Errorf("asm check needs match or absent")
		}
		for _, re := range []string{c.Match, c.Absent} {
			if _, err := regexp.Compile(re); err != nil {
				return fmt.Errorf("asm check: %v", err)
			}
		}
	}

	// Arguments, in parameter order.
	if len(h.Args) != len(t.ParamTys) {
		return fmt.Errorf("%d args for %d kernel parameters", len(h.Args), len(t.ParamTys))
	}
	used := map[string]bool{}
	var order []string
	for i, a := range h.Args {
		if len(a) != 1 {
			return fmt.Errorf("arg %d: want exactly one key", i)
		}
		for k, raw := range a {
			if k == "buffer" {
				var name string
				if err := json.Unmarshal(raw, &name); err != nil {
					return fmt.Errorf("arg %d: %v", i, err)
				}
				if h.Buffers[name] == nil {
					return fmt.Errorf("arg %d: unknown buffer %q", i, name)
				}
				if used[name] {
					return fmt.Errorf("arg %d: buffer %q passed twice", i, name)
				}
				if t.ParamTys[i] != "ptr" {
					return fmt.Errorf("arg %d: buffer for parameter of type %s", i, t.ParamTys[i])
				}
				used[name] = true
				order = append(order, name)
				t.Args = append(t.Args, Arg{Buffer: name})
				continue
			}
			ir, ok := scalarIRType[k]
			if !ok {
				return fmt.Errorf("arg %d: unknown kind %q", i, k)
			}
			if t.ParamTys[i] != ir {
				return fmt.Errorf("arg %d: %s value for parameter of type %s", i, k, t.ParamTys[i])
			}
			bits, err := parseValue(k, raw)
			if err != nil {
				return fmt.Errorf("arg %d: %v", i, err)
			}
			t.Args = append(t.Args, Arg{Type: k, Bits: bits})
		}
	}
	var rest []string
	for name := range h.Buffers {
		if !used[name] {
			rest = append(rest, name)
		}
	}
	if len(rest) > 0 {
		sort.Strings(rest)
		return fmt.Errorf("buffers %v are not passed to the kernel", rest)
	}
	for _, name := range order {
		if !reBufName.MatchString(name) {
			return fmt.Errorf("bad buffer name %q", name)
		}
		b, err := buildBuffer(t.Name, name, h.Buffers[name])
		if err != nil {
			return fmt.Errorf("buffer %s: %v", name, err)
		}
		t.Buffers = append(t.Buffers, b)
	}
	if len(h.Outputs) == 0 {
		return fmt.Errorf("no outputs listed")
	}
	for _, o := range h.Outputs {
		if h.Buffers[o] == nil {
			return fmt.Errorf("output %q is not a buffer", o)
		}
	}
	return nil
}

func (t *Template) isOutput(name string) bool {
	for _, o := range t.Header.Outputs {
		if o == name {
			return true
		}
	}
	return false
}
