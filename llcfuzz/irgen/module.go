package irgen

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

func sortedDecls(m map[string]string) string {
	var ds []string
	for _, d := range m {
		ds = append(ds, d)
	}
	sort.Strings(ds)
	return strings.Join(ds, "\n") + "\n"
}

func deviceModule(pr *printer) string {
	var b strings.Builder
	fmt.Fprintf(&b, "; device module of %s (wavesim llcfuzz/irgen, seed %#x)\n\n", pr.k.Name, pr.k.Seed)
	if pr.p.lds {
		for i := 0; i < 2; i++ {
			fmt.Fprintf(&b, "@lds%d = internal addrspace(3) global [%d x i32] undef, align 4\n", i, pr.localSize())
		}
		b.WriteString("\n")
	}
	b.WriteString(strings.Join(pr.lines, "\n"))
	b.WriteString("\n\n")
	b.WriteString(sortedDecls(pr.decls))
	return b.String()
}

// hostModule wraps the phase functions in a driver like the trace
// corpus's (traces/README.md): for every workgroup, LDS is filled, then
// each phase runs for all its work-items in turn; main prints every
// output buffer as "B name" and one hex word per line. With any argument
// it visits workgroups and work-items in reverse and fills LDS with 0xa5
// instead of 0, which must not change the result.
func hostModule(pr *printer) string {
	k := pr.k
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	w("; host module of %s (wavesim llcfuzz/irgen, seed %#x)\n\n", k.Name, k.Seed)
	nl := pr.localSize()
	if pr.p.lds {
		for i := 0; i < 2; i++ {
			w("@lds%d = internal global [%d x i32] zeroinitializer, align 4\n", i, nl)
		}
		for i, d := range pr.p.vars {
			w("@__ws.save.v%d = internal global [%d x %s] zeroinitializer\n", i, nl, d.t)
		}
	}
	w("@__ws.local = internal global [3 x i32] zeroinitializer\n")
	w("@__ws.group = internal global [3 x i32] zeroinitializer\n")
	for _, buf := range k.Buffers {
		et := "i32"
		if buf.Type == "u64" {
			et = "i64"
		}
		var el []string
		for _, v := range buf.Init {
			el = append(el, fmt.Sprintf("%s %d", et, int64(v)))
		}
		w("@__ws.buf.%s = internal global [%d x %s] [%s], align 16\n", buf.Name, len(buf.Init), et, strings.Join(el, ", "))
		w("@__ws.name.%s = private constant [%d x i8] c\"%s\\00\"\n", buf.Name, len(buf.Name)+1, buf.Name)
	}
	w("@__ws.fmt.name = private constant [6 x i8] c\"B %%s\\0A\\00\"\n")
	w("@__ws.fmt.32 = private constant [6 x i8] c\"%%08x\\0A\\00\"\n")
	w("@__ws.fmt.64 = private constant [8 x i8] c\"%%016lx\\0A\\00\"\n")
	w("declare i32 @printf(ptr, ...)\n")
	w("declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n")
	w("%s\n", sortedDecls(pr.decls))
	w("%s\n\n", strings.Join(pr.lines, "\n"))

	var args []string
	for i, a := range k.Args {
		switch {
		case a.Buffer != "":
			args = append(args, "ptr @__ws.buf."+a.Buffer)
		case a.Type == "u64":
			args = append(args, fmt.Sprintf("i64 %d", int64(a.Bits)))
		default:
			args = append(args, fmt.Sprintf("i32 %d", int32(uint32(a.Bits))))
		}
		_ = i
	}
	phases := pr.phase + 1
	for p := 0; p < phases; p++ {
		w("define internal void @__ws.call%d() {\n  call void @%s.phase%d(%s)\n  ret void\n}\n", p, k.Name, p, strings.Join(args, ", "))
	}
	wg, ng := k.Workgroup, [2]int{k.Grid[0] / k.Workgroup[0], k.Grid[1] / k.Workgroup[1]}
	w(driverLoop, "items", nl, nl-1, wg[0], wg[0], "__ws.local", "__ws.local", "call void %fn()\n")
	var perGroup strings.Builder
	if pr.p.lds {
		for i := 0; i < 2; i++ {
			fmt.Fprintf(&perGroup, "  call void @llvm.memset.p0.i64(ptr @lds%d, i8 %%fill, i64 %d, i1 false)\n", i, 4*nl)
		}
	}
	for p := 0; p < phases; p++ {
		fmt.Fprintf(&perGroup, "  call void @__ws.items(ptr @__ws.call%d, i1 %%rev, i8 %%fill)\n", p)
	}
	w(driverLoop, "run", ng[0]*ng[1], ng[0]*ng[1]-1, ng[0], ng[0], "__ws.group", "__ws.group", perGroup.String())

	w("\ndefine i32 @main(i32 %%argc, ptr %%argv) {\nentry:\n")
	w("  %%rev = icmp sgt i32 %%argc, 1\n")
	w("  %%fill = select i1 %%rev, i8 -91, i8 0\n")
	w("  call void @__ws.run(ptr null, i1 %%rev, i8 %%fill)\n")
	prev := "entry"
	for _, buf := range k.Buffers {
		if !buf.Output {
			continue
		}
		et, f := "i32", "@__ws.fmt.32"
		if buf.Type == "u64" {
			et, f = "i64", "@__ws.fmt.64"
		}
		n := buf.Name
		w("  call i32 (ptr, ...) @printf(ptr @__ws.fmt.name, ptr @__ws.name.%s)\n", n)
		w("  br label %%p.%s.head\np.%s.head:\n", n, n)
		w("  %%p.%s.i = phi i32 [0, %%%s], [%%p.%s.next, %%p.%s.body]\n", n, prev, n, n)
		w("  %%p.%s.done = icmp eq i32 %%p.%s.i, %d\n", n, n, len(buf.Init))
		w("  br i1 %%p.%s.done, label %%p.%s.exit, label %%p.%s.body\np.%s.body:\n", n, n, n, n)
		w("  %%p.%s.ptr = getelementptr inbounds [%d x %s], ptr @__ws.buf.%s, i32 0, i32 %%p.%s.i\n", n, len(buf.Init), et, n, n)
		w("  %%p.%s.v = load %s, ptr %%p.%s.ptr\n", n, et, n)
		w("  call i32 (ptr, ...) @printf(ptr %s, %s %%p.%s.v)\n", f, et, n)
		w("  %%p.%s.next = add i32 %%p.%s.i, 1\n", n, n)
		w("  br label %%p.%s.head\np.%s.exit:\n", n, n)
		prev = "p." + n + ".exit"
	}
	w("  ret i32 0\n}\n")
	return b.String()
}

// driverLoop runs its body for i in [0, count), reversed when %rev is set,
// with i split into x and y (by the first size) stored to a global id
// triple.
const driverLoop = `
define internal void @__ws.%s(ptr %%fn, i1 %%rev, i8 %%fill) {
entry:
  br label %%head
head:
  %%i = phi i32 [0, %%entry], [%%i.next, %%body]
  %%done = icmp eq i32 %%i, %d
  br i1 %%done, label %%exit, label %%body
body:
  %%i.r = sub i32 %d, %%i
  %%k = select i1 %%rev, i32 %%i.r, i32 %%i
  %%x = urem i32 %%k, %d
  %%y = udiv i32 %%k, %d
  store i32 %%x, ptr @%s
  %%py = getelementptr inbounds [3 x i32], ptr @%s, i32 0, i32 1
  store i32 %%y, ptr %%py
%s  %%i.next = add i32 %%i, 1
  br label %%head
exit:
  ret void
}
`

// launchSpec is the launch.json of a kernel (sim/launch.Spec).
type launchSpec struct {
	Kernel    string                       `json:"kernel"`
	Grid      []int                        `json:"grid"`
	Workgroup []int                        `json:"workgroup"`
	Buffers   map[string]launchBuffer      `json:"buffers"`
	Args      []map[string]any             `json:"args"`
	Expect    map[string][]json.RawMessage `json:"expect,omitempty"`
}

type launchBuffer struct {
	Type  string            `json:"type"`
	Count int               `json:"count"`
	Data  []json.RawMessage `json:"data,omitempty"`
}

// values prints bit patterns as the launch spec reads them for a buffer
// or argument type: integers exactly, floats in the shortest form that
// round-trips, and NaN and the infinities, which JSON lacks, as the
// strings the spec takes for them. A NaN's payload is lost there, which is
// why the generator's own buffers are all u32 or u64.
func values(typ string, bits []uint64) ([]json.RawMessage, error) {
	out := make([]json.RawMessage, len(bits))
	for i, v := range bits {
		var s string
		switch typ {
		case "i32":
			s = strconv.FormatInt(int64(int32(uint32(v))), 10)
		case "u32":
			s = strconv.FormatUint(uint64(uint32(v)), 10)
		case "i64":
			s = strconv.FormatInt(int64(v), 10)
		case "u64":
			s = strconv.FormatUint(v, 10)
		case "f32":
			s = floatValue(float64(math.Float32frombits(uint32(v))), 32)
		case "f64":
			s = floatValue(math.Float64frombits(v), 64)
		default:
			return nil, fmt.Errorf("unknown launch type %q", typ)
		}
		out[i] = json.RawMessage(s)
	}
	return out, nil
}

func floatValue(f float64, size int) string {
	switch {
	case math.IsNaN(f):
		return `"NaN"`
	case math.IsInf(f, 1):
		return `"+Inf"`
	case math.IsInf(f, -1):
		return `"-Inf"`
	}
	return strconv.FormatFloat(f, 'g', -1, size)
}

// LaunchJSON is the wavesim launch spec of the kernel: grid, workgroup,
// buffers with their initial contents, arguments, and, when expect is not
// nil, the expected final contents of the output buffers as bit patterns.
func (k *Kernel) LaunchJSON(expect map[string][]uint64) ([]byte, error) {
	s := launchSpec{Kernel: k.Name, Grid: k.Grid[:], Workgroup: k.Workgroup[:], Buffers: map[string]launchBuffer{}}
	if k.Grid[2] == 0 {
		return nil, fmt.Errorf("%s: no grid", k.Name)
	}
	for _, b := range k.Buffers {
		data, err := values(b.Type, b.Init)
		if err != nil {
			return nil, fmt.Errorf("%s: buffer %s: %v", k.Name, b.Name, err)
		}
		s.Buffers[b.Name] = launchBuffer{Type: b.Type, Count: len(b.Init), Data: data}
	}
	for _, a := range k.Args {
		if a.Buffer != "" {
			s.Args = append(s.Args, map[string]any{"buffer": a.Buffer})
			continue
		}
		v, err := values(a.Type, []uint64{a.Bits})
		if err != nil {
			return nil, fmt.Errorf("%s: argument %d: %v", k.Name, len(s.Args), err)
		}
		s.Args = append(s.Args, map[string]any{a.Type: v[0]})
	}
	if expect != nil {
		s.Expect = map[string][]json.RawMessage{}
		for _, b := range k.Buffers {
			if !b.Output {
				continue
			}
			e, ok := expect[b.Name]
			if !ok {
				return nil, fmt.Errorf("%s: no expectation for output %s", k.Name, b.Name)
			}
			if len(e) != len(b.Init) {
				return nil, fmt.Errorf("%s: expectation for %s has %d elements, the buffer %d", k.Name, b.Name, len(e), len(b.Init))
			}
			var err error
			if s.Expect[b.Name], err = values(b.Type, e); err != nil {
				return nil, fmt.Errorf("%s: expectation for %s: %v", k.Name, b.Name, err)
			}
		}
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	if err := enc.Encode(s); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// ParseHostOutput reads what the host module printed into the final
// contents of each output buffer, checking every buffer is complete.
func (k *Kernel) ParseHostOutput(out []byte) (map[string][]uint64, error) {
	want := map[string]*Buffer{}
	for i := range k.Buffers {
		if k.Buffers[i].Output {
			want[k.Buffers[i].Name] = &k.Buffers[i]
		}
	}
	res := map[string][]uint64{}
	var cur string
	sc := bufio.NewScanner(bytes.NewReader(out))
	for line := 1; sc.Scan(); line++ {
		l := sc.Text()
		if name, ok := strings.CutPrefix(l, "B "); ok {
			if want[name] == nil {
				return nil, fmt.Errorf("host output line %d: %q is not an output buffer", line, name)
			}
			if _, dup := res[name]; dup {
				return nil, fmt.Errorf("host output line %d: buffer %s printed twice", line, name)
			}
			cur = name
			res[cur] = []uint64{}
			continue
		}
		if cur == "" {
			return nil, fmt.Errorf("host output line %d: %q before any buffer", line, l)
		}
		width := 8
		if t := want[cur].Type; t == "u64" || t == "i64" || t == "f64" {
			width = 16
		}
		if len(l) != width {
			return nil, fmt.Errorf("host output line %d: %q is not %d hex digits", line, l, width)
		}
		v, err := strconv.ParseUint(l, 16, 64)
		if err != nil {
			return nil, fmt.Errorf("host output line %d: %q", line, l)
		}
		res[cur] = append(res[cur], v)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for name, b := range want {
		if len(res[name]) != len(b.Init) {
			return nil, fmt.Errorf("host printed %d values for buffer %s, want %d", len(res[name]), name, len(b.Init))
		}
	}
	return res, nil
}
