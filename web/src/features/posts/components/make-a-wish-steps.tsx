import { type Step, StepList } from '../../../components/form/step-list.tsx';

const steps: Step[] = [
  {
    title: 'Tell us the book',
    text: 'Add the title, the author and, if you like, a photo of the cover so givers know exactly which book you mean.',
  },
  {
    title: 'Show where to buy it',
    text: 'Paste a link to the book in an online shop and the total price with shipping, like CAD 20.00.',
  },
  {
    title: 'Wait for an offer',
    text: 'Share your wish with friends. When a member offers to gift it, you will find it under My Wishlists.',
  },
  {
    title: 'Share your address',
    text: 'Confirm the offer with your shipping address. Only your giver sees it.',
  },
  {
    title: 'Say thank you',
    text: 'When the book arrives, press Book Received and leave a note or a photo for your giver.',
  },
];

/** The step-by-step explainer beside the Make a Wish form. */
export function MakeAWishSteps() {
  return <StepList steps={steps} badge="bg-brand" />;
}
