package launch

import "strings"

// cTypes maps the C and OpenCL type names clang writes into a kernel
// argument's .type_name (AMDGPUUsage.rst, code object V3+ kernel argument
// metadata; clang's CodeGenModule::GenKernelArgMetadata) to the element
// type of the same size and kind. Types without one (char, short, half,
// vectors, structs) are not listed: their arguments keep a placeholder.
var cTypes = map[string]ElemType{
	"float": F32, "double": F64,
	"int": I32, "signed int": I32, "int32_t": I32,
	"uint": U32, "unsigned int": U32, "unsigned": U32, "uint32_t": U32,
	"long": I64, "long long": I64, "int64_t": I64,
	"ulong": U64, "unsigned long": U64, "unsigned long long": U64, "uint64_t": U64, "size_t": U64,
}

// typeNameKind is the element type a .type_name names, and whether it is
// a pointer (a buffer's element type). Qualifiers (const, volatile,
// __global, restrict) are dropped.
func typeNameKind(tn string) (t ElemType, pointer, ok bool) {
	tn = strings.TrimSpace(tn)
	if pointer = strings.HasSuffix(tn, "*"); pointer {
		tn = strings.TrimSpace(strings.TrimSuffix(tn, "*"))
	}
	var words []string
	for _, w := range strings.Fields(tn) {
		switch w {
		case "const", "volatile", "restrict", "__restrict", "__global", "global", "__constant", "constant":
		default:
			words = append(words, w)
		}
	}
	t, ok = cTypes[strings.Join(words, " ")]
	return t, pointer, ok
}
