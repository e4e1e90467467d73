// The play script of the HTML page (render/html.h). Plain ES5-level JavaScript in
// one closure, no eval, no network, no inline handlers (the page's Content-Security-Policy allows
// this script by hash and nothing else). It reads the puzzle data from the JSON block, keeps one
// game object per puzzle section, and works by event delegation, so a page of 100 puzzles costs
// a few listeners. Per kind:
//  - paper: a closed cell cycles unknown -> mine -> safe (right-click: backwards); Check marks
//    cells that contradict the answer;
//  - oneclick: a cell cycles empty -> mine -> the click cell (one at a time) -> empty; "Run the
//    click" reveals what the click opens with the player's mines; Check: exactly M mines and the
//    click opens every safe cell (any such placement is right, not only the file's);
//  - reverse: a click on a cell closes what a forward click would open there (a zero closes its
//    zero area and that area's border, a border number every area it touches, anything else only
//    itself, as solve/clicks.h defines it; a click set is a set, so a cell already closed by
//    another click may still be clicked); the counter compares with the optimum.
// Keyboard: the grid is one tab stop; arrows move a cursor, Space/Enter act like a click, and for
// paper puzzles M marks a mine, S or . safe, Backspace/Delete/U clears; C chooses the click cell
// of a one-click puzzle. Progress is saved per document and puzzle in localStorage.
//
// These leading comment lines are left out when the build embeds the file (render/CMakeLists.txt
// makes play_js.h from it); the page carries the script from its first line of code on, and the
// page's Content-Security-Policy allows exactly those bytes by hash.
(function () {
'use strict';
var NS = 'http://www.w3.org/2000/svg';
var data = JSON.parse(document.getElementById('pm-data').textContent);
var docKey = document.querySelector('main').getAttribute('data-doc');
var OFF_SQ = [[-1,-1],[-1,0],[-1,1],[0,-1],[0,1],[1,-1],[1,0],[1,1]];
var OFF_HEX_EVEN = [[-1,-1],[-1,0],[0,-1],[0,1],[1,-1],[1,0]];
var OFF_HEX_ODD = [[-1,0],[-1,1],[0,-1],[0,1],[1,0],[1,1]];
function offsets(grid, r, c) {
  if (grid === 'square') return OFF_SQ;
  if (grid === 'hex') return r % 2 === 0 ? OFF_HEX_EVEN : OFF_HEX_ODD;
  var s = (r + c) % 2 === 0 ? 1 : -1;
  return [[0,-1],[0,1],[0,-2],[0,2],[-1,0],[1,0],[-1,-1],[-1,1],[1,-1],[1,1],[s,-2],[s,2]];
}
function el(name, attrs, parent) {
  var e = document.createElementNS(NS, name);
  for (var k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}
function Game(sec, P, index) {
  this.sec = sec; this.P = P; this.index = index;
  this.n = P.rows * P.cols;
  this.svg = sec.querySelector('svg.grid');
  this.cells = this.svg.querySelectorAll('[data-r]');
  for (var i = 0; i < this.cells.length; i++) this.cells[i].setAttribute('role', 'gridcell');
  this.marksG = this.svg.querySelector('.marks');
  this.keyG = this.svg.querySelector('.key');
  this.status = sec.querySelector('.status');
  this.counter = sec.querySelector('.counter');
  this.storeKey = 'papermines:' + docKey + ':' + index;
  this.nb = null; this.ctr = null; this.keyDrawn = false; this.cur = -1; this.curEl = null;
  this.sol = P.sol ? P.sol.split('').map(Number) : null;
  this.reset(false);
  this.load();
}
Game.prototype.neighbors = function (i) {
  if (!this.nb) {
    var P = this.P, nb = [];
    for (var r = 0; r < P.rows; r++) for (var c = 0; c < P.cols; c++) {
      var list = [], off = offsets(P.grid, r, c);
      for (var k = 0; k < off.length; k++) {
        var rr = r + off[k][0], cc = c + off[k][1];
        if (rr >= 0 && rr < P.rows && cc >= 0 && cc < P.cols) list.push(rr * P.cols + cc);
      }
      nb.push(list);
    }
    this.nb = nb;
  }
  return this.nb[i];
};
Game.prototype.center = function (i) {
  if (!this.ctr) this.ctr = [];
  if (!this.ctr[i]) {
    var e = this.cells[i], x = 0, y = 0;
    if (e.tagName === 'rect') {
      x = +e.getAttribute('x') + 0.5; y = +e.getAttribute('y') + 0.5;
    } else {
      var pts = e.getAttribute('points').split(' ');
      for (var k = 0; k < pts.length; k++) { var p = pts[k].split(','); x += +p[0]; y += +p[1]; }
      x /= pts.length; y /= pts.length;
    }
    this.ctr[i] = [x, y];
  }
  return this.ctr[i];
};
Game.prototype.counts = function (mine) {
  var out = [];
  for (var i = 0; i < this.n; i++) {
    var nb = this.neighbors(i), k = 0;
    for (var j = 0; j < nb.length; j++) k += mine[nb[j]] ? 1 : 0;
    out.push(k);
  }
  return out;
};
Game.prototype.reset = function (save) {
  var n = this.n, z = [];
  for (var i = 0; i < n; i++) z.push(0);
  this.s = { marks: z, click: -1, ran: false, clicks: [] };
  if (save) { this.save(); this.changed(); }
};
Game.prototype.save = function () {
  try { localStorage.setItem(this.storeKey, JSON.stringify(this.s)); } catch (e) {}
};
Game.prototype.load = function () {
  var s = null;
  try { s = JSON.parse(localStorage.getItem(this.storeKey) || 'null'); } catch (e) { s = null; }
  if (!s || !s.marks || s.marks.length !== this.n || !s.clicks) return;
  for (var i = 0; i < s.clicks.length; i++) {
    if (typeof s.clicks[i] !== 'number' || s.clicks[i] < 0 || s.clicks[i] >= this.n) return;
  }
  this.s = { marks: s.marks.map(function (v) { return v === 1 || v === 2 ? v : 0; }),
             click: typeof s.click === 'number' && s.click < this.n ? s.click : -1,
             ran: !!s.ran, clicks: s.clicks };
};
// Reverse: the cells a click on i closes.
Game.prototype.closes = function (i) {
  var P = this.P, self = this;
  if (!this.cnt) {
    this.mine = P.cells.split('').map(function (ch) { return ch === '*' ? 1 : 0; });
    this.cnt = this.counts(this.mine);
  }
  var mine = this.mine, cnt = this.cnt, out = {};
  out[i] = 1;
  function area(z) {
    var stack = [z], seen = {}; seen[z] = 1;
    while (stack.length) {
      var x = stack.pop(); out[x] = 1;
      var nb = self.neighbors(x);
      for (var k = 0; k < nb.length; k++) {
        var y = nb[k];
        if (mine[y]) continue;
        out[y] = 1;
        if (cnt[y] === 0 && !seen[y]) { seen[y] = 1; stack.push(y); }
      }
    }
  }
  if (mine[i]) return out;
  if (cnt[i] === 0) { area(i); return out; }
  var nb = this.neighbors(i);
  for (var k = 0; k < nb.length; k++) if (!mine[nb[k]] && cnt[nb[k]] === 0) area(nb[k]);
  return out;
};
Game.prototype.closed = function () {
  var c = [];
  for (var i = 0; i < this.n; i++) c.push(0);
  for (var k = 0; k < this.s.clicks.length; k++) {
    var set = this.closes(this.s.clicks[k]);
    for (var x in set) c[x] = 1;
  }
  return c;
};
// One-click: the cells the click opens with the player's mines.
Game.prototype.revealed = function () {
  var s = this.s, out = [], i;
  for (i = 0; i < this.n; i++) out.push(0);
  if (s.click < 0) return out;
  var mine = s.marks.map(function (v) { return v === 1 ? 1 : 0; });
  var cnt = this.counts(mine), stack = [s.click];
  out[s.click] = 1;
  while (stack.length) {
    var x = stack.pop();
    if (cnt[x] !== 0) continue;
    var nb = this.neighbors(x);
    for (var k = 0; k < nb.length; k++) {
      if (!out[nb[k]] && !mine[nb[k]]) { out[nb[k]] = 1; stack.push(nb[k]); }
    }
  }
  this.revCnt = cnt;
  return out;
};
Game.prototype.act = function (i, back) {
  var P = this.P, s = this.s;
  if (P.kind === 'paper') {
    if (P.cells.charAt(i) !== '.') return;
    s.marks[i] = back ? (s.marks[i] + 2) % 3 : (s.marks[i] + 1) % 3;
  } else if (P.kind === 'oneclick') {
    var state = s.click === i ? 2 : s.marks[i] === 1 ? 1 : 0;
    state = back ? (state + 2) % 3 : (state + 1) % 3;
    if (s.click === i) s.click = -1;
    s.marks[i] = state === 1 ? 1 : 0;
    if (state === 2) s.click = i;
    s.ran = false;
  } else {
    if (back) { s.clicks.pop(); }
    else s.clicks.push(i);
  }
  this.save();
  this.changed();
};
Game.prototype.setMark = function (i, v) {
  if (this.P.kind !== 'paper' || this.P.cells.charAt(i) !== '.') return;
  this.s.marks[i] = v; this.save(); this.changed();
};
Game.prototype.changed = function () {
  this.sec.removeAttribute('data-state');
  this.status.textContent = '';
  for (var i = 0; i < this.n; i++) this.cells[i].classList.remove('bad');
  this.draw();
};
Game.prototype.disk = function (g, i, cls) {
  var c = this.center(i);
  el('circle', { cx: c[0], cy: c[1], r: this.P.rin * 0.56, 'class': cls || 'm' }, g);
};
Game.prototype.ring = function (g, i) {
  var c = this.center(i);
  el('circle', { cx: c[0], cy: c[1], r: this.P.rin * 0.82, 'class': 'ring',
                 'stroke-width': this.P.rin * 0.1 }, g);
};
Game.prototype.dash = function (g, i) {
  var c = this.center(i), d = this.P.rin * 0.38;
  el('line', { x1: c[0] - d, y1: c[1], x2: c[0] + d, y2: c[1], 'class': 'dash',
               'stroke-width': this.P.rin * 0.12 }, g);
};
Game.prototype.number = function (g, i, v) {
  var c = this.center(i);
  var t = el('text', { x: c[0], y: c[1] }, g);
  t.textContent = String(v);
};
Game.prototype.cover = function (g, i) {
  var e = this.cells[i].cloneNode(false);
  e.removeAttribute('data-r'); e.removeAttribute('data-c');
  e.setAttribute('class', 'cover');
  g.appendChild(e);
};
Game.prototype.draw = function () {
  var P = this.P, s = this.s, g = this.marksG, i;
  g.textContent = '';
  g.setAttribute('font-size', P.rin * 1.22);
  if (P.kind === 'paper') {
    var left = 0;
    for (i = 0; i < this.n; i++) {
      if (s.marks[i] === 1) this.disk(g, i);
      else if (s.marks[i] === 2) this.dash(g, i);
      else if (P.cells.charAt(i) === '.') left++;
    }
    this.counter.textContent = left + ' undecided';
  } else if (P.kind === 'oneclick') {
    var m = 0, rev = s.ran ? this.revealed() : null;
    for (i = 0; i < this.n; i++) {
      if (s.marks[i] === 1) { m++; this.disk(g, i); }
      if (rev) {
        if (rev[i]) { if (this.revCnt[i] > 0) this.number(g, i, this.revCnt[i]); }
        else if (s.marks[i] !== 1) this.cover(g, i);
      }
    }
    if (s.click >= 0) this.ring(g, s.click);
    this.counter.textContent = m + ' of ' + (P.mines === undefined ? '?' : P.mines) + ' mines' +
        (s.click >= 0 ? '' : ', no click cell');
  } else {
    var closed = this.closed();
    for (i = 0; i < this.n; i++) if (closed[i]) this.cover(g, i);
    this.counter.textContent = s.clicks.length + (s.clicks.length === 1 ? ' click' : ' clicks') +
        (P.clicks ? ' (best: ' + P.clicks.length + ')' : '');
  }
  this.drawCursor();
};
Game.prototype.drawCursor = function () {
  if (this.curEl) { this.curEl.parentNode.removeChild(this.curEl); this.curEl = null; }
  if (this.cur < 0) return;
  var e = this.cells[this.cur].cloneNode(false);
  e.removeAttribute('data-r'); e.removeAttribute('data-c');
  e.setAttribute('class', 'cursor');
  this.svg.appendChild(e);
  this.curEl = e;
};
Game.prototype.evaluate = function () {
  var P = this.P, s = this.s, bad = [], i;
  if (P.kind === 'paper') {
    if (!this.sol) return { state: 'incomplete', bad: bad, msg: 'This puzzle has no answer to check against.' };
    var open = 0;
    for (i = 0; i < this.n; i++) {
      if (P.cells.charAt(i) !== '.') continue;
      if ((s.marks[i] === 1 && !this.sol[i]) || (s.marks[i] === 2 && this.sol[i])) bad.push(i);
      if (s.marks[i] === 0) open++;
    }
    if (bad.length) return { state: 'wrong', bad: bad, msg: bad.length + (bad.length === 1 ? ' cell is' : ' cells are') + ' wrong.' };
    if (open) return { state: 'incomplete', bad: bad, msg: 'No mistakes so far; ' + open + ' cells to go.' };
    return { state: 'solved', bad: bad, msg: 'Solved!' };
  }
  if (P.kind === 'oneclick') {
    var m = 0;
    for (i = 0; i < this.n; i++) m += s.marks[i] === 1 ? 1 : 0;
    if (P.mines !== undefined && m > P.mines) return { state: 'wrong', bad: bad, msg: 'More than ' + P.mines + ' mines.' };
    if (s.click < 0 || (P.mines !== undefined && m < P.mines)) return { state: 'incomplete', bad: bad, msg: 'Place ' + P.mines + ' mines and choose the click cell.' };
    var rev = this.revealed();
    for (i = 0; i < this.n; i++) if (!rev[i] && s.marks[i] !== 1) bad.push(i);
    if (bad.length) return { state: 'wrong', bad: bad, msg: 'The click leaves ' + bad.length + ' safe cells closed.' };
    return { state: 'solved', bad: bad, msg: 'Solved: one click opens every safe cell!' };
  }
  var closed = this.closed(), left = 0, k = s.clicks.length, best = P.clicks ? P.clicks.length : null;
  for (i = 0; i < this.n; i++) left += closed[i] ? 0 : 1;
  if (!left) {
    if (best === null || k <= best) return { state: 'solved', bad: bad, msg: 'Solved in ' + k + ' clicks!' };
    return { state: 'wrong', bad: bad, msg: 'Closed in ' + k + ' clicks; it can be done in ' + best + '.' };
  }
  if (best !== null && k >= best) return { state: 'wrong', bad: bad, msg: k + ' clicks and cells still open: the best is ' + best + '.' };
  return { state: 'incomplete', bad: bad, msg: left + ' cells still open.' };
};
Game.prototype.check = function () {
  var r = this.evaluate();
  if (this.P.kind === 'oneclick' && this.s.click >= 0) { this.s.ran = true; this.save(); this.draw(); }
  for (var i = 0; i < this.n; i++) this.cells[i].classList.remove('bad');
  for (var k = 0; k < r.bad.length; k++) this.cells[r.bad[k]].classList.add('bad');
  this.sec.setAttribute('data-state', r.state);
  this.status.textContent = r.msg;
};
Game.prototype.drawKey = function (into) {
  var P = this.P, g = into || this.keyG, i;
  g.textContent = '';
  g.setAttribute('font-size', P.rin * 1.22);
  if (P.kind === 'reverse') {
    if (!P.clicks) return false;
    for (i = 0; i < P.clicks.length; i++) this.ring(g, P.clicks[i]);
    return true;
  }
  if (!this.sol) return false;
  if (P.kind === 'paper') {
    for (i = 0; i < this.n; i++) {
      if (P.cells.charAt(i) !== '.') continue;
      if (this.sol[i]) this.disk(g, i); else this.dash(g, i);
    }
  } else {
    var cnt = this.counts(this.sol);
    for (i = 0; i < this.n; i++) {
      if (this.sol[i]) this.disk(g, i);
      else if (cnt[i] > 0) this.number(g, i, cnt[i]);
    }
    if (P.click !== undefined) this.ring(g, P.click);
  }
  return true;
};
Game.prototype.answer = function () {
  if (!this.keyDrawn) {
    this.keyOk = this.drawKey();
    this.keyDrawn = true;
  }
  var on = this.sec.classList.toggle('show-key');
  this.status.textContent = on ? (this.keyOk ? 'The answer key.' : 'The file has no answer for this puzzle.') : '';
};
Game.prototype.move = function (dr, dc) {
  var P = this.P;
  if (this.cur < 0) { this.cur = 0; } else {
    var r = Math.floor(this.cur / P.cols) + dr, c = this.cur % P.cols + dc;
    r = Math.max(0, Math.min(P.rows - 1, r)); c = Math.max(0, Math.min(P.cols - 1, c));
    this.cur = r * P.cols + c;
  }
  this.drawCursor();
};
var games = [];
var sections = document.querySelectorAll('section.puzzle');
for (var k = 0; k < sections.length; k++) {
  var idx = +sections[k].getAttribute('data-index');
  var game = new Game(sections[k], data[idx], idx);
  sections[k].pmGame = game;
  games.push(game);
  game.draw();
}
function gameOf(node) {
  var sec = node.closest ? node.closest('section.puzzle') : null;
  return sec ? sec.pmGame : null;
}
function cellOf(node) {
  var c = node.closest ? node.closest('[data-r]') : null;
  if (!c) return -1;
  var g = gameOf(c);
  return +c.getAttribute('data-r') * g.P.cols + +c.getAttribute('data-c');
}
document.addEventListener('click', function (ev) {
  var g = gameOf(ev.target);
  if (!g) return;
  var btn = ev.target.closest('[data-action]');
  if (btn) {
    var a = btn.getAttribute('data-action');
    if (a === 'check') g.check();
    else if (a === 'answer') g.answer();
    else if (a === 'reset') g.reset(true);
    else if (a === 'undo') g.act(-1, true);
    else if (a === 'run') { g.s.ran = true; g.save(); g.draw(); }
    return;
  }
  var i = cellOf(ev.target);
  if (i >= 0) { g.cur = i; g.act(i, false); }
});
document.addEventListener('contextmenu', function (ev) {
  var g = gameOf(ev.target), i = cellOf(ev.target);
  if (!g || i < 0) return;
  ev.preventDefault();
  g.cur = i;
  if (g.P.kind === 'reverse') return;
  g.act(i, true);
});
document.addEventListener('keydown', function (ev) {
  var t = ev.target;
  if (!t.classList || !t.classList.contains('grid')) return;
  var g = gameOf(t);
  if (!g) return;
  var key = ev.key, handled = true;
  if (key === 'ArrowUp') g.move(-1, 0);
  else if (key === 'ArrowDown') g.move(1, 0);
  else if (key === 'ArrowLeft') g.move(0, -1);
  else if (key === 'ArrowRight') g.move(0, 1);
  else if (g.cur < 0) { handled = false; }
  else if (key === ' ' || key === 'Enter') g.act(g.cur, ev.shiftKey);
  else if ((key === 'm' || key === 'M') && g.P.kind === 'paper') g.setMark(g.cur, 1);
  else if ((key === 's' || key === 'S' || key === '.') && g.P.kind === 'paper') g.setMark(g.cur, 2);
  else if ((key === 'u' || key === 'U' || key === 'Backspace' || key === 'Delete') && g.P.kind === 'paper') g.setMark(g.cur, 0);
  else if ((key === 'c' || key === 'C') && g.P.kind === 'oneclick') { g.s.marks[g.cur] = 0; g.s.click = g.cur; g.s.ran = false; g.save(); g.changed(); }
  else handled = false;
  if (handled) ev.preventDefault();
});
document.addEventListener('focusin', function (ev) {
  var t = ev.target;
  if (t.classList && t.classList.contains('grid')) { var g = gameOf(t); if (g && g.cur < 0) g.move(0, 0); }
});
// Printing: answer pages after the puzzle pages, as in the PDF: each page cloned with its keys
// drawn, made before the print and removed after it.
var mainEl = document.querySelector('main');
window.addEventListener('beforeprint', function () {
  if (mainEl.getAttribute('data-answers') !== '1' || mainEl.querySelector('.answers')) return;
  var pages = mainEl.querySelectorAll('.page'), n = pages.length;
  for (var k = 0; k < n; k++) {
    var copy = pages[k].cloneNode(true);
    copy.classList.add('answers');
    var h = copy.querySelector('.phead h1');
    h.textContent = h.textContent + ' — Answers';
    var name = copy.querySelector('.phead .name');
    if (name) name.textContent = 'Answer key to page ' + (k + 1);
    copy.querySelector('.pfoot').textContent = 'page ' + (n + k + 1) + ' of ' + (2 * n);
    var secs = copy.querySelectorAll('section.puzzle');
    for (var j = 0; j < secs.length; j++) {
      var g = gameOf(pages[k].querySelector('section[data-index="' + secs[j].getAttribute('data-index') + '"]'));
      secs[j].removeAttribute('data-puzzle-id');
      var cells = secs[j].querySelectorAll('[data-r]');
      for (var c = 0; c < cells.length; c++) { cells[c].removeAttribute('data-r'); cells[c].removeAttribute('data-c'); cells[c].classList.remove('bad'); }
      var key = secs[j].querySelector('.key');
      key.textContent = '';
      if (g) g.drawKey(key);
    }
    mainEl.appendChild(copy);
  }
});
window.addEventListener('afterprint', function () {
  var copies = mainEl.querySelectorAll('.answers');
  for (var k = 0; k < copies.length; k++) mainEl.removeChild(copies[k]);
});
document.documentElement.setAttribute('data-ready', '1');
})();
