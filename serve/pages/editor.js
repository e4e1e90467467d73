// The puzzle editor: a grid of squares, triangles or hexagons whose cells are closed or show a
// clue; after every change the puzzle goes to /api/solve and the verdict comes back (unique with
// its grade and rating; multiple with the cells two solutions disagree on; none with the clues
// that cannot all hold; unknown when the server's time limit ran out). Geometry follows
// docs/FORMAT.md: triangles point up when r + c is even, hexagon rows are "odd-r" (odd rows
// shifted right by half a cell).
//
// Any size a .mines file may have (a side up to 2^20, up to 2^26 cells): the grid is one canvas
// the size of the visible box, drawn cell by cell for what is in view only, inside a box as large
// as the whole grid that scrolls; the cells live in typed arrays, so a large grid costs a byte or
// two a cell and no page element at all. At most one solve is in flight: a change made meanwhile
// is sent once it answers (the last grid wins), after a pause that grows with the grid.
"use strict";
(function () {
  const pm = window.papermines;
  const tr = pm.tr;
  const MAX_CLUE = {square: 8, triangle: 12, hex: 6};  // a whole cell's neighbours
  const MOSAIC_MAX_CLUE = 9;  // a mosaic's clue counts its whole 3 x 3 block
  // A .mines grid's largest side and cell count (docs/FORMAT.md, "Lexical rules"), from GET
  // /api/options once it is read (the server checks them in any case).
  let MAX_SIDE = Infinity, MAX_CELLS = Infinity;
  const ZOOMS = [4, 6, 8, 12, 16, 24, 32, 40, 56];  // cell sizes, CSS pixels
  const AXIS_LEFT = 44, AXIS_TOP = 20, PAD = 4;
  const COLOURS = {closed: "#d9dee5", open: "#ffffff", differ: "#ffd54a", conflict: "#ff9a9a",
                   line: "#333333", focus: "#0b5cad", ink: "#111111", filled: "#4a4a4a",
                   paper: "#ffffff"};
  const showSolutionLabel = document.querySelector("label[for=show-solution]");
  const showSolutionWords = showSolutionLabel.textContent;  // in the page's language
  const [wrap, verdict, cellStatus, steps, showSolution, zoomLabel, solving, mineCount,
         importStatus] = pm.elements("board-wrap", "verdict", "cell-status", "steps",
                                     "show-solution", "zoom-level", "solving", "mine-count",
                                     "import-status");

  // clues: -1 closed, else the number; shown: the mine count the player is given (`mines N
  // shown`), or null; marks: 0, DIFFER or CONFLICT; mines: 1 where the unique solution has a mine
  // (shown on request).
  const DIFFER = 1, CONFLICT = 2;
  // kind: "paper", or "mosaic" (Fill-a-Pix on squares: a clue counts the filled cells of its 3 x 3
  // block, a cell without one is "."; made from a picture, below).
  let state = {kind: "paper", grid: "square", rows: 6, cols: 6, clues: new Int8Array(36),
               shown: null};
  const maxClue = () => (state.kind === "mosaic" ? MOSAIC_MAX_CLUE : MAX_CLUE[state.grid]);
  let marks = new Uint8Array(36);
  let mines = null;
  let focus = 0;
  let zoom = 6;  // index into ZOOMS
  let changed = 0, sent = 0, inFlight = false, timer = null;

  const space = document.createElement("div");
  space.className = "board-space";
  const canvas = document.createElement("canvas");
  canvas.className = "board";
  canvas.setAttribute("tabindex", "0");
  canvas.setAttribute("role", "application");
  space.appendChild(canvas);
  wrap.appendChild(space);
  const ctx = canvas.getContext("2d");

  const letters = (c) => {
    let s = "";
    for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + (n - 1) % 26) + s;
    return s;
  };
  const cellName = (i) => letters(i % state.cols) + String(Math.floor(i / state.cols) + 1);

  // The puzzle as .mines text: rows written together when every cell is one character (a byte a
  // cell), else separated by spaces (triangle clues 10 to 12).
  function minesText() {
    const {rows, cols, clues} = state;
    let wide = false;
    for (let i = 0; i < clues.length; i++) if (clues[i] > 9) { wide = true; break; }
    const out = ["puzzle " + state.kind + "\ntopology " + state.grid + " " + rows + " " + cols + "\n"];
    if (state.shown !== null) out.push("mines " + state.shown + " shown\n");
    out.push("clues\n");
    for (let r = 0; r < rows; r++) {
      const row = new Array(cols);
      for (let c = 0; c < cols; c++) {
        const v = clues[r * cols + c];
        row[c] = v < 0 ? "." : String(v);
      }
      out.push(row.join(wide ? " " : ""), "\n");
    }
    out.push("end\n");
    return out.join("");
  }

  // -- geometry (CSS pixels, the grid's own origin) ---------------------------------------------
  const cell = () => ZOOMS[zoom] * (state.grid === "triangle" ? 1.25 : 1);

  function polygon(r, c, s) {
    if (state.grid === "square") {
      const x = c * s, y = r * s;
      return [[x, y], [x + s, y], [x + s, y + s], [x, y + s]];
    }
    if (state.grid === "triangle") {
      const h = s * Math.sqrt(3) / 2, x = c * s / 2, y = r * h;
      return (r + c) % 2 === 0 ? [[x, y + h], [x + s / 2, y], [x + s, y + h]]
                               : [[x, y], [x + s, y], [x + s / 2, y + h]];
    }
    const R = s / Math.sqrt(3), cx = c * s + (r % 2 ? s : s / 2), cy = R + r * 1.5 * R;
    const pts = [];
    for (let k = 0; k < 6; k++) {
      const a = Math.PI / 180 * (60 * k - 90);
      pts.push([cx + R * Math.cos(a), cy + R * Math.sin(a)]);
    }
    return pts;
  }

  function extent() {
    const s = cell();
    if (state.grid === "square") return {w: state.cols * s, h: state.rows * s};
    if (state.grid === "triangle") return {w: (state.cols + 1) * s / 2, h: state.rows * s * Math.sqrt(3) / 2};
    const R = s / Math.sqrt(3);
    return {w: state.cols * s + s / 2, h: state.rows * 1.5 * R + R / 2};
  }

  // The rows and columns that may show in the box [x0, x1] x [y0, y1] (one cell to spare).
  function visible(x0, y0, x1, y1) {
    const s = cell();
    let colW = s, rowH = s;
    if (state.grid === "triangle") { colW = s / 2; rowH = s * Math.sqrt(3) / 2; }
    if (state.grid === "hex") rowH = 1.5 * s / Math.sqrt(3);
    const clamp = (v, n) => Math.max(0, Math.min(n - 1, v));
    return {r0: clamp(Math.floor(y0 / rowH) - 1, state.rows), r1: clamp(Math.ceil(y1 / rowH) + 1, state.rows),
            c0: clamp(Math.floor(x0 / colW) - 1, state.cols), c1: clamp(Math.ceil(x1 / colW) + 1, state.cols)};
  }

  function inside(pts, x, y) {
    let yes = false;
    for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
      const [xi, yi] = pts[i], [xj, yj] = pts[j];
      if ((yi > y) !== (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi) yes = !yes;
    }
    return yes;
  }

  // The cell under the grid point (x, y), or -1.
  function hit(x, y) {
    const v = visible(x, y, x, y);
    for (let r = v.r0; r <= v.r1; r++) {
      for (let c = v.c0; c <= v.c1; c++) {
        if (inside(polygon(r, c, cell()), x, y)) return r * state.cols + c;
      }
    }
    return -1;
  }

  // -- drawing ---------------------------------------------------------------------------------
  let frame = 0;
  function redraw() {
    if (!frame) frame = requestAnimationFrame(() => { frame = 0; paint(); });
  }

  // Sizes the scrolling box to the whole grid and the canvas to what of it is in view.
  function layout() {
    const {w, h} = extent();
    space.style.width = Math.ceil(w + AXIS_LEFT + 2 * PAD) + "px";
    space.style.height = Math.ceil(h + AXIS_TOP + 2 * PAD) + "px";
    zoomLabel.textContent = tr("Cell size: $0 px", String(Math.round(cell())));
    canvas.setAttribute("aria-label", tr(
        "Puzzle grid, $0 rows by $1 columns. Arrow keys move, a digit sets a clue, Space or Delete closes the cell.",
        String(state.rows), String(state.cols)));
    paint();
  }

  function paint() {
    const s = cell();
    const {w, h} = extent();
    const viewW = Math.min(wrap.clientWidth || 600, Math.ceil(w + AXIS_LEFT + 2 * PAD));
    const viewH = Math.min(wrap.clientHeight || 600, Math.ceil(h + AXIS_TOP + 2 * PAD));
    const dpr = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(viewW * dpr) || canvas.height !== Math.round(viewH * dpr)) {
      canvas.width = Math.round(viewW * dpr);
      canvas.height = Math.round(viewH * dpr);
      canvas.style.width = viewW + "px";
      canvas.style.height = viewH + "px";
    }
    const sx = wrap.scrollLeft, sy = wrap.scrollTop;
    const ox = AXIS_LEFT + PAD - sx, oy = AXIS_TOP + PAD - sy;  // grid origin in the canvas
    canvas.setAttribute("data-cell-size", String(s));  // for tests and tools: where cells are
    canvas.setAttribute("data-origin", ox + " " + oy);
    const style = getComputedStyle(wrap);
    const paper = style.getPropertyValue("--paper").trim() || "#ffffff";
    const muted = style.getPropertyValue("--muted").trim() || "#4a4a4a";
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = paper;
    ctx.fillRect(0, 0, viewW, viewH);
    const v = visible(-ox, -oy, viewW - ox, viewH - oy);
    const focused = document.activeElement === canvas;
    const font = Math.max(8, Math.round(s * 0.42));
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.lineWidth = s >= 8 ? 1 : 0.5;
    for (let r = v.r0; r <= v.r1; r++) {
      for (let c = v.c0; c <= v.c1; c++) {
        const i = r * state.cols + c;
        const pts = polygon(r, c, s);
        ctx.beginPath();
        ctx.moveTo(pts[0][0] + ox, pts[0][1] + oy);
        for (let k = 1; k < pts.length; k++) ctx.lineTo(pts[k][0] + ox, pts[k][1] + oy);
        ctx.closePath();
        const clue = state.clues[i];
        // A mosaic has no closed cells: a cell without a clue is blank, and the solution's
        // filled cells are dark (the picture) when shown.
        const mosaic = state.kind === "mosaic";
        const filled = mosaic && mines && showSolution.checked && mines[i];
        ctx.fillStyle = marks[i] === DIFFER ? COLOURS.differ : marks[i] === CONFLICT ? COLOURS.conflict
                        : filled ? COLOURS.filled : clue >= 0 || mosaic ? COLOURS.open : COLOURS.closed;
        ctx.fill();
        ctx.strokeStyle = COLOURS.line;
        ctx.stroke();
        let cx = 0, cy = 0;
        for (const p of pts) { cx += p[0]; cy += p[1]; }
        cx = cx / pts.length + ox;
        cy = cy / pts.length + oy;
        if (clue >= 0 && s >= 10) {
          ctx.fillStyle = filled && !marks[i] ? COLOURS.paper : COLOURS.ink;
          ctx.font = "bold " + font + "px 'DejaVu Sans', sans-serif";
          ctx.fillText(String(clue), cx, cy + 1);
        } else if (!mosaic && clue < 0 && mines && showSolution.checked && mines[i]) {
          ctx.fillStyle = COLOURS.ink;
          ctx.beginPath();
          ctx.arc(cx, cy, Math.max(1.5, s / 6), 0, 2 * Math.PI);
          ctx.fill();
        }
      }
    }
    if (focused && focus < state.clues.length) {
      const pts = polygon(Math.floor(focus / state.cols), focus % state.cols, s);
      ctx.beginPath();
      ctx.moveTo(pts[0][0] + ox, pts[0][1] + oy);
      for (let k = 1; k < pts.length; k++) ctx.lineTo(pts[k][0] + ox, pts[k][1] + oy);
      ctx.closePath();
      ctx.lineWidth = 3;
      ctx.strokeStyle = COLOURS.focus;
      ctx.stroke();
    }
    // Column letters and row numbers stay at the top and left of the box, as on the printed
    // sheets: the cells are named as the verdicts and steps name them (A1, C4).
    ctx.fillStyle = paper;
    ctx.fillRect(0, 0, viewW, AXIS_TOP + PAD);
    ctx.fillRect(0, 0, AXIS_LEFT + PAD, viewH);
    ctx.fillStyle = muted;
    ctx.font = "12px 'DejaVu Sans', sans-serif";
    const every = Math.max(1, Math.ceil(28 / s));  // a label every few cells when they are small
    for (let c = v.c0; c <= v.c1; c++) {
      if (c % every !== 0) continue;
      const pts = polygon(0, c, s);
      let cx = 0;
      for (const p of pts) cx += p[0];
      cx = cx / pts.length + ox;
      if (cx > AXIS_LEFT) ctx.fillText(letters(c), cx, AXIS_TOP / 2 + PAD);
    }
    ctx.textAlign = "right";
    const everyRow = Math.max(1, Math.ceil(16 / s));
    for (let r = v.r0; r <= v.r1; r++) {
      if (r % everyRow !== 0) continue;
      // The middle of the row's height (a triangle's centroid sits a third of the way down or up).
      const ys = polygon(r, 0, s).map((p) => p[1]);
      const cy = (Math.min(...ys) + Math.max(...ys)) / 2 + oy;
      if (cy > AXIS_TOP) ctx.fillText(String(r + 1), AXIS_LEFT - 4, cy);
    }
    const clue = state.clues[focus];
    cellStatus.textContent = clue < 0 ? (state.kind === "mosaic" ? tr("$0: no clue", cellName(focus))
                                                                 : tr("$0: closed", cellName(focus)))
                                      : tr("$0: clue $1", cellName(focus), String(clue));
  }

  // Scrolls the box so that the focused cell is in view.
  function reveal() {
    const pts = polygon(Math.floor(focus / state.cols), focus % state.cols, cell());
    const xs = pts.map((p) => p[0] + AXIS_LEFT + PAD), ys = pts.map((p) => p[1] + AXIS_TOP + PAD);
    const left = Math.min(...xs) - AXIS_LEFT - PAD, right = Math.max(...xs) + PAD;
    const top = Math.min(...ys) - AXIS_TOP - PAD, bottom = Math.max(...ys) + PAD;
    if (left < wrap.scrollLeft) wrap.scrollLeft = left;
    else if (right > wrap.scrollLeft + wrap.clientWidth) wrap.scrollLeft = right - wrap.clientWidth;
    if (top < wrap.scrollTop) wrap.scrollTop = top;
    else if (bottom > wrap.scrollTop + wrap.clientHeight) wrap.scrollTop = bottom - wrap.clientHeight;
  }

  // -- editing ---------------------------------------------------------------------------------
  function set(i, v) {
    state.clues[i] = Math.max(-1, Math.min(maxClue(), v));
    focus = i;
    redraw();
    schedule();
  }

  function pointer(e, step) {
    const rect = canvas.getBoundingClientRect();
    const x = e.clientX - rect.left - AXIS_LEFT - PAD + wrap.scrollLeft;
    const y = e.clientY - rect.top - AXIS_TOP - PAD + wrap.scrollTop;
    const i = hit(x, y);
    if (i < 0) return;
    let v = state.clues[i] + step;
    if (v > maxClue()) v = -1;
    if (v < -1) v = maxClue();
    set(i, v);
  }

  function key(e) {
    const r = Math.floor(focus / state.cols), c = focus % state.cols;
    const moves = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1],
                   PageUp: [-10, 0], PageDown: [10, 0], Home: [0, -state.cols], End: [0, state.cols]};
    if (moves[e.key]) {
      const nr = Math.max(0, Math.min(state.rows - 1, r + moves[e.key][0]));
      const nc = Math.max(0, Math.min(state.cols - 1, c + moves[e.key][1]));
      focus = nr * state.cols + nc;
      reveal();
      redraw();
      e.preventDefault();
    } else if (/^[0-9]$/.test(e.key)) {
      set(focus, Number(e.key));
      e.preventDefault();
    } else if (e.key === " " || e.key === "." || e.key === "Delete" || e.key === "Backspace") {
      set(focus, -1);
      e.preventDefault();
    } else if (e.key === "+" || e.key === "Enter") {
      set(focus, state.clues[focus] + 1);
      e.preventDefault();
    } else if (e.key === "-") {
      set(focus, state.clues[focus] - 1);
      e.preventDefault();
    }
  }

  canvas.addEventListener("click", (e) => pointer(e, e.shiftKey ? -1 : 1));
  canvas.addEventListener("contextmenu", (e) => { e.preventDefault(); pointer(e, -1); });
  canvas.addEventListener("keydown", key);
  canvas.addEventListener("focus", redraw);
  canvas.addEventListener("blur", redraw);
  wrap.addEventListener("scroll", redraw, {passive: true});
  window.addEventListener("resize", redraw);

  // -- the verdict -----------------------------------------------------------------------------
  // The verdict box grows to its longest text and never shrinks back: the grid below it stays
  // where the pointer aims (the CSS keeps room for the usual texts).
  function say(text, kind, status) {
    pm.say(verdict, text, kind);
    verdict.setAttribute("data-status", status || "");
    const h = verdict.getBoundingClientRect().height;
    if (h > (parseFloat(verdict.style.minHeight) || 0)) verdict.style.minHeight = h + "px";
  }

  async function apiError(response) {
    try {
      const j = await response.json();
      return {text: j.error || ("HTTP " + response.status), reason: j.reason || ""};
    } catch (e) {
      return {text: "HTTP " + response.status, reason: ""};
    }
  }

  // The names of the marked cells, for the verdict (the first few) and the board's data-*.
  function named(kind) {
    const names = [];
    for (let i = 0; i < marks.length; i++) if (marks[i] === kind) names.push(cellName(i));
    canvas.setAttribute(kind === DIFFER ? "data-differ" : "data-conflict",
                        names.length <= 2000 ? names.join(" ") : "");
    return names.length <= 12 ? names.join(", ") : names.slice(0, 12).join(", ") + ", …";
  }

  // A solve after a pause that grows with the grid (150 ms for a small one, up to 1.5 s).
  function schedule() {
    changed++;
    clearTimeout(timer);
    verdict.setAttribute("data-status", "busy");  // the shown verdict is of an earlier grid
    if (!inFlight) {
      timer = setTimeout(check, Math.min(1500, 150 + state.clues.length / 200));
    }
  }

  async function check() {
    if (inFlight) return;
    inFlight = true;
    sent = changed;
    // The last verdict stays, dimmed, while the new one is made: the grid below it does not jump
    // under the pointer; "Solving…" shows beside the zoom buttons.
    verdict.classList.add("stale");
    verdict.setAttribute("data-status", "busy");
    solving.hidden = false;
    steps.textContent = "";
    const grid = state;
    try {
      await solveOnce(grid);
    } finally {
      inFlight = false;
      solving.hidden = true;
      verdict.classList.remove("stale");
      if (changed !== sent) schedule();  // edited meanwhile: that grid's verdict next
    }
  }

  async function solveOnce(grid) {
    let response;
    try {
      response = await fetch("/api/solve", {method: "POST", body: minesText()});
    } catch (e) {
      say(tr("The server did not answer: $0", e.message), "error", "error");
      return;
    }
    if (changed !== sent || grid !== state) return;
    if (!response.ok) {
      const err = await apiError(response);
      if (err.reason === "time-limit") {
        say(tr("Unknown (time limit): not decided within the server's time limit."), "warn", "unknown");
      } else if (err.reason === "busy" || response.status === 429 || response.status === 503) {
        // Busy, or this browser over the server's rate limit: asked again after Retry-After.
        const wait = Math.min(60, Number(response.headers.get("Retry-After")) || 2);
        say(tr("The server is busy: trying again in $0 s.", String(wait)), "warn", "busy");
        setTimeout(() => { if (changed === sent) { changed++; schedule(); } }, wait * 1000);
      } else {
        say(err.text, "error", "error");
      }
      return;
    }
    const p = (await response.json()).puzzles[0];
    if (changed !== sent || grid !== state) return;
    marks = new Uint8Array(state.clues.length);
    mines = null;
    canvas.removeAttribute("data-differ");
    canvas.removeAttribute("data-conflict");
    const sol = (p.solutions || []).map((rows) => rows.map((line) => line.split(" ")));
    if (p.status === "unique") {
      mines = new Uint8Array(state.clues.length);
      for (let r = 0; r < state.rows; r++) {
        for (let c = 0; c < state.cols; c++) mines[r * state.cols + c] = sol[0][r][c] === "*" ? 1 : 0;
      }
      const grades = {easy: tr("easy"), medium: tr("medium"), hard: tr("hard"), expert: tr("expert")};
      const grade = p.difficulty ? tr("Grade: $0.", grades[p.difficulty] || p.difficulty) : "";
      const rating = typeof p.rating === "number" ? " " + tr("Rating: $0.", p.rating.toFixed(1)) : "";
      say(tr("Unique: exactly one solution.") + " " + grade + rating, "good", "unique");
    } else if (p.status === "multiple") {
      for (let r = 0; r < state.rows; r++) {
        for (let c = 0; c < state.cols; c++) {
          if (sol[0][r][c] !== sol[1][r][c]) marks[r * state.cols + c] = DIFFER;
        }
      }
      say(tr("Multiple solutions: the highlighted cells differ between two of them ($0). Open or change a clue near them.",
             named(DIFFER)), "warn", "multiple");
    } else if (p.status === "none") {
      for (const u of p.unsatisfiable || []) marks[u.cell[0] * state.cols + u.cell[1]] = CONFLICT;
      say(tr("No solution: the highlighted clues cannot all hold ($0).", named(CONFLICT)),
          "error", "none");
    } else {
      say(tr("Unknown (time limit): not decided within the server's time limit."), "warn", "unknown");
    }
    redraw();
  }

  async function explain() {
    steps.textContent = "";
    // The steps in the page's language (the server falls back as it did for the page).
    const lang = encodeURIComponent(document.documentElement.lang);
    const response = await fetch("/api/solve?explain=1&labels=1&lang=" + lang,
                                 {method: "POST", body: minesText()});
    if (!response.ok) {
      say((await apiError(response)).text, "error", "error");
      return;
    }
    const p = (await response.json()).puzzles[0];
    const list = p.explanation || [];
    if (list.length === 0) {
      const li = document.createElement("li");
      li.textContent = p.status === "unique" ? tr("Nothing to deduce.")
                                             : tr("There is no step-by-step solution: the puzzle has no unique solution.");
      steps.appendChild(li);
    }
    for (const s of list) {
      const li = document.createElement("li");
      li.textContent = s;
      steps.appendChild(li);
    }
  }

  // A new grid; false (and a message) when it is larger than a .mines file may be.
  function fresh(grid, rows, cols, fill, shown = null, kind = "paper") {
    if (rows * cols > MAX_CELLS) {
      say(tr("A grid has at most $0 cells.", String(MAX_CELLS)), "error", "error");
      return false;
    }
    const clues = new Int8Array(rows * cols);
    for (let r = 0, i = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++, i++) clues[i] = fill(r, c);
    }
    state = {kind, grid, rows, cols, clues, shown};
    mineCount.value = shown === null ? "" : String(shown);
    mineCount.disabled = kind === "mosaic";  // a paper table's clue
    showSolutionLabel.textContent = kind === "mosaic" ? tr("Show the picture of the unique solution")
                                                      : showSolutionWords;
    marks = new Uint8Array(rows * cols);
    mines = null;
    focus = 0;
    // Cells as large as the box allows, between 12 and 40 px (smaller by hand).
    const fit = Math.floor((wrap.clientWidth || 600) / (cols * (grid === "triangle" ? 0.5 : 1) + 1));
    zoom = ZOOMS.length - 2;
    while (zoom > 3 && ZOOMS[zoom] > fit) zoom--;
    wrap.scrollLeft = 0;
    wrap.scrollTop = 0;
    layout();
    schedule();
    return true;
  }

  function readSize() {
    const side = (id) => {
      const v = Math.floor(Number(document.getElementById(id).value));
      return Number.isFinite(v) ? Math.max(1, Math.min(MAX_SIDE, v)) : 6;
    };
    return [document.getElementById("grid").value, side("rows"), side("cols")];
  }

  function zoomTo(z) {
    const before = cell();
    const cx = (wrap.scrollLeft + wrap.clientWidth / 2) / before, cy = (wrap.scrollTop + wrap.clientHeight / 2) / before;
    zoom = Math.max(0, Math.min(ZOOMS.length - 1, z));
    layout();
    wrap.scrollLeft = cx * cell() - wrap.clientWidth / 2;
    wrap.scrollTop = cy * cell() - wrap.clientHeight / 2;
    redraw();
  }

  async function importText() {
    importStatus.textContent = "";
    const text = document.getElementById("import-text").value;
    const response = await fetch("/api/export?format=mines", {method: "POST", body: text});
    if (!response.ok) {
      say(tr("Import: $0", (await apiError(response)).text), "error", "error");
      return;
    }
    importMines(await response.text());
  }

  // The first puzzle of a canonical .mines text into the editor.
  function importMines(canon) {
    let lines = canon.split("\n");
    // The first puzzle's lines (the canonical text starts each puzzle with its `puzzle` line).
    const starts = lines.map((l, i) => (l.startsWith("puzzle ") ? i : -1)).filter((i) => i >= 0);
    const count = starts.length;
    if (count > 1) lines = lines.slice(0, starts[1]);
    const kind = (lines.find((l) => l.startsWith("puzzle ")) || "").split(" ")[1];
    const topo = (lines.find((l) => l.startsWith("topology ")) || "").split(" ");
    if (!(kind === "paper" && MAX_CLUE[topo[1]]) && !(kind === "mosaic" && topo[1] === "square")) {
      say(tr("Import: the editor edits paper puzzles on square, triangle or hex grids, and mosaics on squares."),
          "error", "error");
      return false;
    }
    const rows = Number(topo[2]), cols = Number(topo[3]);
    // `mines N shown` is a clue and comes along; a plain `mines N` is answer data, left out.
    const m = (lines.find((l) => l.startsWith("mines ")) || "").split(" ");
    const shown = m[2] === "shown" ? Number(m[1]) : null;
    const at = lines.indexOf("clues");
    const cells = lines.slice(at + 1, at + 1 + rows).map((l) => (l.includes(" ") ? l.split(" ") : l.split("")));
    document.getElementById("grid").value = topo[1];
    document.getElementById("rows").value = String(rows);
    document.getElementById("cols").value = String(cols);
    if (fresh(topo[1], rows, cols, (r, c) => (cells[r][c] === "." ? -1 : Number(cells[r][c])), shown,
              kind)) {
      importStatus.textContent = count > 1
          ? tr("Imported the first of $0 puzzles: the editor holds one puzzle at a time.", String(count))
          : tr("Imported.");
      return true;
    }
    return false;
  }

  // A mosaic of a picture at the rows and columns above: the worksheet maker's request
  // (/api/sheet with "image", as .mines), its clues placed by the server until the picture is
  // the only solution; the author edits them from there. The picture is read in the browser and
  // sent as a data: URL; an error is shown under the field it names.
  async function importPicture() {
    const file = image.files && image.files[0];
    if (!file) return;
    const [, rows, cols] = readSize();
    const picture = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(file);
    });
    if (picture === null) {
      say(tr("The picture could not be read: $0", file.name), "error", "error");
      return;
    }
    const request = {kind: "mosaic", image: picture, size: rows + "x" + cols, difficulty: "any",
                     format: "mines", seed: 1};
    if (threshold.value.trim() !== "") request.threshold = Number(threshold.value);
    say(tr("Solving…"), "", "solving");
    const response = await fetch("/api/sheet", {
      method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(request)});
    if (!response.ok) {
      say(await pm.errorText(response), "error", "error");
      return;
    }
    pm.fieldErrors("", "");
    document.getElementById("grid").value = "square";
    if (importMines(await response.text())) importStatus.textContent = tr("Imported.");
  }

  async function exportAs(format) {
    const response = await fetch("/api/export?format=" + format, {method: "POST", body: minesText()});
    if (!response.ok) {
      say(tr("Export: $0", (await apiError(response)).text), "error", "error");
      return null;
    }
    return response;
  }

  document.getElementById("new-grid").addEventListener("click", () => {
    const [g, r, c] = readSize();
    fresh(g, r, c, () => -1);
  });
  document.getElementById("chessboard").addEventListener("click", () => {
    const [g, r, c] = readSize();
    fresh(g, r, c, (rr, cc) => ((rr + cc) % 2 === 0 ? 0 : -1));
  });
  document.getElementById("zoom-in").addEventListener("click", () => zoomTo(zoom + 1));
  document.getElementById("zoom-out").addEventListener("click", () => zoomTo(zoom - 1));
  document.getElementById("import").addEventListener("click", importText);
  const [image, threshold] = pm.elements("image", "threshold");
  image.addEventListener("change", importPicture);
  // A file is read in the browser and imported as its text (the server sees no file name).
  document.getElementById("import-file").addEventListener("change", async (e) => {
    const file = e.target.files && e.target.files[0];
    if (!file) return;
    if (file.size > 64 << 20) {
      say(tr("Import: $0 is larger than 64 MB.", file.name), "error", "error");
      return;
    }
    document.getElementById("import-text").value = await file.text();
    await importText();
  });
  document.getElementById("explain").addEventListener("click", explain);
  // The shown mine count: empty for none, else a whole number up to the number of cells.
  mineCount.addEventListener("input", () => {
    const v = mineCount.value.trim() === "" ? NaN : Math.floor(Number(mineCount.value));
    state.shown = Number.isFinite(v) ? Math.max(0, Math.min(state.clues.length, v)) : null;
    schedule();
  });
  showSolution.addEventListener("change", redraw);
  document.getElementById("export-mines").addEventListener("click", () =>
      pm.save(new Blob([minesText()], {type: "text/plain"}), "puzzle.mines"));
  document.getElementById("export-url").addEventListener("click", async () => {
    const r = await exportAs("puzzlink");
    if (r) document.getElementById("url").value = (await r.text()).trim();
  });
  document.getElementById("export-pdf").addEventListener("click", async () => {
    const r = await exportAs("pdf");
    if (r) pm.save(await r.blob(), "puzzle.pdf");
  });
  // The .mines limits, a small unique example to start from (a 5 x 5 chessboard table, gen paper
  // --seed 3) and the grids the schema's topologies name (the example's chosen).
  pm.options().then((doc) => {
    if (doc) {
      ({max_side: MAX_SIDE, max_cells: MAX_CELLS} = doc.mines_limits);
      for (const id of ["rows", "cols"]) document.getElementById(id).max = String(MAX_SIDE);
      document.getElementById("size-hint").textContent = tr(
          "Any size up to $0 cells a side and $1 cells in all; the server's request limit decides how large a grid it can check.",
          String(MAX_SIDE), String(MAX_CELLS));
    }
    const start = ["1.1.1", ".1.1.", "2.1.1", ".2.3.", "1.2.2"];
    fresh("square", 5, 5, (r, c) => (start[r][c] === "." ? -1 : Number(start[r][c])));
    pm.numberField(threshold, pm.row(doc && doc.options, "threshold"));
    pm.fillSelect(document.getElementById("grid"),
                  pm.choices(doc, pm.row(doc && doc.options, "topology"))
                      .filter(([g]) => MAX_CLUE[g] !== undefined),
                  state.grid);
    document.documentElement.setAttribute("data-ready", "1");
  });
})();
