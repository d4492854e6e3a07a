import { Link } from 'react-router';
import { CONTACT_EMAIL, PRODUCT_NAME } from '@/config/env';
import { paths } from '@contract/web-pages';

const SECTIONS: { title: string; body: string[] }[] = [
  {
    title: 'What we store',
    body: [
      'Your account: first and last name, e-mail address, whether it is verified, a hash of your password (never the password itself) or the link to your Google account, and when you joined.',
      'Your date plans: the description you wrote, any preferences you gave, the plan we made, and whether you favourited, archived or shared it. A guest’s plan is stored with the e-mail address given, and moves into the account created with that address.',
      'Feedback you send, with the type, rating and message; a guest may add a name and e-mail address.',
      'Subscriptions and payments: the plan, its period and a payment reference. Card details go to the payment provider and never reach us.',
      'Sessions: a record of each signed-in device so you can sign out everywhere, and short-lived counters that protect sign-in and sign-up from abuse.',
    ],
  },
  {
    title: 'What your browser keeps',
    body: [
      'We use your browser’s local storage, not advertising cookies: authToken and refreshToken keep you signed in; guestEmail and idealDateDescription remember what you typed; authRedirectUrl remembers where to return after signing in; datecraftTheme remembers dark mode.',
    ],
  },
  {
    title: 'Why, and for how long',
    body: [
      'We use this data only to run the service: to make, show and share your plans, to keep your account secure, to answer feedback and to manage your subscription. We do not sell it or use it for advertising.',
      'We keep it while your account exists. Deleting your account from your profile deletes your account and your plans at once; feedback stays without your name.',
    ],
  },
  {
    title: 'Your rights',
    body: [
      `You can see and correct your details in your profile, delete your account there, and ask us anything about your data at ${CONTACT_EMAIL}.`,
    ],
  },
];

export default function PrivacyPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-32 pb-24 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-plum-950">Privacy Policy</h1>
      <p className="mt-3 text-plum-700">How {PRODUCT_NAME} handles what you share with us.</p>
      <div className="card mt-8 space-y-8 p-6 sm:p-10">
        {SECTIONS.map((section) => (
          <section key={section.title}>
            <h2 className="font-display text-2xl font-semibold text-plum-950">{section.title}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-plum-800">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p className="text-plum-700">
          See also our{' '}
          <Link to={paths.terms} className="font-semibold text-brand-700">
            Terms of Service
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
