import { ProgramWords } from '../../../components/program/program-words.tsx';
import { richText } from '../../../lib/i18n/rich-text.tsx';
import type { ShownInterview } from '../first-shown.ts';

/** "Poet and picture-book author · Burnaby, BC", ordered as the language's pattern orders the two,
 * each part marked when it is English on another language's page. */
export function RoleAndHome({ interview }: { interview: ShownInterview }) {
  return richText('spotlightWriters.roleAndHome', {
    role: <ProgramWords text={interview.role} />,
    home: <ProgramWords text={interview.home} />,
  });
}
