// How long the edge and browsers may keep what the site answers, as data: the functions send these
// headers and the CDK stack sets CloudFront's TTLs and viewer-response function from the same values,
// so the two never disagree. Why these numbers: functions/src/http/edge-cache.ts.

/** How long the edge answers a visitor's read without asking the function. */
export const VISITOR_FRESH_SECONDS = 30;
/** How much longer the edge may answer with it while it asks the function again in the background. */
export const VISITOR_STALE_SECONDS = 30;

/** A visitor's answer as the function gives it to the edge: shared caches keep it (s-maxage, and
 * stale-while-revalidate); the edge hands it on to the browser as VIEWER_CACHE_CONTROL. */
export const VISITOR_CACHE_CONTROL = `public, max-age=0, s-maxage=${VISITOR_FRESH_SECONDS}, stale-while-revalidate=${VISITOR_STALE_SECONDS}`;
/** What the browser is told of a visitor's answer: it may not reuse it without asking (browsers
 * honour stale-while-revalidate too, and would show a page's own refetch an older copy), and never
 * for a request with Authorization (Vary). */
export const VIEWER_CACHE_CONTROL = 'no-cache';

/** The edge's viewer-response step for the public reads (a CloudFront Function in AWS, infra/src/
 * site.ts; the local front runs the same code): a shared answer reaches the browser as no-cache, a
 * member's private, no-store unchanged. */
export const VISITOR_VIEWER_RESPONSE = `function handler(event) {
  var response = event.response;
  var cacheControl = response.headers['cache-control'];
  if (cacheControl && cacheControl.value.indexOf('public') === 0) {
    response.headers['cache-control'] = { value: '${VIEWER_CACHE_CONTROL}' };
  }
  return response;
}`;

/** How long CloudFront (and browsers) may reuse a post's page: a takedown shows within this. */
export const POST_PAGE_MAX_AGE_SECONDS = 300;

/** How long an explore page's first cards may be reused: a new post shows within this (and the app
 * refetches a page older than its staleTime at once, so a visitor sees it sooner). */
export const LIST_PAGE_MAX_AGE_SECONDS = 60;

/** The header the edge adds to a page request: the visitor's language, one of LOCALES. The page caches
 * key on it (never on the raw cookie or Accept-Language, which would split each page into thousands of
 * copies), so a French answer is only ever served to a French reader. */
export const PAGE_LANGUAGE_HEADER = 'x-bookwish-lang';

/** What a page in the visitor's language varies by, for browsers' own caches. */
export const PAGE_VARY = 'Cookie, Accept-Language';

/** The edge's viewer-request step for the pages the page function answers (a CloudFront Function in
 * AWS, infra/src/post-pages.ts; the local front runs the same code): the viewer's host for absolute
 * og: URLs, and the visitor's language, their 'bookwish_lang' cookie first, else the first of their
 * Accept-Language we speak (shared/src/i18n/locales.ts pickLocale, which a test holds this to), else
 * English. Written for CloudFront's JavaScript runtime: no modules. */
export const PAGE_REQUEST = `var LOCALES = ['en', 'fr-CA', 'zh-Hant', 'zh-Hans', 'pa', 'fa'];
function localeOfTag(tag) {
  var parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  var language = parts[0];
  var rest = parts.slice(1);
  var has = function (part) { return rest.indexOf(part) >= 0; };
  if (language === 'en') return 'en';
  if (language === 'fr') return 'fr-CA';
  if (language === 'zh' || language === 'yue') {
    if (has('hant')) return 'zh-Hant';
    if (has('hans')) return 'zh-Hans';
    if (language === 'yue' || has('tw') || has('hk') || has('mo')) return 'zh-Hant';
    return 'zh-Hans';
  }
  if (language === 'pa') return has('arab') || has('pk') ? '' : 'pa';
  if (language === 'fa') return 'fa';
  return '';
}
function pageLanguage(cookie, acceptLanguage) {
  var chosen = cookie;
  try { chosen = decodeURIComponent(cookie); } catch (e) { chosen = cookie; }
  if (LOCALES.indexOf(chosen) >= 0) return chosen;
  var entries = [];
  var items = (acceptLanguage || '').split(',');
  for (var i = 0; i < items.length; i++) {
    var fields = items[i].split(';');
    var tag = fields[0].trim();
    var q = 1;
    for (var j = 1; j < fields.length; j++) {
      var param = fields[j].trim();
      if (param.indexOf('q=') === 0) { q = Number(param.slice(2)); break; }
    }
    if (tag !== '' && tag !== '*' && !(q <= 0)) entries.push({ tag: tag, q: q, at: i });
  }
  entries.sort(function (a, b) { return b.q - a.q || a.at - b.at; });
  for (var k = 0; k < entries.length; k++) {
    var locale = localeOfTag(entries[k].tag);
    if (locale) return locale;
  }
  return 'en';
}
function handler(event) {
  var request = event.request;
  var cookies = request.cookies || {};
  var cookie = cookies.bookwish_lang ? cookies.bookwish_lang.value : '';
  var accept = request.headers['accept-language'] ? request.headers['accept-language'].value : '';
  request.headers['${PAGE_LANGUAGE_HEADER}'] = { value: pageLanguage(cookie, accept) };
  request.headers['x-bookwish-host'] = { value: request.headers.host ? request.headers.host.value : '' };
  return request;
}`;

/** The header CloudFront adds with the viewer's address and port ("198.51.100.10:46532",
 * "2001:db8::1:46532"), forwarded to the API by its origin request policies (infra/src/site.ts); the
 * local front sets it from the socket. Visitors' rate limits count by it. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** The header CloudFront adds to every request it sends the API (infra/src/site.ts), holding the
 * deployment's origin secret: the API answers only requests that carry it (functions/src/http/
 * origin-check.ts), so its execute-api address cannot be called around CloudFront and its WAF, nor
 * the viewer's address above be forged. The local front adds it as CloudFront does. */
export const ORIGIN_SECRET_HEADER = 'x-bookwish-origin-secret';
