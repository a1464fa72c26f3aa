// The home page's Writer Spotlight cards: each writer's portrait, role and home, name and teaser,
// linking to their interview.

import { Link } from 'react-router-dom';
import { ProgramWords } from '../../../components/program/program-words.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import type { ShownInterview } from '../first-shown.ts';
import { RoleAndHome } from './role-and-home.tsx';
import { WriterPortrait } from './writer-portrait.tsx';

export function HomeWriterCards({ interviews }: { interviews: ShownInterview[] }) {
  return (
    <>
      {interviews.map((writer) => (
        <li key={writer.slug}>
          <Link
            to={writer.to}
            className="group flex h-full items-center gap-5 rounded-card border border-line bg-white p-5 shadow-card transition-shadow hover:shadow-lg"
          >
            <WriterPortrait
              writer={writer}
              size={112}
              lazy
              className="size-24 shrink-0 rounded-full md:size-28"
            />
            <span>
              <span className="block text-sm text-ink-soft">
                <RoleAndHome interview={writer} />
              </span>
              <span className="mt-1 block font-display text-xl font-semibold group-hover:text-brand-dark">
                {t('homePage.inConversationWithName', { name: writer.name })}
              </span>
              <ProgramWords as="span" text={writer.teaser} className="mt-2 block text-ink-soft" />
            </span>
          </Link>
        </li>
      ))}
    </>
  );
}
