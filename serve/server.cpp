// The routes and limits of `papermines serve` (server.h).
#include "serve/server.h"

#include <arpa/inet.h>
#include <httplib.h>
#include <sys/socket.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <functional>
#include <optional>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "app/export.h"
#include "app/render_settings.h"
#include "app/solve_request.h"
#include "app/text.h"
#include "render/escape.h"
#include "render/i18n.h"
#include "render/step_text.h"
#include "serve/api_error.h"
#include "serve/book.h"
#include "serve/connections.h"
#include "serve/jobs.h"
#include "serve/languages.h"
#include "serve/pages.h"
#include "serve/rate_limit.h"
#include "serve/requests.h"
#include "serve/sheet.h"
#include "solve/kinds.h"
#include "solve/solver.h"

// cpp-httplib's own serving of one accepted connection (read the request, route it, answer,
// close the socket). It is a private virtual member of httplib::Server, the one place where the
// library hands over a connection's socket: HttpServer overrides it to put Connections in front,
// and calls the library's implementation by its exported symbol (the Itanium ABI passes `this`
// first), since a private base member cannot be named. Debian's libcpp-httplib is a shared
// library: a version without this symbol fails to link rather than run without the limits.
bool HttplibProcessAndCloseSocket(httplib::Server* server, socket_t sock) __asm__(
    "_ZN7httplib6Server24process_and_close_socketEi");

namespace papermines::serve {
namespace {

using Clock = std::chrono::steady_clock;

// What a job hands back to its handler.
struct Answer {
  absl::Status status;
  Rendered out;
  std::vector<std::string> warnings;  // one line each (the X-Warnings header)
};

// The headers of every answer, set once (cpp-httplib's set_header adds a second copy): the
// post-routing handler sets them on every answer, errors included. No page of this server may
// be framed by another site (a hidden frame's Reset or Answer button can be clicked for the
// user): X-Frame-Options here, and frame-ancestors 'none' in every page's CSP.
void SetCommonHeaders(httplib::Response& res) {
  for (const auto& [name, value] : kCommonHeaders) {
    const std::string key(name);
    if (!res.has_header(key)) res.set_header(key, std::string(value));
  }
}

void SendError(httplib::Response& res, const absl::Status& status, int retry_after) {
  res.status = HttpStatusFor(status);
  if (res.status == 503 || res.status == 429) {
    res.set_header("Retry-After", std::to_string(retry_after));
  }
  res.set_content(ErrorBody(status), "application/json");
}

std::string RequestBody(const httplib::Request& req) { return req.body; }

// 429: the client's requests are over the rate limit; `wait` seconds until it may ask again.
void TooManyRequests(httplib::Response& res, int wait, const std::string& message) {
  res.status = 429;
  res.set_header("Retry-After", std::to_string(wait));
  res.set_content(ErrorBody(message), "application/json");
}

absl::Status Busy() {
  return absl::UnavailableError(
      "the server is busy (every worker and queue place is taken): try again soon");
}

// The value of query parameter `name`: one of `choices` (the first when it is absent), else
// InvalidArgument with {"param": name}.
absl::StatusOr<std::string> ParamChoice(const httplib::Request& req, const std::string& name,
                                        const std::vector<std::string>& choices) {
  if (!req.has_param(name)) return choices.front();
  const std::string value = req.get_param_value(name);
  if (std::find(choices.begin(), choices.end(), value) == choices.end() ||
      req.get_param_value_count(name) != 1) {
    return WithLocation(absl::InvalidArgumentError(absl::StrCat(
                            "?", name, "= must be one of ", absl::StrJoin(choices, ", "),
                            " (once), got '", app::OneLine(value, 100), "'")),
                        {{"param", name}});
  }
  return value;
}

// A book request's query: ?format=pdf|html and ?cover=0|1 (not both html and a cover).
struct BookParams {
  bool html = false, cover = false;
};
absl::StatusOr<BookParams> ReadBookParams(const httplib::Request& req) {
  absl::StatusOr<std::string> format = ParamChoice(req, "format", {"pdf", "html"});
  if (!format.ok()) return format.status();
  absl::StatusOr<std::string> cover = ParamChoice(req, "cover", {"0", "1"});
  if (!cover.ok()) return cover.status();
  const BookParams p{*format == "html", *cover == "1"};
  if (p.html && p.cover) {
    return WithLocation(
        absl::InvalidArgumentError("a cover goes with a PDF book, not an HTML page (format=html)"),
        {{"param", "cover"}});
  }
  return p;
}

// The codes of this build's languages (render/i18n.h), English first.
const std::vector<std::string>& LanguageCodes() {
  static const std::vector<std::string> codes = [] {
    std::vector<std::string> out;
    for (const render::Language& l : render::SupportedLanguages()) out.emplace_back(l.code);
    return out;
  }();
  return codes;
}

// The value of cookie `name` in a request's Cookie header, or "".
std::string CookieValue(const httplib::Request& req, const std::string& name) {
  const std::string header = req.get_header_value("Cookie");
  size_t from = 0;
  while (from < header.size()) {
    size_t to = header.find(';', from);
    if (to == std::string::npos) to = header.size();
    const size_t a = header.find_first_not_of(' ', from);
    if (a < to && header.compare(a, name.size(), name) == 0 && a + name.size() < to &&
        header[a + name.size()] == '=') {
      std::string value = header.substr(a + name.size() + 1, to - a - name.size() - 1);
      while (!value.empty() && value.back() == ' ') value.pop_back();
      return value;
    }
    from = to + 1;
  }
  return "";
}

// GET /api/languages: {"default": CODE, "languages": [{"code", "name" (its own name),
// "english", "rtl"}...]}.
nlohmann::json LanguagesJson(const std::string& preferred) {
  nlohmann::json list = nlohmann::json::array();
  for (const render::Language& l : render::SupportedLanguages()) {
    list.push_back({{"code", std::string(l.code)},
                    {"name", std::string(l.native)},
                    {"english", std::string(l.english)},
                    {"rtl", l.right_to_left}});
  }
  return {{"default", preferred}, {"languages", list}};
}

// Warnings as one header value: the lines joined by "\n", percent-encoded as JavaScript's
// encodeURIComponent does (a header carries ASCII only; a warning may name a CJK character).
// A header stays small whatever a request names (a 100 000-character font): each line is cut to
// kWarningChars characters, and lines past kWarningsBytes of header are counted, not sent.
constexpr size_t kWarningChars = 300, kWarningsBytes = 4096;

std::string WarningsHeader(const std::vector<std::string>& warnings) {
  std::string out;
  auto append = [&out](const std::string& line) {
    for (unsigned char c : line) {
      if (absl::ascii_isalnum(c) || std::strchr("-_.!~*'()", c) != nullptr) {
        out.push_back(static_cast<char>(c));
      } else {
        absl::StrAppendFormat(&out, "%%%02X", c);
      }
    }
  };
  for (size_t i = 0; i < warnings.size(); ++i) {
    if (out.size() > kWarningsBytes) {
      append(absl::StrCat("\n(", warnings.size() - i, " more)"));
      break;
    }
    if (i > 0) append("\n");
    append(app::OneLine(warnings[i], kWarningChars));
  }
  return out;
}

// Whether a request's Host header (NAME[:PORT], [V6][:PORT], or none) names this server: an IP
// address (a page cannot rebind one), localhost, the address it listens on, or an --allow-host
// name; case does not matter.
bool HostAllowed(const std::string& header, const ServeOptions& o) {
  if (header.empty()) return true;  // HTTP/1.0; a browser always sends one
  std::string name = absl::AsciiStrToLower(header);
  if (name.front() == '[') return name.find(']') != std::string::npos;  // an IPv6 address
  if (const size_t colon = name.rfind(':'); colon != std::string::npos) name.resize(colon);
  in_addr v4{};
  if (inet_pton(AF_INET, name.c_str(), &v4) == 1) return true;
  if (name == "localhost" || name == absl::AsciiStrToLower(o.host)) return true;
  for (const std::string& allowed : o.allow_hosts) {
    if (name == absl::AsciiStrToLower(allowed)) return true;
  }
  return false;
}

}  // namespace

// httplib listens with a backlog of 5 (CPPHTTPLIB_LISTEN_BACKLOG, fixed in Debian's compiled
// library): fifty clients connecting at once overflow it and some connections are reset. Linux
// takes a second listen() on a listening socket as a new backlog.
//
// Every connection goes through Connections (connections.h): a thread of its own, limits per
// client and in all, and deadlines for sending the request and taking the answer. Outside the
// anonymous namespace: Server::State holds one, which in a unity batch (cmake/unity.cmake) would
// give a class of the header a member of a type no other file can name.
class HttpServer : public httplib::Server {
 public:
  explicit HttpServer(Connections* connections) : connections_(connections) {}
  void WidenBacklog(int backlog) { ::listen(svr_sock_, backlog); }

 private:
  bool process_and_close_socket(socket_t sock) override {
    return connections_->Serve(sock,
                               [this](int s) { return HttplibProcessAndCloseSocket(this, s); });
  }
  Connections* connections_;
};

namespace {

// One server per port: SO_REUSEADDR (a restart need not wait for the old connections' TIME_WAIT)
// but not cpp-httplib's default SO_REUSEPORT, with which a second server binds the same port and
// the kernel deals the connections between the two.
void ReuseAddressOnly(socket_t sock) {
  int yes = 1;
  setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
}

}  // namespace

struct Server::State {
  explicit State(const ServeOptions& o)
      : options(o),
        connections(o.connections),
        http(&connections),
        pool(o.workers, o.queue),
        rate(o.rate_per_minute, std::clamp(o.rate_per_minute, 1.0, 60.0)) {}

  ServeOptions options;
  Connections connections;  // outlives http, whose connection threads use it
  HttpServer http;
  JobPool pool;
  RateLimit rate;
  int port = 0;

  int RetryAfter() const { return std::max(1, static_cast<int>(options.time_limit / 4)); }

  // The language of a page: ?lang=, else the language chooser's cookie (papermines-lang, set by
  // serve/pages/i18n.js), else the browser's Accept-Language, else the server's own; a code this
  // build lacks counts as none.
  std::string UiLanguage(const httplib::Request& req) const {
    const std::vector<std::string>& codes = LanguageCodes();
    for (const std::string& asked :
         {req.get_param_value("lang"), CookieValue(req, "papermines-lang")}) {
      if (std::find(codes.begin(), codes.end(), asked) != codes.end()) return asked;
    }
    return PreferredLanguage(req.get_header_value("Accept-Language"), codes, options.lang);
  }

  // Why a request is refused before it is routed, or OK (connections.h has the connection's own
  // limits). DNS rebinding lets a page on another site reach a server on this network under a
  // name of its own: the Host must be an address, localhost, the listening name or a name given
  // with --allow-host (else 421). A browser says where a request comes from: a POST from a page of
  // another origin (Origin, else Sec-Fetch-Site) is refused (403); programs that send neither
  // (curl, Python) are served.
  absl::Status Refused(const httplib::Request& req) const {
    const std::string host = req.get_header_value("Host");
    if (!HostAllowed(host, options)) {
      return absl::FailedPreconditionError(absl::StrCat(
          "this server does not answer to the name '", host.substr(0, 100),
          "': use its address, or start it with --allow-host NAME to let that name reach it"));
    }
    if (req.method != "POST") return absl::OkStatus();
    const std::string origin = req.get_header_value("Origin");
    const std::string site = req.get_header_value("Sec-Fetch-Site");
    const bool foreign = req.has_header("Origin")
                             ? !absl::EqualsIgnoreCase(origin, absl::StrCat("http://", host))
                             : site == "cross-site" || site == "same-site";
    if (foreign) {
      return absl::PermissionDeniedError(absl::StrCat("a page of another site (",
                                                      origin.empty() ? site : origin.substr(0, 100),
                                                      ") may not send requests to this server"));
    }
    return absl::OkStatus();
  }

  // Runs `work` in the pool under the request's time limit and writes its answer (or error).
  void Dispatch(const httplib::Request& req, httplib::Response& res,
                std::function<Answer(Clock::time_point deadline)> work) {
    if (const int wait = rate.Take(req.remote_addr); wait > 0) {
      TooManyRequests(
          res, wait,
          absl::StrCat("too many requests from ", req.remote_addr, ": try again in ", wait, " s"));
      return;
    }
    const Clock::time_point deadline =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(
                           std::chrono::duration<double>(options.time_limit));
    auto answer = std::make_shared<Answer>();
    std::shared_ptr<JobPool::Job> job =
        pool.Submit([answer, work = std::move(work), deadline] { *answer = work(deadline); });
    if (job == nullptr) {
      SendError(res, Busy(), RetryAfter());
      return;
    }
    if (!job->Wait(deadline)) {
      SendError(res,
                absl::DeadlineExceededError(
                    absl::StrCat("the request took longer than the server's time limit of ",
                                 options.time_limit, " s (or the server is stopping)")),
                RetryAfter());
      return;
    }
    if (!answer->status.ok()) {
      SendError(res, answer->status, RetryAfter());
      return;
    }
    res.status = 200;
    if (!answer->out.filename.empty()) {
      res.set_header("Content-Disposition",
                     absl::StrCat("attachment; filename=\"", answer->out.filename, "\""));
    }
    if (!answer->out.ids.empty()) res.set_header("X-Puzzle-Ids", answer->out.ids);
    if (!answer->out.seed.empty()) res.set_header("X-Seed", answer->out.seed);
    if (!answer->warnings.empty()) res.set_header("X-Warnings", WarningsHeader(answer->warnings));
    res.set_content(std::move(answer->out.body), answer->out.content_type);
  }

  void Routes();

  // A POST route whose handler sees the whole body in req.body. The body is read through a
  // content reader, so a body of any media type is taken as it is: cpp-httplib's own reading
  // refuses an application/x-www-form-urlencoded body over 8 KiB (what `curl --data-binary`
  // sends) and parses it as a form; the --max-body limit (413) holds as for any body.
  void PostBody(const std::string& pattern,
                std::function<void(const httplib::Request&, httplib::Response&)> handler) {
    // --max-body holds for every transfer encoding: cpp-httplib refuses a Content-Length over it
    // before reading, and a chunked body (no length) is counted here as it comes.
    http.Post(pattern, [handler = std::move(handler), max = options.max_body](
                           const httplib::Request& req, httplib::Response& res,
                           const httplib::ContentReader& read) {
      httplib::Request whole = req;
      bool too_large = false;
      auto take = [&whole, &too_large, max](const char* data, size_t n) {
        too_large = n > max - std::min(max, whole.body.size());
        if (too_large) return false;
        whole.body.append(data, n);
        return true;
      };
      // A form upload (multipart/form-data, `curl -F f=@puzzle.mines`) is read as its one
      // part's content; a body of any other type as it is.
      int parts = 0;
      const bool ok =
          req.is_multipart_form_data()
              ? read([&parts](const httplib::MultipartFormData&) { return ++parts == 1; }, take)
              : read(take);
      if (too_large) {
        res.status = 413;
        return;  // the error handler writes the JSON error of res.status
      }
      if (parts > 1) {
        res.status = 400;
        res.set_content(ErrorBody("a form upload holds one part (the puzzle text or the JSON "
                                  "request), not several"),
                        "application/json");
        return;
      }
      if (!ok) {
        if (res.status < 400) res.status = 400;
        return;
      }
      Connections::Handling();
      handler(whole, res);
    });
  }

  BookJobs books;

  // The handlers, one per endpoint: Routes maps each GET and POST route to one.
  using Handler = void (State::*)(const httplib::Request&, httplib::Response&);
  void Healthz(const httplib::Request& req, httplib::Response& res);
  void GetLanguages(const httplib::Request& req, httplib::Response& res);
  void GetOptions(const httplib::Request& req, httplib::Response& res);
  void PostSolve(const httplib::Request& req, httplib::Response& res);
  void PostExport(const httplib::Request& req, httplib::Response& res);
  void PostSheet(const httplib::Request& req, httplib::Response& res);
  void PostGenerate(const httplib::Request& req, httplib::Response& res);
  void PostBook(const httplib::Request& req, httplib::Response& res);
  void StartBook(const httplib::Request& req, httplib::Response& res);
  void GetBookJob(const httplib::Request& req, httplib::Response& res);
  void GetBookJobResult(const httplib::Request& req, httplib::Response& res);
  void GetPlay(const httplib::Request& req, httplib::Response& res);
  void PlayDocument(const httplib::Request& req, httplib::Response& res);
  void GetPage(const httplib::Request& req, httplib::Response& res);

  // The book job the route's ID names, or null with the 404 answered.
  std::shared_ptr<BookJobs::Job> FindBookJob(const httplib::Request& req, httplib::Response& res);
};

namespace {

// The explained steps of `r` in the current language (render/step_text.h: cells named as the
// labels, "C4"), one sentence per step as the solver's own explanation has.
nlohmann::json TranslatedExplanation(const Topology& topo, const SolveResult& r) {
  nlohmann::json out = nlohmann::json::array();
  for (const PathStep& s : r.path) {
    out.push_back(render::StepText(topo, DeductionStep{s.clue_cells, s.cells, s.text, s.reason}));
  }
  return out;
}

// `lang` empty: the solver's own English sentences, as `solve --json --explain` prints them;
// otherwise the steps in that language (the editor asks in its page's language). The answer is
// `solve --json`'s document, made by the same steps (app/solve_request.h).
Answer SolveAnswer(const std::string& body, int64_t max_cells, bool explain, bool labels,
                   const std::string& lang, const render::CatalogueDirs& dirs,
                   Clock::time_point deadline) {
  Answer a;
  absl::StatusOr<std::vector<Puzzle>> puzzles = ReadPuzzleText(body, max_cells);
  if (!puzzles.ok()) {
    a.status = puzzles.status();
    return a;
  }
  app::SolveRequest request;
  request.explain = explain;
  request.labels = labels;
  std::optional<render::LanguageScope> scope;
  if (explain && !lang.empty()) {
    absl::StatusOr<render::LanguageScope> entered = render::LanguageScope::Enter(lang, dirs);
    if (!entered.ok()) {
      a.status = entered.status();
      return a;
    }
    scope.emplace(*std::move(entered));
    request.explanation_words = TranslatedExplanation;
  }
  std::string text;
  app::SolveAnswer answer(request, /*json=*/true,
                          [&text](std::string_view bytes) { text.append(bytes); });
  for (size_t i = 0; i < puzzles->size(); ++i) {
    const Puzzle& p = (*puzzles)[i];
    const double left = std::chrono::duration<double>(deadline - Clock::now()).count();
    if (left <= 0 && SolveKindOf(p.kind).proved) {  // a skipped kind takes no time
      a.status = absl::DeadlineExceededError("the request's time limit ran out while solving");
      return a;
    }
    for (std::string& w : answer.Add(p, static_cast<int64_t>(i), left)) {
      a.warnings.push_back(std::move(w));
    }
  }
  answer.Finish();
  a.out = {std::move(text), "application/json", "", ""};
  return a;
}

Answer ExportAnswer(const std::string& body, int64_t max_cells, const std::string& format,
                    const app::Environment& env, Clock::time_point deadline) {
  Answer a;
  absl::StatusOr<std::vector<Puzzle>> puzzles = ReadPuzzleText(body, max_cells);
  if (!puzzles.ok()) {
    a.status = puzzles.status();
    return a;
  }
  if (format == app::kExportMines || format == app::kExportPuzzlink) {
    absl::StatusOr<std::string> text = app::ExportText(*puzzles, format);
    if (!text.ok()) {
      a.status = text.status();
      return a;
    }
    a.out = {*std::move(text), "text/plain; charset=utf-8",
             format == app::kExportMines ? "puzzles.mines" : "", ""};
    return a;
  }
  // pdf or html: the puzzles drawn as `render` draws them with its defaults.
  absl::StatusOr<render::RenderOptions> ro =
      app::MakeRenderOptions(app::SheetSettings{}, env, app::Caller::kJson, &a.warnings);
  if (!ro.ok()) {
    a.status = ro.status();
    return a;
  }
  SheetRequest r;
  r.render = *ro;
  r.output.format = format;
  absl::StatusOr<Rendered> out = DrawSheet(r, *puzzles, deadline);
  if (!out.ok()) {
    a.status = out.status();
    return a;
  }
  a.out = *std::move(out);
  a.out.filename = format == "pdf" ? "puzzles.pdf" : "puzzles.html";
  return a;
}

Answer SheetAnswer(const std::string& body, bool only_puzzles, Clock::time_point deadline,
                   const app::Environment& env) {
  Answer a;
  absl::StatusOr<SheetRequest> r = ReadSheetRequest(body, env);
  if (!r.ok()) {
    a.status = r.status();
    return a;
  }
  if (only_puzzles) {
    // /api/generate answers the puzzles as .mines; another format is /api/sheet's.
    if (r->output.format_given && r->output.format != "mines") {
      a.status = WithLocation(
          absl::InvalidArgumentError(absl::StrCat(
              "'format' ", r->output.format,
              " is not answered here: /api/generate answers the puzzles as .mines (\"mines\"); "
              "/api/sheet draws them")),
          {{"key", "format"}});
      return a;
    }
    r->output.format = "mines";
  }
  a.warnings = r->warnings;
  absl::StatusOr<std::vector<Puzzle>> puzzles = ProduceSheet(*r, deadline);
  if (!puzzles.ok()) {
    a.status = puzzles.status();
    return a;
  }
  absl::StatusOr<Rendered> out = DrawSheet(*r, *puzzles, deadline);
  if (!out.ok()) {
    a.status = out.status();
    return a;
  }
  a.out = *std::move(out);
  return a;
}

// Makes the book of a book maker's job (in the pool), keeping its progress and its result.
void RunBookJob(BookJobs::Job& job, const std::string& body, const app::Environment& env, bool html,
                bool cover, Clock::time_point deadline) {
  {
    std::lock_guard<std::mutex> lock(job.mu);
    job.state = "running";
  }
  Rendered cover_pdf;
  std::vector<std::string> warnings;
  absl::StatusOr<Rendered> out = MakeBook(
      body, env, html, deadline,
      [&job](const char* stage, int64_t done, int64_t total) {
        std::lock_guard<std::mutex> lock(job.mu);
        job.stage = stage;
        job.done = done;
        job.total = total;
      },
      cover ? &cover_pdf : nullptr, &warnings);
  std::lock_guard<std::mutex> lock(job.mu);
  job.finished = Clock::now();
  if (out.ok()) {
    job.out = *std::move(out);
    job.cover = std::move(cover_pdf);
    job.warnings = std::move(warnings);
    job.state = "done";
  } else {
    job.status = out.status();
    job.state = "error";
  }
}

}  // namespace

// The routes, each to its handler below.
void Server::State::Routes() {
  struct Route {
    bool post;  // POST (the whole body read first, PostBody), else GET
    const char* pattern;
    Handler handler;
  };
  static constexpr Route kRoutes[] = {
      {false, "/healthz", &State::Healthz},
      {false, "/api/languages", &State::GetLanguages},
      {false, "/api/options", &State::GetOptions},
      {true, "/api/solve", &State::PostSolve},
      {true, "/api/export", &State::PostExport},
      {true, "/api/sheet", &State::PostSheet},
      {true, "/api/generate", &State::PostGenerate},
      {true, "/api/book", &State::PostBook},
      {true, "/api/book/jobs", &State::StartBook},
      {false, R"(/api/book/jobs/([0-9a-f]{32}))", &State::GetBookJob},
      {false, R"(/api/book/jobs/([0-9a-f]{32})/(result|cover))", &State::GetBookJobResult},
      {false, "/play", &State::GetPlay},
      {false, R"(/([a-z0-9\-]*(\.(js|css|svg|ico))?))", &State::GetPage},
  };
  for (const Route& r : kRoutes) {
    auto handle = [this, h = r.handler](const httplib::Request& req, httplib::Response& res) {
      Connections::Handling();  // a GET has no body; a POST's is read by then (PostBody)
      (this->*h)(req, res);
    };
    if (r.post) {
      PostBody(r.pattern, handle);
    } else {
      http.Get(r.pattern, handle);
    }
  }
}

void Server::State::Healthz(const httplib::Request&, httplib::Response& res) {
  nlohmann::json j{{"status", "ok"}, {"running", pool.Running()}, {"queued", pool.Queued()}};
  res.set_content(j.dump() + "\n", "application/json");
}

// The languages of this build and the one the browser asks for (languages.h).
// What the web forms are built from (pages.h): the one schema's rows (app/option_schema.h), this
// server's own cap on top of them, the kinds and the .mines limits.
void Server::State::GetOptions(const httplib::Request& req, httplib::Response& res) {
  // The kinds' titles are in the page's language (?lang=, the cookie, Accept-Language).
  res.set_header("Vary", "Accept-Language, Cookie");
  res.set_content(
      PageOptionsJson(UiLanguage(req), options.environment.catalogue_dirs).dump() + "\n",
      "application/json");
}

void Server::State::GetLanguages(const httplib::Request& req, httplib::Response& res) {
  const std::string preferred =
      PreferredLanguage(req.get_header_value("Accept-Language"), LanguageCodes(), options.lang);
  res.set_header("Vary", "Accept-Language");
  res.set_content(LanguagesJson(preferred).dump() + "\n", "application/json");
}

void Server::State::PostSolve(const httplib::Request& req, httplib::Response& res) {
  absl::StatusOr<std::string> explain = ParamChoice(req, "explain", {"0", "1"});
  absl::StatusOr<std::string> labels = ParamChoice(req, "labels", {"0", "1"});
  for (const auto* p : {&explain, &labels}) {
    if (!p->ok()) return SendError(res, p->status(), 1);
  }
  // ?lang=CODE: the explained steps in that language (a code this build lacks: the page's
  // language rules, UiLanguage); without it the solver's English, as `solve --json` prints.
  const std::string lang = req.has_param("lang") ? UiLanguage(req) : "";
  Dispatch(req, res,
           [body = RequestBody(req), explain = *explain == "1", labels = *labels == "1", lang,
            max_cells = options.max_cells,
            dirs = options.environment.catalogue_dirs](Clock::time_point deadline) {
             return SolveAnswer(body, max_cells, explain, labels, lang, dirs, deadline);
           });
}

void Server::State::PostExport(const httplib::Request& req, httplib::Response& res) {
  absl::StatusOr<std::string> format =
      ParamChoice(req, "format", {"puzzlink", "mines", "pdf", "html"});
  if (!format.ok()) return SendError(res, format.status(), 1);
  Dispatch(req, res,
           [body = RequestBody(req), format = *format, max_cells = options.max_cells,
            env = options.environment](Clock::time_point deadline) {
             return ExportAnswer(body, max_cells, format, env, deadline);
           });
}

void Server::State::PostSheet(const httplib::Request& req, httplib::Response& res) {
  Dispatch(req, res,
           [body = RequestBody(req), env = options.environment](Clock::time_point deadline) {
             return SheetAnswer(body, false, deadline, env);
           });
}

void Server::State::PostGenerate(const httplib::Request& req, httplib::Response& res) {
  Dispatch(req, res,
           [body = RequestBody(req), env = options.environment](Clock::time_point deadline) {
             return SheetAnswer(body, true, deadline, env);
           });
}

// A book at once: the PDF (or ?format=html, the playable page) as the answer.
// ?cover=1: the book's paperback cover instead (`book --cover`).
void Server::State::PostBook(const httplib::Request& req, httplib::Response& res) {
  absl::StatusOr<BookParams> params = ReadBookParams(req);
  if (!params.ok()) return SendError(res, params.status(), 1);
  const bool html = params->html, cover = params->cover;
  Dispatch(req, res,
           [body = RequestBody(req), html, cover,
            env = options.environment](Clock::time_point deadline) {
             Answer a;
             Rendered cover_pdf;
             absl::StatusOr<Rendered> out = MakeBook(body, env, html, deadline, nullptr,
                                                     cover ? &cover_pdf : nullptr, &a.warnings);
             if (!out.ok()) {
               a.status = out.status();
             } else {
               a.out = cover ? std::move(cover_pdf) : *std::move(out);
             }
             return a;
           });
}

// A book with progress (POST /api/book/jobs): 202 {"job": ID}; GET /api/book/jobs/ID says how
// far it is; GET /api/book/jobs/ID/result answers the book once it is done. Its progress and
// result are kept in `books`.
void Server::State::StartBook(const httplib::Request& req, httplib::Response& res) {
  if (const int wait = rate.Take(req.remote_addr); wait > 0) {
    TooManyRequests(res, wait, "too many requests: try again later");
    return;
  }
  // What can be refused at once is refused at once, with its location.
  if (absl::StatusOr<nlohmann::json> spec = ReadBookRequest(req.body); !spec.ok()) {
    SendError(res, spec.status(), 1);
    return;
  }
  absl::StatusOr<BookParams> params = ReadBookParams(req);
  if (!params.ok()) return SendError(res, params.status(), 1);
  const bool html = params->html, cover = params->cover;
  absl::StatusOr<std::pair<std::string, std::shared_ptr<BookJobs::Job>>> added =
      books.Add(req.remote_addr);
  if (!added.ok()) {
    if (absl::IsResourceExhausted(added.status())) {
      TooManyRequests(res, RetryAfter(), std::string(added.status().message()));
    } else {
      SendError(res, added.status(), RetryAfter());
    }
    return;
  }
  auto [id, job] = *std::move(added);
  const Clock::time_point deadline =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(
                         std::chrono::duration<double>(options.time_limit));
  std::shared_ptr<JobPool::Job> queued =
      pool.Submit([job = job, body = req.body, html, cover, deadline, env = options.environment] {
        RunBookJob(*job, body, env, html, cover, deadline);
      });
  if (queued == nullptr) {
    books.Forget(id);
    SendError(res, Busy(), RetryAfter());
    return;
  }
  res.status = 202;
  res.set_content(nlohmann::json{{"job", id}}.dump() + "\n", "application/json");
}

std::shared_ptr<BookJobs::Job> Server::State::FindBookJob(const httplib::Request& req,
                                                          httplib::Response& res) {
  std::shared_ptr<BookJobs::Job> job = books.Find(req.matches[1].str());
  if (job == nullptr) {
    SendError(res, absl::NotFoundError("no such book job (finished books are kept ten minutes)"),
              1);
    res.status = 404;
  }
  return job;
}

void Server::State::GetBookJob(const httplib::Request& req, httplib::Response& res) {
  std::shared_ptr<BookJobs::Job> job = FindBookJob(req, res);
  if (job == nullptr) return;
  res.set_content(BookJobs::Status(*job).dump() + "\n", "application/json");
}

// .../result: the book; .../cover: the paperback cover of a job started with ?cover=1.
void Server::State::GetBookJobResult(const httplib::Request& req, httplib::Response& res) {
  const bool want_cover = req.matches[2].str() == "cover";
  std::shared_ptr<BookJobs::Job> job = FindBookJob(req, res);
  if (job == nullptr) return;
  std::lock_guard<std::mutex> lock(job->mu);
  if (job->state == "error") {
    SendError(res, job->status, RetryAfter());
    return;
  }
  if (job->state != "done") {
    res.status = 409;
    res.set_content(ErrorBody("the book is not finished yet"), "application/json");
    return;
  }
  if (want_cover && job->cover.body.empty()) {
    SendError(
        res, absl::NotFoundError("this book was made without a cover (start it with ?cover=1)"), 1);
    res.status = 404;
    return;
  }
  const Rendered& out = want_cover ? job->cover : job->out;
  res.set_header("Content-Disposition",
                 absl::StrCat("attachment; filename=\"", out.filename, "\""));
  if (!job->warnings.empty()) res.set_header("X-Warnings", WarningsHeader(job->warnings));
  res.set_content(out.body, out.content_type);
}

// The player: the playable page of a sheet made here, from the sheet's request in the query
// (?sheet=), or of a book (?book=).
void Server::State::GetPlay(const httplib::Request& req, httplib::Response& res) {
  PlayDocument(req, res);
  if (res.status < 400) return;
  // /play is opened by a browser, not a script: its errors are a page that says them, in the
  // language the pages speak, not the API's raw JSON.
  const nlohmann::json doc = nlohmann::json::parse(res.body, nullptr, /*allow_exceptions=*/false);
  const std::string message = doc.is_object() && doc.contains("error") && doc["error"].is_string()
                                  ? doc["error"].get<std::string>()
                                  : "the player could not be made";
  const std::string lang = UiLanguage(req);
  res.set_header("Content-Language", lang);
  res.set_content(absl::StrCat("<!DOCTYPE html>\n<html lang=\"", render::HtmlText(lang),
                               "\"><head><meta charset=\"utf-8\"><title>papermines</title>"
                               "</head><body><h1>papermines</h1><p>",
                               render::HtmlText(message), "</p></body></html>\n"),
                  "text/html; charset=utf-8");
}

void Server::State::PlayDocument(const httplib::Request& req, httplib::Response& res) {
  const app::Environment& env = options.environment;
  if (req.has_param("book")) {
    Dispatch(req, res, [body = req.get_param_value("book"), env](Clock::time_point deadline) {
      Answer a;
      absl::StatusOr<Rendered> out = MakeBook(body, env, /*html=*/true, deadline);
      if (!out.ok()) {
        a.status = out.status();
      } else {
        a.out = *std::move(out);
        a.out.filename.clear();  // shown, not downloaded
      }
      return a;
    });
    return;
  }
  // No sheet named: the default sheet.
  absl::StatusOr<nlohmann::json> sheet =
      ReadJsonObject(req.has_param("sheet") ? req.get_param_value("sheet") : "{}");
  if (!sheet.ok()) {
    SendError(res, sheet.status(), 1);
    return;
  }
  (*sheet)["format"] = "html";
  // A sheet without "lang" speaks the page's language (?lang=, the chooser's cookie, the
  // browser's): the answer varies with those headers. The document's own CSP is in a meta
  // element, where frame-ancestors has no effect: it goes in a header.
  res.set_header("Vary", "Accept-Language, Cookie");
  res.set_header("Content-Security-Policy", "frame-ancestors 'none'");
  if (!sheet->contains("lang")) (*sheet)["lang"] = UiLanguage(req);
  Dispatch(req, res, [body = sheet->dump(), env](Clock::time_point deadline) {
    Answer a = SheetAnswer(body, false, deadline, env);
    a.out.filename.clear();  // shown, not downloaded
    return a;
  });
}

// The pages, in the language of ?lang=, else of the language chooser's cookie, else the
// browser's Accept-Language (as /api/languages), else the server's own.
void Server::State::GetPage(const httplib::Request& req, httplib::Response& res) {
  if (req.matches[1].str() == "messages.js") {
    res.set_header("Vary", "Accept-Language, Cookie");
    res.set_content(ScriptMessagesJs(UiLanguage(req), options.environment.catalogue_dirs),
                    "text/javascript; charset=utf-8");
    return;
  }
  const Page* page = FindPage(req.matches[1].str());
  if (page == nullptr) {
    res.status = 404;
    res.set_content(ErrorBody(absl::StrCat("no page ", req.path)), "application/json");
    return;
  }
  const std::string lang = UiLanguage(req);
  res.set_header("Content-Security-Policy", std::string(kPageCsp));
  res.set_header("Vary", "Accept-Language, Cookie");
  if (page->name.ends_with(".html")) res.set_header("Content-Language", lang);
  res.set_content(LocalizedPage(*page, lang, options.environment.catalogue_dirs),
                  std::string(page->type));
}

Server::Server(const ServeOptions& options) : state_(std::make_unique<State>(options)) {
  State& s = *state_;
  s.http.new_task_queue = [&s] { return s.connections.NewQueue(); };
  s.http.set_socket_options(ReuseAddressOnly);
  s.http.set_payload_max_length(options.max_body);
  s.http.set_read_timeout(10);
  s.http.set_write_timeout(10);
  s.http.set_keep_alive_max_count(1);  // one request per connection (connections.h)
  s.http.set_pre_routing_handler([&s](const httplib::Request& req, httplib::Response& res) {
    if (absl::Status refused = s.Refused(req); !refused.ok()) {
      res.status = refused.code() == absl::StatusCode::kPermissionDenied ? 403 : 421;
      res.set_content(ErrorBody(refused), "application/json");
      return httplib::Server::HandlerResponse::Handled;
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });
  s.http.set_post_routing_handler([](const httplib::Request&, httplib::Response& res) {
    SetCommonHeaders(res);
    Connections::Writing();
  });
  // httplib's own errors (no route, a body over the limit, a malformed request) as JSON too.
  s.http.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return;
    std::string what = res.status == 404   ? absl::StrCat("no such page or endpoint: ", req.path)
                       : res.status == 413 ? "the request body is larger than the server allows"
                       : res.status == 405 ? "method not allowed here"
                                           : "the request could not be read";
    res.set_content(ErrorBody(what), "application/json");
  });
  s.http.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
        std::string what = "internal error";
        try {
          std::rethrow_exception(ep);
        } catch (const std::bad_alloc&) {
          res.status = 503;
          res.set_header("Retry-After", "5");
          what = "out of memory: try a smaller request";
        } catch (const std::exception& e) {
          res.status = 500;
          what = e.what();
        } catch (...) {
          res.status = 500;
        }
        res.set_content(ErrorBody(what), "application/json");
      });
  s.Routes();
}

Server::~Server() { Stop(); }

absl::Status Server::Bind() {
  State& s = *state_;
  if (s.options.port == 0) {
    s.port = s.http.bind_to_any_port(s.options.host);
    if (s.port < 0) s.port = 0;
  } else if (s.http.bind_to_port(s.options.host, s.options.port)) {
    s.port = s.options.port;
  }
  if (s.port > 0) s.http.WidenBacklog(256);
  if (s.port <= 0) {
    return absl::UnavailableError(absl::StrCat("cannot listen on ", s.options.host, ":",
                                               s.options.port,
                                               " (address in use, or not this machine's?)"));
  }
  return absl::OkStatus();
}

int Server::Port() const { return state_->port; }

absl::Status Server::Run() {
  State& s = *state_;
  s.http.listen_after_bind();
  s.pool.Stop();
  return absl::OkStatus();
}

void Server::Stop() {
  if (!state_) return;
  state_->http.stop();
  state_->connections.CutReading();
}

}  // namespace papermines::serve
