// The book maker: the book spec (docs/FORMAT.md "Book specs") as a form with sections added,
// removed and ordered; "Build" starts a book job (POST /api/book/jobs), shows its progress
// (GET /api/book/jobs/ID) and downloads the PDF when it is done. Text is put in with
// textContent, never as markup.
"use strict";
(function () {
  const tr = window.papermines.tr;
  const list = document.getElementById("sections");
  const statusLine = document.getElementById("status");
  const bar = document.getElementById("progress");
  const playLink = document.getElementById("play-link");
  let serial = 0;

  const warningList = document.getElementById("book-warnings");

  // The status line; `warnings` (what `book` warns of) are listed under it, one item each.
  function say(text, kind, warnings) {
    statusLine.textContent = text;
    statusLine.className = "status" + (kind ? " " + kind : "");
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

  function select(id, options, value) {
    const s = document.createElement("select");
    s.id = id;
    for (const [v, text] of options) {
      const o = document.createElement("option");
      o.value = v;
      o.textContent = text;
      if (v === value) o.selected = true;
      s.appendChild(o);
    }
    return s;
  }

  function input(id, type, value) {
    const i = document.createElement("input");
    i.id = id;
    i.type = type;
    i.value = value;
    if (type === "number") { i.min = "1"; i.max = "500"; i.inputMode = "numeric"; }
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
    row.appendChild(field(tr("Kind"), select("s" + n + "-kind",
        [["paper", tr("Paper minesweeper")], ["oneclick", tr("One-click")], ["reverse", tr("Reverse sweep")]], s.kind)));
    row.appendChild(field(tr("Grid"), select("s" + n + "-topology",
        [["square", tr("Squares")], ["triangle", tr("Triangles")], ["hex", tr("Hexagons")]], s.topology)));
    li.appendChild(row);
    const row2 = document.createElement("div");
    row2.className = "row";
    row2.appendChild(field(tr("Size (rows x columns)"), input("s" + n + "-size", "text", s.size)));
    row2.appendChild(field(tr("Difficulty"), select("s" + n + "-difficulty",
        [["any", tr("Any")], ["easy", tr("Easy")], ["medium", tr("Medium")], ["hard", tr("Hard")], ["expert", tr("Expert")]],
        s.difficulty)));
    row2.appendChild(field(tr("Puzzles"), input("s" + n + "-count", "number", String(s.count))));
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
               seed: Number(v("seed")) || 0, sections: []};
    if (v("author")) s.author = v("author");
    s.lang = v("lang");
    if (document.getElementById("cover").checked) s.cover = {paper: v("cover-paper")};
    for (const li of list.children) {
      const n = li.getAttribute("data-section");
      const g = (k) => document.getElementById("s" + n + "-" + k).value.trim();
      const sec = {title: g("title") || tr("Section"), kind: g("kind"), size: g("size"),
                   difficulty: g("difficulty"), count: Number(g("count"))};
      if (g("topology") !== "square") sec.topology = g("topology");
      s.sections.push(sec);
    }
    return s;
  }

  function updateLinks() {
    playLink.href = "/play?book=" + encodeURIComponent(JSON.stringify(spec()));
  }

  function save(blob, name) {
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  }

  async function errorText(response) {
    try {
      const j = await response.json();
      let t = j.error || ("HTTP " + response.status);
      if (j.location && j.location.key) t += " " + tr("(field: $0)", j.location.key);
      return t;
    } catch (e) {
      return "HTTP " + response.status;
    }
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
        say(await errorText(r), "error");
        document.documentElement.setAttribute("data-book", "error");
        return;
      }
      const id = (await r.json()).job;
      let seen = 0;
      let warnings = [];  // what `book` warns of (fonts, fit, the cover), shown with the result
      for (;;) {
        await new Promise((ok) => setTimeout(ok, 250));
        r = await fetch("/api/book/jobs/" + id);
        if (!r.ok) { say(await errorText(r), "error"); return; }
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
      if (!r.ok) { say(await errorText(r), "error"); return; }
      bar.value = 1;
      const book = await r.blob();
      save(book, "book.pdf");
      const again = document.getElementById("download-book");
      again.onclick = () => save(book, "book.pdf");
      again.hidden = false;
      if (withCover) {
        const cover = document.getElementById("download-cover");
        cover.onclick = async () => {
          const c = await fetch("/api/book/jobs/" + id + "/cover");
          if (!c.ok) { say(await errorText(c), "error"); return; }
          save(await c.blob(), "cover.pdf");
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

  document.getElementById("add-section").addEventListener("click", () =>
      addSection({title: tr("More puzzles"), kind: "paper", topology: "square", size: "8x8",
                  difficulty: "medium", count: 6}));
  document.getElementById("build").addEventListener("click", build);
  document.getElementById("download-spec").addEventListener("click", () =>
      save(new Blob([JSON.stringify(spec(), null, 2) + "\n"], {type: "application/json"}), "book.json"));
  document.getElementById("book-form").addEventListener("input", updateLinks);
  list.addEventListener("input", updateLinks);
  list.addEventListener("change", updateLinks);
  addSection({title: tr("Warm-up"), kind: "paper", topology: "square", size: "8x8", difficulty: "easy", count: 6});
  addSection({title: tr("Reverse sweep"), kind: "reverse", topology: "square", size: "8x8", difficulty: "any", count: 4});
  const coverPaper = document.getElementById("cover-paper");
  const coverBox = document.getElementById("cover");
  const coverChanged = () => { coverPaper.disabled = !coverBox.checked; };
  coverBox.addEventListener("change", coverChanged);
  coverChanged();
  window.papermines.languages(document.getElementById("lang")).then(() => {
    updateLinks();
    document.documentElement.setAttribute("data-ready", "1");
  });
})();
