// Small pieces of PDF syntax shared by both writers of the final PDF (repair.h, libqpdf;
// stream.h, our own): the lexical classes of bytes, a content stream in DeviceGray, Flate.
#pragma once

#include <string>
#include <string_view>

namespace papermines::pdf {

// PDF white space (NUL, tab, LF, FF, CR, space) and delimiters ( ) < > [ ] { } / %.
bool IsPdfSpace(int c);
bool IsPdfDelimiter(int c);

// One content stream's bytes with every `r g b rg`/`RG` turned into DeviceGray (repair.h); the
// rest of the stream is kept token for token. For tests.
std::string GrayContentStream(std::string_view content);

// `in` compressed with zlib (FlateDecode) at zlib's default level, as Cairo does; false when zlib
// fails.
bool DeflateBytes(std::string_view in, std::string* out);

}  // namespace papermines::pdf
