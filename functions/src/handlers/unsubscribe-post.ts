// POST /api/unsubscribe?token=...: RFC 8058 one-click from a mail provider; the same as following the link.

export { handler } from './unsubscribe.ts';
