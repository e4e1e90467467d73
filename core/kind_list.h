// The list of puzzle kinds, in PuzzleKind order: PM_KIND(Name) once per kind, Name as in
// PuzzleKind::kName. Every module's list of its descriptors is made from this one line per kind
// (core/kinds.cpp, solve/kinds.cpp, gen/kinds.cpp, render/kinds.cpp: the descriptor
// k<Name>CoreKind, k<Name>SolveKind, ... that <module>/kind_<name>.cpp defines), so a kind listed
// here but missing from a module does not link, and tests/<module>_kinds_test.cpp checks the
// order against AllPuzzleKinds(). (Simon Tatham's puzzles make their list of games the same way.)
//
// Included with PM_KIND defined, several times per file: no include guard, on purpose.
// NOLINT(build/header_guard)
PM_KIND(Paper)
PM_KIND(OneClick)
PM_KIND(Reverse)
PM_KIND(Mosaic)
