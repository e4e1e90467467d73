// solve/'s descriptors (solve/kinds.h): every kind of AllPuzzleKinds() has one, at its index, that
// completes and marks its puzzles.
#include "gtest/gtest.h"
#include "solve/answer_check.h"
#include "solve/complete_answers.h"
#include "solve/kinds.h"
#include "tests/kind_examples.h"

namespace papermines {
namespace {

TEST(SolveKinds, EveryKindHasADescriptor) {
  const std::span<const PuzzleKind> kinds = AllPuzzleKinds();
  ASSERT_EQ(SolveKinds().size(), kinds.size()) << "a kind without a solve/kind_<kind>.cpp";
  for (PuzzleKind kind : kinds) {
    const SolveKind& k = SolveKindOf(kind);
    EXPECT_EQ(k.kind, kind) << "solve/kinds.cpp lists kinds out of order at "
                            << PuzzleKindName(kind);
    EXPECT_NE(k.complete, nullptr) << PuzzleKindName(kind);
    EXPECT_NE(k.check, nullptr) << PuzzleKindName(kind);
  }
}

TEST(SolveKinds, AKindsOwnAnswerIsRight) {
  // Each kind marks its own answer, completed by the solver, right.
  for (PuzzleKind kind : AllPuzzleKinds()) {
    Puzzle p = SmallPuzzleOf(kind);
    p.reverse_clicks.reset();  // the optimal set is one click (the blank), the solver's to find
    ASSERT_TRUE(CompleteAnswers(std::span<Puzzle>(&p, 1), CompleteOptions{}).ok());
    auto check = CheckAnswer(p, p, CellNaming::kRowCol);
    ASSERT_TRUE(check.ok()) << PuzzleKindName(kind) << ": " << check.status();
    EXPECT_TRUE(check->right) << PuzzleKindName(kind) << ": " << check->reason;
  }
}

}  // namespace
}  // namespace papermines
