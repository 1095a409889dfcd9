/*
 * Pearl's service worker: it shows the shop's pushes ("Your order #23 is ready: …") and opens the order's page on a
 * tap. It is registered only when a customer asks to be told (Notify me when it's ready on the order page), and it
 * has no fetch handler: pages and their files load exactly as without it.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Pearl Bubble Tea', {
      body: message.body || 'Your order is ready.',
      tag: message.tag,
      renotify: Boolean(message.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

/** Only a page of this shop is opened: a push names a path, never another site. */
function pageOf(url) {
  try {
    const page = new URL(url || '/', self.location.origin);
    return page.origin === self.location.origin ? page.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const page = pageOf(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === page);
      return open ? open.focus() : self.clients.openWindow(page);
    }),
  );
});
