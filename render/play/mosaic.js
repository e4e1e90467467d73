// Mosaic: every cell cycles unknown -> filled -> empty (right-click: backwards), numbered cells
// too; a filled cell turns dark with its number light. The filled cells that are the picture's
// solve it (unknown cells count as empty); then the empty marks go and the picture stands alone.
KINDS.mosaic = {
  act: function (g, s, i, back) {
    s.marks[i] = back ? (s.marks[i] + 2) % 3 : (s.marks[i] + 1) % 3;
  },
  key: function (g, key) {
    var v = 'fFmM'.indexOf(key) >= 0 ? 1
        : 'eEsS.'.indexOf(key) >= 0 ? 2
        : key === 'u' || key === 'U' || key === 'Backspace' || key === 'Delete' ? 0 : -1;
    if (v < 0) return false;
    var i = g.cur;
    g.play(function (s) { s.marks[i] = v; });
    return true;
  },
  // Whether the filled cells are the picture's.
  picture: function (g) {
    if (!g.sol) return false;
    for (var i = 0; i < g.n; i++) if ((g.s.marks[i] === 1) !== (g.sol[i] === 1)) return false;
    return true;
  },
  draw: function (g, into) {
    var s = g.s, left = 0, whole = KINDS.mosaic.picture(g);
    for (var i = 0; i < g.n; i++) {
      var filled = s.marks[i] === 1, ch = g.P.cells.charAt(i);
      g.cells[i].classList.toggle('dark', filled);
      if (filled && ch !== '.') g.number(into, i, parseInt(ch, 36), 'lt');
      else if (s.marks[i] === 2 && !whole) g.dash(into, i);
      else if (s.marks[i] === 0) left++;
    }
    return tr('undecided', whole ? 0 : left);  // the picture whole: the rest is empty
  },
  labels: function (g, key) {
    var s = g.s;
    return function (i, parts) {
      var ch = g.P.cells.charAt(i);
      if (ch !== '.') parts.push(tr('clue', parseInt(ch, 36)));
      if (s.marks[i] === 1) parts.push(tr('markFilled'));
      else if (s.marks[i] === 2) parts.push(tr('markEmpty'));
      if (key && g.sol) parts.push(tr(g.sol[i] ? 'keyFilled' : 'keyEmpty'));
    };
  },
  evaluate: function (g) {
    var s = g.s, bad = [], open = 0;
    if (!g.sol) return { state: 'incomplete', bad: bad, msg: tr('noAnswer') };
    for (var i = 0; i < g.n; i++) {
      if ((s.marks[i] === 1 && !g.sol[i]) || (s.marks[i] === 2 && g.sol[i])) bad.push(i);
      if (s.marks[i] === 0) open++;
    }
    if (bad.length) return { state: 'wrong', bad: bad, msg: tr('wrong', bad.length) };
    if (KINDS.mosaic.picture(g)) return { state: 'solved', bad: bad, msg: tr('picture') };
    return { state: 'incomplete', bad: bad, msg: tr('soFar', open) };
  },
  // The picture: every cell drawn over, the filled ones dark with their numbers light.
  drawKey: function (g, into) {
    if (!g.sol) return false;
    for (var i = 0; i < g.n; i++) {
      var ch = g.P.cells.charAt(i);
      g.cover(into, i, g.sol[i] ? 'dark' : 'plain');
      if (ch !== '.') g.number(into, i, parseInt(ch, 36), g.sol[i] ? 'lt' : '');
    }
    return true;
  }
};
