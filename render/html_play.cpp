// The play script and base stylesheet of the HTML page (html.h). The script is render/play.js,
// kept as a JavaScript file so it can be read and edited as one; the build embeds it byte for
// byte (render/CMakeLists.txt writes play_js.h), so the page and its Content-Security-Policy
// hash do not depend on how the C++ side stores it. What the script does is described there.
#include "render/html.h"
#include "render/play_js.h"  // kPlayScript: render/play.js, made by the build

namespace papermines::render {

const char* PlayScript() { return kPlayScript; }

const char* PlayStyle() {
  return R"CSS(
:root{color-scheme:light dark;--bg:#fff;--fg:#111;--muted:#4d4d4d;--card:#fff;--border:#c4c4c4;--line:#000;--cell:#fff;--closed:#dbdbdb;--bad:#f4a3a3;--key:#1a4f9c;--accent:#0b57d0;--accentfg:#fff;--btn:#eef1f4;--ok:#1b6e20;--err:#b3261e;--focus:#0b57d0;--ring:#a8c7fa}
@media (prefers-color-scheme:dark){:root{--bg:#141414;--fg:#ececec;--muted:#b8b8b8;--card:#1c1c1c;--border:#5a5a5a;--line:#d6d6d6;--cell:#262626;--closed:#4a4a4a;--bad:#8c2f2f;--key:#8ab4f8;--accent:#8ab4f8;--accentfg:#0d1b2e;--btn:#2d2f31;--ok:#81c995;--err:#f2b8b5;--focus:#8ab4f8;--ring:#3b5a8a}}
body{margin:0 auto;max-width:1200px;padding:12px 16px;color:var(--fg);background:var(--bg);line-height:1.35}
.vh{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.top h1{font-size:1.5em;margin:.1em 0 .3em}
.howto{margin:4px 0 6px}.howto .instr{margin:.2em 0}.howto summary{cursor:pointer;color:var(--accent);font-weight:bold}
.instr{margin:.25em 0;font-size:.95em}.hint{color:var(--muted)}
button{font:inherit;font-size:.95em;color:var(--fg);background:var(--btn);border:1px solid var(--border);border-radius:8px;padding:6px 12px;min-height:36px;cursor:pointer}
button:hover{border-color:var(--fg)}button:disabled{opacity:.55;cursor:default}
button.primary{background:var(--accent);color:var(--accentfg);border-color:var(--accent)}
button[aria-pressed=true],button[aria-expanded=true]{background:var(--ring);border-color:var(--accent)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.tools{display:flex;flex-wrap:wrap;gap:8px;align-items:center;padding:8px 0;background:var(--bg)}
.tools{position:sticky;top:0;z-index:2}
.pos{font-weight:bold;min-width:8em;text-align:center}.secpos{color:var(--muted)}
.tools>[data-nav=timer]:only-child{margin-left:auto}
.toc ol{list-style:none;margin:0;padding:0;display:grid;gap:10px}
.toc li{border:1px solid var(--border);border-radius:8px;padding:8px 10px;background:var(--card)}
.toc h2{font-size:1.05em;margin:0;display:inline}.toc .prog{display:inline;margin:0 0 0 .6em;color:var(--muted)}
.toc .list{display:flex;flex-wrap:wrap;gap:4px;margin-top:6px}
.toc .list button{min-width:40px;min-height:36px;padding:4px 6px}
.toc .list button.done{background:var(--ok);color:var(--bg);border-color:var(--ok)}
.toc .list button[aria-current=true]{outline:2px solid var(--fg);outline-offset:1px}
main{display:flex;flex-wrap:wrap;gap:18px;margin-top:10px;align-items:flex-start}
.page{display:contents}.phead,.pfoot{display:none}.page.answers{display:none}
main[data-view=one] .puzzle,main[data-view=one] .section-title{display:none}
main[data-view=one] .puzzle.current,main[data-view=one] .section-title.current{display:block}
main[data-view=one] .puzzle.current{flex-basis:100%}
.section-title{flex-basis:100%;margin:4px 0 0;font-size:1.25em}
.puzzle{border:1px solid var(--border);border-radius:10px;padding:10px 12px;background:var(--card);box-sizing:border-box;max-width:100%}
.puzzle[data-state=solved]{border-color:var(--ok);box-shadow:0 0 0 2px var(--ok)}
.puzzle[data-state=wrong]{border-color:var(--err);box-shadow:0 0 0 2px var(--err)}
.label h2{font-size:1em;font-weight:normal;margin:0 0 2px;display:flex;flex-wrap:wrap;align-items:center}
.label .num{display:inline-block;min-width:1.9em;padding:1px 6px;border-radius:1em;background:var(--fg);color:var(--bg);font-size:1.1em;text-align:center;box-sizing:border-box}
.label .sep{color:var(--muted);padding:0 .3em}.label .chip{font-weight:bold}
.label .pips{letter-spacing:1px}.label .dn{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.label .id{margin:0 0 8px;font-size:.8em;color:var(--muted);overflow-wrap:anywhere}
.board{display:flex;align-items:flex-start;gap:10px;max-width:100%}
svg.grid{touch-action:manipulation;-webkit-user-select:none;user-select:none;outline:none;max-width:100%;height:auto;width:var(--sw,auto);flex:none}
.cells [data-r]{fill:var(--cell);stroke:var(--line);stroke-width:.04;cursor:pointer;outline:none}
.cells .x{fill:var(--closed)}.cells .dark{fill:var(--fg)}
.cells .bad{fill:var(--bad)}
.outline{fill:none;stroke:var(--line);stroke-width:.1;stroke-linejoin:round}
.nums,.marks,.key,.cursor{pointer-events:none}
text{text-anchor:middle;dominant-baseline:central;fill:var(--fg)}
.m{fill:var(--fg)}.dash{stroke:var(--fg);stroke-linecap:round}.ring{fill:none;stroke:var(--fg)}
.cover{fill:var(--closed);stroke:var(--line);stroke-width:.04}
.dark,.plain{stroke:var(--line);stroke-width:.04}.dark{fill:var(--fg)}.plain{fill:var(--cell)}text.lt{fill:var(--bg)}
.key{display:none}.show-key .key{display:inline}.show-key .marks{display:none}
.key .m,.key .dark{fill:var(--key)}.key .dash,.key .ring{stroke:var(--key)}.key text{fill:var(--key)}.key text.lt{fill:var(--bg)}
.cursor{fill:none;stroke:var(--focus);stroke-width:.14;display:none}svg.grid:has(:focus-visible) .cursor{display:inline}
.bar{margin-top:8px;display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.counter,.timer{color:var(--muted);font-size:.92em;margin-left:4px}.timer{display:none}.timers .timer{display:inline}
.confirm{margin-top:8px;display:flex;flex-wrap:wrap;gap:6px;align-items:center;padding:8px;border:1px solid var(--err);border-radius:8px}.confirm[hidden]{display:none}
.status{margin:6px 0 0;font-size:.95em;font-weight:bold;min-height:1.3em}
.puzzle[data-state=solved] .status{color:var(--ok)}.puzzle[data-state=wrong] .status{color:var(--err)}
.qr svg{display:block}.qr path{fill:#000}.qr{background:#fff;padding:4px;border-radius:4px}
@media (max-width:520px){body{padding:8px}.puzzle{padding:8px 6px}.pos{min-width:0}}
@media print{
:root{--bg:#fff;--fg:#000;--line:#000;--cell:#fff;--closed:#dbdbdb;--card:#fff}
body{margin:0;padding:0;max-width:none}
.top,.tools,.toc,.bar,.confirm,.status,.marks,.key,.cursor,.section-title{display:none!important}
main{display:block;margin:0}
.page{display:block;position:relative;break-after:page;overflow:hidden}
main[data-view] .puzzle{display:block}
svg.grid{width:auto;max-width:none}
.phead{display:block;position:absolute}
.page.answers{display:block}.answers .key{display:inline!important}
.key .m,.key .dark{fill:#000}.key .dash,.key .ring{stroke:#000}.key text{fill:#000}.key text.lt{fill:#fff}
.cells .dark{fill:#fff}
.pfoot{display:block;position:absolute;text-align:center;font-size:8.5pt}
.phead h1{font-size:19pt;margin:0}
.phead .name{font-size:10.5pt;margin:0;display:flex;gap:5pt}
.phead .line{display:inline-block;border-bottom:.6pt solid #000;height:1em}.phead .l1{flex:3}.phead .l2{flex:2}
.phead .instr{font-size:8pt;margin:0;height:15pt;white-space:nowrap;overflow:hidden}.phead .hint{display:none}
.phead .rule{position:absolute;left:0;right:0;border-top:1pt solid #000}
.puzzle{position:absolute;border:0;padding:0;border-radius:0;box-shadow:none!important}
.label{height:17pt;margin:0;font-size:9.5pt;white-space:nowrap;overflow:hidden}
.label h2,.label .id{display:inline;font-size:1em;margin:0}
.label .num{background:none;color:#000;font-weight:bold;font-size:1.25em;padding:0;min-width:0;margin-right:.5em}
.label .sep:first-of-type{display:none}.label .pips{display:none}.label .dn{position:static;width:auto;height:auto;clip:auto}
.label .id{color:#000;font-size:.83em;margin-left:.3em}.label h2:has(.sep)+.id::before{content:"\B7  "}
.board{justify-content:center}
.cells .bad{fill:#dbdbdb}
}
)CSS";
}

}  // namespace papermines::render
