// Reverse: a click closes what a forward click would open there; the counter shows the target.
KINDS.reverse = {
  act: function (g, s, i, back) {
    if (!back) { s.clicks.push(i); return; }
    var at = s.clicks.lastIndexOf(i);
    if (at >= 0) s.clicks.splice(at, 1);
  },
  draw: function (g, into) {
    var s = g.s, P = g.P, closed = g.closed();
    g.shut = closed;
    for (var i = 0; i < g.n; i++) if (closed[i]) g.cover(into, i);
    return tr('clicks', s.clicks.length) +
        (P.clicks ? ' \u00B7 ' + tr('target', P.clicks.length) : '');
  },
  labels: function (g, key) {
    var s = g.s, P = g.P, clickSet = {}, best = {}, i;
    g.board();
    for (i = 0; i < s.clicks.length; i++) clickSet[s.clicks[i]] = 1;
    if (P.clicks) for (i = 0; i < P.clicks.length; i++) best[P.clicks[i]] = 1;
    return function (i, parts) {
      if (g.mine[i]) parts.push(tr('mine'));
      else parts.push(g.cnt[i] > 0 ? tr('clue', g.cnt[i]) : tr('blank'));
      parts.push(tr(g.shut && g.shut[i] ? 'closed' : 'open'));
      if (clickSet[i]) parts.push(tr('clicked'));
      if (key && best[i]) parts.push(tr('keyClick'));
    };
  },
  evaluate: function (g) {
    var s = g.s, P = g.P, bad = [], closed = g.closed(), left = 0, k = s.clicks.length;
    var best = P.clicks ? P.clicks.length : null;
    for (var i = 0; i < g.n; i++) left += closed[i] ? 0 : 1;
    if (!left) {
      if (best === null || k <= best) return { state: 'solved', bad: bad, msg: tr('revSolved', k) };
      return { state: 'wrong', bad: bad, msg: tr('revMore', best) };
    }
    if (best !== null && k >= best) return { state: 'wrong', bad: bad, msg: tr('revOver', best) };
    return { state: 'incomplete', bad: bad, msg: tr('revOpen', left) };
  },
  drawKey: function (g, into) {
    if (!g.P.clicks) return false;
    for (var i = 0; i < g.P.clicks.length; i++) g.ring(into, g.P.clicks[i]);
    return true;
  }
};

