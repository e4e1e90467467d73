// Paper: a closed cell cycles unknown -> mine -> safe; Check marks contradicting marks only.
KINDS.paper = {
  act: function (g, s, i, back) {
    if (g.P.cells.charAt(i) !== '.') return;
    s.marks[i] = back ? (s.marks[i] + 2) % 3 : (s.marks[i] + 1) % 3;
  },
  key: function (g, key) {
    var v = key === 'm' || key === 'M' ? 1
        : key === 's' || key === 'S' || key === '.' ? 2
        : key === 'u' || key === 'U' || key === 'Backspace' || key === 'Delete' ? 0 : -1;
    if (v < 0) return false;
    var i = g.cur;
    if (g.P.cells.charAt(i) === '.') g.play(function (s) { s.marks[i] = v; });
    return true;
  },
  draw: function (g, into) {
    var s = g.s, left = 0;
    for (var i = 0; i < g.n; i++) {
      if (s.marks[i] === 1) g.disk(into, i);
      else if (s.marks[i] === 2) g.dash(into, i);
      else if (g.P.cells.charAt(i) === '.') left++;
    }
    return tr('undecided', left);
  },
  labels: function (g, key) {
    var s = g.s;
    return function (i, parts) {
      var ch = g.P.cells.charAt(i);
      if (ch !== '.') { parts.push(tr('clue', parseInt(ch, 36))); return; }
      parts.push(tr('closed'));
      if (s.marks[i] === 1) parts.push(tr('markMine'));
      else if (s.marks[i] === 2) parts.push(tr('markSafe'));
      if (key && g.sol) parts.push(tr(g.sol[i] ? 'keyMine' : 'keySafe'));
    };
  },
  evaluate: function (g) {
    var s = g.s, bad = [], open = 0;
    if (!g.sol) return { state: 'incomplete', bad: bad, msg: tr('noAnswer') };
    for (var i = 0; i < g.n; i++) {
      if (g.P.cells.charAt(i) !== '.') continue;
      if ((s.marks[i] === 1 && !g.sol[i]) || (s.marks[i] === 2 && g.sol[i])) bad.push(i);
      if (s.marks[i] === 0) open++;
    }
    if (bad.length) return { state: 'wrong', bad: bad, msg: tr('wrong', bad.length) };
    if (open) return { state: 'incomplete', bad: bad, msg: tr('soFar', open) };
    return { state: 'solved', bad: bad, msg: tr('solved') };
  },
  drawKey: function (g, into) {
    if (!g.sol) return false;
    for (var i = 0; i < g.n; i++) {
      if (g.P.cells.charAt(i) !== '.') continue;
      if (g.sol[i]) g.disk(into, i); else g.dash(into, i);
    }
    return true;
  }
};
