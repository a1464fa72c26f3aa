// The home page's Writer Spotlight cards from the published interviews: a part of its own (the API
// and its schemas stay out of the home page's first JavaScript), drawn over the first two writers'
// cards the page paints first.

import { HomeWriterCards } from './components/home-writer-cards.tsx';
import { useShownInterviews } from './use-shown-interviews.ts';

export default function HomePublishedWriters() {
  return <HomeWriterCards interviews={useShownInterviews()} />;
}
