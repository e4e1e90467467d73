// The words of the pages' scripts in the page's language: tr("English message", a, b) is the
// message of the catalogue (po/*.po, as every word papermines draws) with $0, $1, ... filled in.
// The server puts the page's catalogue into the page as a JSON data block (id "ui-messages",
// serve/pages.cpp); a message it lacks stays English. Loaded first by every page.
"use strict";
window.papermines = window.papermines || {};
(function () {
  let messages = null;
  window.papermines.tr = function (message, ...args) {
    if (messages === null) {
      const block = document.getElementById("ui-messages");
      try {
        messages = block ? JSON.parse(block.textContent) : {};
      } catch (e) {
        messages = {};
      }
    }
    const text = Object.prototype.hasOwnProperty.call(messages, message) ? messages[message] : message;
    return text.replace(/\$(\d)/g, (all, n) => (Number(n) < args.length ? String(args[Number(n)]) : all));
  };
})();
