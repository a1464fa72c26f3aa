// /writerspotlight2: the first Writer's Spotlight interviews' page, now the record "jonah-whitfield" (its
// catalogue words until the record arrives, as the build prerenders it).
import { InterviewBySlug } from '../features/spotlight/interview-page.tsx';

export default function WriterSpotlight2Page() {
  return <InterviewBySlug slug="jonah-whitfield" />;
}
