package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func run(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := newRoot()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(args)
	err := root.Execute()
	return out.String(), err
}

func TestRunJSON(t *testing.T) {
	out, err := run(t, "run", "--json", "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	var res struct {
		Buffers map[string][]json.Number `json:"buffers"`
		Arch    string                   `json:"arch"`
		Wave    int                      `json:"wave"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if res.Arch != "gfx1030" || res.Wave != 32 || len(res.Buffers["y"]) == 0 {
		t.Fatalf("unexpected output: %+v", res)
	}
	// y[0] = a*x[0] + y[0], the first value lli computed.
	if res.Buffers["y"][0] != "21.09725" {
		t.Errorf("y[0] = %s", res.Buffers["y"][0])
	}
}

func TestRunMismatchExitsOne(t *testing.T) {
	spec, err := os.ReadFile("../../traces/saxpy/launch.json")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(spec), "21.09725", "21.5", 1)
	p := filepath.Join(t.TempDir(), "spec.json")
	os.WriteFile(p, []byte(bad), 0o644)
	_, err = run(t, "run", "--launch", p, "../../traces/saxpy/llvm16-gfx1030.s")
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != 1 || !strings.Contains(ee.msg, "index 0: got 21.09725, want 21.5") {
		t.Fatalf("want exit 1 naming index 0, got %v", err)
	}
}

func TestRunNeedsArchForLegacy(t *testing.T) {
	_, err := run(t, "run", "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm14-gfx1030-legacy.s")
	if err == nil || !strings.Contains(err.Error(), "--arch") {
		t.Fatalf("want a hint to pass --arch, got %v", err)
	}
	if _, err := run(t, "run", "--arch", "gfx1030", "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm14-gfx1030-legacy.s"); err != nil {
		t.Fatal(err)
	}
}
