// The streamed write of a large PDF (see stream.h). A malformed input (which would be a bug of
// Cairo or of this reader) throws Malformed inside this file and leaves it as a status.
#include "pdf/stream.h"

#include <glib.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <new>
#include <stdexcept>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "core/output.h"
#include "pdf/syntax.h"

namespace papermines::pdf {
namespace {

// Cairo's file is not what this reader understands.
struct Malformed : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// A temporary file could not be read or written: the run's error, not a bug.
struct FileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

constexpr int kMaxDepth = 256;                     // nesting of arrays and dictionaries
constexpr size_t kObjStmObjects = 100;             // objects per object stream
constexpr size_t kObjStmBytes = size_t{64} << 10;  // and their bytes before compression
constexpr size_t kSmallObject = size_t{16} << 10;  // larger objects are written on their own

// Cairo's file, read through PdfFileReader's block cache.
class Bytes {
 public:
  explicit Bytes(const PdfFile& f)
      : reader_(f, [](const std::string& why) -> void { throw FileError(why); }) {}

  int64_t size() const { return reader_.size(); }
  // The byte at `at`, or -1 past the end.
  int At(int64_t at) {
    if (at < 0 || at >= reader_.size()) return -1;
    return static_cast<unsigned char>(reader_.At(at)[0]);
  }
  // `length` bytes from `at` appended to *out.
  void Read(int64_t at, int64_t length, std::string* out) {
    if (at < 0 || length < 0 || at + length > reader_.size()) {
      throw Malformed("a stream runs past the end");
    }
    while (length > 0) {
      const std::string_view b = reader_.At(at);
      const size_t n = std::min(static_cast<size_t>(length), b.size());
      out->append(b.data(), n);
      at += static_cast<int64_t>(n);
      length -= static_cast<int64_t>(n);
    }
  }

 private:
  PdfFileReader reader_;
};

// One token; a reference `N G R` is one token too (kRef, `num`).
struct Token {
  enum Kind : uint8_t {
    kEnd,
    kNumber,
    kName,
    kString,  // literal or hexadecimal, with its brackets, byte for byte
    kOpenArray,
    kCloseArray,
    kOpenDict,
    kCloseDict,
    kWord,  // true, false, null, obj, endobj, stream, endstream, R
    kRef,
  } kind = kEnd;
  std::string text;
  int64_t num = 0;
  bool IsInteger() const { return kind == kNumber && text.find('.') == std::string::npos; }
};

// The tokens of the file from an offset on.
class Lexer {
 public:
  Lexer(Bytes* bytes, int64_t at) : b_(bytes), at_(at) {}

  int64_t pos() const { return at_; }

  // The next token, with `N G R` joined into one.
  Token Next() {
    Token t = Pending();
    if (t.IsInteger()) {
      while (ahead_.size() < 2) ahead_.push_back(Raw());
      if (ahead_[0].IsInteger() && ahead_[1].kind == Token::kWord && ahead_[1].text == "R") {
        int64_t n = 0;
        if (!absl::SimpleAtoi(t.text, &n) || n <= 0) throw Malformed("a bad object reference");
        ahead_.pop_front();
        ahead_.pop_front();
        t.kind = Token::kRef;
        t.num = n;
      }
    }
    return t;
  }

  // After the keyword `stream`: the offset where its data starts. Only with nothing read ahead.
  int64_t StreamStart() {
    if (!ahead_.empty()) throw Malformed("data after a stream keyword");
    if (b_->At(at_) == '\r') ++at_;
    if (b_->At(at_) != '\n') throw Malformed("no end of line after a stream keyword");
    return at_ + 1;
  }

 private:
  Token Pending() {
    if (ahead_.empty()) return Raw();
    Token t = std::move(ahead_.front());
    ahead_.pop_front();
    return t;
  }

  Token Raw() {
    Token t;
    int c = b_->At(at_);
    while (c >= 0 && (IsPdfSpace(c) || c == '%')) {
      if (c == '%') {
        while (c >= 0 && c != '\n' && c != '\r') c = b_->At(++at_);
      } else {
        c = b_->At(++at_);
      }
    }
    if (c < 0) return t;  // kEnd
    const int64_t start = at_;
    if (c == '(') {
      t.kind = Token::kString;
      int depth = 0;
      do {
        c = b_->At(at_++);
        if (c < 0) throw Malformed("a string runs past the end");
        if (c == '\\') {
          ++at_;
        } else if (c == '(') {
          ++depth;
        } else if (c == ')') {
          --depth;
        }
      } while (depth > 0);
    } else if (c == '<' && b_->At(at_ + 1) == '<') {
      t.kind = Token::kOpenDict;
      at_ += 2;
    } else if (c == '>' && b_->At(at_ + 1) == '>') {
      t.kind = Token::kCloseDict;
      at_ += 2;
    } else if (c == '<') {
      t.kind = Token::kString;
      while ((c = b_->At(at_)) != '>') {
        if (c < 0) throw Malformed("a hexadecimal string runs past the end");
        ++at_;
      }
      ++at_;
    } else if (c == '[' || c == ']') {
      t.kind = c == '[' ? Token::kOpenArray : Token::kCloseArray;
      ++at_;
    } else if (c == '/') {
      t.kind = Token::kName;
      ++at_;
      while ((c = b_->At(at_)) >= 0 && !IsPdfSpace(c) && !IsPdfDelimiter(c)) ++at_;
    } else if (IsPdfDelimiter(c)) {
      throw Malformed(
          absl::StrCat("an unexpected '", std::string(1, static_cast<char>(c)), "' at byte ", at_));
    } else {
      while ((c = b_->At(at_)) >= 0 && !IsPdfSpace(c) && !IsPdfDelimiter(c)) ++at_;
      t.kind = Token::kWord;
      const int first = b_->At(start);
      if ((first >= '0' && first <= '9') || first == '+' || first == '-' || first == '.') {
        t.kind = Token::kNumber;
      }
    }
    b_->Read(start, at_ - start, &t.text);
    return t;
  }

  Bytes* b_;
  int64_t at_;
  std::deque<Token> ahead_;
};

// A value parsed whole: only for small objects (a page, a stream's dictionary, resources).
struct Value {
  struct Key;  // a dictionary entry: its name and value

  enum Kind : uint8_t { kAtom, kRef, kArray, kDict } kind = kAtom;
  Token::Kind atom_kind = Token::kWord;
  std::string atom = "null";
  int64_t ref = 0;
  std::vector<Value> items;  // kArray
  std::vector<Key> keys;     // kDict, in the file's order

  const Value* Get(std::string_view key) const;
  void Set(std::string_view key, Value v);
  void Erase(std::string_view key);
  bool IsName(std::string_view name) const { return kind == kAtom && atom == name; }
  bool IsInteger() const {
    return kind == kAtom && atom_kind == Token::kNumber && atom.find('.') == std::string::npos;
  }
  static Value Atom(std::string text, Token::Kind k);
};

struct Value::Key {
  std::string first;
  Value second;
};

Value Value::Atom(std::string text, Token::Kind k) {
  Value v;
  v.atom = std::move(text);
  v.atom_kind = k;
  return v;
}

const Value* Value::Get(std::string_view key) const {
  for (const auto& [k, v] : keys) {
    if (k == key) return &v;
  }
  return nullptr;
}

void Value::Set(std::string_view key, Value v) {
  for (auto& [k, old] : keys) {
    if (k == key) {
      old = std::move(v);
      return;
    }
  }
  keys.push_back(Key{std::string(key), std::move(v)});
}

void Value::Erase(std::string_view key) {
  keys.erase(
      std::remove_if(keys.begin(), keys.end(), [&](const Key& kv) { return kv.first == key; }),
      keys.end());
}

Value ParseValue(Lexer& lex, Token t, int depth) {
  if (depth > kMaxDepth) throw Malformed("objects nested too deep");
  Value v;
  switch (t.kind) {
    case Token::kRef:
      v.kind = Value::kRef;
      v.ref = t.num;
      return v;
    case Token::kOpenArray:
      v.kind = Value::kArray;
      for (Token n = lex.Next(); n.kind != Token::kCloseArray; n = lex.Next()) {
        if (n.kind == Token::kEnd) throw Malformed("an array runs past the end");
        v.items.push_back(ParseValue(lex, std::move(n), depth + 1));
      }
      return v;
    case Token::kOpenDict:
      v.kind = Value::kDict;
      for (Token k = lex.Next(); k.kind != Token::kCloseDict; k = lex.Next()) {
        if (k.kind != Token::kName) throw Malformed("a dictionary key is not a name");
        Value item = ParseValue(lex, lex.Next(), depth + 1);
        v.keys.push_back(Value::Key{std::move(k.text), std::move(item)});
      }
      return v;
    case Token::kNumber:
    case Token::kName:
    case Token::kString:
      return Value::Atom(std::move(t.text), t.kind);
    case Token::kWord:
      if (t.text == "true" || t.text == "false" || t.text == "null") {
        return Value::Atom(std::move(t.text), t.kind);
      }
      [[fallthrough]];
    default:
      throw Malformed(absl::StrCat("an unexpected token '", t.text, "'"));
  }
}

// What one object of Cairo's file is.
enum Flag : uint8_t {
  kReachable = 1,  // referred to from the trailer, directly or not
  kStream = 2,
  kGray = 4,    // a content stream something draws: its colours become DeviceGray
  kWalked = 8,  // resources already walked for kGray
  kScanned = 32,
};

// The bytes of a bracket token.
std::string_view Punctuation(Token::Kind k) {
  switch (k) {
    case Token::kOpenArray:
      return "[";
    case Token::kCloseArray:
      return "]";
    case Token::kOpenDict:
      return "<<";
    case Token::kCloseDict:
      return ">>";
    default:
      return {};
  }
}

// Whether a token needs a space before it after `prev`.
bool NeedsSpace(Token::Kind prev, Token::Kind next) {
  const auto regular = [](Token::Kind k) {
    return k == Token::kNumber || k == Token::kWord || k == Token::kRef;
  };
  return (regular(prev) || prev == Token::kName) && regular(next);
}

std::string FormatNumber(double v) {
  std::string s = absl::StrFormat("%.4f", v);
  size_t end = s.size();
  while (end > 0 && s[end - 1] == '0') --end;
  if (end > 0 && s[end - 1] == '.') --end;
  s.resize(end);
  return s == "-0" ? std::string("0") : s;
}

Value BoxValue(const PdfRect& r) {
  Value v;
  v.kind = Value::kArray;
  for (double x : {r.x0, r.y0, r.x1, r.y1})
    v.items.push_back(Value::Atom(FormatNumber(x), Token::kNumber));
  return v;
}

bool Inflate(std::string_view in, std::string* out) {
  z_stream z{};
  if (inflateInit(&z) != Z_OK) return false;
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  z.avail_in = static_cast<uInt>(in.size());
  char buf[1 << 16];
  int r;
  do {
    z.next_out = reinterpret_cast<Bytef*>(buf);
    z.avail_out = sizeof buf;
    r = inflate(&z, Z_NO_FLUSH);
    if (r != Z_OK && r != Z_STREAM_END) break;
    out->append(buf, sizeof buf - z.avail_out);
  } while (r != Z_STREAM_END && (z.avail_in > 0 || z.avail_out == 0));
  inflateEnd(&z);
  return r == Z_STREAM_END;
}

class Writer {
 public:
  Writer(const PdfFile& in, PdfFile* out, PageBoxesFn boxes)
      : bytes_(in), out_(out), boxes_(std::move(boxes)), md5_(g_checksum_new(G_CHECKSUM_MD5)) {}
  ~Writer() { g_checksum_free(md5_); }

  void Run() {
    ReadXref();
    Reach();
    Pages();
    Number();
    Put("%PDF-1.5\n%\xb5\xed\xae\xfb\n");
    for (int64_t n = 1; n < static_cast<int64_t>(flags_.size()); ++n) {
      if (flags_[n] & kReachable) WriteObject(n);
    }
    FlushObjStm();
    WriteXref();
    out_->Flush();
    if (out_->write_errno() != 0) {
      throw FileError(absl::StrCat("cannot write the PDF to a temporary file: ",
                                   std::strerror(out_->write_errno())));
    }
  }

  int64_t Size() {
    ReadXref();
    return static_cast<int64_t>(offsets_.size());
  }

 private:
  // Cairo's cross-reference table and trailer (one table; Cairo writes no streams of them).
  void ReadXref() {
    const int64_t size = bytes_.size();
    std::string tail;
    bytes_.Read(std::max<int64_t>(0, size - 1024), std::min<int64_t>(size, 1024), &tail);
    const size_t sx = tail.rfind("startxref");
    if (sx == std::string::npos) throw Malformed("no startxref");
    int64_t at = 0;
    {
      size_t p = sx + 9;
      while (p < tail.size() && IsPdfSpace(tail[p])) ++p;
      size_t e = p;
      while (e < tail.size() && tail[e] >= '0' && tail[e] <= '9') ++e;
      if (!absl::SimpleAtoi(absl::string_view(tail.data() + p, e - p), &at)) {
        throw Malformed("a bad startxref");
      }
    }
    const auto skip_space = [&](int64_t p) {
      while (IsPdfSpace(bytes_.At(p))) ++p;
      return p;
    };
    const auto integer = [&](int64_t* p) {
      int64_t v = 0;
      int digits = 0;
      for (int c; (c = bytes_.At(*p)) >= '0' && c <= '9' && digits < 18; ++*p, ++digits) {
        v = v * 10 + (c - '0');
      }
      if (digits == 0) throw Malformed("a bad cross-reference subsection");
      return v;
    };
    std::string word;
    bytes_.Read(at, std::min<int64_t>(4, size - at), &word);
    if (word != "xref") throw Malformed("no cross-reference table");
    for (int64_t pos = skip_space(at + 4);;) {
      word.clear();
      bytes_.Read(pos, std::min<int64_t>(7, size - pos), &word);
      if (word == "trailer") {
        Lexer sub(&bytes_, pos + 7);
        trailer_ = ParseValue(sub, sub.Next(), 0);
        break;
      }
      const int64_t from = integer(&pos);
      pos = skip_space(pos);
      const int64_t n = integer(&pos);
      pos = skip_space(pos);
      if (from + n > (int64_t{1} << 26)) throw Malformed("a cross-reference table too long");
      if (static_cast<int64_t>(offsets_.size()) < from + n) offsets_.resize(from + n, -1);
      std::string entries;
      bytes_.Read(pos, n * 20, &entries);
      for (int64_t k = 0; k < n; ++k) {
        const std::string_view e = std::string_view(entries).substr(k * 20, 20);
        int64_t off = 0;
        if (!absl::SimpleAtoi(absl::string_view(e.data(), 10), &off))
          throw Malformed("a bad cross-reference entry");
        offsets_[from + k] = e[17] == 'n' ? off : -1;
      }
      pos = skip_space(pos + n * 20);
    }
    const Value* root = trailer_.Get("/Root");
    if (root == nullptr || root->kind != Value::kRef) throw Malformed("no /Root");
    flags_.assign(offsets_.size(), 0);
  }

  bool Known(int64_t n) const {
    return n > 0 && n < static_cast<int64_t>(offsets_.size()) && offsets_[n] >= 0;
  }

  // A lexer after `n 0 obj`; false for an object the table does not list (a reference to it is
  // null).
  bool Open(int64_t n, Lexer* lex) {
    if (!Known(n)) return false;
    *lex = Lexer(&bytes_, offsets_[n]);
    Token num = lex->Next(), gen = lex->Next(), obj = lex->Next();
    if (num.text != absl::StrCat(n) || !gen.IsInteger() || obj.text != "obj") {
      // Cairo's dangling entries point into other objects, but nothing refers to them.
      throw Malformed(absl::StrCat("object ", n, " is not where the cross-reference table says"));
    }
    return true;
  }

  // An object parsed whole; *stream_at is where its stream's data starts (-1: not a stream).
  Value Parse(int64_t n, int64_t* stream_at = nullptr) {
    Lexer lex(&bytes_, 0);
    if (stream_at) *stream_at = -1;
    if (!Open(n, &lex)) return Value{};
    Value v = ParseValue(lex, lex.Next(), 0);
    Token end = lex.Next();
    if (end.kind == Token::kWord && end.text == "stream") {
      if (v.kind != Value::kDict) throw Malformed("a stream without a dictionary");
      if (stream_at) *stream_at = lex.StreamStart();
    } else if (end.kind != Token::kWord || end.text != "endobj") {
      throw Malformed(absl::StrCat("object ", n, " does not end in endobj"));
    }
    return v;
  }
  Value Resolve(const Value& v) { return v.kind == Value::kRef ? Parse(v.ref) : v; }

  // Marks every object the trailer reaches, token by token. A stream's /Length object is not
  // followed: the stream's length is written into its dictionary.
  void Reach() {
    std::vector<int64_t> queue;
    const auto reach = [&](int64_t n) {
      if (Known(n) && !(flags_[n] & kReachable)) {
        flags_[n] |= kReachable;
        queue.push_back(n);
      }
    };
    for (const char* key : {"/Root", "/Info"}) {
      const Value* v = trailer_.Get(key);
      if (v != nullptr && v->kind == Value::kRef) reach(v->ref);
    }
    std::vector<int64_t> refs;
    while (!queue.empty()) {
      const int64_t n = queue.back();
      queue.pop_back();
      Lexer lex(&bytes_, 0);
      Open(n, &lex);
      refs.clear();
      int depth = 0;
      int64_t length_ref = 0;
      bool length_key = false;
      for (;;) {
        Token t = lex.Next();
        if (t.kind == Token::kEnd) throw Malformed(absl::StrCat("object ", n, " has no end"));
        if (depth == 0 && t.kind == Token::kWord && (t.text == "endobj" || t.text == "stream")) {
          if (t.text == "stream") {
            flags_[n] |= kStream;
            if (length_ref != 0) {
              refs.erase(std::find(refs.begin(), refs.end(), length_ref));
            }
          }
          break;
        }
        if (t.kind == Token::kOpenArray || t.kind == Token::kOpenDict) ++depth;
        if (t.kind == Token::kCloseArray || t.kind == Token::kCloseDict) --depth;
        if (depth > kMaxDepth || depth < 0) throw Malformed("objects nested too deep");
        if (t.kind == Token::kRef) {
          refs.push_back(t.num);
          if (length_key && depth == 1 && length_ref == 0) length_ref = t.num;
        }
        length_key = depth == 1 && t.kind == Token::kName && t.text == "/Length";
      }
      flags_[n] |= kScanned;
      for (int64_t r : refs) reach(r);
    }
  }

  // The pages in order (their numbers for the boxes), each page's inherited MediaBox where it has
  // none of its own, and the content streams the pages draw with (kGray).
  void Pages() {
    const Value root = Parse(trailer_.Get("/Root")->ref);
    const Value* pages = root.Get("/Pages");
    if (pages == nullptr || pages->kind != Value::kRef) throw Malformed("no page tree");
    page_no_.assign(offsets_.size(), 0);
    std::vector<int64_t> seen_nodes;
    PageNode(pages->ref, Value{}, 0, &seen_nodes);
    if (pages_ == 0) throw Malformed("a document without pages");
  }

  void PageNode(int64_t n, Value media, int depth, std::vector<int64_t>* nodes) {
    if (depth > kMaxDepth) throw Malformed("a page tree too deep");
    if (!Known(n)) return;
    if (std::find(nodes->begin(), nodes->end(), n) != nodes->end()) {
      throw Malformed("a page tree with a loop");
    }
    const Value node = Parse(n);
    if (const Value* m = node.Get("/MediaBox")) media = Resolve(*m);
    const Value* kids = node.Get("/Kids");
    const Value* type = node.Get("/Type");
    if (type != nullptr && type->IsName("/Page")) {
      if (page_no_[n] != 0) throw Malformed("a page listed twice");
      page_no_[n] = ++pages_;
      if (node.Get("/MediaBox") == nullptr) inherited_media_.emplace(n, std::move(media));
      if (const Value* c = node.Get("/Contents")) {
        const bool indirect_array =
            c->kind == Value::kRef && Known(c->ref) && !(flags_[c->ref] & kStream);
        const Value contents = indirect_array ? Resolve(*c) : *c;
        if (contents.kind == Value::kArray) {
          for (const Value& s : contents.items) Gray(s);
        } else {
          Gray(contents);
        }
      }
      if (const Value* r = node.Get("/Resources")) Resources(*r, 0);
      return;
    }
    if (kids == nullptr) return;
    nodes->push_back(n);
    const Value list = Resolve(*kids);
    for (const Value& kid : list.items) {
      if (kid.kind == Value::kRef) PageNode(kid.ref, media, depth + 1, nodes);
    }
    nodes->pop_back();
  }

  void Gray(const Value& s) {
    if (s.kind == Value::kRef && Known(s.ref) && (flags_[s.ref] & kStream)) flags_[s.ref] |= kGray;
  }

  // A form XObject or a tiling pattern: its content, and its own resources.
  void Drawn(const Value& ref, int depth) {
    if (ref.kind != Value::kRef || !Known(ref.ref) || !(flags_[ref.ref] & kStream)) return;
    const Value dict = Parse(ref.ref);
    const Value* subtype = dict.Get("/Subtype");
    const Value* pattern = dict.Get("/PatternType");
    const bool form = subtype != nullptr && subtype->IsName("/Form");
    const bool tiling = pattern != nullptr && pattern->IsInteger() && pattern->atom == "1";
    if (!form && !tiling) return;  // an image
    const bool first = !(flags_[ref.ref] & kGray);
    Gray(ref);
    if (first) {
      if (const Value* r = dict.Get("/Resources")) Resources(*r, depth + 1);
    }
  }

  void Resources(const Value& res_ref, int depth) {
    if (depth > kMaxDepth) throw Malformed("resources nested too deep");
    if (res_ref.kind == Value::kRef) {
      if (!Known(res_ref.ref) || (flags_[res_ref.ref] & kWalked)) return;
      flags_[res_ref.ref] |= kWalked;
    }
    const Value res = Resolve(res_ref);
    if (res.kind != Value::kDict) return;
    for (const char* key : {"/XObject", "/Pattern"}) {
      if (const Value* d = res.Get(key)) {
        for (const auto& [name, obj] : Resolve(*d).keys) Drawn(obj, depth);
      }
    }
    if (const Value* states = res.Get("/ExtGState")) {
      for (const auto& [name, state_ref] : Resolve(*states).keys) {
        const Value state = Resolve(state_ref);
        const Value* mask = state.Get("/SMask");
        if (mask == nullptr) continue;
        const Value m = Resolve(*mask);
        if (const Value* g = m.Get("/G")) Drawn(*g, depth);
      }
    }
    if (const Value* fonts = res.Get("/Font")) {
      for (const auto& [name, font_ref] : Resolve(*fonts).keys) {
        const Value font = Resolve(font_ref);
        const Value* subtype = font.Get("/Subtype");
        if (subtype == nullptr || !subtype->IsName("/Type3")) continue;
        if (const Value* procs = font.Get("/CharProcs")) {
          for (const auto& [glyph, proc] : Resolve(*procs).keys) Gray(proc);
        }
        if (const Value* r = font.Get("/Resources")) Resources(*r, depth + 1);
      }
    }
  }

  // New numbers from 1, in Cairo's order; object streams and the cross-reference stream follow.
  void Number() {
    new_.assign(offsets_.size(), 0);
    int64_t next = 1;
    for (size_t n = 1; n < flags_.size(); ++n) {
      if (flags_[n] & kReachable) new_[n] = static_cast<int32_t>(next++);
    }
    xref_.resize(static_cast<size_t>(next));
    next_number_ = next;
  }

  void Put(std::string_view s) {
    if (!id_taken_) {
      g_checksum_update(md5_, reinterpret_cast<const guchar*>(s.data()),
                        static_cast<gssize>(s.size()));
    }
    if (!out_->Append(s)) {
      throw FileError(absl::StrCat("cannot write the PDF to a temporary file: ",
                                   std::strerror(out_->write_errno())));
    }
  }

  void Ref(int64_t n, std::string* out) {
    if (Known(n) && (flags_[n] & kReachable)) {
      absl::StrAppend(out, new_[n], " 0 R");
    } else {
      out->append("null");
    }
  }

  void Serialize(const Value& v, std::string* out, Token::Kind* prev) {
    const auto sep = [&](Token::Kind k) {
      if (NeedsSpace(*prev, k)) out->push_back(' ');
      *prev = k;
    };
    switch (v.kind) {
      case Value::kAtom:
        sep(v.atom_kind);
        out->append(v.atom);
        break;
      case Value::kRef:
        sep(Token::kRef);
        Ref(v.ref, out);
        break;
      case Value::kArray:
        sep(Token::kOpenArray);
        out->append(Punctuation(Token::kOpenArray));
        for (const Value& item : v.items) Serialize(item, out, prev);
        sep(Token::kCloseArray);
        out->append(Punctuation(Token::kCloseArray));
        break;
      case Value::kDict:
        sep(Token::kOpenDict);
        out->append(Punctuation(Token::kOpenDict));
        for (const auto& [k, item] : v.keys) {
          sep(Token::kName);
          out->append(k);
          Serialize(item, out, prev);
        }
        sep(Token::kCloseDict);
        out->append(Punctuation(Token::kCloseDict));
        break;
    }
  }

  void WriteObject(int64_t n) {
    const int64_t num = new_[n];
    if (flags_[n] & kStream) return WriteStream(n, num);
    if (page_no_[n] != 0) {
      Value page = Parse(n);
      SetBoxes(n, &page);
      page.Erase("/Group");  // Cairo's page transparency group in DeviceRGB (repair.h)
      std::string body;
      Token::Kind prev = Token::kEnd;
      Serialize(page, &body, &prev);
      return AddSmall(num, std::move(body));
    }
    // Token by token: an object of any size, held in memory only while it is small.
    Lexer lex(&bytes_, 0);
    if (!Open(n, &lex)) throw Malformed(absl::StrCat("object ", n, " went missing"));
    std::string body;
    bool direct = false;
    Token::Kind prev = Token::kEnd;
    for (;;) {
      Token t = lex.Next();
      if (t.kind == Token::kEnd) throw Malformed(absl::StrCat("object ", n, " has no end"));
      if (t.kind == Token::kWord && t.text == "endobj") break;
      if (NeedsSpace(prev, t.kind)) body.push_back(' ');
      prev = t.kind;
      if (t.kind == Token::kRef) {
        Ref(t.num, &body);
      } else if (const std::string_view p = Punctuation(t.kind); !p.empty()) {
        body.append(p);
      } else {
        body.append(t.text);
      }
      if (body.size() > kSmallObject) {
        if (!direct) {
          direct = true;
          xref_[static_cast<size_t>(num)] = {1, out_->size(), 0};
          Put(absl::StrCat(num, " 0 obj\n"));
        }
        Put(body);
        body.clear();
      }
    }
    if (!direct) return AddSmall(num, std::move(body));
    Put(body);
    Put("\nendobj\n");
  }

  void SetBoxes(int64_t n, Value* page) {
    if (!boxes_) {
      const Value* own = page->Get("/MediaBox");
      Value media;
      if (own != nullptr) {
        media = Resolve(*own);
      } else {
        if (const auto it = inherited_media_.find(n); it != inherited_media_.end()) {
          media = it->second;
        }
      }
      page->Set("/TrimBox", std::move(media));
      return;
    }
    const PageBoxes b = boxes_(page_no_[n]);
    page->Set("/TrimBox", BoxValue(b.trim));
    if (b.bleed) page->Set("/BleedBox", BoxValue(b.media));
  }

  void WriteStream(int64_t n, int64_t num) {
    int64_t at = -1;
    Value dict = Parse(n, &at);
    const Value* len = dict.Get("/Length");
    if (len == nullptr) throw Malformed(absl::StrCat("stream ", n, " has no /Length"));
    const Value length = Resolve(*len);
    int64_t size = -1;
    if (!length.IsInteger() || !absl::SimpleAtoi(length.atom, &size) || size < 0) {
      throw Malformed(absl::StrCat("stream ", n, " has a bad /Length"));
    }
    std::string data;
    bytes_.Read(at, size, &data);
    {
      Lexer end(&bytes_, at + size);
      Token t = end.Next();
      if (t.kind != Token::kWord || t.text != "endstream") {
        throw Malformed(absl::StrCat("stream ", n, " does not end at its /Length"));
      }
    }
    if (flags_[n] & kGray) {
      GrayStream(&dict, &data);
      GrayGroup(&dict);
    }
    dict.Set("/Length", Value::Atom(absl::StrCat(data.size()), Token::kNumber));
    std::string head = absl::StrCat(num, " 0 obj\n");
    Token::Kind prev = Token::kEnd;
    Serialize(dict, &head, &prev);
    head.append("\nstream\n");
    xref_[static_cast<size_t>(num)] = {1, out_->size(), 0};
    Put(head);
    Put(data);
    Put("\nendstream\nendobj\n");
  }

  // A form's own transparency group (a group Cairo pushed, a soft mask's) in DeviceGray.
  static void GrayGroup(Value* dict) {
    for (auto& [key, group] : dict->keys) {
      if (key != "/Group" || group.kind != Value::kDict) continue;
      if (const Value* cs = group.Get("/CS"); cs != nullptr && cs->kind == Value::kAtom) {
        group.Set("/CS", Value::Atom("/DeviceGray", Token::kName));
      }
    }
  }

  // A content stream in DeviceGray (repair.h): decompressed when Cairo compressed it with
  // Flate alone, rewritten, compressed again; left as it is when it has no RGB operator.
  void GrayStream(Value* dict, std::string* data) {
    const Value* filter = dict->Get("/Filter");
    std::string plain;
    if (filter == nullptr) {
      plain = *data;
    } else if (filter->IsName("/FlateDecode") && dict->Get("/DecodeParms") == nullptr) {
      if (!Inflate(*data, &plain)) throw Malformed("a content stream Cairo compressed is damaged");
    } else {
      return;  // a filter Cairo does not use for content
    }
    if (plain.find("rg") == std::string::npos && plain.find("RG") == std::string::npos) return;
    const std::string gray = GrayContentStream(plain);
    std::string z;
    if (DeflateBytes(gray, &z)) {
      *data = std::move(z);
      dict->Set("/Filter", Value::Atom("/FlateDecode", Token::kName));
    } else {
      *data = gray;
      dict->Erase("/Filter");
    }
  }

  // A non-stream object into the object stream being gathered.
  void AddSmall(int64_t num, std::string body) {
    if (body.size() > kSmallObject) {
      xref_[static_cast<size_t>(num)] = {1, out_->size(), 0};
      Put(absl::StrCat(num, " 0 obj\n", body, "\nendobj\n"));
      return;
    }
    objstm_.emplace_back(num, std::move(body));
    objstm_bytes_ += objstm_.back().second.size();
    if (objstm_.size() >= kObjStmObjects || objstm_bytes_ >= kObjStmBytes) FlushObjStm();
  }

  void FlushObjStm() {
    if (objstm_.empty()) return;
    const int64_t stm = next_number_++;
    std::string index, objects;
    for (size_t k = 0; k < objstm_.size(); ++k) {
      absl::StrAppend(&index, k ? " " : "", objstm_[k].first, " ", objects.size());
      objects.append(objstm_[k].second);
      objects.push_back('\n');
      xref_[static_cast<size_t>(objstm_[k].first)] = {2, stm, static_cast<uint32_t>(k)};
    }
    index.push_back('\n');
    std::string z;
    const bool deflated = DeflateBytes(index + objects, &z);
    if (!deflated) z = index + objects;
    xref_.push_back({1, out_->size(), 0});
    Put(absl::StrCat(stm, " 0 obj\n<</Type/ObjStm/N ", objstm_.size(), "/First ", index.size(),
                     deflated ? "/Filter/FlateDecode" : "", "/Length ", z.size(), ">>\nstream\n"));
    Put(z);
    Put("\nendstream\nendobj\n");
    objstm_.clear();
    objstm_bytes_ = 0;
  }

  // The cross-reference stream, with the trailer's entries and the /ID.
  void WriteXref() {
    const int64_t self = next_number_++;
    const int64_t at = out_->size();
    xref_.push_back({1, at, 0});
    int64_t widest = 0;
    uint32_t widest_index = 0;
    for (const Entry& e : xref_) {
      widest = std::max(widest, e.a);
      widest_index = std::max(widest_index, e.b);
    }
    int w1 = 1, w2 = 2;
    while (w1 < 8 && (widest >> (8 * w1)) != 0) ++w1;
    while (w2 < 4 && (widest_index >> (8 * w2)) != 0) ++w2;
    std::string table;
    table.reserve(xref_.size() * static_cast<size_t>(1 + w1 + w2));
    const auto field = [&](uint64_t v, int w) {
      for (int k = w - 1; k >= 0; --k) table.push_back(static_cast<char>((v >> (8 * k)) & 0xff));
    };
    for (size_t k = 0; k < xref_.size(); ++k) {
      const Entry& e = k == 0 ? Entry{0, 0, 0xffffffffu} : xref_[k];
      table.push_back(static_cast<char>(e.type));
      field(static_cast<uint64_t>(e.a), w1);
      field(k == 0 ? (uint64_t{1} << (8 * w2)) - 1 : e.b, w2);
    }
    std::string z;
    const bool deflated = DeflateBytes(table, &z);
    if (!deflated) z = table;
    const std::string id = g_checksum_get_string(md5_);  // of everything before this object
    id_taken_ = true;
    std::string dict = absl::StrCat("<</Type/XRef/Size ", xref_.size(), "/W[1 ", w1, " ", w2, "]");
    Token::Kind prev = Token::kName;
    for (const char* key : {"/Root", "/Info"}) {
      if (const Value* v = trailer_.Get(key)) {
        dict.append(key);
        prev = Token::kName;
        Serialize(*v, &dict, &prev);
      }
    }
    absl::StrAppend(&dict, "/ID[<", id, "><", id, ">]", deflated ? "/Filter/FlateDecode" : "",
                    "/Length ", z.size(), ">>");
    Put(absl::StrCat(self, " 0 obj\n", dict, "\nstream\n"));
    Put(z);
    Put(absl::StrCat("\nendstream\nendobj\nstartxref\n", at, "\n%%EOF\n"));
  }

  struct Entry {
    uint8_t type;  // 1: at offset a; 2: object b of object stream a
    int64_t a;
    uint32_t b;
  };

  Bytes bytes_;
  PdfFile* out_;
  PageBoxesFn boxes_;
  GChecksum* md5_;
  bool id_taken_ = false;
  Value trailer_;
  std::vector<int64_t> offsets_;              // Cairo's, -1: free
  std::vector<uint8_t> flags_;                // Flag
  std::vector<int32_t> page_no_;              // 1-based, 0: not a page
  std::vector<int32_t> new_;                  // the new number, 0: not written
  std::map<int64_t, Value> inherited_media_;  // pages without a /MediaBox of their own
  int32_t pages_ = 0;
  std::vector<Entry> xref_;  // by new number
  int64_t next_number_ = 1;
  std::vector<std::pair<int64_t, std::string>> objstm_;
  size_t objstm_bytes_ = 0;
};

// A failure that is papermines' own (or Cairo's): the run stops, nothing is written.
absl::Status Bug(const PdfFile& pdf, std::string_view why) {
  return absl::InternalError(absl::StrCat(
      "cannot write the ", pdf.size(), "-byte PDF Cairo produced into a valid file (",
      absl::string_view(why.data(), why.size()),
      "); nothing was written. This is a bug in papermines: please report it with the command "
      "and input that caused it"));
}

}  // namespace

namespace {

// Runs `f` on Cairo's file `pdf`, its exceptions turned into the status they stand for.
absl::Status Guarded(const PdfFile& pdf, const std::function<void()>& f) {
  if (!pdf.Flush()) {
    return absl::DataLossError(absl::StrCat("cannot write the PDF to a temporary file: ",
                                            std::strerror(pdf.write_errno())));
  }
  try {
    f();
  } catch (const FileError& e) {
    return absl::DataLossError(e.what());
  } catch (const std::bad_alloc&) {
    return OutOfMemoryError();
  } catch (const std::exception& e) {
    return Bug(pdf, e.what());
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<int64_t> PdfObjectCount(const PdfFile& pdf) {
  int64_t size = 0;
  if (absl::Status s = Guarded(pdf,
                               [&] {
                                 PdfFile none;
                                 size = Writer(pdf, &none, nullptr).Size();
                               });
      !s.ok()) {
    return s;
  }
  return size;
}

absl::StatusOr<PdfFile> StreamPdfFile(const PdfFile& pdf, const PageBoxesFn& boxes) {
  absl::StatusOr<PdfFile> out = PdfFile::Create("the PDF", pdf.dir());
  if (!out.ok()) return out.status();
  if (absl::Status s = Guarded(pdf, [&] { Writer(pdf, &*out, boxes).Run(); }); !s.ok()) return s;
  return out;
}

}  // namespace papermines::pdf
