import { Interview } from './interview.tsx';
import { spotlightWriters } from './spotlight-writers.ts';

export default function WriterSpotlight1Page() {
  return (
    <Interview
      writer={spotlightWriters[0]}
      intro="Elena Park writes poems for grown-ups and picture books for small people, often in the same notebook. We met her at a café near Deer Lake to talk about growing up between two languages and the library card that changed everything."
      answers={[
        'I was born in Seoul and came to Burnaby when I was eight, with very little English and a lot of curiosity. I write at the kitchen table, mostly early in the morning before my kids wake up, with a pot of barley tea and the radio on very low.',
        'A battered library copy of Ramona the Pest. I must have borrowed it six times. Ramona was loud and messy and always in trouble, and I was a quiet new kid who was scared of doing anything wrong. Reading her felt like borrowing some of her courage.',
        'In grade five a teacher asked us to write a poem about snow. I had only seen real snow twice, so I wrote about how it sounded instead of how it looked. She read it aloud to the class. I think I have been chasing that feeling ever since.',
        "A picture book about a grandmother and granddaughter who share a garden but not a language. They learn each other's words for every vegetable. It is, not very secretly, about my own grandmother.",
        'Two quiet hours, one page I am proud of, and a walk around the lake afterwards to let the words settle. On a bad day I still write, but I let myself write badly.',
        "The Burnaby Public Library, absolutely. The children's librarian there never once made me feel silly for asking for the same books again and again. One of my poems is called Renewal, and it is about her.",
        "Mary Oliver's Devotions. I have given away at least a dozen copies. It is the book I reach for when a friend is going through something hard and I do not have the right words.",
        'Read your work out loud. Your ear will catch what your eye forgives. An editor told me that fifteen years ago and I still do it with every single line.',
        'Keep a small notebook and write down the things that surprise you: a funny thing your brother said, the colour of the sky after rain. You do not need a whole story yet. Stories grow out of collections of small surprises.',
        "A Korean-English picture dictionary for my daughter's class, so every child can find their words in it. Wishing for a book is really wishing for someone to feel seen, and that is why I love what Bookwish does.",
      ]}
    />
  );
}
