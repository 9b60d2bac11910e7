import { createHash } from "node:crypto";

/**
 * A page the server painted (http/first-paint.ts) starts the app's code once its first picture is
 * on screen. The code changes nothing that is painted: on a slow link the stylesheet and the
 * picture a phone shows largest come first, and the code follows them (decision 0028). Asked for
 * with the page (module preloads, even at a low priority), the code arrived before the picture had
 * painted and was evaluated first, so the page's largest paint waited on all of it.
 *
 * The build's module script and module preloads become data (`#app-code`) read by one inline
 * starter, the same text on every page, which the content security policy allows by its hash
 * (middleware/security-headers.ts): it adds them once the painted screen's first picture loaded
 * at once (an `<img>` not marked lazy: a lazy one off screen never loads) has loaded (or failed)
 * and the frame that shows it has been drawn, or after a second at most.
 */
export const START_AFTER_PAINT = `(function () {
  var code = JSON.parse(document.getElementById("app-code").textContent);
  var started = false;
  var left = code.preloads.slice();
  // a few preloads a task: each one added starts a request, and forty in one task held the main
  // thread for ~150 ms on a phone's CPU; the entry comes after them, so its imports are on the way
  function next() {
    left.splice(0, 4).forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    if (left.length > 0) return setTimeout(next, 0);
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = code.entry;
    document.head.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    next();
  }
  function afterFrame() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  var picture = document.querySelector('#root img:not([loading="lazy"])');
  if (!picture || picture.complete) afterFrame();
  else {
    picture.addEventListener("load", afterFrame);
    picture.addEventListener("error", afterFrame);
  }
  setTimeout(start, 1000);
})();`;

/** The starter's hash, as a `script-src` source. */
export const START_AFTER_PAINT_HASH = `'sha256-${createHash("sha256").update(START_AFTER_PAINT).digest("base64")}'`;

const ENTRY = /\s*<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/** The app's entry script as the build's index.html names it (`/assets/index-….js`), if any. */
export function entryScriptOf(html: string): string | null {
  return ENTRY.exec(html)?.[1] ?? null;
}

/** index.html with its code started by the starter; as it was when it names no entry. */
export function withScriptsAfterPaint(html: string): string {
  const entry = entryScriptOf(html);
  if (!entry) return html;
  const preloads: string[] = [];
  const withoutCode = html.replace(ENTRY, "").replace(PRELOAD, (_, href: string) => {
    preloads.push(href);
    return "";
  });
  // only /assets/ file names reach the data, so nothing in it can close the element
  const code = JSON.stringify({ entry, preloads });
  return withoutCode.replace(
    "</body>",
    () =>
      `<script id="app-code" type="application/json">${code}</script>` +
      `<script>${START_AFTER_PAINT}</script></body>`,
  );
}
