// gen/'s descriptors (gen/kinds.h): every kind of AllPuzzleKinds() has one, at its index; each
// kind's ids lead back to it, and the puzzle of a produced id is the same puzzle again.
#include <set>
#include <string>

#include "gen/distinct.h"
#include "gen/kind_run.h"
#include "gen/kinds.h"
#include "gen/producer.h"
#include "gtest/gtest.h"

namespace papermines {
namespace {

TEST(GenKinds, EveryKindHasADescriptor) {
  const std::span<const PuzzleKind> kinds = AllPuzzleKinds();
  ASSERT_EQ(GenKinds().size(), kinds.size()) << "a kind without a gen/kind_<kind>.cpp";
  std::set<std::string> prefixes;
  int fallbacks = 0;
  for (PuzzleKind kind : kinds) {
    const GenKind& k = GenKindOf(kind);
    EXPECT_EQ(k.kind, kind) << "gen/kinds.cpp lists kinds out of order at " << PuzzleKindName(kind);
    EXPECT_NE(k.run, nullptr) << PuzzleKindName(kind);
    EXPECT_NE(k.regenerate, nullptr) << PuzzleKindName(kind);
    EXPECT_NE(k.board_of_id, nullptr) << PuzzleKindName(kind);
    EXPECT_NE(k.fingerprint, nullptr) << PuzzleKindName(kind);
    EXPECT_TRUE(prefixes.insert(std::string(k.id_prefix)).second) << PuzzleKindName(kind);
    fallbacks += k.id_prefix.empty();
  }
  EXPECT_EQ(fallbacks, 1) << "exactly one kind takes the ids no prefix claims";
}

TEST(GenKinds, AProducedIdLeadsBackToItsKindAndPuzzle) {
  for (PuzzleKind kind : AllPuzzleKinds()) {
    ProducerOptions o;
    o.kind = kind;
    o.rows = o.cols = 6;
    o.seed = 5;
    auto set = ProducePuzzles(o);
    ASSERT_TRUE(set.ok()) << PuzzleKindName(kind) << ": " << set.status();
    ASSERT_EQ(set->size(), 1u);
    const Puzzle& p = (*set)[0];
    EXPECT_EQ(p.kind, kind);
    EXPECT_EQ(GenKindOfId(p.id).kind, kind) << p.id;
    auto again = RegeneratePuzzle(p.id);
    ASSERT_TRUE(again.ok()) << p.id << ": " << again.status();
    EXPECT_EQ(PuzzleFingerprint(*again), PuzzleFingerprint(p)) << p.id;
    auto board = BoardOfId(p.id);
    ASSERT_TRUE(board.ok()) << p.id;
    EXPECT_EQ(board->rows, p.topology->rows()) << p.id;
    EXPECT_EQ(board->cols, p.topology->cols()) << p.id;
  }
}

}  // namespace
}  // namespace papermines
