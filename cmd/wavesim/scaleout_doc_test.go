package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

const scaleOutDoc = "../../docs/scale-out.md"

// codeBlocks returns the fenced code blocks of a Markdown file with their
// language.
func codeBlocks(t *testing.T, path string) (langs, blocks []string) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile("(?ms)^```(\\w*)\n(.*?)^```").FindAllStringSubmatch(string(src), -1) {
		langs, blocks = append(langs, m[1]), append(blocks, m[2])
	}
	return langs, blocks
}

// k8sKeys are the keys the manifests may use at each place (a subset of
// the Kubernetes API: a misspelled field is an error here, as it is for
// kubectl apply --validate=strict).
var k8sKeys = map[string][]string{
	"":                         {"apiVersion", "kind", "metadata", "spec"},
	"metadata":                 {"name"},
	"PersistentVolumeClaim":    {"accessModes", "resources"},
	"Job":                      {"completionMode", "completions", "parallelism", "backoffLimit", "template"},
	"template":                 {"spec"},
	"pod":                      {"restartPolicy", "containers", "volumes"},
	"container":                {"name", "image", "env", "command", "args", "resources", "volumeMounts"},
	"container.resources":      {"requests", "limits"},
	"container.volumeMounts[]": {"name", "mountPath"},
	"volumes[]":                {"name", "persistentVolumeClaim"},
}

func checkKeys(t *testing.T, where, place string, m map[string]any) {
	t.Helper()
	for k := range m {
		if !slices.Contains(k8sKeys[place], k) {
			t.Errorf("%s: unknown field %q in %s", where, k, place)
		}
	}
}

// The manifests of docs/scale-out.md are valid YAML with the fields an
// Indexed Job needs, their shard count agrees with completions, and their
// scripts are valid shell.
func TestScaleOutManifests(t *testing.T) {
	langs, blocks := codeBlocks(t, scaleOutDoc)
	jobs := 0
	for i, b := range blocks {
		if langs[i] != "yaml" {
			continue
		}
		dec := yaml.NewDecoder(strings.NewReader(b))
		for {
			var doc map[string]any
			err := dec.Decode(&doc)
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatalf("yaml block %d: %v\n%s", i, err, b)
			}
			kind, _ := doc["kind"].(string)
			meta, _ := doc["metadata"].(map[string]any)
			where := fmt.Sprintf("%s %v", kind, meta["name"])
			checkKeys(t, where, "", doc)
			checkKeys(t, where, "metadata", meta)
			spec, _ := doc["spec"].(map[string]any)
			checkKeys(t, where, kind, spec)
			if kind == "Job" {
				jobs++
				checkJob(t, where, spec)
			}
		}
	}
	if jobs != 4 {
		t.Errorf("%d Jobs in %s, want 4 (fuzz shards, their merge, fuzz shards through the logs, llcfuzz shards)", jobs, scaleOutDoc)
	}
}

func checkJob(t *testing.T, where string, spec map[string]any) {
	t.Helper()
	tmpl, _ := spec["template"].(map[string]any)
	checkKeys(t, where, "template", tmpl)
	pod, _ := tmpl["spec"].(map[string]any)
	checkKeys(t, where, "pod", pod)
	if pod["restartPolicy"] != "Never" {
		t.Errorf("%s: restartPolicy %v, want Never", where, pod["restartPolicy"])
	}
	for _, v := range anyList(pod["volumes"]) {
		checkKeys(t, where, "volumes[]", v)
	}
	containers := anyList(pod["containers"])
	if len(containers) != 1 {
		t.Fatalf("%s: %d containers", where, len(containers))
	}
	c := containers[0]
	checkKeys(t, where, "container", c)
	if r, ok := c["resources"].(map[string]any); ok {
		checkKeys(t, where, "container.resources", r)
	}
	for _, v := range anyList(c["volumeMounts"]) {
		checkKeys(t, where, "container.volumeMounts[]", v)
	}
	args, _ := c["args"].([]any)
	if len(args) != 1 || !slices.Equal(c["command"].([]any), []any{"/bin/sh", "-c"}) {
		t.Fatalf("%s: want command /bin/sh -c and one script, got %v %v", where, c["command"], args)
	}
	script := args[0].(string)
	checkShell(t, where, "sh", script)
	if spec["completionMode"] != "Indexed" {
		return
	}
	shards := ""
	for _, e := range anyList(c["env"]) {
		if e["name"] == "SHARDS" {
			shards, _ = e["value"].(string)
		}
	}
	if n, err := strconv.Atoi(shards); err != nil || n != spec["completions"] || n != spec["parallelism"] {
		t.Errorf("%s: SHARDS %q, completions %v, parallelism %v: all must be N", where, shards, spec["completions"], spec["parallelism"])
	}
	if !strings.Contains(script, `--shard "$JOB_COMPLETION_INDEX/$SHARDS"`) {
		t.Errorf("%s: the script does not pass --shard \"$JOB_COMPLETION_INDEX/$SHARDS\":\n%s", where, script)
	}
}

func anyList(v any) []map[string]any {
	var out []map[string]any
	l, _ := v.([]any)
	for _, x := range l {
		m, _ := x.(map[string]any)
		out = append(out, m)
	}
	return out
}

// checkShell parses a script with the shell (-n: no commands run).
func checkShell(t *testing.T, where, shell, script string) {
	t.Helper()
	path, err := exec.LookPath(shell)
	if err != nil {
		t.Logf("%s: no %s to check the script's syntax", where, shell)
		return
	}
	cmd := exec.Command(path, "-n")
	cmd.Stdin = strings.NewReader(script)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Errorf("%s: %s -n: %v: %s\n%s", where, shell, err, stderr.String(), script)
	}
}

// The Slurm scripts name N as their --array's size and pass --shard K/N.
func TestScaleOutSlurm(t *testing.T) {
	langs, blocks := codeBlocks(t, scaleOutDoc)
	arrays := 0
	for i, b := range blocks {
		switch langs[i] {
		case "sh":
			checkShell(t, fmt.Sprintf("sh block %d", i), "sh", b)
			continue
		case "bash":
		default:
			continue
		}
		checkShell(t, fmt.Sprintf("bash block %d", i), "bash", b)
		arr := regexp.MustCompile(`(?m)^#SBATCH --array=0-(\d+)$`).FindStringSubmatch(b)
		n := regexp.MustCompile(`(?m)^N=(\d+)$`).FindStringSubmatch(b)
		if arr == nil || n == nil {
			t.Errorf("bash block %d: no #SBATCH --array=0-M or N=:\n%s", i, b)
			continue
		}
		arrays++
		if last, _ := strconv.Atoi(arr[1]); strconv.Itoa(last+1) != n[1] {
			t.Errorf("bash block %d: --array=0-%s but N=%s", i, arr[1], n[1])
		}
		if !strings.Contains(b, "K=$SLURM_ARRAY_TASK_ID") || !strings.Contains(b, `--shard "$K/$N"`) {
			t.Errorf("bash block %d: the shard is not $SLURM_ARRAY_TASK_ID/$N:\n%s", i, b)
		}
	}
	if arrays != 3 {
		t.Errorf("%d Slurm job arrays, want 3 (fuzz, bench and llcfuzz)", arrays)
	}
}

// Every wavesim command in the document's code names a command and flags
// this build has.
func TestScaleOutFlags(t *testing.T) {
	_, blocks := codeBlocks(t, scaleOutDoc)
	root := newRoot()
	cmdRE := regexp.MustCompile(`(?:^|[\s'"(])wavesim ([a-z]+)((?:[ \t]+[^\s;|&>'"]+|[ \t]+"[^"]*")*)`)
	seen := map[string]bool{}
	for _, b := range blocks {
		b = strings.ReplaceAll(b, "\\\n", " ") // continued lines
		for _, line := range strings.Split(b, "\n") {
			for _, m := range cmdRE.FindAllStringSubmatch(line, -1) {
				sub, _, err := root.Find([]string{m[1]})
				if err != nil || sub == root {
					t.Errorf("no command %q: %s", m[1], line)
					continue
				}
				seen[m[1]] = true
				for _, tok := range strings.Fields(m[2]) {
					name, _, _ := strings.Cut(tok, "=")
					var ok bool
					switch {
					case strings.HasPrefix(name, "--"):
						ok = sub.Flags().Lookup(name[2:]) != nil
					case len(name) == 2 && name[0] == '-' && name != "--":
						ok = sub.Flags().ShorthandLookup(name[1:]) != nil
					default:
						continue
					}
					if !ok {
						t.Errorf("wavesim %s has no flag %s: %s", m[1], name, line)
					}
				}
			}
		}
	}
	for _, c := range []string{"bench", "fuzz", "llcfuzz", "merge"} {
		if !seen[c] {
			t.Errorf("%s shows no wavesim %s command", scaleOutDoc, c)
		}
	}
}
