import { NumberedSteps } from '@/components/ui/numbered-steps';
import { useState } from 'react';
import { NewPlanDialog } from '@/features/generation/components/new-plan-dialog';

const VALUES = [
  {
    title: 'Meaningful Connections',
    body: 'Every plan is built to give two people time and room to talk, laugh and notice each other.',
  },
  {
    title: 'Personalization',
    body: 'Your words shape the plan: the city, the mood, the budget and the little things you love.',
  },
  {
    title: 'Simplicity',
    body: 'One description in, one clear plan out. No twenty open tabs, no decision fatigue.',
  },
  {
    title: 'Discovery',
    body: 'We point you to neighbourhoods and kinds of places you might never have tried.',
  },
];

const STEPS = [
  { title: 'Describe', body: 'Tell us about the date you have in mind, in your own words.' },
  { title: 'Watch it take shape', body: 'Follow the plan live as stops, timings and costs come together.' },
  { title: 'Go', body: 'Open the plan on your phone, share it with your date and enjoy the evening.' },
];

const TESTIMONIALS = [
  {
    quote:
      'We had been saying “let’s do something nice” for months. Datecraft turned that into a Saturday we still talk about.',
    name: 'Maya & Tom',
  },
  {
    quote:
      'I asked for something cheap and rainy-day friendly. The plan was so good my partner thought I had spent a week on it.',
    name: 'Daniel',
  },
  {
    quote: 'The backup plan saved our anniversary when the boat trip was cancelled. Thoughtful is the word.',
    name: 'Aisha & Sam',
  },
];

export default function AboutPage() {
  const [planning, setPlanning] = useState(false);
  const [quote, setQuote] = useState(0);
  const current = TESTIMONIALS[quote] ?? TESTIMONIALS[0]!;

  return (
    <div className="pt-28">
      <section className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6">
        <h1 className="font-display text-4xl font-bold text-plum-950 sm:text-5xl">
          Dates worth remembering, planned for you
        </h1>
        <p className="mt-4 text-lg text-plum-700">
          Datecraft turns a few words about your ideal date into a thoughtful plan: where to go, when, how to
          get there and what it costs.
        </p>
        <button type="button" className="btn-primary mt-8 px-6 py-3" onClick={() => setPlanning(true)}>
          Plan your date
        </button>
      </section>

      <section className="bg-surface px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <h2 className="font-display text-3xl font-bold text-plum-950">Our Journey</h2>
          <p className="mt-4 leading-relaxed text-plum-800">
            Datecraft started with a familiar problem: two busy people who wanted more evenings together and
            kept ending up at the same restaurant. Planning a good date takes research, timing and a feel for
            the place. We built a planner that does that work in seconds, names real neighbourhoods and
            landmarks rather than inventing venues, and leaves the choosing to you.
          </p>
        </div>
      </section>

      <section className="page-width py-16">
        <h2 className="text-center font-display text-3xl font-bold text-plum-950">How It Works</h2>
        <NumberedSteps steps={STEPS} framed />
      </section>

      <section className="bg-surface py-16">
        <div className="page-width">
          <h2 className="text-center font-display text-3xl font-bold text-plum-950">What we care about</h2>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((value) => (
              <article key={value.title} className="rounded-2xl bg-plum-50 p-6">
                <h3 className="text-lg font-semibold text-plum-950">{value.title}</h3>
                <p className="mt-2 text-plum-700">{value.body}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section
        aria-roledescription="carousel"
        aria-label="What couples say"
        className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6"
      >
        <figure aria-live="polite">
          <blockquote className="font-display text-2xl text-plum-950">“{current.quote}”</blockquote>
          <figcaption className="mt-4 font-semibold text-plum-600">{current.name}</figcaption>
        </figure>
        <div className="mt-6 flex justify-center gap-2">
          {TESTIMONIALS.map((item, index) => (
            <button
              key={item.name}
              type="button"
              aria-label={`Show testimonial ${index + 1} of ${TESTIMONIALS.length}`}
              aria-current={index === quote}
              onClick={() => setQuote(index)}
              className={`h-3 w-3 rounded-full ${index === quote ? 'bg-brand-600' : 'bg-plum-200'}`}
            />
          ))}
        </div>
      </section>

      <section className="page-width pb-24">
        <div className="rounded-3xl bg-gradient-to-br from-brand-600 to-night-800 px-6 py-14 text-center text-white">
          <h2 className="font-display text-3xl font-bold">Your next date is one sentence away</h2>
          <button
            type="button"
            className="btn mt-8 bg-white px-8 py-3 text-brand-600 hover:bg-white/90"
            onClick={() => setPlanning(true)}
          >
            Start planning
          </button>
        </div>
      </section>
      <NewPlanDialog open={planning} onClose={() => setPlanning(false)} />
    </div>
  );
}
