// Fingerprints of puzzles as a solver sees them, and the message of an exhausted run, for the
// no-repeat rule of gen/distinct.h (what a kind's fingerprint holds: its descriptor,
// gen/kind_<kind>.cpp).
#include "gen/distinct.h"

#include "gen/kinds.h"
#include "gen/random.h"

namespace papermines {
namespace {

// Two independent 64-bit lanes of splitmix-mixed words.
class Hasher final : public FingerprintParts {
 public:
  void Add(uint64_t w) override {
    hi_ = Mix64(hi_ ^ (w + 0x9e3779b97f4a7c15ULL));
    lo_ = Mix64(lo_ + w * 0xff51afd7ed558ccdULL + 0xc4ceb9fe1a85ec53ULL);
  }
  void AddBytes(std::span<const uint8_t> v) override {
    Add(v.size());
    uint64_t w = 0;
    size_t i = 0;
    for (; i < v.size(); ++i) {
      w |= uint64_t{v[i]} << (8 * (i % 8));
      if (i % 8 == 7) {
        Add(w);
        w = 0;
      }
    }
    if (i % 8 != 0) Add(w);
  }
  Fingerprint Done() const { return {hi_, lo_}; }

 private:
  uint64_t hi_ = 0x243f6a8885a308d3ULL, lo_ = 0x13198a2e03707344ULL;
};

}  // namespace

Fingerprint PuzzleFingerprint(const Puzzle& p) {
  Hasher h;
  h.Add(static_cast<uint64_t>(p.kind));
  if (p.topology != nullptr) {
    h.Add(static_cast<uint64_t>(p.topology->kind()));
    h.Add(static_cast<uint64_t>(p.topology->rows()));
    h.Add(static_cast<uint64_t>(p.topology->cols()));
    h.Add(static_cast<uint64_t>(p.topology->size()));
  }
  GenKindOf(p.kind).fingerprint(p, h);
  return h.Done();
}

absl::Status ExhaustedError(const std::string& what, int64_t found, int64_t asked, int64_t index) {
  return absl::ResourceExhaustedError(absl::StrCat(
      "only ", found, " distinct ", what, " found for ", asked, " asked: puzzle ", index + 1,
      " repeated an earlier one in each of ", kMaxRedraws,
      " redraws, so these options are exhausted (ask for fewer, or a larger size or another "
      "difficulty)"));
}

}  // namespace papermines
