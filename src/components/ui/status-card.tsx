import type { ReactNode } from 'react';

/** A centred card for one-purpose pages: verify, forgot and reset password. */
export function StatusCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="px-4 pt-32 pb-24">
      <div className="card mx-auto w-full max-w-md p-6 sm:p-8">
        <h1 className="font-display text-3xl font-bold text-plum-950">{title}</h1>
        <div className="mt-4 space-y-4 text-plum-700">{children}</div>
      </div>
    </section>
  );
}
