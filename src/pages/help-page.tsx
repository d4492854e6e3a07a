import { Link } from 'react-router';
import { CONTACT_EMAIL } from '@/config/env';
import { paths } from '@contract/web-pages';
import { FeedbackLauncher } from '@/features/feedback/components/feedback-launcher';

const QUESTIONS = [
  {
    question: 'How many date plans can I create?',
    answer:
      'Everyone gets their first date plan of the day free. Beyond that, your plan’s monthly (or yearly) allowance applies; your profile’s Subscription tab shows what is left.',
  },
  {
    question: 'Where are my plans?',
    answer:
      'In My Dates. Use the tabs to see favourites and archived plans, or search by title, theme or your description.',
  },
  {
    question: 'How do I share a plan?',
    answer:
      'Open the plan and choose Share This Date Plan. Anyone with the link can read it until you stop sharing.',
  },
  {
    question: 'Are the venues real?',
    answer:
      'Plans name the kind of place and a real neighbourhood, with a map search to pick a venue you like. Check opening hours and book where the plan suggests it.',
  },
  {
    question: 'How do I cancel my subscription?',
    answer:
      'Profile → Subscription → Cancel Subscription. You keep your plan until the end of the period you paid for.',
  },
];

export default function HelpPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-32 pb-24 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-plum-950">Help</h1>
      <p className="mt-3 text-plum-700">Answers to common questions, and how to reach us.</p>
      <div className="mt-8 space-y-3">
        {QUESTIONS.map((item) => (
          <details key={item.question} className="card p-5">
            <summary className="cursor-pointer font-semibold text-plum-950">{item.question}</summary>
            <p className="mt-3 text-plum-700">{item.answer}</p>
          </details>
        ))}
      </div>
      <section className="card mt-10 p-6">
        <h2 className="font-display text-2xl font-bold text-plum-950">Still stuck?</h2>
        <p className="mt-2 text-plum-700">
          Write to{' '}
          <a className="font-semibold text-brand-700" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          , or send us a note from here. Your plans are in{' '}
          <Link className="font-semibold text-brand-700" to={paths.myDates}>
            My Dates
          </Link>
          .
        </p>
        <div className="mt-4">
          <FeedbackLauncher variant="inline" label="Share Feedback" />
        </div>
      </section>
    </div>
  );
}
