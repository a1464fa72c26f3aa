const steps = [
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
  return (
    <ol className="flex flex-col gap-4">
      {steps.map((step, i) => (
        <li key={step.title} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-forest text-sm font-bold text-white"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="font-semibold">{step.title}</h3>
            <p className="text-sm text-ink-soft">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
