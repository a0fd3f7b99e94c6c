// Command gen builds the wavesim trace corpus under traces/.
//
// For every kernel template traces/src/NAME.ll it
//
//   - expands the launch description in the template header (the ";!" lines)
//     into buffer contents and kernel arguments;
//   - builds a host module from the same kernel text, runs it with lli twice
//     (work-items in forward and in reverse order, LDS filled with different
//     garbage) and records the final output buffers as the expectation;
//   - builds a device module and compiles it with llc for every variant,
//     re-assembles each result with llvm-mc and checks the template's
//     assembly assertions;
//   - writes traces/NAME/launch.json and traces/NAME/VARIANT.s.
//
// Usage, from the repository root:
//
//	go run ./traces/gen [flags]
//
// Flags:
//
//	-only a,b        regenerate only the named kernels
//	-check           regenerate into a temporary directory and report any
//	                 difference from the checked-in files (exit status 1)
//	-keep            also write the intermediate device.ll and host.ll to
//	                 traces/NAME/build/ (ignored by git)
//	-mnemonics FILE  write the distinct instruction mnemonics of all .s files
//	-j N             parallel jobs
//	-dir DIR         corpus root (default "traces")
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
)

type result struct {
	name     string
	produced []string
	skipped  []string
	cmpx     map[string]int
	err      error
}

func main() {
	dir := flag.String("dir", "traces", "corpus root (contains src/)")
	only := flag.String("only", "", "comma-separated kernel names to regenerate")
	check := flag.Bool("check", false, "verify that the checked-in files are up to date")
	keep := flag.Bool("keep", false, "keep device.ll and host.ll under NAME/build/")
	mnem := flag.String("mnemonics", "", "write the mnemonic list of the corpus to this file")
	jobs := flag.Int("j", runtime.NumCPU(), "parallel jobs")
	flag.Parse()
	if err := mainErr(*dir, *only, *check, *keep, *mnem, *jobs); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

// kernelJob is one kernel to generate: a corpus template (traces/src) or a
// runnable sweep kernel (traces/sweep), with its output directory relative
// to the corpus root.
type kernelJob struct {
	name string
	rel  string
	load func() (*Template, error)
}

// kernelJobs lists the corpus templates, then the runnable sweep kernels.
func kernelJobs(dir string) ([]kernelJob, error) {
	srcs, err := filepath.Glob(filepath.Join(dir, "src", "*.ll"))
	if err != nil {
		return nil, err
	}
	if len(srcs) == 0 {
		return nil, fmt.Errorf("no templates in %s/src (run from the repository root or pass -dir)", dir)
	}
	sort.Strings(srcs)
	var out []kernelJob
	seen := map[string]string{}
	for _, s := range srcs {
		n := strings.TrimSuffix(filepath.Base(s), ".ll")
		out = append(out, kernelJob{name: n, rel: n, load: func() (*Template, error) { return loadTemplate(s) }})
		seen[n] = s
	}
	sw, err := sweepTemplates(dir)
	if err != nil {
		return nil, err
	}
	var swNames []string
	for n := range sw {
		swNames = append(swNames, n)
	}
	sort.Strings(swNames)
	for _, n := range swNames {
		k := sw[n]
		if prev, ok := seen[n]; ok {
			return nil, fmt.Errorf("%s: kernel %s is also %s", k.Path, n, prev)
		}
		out = append(out, kernelJob{name: n, rel: filepath.Join(sweepRunDir, n), load: k.template})
	}
	return out, nil
}

func mainErr(dir, only string, check, keep bool, mnem string, jobs int) error {
	all, err := kernelJobs(dir)
	if err != nil {
		return err
	}
	byName := map[string]kernelJob{}
	for _, k := range all {
		byName[k.name] = k
	}
	names := all
	if only != "" {
		names = nil
		for _, n := range strings.Split(only, ",") {
			k, ok := byName[n]
			if !ok {
				return fmt.Errorf("no template %s/src/%s.ll and no sweep kernel %s with a launch header", dir, n, n)
			}
			names = append(names, k)
		}
	}
	for _, tool := range []string{lliTool, "llc-14", "llc-16", "llvm-mc-14", "llvm-mc-16"} {
		if _, err := exec.LookPath(tool); err != nil {
			return fmt.Errorf("%s not found: install the Debian LLVM 14 and 16 packages (llvm-14, llvm-16)", tool)
		}
	}

	out := dir
	if check {
		tmp, err := os.MkdirTemp("", "wavesim-traces-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		out = tmp
	}
	tmp, err := os.MkdirTemp("", "wavesim-gen-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	start := time.Now()
	results := make([]result, len(names))
	sem := make(chan struct{}, max(jobs, 1))
	var wg sync.WaitGroup
	for i, k := range names {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			results[i] = genKernel(context.Background(), k, out, filepath.Join(tmp, k.name), keep && !check)
		}()
	}
	wg.Wait()

	var errs []error
	for _, r := range results {
		if r.err != nil {
			errs = append(errs, r.err)
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}

	if !check && only == "" {
		warnStale(dir, all)
	}
	printSummary(results, time.Since(start))

	if check {
		if err := compareTrees(dir, out, names); err != nil {
			return err
		}
		fmt.Printf("check: %d kernels up to date\n", len(names))
	}
	if mnem != "" {
		// The corpus kernels only: the sweep's mnemonics are in its own
		// inventory.
		var ks []string
		root := dir
		from := all
		if check {
			root = out
			from = names
		}
		for _, k := range from {
			if k.rel == k.name {
				ks = append(ks, k.name)
			}
		}
		if err := writeMnemonicList(root, ks, mnem); err != nil {
			return err
		}
		fmt.Printf("mnemonics: %s\n", mnem)
	}
	return nil
}

func genKernel(ctx context.Context, k kernelJob, outRoot, work string, keep bool) (res result) {
	name := k.name
	res.name = name
	res.cmpx = map[string]int{}
	fail := func(err error) result {
		res.err = fmt.Errorf("%s: %w", name, err)
		return res
	}
	t, err := k.load()
	if err != nil {
		return fail(err)
	}
	if err := os.MkdirAll(work, 0o755); err != nil {
		return fail(err)
	}
	kdir := filepath.Join(outRoot, k.rel)
	if err := os.MkdirAll(kdir, 0o755); err != nil {
		return fail(err)
	}

	// Host reference.
	host, err := hostModule(t)
	if err != nil {
		return fail(err)
	}
	hostFile := filepath.Join(work, "host.ll")
	if err := os.WriteFile(hostFile, []byte(host), 0o644); err != nil {
		return fail(err)
	}
	dev, err := deviceModule(t)
	if err != nil {
		return fail(err)
	}
	devFile := filepath.Join(work, "device.ll")
	if err := os.WriteFile(devFile, []byte(dev), 0o644); err != nil {
		return fail(err)
	}
	if keep {
		bdir := filepath.Join(kdir, "build")
		if err := os.MkdirAll(bdir, 0o755); err != nil {
			return fail(err)
		}
		os.WriteFile(filepath.Join(bdir, "host.ll"), []byte(host), 0o644)
		os.WriteFile(filepath.Join(bdir, "device.ll"), []byte(dev), 0o644)
	}
	fwd, err := runHost(ctx, hostFile, false, t)
	if err != nil {
		return fail(err)
	}
	rev, err := runHost(ctx, hostFile, true, t)
	if err != nil {
		return fail(err)
	}
	expect := map[string][]uint64{}
	for _, b := range t.Buffers {
		for i := range b.Init {
			if fwd[b.Name][i] != rev[b.Name][i] {
				return fail(fmt.Errorf("buffer %s[%d] depends on the execution order or on uninitialized LDS (%#x vs %#x)", b.Name, i, fwd[b.Name][i], rev[b.Name][i]))
			}
		}
		changed := false
		for i := range b.Init {
			if fwd[b.Name][i] != b.Init[i] {
				changed = true
				if !t.isOutput(b.Name) {
					return fail(fmt.Errorf("kernel writes buffer %s[%d] which is not listed in outputs", b.Name, i))
				}
			}
		}
		if t.isOutput(b.Name) {
			if !changed {
				return fail(fmt.Errorf("output buffer %s is never changed", b.Name))
			}
			expect[b.Name] = fwd[b.Name]
		}
	}
	js, err := launchJSON(t, expect)
	if err != nil {
		return fail(err)
	}
	if err := os.WriteFile(filepath.Join(kdir, "launch.json"), js, 0o644); err != nil {
		return fail(err)
	}

	// Device code for every variant.
	for i := range variants {
		v := &variants[i]
		sFile := filepath.Join(kdir, v.Name+".s")
		if reason, ok := t.Header.Skip[v.Name]; ok {
			res.skipped = append(res.skipped, v.Name+" ("+reason+")")
			os.Remove(sFile)
			continue
		}
		if !t.Header.makes(v) {
			continue // an opt-in variant the kernel does not ask for
		}
		if err := run(ctx, 5*time.Minute, v.LLC, v.llcArgs(devFile, sFile)...); err != nil {
			return fail(fmt.Errorf("%s: %v", v.Name, err))
		}
		if err := run(ctx, 5*time.Minute, v.MC, v.mcArgs(sFile)...); err != nil {
			return fail(fmt.Errorf("%s: re-assembly failed: %v", v.Name, err))
		}
		raw, err := os.ReadFile(sFile)
		if err != nil {
			return fail(err)
		}
		if err := checkAsm(t, v, string(raw)); err != nil {
			return fail(err)
		}
		res.cmpx[v.Name] = countPrefix(mnemonics(string(raw), name), "v_cmpx_")
		res.produced = append(res.produced, v.Name)
	}
	// Remove assembly files that this run did not produce.
	keepFile := map[string]bool{}
	for _, v := range res.produced {
		keepFile[v+".s"] = true
	}
	ents, _ := os.ReadDir(kdir)
	for _, e := range ents {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".s") && !keepFile[e.Name()] {
			os.Remove(filepath.Join(kdir, e.Name()))
		}
	}
	return res
}

func warnStale(dir string, all []kernelJob) {
	have := map[string]bool{}
	for _, k := range all {
		have[k.rel] = true
	}
	for _, sub := range []string{"", sweepRunDir} {
		ents, _ := os.ReadDir(filepath.Join(dir, sub))
		for _, e := range ents {
			rel := filepath.Join(sub, e.Name())
			if !e.IsDir() || have[rel] {
				continue
			}
			if _, err := os.Stat(filepath.Join(dir, rel, "launch.json")); err == nil {
				fmt.Fprintf(os.Stderr, "gen: warning: %s/%s has no template in %s/src and no sweep kernel with a launch header\n", dir, rel, dir)
			}
		}
	}
}

// compareTrees reports every generated file that differs from the checked-in
// one, and every checked-in file the generator would not produce.
func compareTrees(have, want string, kernels []kernelJob) error {
	var diffs []string
	for _, k := range kernels {
		n := k.rel
		wantFiles := map[string]bool{}
		ents, err := os.ReadDir(filepath.Join(want, n))
		if err != nil {
			return err
		}
		for _, e := range ents {
			if e.IsDir() {
				continue
			}
			wantFiles[e.Name()] = true
			a, err := os.ReadFile(filepath.Join(have, n, e.Name()))
			if err != nil {
				diffs = append(diffs, fmt.Sprintf("%s/%s: missing", n, e.Name()))
				continue
			}
			b, _ := os.ReadFile(filepath.Join(want, n, e.Name()))
			if !bytes.Equal(a, b) {
				diffs = append(diffs, fmt.Sprintf("%s/%s: out of date", n, e.Name()))
			}
		}
		ents, _ = os.ReadDir(filepath.Join(have, n))
		for _, e := range ents {
			if !e.IsDir() && !wantFiles[e.Name()] {
				diffs = append(diffs, fmt.Sprintf("%s/%s: not produced by the generator", n, e.Name()))
			}
		}
	}
	if len(diffs) > 0 {
		return fmt.Errorf("corpus is out of date (run go run ./traces/gen):\n  %s", strings.Join(diffs, "\n  "))
	}
	return nil
}

func printSummary(results []result, took time.Duration) {
	fmt.Printf("%-22s %-8s %-16s %s\n", "kernel", "variants", "v_cmpx gfx1030", "skipped")
	fmt.Printf("%-22s %-8s %-16s %s\n", "", "", "llvm14 / llvm16", "")
	total := 0
	for _, r := range results {
		total += len(r.produced)
		skip := "-"
		if len(r.skipped) > 0 {
			skip = strings.Join(r.skipped, "; ")
		}
		fmt.Printf("%-22s %-8d %-16s %s\n", r.name, len(r.produced),
			fmt.Sprintf("%d / %d", r.cmpx["llvm14-gfx1030"], r.cmpx["llvm16-gfx1030"]), skip)
	}
	fmt.Printf("%d kernels, %d .s files, %.1fs\n", len(results), total, took.Seconds())
}
