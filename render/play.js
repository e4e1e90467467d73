// The play script of the HTML page (render/html.h). Plain ES5-level JavaScript in one closure, no
// eval, no network, no inline handlers (the page's Content-Security-Policy allows this script by
// hash and nothing else). It reads the puzzle data and the page's words (both JSON blocks: every
// word it shows was translated by the page's maker), and sets a puzzle up only when it is first
// shown, so a 200-puzzle book costs one grid at load. Per kind (one entry of KINDS each, in its own
// file render/play/<kind>.js, which the build puts at the line "// @KINDS" below the Game's common
// parts, in the order of core/kind_list.h):
//  - paper: a closed cell cycles unknown -> mine -> safe (right-click: backwards); Check marks
//    the marks that contradict the answer, nothing else;
//  - oneclick: a cell cycles empty -> mine -> the click cell (one at a time) -> empty; "Run the
//    click" reveals what the click opens with the player's mines; Check: exactly M mines and the
//    click opens every safe cell (any such placement is right, not only the file's);
//  - reverse: a click on a cell closes what a forward click would open there (a zero closes its
//    zero area and that area's border, a border number every area it touches, anything else only
//    itself, as solve/clicks.h defines it); the counter shows the clicks beside the target.
//  - mosaic: every cell cycles unknown -> filled -> empty; a filled cell turns dark; the filled
//    cells that are the picture's solve it, and then the picture stands alone (no empty marks).
// Every move can be undone and redone (buttons, Ctrl+Z / Ctrl+Y or Ctrl+Shift+Z). A puzzle whose
// moves solve it is marked solved at once. Answer asks before it shows the key. The grid is an
// ARIA grid: one tab stop, arrows move between cells (roving tabindex), every cell says its name
// ("C4"), what it shows and how it is marked; Space/Enter act like a click, M mine, S or . safe,
// U/Backspace/Delete clear, C the click cell of a one-click puzzle, F filled and E empty on a
// mosaic. Moves, the solved state and
// each puzzle's time are saved per document and puzzle in localStorage, with the puzzle shown.
// A book or a long sheet shows one puzzle at a time: previous/next, the contents by section with
// the progress of each, and a #puzzle-N address.
//
// These leading comment lines are left out when the build embeds the file (render/CMakeLists.txt
// makes play_js.h from it and the kinds' files); the page carries the script from its first line
// of code on, and the page's Content-Security-Policy allows exactly those bytes by hash.
(function () {
'use strict';
var NS = 'http://www.w3.org/2000/svg';
function byId(id) { return document.getElementById(id); }
var data = JSON.parse(byId('pm-data').textContent);
var T = JSON.parse(byId('pm-text').textContent);
// A message with its $0, $1 filled.
function tr(key) {
  var a = arguments;
  return (T[key] || key).replace(/\$(\d)/g, function (m, d) {
    return a[+d + 1] === undefined ? m : String(a[+d + 1]);
  });
}
var mainEl = document.querySelector('main');
var docKey = mainEl.getAttribute('data-doc');
var one = mainEl.getAttribute('data-view') === 'one';
function load(k) {
  try { return JSON.parse(localStorage.getItem('papermines:' + docKey + ':' + k) || 'null'); } catch (e) { return null; }
}
function store(k, v) {
  try { localStorage.setItem('papermines:' + docKey + ':' + k, JSON.stringify(v)); } catch (e) {}
}
var OFF_SQ = [[-1,-1],[-1,0],[-1,1],[0,-1],[0,1],[1,-1],[1,0],[1,1]];
var OFF_HEX_EVEN = [[-1,-1],[-1,0],[0,-1],[0,1],[1,-1],[1,0]];
var OFF_HEX_ODD = [[-1,0],[-1,1],[0,-1],[0,1],[1,0],[1,1]];
function offsets(grid, r, c) {
  if (grid === 'square') return OFF_SQ;
  if (grid === 'hex') return r % 2 === 0 ? OFF_HEX_EVEN : OFF_HEX_ODD;
  var s = (r + c) % 2 === 0 ? 1 : -1;
  return [[0,-1],[0,1],[0,-2],[0,2],[-1,0],[1,0],[-1,-1],[-1,1],[1,-1],[1,1],[s,-2],[s,2]];
}
// A cell's area in grid units (square side 1, triangle side 1.5, hexagon 1 across the flats):
// grids are sized so that every cell has the area of a square cell.
var AREA = { square: 1, triangle: 0.9742786, hex: 0.8660254 };
function el(name, attrs, parent) {
  var e = document.createElementNS(NS, name);
  for (var k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}
// Column c (0-based) as letters, A..Z, AA.. (core/cell_name.h).
function colName(c) {
  var s = '';
  for (c += 1; c > 0; c = Math.floor(c / 26)) { c--; s = String.fromCharCode(65 + c % 26) + s; }
  return s;
}
function clock(ms) {
  var t = Math.floor(ms / 1000), h = Math.floor(t / 3600), m = Math.floor(t / 60) % 60, s = t % 60;
  return (h ? h + ':' + (m < 10 ? '0' : '') : '') + m + ':' + (s < 10 ? '0' : '') + s;
}
var sections = [];  // by puzzle index
var secList = mainEl.querySelectorAll('section.puzzle');
for (var q = 0; q < secList.length; q++) sections[+secList[q].getAttribute('data-index')] = secList[q];
var done = [];  // solved, by puzzle index (from the store, without setting the puzzles up)
for (q = 0; q < data.length; q++) {
  var saved = load(q);
  done.push(!!(saved && saved.done));
  if (done[q]) sections[q].setAttribute('data-state', 'solved');
}
var active = null;  // the puzzle the timer runs for

function Game(sec, P, index) {
  this.sec = sec; this.P = P; this.index = index;
  this.n = P.rows * P.cols;
  this.svg = sec.querySelector('svg.grid');
  this.cells = this.svg.querySelectorAll('[data-r]');
  this.marksG = this.svg.querySelector('.marks');
  this.keyG = this.svg.querySelector('.key');
  var gs = this.svg.querySelectorAll('.nums,.marks,.key,.outline');
  for (var k = 0; k < gs.length; k++) gs[k].setAttribute('aria-hidden', 'true');
  for (k = 0; k < this.cells.length; k++) this.cells[k].setAttribute('role', 'gridcell');
  sec.appendChild(document.importNode(byId('pm-bar').content, true));
  var bar = sec.querySelector('.bar');
  bar.setAttribute('aria-label', tr('puzzle', index + 1));
  var runBtn = bar.querySelector('[data-action="run"]');
  this.K = KINDS[P.kind];
  if (runBtn && !this.K.runsClick) bar.removeChild(runBtn);
  this.status = sec.querySelector('.status');
  this.counter = sec.querySelector('.counter');
  this.timer = sec.querySelector('.timer');
  this.confirm = sec.querySelector('.confirm');
  this.answerBtn = sec.querySelector('[data-action="answer"]');
  this.nb = null; this.ctr = null; this.keyDrawn = false; this.cur = 0; this.curEl = null;
  this.sol = P.sol ? P.sol.split('').map(Number) : null;
  this.past = []; this.future = [];
  this.meta = { done: false, t: 0 };
  this.unsaved = false;  // time counted since the last save
  this.s = this.blank();
  this.restore();
  this.cells[0].setAttribute('tabindex', '0');
  this.draw();
  if (this.meta.done) { sec.setAttribute('data-state', 'solved'); this.status.textContent = tr('solved'); }
  this.showTime();
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
Game.prototype.blank = function () {
  var z = [];
  for (var i = 0; i < this.n; i++) z.push(0);
  return { marks: z, click: -1, ran: false, clicks: [] };
};
Game.prototype.save = function () {
  var s = this.s;
  this.unsaved = false;
  store(this.index, { marks: s.marks, click: s.click, ran: s.ran, clicks: s.clicks,
                      done: this.meta.done, t: Math.round(this.meta.t) });
};
Game.prototype.restore = function () {
  var s = load(this.index);
  if (!s || !s.marks || s.marks.length !== this.n || !s.clicks) return;
  for (var i = 0; i < s.clicks.length; i++) {
    if (typeof s.clicks[i] !== 'number' || s.clicks[i] < 0 || s.clicks[i] >= this.n) return;
  }
  this.s = { marks: s.marks.map(function (v) { return v === 1 || v === 2 ? v : 0; }),
             click: typeof s.click === 'number' && s.click < this.n ? s.click : -1,
             ran: !!s.ran, clicks: s.clicks };
  this.meta = { done: !!s.done, t: typeof s.t === 'number' && s.t > 0 ? s.t : 0 };
};
// Reverse: the board's mines and numbers.
Game.prototype.board = function () {
  if (!this.cnt) {
    this.mine = this.P.cells.split('').map(function (ch) { return ch === '*' ? 1 : 0; });
    this.cnt = this.counts(this.mine);
  }
};
// Reverse: the cells a click on i closes.
Game.prototype.closes = function (i) {
  var self = this;
  this.board();
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
// A move: `fn` changes the state; a change goes on the undo list and empties the redo list.
Game.prototype.play = function (fn) {
  var before = JSON.stringify(this.s);
  fn(this.s);
  if (JSON.stringify(this.s) === before) return;
  this.past.push(before);
  if (this.past.length > 1000) this.past.shift();
  this.future = [];
  this.moved('');
};
Game.prototype.undo = function () {
  if (!this.past.length) { this.say(tr('nothing')); return; }
  this.future.push(JSON.stringify(this.s));
  this.s = JSON.parse(this.past.pop());
  this.moved(tr('undone'));
};
Game.prototype.redo = function () {
  if (!this.future.length) { this.say(tr('nothingRedo')); return; }
  this.past.push(JSON.stringify(this.s));
  this.s = JSON.parse(this.future.pop());
  this.moved(tr('redone'));
};
Game.prototype.moved = function (msg) {
  active = this;
  var was = this.meta.done;
  this.meta.done = false;
  this.changed();
  var r = this.evaluate();
  if (r.state === 'solved') this.finish(r);
  else {
    this.save();
    if (was) progress(this.index, false);
    this.say(msg);
  }
};
Game.prototype.say = function (msg) { this.status.textContent = msg; };
Game.prototype.finish = function (r) {
  this.meta.done = true;
  this.save();
  this.sec.setAttribute('data-state', 'solved');
  this.say(r.msg);
  progress(this.index, true);
};
// A click (or Space, Enter) on cell i; `back`: right-click or Shift.
Game.prototype.act = function (i, back) {
  var self = this;
  this.play(function (s) { self.K.act(self, s, i, back); });
};
Game.prototype.changed = function () {
  this.sec.removeAttribute('data-state');
  this.say('');
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
// A number in cell i; `cls` 'lt': light, on a dark cell.
Game.prototype.number = function (g, i, v, cls) {
  var c = this.center(i);
  var t = el('text', { x: c[0], y: c[1] }, g);
  if (cls) t.setAttribute('class', cls);
  t.textContent = String(v);
};
// Cell i drawn over: 'cover' (closed, the default), 'dark' (filled) or 'plain' (a white cell).
Game.prototype.cover = function (g, i, cls) {
  var e = this.cells[i].cloneNode(false);
  e.removeAttribute('data-r'); e.removeAttribute('data-c'); e.removeAttribute('role');
  e.removeAttribute('tabindex'); e.removeAttribute('aria-label');
  e.setAttribute('class', cls || 'cover');
  g.appendChild(e);
};
Game.prototype.draw = function () {
  var g = this.marksG;
  g.textContent = '';
  g.setAttribute('font-size', this.P.rin * 1.22);
  this.rev = null; this.shut = null;
  this.counter.textContent = this.K.draw(this, g);
  this.drawCursor();
  this.label();
};
// What a screen reader says for each cell: its name, what it shows, how it is marked.
Game.prototype.label = function () {
  var key = this.sec.classList.contains('show-key');
  var say = this.K.labels(this, key);
  for (var i = 0; i < this.n; i++) {
    var c = this.cells[i], parts = [colName(+c.getAttribute('data-c')) + (+c.getAttribute('data-r') + 1)];
    say(i, parts);
    if (c.classList.contains('bad')) parts.push(tr('isWrong'));
    c.setAttribute('aria-label', parts.join(', '));
  }
};
Game.prototype.drawCursor = function () {
  if (this.curEl) { this.curEl.parentNode.removeChild(this.curEl); this.curEl = null; }
  var e = this.cells[this.cur].cloneNode(false);
  e.removeAttribute('data-r'); e.removeAttribute('data-c'); e.removeAttribute('role');
  e.removeAttribute('tabindex'); e.removeAttribute('aria-label');
  e.setAttribute('class', 'cursor');
  e.setAttribute('aria-hidden', 'true');
  this.svg.appendChild(e);
  this.curEl = e;
};
Game.prototype.evaluate = function () { return this.K.evaluate(this); };
Game.prototype.check = function () {
  active = this;
  var r = this.evaluate();
  if (this.K.checked) this.K.checked(this);
  for (var i = 0; i < this.n; i++) this.cells[i].classList.remove('bad');
  for (var k = 0; k < r.bad.length; k++) this.cells[r.bad[k]].classList.add('bad');
  this.label();
  if (r.state === 'solved') { this.finish(r); return; }
  this.save();
  this.sec.setAttribute('data-state', r.state);
  this.say(r.msg);
};
// The key: what the answer shows on the grid (false when the file has none).
Game.prototype.drawKey = function (into) {
  var g = into || this.keyG;
  g.textContent = '';
  g.setAttribute('font-size', this.P.rin * 1.22);
  return this.K.drawKey(this, g);
};
// A key other than the moves and Space/Enter on a cell: the kind's own (M, S, U, C), or not handled.
Game.prototype.key = function (key) { return !!(this.K.key && this.K.key(this, key)); };

// The kinds, one entry each (the kind's name in the page's data, render/kind.h): a move on a cell
// (`act`, on the state `s` of the undo list), its keys, what the grid draws over the printed one
// (returning the counter's text), each cell's words for a screen reader (`labels` returns the
// function that adds them to a cell's parts), Check's verdict, the key drawn by Answer, and
// whether the toolbar keeps "Run the click" (`runsClick`, with `checked` after a Check).
var KINDS = {};
// @KINDS: here the build puts render/play/<kind>.js of each kind, in core/kind_list.h's order.

// Answer: hides a shown key at once; shows it only after the player confirms.
Game.prototype.answer = function () {
  if (this.sec.classList.contains('show-key')) { this.showKey(false); return; }
  this.confirm.hidden = false;
  this.confirm.querySelector('[data-action="reveal"]').focus();
};
Game.prototype.showKey = function (on) {
  this.confirm.hidden = true;
  if (on && !this.keyDrawn) { this.keyOk = this.drawKey(); this.keyDrawn = true; }
  this.sec.classList.toggle('show-key', on);
  this.answerBtn.setAttribute('aria-pressed', on ? 'true' : 'false');
  this.say(on ? (this.keyOk ? tr('key') : tr('noKey')) : '');
  this.label();
};
Game.prototype.reset = function () {
  var self = this;
  this.play(function (s) { var b = self.blank(); for (var k in b) s[k] = b[k]; });
};
Game.prototype.showTime = function () { this.timer.textContent = tr('time', clock(this.meta.t)); };
// The keyboard cursor: cell i becomes the grid's one tab stop, and takes the focus.
Game.prototype.focusCell = function (i, focus) {
  if (i !== this.cur) {
    this.cells[this.cur].removeAttribute('tabindex');
    this.cur = i;
    this.cells[i].setAttribute('tabindex', '0');
    this.drawCursor();
  }
  if (focus) this.cells[i].focus();
};
Game.prototype.step = function (dr, dc) {
  var P = this.P, r = Math.floor(this.cur / P.cols) + dr, c = this.cur % P.cols + dc;
  r = Math.max(0, Math.min(P.rows - 1, r)); c = Math.max(0, Math.min(P.cols - 1, c));
  this.focusCell(r * P.cols + c, true);
};
// Grid size on screen: cells of 44 px (as a square of the same area) where they fit, shrunk to
// the window's width, and to its height down to 34 px.
Game.prototype.fit = function () {
  var vb = this.svg.viewBox.baseVal, cs = getComputedStyle(this.sec);
  var avail = mainEl.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) -
      parseFloat(cs.borderLeftWidth) - parseFloat(cs.borderRightWidth);
  var qr = this.sec.querySelector('.qr');
  if (qr) avail -= qr.getBoundingClientRect().width + 10;
  var side = Math.sqrt(AREA[this.P.grid] || 1);
  var k = 44 / side, room = window.innerHeight - 200;
  if (room > 0 && vb.height * k > room) k = Math.max(room / vb.height, 34 / side);
  k = Math.min(k, avail / vb.width);
  this.svg.style.setProperty('--sw', (vb.width * k).toFixed(1) + 'px');
};

var games = [];
function game(i) {
  if (!games[i]) {
    games[i] = new Game(sections[i], data[i], i);
    sections[i].pmGame = games[i];
  }
  return games[i];
}
function gameOf(node) {
  var sec = node.closest ? node.closest('section.puzzle') : null;
  return sec && sec.hasAttribute('data-index') ? game(+sec.getAttribute('data-index')) : null;
}
function cellOf(node) {
  var c = node.closest ? node.closest('[data-r]') : null;
  if (!c) return -1;
  var g = gameOf(c);
  return g ? +c.getAttribute('data-r') * g.P.cols + +c.getAttribute('data-c') : -1;
}

// Sections of the contents: first puzzle and count (a sheet: one).
var tocEl = byId('pm-toc'), groups = [];
if (tocEl) {
  var lis = tocEl.querySelectorAll('li');
  for (q = 0; q < lis.length; q++) {
    groups.push({ li: lis[q], first: +lis[q].getAttribute('data-first'),
                  count: +lis[q].getAttribute('data-count'), built: false });
  }
}
function groupOf(i) {
  var g = null;
  for (var k = 0; k < groups.length; k++) if (groups[k].first <= i) g = groups[k];
  return g;
}
function solvedIn(g) {
  var n = 0;
  for (var k = g.first; k < g.first + g.count; k++) n += done[k] ? 1 : 0;
  return n;
}
function progressText(g) { return g.li.querySelector('.prog').getAttribute('data-of').replace('$0', solvedIn(g)); }
function buildList(g) {
  var list = g.li.querySelector('.list');
  for (var k = g.first; k < g.first + g.count; k++) {
    var b = document.createElement('button');
    b.type = 'button';
    b.setAttribute('data-go', k);
    b.textContent = String(k + 1);
    var v = document.createElement('span');
    v.className = 'vh';
    b.appendChild(v);
    list.appendChild(b);
  }
  g.built = true;
}
function showProgress() {
  if (!one) return;
  for (var k = 0; k < groups.length; k++) {
    var g = groups[k];
    g.li.querySelector('.prog').textContent = progressText(g);
    if (!g.built) continue;
    var bs = g.li.querySelectorAll('[data-go]');
    for (var j = 0; j < bs.length; j++) {
      var i = +bs[j].getAttribute('data-go');
      bs[j].classList.toggle('done', done[i]);
      bs[j].lastChild.textContent = done[i] ? ' ' + tr('solvedMark') : '';
      if (i === at) bs[j].setAttribute('aria-current', 'true'); else bs[j].removeAttribute('aria-current');
    }
  }
  var cur = groupOf(at);
  var sp = document.querySelector('.tools .secpos');
  if (cur && sp) sp.textContent = cur.li.querySelector('h2').textContent + ': ' + progressText(cur);
}
function progress(i, solved) {
  done[i] = solved;
  showProgress();
}

// One puzzle at a time: the current one, its section's title, the bar's position.
var at = -1;
function go(i, focus, scroll) {
  i = Math.max(0, Math.min(data.length - 1, i));
  if (at >= 0) sections[at].classList.remove('current');
  var titles = mainEl.querySelectorAll('.section-title.current');
  for (var k = 0; k < titles.length; k++) titles[k].classList.remove('current');
  at = i;
  sections[i].classList.add('current');
  var grp = groupOf(i), t = grp ? mainEl.querySelector('.section-title[data-section="' + groups.indexOf(grp) + '"]') : null;
  if (t) t.classList.add('current');
  var g = game(i);
  active = g;
  g.fit();
  document.querySelector('.tools .pos').textContent = tr('pos', i + 1, data.length);
  document.querySelector('[data-nav="prev"]').disabled = i === 0;
  document.querySelector('[data-nav="next"]').disabled = i === data.length - 1;
  showProgress();
  saveView();
  if (location.hash !== '#puzzle-' + (i + 1)) {
    try { history.replaceState(null, '', '#puzzle-' + (i + 1)); } catch (e) {}
  }
  if (focus) g.focusCell(g.cur, true);
  if (scroll) {  // the puzzle's top below the sticky navigation bar
    var top = sections[i].getBoundingClientRect().top, bar = document.querySelector('.tools').offsetHeight;
    var head = t && t.getBoundingClientRect().top < top ? t.getBoundingClientRect().top : top;
    if (head < bar || top > window.innerHeight - 80) window.scrollBy(0, head - bar - 8);
  }
}
var timersOn = false, started = false;
// The puzzle shown and the timer switch, written when the reader changes them (not while the page
// starts from what it read).
function saveView() { if (started) store('view', { at: at, timer: timersOn }); }
function setTimers(on) {
  timersOn = on;
  document.body.classList.toggle('timers', on);
  byId('pm-timer').setAttribute('aria-pressed', on ? 'true' : 'false');
  saveView();
}
function toggleToc(open) {
  tocEl.hidden = !open;
  document.querySelector('[data-nav="toc"]').setAttribute('aria-expanded', open ? 'true' : 'false');
  if (open) {
    for (var k = 0; k < groups.length; k++) if (!groups[k].built) buildList(groups[k]);
    showProgress();
  }
}
function fromHash() {
  var m = /^#puzzle-(\d+)$/.exec(location.hash);
  return m ? +m[1] - 1 : -1;
}

document.addEventListener('click', function (ev) {
  var t = ev.target, nav = t.closest ? t.closest('[data-nav],[data-go]') : null;
  if (nav) {
    var what = nav.getAttribute('data-nav');
    if (nav.hasAttribute('data-go')) { toggleToc(false); go(+nav.getAttribute('data-go'), true, true); }
    else if (what === 'prev') go(at - 1, false, true);
    else if (what === 'next') go(at + 1, false, true);
    else if (what === 'toc') toggleToc(tocEl.hidden);
    else if (what === 'timer') setTimers(!timersOn);
    return;
  }
  var g = gameOf(t);
  if (!g) return;
  active = g;
  var btn = t.closest('[data-action]');
  if (btn) {
    var a = btn.getAttribute('data-action');
    if (a === 'check') g.check();
    else if (a === 'answer') g.answer();
    else if (a === 'reveal') { g.showKey(true); g.answerBtn.focus(); }
    else if (a === 'keep') { g.confirm.hidden = true; g.answerBtn.focus(); }
    else if (a === 'reset') g.reset();
    else if (a === 'undo') g.undo();
    else if (a === 'redo') g.redo();
    else if (a === 'run') g.play(function (s) { s.ran = true; });
    return;
  }
  var i = cellOf(t);
  if (i >= 0) { g.focusCell(i, true); g.act(i, false); }
});
document.addEventListener('contextmenu', function (ev) {
  var g = gameOf(ev.target), i = cellOf(ev.target);
  if (!g || i < 0) return;
  ev.preventDefault();
  g.focusCell(i, true);
  g.act(i, true);
});
document.addEventListener('keydown', function (ev) {
  var t = ev.target, key = ev.key;
  if ((ev.ctrlKey || ev.metaKey) && !ev.altKey && (key === 'z' || key === 'Z' || key === 'y' || key === 'Y')) {
    if (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA') return;
    var u = gameOf(t) || active || (one && at >= 0 ? game(at) : null);
    if (!u) return;
    ev.preventDefault();
    if (key === 'y' || key === 'Y' || ev.shiftKey) u.redo(); else u.undo();
    return;
  }
  if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
  if (key === 'Escape' && tocEl && !tocEl.hidden) { toggleToc(false); document.querySelector('[data-nav="toc"]').focus(); return; }
  var i = cellOf(t);
  if (i < 0) return;
  var g = gameOf(t), handled = true;
  active = g;
  if (i !== g.cur) g.focusCell(i, false);
  if (key === 'ArrowUp') g.step(-1, 0);
  else if (key === 'ArrowDown') g.step(1, 0);
  else if (key === 'ArrowLeft') g.step(0, -1);
  else if (key === 'ArrowRight') g.step(0, 1);
  else if (key === 'Home') g.step(0, -g.P.cols);
  else if (key === 'End') g.step(0, g.P.cols);
  else if (key === ' ' || key === 'Enter') g.act(g.cur, ev.shiftKey);
  else handled = g.key(key);
  if (handled) ev.preventDefault();
});
document.addEventListener('focusin', function (ev) {
  var g = gameOf(ev.target);
  if (g) active = g;
});
window.addEventListener('resize', function () {
  for (var k = 0; k < games.length; k++) if (games[k] && games[k].sec.offsetParent) games[k].fit();
});
window.addEventListener('hashchange', function () { var i = fromHash(); if (one && i >= 0 && i !== at) go(i); });
// The timer: the puzzle in play (the one shown, or the last one touched) while the page is seen.
var last = Date.now(), ticks = 0;
setInterval(function () {
  var now = Date.now(), g = active;
  if (g && !g.meta.done && !document.hidden) {
    g.meta.t += now - last;
    g.unsaved = true;
    g.showTime();
    if (++ticks % 5 === 0) g.save();
  }
  last = now;
}, 1000);
// Only what this page changed is written: a page that was opened and left writes nothing, so it
// never puts back an older copy of what another page of the same document wrote since.
function saveActive() { if (active && active.unsaved) active.save(); }
document.addEventListener('visibilitychange', saveActive);
window.addEventListener('pagehide', saveActive);

// Printing: answer pages after the puzzle pages, as in the PDF: each page cloned with its keys
// drawn, made before the print and removed after it.
window.addEventListener('beforeprint', function () {
  if (mainEl.getAttribute('data-answers') !== '1' || mainEl.querySelector('.answers')) return;
  var pages = mainEl.querySelectorAll('.page'), n = pages.length;
  for (var k = 0; k < n; k++) {
    var copy = pages[k].cloneNode(true);
    copy.classList.add('answers');
    var h = copy.querySelector('.phead h1');
    h.textContent = tr('answersTitle', h.textContent);
    var name = copy.querySelector('.phead .name');
    if (name) name.textContent = tr('answerPage', k + 1);
    copy.querySelector('.pfoot').textContent = tr('pageOf', n + k + 1, 2 * n);
    var secs = copy.querySelectorAll('section.puzzle');
    for (var j = 0; j < secs.length; j++) {
      var g = game(+secs[j].getAttribute('data-index'));
      secs[j].removeAttribute('data-puzzle-id');
      secs[j].removeAttribute('data-index');
      var cells = secs[j].querySelectorAll('[data-r]');
      for (var c = 0; c < cells.length; c++) { cells[c].removeAttribute('data-r'); cells[c].removeAttribute('data-c'); cells[c].classList.remove('bad'); }
      var key = secs[j].querySelector('.key');
      key.textContent = '';
      g.drawKey(key);
    }
    mainEl.appendChild(copy);
  }
});
window.addEventListener('afterprint', function () {
  var copies = mainEl.querySelectorAll('.answers');
  for (var k = 0; k < copies.length; k++) mainEl.removeChild(copies[k]);
});

var view = load('view') || {};
setTimers(!!view.timer);
if (one) {
  var start = fromHash();
  go(start >= 0 ? start : typeof view.at === 'number' ? view.at : 0);
} else {
  for (q = 0; q < data.length; q++) game(q).fit();
}
started = true;
document.documentElement.setAttribute('data-ready', '1');
})();
