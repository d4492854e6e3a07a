import { CONTACT_EMAIL, PRODUCT_NAME } from '@/config/env';
import { TODAY_ATTRIBUTE, todayText } from '@/lib/today';

const sections: { id: string; title: string; paragraphs: string[] }[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    paragraphs: [
      `Welcome to ${PRODUCT_NAME}. ${PRODUCT_NAME} turns a description of your ideal date into a step-by-step plan made with the help of artificial intelligence. These Terms of Service explain the rules for using the website, the plans it makes and the accounts and subscriptions it offers.`,
    ],
  },
  {
    id: 'agreement',
    title: 'Agreement to Terms',
    paragraphs: [
      `By using ${PRODUCT_NAME}, with or without an account, you agree to these terms. If you do not agree, please do not use the service.`,
      'You must be over 18 years old to use the service or create an account.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    paragraphs: [
      `The ${PRODUCT_NAME} name, logo, design, illustrations and software belong to us. The date plans made for you are yours to use, print and share for personal, non-commercial purposes.`,
    ],
  },
  {
    id: 'user-accounts',
    title: 'User Accounts',
    paragraphs: [
      'Keep your password safe and your e-mail address up to date. You are responsible for what happens in your account. Tell us straight away if you think someone else has used it.',
      'You can delete your account at any time from your profile; your date plans are deleted with it.',
    ],
  },
  {
    id: 'prohibited-activities',
    title: 'Prohibited Activities',
    paragraphs: [
      'Do not use the service to break the law, to harass anyone, to plan anything that could harm another person, to overload or probe our systems, or to collect data about other users.',
    ],
  },
  {
    id: 'user-generated-content',
    title: 'User Generated Content',
    paragraphs: [
      'Descriptions and feedback you send remain yours. You let us store and process them to make your plans, run the service and improve it. Please do not include other people’s private information.',
    ],
  },
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    paragraphs: [
      'Our Privacy Policy explains what we store about you, why, and how to have it removed. It is part of these terms.',
    ],
  },
  {
    id: 'term-and-termination',
    title: 'Term and Termination',
    paragraphs: [
      'These terms apply for as long as you use the service. We may suspend accounts that break them. Paid subscriptions can be cancelled at any time and stay active until the end of the period already paid.',
    ],
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    paragraphs: [
      'Plans are suggestions. Venues, opening hours, prices and travel times can change: check them before you go and book where we recommend it. Use your own judgement about safety, accessibility, allergies and alcohol.',
    ],
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    paragraphs: [
      'To the extent the law allows, we are not liable for indirect losses or for what happens at venues suggested by a plan. Our total liability is limited to the amount you paid us in the twelve months before the claim.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the place where we are established, without affecting the consumer rights you have where you live.',
    ],
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to Terms',
    paragraphs: [
      'We may update these terms. For material changes we give at least 30 days’ notice by e-mail or on the website before they take effect.',
    ],
  },
  {
    id: 'contact-information',
    title: 'Contact Information',
    paragraphs: [`Questions about these terms? Write to us at ${CONTACT_EMAIL}.`],
  },
];

export default function TermsPage() {
  return (
    <div className="page-width pt-32 pb-24">
      <header className="max-w-3xl">
        <h1 className="font-display text-4xl font-bold text-plum-950">Terms of Service</h1>
        <p className="mt-3 text-plum-700">
          {/* Today's date, which the build could not know: the page's first script writes it in. */}
          Last updated:{' '}
          <time {...{ [TODAY_ATTRIBUTE]: '' }} suppressHydrationWarning>
            {todayText()}
          </time>
        </p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-sm font-semibold tracking-wide text-plum-600 uppercase">On this page</p>
          <ol className="mt-3 space-y-1.5">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-sm text-plum-700 hover:text-brand-700">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="card max-w-3xl space-y-10 p-6 sm:p-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className="scroll-mt-28">
              <h2 className="font-display text-2xl font-semibold text-plum-950">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-plum-800">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
