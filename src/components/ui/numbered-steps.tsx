import { NumberBadge } from './number-badge';

interface Step {
  title: string;
  body: string;
}

/** A three-up list of numbered steps; `framed` puts each step on a card. */
export function NumberedSteps({ steps, framed = false }: { steps: Step[]; framed?: boolean }) {
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className={framed ? 'card p-6 text-center' : 'text-center'}>
          <NumberBadge number={index + 1} size="lg" className="mx-auto" />
          <h3 className="mt-4 text-lg font-semibold text-plum-950">{step.title}</h3>
          <p className="mt-2 text-plum-700">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
