import type { ReactNode } from 'react';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="font-display text-3xl font-bold tracking-tight text-plum-950 sm:text-4xl">{title}</h1>
      {children ? <div className="mt-3 text-lg text-plum-700">{children}</div> : null}
    </header>
  );
}
