package irgen

import (
	"bufio"
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// LaunchJSON is the wavesim launch spec of the kernel: grid, workgroup,
// buffers with their initial contents, arguments, and, when expect is not
// nil, the expected final contents of the output buffers as bit patterns.
func (k *Kernel) LaunchJSON(expect map[string][]uint64) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n  \"kernel\": %q,\n", k.Name)
	fmt.Fprintf(&b, "  \"grid\": [%d, %d, %d],\n", k.Grid[0], k.Grid[1], k.Grid[2])
	fmt.Fprintf(&b, "  \"workgroup\": [%d, %d, %d],\n", k.Workgroup[0], k.Workgroup[1], k.Workgroup[2])
	b.WriteString("  \"buffers\": {")
	for i, buf := range k.Buffers {
		if i > 0 {
			b.WriteString(",")
		}
		vals, err := formatValues(buf.Type, buf.Init)
		if err != nil {
			return nil, fmt.Errorf("buffer %s: %v", buf.Name, err)
		}
		fmt.Fprintf(&b, "\n    %q: {\"type\": %q, \"count\": %d, \"data\": %s}", buf.Name, buf.Type, len(buf.Init), vals)
	}
	b.WriteString("\n  },\n  \"args\": [")
	for i, a := range k.Args {
		if i > 0 {
			b.WriteString(", ")
		}
		if a.Buffer != "" {
			fmt.Fprintf(&b, "{\"buffer\": %q}", a.Buffer)
			continue
		}
		v, err := formatValue(a.Type, a.Bits)
		if err != nil {
			return nil, fmt.Errorf("argument %d: %v", i, err)
		}
		fmt.Fprintf(&b, "{%q: %s}", a.Type, v)
	}
	b.WriteString("]")
	if expect != nil {
		b.WriteString(",\n  \"expect\": {")
		n := 0
		for _, buf := range k.Buffers {
			if !buf.Output {
				continue
			}
			e, ok := expect[buf.Name]
			if !ok {
				return nil, fmt.Errorf("no expected contents for output buffer %s", buf.Name)
			}
			if len(e) != len(buf.Init) {
				return nil, fmt.Errorf("expected contents of buffer %s: %d values for %d elements", buf.Name, len(e), len(buf.Init))
			}
			vals, err := formatValues(buf.Type, e)
			if err != nil {
				return nil, fmt.Errorf("expected contents of buffer %s: %v", buf.Name, err)
			}
			if n > 0 {
				b.WriteString(",")
			}
			n++
			fmt.Fprintf(&b, "\n    %q: %s", buf.Name, vals)
		}
		b.WriteString("\n  }")
	}
	b.WriteString("\n}\n")
	return b.Bytes(), nil
}

func formatValues(typ string, vals []uint64) (string, error) {
	parts := make([]string, len(vals))
	for i, v := range vals {
		s, err := formatValue(typ, v)
		if err != nil {
			return "", fmt.Errorf("element %d: %v", i, err)
		}
		parts[i] = s
	}
	return "[" + strings.Join(parts, ", ") + "]", nil
}

// formatValue prints bits as the launch spec reads them back: floats in
// the shortest form that round-trips, and JSON's missing NaN and
// infinities as the strings the spec takes for them (a NaN's payload is
// lost there, which is why exact patterns travel in u32/u64 buffers).
func formatValue(typ string, bits uint64) (string, error) {
	switch typ {
	case "i32":
		return strconv.FormatInt(int64(int32(uint32(bits))), 10), nil
	case "u32":
		return strconv.FormatUint(uint64(uint32(bits)), 10), nil
	case "i64":
		return strconv.FormatInt(int64(bits), 10), nil
	case "u64":
		return strconv.FormatUint(bits, 10), nil
	case "f32":
		return formatFloat(float64(math.Float32frombits(uint32(bits))), 32), nil
	case "f64":
		return formatFloat(math.Float64frombits(bits), 64), nil
	}
	return "", fmt.Errorf("unknown launch type %q", typ)
}

func formatFloat(f float64, size int) string {
	switch {
	case math.IsNaN(f):
		return `"NaN"`
	case math.IsInf(f, 1):
		return `"+Inf"`
	case math.IsInf(f, -1):
		return `"-Inf"`
	}
	return strconv.FormatFloat(f, 'g', -1, size)
}

// ParseHostOutput reads what the host module printed into the final
// contents of each output buffer, checking every buffer is complete.
func (k *Kernel) ParseHostOutput(out []byte) (map[string][]uint64, error) {
	res := map[string][]uint64{}
	var cur string
	sc := bufio.NewScanner(bytes.NewReader(out))
	line := 0
	for sc.Scan() {
		line++
		l := strings.TrimSpace(sc.Text())
		if l == "" {
			continue
		}
		if name, ok := strings.CutPrefix(l, "B "); ok {
			if _, seen := res[name]; seen {
				return nil, fmt.Errorf("host output line %d: buffer %s printed twice", line, name)
			}
			cur = name
			res[cur] = []uint64{}
			continue
		}
		if cur == "" {
			return nil, fmt.Errorf("host output line %d: %q before the first \"B name\" line", line, l)
		}
		v, err := strconv.ParseUint(l, 16, 64)
		if err != nil {
			return nil, fmt.Errorf("host output line %d: %q is not a hexadecimal value", line, l)
		}
		res[cur] = append(res[cur], v)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	outs := map[string][]uint64{}
	for _, b := range k.Buffers {
		if !b.Output {
			continue
		}
		got, ok := res[b.Name]
		if !ok {
			return nil, fmt.Errorf("host output has no buffer %s", b.Name)
		}
		if len(got) != len(b.Init) {
			return nil, fmt.Errorf("host printed %d values for buffer %s, want %d", len(got), b.Name, len(b.Init))
		}
		outs[b.Name] = got
	}
	return outs, nil
}
