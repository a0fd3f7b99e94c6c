// Command gen runs the mnemonic sweep: it compiles every kernel file
// traces/sweep/*.ll with every llc version, target and optimization level
// of the sweep, collects the mnemonic of every instruction line of the
// output, and writes
//
//   - traces/sweep/mnemonics.txt: one line per distinct mnemonic with the
//     targets and the llc versions that emit it;
//   - traces/sweep/failures.txt: every (file, llc version, target,
//     optimization level) for which llc failed, with its first error line;
//   - traces/sweep/roundtrip.txt: the round trip of every .s llc produced
//     (wavesim reads and prints it, llvm-mc of the same version assembles
//     both, the encodings must be equal), with every output that failed
//     it; any such output makes the command fail.
//
// The .s files themselves are not kept (-keep DIR writes them to DIR).
//
// Usage, from the repository root:
//
//	go run ./traces/sweep/gen [flags]
//
// Flags:
//
//	-check     regenerate in memory and report any difference from the
//	           checked-in files (exit status 1)
//	-dir DIR   sweep directory (default "traces/sweep")
//	-j N       parallel llc runs
//	-keep DIR  also write every .s file to DIR
//	-cache DIR reuse the results of earlier runs kept in DIR (by kernel
//	           file content without comments, llc version, target and
//	           level) and add the new ones; the inventory is the same with
//	           or without it
//	-v         print every failure as it happens
package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
)

// Target is one llc target configuration of the sweep.
type Target struct {
	Name string // inventory name: the CPU, with "-w64" for wave64 on a wave32 target
	CPU  string
	Attr string // -mattr value, if any
	// Versions are the llc versions the target is swept with; nil means
	// every one of Versions. The CDNA2/3, RDNA3.5 and RDNA4 targets are
	// swept with llc-19 only: llc-14 and llc-16 know none of gfx942,
	// gfx1150 and gfx1201, and the inventory of what the project runs on
	// them is llc-19's (docs/reference/new-targets-inventory.md).
	Versions []int
}

// sweptWith reports whether the target is swept with llc version v.
func (t Target) sweptWith(v int) bool {
	return t.Versions == nil || slices.Contains(t.Versions, v)
}

// Versions are the llc versions of the sweep (Debian packages llvm-N).
var Versions = []int{14, 15, 16, 19}

// Targets are the targets of the sweep, in inventory order.
var Targets = []Target{
	{"gfx900", "gfx900", "", nil},
	{"gfx906", "gfx906", "", nil},
	{"gfx1010", "gfx1010", "", nil},
	{"gfx1010-w64", "gfx1010", "+wavefrontsize64", nil},
	{"gfx1030", "gfx1030", "", nil},
	{"gfx1030-w64", "gfx1030", "+wavefrontsize64", nil},
	{"gfx1100", "gfx1100", "", nil},
	{"gfx1100-w64", "gfx1100", "+wavefrontsize64", nil},
	{"gfx90a", "gfx90a", "", llc19},
	{"gfx942", "gfx942", "", llc19},
	{"gfx1150", "gfx1150", "", llc19},
	{"gfx1201", "gfx1201", "", llc19},
}

var llc19 = []int{19}

// Opts are the optimization levels of the sweep.
var Opts = []string{"O0", "O2"}

// llcTimeout bounds one llc run; no kernel of the sweep takes more than a
// few seconds on its targets.
const llcTimeout = 2 * time.Minute

type job struct {
	file   string // base name, "int_arith_i32.ll"
	sum    string // the file's content hash, for the cache
	ver    int
	target Target
	opt    string
	known  bool // llc knows the target's processor
}

// name is the job's .s file name: FILE-llvmN-TARGET-OPT.s without ".s".
func (j job) name() string {
	return fmt.Sprintf("%s-llvm%d-%s-%s", strings.TrimSuffix(j.file, ".ll"), j.ver, j.target.Name, j.opt)
}

type probeKey struct {
	ver    int
	target string // Target.Name
}

// probeTargets finds the targets each llc version knows, by compiling an
// empty kernel: for a processor it does not know, llc warns "is not a
// recognized processor" and goes on for a generic one, where a sweep
// kernel can make it fail or run for minutes.
func probeTargets() map[probeKey]bool {
	known := map[probeKey]bool{}
	for _, v := range Versions {
		for _, t := range Targets {
			if !t.sweptWith(v) {
				continue
			}
			args := []string{"-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + t.CPU, "-o", "/dev/null"}
			cmd := exec.Command(llcName(v), args...)
			cmd.Stdin = strings.NewReader("define amdgpu_kernel void @k() {\n  ret void\n}\n")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			err := cmd.Run()
			known[probeKey{v, t.Name}] = err == nil && !strings.Contains(stderr.String(), "is not a recognized processor")
		}
	}
	return known
}

type outcome struct {
	job
	asm string
	err string // normalized failure, "" when llc succeeded
}

func main() {
	dir := flag.String("dir", filepath.Join("traces", "sweep"), "sweep directory (holds the .ll kernels)")
	check := flag.Bool("check", false, "verify that the checked-in inventory is up to date")
	jobs := flag.Int("j", runtime.NumCPU(), "parallel llc runs")
	keep := flag.String("keep", "", "also write every .s file to this directory")
	cache := flag.String("cache", "", "reuse and add to the llc results kept in this directory")
	verbose := flag.Bool("v", false, "print every llc failure")
	flag.Parse()
	if err := run(*dir, *check, *jobs, *keep, *cache, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "sweep:", err)
		os.Exit(1)
	}
}

func run(dir string, check bool, jobs int, keep, cache string, verbose bool) error {
	files, err := filepath.Glob(filepath.Join(dir, "*.ll"))
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return fmt.Errorf("no kernels in %s (run from the repository root or pass -dir)", dir)
	}
	sort.Strings(files)
	var missing []string
	for _, v := range Versions {
		if _, err := exec.LookPath(llcName(v)); err != nil {
			missing = append(missing, llcName(v))
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("%s not found (install the Debian packages llvm-14 llvm-15 llvm-16 llvm-19)", strings.Join(missing, ", "))
	}
	known := probeTargets()
	var all []job
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(codeOf(raw))
		for _, v := range Versions {
			for _, t := range Targets {
				if !t.sweptWith(v) {
					continue
				}
				for _, o := range Opts {
					all = append(all, job{filepath.Base(f), hex.EncodeToString(sum[:6]), v, t, o, known[probeKey{v, t.Name}]})
				}
			}
		}
	}
	start := time.Now()
	outs := compileAll(dir, all, jobs, keep, cache, verbose)
	inv := buildInventory(outs)
	mn, fl := inv.mnemonicsText(len(files)), inv.failuresText(len(all))
	fmt.Printf("%d llc runs in %.0fs: %d failed, %d distinct mnemonics\n",
		len(all), time.Since(start).Seconds(), len(inv.failures), len(inv.mnemonics))
	start = time.Now()
	rts := roundTripAll(outs, jobs)
	rt := roundTripText(rts)
	nbad := 0
	for _, r := range rts {
		if r.reason != "" {
			nbad++
		}
	}
	fmt.Printf("%d outputs round-tripped in %.0fs: %d not identical\n", len(rts), time.Since(start).Seconds(), nbad)
	mpath, fpath := filepath.Join(dir, "mnemonics.txt"), filepath.Join(dir, "failures.txt")
	rpath := filepath.Join(dir, "roundtrip.txt")
	if check {
		var stale []string
		for _, c := range []struct{ path, want string }{{mpath, mn}, {fpath, fl}, {rpath, rt}} {
			got, err := os.ReadFile(c.path)
			if err != nil || string(got) != c.want {
				stale = append(stale, c.path)
				if err == nil {
					fmt.Print(firstDiff(c.path, string(got), c.want))
				}
			}
		}
		if len(stale) > 0 {
			return fmt.Errorf("out of date: %s (run make sweep)", strings.Join(stale, ", "))
		}
		fmt.Println("inventory up to date")
		return nil
	}
	if err := os.WriteFile(mpath, []byte(mn), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(fpath, []byte(fl), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(rpath, []byte(rt), 0o644); err != nil {
		return err
	}
	fmt.Printf("wrote %s, %s and %s\n", mpath, fpath, rpath)
	if nbad > 0 {
		return fmt.Errorf("%d llc outputs do not round-trip through wavesim print (listed in %s)", nbad, rpath)
	}
	return nil
}

// codeOf is what the cache key hashes: the kernel file without its
// comment lines, which llc ignores, so that editing a comment (such as a
// launch header) does not invalidate the kept results.
func codeOf(raw []byte) []byte {
	var b bytes.Buffer
	for _, l := range strings.SplitAfter(string(raw), "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), ";") {
			continue
		}
		b.WriteString(l)
	}
	return b.Bytes()
}

func llcName(v int) string { return fmt.Sprintf("llc-%d", v) }

// forEach runs f(0) ... f(count-1) on a pool of n workers.
func forEach(n, count int, f func(i int)) {
	if n < 1 {
		n = 1
	}
	idx := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < n; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range idx {
				f(i)
			}
		}()
	}
	for i := 0; i < count; i++ {
		idx <- i
	}
	close(idx)
	wg.Wait()
}

// compileAll runs every job on a pool of n workers and returns the
// outcomes in job order.
func compileAll(dir string, all []job, n int, keep, cache string, verbose bool) []outcome {
	outs := make([]outcome, len(all))
	var mu sync.Mutex
	forEach(n, len(all), func(i int) {
		o, cached := fromCache(cache, all[i])
		if !cached {
			o = compile(dir, all[i])
			toCache(cache, o)
		}
		if keep != "" && o.err == "" {
			if err := os.MkdirAll(keep, 0o755); err == nil {
				_ = os.WriteFile(filepath.Join(keep, o.name()+".s"), []byte(o.asm), 0o644)
			}
		}
		if verbose && o.err != "" {
			mu.Lock()
			fmt.Printf("%s llc-%d %s -%s: %s\n", o.file, o.ver, o.target.Name, o.opt, o.err)
			mu.Unlock()
		}
		outs[i] = o
	})
	return outs
}

// fromCache returns the kept result of job j: DIR/SUM/NAME.s holds the
// assembly of a run that succeeded, DIR/SUM/NAME.err the failure line.
func fromCache(dir string, j job) (outcome, bool) {
	if dir == "" {
		return outcome{}, false
	}
	base := filepath.Join(dir, j.sum, j.name())
	if raw, err := os.ReadFile(base + ".s"); err == nil {
		return outcome{job: j, asm: string(raw)}, true
	}
	if raw, err := os.ReadFile(base + ".err"); err == nil {
		return outcome{job: j, err: stableEnd(string(raw))}, true
	}
	return outcome{}, false
}

func toCache(dir string, o outcome) {
	if dir == "" || strings.HasPrefix(o.err, "timeout") {
		return
	}
	sub := filepath.Join(dir, o.sum)
	if err := os.MkdirAll(sub, 0o755); err != nil {
		return
	}
	if o.err != "" {
		_ = os.WriteFile(filepath.Join(sub, o.name()+".err"), []byte(o.err), 0o644)
		return
	}
	_ = os.WriteFile(filepath.Join(sub, o.name()+".s"), []byte(o.asm), 0o644)
}

func compile(dir string, j job) outcome {
	if !j.known {
		return outcome{job: j, err: "unknown processor " + j.target.CPU}
	}
	args := []string{"-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + j.target.CPU}
	if j.target.Attr != "" {
		args = append(args, "-mattr="+j.target.Attr)
	}
	if j.ver == 14 {
		// LLVM 14 reads opaque pointers (the kernels' ptr syntax) only
		// when asked; LLVM 15 made them the default.
		args = append(args, "-opaque-pointers")
	}
	args = append(args, "-"+j.opt, "-o", "-", j.file)
	ctx, cancel := context.WithTimeout(context.Background(), llcTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, llcName(j.ver), args...)
	cmd.Dir = dir
	// A crashing llc would run llvm-symbolizer over its stack trace: slow,
	// and only the first error line is kept.
	cmd.Env = append(os.Environ(), "LLVM_DISABLE_SYMBOLIZATION=1", "LLVM_DISABLE_CRASH_REPORT=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	o := outcome{job: j}
	switch {
	case ctx.Err() != nil:
		o.err = fmt.Sprintf("timeout after %s", llcTimeout)
	case strings.Contains(stderr.String(), "is not a recognized processor"):
		// llc warns, then compiles for a generic processor (or fails
		// doing so): not the target.
		o.err = "unknown processor " + j.target.CPU
	case err != nil:
		o.err = failureLine(stderr.String(), err)
	default:
		o.asm = stdout.String()
	}
	return o
}

// failureLine reduces llc's diagnostics to one stable line: the first
// line that names an error, with the program name, file paths, pointer
// values and debug-location markers removed; otherwise how llc ended.
func failureLine(stderr string, err error) string {
	for _, l := range strings.Split(stderr, "\n") {
		if !strings.Contains(strings.ToLower(l), "error") {
			continue
		}
		return normalize(l)
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return stableEnd(ee.ProcessState.String())
	}
	return err.Error()
}

// stableEnd names a crash without its signal: llc-15 dies on the same
// input with a segmentation fault one run and a bus error the next.
func stableEnd(s string) string {
	if strings.HasPrefix(s, "signal: ") {
		return "crashed (killed by a signal)"
	}
	return s
}

const maxFailureLen = 160

func normalize(l string) string {
	l = strings.TrimSpace(l)
	// "llc-14: error: llc-14: file.ll:3:4: error: ..." and "llc: error: ...":
	// the leading program names and "error:" go.
	for {
		i := strings.Index(l, ": ")
		if i < 0 {
			break
		}
		head := l[:i]
		if head == "error" || strings.HasPrefix(head, "llc") && !strings.ContainsAny(head, " ") {
			l = l[i+2:]
			continue
		}
		break
	}
	var b strings.Builder
	for i := 0; i < len(l); {
		switch {
		case strings.HasPrefix(l[i:], "0x"):
			// SelectionDAG node addresses differ from run to run.
			j := i + 2
			for j < len(l) && strings.IndexByte("0123456789abcdefABCDEF", l[j]) >= 0 {
				j++
			}
			b.WriteString("0x?")
			i = j
		case strings.HasPrefix(l[i:], "# D:"):
			j := i + 4
			for j < len(l) && l[j] >= '0' && l[j] <= '9' {
				j++
			}
			if j < len(l) && l[j] == ' ' {
				j++
			}
			i = j
		default:
			b.WriteByte(l[i])
			i++
		}
	}
	s := b.String()
	if len(s) > maxFailureLen {
		s = s[:maxFailureLen] + "..."
	}
	return s
}

// firstDiff describes the first line where two versions of a file differ.
func firstDiff(path, got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("%s:%d:\n  checked in:  %q\n  regenerated: %q\n", path, i+1, gl, wl)
		}
	}
	return ""
}
