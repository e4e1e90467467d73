// UTF-8 (RFC 3629), once for every reader and writer of text: the .mines reader's check that a file
// is text (core/mines_io.cpp), the strict JSON reader (cli/strict_json.cpp) and the escapers of
// every output context (render/escape.cpp).
//
// Valid means the shortest form of a Unicode scalar value: no overlong forms, no surrogates
// (U+D800..U+DFFF), nothing past U+10FFFF. Internal (not installed): only .cpp files include it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace papermines {

// The length (1 to 4) of the valid UTF-8 sequence that starts at s[i], or 0 when the bytes there
// are not one (a stray continuation byte, a cut sequence, an overlong form, a surrogate, a value
// past U+10FFFF). `i` must be < s.size().
size_t Utf8SequenceLength(std::string_view s, size_t i);

// The code point of the valid sequence of `length` bytes at s[i] (Utf8SequenceLength).
char32_t Utf8CodePoint(std::string_view s, size_t i, size_t length);

// Appends the UTF-8 encoding of the scalar value `cp` (at most U+10FFFF, not a surrogate).
void AppendUtf8(std::string* out, char32_t cp);

}  // namespace papermines
