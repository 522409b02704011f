// Goalline's service worker: shows goal, red card, kick-off and full-time pushes and opens the
// match when one is clicked. Served from the site's own origin, as browsers require of a worker.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** Only this site's own pages may be opened from a notification. */
function pageUrl(path) {
  const url = new URL(typeof path === "string" ? path : "/", self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin;
}

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || "Goalline", {
      body: message.body || "",
      tag: message.tag,
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      data: { url: pageUrl(message.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = pageUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const tab = open.find((client) => client.url === url);
      if (tab) return tab.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
