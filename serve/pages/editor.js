// The puzzle editor: a grid of squares, triangles or hexagons whose cells are closed or show a
// clue; after every change the puzzle goes to /api/solve and the verdict comes back (unique with
// its grade and rating; multiple with the cells two solutions disagree on; none with the clues
// that cannot all hold). Geometry follows docs/FORMAT.md: triangles point up when r + c is even,
// hexagon rows are "odd-r" (odd rows shifted right by half a cell).
"use strict";
(function () {
  const SVGNS = "http://www.w3.org/2000/svg";
  const MAX_CLUE = {square: 8, triangle: 12, hex: 6};
  const wrap = document.getElementById("board-wrap");
  const verdict = document.getElementById("verdict");
  const cellStatus = document.getElementById("cell-status");
  const steps = document.getElementById("steps");
  const showSolution = document.getElementById("show-solution");
  let state = {grid: "square", rows: 6, cols: 6, clues: []};  // clue: -1 closed, else the number
  let focus = 0;
  let solution = null;  // the unique solution's rows (tokens), when unique
  let timer = null;
  let asked = 0;
  let svg = null;

  const letters = (c) => {
    let s = "";
    for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + (n - 1) % 26) + s;
    return s;
  };
  const cellName = (i) => letters(i % state.cols) + String(Math.floor(i / state.cols) + 1);

  function minesText() {
    const rows = [];
    for (let r = 0; r < state.rows; r++) {
      const row = [];
      for (let c = 0; c < state.cols; c++) {
        const v = state.clues[r * state.cols + c];
        row.push(v < 0 ? "." : String(v));
      }
      rows.push(row.join(" "));
    }
    return "puzzle paper\ntopology " + state.grid + " " + state.rows + " " + state.cols +
        "\nclues\n" + rows.join("\n") + "\nend\n";
  }

  // The polygon of cell (r, c), in units of the cell size s.
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
    const R = s / Math.sqrt(3), w = s, cx = c * w + (r % 2 ? w : w / 2), cy = R + r * 1.5 * R;
    const pts = [];
    for (let k = 0; k < 6; k++) {
      const a = Math.PI / 180 * (60 * k - 90);
      pts.push([cx + R * Math.cos(a), cy + R * Math.sin(a)]);
    }
    return pts;
  }

  function size() {
    const s = state.grid === "triangle" ? 44 : 36;
    if (state.grid === "square") return {s, w: state.cols * s, h: state.rows * s};
    if (state.grid === "triangle") {
      return {s, w: (state.cols + 1) * s / 2, h: state.rows * s * Math.sqrt(3) / 2};
    }
    const R = s / Math.sqrt(3);
    return {s, w: state.cols * s + s / 2, h: state.rows * 1.5 * R + R / 2};
  }

  // Column letters above the grid and row numbers to its left, as on the printed sheets: the
  // cells are named as the verdicts and steps name them (A1, C4).
  const AXIS_LEFT = 30, AXIS_TOP = 20;
  function axis(x, y, text, anchor) {
    const t = document.createElementNS(SVGNS, "text");
    t.setAttribute("x", x.toFixed(2));
    t.setAttribute("y", y.toFixed(2));
    t.setAttribute("text-anchor", anchor);
    t.setAttribute("class", "axis");
    t.textContent = text;
    return t;
  }

  function draw() {
    const {s, w, h} = size();
    svg = document.createElementNS(SVGNS, "svg");
    svg.setAttribute("class", "board");
    const W = Math.ceil(w) + 4 + AXIS_LEFT, H = Math.ceil(h) + 4 + AXIS_TOP;
    svg.setAttribute("width", String(W));
    svg.setAttribute("height", String(H));
    svg.setAttribute("viewBox", (-2 - AXIS_LEFT) + " " + (-2 - AXIS_TOP) + " " + W + " " + H);
    for (let c = 0; c < state.cols; c++) {
      // The column's centre on the top row.
      const pts = polygon(0, c, s);
      const cx = pts.reduce((a, p) => a + p[0], 0) / pts.length;
      svg.appendChild(axis(cx, -6, letters(c), "middle"));
    }
    for (let r = 0; r < state.rows; r++) {
      const pts = polygon(r, 0, s);
      const cy = pts.reduce((a, p) => a + p[1], 0) / pts.length;
      const left = Math.min(...pts.map((p) => p[0]));
      svg.appendChild(axis(left - 6, cy + 4, String(r + 1), "end"));
    }
    svg.setAttribute("tabindex", "0");
    svg.setAttribute("role", "application");
    svg.setAttribute("aria-label", "Puzzle grid, " + state.rows + " rows by " + state.cols +
        " columns. Arrow keys move, a digit sets a clue, Space or Delete closes the cell.");
    for (let r = 0; r < state.rows; r++) {
      for (let c = 0; c < state.cols; c++) {
        const i = r * state.cols + c;
        const pts = polygon(r, c, s);
        const poly = document.createElementNS(SVGNS, "polygon");
        poly.setAttribute("points", pts.map((p) => p[0].toFixed(2) + "," + p[1].toFixed(2)).join(" "));
        poly.setAttribute("data-r", String(r));
        poly.setAttribute("data-c", String(c));
        poly.setAttribute("data-i", String(i));
        svg.appendChild(poly);
        const cx = pts.reduce((a, p) => a + p[0], 0) / pts.length;
        const cy = pts.reduce((a, p) => a + p[1], 0) / pts.length;
        const t = document.createElementNS(SVGNS, "text");
        t.setAttribute("x", cx.toFixed(2));
        t.setAttribute("y", (cy + 5).toFixed(2));
        t.setAttribute("text-anchor", "middle");
        t.setAttribute("data-i", String(i));
        svg.appendChild(t);
        const dot = document.createElementNS(SVGNS, "circle");
        dot.setAttribute("cx", cx.toFixed(2));
        dot.setAttribute("cy", cy.toFixed(2));
        dot.setAttribute("r", "0");
        dot.setAttribute("class", "mine");
        dot.setAttribute("data-i", String(i));
        svg.appendChild(dot);
      }
    }
    svg.addEventListener("click", (e) => edit(e, e.shiftKey ? -1 : 1));
    svg.addEventListener("contextmenu", (e) => { e.preventDefault(); edit(e, -1); });
    svg.addEventListener("keydown", key);
    svg.addEventListener("focus", () => paint());
    wrap.textContent = "";
    wrap.appendChild(svg);
    paint();
  }

  function paint() {
    const cls = (i) => svg.querySelector('polygon[data-i="' + i + '"]');
    for (let i = 0; i < state.clues.length; i++) {
      const v = state.clues[i];
      const p = cls(i);
      const names = ["cell"];
      if (v >= 0) names.push("open");
      if (i === focus && document.activeElement === svg) names.push("focus");
      for (const k of ["differ", "conflict"]) if (p.classList.contains(k)) names.push(k);
      p.setAttribute("class", names.join(" "));
      svg.querySelector('text[data-i="' + i + '"]').textContent = v >= 0 ? String(v) : "";
      const mine = solution && showSolution.checked && v < 0 &&
          solution[Math.floor(i / state.cols)][i % state.cols] === "*";
      svg.querySelector('circle[data-i="' + i + '"]').setAttribute("r", mine ? "6" : "0");
    }
    const v = state.clues[focus];
    cellStatus.textContent = cellName(focus) + ": " + (v < 0 ? "closed" : "clue " + v);
  }

  function clearMarks() {
    for (const p of svg.querySelectorAll("polygon")) p.classList.remove("differ", "conflict");
  }

  function set(i, v) {
    state.clues[i] = Math.max(-1, Math.min(MAX_CLUE[state.grid], v));
    focus = i;
    paint();
    schedule();
  }

  function edit(e, step) {
    const i = e.target.getAttribute && e.target.getAttribute("data-i");
    if (i === null || i === undefined) return;
    const n = Number(i);
    let v = state.clues[n] + step;
    if (v > MAX_CLUE[state.grid]) v = -1;
    if (v < -1) v = MAX_CLUE[state.grid];
    set(n, v);
  }

  function key(e) {
    const r = Math.floor(focus / state.cols), c = focus % state.cols;
    const moves = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};
    if (moves[e.key]) {
      const nr = Math.max(0, Math.min(state.rows - 1, r + moves[e.key][0]));
      const nc = Math.max(0, Math.min(state.cols - 1, c + moves[e.key][1]));
      focus = nr * state.cols + nc;
      paint();
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

  function say(text, kind, status) {
    verdict.textContent = text;
    verdict.className = "status" + (kind ? " " + kind : "");
    verdict.setAttribute("data-status", status || "");
  }

  async function apiError(response) {
    try {
      const j = await response.json();
      return j.error || ("HTTP " + response.status);
    } catch (e) {
      return "HTTP " + response.status;
    }
  }

  function schedule() {
    clearTimeout(timer);
    verdict.setAttribute("data-status", "busy");  // the shown verdict is of an earlier grid
    timer = setTimeout(check, 150);
  }

  async function check() {
    const mine = ++asked;
    say("Checking…", "", "busy");
    steps.textContent = "";
    let response;
    try {
      response = await fetch("/api/solve", {method: "POST", body: minesText()});
    } catch (e) {
      say("The server did not answer: " + e.message, "error", "error");
      return;
    }
    if (mine !== asked) return;
    if (!response.ok) {
      say(await apiError(response), "error", "error");
      return;
    }
    const p = (await response.json()).puzzles[0];
    if (mine !== asked) return;
    clearMarks();
    solution = null;
    const rows = (p.solutions || []).map((row) => row.map((line) => line.split(" ")));
    if (p.status === "unique") {
      solution = rows[0];
      const rating = typeof p.rating === "number" ? ", rating " + p.rating.toFixed(1) : "";
      say("Unique: exactly one solution. " + (p.difficulty ? "Grade " + p.difficulty + rating + "." : ""),
          "good", "unique");
    } else if (p.status === "multiple") {
      let n = 0;
      for (let r = 0; r < state.rows; r++) {
        for (let c = 0; c < state.cols; c++) {
          if (rows[0][r][c] !== rows[1][r][c]) {
            svg.querySelector('polygon[data-i="' + (r * state.cols + c) + '"]').classList.add("differ");
            n++;
          }
        }
      }
      say("Multiple solutions: " + n + " highlighted cells differ between two of them. Open or change a clue near them.",
          "warn", "multiple");
    } else if (p.status === "none") {
      for (const u of p.unsatisfiable || []) {
        svg.querySelector('polygon[data-i="' + (u.cell[0] * state.cols + u.cell[1]) + '"]').classList.add("conflict");
      }
      say("No solution: the " + (p.unsatisfiable || []).length + " highlighted clues cannot all hold.",
          "error", "none");
    } else {
      say("Not decided within the server's time limit.", "warn", p.status);
    }
    paint();
  }

  async function explain() {
    steps.textContent = "";
    const response = await fetch("/api/solve?explain=1&labels=1", {method: "POST", body: minesText()});
    if (!response.ok) {
      say(await apiError(response), "error", "error");
      return;
    }
    const p = (await response.json()).puzzles[0];
    const list = p.explanation || [];
    if (list.length === 0) {
      const li = document.createElement("li");
      li.textContent = p.status === "unique" ? "Nothing to deduce." : "The puzzle is " + p.status + ": no step-by-step solution.";
      steps.appendChild(li);
    }
    for (const s of list) {
      const li = document.createElement("li");
      li.textContent = s;
      steps.appendChild(li);
    }
  }

  function fresh(grid, rows, cols, fill) {
    state = {grid, rows, cols, clues: []};
    for (let i = 0; i < rows * cols; i++) state.clues.push(fill(Math.floor(i / cols), i % cols));
    focus = 0;
    solution = null;
    draw();
    schedule();
  }

  function readSize() {
    const rows = Math.max(1, Math.min(40, Number(document.getElementById("rows").value) || 6));
    const cols = Math.max(1, Math.min(40, Number(document.getElementById("cols").value) || 6));
    return [document.getElementById("grid").value, rows, cols];
  }

  async function importText() {
    const text = document.getElementById("import-text").value;
    const response = await fetch("/api/export?format=mines", {method: "POST", body: text});
    if (!response.ok) {
      say("Import: " + await apiError(response), "error", "error");
      return;
    }
    const canon = await response.text();
    const lines = canon.split("\n");
    const kind = (lines.find((l) => l.startsWith("puzzle ")) || "").split(" ")[1];
    const topo = (lines.find((l) => l.startsWith("topology ")) || "").split(" ");
    if (kind !== "paper" || !MAX_CLUE[topo[1]]) {
      say("Import: the editor edits paper puzzles on square, triangle or hex grids", "error", "error");
      return;
    }
    const rows = Number(topo[2]), cols = Number(topo[3]);
    const at = lines.indexOf("clues");
    const cells = lines.slice(at + 1, at + 1 + rows).map((l) => l.split(" "));
    document.getElementById("grid").value = topo[1];
    document.getElementById("rows").value = String(rows);
    document.getElementById("cols").value = String(cols);
    fresh(topo[1], rows, cols, (r, c) => (cells[r][c] === "." ? -1 : Number(cells[r][c])));
  }

  function save(blob, name) {
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  }

  async function exportAs(format) {
    const response = await fetch("/api/export?format=" + format, {method: "POST", body: minesText()});
    if (!response.ok) {
      say("Export: " + await apiError(response), "error", "error");
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
  document.getElementById("import").addEventListener("click", importText);
  // A file is read in the browser and imported as its text (the server sees no file name).
  document.getElementById("import-file").addEventListener("change", async (e) => {
    const file = e.target.files && e.target.files[0];
    if (!file) return;
    if (file.size > 1 << 20) {
      say("Import: " + file.name + " is larger than 1 MB", "error", "error");
      return;
    }
    document.getElementById("import-text").value = await file.text();
    await importText();
  });
  document.getElementById("explain").addEventListener("click", explain);
  showSolution.addEventListener("change", paint);
  document.getElementById("export-mines").addEventListener("click", () =>
      save(new Blob([minesText()], {type: "text/plain"}), "puzzle.mines"));
  document.getElementById("export-url").addEventListener("click", async () => {
    const r = await exportAs("puzzlink");
    if (r) document.getElementById("url").value = (await r.text()).trim();
  });
  document.getElementById("export-pdf").addEventListener("click", async () => {
    const r = await exportAs("pdf");
    if (r) save(await r.blob(), "puzzle.pdf");
  });
  // A small unique example to start from (a 5 x 5 chessboard table, gen paper --seed 3).
  const start = ["1.1.1", ".1.1.", "2.1.1", ".2.3.", "1.2.2"];
  document.getElementById("rows").value = "5";
  document.getElementById("cols").value = "5";
  fresh("square", 5, 5, (r, c) => (start[r][c] === "." ? -1 : Number(start[r][c])));
  document.documentElement.setAttribute("data-ready", "1");
})();
