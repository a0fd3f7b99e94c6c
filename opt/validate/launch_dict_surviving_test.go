package validate

import (
	"encoding/json"
	"testing"

	"github.com/wavesim/wavesim/sim/launch"
)

// A dictionary value the loop plan redrew is no longer in the launch, so a
// finding must not name it; one the plan left stays named.
func TestSurvivingDraws(t *testing.T) {
	before := &launch.Spec{
		Args: []map[string]any{{"i32": "42"}, {"i32": "7"}},
		Buffers: map[string]*launch.BufferSpec{
			"in": {Type: launch.I32, Count: 3, Data: []any{json.Number("1"), json.Number("42"), json.Number("3")}},
		},
	}
	after := *before
	after.Args = []map[string]any{{"i32": "42"}, {"i32": "2"}}
	after.Buffers = map[string]*launch.BufferSpec{
		"in": {Type: launch.I32, Count: 3, Data: []any{json.Number("1"), json.Number("5"), json.Number("3")}},
	}
	var drawn []DictDraw
	for _, at := range []launchInput{{ok: true, index: 0}, {ok: true, index: 1}, {ok: true, buf: "in", index: 1}, {ok: true, buf: "in", index: 2}, {ok: true, buf: "out"}} {
		drawn = append(drawn, DictDraw{Input: at.String(), at: at})
	}
	got := survivingDraws(drawn, before, &after)
	var names []string
	for _, x := range got {
		names = append(names, x.Input)
	}
	if len(names) != 2 || names[0] != "argument 0" || names[1] != "in[2]" {
		t.Fatalf("surviving draws %v, want [argument 0 in[2]]", names)
	}
	if got := survivingDraws(drawn, before, before); len(got) != len(drawn) {
		t.Fatalf("an unchanged spec must keep every draw, kept %d of %d", len(got), len(drawn))
	}
}
