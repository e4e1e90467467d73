// The book maker: the book spec (docs/FORMAT.md "Book specs") as a form with sections added,
// removed and ordered; "Build" starts a book job (POST /api/book/jobs), shows its progress
// (GET /api/book/jobs/ID) and downloads the PDF when it is done. Text is put in with
// textContent, never as markup.
"use strict";
(function () {
  const pm = window.papermines;
  const tr = pm.tr;
  const [list, statusLine, bar, playLink, warningList] =
      pm.elements("sections", "status", "progress", "play-link", "book-warnings");
  let serial = 0;
  // GET /api/options: the schema's rows of `book` (a section's kind, grid, difficulty, count,
  // their limits and defaults) and the kinds' titles; null until read.
  let doc = null;
  const bookRow = (name) => pm.row(doc && doc.book_options, name);
  // A row's default for a book, else its first choice (a select shows that one first).
  const firstChoice = (name) => {
    const row = bookRow(name);
    return row ? (row.default !== undefined ? row.default : (row.choices || [])[0]) : undefined;
  };

  // The status line; `warnings` (what `book` warns of) are listed under it, one item each.
  function say(text, kind, warnings) {
    pm.say(statusLine, text, kind);
    warningList.textContent = "";
    for (const w of warnings || []) {
      const li = document.createElement("li");
      li.textContent = w;
      warningList.appendChild(li);
    }
    warningList.hidden = !warnings || warnings.length === 0;
  }

  function field(label, input) {
    const wrap = document.createElement("div");
    wrap.className = "field";
    const l = document.createElement("label");
    l.textContent = label;
    l.htmlFor = input.id;
    wrap.append(l, input);
    return wrap;
  }

  // A select of the choices of the `book` row `name`.
  function select(id, name, value) {
    const s = pm.fillSelect(document.createElement("select"), pm.choices(doc, bookRow(name)), value);
    s.id = id;
    return s;
  }

  function input(id, type, value) {
    const i = document.createElement("input");
    i.id = id;
    i.type = type;
    i.value = value;
    if (type === "number") i.inputMode = "numeric";
    return i;
  }

  function addSection(s) {
    const n = ++serial;
    const li = document.createElement("li");
    li.setAttribute("data-section", String(n));
    const heading = document.createElement("h3");
    heading.textContent = tr("Section");
    li.appendChild(heading);
    li.appendChild(field(tr("Section title"), input("s" + n + "-title", "text", s.title)));
    const row = document.createElement("div");
    row.className = "row";
    row.appendChild(field(tr("Kind"), select("s" + n + "-kind", "kind", s.kind)));
    row.appendChild(field(tr("Grid"), select("s" + n + "-topology", "topology", s.topology)));
    li.appendChild(row);
    const row2 = document.createElement("div");
    row2.className = "row";
    row2.appendChild(field(tr("Size (rows x columns)"), input("s" + n + "-size", "text", s.size)));
    row2.appendChild(field(tr("Difficulty"), select("s" + n + "-difficulty", "difficulty", s.difficulty)));
    const count = input("s" + n + "-count", "number", String(s.count));
    pm.limit(count, bookRow("count"));
    row2.appendChild(field(tr("Puzzles"), count));
    li.appendChild(row2);
    const actions = document.createElement("div");
    actions.className = "actions";
    const button = (text, fn) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "secondary";
      b.textContent = text;
      b.addEventListener("click", () => { fn(); renumber(); });
      actions.appendChild(b);
      return b;
    };
    button(tr("Move up"), () => { if (li.previousElementSibling) list.insertBefore(li, li.previousElementSibling); });
    button(tr("Move down"), () => { if (li.nextElementSibling) list.insertBefore(li.nextElementSibling, li); });
    button(tr("Remove"), () => li.remove());
    li.appendChild(actions);
    list.appendChild(li);
    renumber();
  }

  function renumber() {
    let k = 0;
    for (const li of list.children) {
      k++;
      li.querySelector("h3").textContent = tr("Section $0", String(k));
      for (const b of li.querySelectorAll("button")) {
        b.setAttribute("aria-label", tr("$0: section $1", b.textContent, String(k)));
      }
    }
    updateLinks();
  }

  function spec() {
    const v = (id) => document.getElementById(id).value.trim();
    const s = {title: v("title") || tr("Puzzles"), paper: v("paper"), answers: v("answers"),
               sections: []};
    if (v("seed") !== "") s.seed = Number(v("seed"));  // none: a fresh one, on the last page
    if (v("author")) s.author = v("author");
    s.lang = v("lang");
    if (document.getElementById("cover").checked) s.cover = {paper: v("cover-paper")};
    for (const li of list.children) {
      const n = li.getAttribute("data-section");
      const g = (k) => document.getElementById("s" + n + "-" + k).value.trim();
      const sec = {title: g("title") || tr("Section"), kind: g("kind"), size: g("size"),
                   difficulty: g("difficulty"), count: Number(g("count"))};
      if (g("topology") !== firstChoice("topology")) sec.topology = g("topology");  // the default
      s.sections.push(sec);
    }
    return s;
  }

  function updateLinks() {
    playLink.href = "/play?book=" + encodeURIComponent(JSON.stringify(spec()));
  }

  async function build() {
    const button = document.getElementById("build");
    button.disabled = true;
    bar.value = 0;
    document.documentElement.setAttribute("data-book", "busy");
    try {
      const withCover = document.getElementById("cover").checked;
      for (const id of ["download-book", "download-cover"]) document.getElementById(id).hidden = true;
      let r = await fetch("/api/book/jobs" + (withCover ? "?cover=1" : ""),
                          {method: "POST", body: JSON.stringify(spec())});
      if (!r.ok) {
        say(await pm.errorText(r), "error");
        document.documentElement.setAttribute("data-book", "error");
        return;
      }
      const id = (await r.json()).job;
      let seen = 0;
      let warnings = [];  // what `book` warns of (fonts, fit, the cover), shown with the result
      for (;;) {
        await new Promise((ok) => setTimeout(ok, 250));
        r = await fetch("/api/book/jobs/" + id);
        if (!r.ok) { say(await pm.errorText(r), "error"); return; }
        const st = await r.json();
        if (st.state === "error") {
          say(st.error, "error");
          document.documentElement.setAttribute("data-book", "error");
          return;
        }
        if (st.total > 0) {
          // Puzzles are the first half of the bar, pages the second.
          const part = st.done / st.total;
          bar.value = st.stage === "pages" ? 0.5 + part / 2 : part / 2;
          seen++;
          document.documentElement.setAttribute("data-progress-updates", String(seen));
        }
        say(st.state === "queued" ? tr("Waiting for a free worker…")
            : st.stage === "pages" ? tr("Drawing page $0 of $1…", String(st.done), String(st.total))
            : st.stage === "puzzles" ? tr("Generating puzzle $0 of $1…", String(st.done), String(st.total))
            : st.state === "done" ? tr("Done.") : tr("Starting…"));
        if (st.state === "done") {
          warnings = st.warnings || [];
          break;
        }
      }
      r = await fetch("/api/book/jobs/" + id + "/result");
      if (!r.ok) { say(await pm.errorText(r), "error"); return; }
      bar.value = 1;
      const book = await r.blob();
      pm.save(book, "book.pdf");
      const again = document.getElementById("download-book");
      again.onclick = () => pm.save(book, "book.pdf");
      again.hidden = false;
      if (withCover) {
        const cover = document.getElementById("download-cover");
        cover.onclick = async () => {
          const c = await fetch("/api/book/jobs/" + id + "/cover");
          if (!c.ok) { say(await pm.errorText(c), "error"); return; }
          pm.save(await c.blob(), "cover.pdf");
          say(tr("$0 downloaded.", "cover.pdf"), "good", warnings);  // the book's warnings stay
        };
        cover.hidden = false;
        say(tr("The book is made: $0 downloaded; the cover is ready below.", "book.pdf"), "good", warnings);
      } else {
        say(tr("The book is made: $0 downloaded.", "book.pdf"), "good", warnings);
      }
      document.documentElement.setAttribute("data-book", "done");
    } catch (e) {
      say(tr("The server did not answer: $0", e.message), "error");
    } finally {
      button.disabled = false;
    }
  }

  // A section of the page's `preset`; what it leaves out is the schema's default for a book, else
  // the first choice.
  function section(preset) {
    const s = Object.assign({}, preset);
    for (const name of ["kind", "topology", "difficulty", "count"]) {
      if (s[name] === undefined) s[name] = firstChoice(name);
    }
    return s;
  }

  document.getElementById("add-section").addEventListener("click", () =>
      addSection(section({title: tr("More puzzles"), size: "8x8", difficulty: "medium", count: 6})));
  document.getElementById("build").addEventListener("click", build);
  document.getElementById("download-spec").addEventListener("click", () =>
      pm.save(new Blob([JSON.stringify(spec(), null, 2) + "\n"], {type: "application/json"}), "book.json"));
  document.getElementById("book-form").addEventListener("input", updateLinks);
  list.addEventListener("input", updateLinks);
  list.addEventListener("change", updateLinks);
  const coverPaper = document.getElementById("cover-paper");
  const coverBox = document.getElementById("cover");
  const coverChanged = () => { coverPaper.disabled = !coverBox.checked; };
  coverBox.addEventListener("change", coverChanged);
  coverChanged();
  // The schema first (the sections' fields are built from it), with the language list.
  Promise.all([pm.options(), pm.languages(document.getElementById("lang"))]).then(([options]) => {
    doc = options || {book_options: [], kinds: []};
    pm.applyRows(doc, doc.book_options);  // the book's own fields the schema has rows of
    // The example book: a warm-up of the first kind, then a reverse sweep.
    addSection(section({title: tr("Warm-up"), size: "8x8", difficulty: "easy", count: 6}));
    addSection(section({title: tr("Reverse sweep"), kind: "reverse", size: "8x8", difficulty: "any",
                        count: 4}));
    updateLinks();
    document.documentElement.setAttribute("data-ready", "1");
  });
})();
