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
body{margin:0 auto;max-width:1200px;padding:12px 16px;color:#000;background:#fff}
.top h1{font-size:1.6em;margin:.2em 0 .3em}
.instr{margin:.15em 0;font-size:.95em}.hint{color:#555}
main{display:flex;flex-wrap:wrap;gap:18px;margin-top:14px;align-items:flex-start}
.page{display:contents}.phead,.pfoot{display:none}.page.answers{display:none}
.puzzle{border:1px solid #ccc;border-radius:6px;padding:8px 10px}
.puzzle[data-state=solved]{border-color:#2e7d32;box-shadow:0 0 0 2px #a5d6a7}
.puzzle[data-state=wrong]{border-color:#c62828;box-shadow:0 0 0 2px #ef9a9a}
.label{font-size:1em;font-weight:normal;margin:0 0 6px}.label b{font-size:1.2em}
.label .id{color:#333}
.board{display:flex;align-items:flex-start;gap:10px}
svg.grid{touch-action:manipulation;-webkit-user-select:none;user-select:none;outline:none;max-width:100%;height:auto}
svg.grid:focus{box-shadow:0 0 0 3px #5b9bd5}
.cells [data-r]{fill:#fff;stroke:#000;stroke-width:.04;cursor:pointer}
.cells .x{fill:#dbdbdb}
.cells .bad{fill:#f4a3a3}
.outline{fill:none;stroke:#000;stroke-width:.1;stroke-linejoin:round}
.nums,.marks,.key,.cursor{pointer-events:none}
text{text-anchor:middle;dominant-baseline:central}
.m{fill:#000}.dash{stroke:#000;stroke-linecap:round}.ring{fill:none;stroke:#000}
.cover{fill:#dbdbdb;stroke:#000;stroke-width:.04}
.key{display:none}.show-key .key{display:inline}.show-key .marks{display:none}
.key .m{fill:#1a4f9c}.key .dash,.key .ring{stroke:#1a4f9c}.key text{fill:#1a4f9c}
.cursor{fill:none;stroke:#1565c0;stroke-width:.12;display:none}svg.grid:focus .cursor{display:inline}
.bar{margin-top:6px;display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.bar button{font:inherit;padding:4px 10px;min-height:34px}
.counter{color:#333;font-size:.9em}.status{font-size:.9em;font-weight:bold}
.qr svg{display:block}.qr path{fill:#000}
@media print{
body{margin:0;padding:0;max-width:none}
.top,.bar,.marks,.key,.cursor{display:none!important}
main{display:block;margin:0}
.page{display:block;position:relative;break-after:page;overflow:hidden}
.phead{display:block;position:absolute}
.page.answers{display:block}.answers .key{display:inline!important}
.key .m{fill:#000}.key .dash,.key .ring{stroke:#000}.key text{fill:#000}
.pfoot{display:block;position:absolute;text-align:center;font-size:8.5pt}
.phead h1{font-size:19pt;margin:0}
.phead .name{font-size:10.5pt;margin:0;display:flex;gap:5pt}
.phead .line{display:inline-block;border-bottom:.6pt solid #000;height:1em}.phead .l1{flex:3}.phead .l2{flex:2}
.phead .instr{font-size:8pt;margin:0;height:15pt;white-space:nowrap;overflow:hidden}.phead .hint{display:none}
.phead .rule{position:absolute;left:0;right:0;border-top:1pt solid #000}
.puzzle{position:absolute;border:0;padding:0;border-radius:0;box-shadow:none!important}
.label{height:17pt;margin:0;font-size:9.5pt;white-space:nowrap;overflow:hidden}
.board{justify-content:center}
.cells .bad{fill:#dbdbdb}
}
)CSS";
}

}  // namespace papermines::render
