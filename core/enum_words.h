// The words of an enum's values, written once as a table and read both ways: a value's word
// (DifficultyName, VerdictName, ...) and the value of a word (ParseDifficulty, ParseGridFamily,
// ...), so a name and its parser cannot disagree. The table is indexed by the value (the enums
// it serves count from 0 without gaps) and holds one word for each value up to `kLast`: a table
// of another length does not compile. The words may be messages a page translates
// (render/i18n.h Msg), passed through Tr where they are drawn.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace papermines {

template <auto kLast>
class EnumWords {
 public:
  using Enum = decltype(kLast);
  static constexpr size_t kSize = static_cast<size_t>(kLast) + 1;

  template <size_t N>
  constexpr EnumWords(const char* const (&words)[N]) {  // NOLINT(runtime/explicit): a table
    static_assert(N == kSize, "one word for each value of the enum, in order");
    for (size_t i = 0; i < N; ++i) words_[i] = words[i];
  }

  // The word of `v`; `outside` for a value beyond the table (never one of the enum's own).
  constexpr const char* Name(Enum v, const char* outside = "?") const {
    const size_t i = static_cast<size_t>(v);
    return i < kSize ? words_[i] : outside;
  }
  // The value whose word is `s`; nullopt for any other word and for the empty string (a value
  // written as "", such as Difficulty::kNone, has no word to be read back from).
  constexpr std::optional<Enum> Parse(std::string_view s) const {
    for (size_t i = 0; i < kSize && !s.empty(); ++i) {
      if (s == words_[i]) return static_cast<Enum>(i);
    }
    return std::nullopt;
  }

 private:
  const char* words_[kSize] = {};
};

}  // namespace papermines
