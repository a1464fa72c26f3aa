// Debian's Chromium as every browser run here starts it (the Playwright specs and the Lighthouse bench):
// never a downloaded browser, and none of its own background traffic, updates or sync on a test machine.

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's build of Chromium's headless shell: the same Blink and V8 as CHROMIUM, without the
 * browser's own UI around the page. It is what Playwright itself runs headless by default, and it ran
 * our browser specs in two thirds of the time (33 tests, load 14 on two cores: 331 s summed with
 * CHROMIUM, 221 s with the shell). */
export const SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
