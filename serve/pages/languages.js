// The language selectors of the pages (issue 28: the app speaks the class's language). Fills a
// <select> with every language of this build from GET /api/languages; the one chosen is the
// teacher's last choice on this browser (kept in localStorage), else the page's language (the top
// bar's chooser, else the first of the browser's Accept-Language the server has, else the
// server's own default). Names come in as text.
"use strict";
window.papermines = window.papermines || {};
window.papermines.languages = async function (select) {
  const key = "papermines.lang";
  let stored = null;
  try { stored = window.localStorage.getItem(key); } catch (e) { stored = null; }
  let doc;
  try {
    const response = await fetch("/api/languages");
    if (!response.ok) return select.value;
    doc = await response.json();
  } catch (e) {
    return select.value;  // the static choices stay
  }
  const codes = doc.languages.map((l) => l.code);
  // The page's own language (the one its words are in) before the browser's first choice.
  const page = document.documentElement.lang;
  const chosen = stored && codes.includes(stored) ? stored : codes.includes(page) ? page : doc.default;
  select.textContent = "";
  for (const l of doc.languages) {
    const o = document.createElement("option");
    o.value = l.code;
    o.lang = l.code;
    if (l.rtl) o.dir = "rtl";
    o.textContent = l.name === l.english ? l.name : l.name + " (" + l.english + ")";
    if (l.code === chosen) o.selected = true;
    select.appendChild(o);
  }
  select.addEventListener("change", () => {
    try { window.localStorage.setItem(key, select.value); } catch (e) { /* private mode */ }
  });
  return select.value;
};
