// One-click: a cell cycles empty -> mine -> the click cell -> empty; Run the click opens what
// the click opens with the player's mines; any placement of M mines that one click clears is right.
KINDS.oneclick = {
  runsClick: true,
  act: function (g, s, i, back) {
    var state = s.click === i ? 2 : s.marks[i] === 1 ? 1 : 0;
    state = back ? (state + 2) % 3 : (state + 1) % 3;
    if (s.click === i) s.click = -1;
    s.marks[i] = state === 1 ? 1 : 0;
    if (state === 2) s.click = i;
    s.ran = false;
  },
  key: function (g, key) {
    if (key !== 'c' && key !== 'C') return false;
    var i = g.cur;
    g.play(function (s) { s.marks[i] = 0; s.click = i; s.ran = false; });
    return true;
  },
  draw: function (g, into) {
    var s = g.s, P = g.P, m = 0, rev = s.ran ? g.revealed() : null;
    g.rev = rev;
    for (var i = 0; i < g.n; i++) {
      if (s.marks[i] === 1) { m++; g.disk(into, i); }
      if (rev) {
        if (rev[i]) { if (g.revCnt[i] > 0) g.number(into, i, g.revCnt[i]); }
        else if (s.marks[i] !== 1) g.cover(into, i);
      }
    }
    if (s.click >= 0) g.ring(into, s.click);
    return tr('mines', m, P.mines === undefined ? '?' : P.mines) +
        (s.click >= 0 ? '' : ' \u00B7 ' + tr('noClick'));
  },
  labels: function (g, key) {
    var s = g.s;
    return function (i, parts) {
      if (s.click === i) parts.push(tr('clickCell'));
      else if (s.marks[i] === 1) parts.push(tr('markMine'));
      if (g.rev && s.marks[i] !== 1) {
        if (!g.rev[i]) parts.push(tr('closed'));
        else parts.push(tr('open'), g.revCnt[i] > 0 ? tr('clue', g.revCnt[i]) : tr('blank'));
      }
      if (key && g.sol) {
        if (g.P.click === i) parts.push(tr('keyClick'));
        else if (g.sol[i]) parts.push(tr('keyMine'));
      }
    };
  },
  evaluate: function (g) {
    var s = g.s, P = g.P, bad = [], m = 0, i;
    for (i = 0; i < g.n; i++) m += s.marks[i] === 1 ? 1 : 0;
    if (P.mines !== undefined && m > P.mines) return { state: 'wrong', bad: bad, msg: tr('tooMany', m, P.mines) };
    if (s.click < 0 || (P.mines !== undefined && m < P.mines)) return { state: 'incomplete', bad: bad, msg: tr('placeAll', P.mines) };
    var rev = g.revealed();
    for (i = 0; i < g.n; i++) if (!rev[i] && s.marks[i] !== 1) bad.push(i);
    if (bad.length) return { state: 'wrong', bad: bad, msg: tr('leaves', bad.length) };
    return { state: 'solved', bad: bad, msg: tr('ocSolved') };
  },
  // Check runs the click too, so the player sees what it opens.
  checked: function (g) {
    if (g.s.click >= 0 && !g.s.ran) { g.s.ran = true; g.draw(); }
  },
  drawKey: function (g, into) {
    if (!g.sol) return false;
    var cnt = g.counts(g.sol);
    for (var i = 0; i < g.n; i++) {
      if (g.sol[i]) g.disk(into, i);
      else if (cnt[i] > 0) g.number(into, i, cnt[i]);
    }
    if (g.P.click !== undefined) g.ring(into, g.P.click);
    return true;
  }
};
