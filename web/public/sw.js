/**
 * Navalha's service worker (issue 30, decision 0040). Plain JavaScript served as is from /sw.js,
 * so its scope is the whole site.
 *
 * What it keeps: the offline page, the manifest and icons (the app shell a visitor sees without a
 * network) and the built assets under /assets/, whose names change with their content. What it
 * never keeps: pages (a page can be a signed-in person's own) and anything under /api/ (private
 * answers). A page asked for without a network gets the offline page instead.
 */
const VERSION = 'navalha-v1'
const SHELL = ['/offline.html', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/badge-96.png']

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(SHELL)))
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== VERSION).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

const isStatic = (url) => url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/') || SHELL.includes(url.pathname)

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('/offline.html')))
    return
  }
  if (!isStatic(url)) return
  // Built assets never change under one name: the kept copy is the answer. Shell files are
  // refreshed behind the kept copy.
  event.respondWith(
    caches.open(VERSION).then(async (cache) => {
      const kept = await cache.match(request)
      const fresh = fetch(request).then((response) => {
        if (response.ok) cache.put(request, response.clone())
        return response
      })
      if (kept) {
        if (!url.pathname.startsWith('/assets/')) event.waitUntil(fresh.catch(() => undefined))
        return kept
      }
      return fresh
    }),
  )
})

self.addEventListener('push', (event) => {
  let notification = { title: 'Navalha', body: '', url: '/dashboard', tag: 'navalha' }
  try {
    notification = { ...notification, ...event.data.json() }
  } catch {
    // A push without our JSON still shows the app's name.
  }
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body,
      tag: notification.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'pt-BR',
      data: { url: notification.url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url || '/dashboard', self.location.origin)
  if (target.origin !== self.location.origin) return
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin)
      if (open) return open.focus().then((client) => client.navigate(target.href))
      return self.clients.openWindow(target.href)
    }),
  )
})
