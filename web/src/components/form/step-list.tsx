// The numbered explainer beside a create form (Make a Wish, Give a Treat).

export interface Step {
  title: string;
  text: string;
}

/** `badge` is the numbers' background class, the colour of the post's kind. */
export function StepList({ steps, badge }: { steps: readonly Step[]; badge: string }) {
  return (
    <ol className="flex flex-col gap-4">
      {steps.map((step, i) => (
        <li key={step.title} className="flex gap-3">
          <span
            aria-hidden="true"
            className={`flex size-8 shrink-0 items-center justify-center rounded-full ${badge} text-sm font-bold text-white`}
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
