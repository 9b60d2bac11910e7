/* Firstly service worker: installable app, offline app shell, never caches API data. */
// both written by the build (web/scripts/sw-precache.ts): a hash of the app's files, so every
// build that changes anything is a new worker (and the app's 'New version available!' prompt),
// and every file of the app, kept while the worker installs so the app opens offline
const BUILD = "dev";
const PRECACHE = [];
const CACHE = `firstly-shell-${BUILD}`;
const SHELL = PRECACHE.length > 0 ? PRECACHE : ["/", "/favicon.svg", "/manifest.webmanifest"];
/** Files whose name or content never changes within a build: answered from the cache first. */
const STATIC_PATTERNS = [
  "/assets/*",
  "/icons/*",
  "/onboarding/*",
  "/favicon.svg",
  "/manifest.webmanifest",
];

/** The same paths as STATIC_PATTERNS, for browsers that route everything through `fetch` below. */
const isStatic = (pathname) =>
  STATIC_PATTERNS.some((p) =>
    p.endsWith("/*") ? pathname.startsWith(p.slice(0, -1)) : pathname === p,
  );

self.addEventListener("install", (event) => {
  // Where the browser can route requests past this worker, it does: the API always to the network
  // (no cost per call, and the change stream never keeps an old worker busy) and the app's own
  // files straight from the cache kept at install (falling back to the network). Only page loads
  // still wake the worker, so an old one is idle the moment the person says yes to a new version.
  if (typeof event.addRoutes === "function") {
    // one call each: a browser that knows only some sources still takes the others
    const route = (rules) => event.waitUntil(event.addRoutes(rules).catch(() => undefined));
    route([{ condition: { urlPattern: "/api/*" }, source: "network" }]);
    route(STATIC_PATTERNS.map((urlPattern) => ({ condition: { urlPattern }, source: "cache" })));
  }
  // without cookies: a signed-in person's index.html carries their first screen, and the shell
  // kept for offline use must carry nobody's
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { credentials: "omit" })))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith("firstly-shell-") && k !== CACHE)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

/* Web Share Target (manifest.webmanifest's share_target): another app shares text, a link or a
   picture into a POST to /share. It is kept in a cache of its own (so it survives going offline
   and a reload) and Add Thought opens with it; nothing is saved until the person taps Done. */
const SHARE_CACHE = "firstly-share";
const SHARE_TEXT_MAX = 20000;

async function acceptShare(request) {
  const id = crypto.randomUUID();
  try {
    const form = await request.formData();
    const field = (name) => {
      const value = form.get(name);
      return typeof value === "string"
        ? value.replace(/\r\n?/g, "\n").slice(0, SHARE_TEXT_MAX)
        : "";
    };
    const picture = form
      .getAll("picture")
      .find((f) => typeof f !== "string" && f.size > 0 && /^image\//.test(f.type));
    const cache = await caches.open(SHARE_CACHE);
    await cache.put(
      `/__share/${id}/meta`,
      new Response(
        JSON.stringify({ title: field("title"), text: field("text"), url: field("url") }),
        {
          headers: { "content-type": "application/json" },
        },
      ),
    );
    if (picture) {
      await cache.put(
        `/__share/${id}/picture`,
        new Response(picture, {
          headers: {
            "content-type": picture.type,
            "x-file-name": encodeURIComponent(picture.name),
          },
        }),
      );
    }
  } catch {
    // an unreadable share still opens Add Thought, empty, rather than an error page
  }
  return Response.redirect(`/add?share=${id}`, 303);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (
    request.method === "POST" &&
    url.origin === self.location.origin &&
    url.pathname === "/share"
  ) {
    event.respondWith(acceptShare(request));
    return;
  }
  if (
    request.method !== "GET" ||
    url.origin !== self.location.origin ||
    url.pathname.startsWith("/api/")
  )
    return;
  if (request.mode === "navigate") {
    // network first, so a deploy and a signed-in person's first screen arrive at once; with no
    // network, the cached shell, which then shows the list the app kept on this device
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .match("/", { cacheName: CACHE, ignoreVary: true })
          .then((shell) => shell || Response.error()),
      ),
    );
    return;
  }
  if (isStatic(url.pathname)) {
    // hashed or per-build files: cache first, and whatever is fetched is kept
    event.respondWith(
      caches.match(request, { cacheName: CACHE, ignoreVary: true }).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = (event.notification.data && event.notification.data.url) || "/";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((clients) => {
      const client = clients[0];
      if (client) {
        client.postMessage({ type: "NAVIGATE", url: target });
        return client.focus();
      }
      return self.clients.openWindow(target);
    }),
  );
});

/* Web Push (docs/behaviour/calls.md#push "Push send"): the server sends { title, body, data: { url
 * } }, encrypted for
   this browser; show it, and the notificationclick handler above opens data.url. */
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const url = message.data && typeof message.data.url === "string" ? message.data.url : "/";
  event.waitUntil(
    self.registration.showNotification(message.title || "Firstly", {
      body: message.body || "",
      icon: "/icons/icon-192.png",
      badge: "/favicon.svg",
      data: { url },
      tag: url,
    }),
  );
});
