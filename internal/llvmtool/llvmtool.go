// Package llvmtool finds and runs the Debian LLVM tools the tests use as
// oracles (llvm-mc, llvm-objdump, llc), skipping cleanly where they are
// missing, and the llvm-objdump that sim/launch disassembles code objects
// with.
package llvmtool

import (
	"bytes"
	"fmt"
	"github.com/wavesim/wavesim/internal/lazyre"
	"os"
	"os/exec"
	"strconv"
	"strings"
)

// Path returns the path of tool-version ("llvm-mc", 16), or "".
func Path(tool string, version int) string {
	p, err := exec.LookPath(fmt.Sprintf("%s-%d", tool, version))
	if err != nil {
		return ""
	}
	return p
}

// Versions are the LLVM major versions Find tries, newest first: Debian
// installs each as tool-N (packages llvm-14, llvm-16).
var Versions = []int{20, 19, 18, 17, 16, 15, 14}

// Find returns the path of the newest versioned tool on the PATH
// (llvm-objdump-16 before llvm-objdump-14), else of the unversioned one,
// else "".
func Find(tool string) string {
	for _, v := range Versions {
		if p := Path(tool, v); p != "" {
			return p
		}
	}
	if p, err := exec.LookPath(tool); err == nil {
		return p
	}
	return ""
}

// Skipper is the part of testing.TB that Require and Missing use.
type Skipper interface {
	Helper()
	Skipf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// Require returns the tool's path, or skips the test with a message that
// says which Debian package provides it (Missing).
func Require(t Skipper, tool string, version int) string {
	t.Helper()
	p := Path(tool, version)
	if p == "" {
		Missing(t, "%s-%d not found: install the Debian package llvm-%d (.ci/run does)", tool, version, version)
	}
	return p
}

// Missing stops a test whose oracle is not installed: a skip on a
// developer's machine, a failure in CI (CI=true), where .ci/run installs
// every tool the tests use, so that a missing one is never a silent pass.
func Missing(t Skipper, format string, args ...any) {
	t.Helper()
	if inCI() {
		t.Fatalf("in CI: "+format, args...)
	}
	t.Skipf(format, args...)
}

// inCI: the tests run in CI (CI=true), where .ci/run installs every LLVM
// tool they use.
func inCI() bool { return os.Getenv("CI") == "true" }

// Want returns the tool's path for a check a test makes when the tool is
// there and leaves out otherwise: "" on a developer's machine without it,
// a failure in CI (CI=true), where .ci/run installs it.
func Want(t Skipper, tool string, version int) string {
	t.Helper()
	p := Path(tool, version)
	if p == "" && inCI() {
		Missing(t, "%s-%d not found: .ci/run installs it (Debian package llvm-%d or lld-%d)", tool, version, version, version)
	}
	return p
}

// MCArgs gives llvm-mc's target flags for a file: HSA output needs the
// amdhsa triple (for .amdhsa_kernel and the metadata block), plain
// -march=amdgcn output the bare architecture.
func MCArgs(cpu string, wave64, legacy bool) []string {
	args := []string{"-triple=amdgcn-amd-amdhsa"}
	if legacy {
		args = []string{"-arch=amdgcn"}
	}
	args = append(args, "-mcpu="+cpu)
	if wave64 {
		args = append(args, "-mattr=+wavefrontsize64")
	}
	return args
}

var encRE = lazyre.New(`encoding: \[[^\]]*\]`)

// Encodings assembles src with llvm-mc -show-encoding and returns each
// instruction's text and encoding in order.
func Encodings(mc string, args []string, src []byte) ([]string, error) {
	cmd := exec.Command(mc, append(args, "-show-encoding", "-")...)
	cmd.Stdin = bytes.NewReader(src)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s: %v\n%s", mc, err, firstLines(errb.String(), 20))
	}
	if errb.Len() > 0 {
		return nil, fmt.Errorf("%s warned:\n%s", mc, firstLines(errb.String(), 20))
	}
	return parseEncodings(out.String()), nil
}

// fixupRE matches the line llvm-mc -show-encoding prints under an encoding
// with a relocated field ("fixup A - offset: 4, value: f@rel32@lo+4, kind:
// FK_PCRel_4"): the encoding shows the field as A,A,A,A, so the fixup is
// the rest of what the line assembles to.
var fixupRE = lazyre.New(`fixup [A-Z] - offset: \d+, value: .*, kind: \S+`)

// parseEncodings reads llvm-mc -show-encoding output: each instruction's
// text and encoding, with the fixups llvm-mc lists after it.
func parseEncodings(out string) []string {
	var encs []string
	for _, l := range strings.Split(out, "\n") {
		if m := encRE().FindString(l); m != "" {
			text := strings.TrimRight(l[:strings.Index(l, m)], " \t;/")
			encs = append(encs, strings.TrimSpace(text)+"  "+m)
		} else if f := fixupRE().FindString(l); f != "" && len(encs) > 0 {
			encs[len(encs)-1] += "  " + f
		}
	}
	return encs
}

// EncodingOf is the "encoding: [...]" part of one of Encodings' lines.
func EncodingOf(line string) string { return line[strings.Index(line, "encoding:"):] }

var diagLineRE = lazyre.New(`^<stdin>:\d+:\d+: error: (.*)$`)

// EncodingsLenient is Encodings for a source some lines of which llvm-mc
// may reject: it goes on past them, and they come back as "message:
// line" in errs (llc's own output has a few such lines: llc-14..16 write
// v_writelane_b32 v8, s2, m0 for gfx900, which llvm-mc refuses under the
// constant bus limit). It fails only when llvm-mc fails without naming a
// line.
func EncodingsLenient(mc string, args []string, src string) (encs, errs []string, err error) {
	cmd := exec.Command(mc, append(args, "-show-encoding", "-")...)
	cmd.Stdin = strings.NewReader(src)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	runErr := cmd.Run()
	encs = parseEncodings(out.String())
	el := strings.Split(errb.String(), "\n")
	for i, l := range el {
		if m := diagLineRE().FindStringSubmatch(l); m != nil {
			text := ""
			if i+1 < len(el) {
				text = strings.TrimSpace(el[i+1])
			}
			errs = append(errs, m[1]+": "+text)
		}
	}
	if runErr != nil && len(errs) == 0 {
		return nil, nil, fmt.Errorf("%s: %v\n%s", mc, runErr, firstLines(errb.String(), 20))
	}
	return encs, errs, nil
}

func firstLines(s string, n int) string {
	ls := strings.Split(s, "\n")
	if len(ls) > n {
		ls = append(ls[:n], "...")
	}
	return strings.Join(ls, "\n")
}

// Run runs a command and returns its stdout.
func Run(name string, args ...string) ([]byte, error) {
	cmd := exec.Command(name, args...)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, firstLines(errb.String(), 20))
	}
	return out, nil
}

// LineResult is what llvm-mc made of one line of its input: an error (with
// the column of its first diagnostic) or an encoding.
type LineResult struct {
	Err      string // the first error message; "" when the line assembled
	Col      int    // its column
	Encoding string // "[0x..,...]" when the line assembled, and its fixups
}

var diagRE = lazyre.New(`^<stdin>:(\d+):(\d+): error: (.*)$`)

// AssembleLines runs llvm-mc once on lines (one instruction each, no
// blank lines) and reports each line's fate. llvm-mc goes on after an
// error, names the line of each, and prints one encoding per line that
// assembled, in order.
func AssembleLines(mc string, args []string, lines []string) ([]LineResult, error) {
	for i, l := range lines {
		if strings.TrimSpace(l) == "" || strings.ContainsAny(l, "\n") {
			return nil, fmt.Errorf("line %d: want one non-blank line, got %q", i+1, l)
		}
	}
	cmd := exec.Command(mc, append(args, "-show-encoding", "-")...)
	cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	runErr := cmd.Run()
	res := make([]LineResult, len(lines))
	nerr := 0
	for _, l := range strings.Split(errb.String(), "\n") {
		m := diagRE().FindStringSubmatch(l)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1])
		c, _ := strconv.Atoi(m[2])
		if n < 1 || n > len(lines) {
			return nil, fmt.Errorf("%s reports line %d of %d: %s", mc, n, len(lines), l)
		}
		if res[n-1].Err == "" {
			res[n-1].Err, res[n-1].Col = m[3], c
			nerr++
		}
	}
	if runErr != nil && nerr == 0 {
		return nil, fmt.Errorf("%s: %v\n%s", mc, runErr, firstLines(errb.String(), 20))
	}
	var encs []string
	for _, l := range strings.Split(out.String(), "\n") {
		if m := encRE().FindString(l); m != "" {
			encs = append(encs, m)
		} else if f := fixupRE().FindString(l); f != "" && len(encs) > 0 {
			encs[len(encs)-1] += " " + f
		}
	}
	if len(encs) != len(lines)-nerr {
		return nil, fmt.Errorf("%s: %d lines, %d with errors, but %d encodings", mc, len(lines), nerr, len(encs))
	}
	k := 0
	for i := range res {
		if res[i].Err == "" {
			res[i].Encoding = strings.TrimPrefix(encs[k], "encoding: ")
			k++
		}
	}
	return res, nil
}
