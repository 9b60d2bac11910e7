/* Firstly service worker: installable app, offline app shell, never caches API data. */
const CACHE = "firstly-shell-v2";
const SHELL = ["/", "/favicon.svg", "/manifest.webmanifest"];

self.addEventListener("install", (event) => {
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
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (
    request.method !== "GET" ||
    url.origin !== self.location.origin ||
    url.pathname.startsWith("/api/")
  )
    return;
  if (request.mode === "navigate") {
    // network first, so a deploy is picked up at once; the cached shell when offline
    event.respondWith(fetch(request).catch(() => caches.match("/")));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    // hashed file names never change: cache first
    event.respondWith(
      caches.match(request).then(
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

/* Web Push (SPEC §7 "Push send"): the server sends { title, body, data: { url } }, encrypted for
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
      icon: "/favicon.svg",
      badge: "/favicon.svg",
      data: { url },
      tag: url,
    }),
  );
});
