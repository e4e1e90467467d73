// The worksheet maker: the form becomes a request of /api/sheet (keys are `sheet`'s long option
// names); page 1 is previewed as PNG whenever the form changes; the downloads ask for PDF, the
// playable page or .mines. Text from the server is shown with textContent, never as markup.
"use strict";
(function () {
  const pm = window.papermines;
  const tr = pm.tr;
  const [form, statusLine, preview, idList, playLink] =
      pm.elements("sheet-form", "status", "preview", "ids", "play-link");
  let rows = [];  // the schema's rows of `sheet` (GET /api/options)
  let previewUrl = null;
  let timer = null;
  let generation = 0;
  let downloads = 0;  // downloads finished: a preview made meanwhile does not hide what they said
  // A mosaic's picture: the chosen file as a data: URL (the request's "image"), null when none;
  // `reading` settles once the file chosen last is read.
  let picture = null;
  let reading = Promise.resolve();

  // The request: only what differs from `sheet`'s defaults, so the ids match the command line.
  function request() {
    const v = (id) => document.getElementById(id).value.trim();
    const on = (id) => document.getElementById(id).checked;
    const r = {kind: v("kind"), topology: v("topology"), difficulty: v("difficulty")};
    r.size = v("rows") + "x" + v("cols");
    r.count = Number(v("count"));
    // No seed: the server takes a fresh one and says it (X-Seed), which the form then keeps, so
    // the downloads are the sheet of the preview and its key.
    if (v("seed") !== "") r.seed = Number(v("seed"));
    if (v("title") !== "") r.title = v("title");
    r.paper = v("paper");
    r.answers = v("answers");
    r.lang = v("lang");
    if (v("hints") !== "" && v("hints") !== "0") r.hints = v("hints");
    // Column letters and row numbers are `sheet`'s default: only leaving them out is sent.
    if (!on("labels")) r["no-labels"] = true;
    for (const flag of ["qr", "show-rating", "no-name"]) if (on(flag)) r[flag] = true;
    if (on("print-ids")) r.ids = true;
    if (takes("rating", r.kind) && v("rating") !== "") {
      r.rating = v("rating");  // the range picks the tables; the difficulty is left to it
      delete r.difficulty;
    }
    if (r.kind !== "paper") delete r.hints;  // hint steps are the paper solver's
    if (takes("image", r.kind) && picture !== null) {
      // One mosaic of the picture, on squares, at the rows and columns above.
      r.image = picture;
      if (v("threshold") !== "") r.threshold = Number(v("threshold"));
      delete r.count;
      delete r.topology;
    }
    return r;
  }

  // Whether the option `name` is for puzzles of `kind` (its row lists the kinds that take it).
  function takes(name, kind) {
    const row = pm.row(rows, name);
    return !row || !row.kinds || row.kinds.includes(kind);
  }

  const say = (text, kind) => pm.say(statusLine, text, kind);

  async function post(body) {
    return fetch("/api/sheet", {
      method: "POST",
      headers: {"Content-Type": "application/json"},
      body: JSON.stringify(body),
    });
  }

  function showIds(header) {
    idList.textContent = "";
    for (const id of (header || "").split(" ").filter(Boolean)) {
      const li = document.createElement("li");
      li.textContent = id;
      idList.appendChild(li);
    }
  }

  // The play link carries the request in its address: not a picture's, which is too long for one.
  function linkPlay(r) {
    playLink.hidden = r.image !== undefined;
    if (!playLink.hidden) playLink.href = "/play?sheet=" + encodeURIComponent(JSON.stringify(r));
  }

  async function refresh() {
    const mine = ++generation;
    const downloadsBefore = downloads;
    await reading;
    if (mine !== generation) return;
    const r = request();
    linkPlay(r);
    say(tr("Making the preview…"));
    document.documentElement.setAttribute("data-preview", "busy");
    const started = performance.now();
    let response;
    try {
      response = await post(Object.assign({}, r, {format: "png", page: 1}));
    } catch (e) {
      if (mine === generation) say(tr("The server did not answer: $0", e.message), "error");
      return;
    }
    if (mine !== generation) return;  // the form changed again meanwhile
    if (!response.ok) {
      say(await pm.errorText(response), "error");
      document.documentElement.setAttribute("data-preview", "error");
      return;
    }
    const blob = await response.blob();
    if (mine !== generation) return;
    pm.fieldErrors("", "");
    if (previewUrl) URL.revokeObjectURL(previewUrl);
    previewUrl = URL.createObjectURL(blob);
    preview.src = previewUrl;
    showIds(response.headers.get("X-Puzzle-Ids"));
    const seed = response.headers.get("X-Seed");
    const seedField = document.getElementById("seed");
    if (seed && seedField.value.trim() === "") {
      seedField.value = seed;
      linkPlay(request());
    }
    const ms = Math.round(performance.now() - started);
    const warnings = response.headers.get("X-Warnings");
    if (downloads !== downloadsBefore) {
      // "Downloaded worksheet.pdf." stays: the preview says nothing new.
    } else if (warnings) {
      say(tr("Preview up to date ($0 ms).", String(ms)) + " " + decodeURIComponent(warnings), "warn");
    } else {
      say(tr("Preview up to date ($0 ms).", String(ms)), "good");
    }
    document.documentElement.setAttribute("data-preview", "ready");
    document.documentElement.setAttribute("data-preview-ms", String(ms));
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(refresh, 250);
  }

  // A PDF with the key in a file of its own (`sheet`'s default) is two downloads, as the command
  // writes them: NAME.pdf (the puzzles) and NAME-key.pdf (the key and any hint pages). The key
  // alone is NAME-key.pdf.
  async function download(format, name, button) {
    button.disabled = true;
    say(tr("Making the $0…", format.toUpperCase()));
    try {
      await reading;
      const r = Object.assign(request(), {format: format});
      const keyName = name.replace(/(\.[a-z]+)$/, "-key$1");
      const parts = format !== "pdf" ? [[r, name]]
          : r.answers === "separate" ? [[r, name], [Object.assign({}, r, {answers: "only"}), keyName]]
          : r.answers === "only" ? [[r, keyName]] : [[r, name]];
      const blobs = [];
      for (const [body] of parts) {
        const response = await post(body);
        if (!response.ok) {
          say(await pm.errorText(response), "error");
          return;
        }
        blobs.push(await response.blob());
      }
      parts.forEach(([, file], i) => pm.save(blobs[i], file));
      ++downloads;
      say(parts.length === 2 ? tr("Downloaded $0 and $1.", parts[0][1], parts[1][1])
                             : tr("Downloaded $0.", parts[0][1]), "good");
    } catch (e) {
      say(tr("The server did not answer: $0", e.message), "error");
    } finally {
      button.disabled = false;
    }
  }

  form.addEventListener("input", schedule);
  form.addEventListener("change", schedule);
  form.addEventListener("submit", (e) => { e.preventDefault(); refresh(); });
  const bind = (id, format, name) => {
    const b = document.getElementById(id);
    b.addEventListener("click", () => download(format, name, b));
  };
  bind("download-pdf", "pdf", "worksheet.pdf");
  bind("download-html", "html", "worksheet.html");
  bind("download-mines", "mines", "worksheet.mines");
  // The rating is the paper solver's: the kinds its row does not list take the difficulty only.
  const kind = document.getElementById("kind");
  const rating = document.getElementById("rating");
  // The picture and its threshold are a mosaic's (the kinds their rows list); with a picture the
  // sheet is its one mosaic, so the count and the grid are not asked.
  const [pictureFields, image, count, topology] =
      pm.elements("picture-fields", "image", "count", "topology");
  const kindChanged = () => {
    rating.disabled = !takes("rating", kind.value);
    pictureFields.hidden = !takes("image", kind.value) || !pm.row(rows, "image");
    const one = !pictureFields.hidden && picture !== null;
    count.disabled = one;
    topology.disabled = one;
  };
  kind.addEventListener("change", kindChanged);
  image.addEventListener("change", () => {
    const file = image.files && image.files[0];
    picture = null;
    reading = !file ? Promise.resolve() : new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => { if (image.files[0] === file) picture = reader.result; resolve(); };
      reader.onerror = () => {
        say(tr("The picture could not be read: $0", String(reader.error)), "error");
        resolve();
      };
      reader.readAsDataURL(file);
    });
    reading.then(() => { kindChanged(); schedule(); });
  });
  // The fields from the option schema the server checks requests by (GET /api/options): the
  // kinds, grids and difficulties with their defaults, the numbers' limits and defaults, with
  // this server's cap on the count.
  async function fields() {
    const doc = await pm.options();
    if (!doc) return;
    rows = doc.options;
    pm.applyRows(doc, rows, doc.max_puzzles_per_request);
    kindChanged();
  }
  // The fields and the language list (and the browser's language) first, then the first preview.
  Promise.all([fields(), pm.languages(document.getElementById("lang"))]).then(() => {
    document.documentElement.setAttribute("data-ready", "1");
    refresh();
  });
})();
