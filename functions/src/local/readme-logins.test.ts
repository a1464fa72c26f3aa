import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from './demo-data.ts';

// `npm start` prints the demo logins; README lists them for whoever reads it first. Keep them equal.
describe('README demo logins', () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

  it.each(demoAccounts.map((a) => [a.email, a] as const))('lists %s with its password', (email, account) => {
    const row = readme.split('\n').find((line) => line.includes(`| ${email} |`));
    expect(row, `README has no row for ${email}`).toBeDefined();
    expect(row).toContain(account.name);
    expect(readme).toContain(`password \`${account.password}\``);
    if (account.volunteer) expect(row).toContain('volunteer');
  });
});
