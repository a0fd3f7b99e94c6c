//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A named pipe given where the program reads a file used to block in the
// open until a writer came: every such file is refused as not a regular
// file, and the command returns.
func TestFIFOInputsRefused(t *testing.T) {
	const kernel = "../../traces/saxpy/llvm16-gfx1030.s"
	const spec = "../../traces/saxpy/launch.json"
	fifo := func(t *testing.T, path string) string {
		t.Helper()
		if err := syscall.Mkfifo(path, 0o600); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
		return path
	}
	write := func(t *testing.T, path, text string) string {
		t.Helper()
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	cases := []struct {
		name string
		args func(t *testing.T, dir string) (args []string, fifo string)
	}{
		{"kernel file", func(t *testing.T, dir string) ([]string, string) {
			p := fifo(t, filepath.Join(dir, "k.s"))
			return []string{"run", "--launch", spec, p}, p
		}},
		{"launch spec", func(t *testing.T, dir string) ([]string, string) {
			p := fifo(t, filepath.Join(dir, "launch.json"))
			return []string{"run", "--launch", p, kernel}, p
		}},
		{"buffer file", func(t *testing.T, dir string) ([]string, string) {
			p := fifo(t, filepath.Join(dir, "x.bin"))
			s := write(t, filepath.Join(dir, "spec.json"), `{"kernel": "k", "grid": [64,1,1], "workgroup": [64,1,1],
  "buffers": {"x": {"type": "f32", "file": "x.bin"}}, "args": [{"buffer": "x"}]}`)
			return []string{"run", "--arch", "gfx1030", "--launch", s, write(t, filepath.Join(dir, "k.s"), "s_endpgm\n")}, p
		}},
		{"merge input", func(t *testing.T, dir string) ([]string, string) {
			p := fifo(t, filepath.Join(dir, "r.json"))
			return []string{"merge", p}, p
		}},
		{"reproducer launch", func(t *testing.T, dir string) ([]string, string) {
			write(t, filepath.Join(dir, "program.s"), "s_endpgm\n")
			p := fifo(t, filepath.Join(dir, "launch.json"))
			return []string{"replay", dir}, p
		}},
		{"reproducer program", func(t *testing.T, dir string) ([]string, string) {
			write(t, filepath.Join(dir, "launch.json"), `{"arch": "gfx1030", "wave": 32}`)
			p := fifo(t, filepath.Join(dir, "program.s"))
			return []string{"replay", dir}, p
		}},
		{"reproducer poison", func(t *testing.T, dir string) ([]string, string) {
			write(t, filepath.Join(dir, "original.s"), "s_endpgm\n")
			write(t, filepath.Join(dir, "rewritten.s"), "s_endpgm\n")
			write(t, filepath.Join(dir, "launch.json"), `{"kernel": "k", "grid": [64,1,1], "workgroup": [64,1,1], "arch": "gfx1030"}`)
			p := fifo(t, filepath.Join(dir, "poison"))
			return []string{"replay", dir}, p
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args, p := c.args(t, t.TempDir())
			type result struct {
				out string
				err error
			}
			done := make(chan result, 1)
			go func() {
				out, err := run(t, args...)
				done <- result{out, err}
			}()
			select {
			case r := <-done:
				want := p + " is a named pipe, not a regular file"
				if r.err == nil || !strings.Contains(r.err.Error(), want) {
					t.Fatalf("wavesim %s: want an error containing %q, got %v\n%s", strings.Join(args, " "), want, r.err, r.out)
				}
			case <-time.After(30 * time.Second):
				t.Fatalf("wavesim %s: still blocked after 30 s on the named pipe %s", strings.Join(args, " "), p)
			}
		})
	}
}
