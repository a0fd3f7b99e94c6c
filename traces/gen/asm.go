package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

var reAsmLabel = regexp.MustCompile(`^[.A-Za-z_$][-.A-Za-z0-9_$]*:`)

// kernelBody returns the instruction lines of kernel name in an llc .s file:
// everything between the "name:" label and the ".Lfunc_endN:" label, with
// comments, directives and labels removed.
func kernelBody(asm, name string) []string {
	var out []string
	in := false
	for _, l := range strings.Split(asm, "\n") {
		if !in {
			if strings.HasPrefix(l, name+":") {
				in = true
			}
			continue
		}
		if strings.HasPrefix(l, ".Lfunc_end") {
			break
		}
		s := strings.TrimSpace(l)
		if i := strings.Index(s, ";"); i >= 0 {
			s = strings.TrimSpace(s[:i])
		}
		if s == "" || strings.HasPrefix(s, ".") && !reAsmLabel.MatchString(s) || reAsmLabel.MatchString(s) {
			continue
		}
		out = append(out, s)
	}
	return out
}

// mnemonics returns the mnemonic of every instruction in the kernel body.
func mnemonics(asm, name string) []string {
	var out []string
	for _, s := range kernelBody(asm, name) {
		out = append(out, strings.Fields(s)[0])
	}
	return out
}

func countPrefix(ms []string, prefix string) int {
	n := 0
	for _, m := range ms {
		if strings.HasPrefix(m, prefix) {
			n++
		}
	}
	return n
}

var reFuncType = regexp.MustCompile(`(?m)^\s*\.type\s+([.A-Za-z_$][-.A-Za-z0-9_$]*),@function`)

// checkAsm applies the template's assembly assertions to one variant: to
// the instructions of the kernel and of every function it defines.
func checkAsm(t *Template, v *Variant, asm string) error {
	body := strings.Join(kernelBody(asm, t.Name), "\n")
	if body == "" {
		return fmt.Errorf("%s/%s: no instructions found for kernel %s", t.Name, v.Name, t.Name)
	}
	for _, m := range reFuncType.FindAllStringSubmatch(asm, -1) {
		if m[1] != t.Name {
			body += "\n" + strings.Join(kernelBody(asm, m[1]), "\n")
		}
	}
	for _, c := range t.Header.Asm {
		pat := c.Variants
		if pat == "" {
			pat = "*"
		}
		if ok, _ := filepath.Match(pat, v.Name); !ok {
			continue
		}
		if c.Match != "" && !regexp.MustCompile(`(?m)`+c.Match).MatchString(body) {
			return fmt.Errorf("%s/%s: assembly lacks /%s/ (%s)", t.Name, v.Name, c.Match, c.Why)
		}
		if c.Absent != "" && regexp.MustCompile(`(?m)`+c.Absent).MatchString(body) {
			return fmt.Errorf("%s/%s: assembly has /%s/ (%s)", t.Name, v.Name, c.Absent, c.Why)
		}
	}
	return nil
}

// writeMnemonicList writes every distinct mnemonic of the corpus under root
// with the number of .s files it occurs in and the variants it occurs in.
func writeMnemonicList(root string, kernels []string, path string) error {
	files := map[string]int{}
	vars := map[string]map[string]bool{}
	total := 0
	for _, k := range kernels {
		for _, v := range variants {
			raw, err := os.ReadFile(filepath.Join(root, k, v.Name+".s"))
			if os.IsNotExist(err) {
				continue
			}
			if err != nil {
				return err
			}
			total++
			seen := map[string]bool{}
			for _, m := range mnemonics(string(raw), k) {
				if seen[m] {
					continue
				}
				seen[m] = true
				files[m]++
				if vars[m] == nil {
					vars[m] = map[string]bool{}
				}
				vars[m][v.Name] = true
			}
		}
	}
	var names []string
	for m := range files {
		names = append(names, m)
	}
	sort.Strings(names)
	var b strings.Builder
	fmt.Fprintf(&b, "# %d distinct mnemonics in %d .s files of %d kernels\n", len(names), total, len(kernels))
	fmt.Fprintf(&b, "# mnemonic\tfiles\tvariants\n")
	for _, m := range names {
		var vs []string
		for _, v := range variants {
			if vars[m][v.Name] {
				vs = append(vs, v.Name)
			}
		}
		fmt.Fprintf(&b, "%s\t%d\t%s\n", m, files[m], strings.Join(vs, ","))
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
