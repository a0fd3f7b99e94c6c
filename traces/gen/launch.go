package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Launch mirrors traces/NAME/launch.json, the format the simulator reads.
type Launch struct {
	Kernel    string                       `json:"kernel"`
	Grid      [3]int                       `json:"grid"`
	Workgroup [3]int                       `json:"workgroup"`
	Buffers   map[string]LaunchBuffer      `json:"buffers"`
	Args      []map[string]json.RawMessage `json:"args"`
	Expect    map[string][]json.Number     `json:"expect"`
}

// LaunchBuffer is one entry of Launch.Buffers.
type LaunchBuffer struct {
	Type  string        `json:"type"`
	Count int           `json:"count"`
	Data  []json.Number `json:"data"`
}

const perRow = 16

func writeValues(b *bytes.Buffer, typ string, vals []uint64, indent string) error {
	b.WriteByte('[')
	if len(vals) > perRow {
		b.WriteString("\n" + indent + "  ")
	}
	for i, v := range vals {
		s, err := formatValue(typ, v)
		if err != nil {
			return fmt.Errorf("element %d: %v", i, err)
		}
		if i > 0 {
			if i%perRow == 0 {
				b.WriteString(",\n" + indent + "  ")
			} else {
				b.WriteString(", ")
			}
		}
		b.WriteString(s)
	}
	if len(vals) > perRow {
		b.WriteString("\n" + indent)
	}
	b.WriteByte(']')
	return nil
}

func allZero(v []uint64) bool {
	for _, x := range v {
		if x != 0 {
			return false
		}
	}
	return true
}

// launchJSON renders the launch spec with the expected outputs.
func launchJSON(t *Template, expect map[string][]uint64) ([]byte, error) {
	var b bytes.Buffer
	h := t.Header
	fmt.Fprintf(&b, "{\n  \"kernel\": %q,\n", t.Name)
	fmt.Fprintf(&b, "  \"grid\": [%d, %d, %d],\n", h.Grid[0], h.Grid[1], h.Grid[2])
	fmt.Fprintf(&b, "  \"workgroup\": [%d, %d, %d],\n", h.Workgroup[0], h.Workgroup[1], h.Workgroup[2])
	b.WriteString("  \"buffers\": {\n")
	for i, buf := range t.Buffers {
		fmt.Fprintf(&b, "    %q: {\"type\": %q, \"count\": %d", buf.Name, buf.Type, len(buf.Init))
		if !allZero(buf.Init) {
			b.WriteString(", \"data\": ")
			if err := writeValues(&b, buf.Type, buf.Init, "    "); err != nil {
				return nil, fmt.Errorf("buffer %s: %v", buf.Name, err)
			}
		}
		b.WriteString("}")
		if i < len(t.Buffers)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString("  },\n")
	var args []string
	for _, a := range t.Args {
		if a.Buffer != "" {
			args = append(args, fmt.Sprintf("{\"buffer\": %q}", a.Buffer))
			continue
		}
		s, err := formatValue(a.Type, a.Bits)
		if err != nil {
			return nil, fmt.Errorf("arg: %v", err)
		}
		args = append(args, fmt.Sprintf("{%q: %s}", a.Type, s))
	}
	fmt.Fprintf(&b, "  \"args\": [%s],\n", strings.Join(args, ", "))
	b.WriteString("  \"expect\": {\n")
	n := 0
	for _, buf := range t.Buffers {
		if !t.isOutput(buf.Name) {
			continue
		}
		fmt.Fprintf(&b, "    %q: ", buf.Name)
		if err := writeValues(&b, buf.Type, expect[buf.Name], "    "); err != nil {
			return nil, fmt.Errorf("expect %s: %v", buf.Name, err)
		}
		n++
		if n < len(h.Outputs) {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString("  }\n}\n")
	if err := verifyLaunch(t, b.Bytes(), expect); err != nil {
		return nil, fmt.Errorf("launch.json does not round-trip: %v", err)
	}
	return b.Bytes(), nil
}

// decodeNumber parses a JSON number of a buffer type back to its bits.
func decodeNumber(typ string, n json.Number) (uint64, error) {
	s := n.String()
	switch typ {
	case "i32":
		v, err := strconv.ParseInt(s, 10, 32)
		return uint64(uint32(int32(v))), err
	case "u32":
		return strconv.ParseUint(s, 10, 32)
	case "i64":
		v, err := strconv.ParseInt(s, 10, 64)
		return uint64(v), err
	case "u64":
		return strconv.ParseUint(s, 10, 64)
	case "f32":
		f, err := strconv.ParseFloat(s, 32)
		return uint64(math.Float32bits(float32(f))), err
	case "f64":
		f, err := strconv.ParseFloat(s, 64)
		return math.Float64bits(f), err
	}
	return 0, fmt.Errorf("unknown type %q", typ)
}

func parseLaunch(raw []byte) (*Launch, error) {
	var l Launch
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		return nil, err
	}
	return &l, nil
}

// verifyLaunch parses the rendered JSON back and checks every value.
func verifyLaunch(t *Template, raw []byte, expect map[string][]uint64) error {
	l, err := parseLaunch(raw)
	if err != nil {
		return err
	}
	if l.Kernel != t.Name || len(l.Buffers) != len(t.Buffers) || len(l.Args) != len(t.Args) || len(l.Expect) != len(t.Header.Outputs) {
		return fmt.Errorf("structure mismatch")
	}
	for _, buf := range t.Buffers {
		lb, ok := l.Buffers[buf.Name]
		if !ok || lb.Type != buf.Type || lb.Count != len(buf.Init) {
			return fmt.Errorf("buffer %s mismatch", buf.Name)
		}
		for i, v := range buf.Init {
			got := uint64(0)
			if i < len(lb.Data) {
				if got, err = decodeNumber(buf.Type, lb.Data[i]); err != nil {
					return err
				}
			}
			if got != v {
				return fmt.Errorf("buffer %s[%d]: %#x != %#x", buf.Name, i, got, v)
			}
		}
		if t.isOutput(buf.Name) {
			e := l.Expect[buf.Name]
			if len(e) != len(buf.Init) {
				return fmt.Errorf("expect %s: %d values", buf.Name, len(e))
			}
			for i, n := range e {
				got, err := decodeNumber(buf.Type, n)
				if err != nil {
					return err
				}
				if got != expect[buf.Name][i] {
					return fmt.Errorf("expect %s[%d]: %#x != %#x", buf.Name, i, got, expect[buf.Name][i])
				}
			}
		}
	}
	return nil
}
