// The words of the pages' scripts in the page's language: tr(MESSAGE, a, b) is the
// message of the catalogue (po/*.po, as every word papermines draws) with $0, $1, ... filled in.
// The server answers /messages.js?lang=CODE with the scripts' messages of that language
// (serve/pages.cpp), loaded before this file by every page; a message it lacks stays English.
"use strict";
window.papermines = window.papermines || {};
(function () {
  let messages = null;
  window.papermines.tr = function (message, ...args) {
    if (messages === null) messages = window.papermines.messages || {};
    const text = Object.prototype.hasOwnProperty.call(messages, message) ? messages[message] : message;
    return text.replace(/\$(\d)/g, (all, n) => (Number(n) < args.length ? String(args[Number(n)]) : all));
  };
})();
// The language chooser of the top bar: the choice is kept in a cookie the server reads when it
// serves a page (serve/server.cpp), and the page comes again in that language.
document.addEventListener("DOMContentLoaded", () => {
  const chooser = document.getElementById("ui-lang");
  if (!chooser) return;
  chooser.addEventListener("change", () => {
    document.cookie = "papermines-lang=" + encodeURIComponent(chooser.value) +
        "; path=/; max-age=31536000; SameSite=Strict";
    const url = new URL(window.location.href);
    url.searchParams.delete("lang");
    window.location.replace(url.toString());
  });
});
