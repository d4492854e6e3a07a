import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsWanted, toastsWanted } from '@/lib/toast';

const AppToaster = lazy(() => import('./toaster').then(({ AppToaster }) => ({ default: AppToaster })));

/** The toaster, fetched and drawn with the first toast (see lib/toast): a page without one never runs it. */
export function ToasterWhenWanted() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
