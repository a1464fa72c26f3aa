// /writerspotlight1: the first Writer's Spotlight interviews' page, now the record "elena-park" (its
// catalogue words until the record arrives, as the build prerenders it).
import { InterviewBySlug } from '../features/spotlight/interview-page.tsx';

export default function WriterSpotlight1Page() {
  return <InterviewBySlug slug="elena-park" />;
}
