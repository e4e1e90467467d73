// The PDF syntax helpers of syntax.h.
#include "pdf/syntax.h"

#include <zlib.h>

#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_format.h"

namespace papermines::pdf {
namespace {

bool IsNumber(std::string_view t) {
  size_t i = t.size() > 0 && (t[0] == '+' || t[0] == '-') ? 1 : 0;
  bool digit = false;
  for (; i < t.size(); ++i) {
    if (t[i] >= '0' && t[i] <= '9') {
      digit = true;
    } else if (t[i] != '.') {
      return false;
    }
  }
  return digit;
}

// Rewrites `r g b rg` as `v g` and `r g b RG` as `v G` (DeviceGray) in one content stream, with a
// small PDF lexer: strings, hex strings, comments, names and inline image data are passed over, so
// only operators are rewritten; everything else is copied byte for byte. Linear in the stream.
std::string ToGray(std::string_view in) {
  std::string out;
  out.reserve(in.size());
  size_t copied = 0;  // in[0, copied) is in `out`
  struct Operand {
    size_t begin, end;
    bool number;
  };
  std::vector<Operand> operands;  // since the last operator
  const size_t n = in.size();
  size_t i = 0;
  while (i < n) {
    const char c = in[i];
    if (IsPdfSpace(c)) {
      ++i;
    } else if (c == '%') {  // a comment, to the end of the line
      while (i < n && in[i] != '\n' && in[i] != '\r') ++i;
    } else if (c == '(') {  // a string, nested parentheses and escapes
      const size_t b = i++;
      for (int depth = 1; i < n && depth > 0; ++i) {
        if (in[i] == '\\') {
          ++i;
        } else if (in[i] == '(') {
          ++depth;
        } else if (in[i] == ')') {
          --depth;
        }
      }
      operands.push_back({b, i, false});
    } else if (c == '<' && i + 1 < n && in[i + 1] != '<') {  // a hex string
      const size_t b = i;
      while (i < n && in[i] != '>') ++i;
      operands.push_back({b, ++i, false});
    } else if (IsPdfDelimiter(c)) {  // << >> [ ] { } and names' slashes
      const size_t b = i++;
      if (c == '/') {
        while (i < n && !IsPdfSpace(in[i]) && !IsPdfDelimiter(in[i])) ++i;
      }
      operands.push_back({b, i, false});
    } else {  // a number or an operator
      const size_t b = i;
      while (i < n && !IsPdfSpace(in[i]) && !IsPdfDelimiter(in[i])) ++i;
      const std::string_view token = in.substr(b, i - b);
      if (IsNumber(token)) {
        operands.push_back({b, i, true});
        continue;
      }
      const size_t k = operands.size();
      if ((token == "rg" || token == "RG") && k >= 3 && operands[k - 3].number &&
          operands[k - 2].number && operands[k - 1].number) {
        double v[3];
        bool ok = true;
        for (int j = 0; j < 3; ++j) {
          const Operand& o = operands[k - 3 + j];
          ok = ok &&
               absl::SimpleAtod(absl::string_view(in.data() + o.begin, o.end - o.begin), &v[j]);
        }
        if (ok) {
          const Operand& first = operands[k - 3];
          out.append(in.substr(copied, first.begin - copied));
          // A grey keeps its own digits; a colour becomes its luminance.
          if (v[0] == v[1] && v[1] == v[2]) {
            out.append(in.substr(first.begin, first.end - first.begin));
          } else {
            out.append(absl::StrFormat("%.4f", 0.299 * v[0] + 0.587 * v[1] + 0.114 * v[2]));
          }
          out.append(token == "rg" ? " g" : " G");
          copied = i;
        }
      } else if (token == "ID") {  // inline image data, up to "EI" between white space
        ++i;
        while (i + 2 < n && !(IsPdfSpace(in[i - 1]) && in[i] == 'E' && in[i + 1] == 'I' &&
                              (i + 2 == n || IsPdfSpace(in[i + 2])))) {
          ++i;
        }
        i = std::min(n, i + 2);
      }
      operands.clear();
    }
  }
  out.append(in.substr(copied));
  return out;
}

}  // namespace

bool IsPdfSpace(int c) {
  return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0';
}
bool IsPdfDelimiter(int c) {
  return c == '(' || c == ')' || c == '<' || c == '>' || c == '[' || c == ']' || c == '{' ||
         c == '}' || c == '/' || c == '%';
}
std::string GrayContentStream(std::string_view content) { return ToGray(content); }

bool DeflateBytes(std::string_view in, std::string* out) {
  uLongf size = compressBound(static_cast<uLong>(in.size()));
  out->resize(size);
  if (compress2(reinterpret_cast<Bytef*>(out->data()), &size,
                reinterpret_cast<const Bytef*>(in.data()), static_cast<uLong>(in.size()),
                Z_DEFAULT_COMPRESSION) != Z_OK) {
    return false;
  }
  out->resize(size);
  return true;
}

}  // namespace papermines::pdf
