package main

import (
	"bufio"
	"context"
	"fmt"
	"math"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// The host reference runs the kernel body with lli. Address spaces are
// stripped, the id placeholders read globals that a generated driver sets,
// and the kernel is cut at every barrier into phase functions so that the
// driver can run phase k for all work-items of a workgroup before phase k+1.

const lliTool = "lli-16"

var (
	reAddrspaceComma = regexp.MustCompile(`,\s*addrspace\(\d+\)`)
	reAddrspace      = regexp.MustCompile(`\s*addrspace\(\d+\)`)
	reSyncscope      = regexp.MustCompile(`\s*syncscope\("[^"]*"\)`)
	reBarrier        = regexp.MustCompile(`^(\s*)call void @wavesim\.barrier\(\)\s*(;.*)?$`)
	reLabel          = regexp.MustCompile(`^([-$._A-Za-z0-9]+):`)
	reRet            = regexp.MustCompile(`^\s*ret\b`)
	rePlaceholderDcl = regexp.MustCompile(`^declare\b.*@wavesim\.`)
	reEmulatedDcl    = regexp.MustCompile(`^declare\b.*@__ws\.`)
)

// hostRewrite removes the device-only parts of one line of IR.
func hostRewrite(l string) string {
	l = reAddrspaceComma.ReplaceAllString(l, "")
	l = reAddrspace.ReplaceAllString(l, "")
	l = reSyncscope.ReplaceAllString(l, "")
	for _, e := range hostEmulated {
		l = strings.ReplaceAll(l, "@"+e.intrinsic+"(", "@"+e.fn+"(")
	}
	return l
}

// hostEmulated are intrinsics that lli's x86 backend cannot select, each
// with a host definition. llvm.canonicalize (LangRef) is the identity on
// every value but a signalling NaN, which it quiets, when denormals are
// kept, as the kernels keep f32 and f64 denormals (traces/README.md); so
// is x + -0.0 on the host, which does not flush denormals (+0 + -0 is +0).
var hostEmulated = []struct{ intrinsic, fn, def string }{
	{"llvm.canonicalize.f64", "__ws.canonicalize.f64",
		"define internal double @__ws.canonicalize.f64(double %x) {\n  %r = fadd double %x, -0.0\n  ret double %r\n}\n"},
	{"llvm.canonicalize.f32", "__ws.canonicalize.f32",
		"define internal float @__ws.canonicalize.f32(float %x) {\n  %r = fadd float %x, -0.0\n  ret float %r\n}\n"},
}

func irConst(a Arg) string {
	switch a.Type {
	case "i32", "u32":
		return "i32 " + strconv.FormatInt(int64(int32(uint32(a.Bits))), 10)
	case "i64", "u64":
		return "i64 " + strconv.FormatInt(int64(a.Bits), 10)
	case "f32":
		f := float64(math.Float32frombits(uint32(a.Bits)))
		return fmt.Sprintf("float 0x%016X", math.Float64bits(f))
	case "f64":
		return fmt.Sprintf("double 0x%016X", a.Bits)
	}
	panic("bad arg type " + a.Type)
}

func elemIRType(t string) string {
	if typeWidth(t) == 8 {
		return "i64"
	}
	return "i32"
}

// phases splits the kernel body at barrier lines.
func (t *Template) phases() ([][]string, error) {
	body := t.Lines[t.DefLine+1 : t.EndLine]
	var out [][]string
	var cur []string
	for i, l := range body {
		if !reBarrier.MatchString(l) {
			cur = append(cur, l)
			continue
		}
		// The label of the block that holds the barrier starts the next phase,
		// so that phi nodes after the barrier may still name that block.
		label := ""
		for j := i - 1; j >= 0; j-- {
			if m := reLabel.FindStringSubmatch(body[j]); m != nil {
				label = m[1]
				break
			}
		}
		cur = append(cur, "  ret void")
		out = append(out, cur)
		cur = nil
		if label != "" {
			cur = append(cur, label+":")
		}
	}
	out = append(out, cur)
	for k, ph := range out[:len(out)-1] {
		for _, l := range ph[:len(ph)-1] {
			if reRet.MatchString(stripComment(l)) {
				return nil, fmt.Errorf("phase %d: ret before a barrier (every work-item must reach every barrier)", k)
			}
		}
	}
	return out, nil
}

// hostModule builds the host reference program. Run with any argument it
// visits workgroups and work-items in reverse order and fills LDS with 0xa5
// instead of 0 at the start of every workgroup.
func hostModule(t *Template) (string, error) {
	ph, err := t.phases()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	w("; host reference module for %s (generated)\n\n", t.Name)

	params := hostRewrite(t.Params)
	for i, l := range t.Lines {
		if i >= t.DefLine && i <= t.EndLine {
			if i != t.DefLine {
				continue
			}
			for k, lines := range ph {
				w("define internal void @%s.phase%d(%s) {\n", t.Name, k, params)
				for _, pl := range lines {
					w("%s\n", hostRewrite(pl))
				}
				w("}\n\n")
			}
			continue
		}
		if strings.HasPrefix(l, ";") || rePlaceholderDcl.MatchString(l) || reEmulatedDcl.MatchString(hostRewrite(l)) {
			continue
		}
		if m := reLDS.FindStringSubmatch(l); m != nil {
			l = fmt.Sprintf("@%s = %sglobal %s zeroinitializer%s", m[1], m[2], m[3], m[5])
		}
		w("%s\n", hostRewrite(l))
	}

	h := t.Header
	ng := [3]int{h.Grid[0] / h.Workgroup[0], h.Grid[1] / h.Workgroup[1], h.Grid[2] / h.Workgroup[2]}
	wg := h.Workgroup
	dims := 1
	if h.Grid[2] > 1 {
		dims = 3
	} else if h.Grid[1] > 1 {
		dims = 2
	}
	// hsa_kernel_dispatch_packet_t as 16 little-endian words.
	pkt := make([]uint32, 16)
	pkt[0] = uint32(dims) << 16
	pkt[1] = uint32(wg[0]) | uint32(wg[1])<<16
	pkt[2] = uint32(wg[2])
	pkt[3], pkt[4], pkt[5] = uint32(h.Grid[0]), uint32(h.Grid[1]), uint32(h.Grid[2])
	var words []string
	for _, v := range pkt {
		words = append(words, fmt.Sprintf("i32 %d", int32(v)))
	}

	w("\n; ---- driver ----\n")
	w("@__ws.local = internal global [3 x i32] zeroinitializer\n")
	w("@__ws.group = internal global [3 x i32] zeroinitializer\n")
	w("@__ws.dispatch = internal global [16 x i32] [%s], align 64\n", strings.Join(words, ", "))
	for _, buf := range t.Buffers {
		et := elemIRType(buf.Type)
		var el []string
		for _, v := range buf.Init {
			if et == "i32" {
				el = append(el, fmt.Sprintf("i32 %d", int32(uint32(v))))
			} else {
				el = append(el, fmt.Sprintf("i64 %d", int64(v)))
			}
		}
		w("@__ws.buf.%s = internal global [%d x %s] [%s], align 16\n", buf.Name, len(buf.Init), et, strings.Join(el, ", "))
		w("@__ws.name.%s = private constant [%d x i8] c\"%s\\00\"\n", buf.Name, len(buf.Name)+1, buf.Name)
	}
	w("@__ws.fmt.name = private constant [6 x i8] c\"B %%s\\0A\\00\"\n")
	w("@__ws.fmt.32 = private constant [6 x i8] c\"%%08x\\0A\\00\"\n")
	w("@__ws.fmt.64 = private constant [8 x i8] c\"%%016lx\\0A\\00\"\n")
	w("declare i32 @printf(ptr, ...)\n")
	w("declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n\n")

	for d, c := range "xyz" {
		w("define internal i32 @wavesim.workitem.id.%c() {\n  %%p = getelementptr inbounds [3 x i32], ptr @__ws.local, i32 0, i32 %d\n  %%v = load i32, ptr %%p\n  ret i32 %%v\n}\n", c, d)
		w("define internal i32 @wavesim.workgroup.id.%c() {\n  %%p = getelementptr inbounds [3 x i32], ptr @__ws.group, i32 0, i32 %d\n  %%v = load i32, ptr %%p\n  ret i32 %%v\n}\n", c, d)
	}
	w("define internal ptr @wavesim.dispatch.ptr() {\n  ret ptr @__ws.dispatch\n}\n\n")
	for _, e := range hostEmulated {
		for _, l := range t.Lines {
			if strings.Contains(stripComment(l), "@"+e.intrinsic+"(") {
				w("%s", e.def)
				break
			}
		}
	}

	var args []string
	for _, a := range t.Args {
		if a.Buffer != "" {
			args = append(args, "ptr @__ws.buf."+a.Buffer)
		} else {
			args = append(args, irConst(a))
		}
	}
	for k := range ph {
		w("define internal void @__ws.call%d() {\n  call void @%s.phase%d(%s)\n  ret void\n}\n", k, t.Name, k, strings.Join(args, ", "))
	}

	// loop emits "for i in [0,n)" with i reversed when %rev is set, and the
	// index split into x, y, z by the sizes sx, sy; ids go to the global g.
	nl := wg[0] * wg[1] * wg[2]
	w(`
define internal void @__ws.items(ptr %%fn, i1 %%rev) {
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
  %%t = udiv i32 %%k, %d
  %%y = urem i32 %%t, %d
  %%z = udiv i32 %%t, %d
  store i32 %%x, ptr @__ws.local
  %%py = getelementptr inbounds [3 x i32], ptr @__ws.local, i32 0, i32 1
  store i32 %%y, ptr %%py
  %%pz = getelementptr inbounds [3 x i32], ptr @__ws.local, i32 0, i32 2
  store i32 %%z, ptr %%pz
  call void %%fn()
  %%i.next = add i32 %%i, 1
  br label %%head
exit:
  ret void
}
`, nl, nl-1, wg[0], wg[0], wg[1], wg[1])

	ngt := ng[0] * ng[1] * ng[2]
	w(`
define internal void @__ws.run(i1 %%rev, i8 %%fill) {
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
  %%t = udiv i32 %%k, %d
  %%y = urem i32 %%t, %d
  %%z = udiv i32 %%t, %d
  store i32 %%x, ptr @__ws.group
  %%py = getelementptr inbounds [3 x i32], ptr @__ws.group, i32 0, i32 1
  store i32 %%y, ptr %%py
  %%pz = getelementptr inbounds [3 x i32], ptr @__ws.group, i32 0, i32 2
  store i32 %%z, ptr %%pz
`, ngt, ngt-1, ng[0], ng[0], ng[1], ng[1])
	for i, v := range t.LDS {
		w("  %%lds.sz.p%d = getelementptr %s, ptr null, i32 1\n", i, v.Type)
		w("  %%lds.sz%d = ptrtoint ptr %%lds.sz.p%d to i64\n", i, i)
		w("  call void @llvm.memset.p0.i64(ptr @%s, i8 %%fill, i64 %%lds.sz%d, i1 false)\n", v.Name, i)
	}
	for k := range ph {
		w("  call void @__ws.items(ptr @__ws.call%d, i1 %%rev)\n", k)
	}
	w("  %%i.next = add i32 %%i, 1\n  br label %%head\nexit:\n  ret void\n}\n")

	w("\ndefine i32 @main(i32 %%argc, ptr %%argv) {\nentry:\n")
	w("  %%rev = icmp sgt i32 %%argc, 1\n")
	w("  %%fill = select i1 %%rev, i8 -91, i8 0\n")
	w("  call void @__ws.run(i1 %%rev, i8 %%fill)\n")
	for _, buf := range t.Buffers {
		et := elemIRType(buf.Type)
		fmtName := "@__ws.fmt.32"
		if et == "i64" {
			fmtName = "@__ws.fmt.64"
		}
		n := buf.Name
		w("  call i32 (ptr, ...) @printf(ptr @__ws.fmt.name, ptr @__ws.name.%s)\n", n)
		w("  br label %%p.%s.head\n", n)
		w("p.%s.head:\n", n)
		w("  %%p.%s.i = phi i32 [0, %%%s], [%%p.%s.next, %%p.%s.body]\n", n, prevBlock(t, buf), n, n)
		w("  %%p.%s.done = icmp eq i32 %%p.%s.i, %d\n", n, n, len(buf.Init))
		w("  br i1 %%p.%s.done, label %%p.%s.exit, label %%p.%s.body\n", n, n, n)
		w("p.%s.body:\n", n)
		w("  %%p.%s.ptr = getelementptr inbounds [%d x %s], ptr @__ws.buf.%s, i32 0, i32 %%p.%s.i\n", n, len(buf.Init), et, n, n)
		w("  %%p.%s.v = load %s, ptr %%p.%s.ptr\n", n, et, n)
		w("  call i32 (ptr, ...) @printf(ptr %s, %s %%p.%s.v)\n", fmtName, et, n)
		w("  %%p.%s.next = add i32 %%p.%s.i, 1\n", n, n)
		w("  br label %%p.%s.head\n", n)
		w("p.%s.exit:\n", n)
	}
	w("  ret i32 0\n}\n")
	return b.String(), nil
}

// prevBlock names the block that branches into the print loop of buf.
func prevBlock(t *Template, buf *Buffer) string {
	prev := "entry"
	for _, b := range t.Buffers {
		if b == buf {
			return prev
		}
		prev = "p." + b.Name + ".exit"
	}
	return prev
}

// runHost runs the host module and returns the final contents of every buffer.
func runHost(ctx context.Context, hostFile string, reverse bool, t *Template) (map[string][]uint64, error) {
	args := []string{hostFile}
	if reverse {
		args = append(args, "reverse")
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, lliTool, args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%s %s: %v\n%s", lliTool, strings.Join(args, " "), err, stderr.String())
	}
	res := map[string][]uint64{}
	var cur string
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(l, "B ") {
			cur = l[2:]
			res[cur] = []uint64{}
			continue
		}
		if cur == "" {
			return nil, fmt.Errorf("unexpected host output %q", l)
		}
		v, err := strconv.ParseUint(l, 16, 64)
		if err != nil {
			return nil, fmt.Errorf("bad host output %q", l)
		}
		res[cur] = append(res[cur], v)
	}
	for _, b := range t.Buffers {
		if len(res[b.Name]) != len(b.Init) {
			return nil, fmt.Errorf("host printed %d values for buffer %s, want %d", len(res[b.Name]), b.Name, len(b.Init))
		}
	}
	return res, nil
}
