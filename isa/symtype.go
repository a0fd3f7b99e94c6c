package isa

import (
	"strings"
)

// typeFunction reads a .type directive (its code, comment stripped) and
// reports the symbol it declares a function. llvm-mc (ELFAsmParser
// ParseDirectiveType) reads `.type sym, TYPE` with the comma optional and
// TYPE an identifier, optionally after one of @ % # " <, where STT_FUNC
// and function name the same type (MCSA_ELF_TypeFunction).
func typeFunction(t string) (string, bool) {
	name, kind := typeOf(t)
	return name, name != "" && (kind == "function" || kind == "STT_FUNC")
}

// typeObject reports the symbol a .type directive declares data
// (STT_OBJECT, @object).
func typeObject(t string) (string, bool) {
	name, kind := typeOf(t)
	return name, name != "" && (kind == "object" || kind == "STT_OBJECT")
}

// typeOf reads a .type directive's symbol and type word.
func typeOf(t string) (name, kind string) {
	code, _ := stripComment(t)
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(code), ".type"))
	name, kind, ok := strings.Cut(rest, ",")
	if !ok {
		name, kind = firstField(rest)
	}
	name = strings.TrimSpace(name)
	kind = strings.TrimSpace(kind)
	if kind != "" && strings.ContainsRune("@%#\"<", rune(kind[0])) {
		kind = kind[1:]
	}
	return name, strings.TrimRight(kind, "\">")
}
