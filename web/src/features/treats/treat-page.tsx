// Placeholder written by the web shell so the router builds; the features helper replaces it.
export default function Page() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-16">
      <h1 className="text-3xl font-semibold">Treat</h1>
    </section>
  );
}
