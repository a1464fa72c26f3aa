import { type Step, StepList } from '../../../components/form/step-list.tsx';

const steps: Step[] = [
  {
    title: 'Pick a spare book',
    text: 'A book you loved and are ready to pass on, in good enough shape to enjoy again.',
  },
  { title: 'Post it as a treat', text: 'Add the title, a photo and the countries you can ship to.' },
  {
    title: 'Receive a request',
    text: 'A member asks for it and shares their shipping address, visible only to you.',
  },
  {
    title: 'Ship it',
    text: 'Send the book and mark it as shipped, with a note or tracking number if you like.',
  },
  {
    title: 'Hear the thank-you',
    text: 'When it arrives, the reader confirms and may leave you a note and a photo.',
  },
];

/** The 5-step explainer beside the Give a Treat form. */
export function GiveATreatSteps() {
  return <StepList steps={steps} badge="bg-forest" />;
}
