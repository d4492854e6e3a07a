import { Link } from 'react-router';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { paths } from '@contract/web-pages';
import { useAuth } from '@/features/auth/auth-context';
import { DateDescriptionForm } from '@/features/generation/components/date-description-form';
import { SamplePlanCard } from '@/features/marketing/components/sample-plan-card';
import { SAMPLE_PLAN } from '@/features/marketing/sample-plan';
import { RemainingPlansLine } from '@/features/subscriptions/components/remaining-plans-line';

const features = [
  {
    title: 'AI-Powered Recommendations',
    body: 'Tell us the mood, the city and the budget in your own words. We turn them into a plan that fits the two of you.',
    icon: 'M12 3l1.9 4.6L18.5 9l-4.6 1.9L12 15.5l-1.9-4.6L5.5 9l4.6-1.4L12 3zm6 11l.9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9L18 14z',
  },
  {
    title: 'Detailed Itineraries',
    body: 'Every step comes with where to go, when, how to get there, what it costs and a tip a local would give you.',
    icon: 'M6 4h9l3 3v13H6V4zm3 6h6M9 13h6M9 16h4',
  },
  {
    title: 'Save Time Planning',
    body: 'Skip the twenty open tabs. A complete evening is ready in seconds, and you can save, share and revisit it.',
    icon: 'M12 6v6l4 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  },
];

const steps = [
  {
    title: 'Describe your ideal date',
    body: 'A city, a vibe, a budget, things you love. Plain words are perfect.',
  },
  { title: 'Watch it come together', body: 'Follow along live as the plan picks places, times and routes.' },
  {
    title: 'Go and enjoy it',
    body: 'Open the plan on your phone, share it with your date, and have a wonderful time.',
  },
];

const faqs = [
  {
    question: 'How much does it cost?',
    answer:
      'Datecraft has a subscription fee for regular planners, but the first date each day is free, for everyone. Paid plans give you more date plans every month.',
  },
  {
    question: 'Do I need an account?',
    answer:
      'No. You can plan a date with just your e-mail address. Create a free account with the same e-mail to view, save and share it.',
  },
  {
    question: 'Are the places real?',
    answer:
      'Plans name the kind of place and a real neighbourhood, with a map search so you can pick a venue you like. Always check opening hours and book ahead where we suggest it.',
  },
  {
    question: 'Can I share a plan with my date?',
    answer:
      'Yes. Members can share any plan with a private link that anyone can open, and switch the link off again.',
  },
];

export default function LandingPage() {
  return (
    <>
      <section className="relative overflow-hidden px-4 pt-32 pb-20 sm:px-6 sm:pt-40 lg:px-8">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,_var(--color-brand-100),_transparent_60%),radial-gradient(ellipse_at_bottom_right,_var(--color-plum-100),_transparent_55%)]"
        />
        <div className="mx-auto max-w-3xl text-center">
          <p className="mb-4 inline-flex rounded-full bg-surface/80 px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm">
            Your first date plan each day is free
          </p>
          <h1 className="font-display text-4xl leading-tight font-bold tracking-tight text-plum-950 sm:text-6xl">
            Describe your perfect date. <span className="text-brand-600">We&apos;ll plan every step.</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-plum-700">
            From the first coffee to the last dessert: places, timings, travel, costs and the little touches
            that make an evening memorable.
          </p>
        </div>
        <div className="mx-auto mt-10 max-w-3xl">
          <DateDescriptionForm />
        </div>
      </section>

      <section aria-labelledby="features-heading" className="py-16">
        <h2 id="features-heading" className="sr-only">
          Why Datecraft
        </h2>
        <div className="page-width grid gap-6 md:grid-cols-3">
          {features.map((feature) => (
            <article key={feature.title} className="card p-6">
              <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
                <svg
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={feature.icon} />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold text-plum-950">{feature.title}</h3>
              <p className="mt-2 text-plum-700">{feature.body}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="how-heading" className="bg-surface py-20">
        <div className="page-width">
          <h2
            id="how-heading"
            className="text-center font-display text-3xl font-bold text-plum-950 sm:text-4xl"
          >
            How it works
          </h2>
          <NumberedSteps steps={steps} />
        </div>
      </section>

      <section aria-labelledby="sample-heading" className="px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl">
          <h2
            id="sample-heading"
            className="text-center font-display text-3xl font-bold text-plum-950 sm:text-4xl"
          >
            See a sample plan
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-center text-plum-700">
            One sentence in, a whole afternoon out: real places, in an order that works, with times and costs.
          </p>
          <div className="mt-10">
            <SamplePlanCard plan={SAMPLE_PLAN} />
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl">
          <h2
            id="faq-heading"
            className="text-center font-display text-3xl font-bold text-plum-950 sm:text-4xl"
          >
            Frequently asked questions
          </h2>
          <div className="mt-10 space-y-3">
            {faqs.map((faq) => (
              <details key={faq.question} className="card group p-5 open:pb-6">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-plum-950">
                  {faq.question}
                  <span
                    aria-hidden="true"
                    className="text-brand-600 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="mt-3 text-plum-700">{faq.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section className="page-width pb-24">
        <ClosingInvitation />
      </section>
    </>
  );
}

/** The last call to action: sign up for visitors; members already have an account and go to their plans. */
function ClosingInvitation() {
  const { user } = useAuth();
  return (
    <div className="rounded-3xl bg-gradient-to-br from-brand-600 to-night-800 px-6 py-14 text-center text-white sm:px-12">
      <h2 className="font-display text-3xl font-bold sm:text-4xl">Ready for a date to remember?</h2>
      {user ? (
        <>
          <p className="mx-auto mt-3 max-w-xl text-white/90">
            Your saved plans, favourites and share links are waiting in My Dates.
          </p>
          <RemainingPlansLine className="mx-auto mt-2 max-w-xl text-sm font-semibold text-white" />
          <Link to={paths.myDates} className="btn mt-8 bg-white px-8 py-3 text-brand-600 hover:bg-white/90">
            Go to My Dates
          </Link>
        </>
      ) : (
        <>
          <p className="mx-auto mt-3 max-w-xl text-white/90">
            Create a free account to keep your plans, favourite the best ones and share them with a link.
          </p>
          <Link to={paths.signUp} className="btn mt-8 bg-white px-8 py-3 text-brand-600 hover:bg-white/90">
            Get Started
          </Link>
        </>
      )}
    </div>
  );
}
