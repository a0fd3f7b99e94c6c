package isa

import (
	"fmt"
	"strings"
)

// GFX12's cache policy operands (RDNA4 ISA §4.1.1 "Cache Controls: SCOPE
// and Temporal-Hint"; SIDefines.h CPol::TH_*, CPol::SCOPE_*), spelled as
// llvm-mc-19 prints them: the value 0 of each (TH_*_RT, SCOPE_CU) is not
// printed.

var scopeNames = [...]string{"SCOPE_CU", "SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS"}

// The temporal hints by kind of access: the names llvm-mc-19 takes
// (tables 13-15 of the RDNA4 guide; it refuses TH_STORE_WB and the
// cascade atomics, and prints the other atomic values as TH_ATOMIC_0xN).
var (
	thLoad   = map[uint8]string{1: "TH_LOAD_NT", 2: "TH_LOAD_HT", 3: "TH_LOAD_LU", 4: "TH_LOAD_NT_RT", 5: "TH_LOAD_RT_NT", 6: "TH_LOAD_NT_HT"}
	thStore  = map[uint8]string{1: "TH_STORE_NT", 2: "TH_STORE_HT", 4: "TH_STORE_NT_RT", 5: "TH_STORE_RT_NT", 6: "TH_STORE_NT_HT", 7: "TH_STORE_NT_WB"}
	thAtomic = map[uint8]string{1: "TH_ATOMIC_RETURN", 2: "TH_ATOMIC_NT", 3: "TH_ATOMIC_NT_RETURN"}
)

// ThAtomicReturn is the TH bit by which a GFX12 atomic returns the old
// value (table 15), glc's role on earlier generations.
const ThAtomicReturn = 1

func thNames(op *Op) map[uint8]string {
	switch op.Mem {
	case MemAtomic:
		return thAtomic
	case MemStore:
		return thStore
	}
	return thLoad
}

func thName(op *Op, v uint8) string {
	if n, ok := thNames(op)[v]; ok {
		return n
	}
	return fmt.Sprintf("%d", v)
}

// thMod reads th:NAME.
func thMod(m *Mods, d modText, c modCtx) error {
	names := thNames(c.op)
	for v, n := range names {
		if n == d.val {
			m.Th = v
			if c.op.Mem == MemAtomic && v&ThAtomicReturn != 0 {
				m.Glc = true
			}
			return nil
		}
	}
	return fmt.Errorf("th:%s is not a temporal hint of %s (one of %s)", d.val, c.op.NameFor(c.a), strings.Join(sortedValues(names), ", "))
}

// scopeMod reads scope:SCOPE_*.
func scopeMod(m *Mods, d modText, _ modCtx) error {
	for v, n := range scopeNames {
		if n == d.val {
			m.Scope = uint8(v)
			return nil
		}
	}
	return fmt.Errorf("scope:%s is not a scope (one of %s)", d.val, strings.Join(scopeNames[:], ", "))
}

func sortedValues(m map[uint8]string) []string {
	var out []string
	for v := uint8(0); v < 8; v++ {
		if n, ok := m[v]; ok {
			out = append(out, n)
		}
	}
	return out
}
