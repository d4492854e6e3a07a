import type { ReactNode } from 'react';

/** The centred card that frames the sign-in and sign-up pages. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden px-4 pt-28 pb-16 sm:pt-32">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-brand-100/70 via-plum-50 to-transparent"
      />
      <div className="card mx-auto w-full max-w-md p-6 sm:p-8">
        <h1 className="font-display text-3xl font-bold text-plum-950">{title}</h1>
        <p className="mt-2 text-plum-700">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-plum-600 uppercase">
      <span className="h-px flex-1 bg-plum-100" />
      or
      <span className="h-px flex-1 bg-plum-100" />
    </div>
  );
}
