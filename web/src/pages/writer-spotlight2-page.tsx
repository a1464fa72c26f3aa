import { Interview } from './interview.tsx';
import { spotlightWriters } from './spotlight-writers.ts';

export default function WriterSpotlight2Page() {
  return (
    <Interview
      writer={spotlightWriters[1]}
      intro="Jonah Whitfield has written four mysteries set on Vancouver Island, and drafted most of them on BC Ferries. We caught up with him between sailings to talk about secondhand bookshops, red herrings and writing with a forty-minute deadline."
      answers={[
        'I grew up in Port Alberni and live in Nanaimo now, with my partner, a very old cat and far too many paperbacks. I work part-time at a hardware store, which is excellent for overhearing dialogue.',
        'The Westing Game by Ellen Raskin. A whole apartment building of suspects and a puzzle that is fair from the first page. I read it in one sitting with a flashlight and then immediately started again to find the clues I had missed.',
        'Much later than people expect. I was thirty-four and recovering from a back injury, bored out of my mind. My sister handed me a notebook and told me to stop complaining and start plotting. That notebook became my first book.',
        'A fifth mystery, set during a winter storm that knocks out the power on a small Gulf Island. Everyone is stuck, nobody can leave, and someone has taken the only key to the community hall. That is all I am allowed to say.',
        'Honestly, a ferry crossing. Forty minutes, no Wi-Fi worth the name, and a view that keeps you honest. I write one scene per sailing. When the horn sounds, I stop, even mid-sentence, so I always know where to begin next time.',
        "The old secondhand bookshops of Nanaimo, with their crooked shelves and handwritten price tags. My detective runs one. Every used book has someone else's name or a bus ticket tucked inside, and each one feels like the start of a mystery.",
        'The Westing Game, again, to every kid I know. For adults, it is usually a Louise Penny novel. Her books are about murder, but they are really about kindness, which I think is the best kind of mystery.',
        'Play fair with your reader. Every clue they need should be on the page before the reveal. If they are surprised and also feel that they could have guessed, you have done your job.',
        'Finish things. Your first story does not have to be good; it just has to have an ending. You learn more from finishing one clumsy story than from starting ten brilliant ones.',
        'A first edition of the Hardy Boys book my grandfather used to read to me, the one with the torn dust jacket. He read it in a different voice for every character. I would love to do the same for my nephew.',
      ]}
    />
  );
}
