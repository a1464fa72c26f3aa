// /giveatreat: post a spare book (members only).
import { RequireSignIn } from '../../lib/auth-guard.tsx';
import { GiveATreatSteps } from './components/give-a-treat-steps.tsx';
import { TreatForm } from './components/treat-form.tsx';

export default function GiveATreatPage() {
  return (
    <RequireSignIn>
      <div className="mx-auto max-w-6xl px-5 py-10">
        <title>Give a Treat · Bookwish</title>
        <h1 className="text-3xl font-bold md:text-4xl">Give a Treat</h1>
        <p className="mt-2 max-w-2xl text-ink-soft">
          Have a book on your shelf that deserves another reader? Offer it as a treat.
        </p>
        <div className="mt-8 grid gap-10 md:grid-cols-[1fr_2fr]">
          <aside aria-labelledby="treat-steps" className="self-start rounded-card bg-paper-deep p-6">
            <h2 id="treat-steps" className="mb-4 text-xl font-semibold">
              How it works
            </h2>
            <GiveATreatSteps />
          </aside>
          <section aria-label="Your treat" className="rounded-card bg-white p-6 shadow-card">
            <TreatForm />
          </section>
        </div>
      </div>
    </RequireSignIn>
  );
}
