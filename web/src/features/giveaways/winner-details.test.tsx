// The giveaways console's winner: a member's name, email and language to send the prize; a winner who
// deleted their account is a former member, with no email and no "Email on its way".
import type { SupportWinner } from '@bookwish/shared/api/giveaways';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WinnerDetails } from './winner-details.tsx';

const winner: SupportWinner = {
  entryId: '13cd25d31120',
  person: 'd6bfdf2b03a0',
  rank: 0,
  state: 'waiting',
  name: 'Wen Winner',
  email: 'wen@example.org',
  language: 'fa',
  emailedAt: null,
  answerBy: Date.UTC(2026, 11, 20),
  sentAt: null,
};

describe("the console's winner", () => {
  it('names a member, with their email and language, and the email still to go', () => {
    const html = renderToStaticMarkup(<WinnerDetails winner={winner} />);
    expect(html).toContain('Wen Winner');
    expect(html).toContain('href="mailto:wen@example.org"');
    expect(html).toContain('فارسی');
    expect(html).toContain('Email on its way');
  });

  it('shows a winner whose account was deleted as a former member, with nothing to write to', () => {
    const gone = { ...winner, name: null, email: null, language: null };
    const html = renderToStaticMarkup(<WinnerDetails winner={gone} />);
    expect(html).toContain('Former member');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('Email on its way');
    expect(html).not.toContain('English');
    // Still a winner: their entry and their days to answer (a volunteer forfeits the prize after).
    expect(html).toContain('13cd25d31120');
    expect(html).toContain('Waiting for the prize');
  });
});
