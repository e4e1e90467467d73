// What the pages' scripts share, loaded after i18n.js by every page: the forms' fields, limits,
// choices and defaults from GET /api/options (the one option schema, app/option_schema.h, and the
// list of puzzle kinds: serve/pages.cpp), fetched once per page; the words of the choices; the
// server's error as text; a download.
"use strict";
window.papermines = window.papermines || {};
(function () {
  const pm = window.papermines;
  const tr = pm.tr;

  // The words of the schema's choices; a choice without words is shown as it is.
  const words = {
    difficulty: {any: tr("Any"), easy: tr("Easy"), medium: tr("Medium"), hard: tr("Hard"),
                 expert: tr("Expert")},
    topology: {square: tr("Squares"), triangle: tr("Triangles"), hex: tr("Hexagons")},
  };

  // GET /api/options once (its kinds' titles in the page's language); null if it cannot be read.
  let options = null;
  pm.options = function () {
    if (options === null) {
      options = fetch("/api/options?lang=" + encodeURIComponent(document.documentElement.lang))
          .then((r) => (r.ok ? r.json() : null))
          .catch(() => null);
    }
    return options;
  };

  // The row named `name` of a list of schema rows, or null.
  pm.row = (rows, name) => (rows || []).find((o) => o.name === name) || null;

  // [value, words] of an enum row's choices; the kinds by their titles (the server's list).
  pm.choices = function (doc, row) {
    if (!row || !row.choices) return [];
    if (row.name === "kind") {
      const titles = new Map((doc.kinds || []).map((k) => [k.name, k.title]));
      return row.choices.map((c) => [c, titles.get(c) || c]);
    }
    const w = words[row.name] || {};
    return row.choices.map((c) => [c, w[c] || c]);
  };

  // Fills `select` with `choices` ([value, words]), `value` chosen (else the first).
  pm.fillSelect = function (select, choices, value) {
    select.textContent = "";
    for (const [v, text] of choices) {
      const o = document.createElement("option");
      o.value = v;
      o.textContent = text;
      if (v === value) o.selected = true;
      select.appendChild(o);
    }
    return select;
  };

  // A number field's limits from its row, the most capped by `cap` when given.
  pm.limit = function (field, row, cap) {
    if (!row) return;
    if (row.min !== undefined) field.min = String(row.min);
    let max = row.max;
    if (cap !== undefined) max = max === undefined ? cap : Math.min(max, cap);
    if (max !== undefined) field.max = String(max);
  };

  // The elements of these ids, in order.
  pm.elements = (...ids) => ids.map((id) => document.getElementById(id));

  // A status line says `text`; `kind` ("good", "warn", "error") colours it.
  pm.say = function (line, text, kind) {
    line.textContent = text;
    line.className = "status" + (kind ? " " + kind : "");
  };

  // A number field from its row: its limits and, when the row has one, its default.
  pm.numberField = function (field, row, cap) {
    pm.limit(field, row, cap);
    if (row && row.default !== undefined) field.value = String(row.default);
  };

  // The page's fields named as the schema's `rows` (the id is the option's name) take what the
  // rows say: a select the page leaves empty gets the row's choices, one with options of its own
  // (a subset the page offers, with its words) keeps them; a number field its limits, `cap`
  // capping the count; every field the row's default, when it has one the field can show.
  pm.applyRows = function (doc, rows, cap) {
    for (const row of rows || []) {
      const field = document.getElementById(row.name);
      if (!field || field.type === "checkbox") continue;
      if (field.tagName === "SELECT" && row.choices && field.options.length === 0) {
        pm.fillSelect(field, pm.choices(doc, row), row.default);
      } else if (field.type === "number") {
        pm.numberField(field, row, row.name === "count" ? cap : undefined);
      } else if (row.default !== undefined && row.default !== "" && (field.tagName !== "SELECT" ||
                 [...field.options].some((o) => o.value === row.default))) {
        field.value = row.default;
      }
    }
  };

  // The field an error names: the page's field of that id, by its label's words; else the key.
  const fieldName = function (key) {
    const label = document.querySelector("label[for=\"" + CSS.escape(key) + "\"]");
    return label ? label.textContent.trim() : key;
  };

  // The fields with an error line of their own (an element KEY-error): the answer's message is
  // shown under the field it names, and the field marked invalid, until the next answer.
  pm.fieldErrors = function (key, text) {
    for (const line of document.querySelectorAll(".field-error")) {
      const mine = line.id === key + "-error";
      line.textContent = mine ? text : "";
      line.hidden = !mine;
      const field = document.getElementById(line.id.replace(/-error$/, ""));
      if (field && mine) field.setAttribute("aria-invalid", "true");
      else if (field) field.removeAttribute("aria-invalid");
    }
  };

  // The text of an error answer: its message, the field it names, when to try again.
  pm.errorText = async function (response) {
    try {
      const j = await response.json();
      let text = j.error || ("HTTP " + response.status);
      const key = j.location && j.location.key;
      pm.fieldErrors(key || "", j.error || "");
      if (key) text += " " + tr("(field: $0)", fieldName(key));
      if (response.status === 503 || response.status === 429) {
        text += " " + tr("Try again in $0 s.", response.headers.get("Retry-After") || "5");
      }
      return text;
    } catch (e) {
      return "HTTP " + response.status;
    }
  };

  // Downloads `blob` as the file `name`.
  pm.save = function (blob, name) {
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();  // at once: a link without words is never left in the page
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
})();
