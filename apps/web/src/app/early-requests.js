/*
 * Inlined into index.html's <head> by vite.config.ts (earlyRequests): a signed-in page's first two requests,
 * the brand (public globals) and the user, start while the app's script downloads instead of after it has
 * run (about a second on a phone). lib/api/early.ts hands each answer to the app's first request for the
 * same URL with the same token; an answer nobody takes is simply dropped. Plain ES5 with no imports: it runs
 * before any module. Its hash is in the page's Content-Security-Policy (apps/api/src/plugins/security.ts).
 * __BASE_DOMAIN__ is VITE_BASE_DOMAIN at build time; the subdomain rule is lib/auth/subdomain.ts's.
 */
(function () {
  try {
    var early = (window.__early = {});
    var host = location.hostname.toLowerCase();
    var labels = host.split('.');
    var configured = '__BASE_DOMAIN__';
    var base = configured || (labels[labels.length - 1] === 'localhost' ? 'localhost' : labels.slice(-2).join('.'));
    var sub = null;
    if (host && !/^\d{1,3}(\.\d{1,3}){3}$/.test(host) && host.indexOf(':') < 0 && host !== base) {
      if (host.slice(-(base.length + 1)) === '.' + base) {
        var label = host.slice(0, -(base.length + 1)).split('.')[0];
        if (label && label !== 'www') sub = label;
      }
    }
    var get = function (url, auth) {
      var headers = { Accept: 'application/json' };
      if (auth) headers.Authorization = auth;
      early[url] = { auth: auth, response: fetch(url, { headers: headers, credentials: 'include' }) };
      // Never an unhandled rejection: the app's request that takes it sees the failure.
      early[url].response.catch(function () {});
    };
    var token = localStorage.getItem('auth._token.local');
    get('/v2/public_globals' + (sub ? '?subdomain=' + encodeURIComponent(sub) : ''), token);
    if (token) get('/v2/user', token);
  } catch {
    // No storage or no fetch: the app makes its requests itself.
  }
})();
