import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** Spec section 9: at most 20 toasts on screen at once. */
const MAX_VISIBLE_TOASTS = 20;
const TOASTS_BELOW_HEADER_PX = 80;

export function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      containerClassName="print:hidden"
      // Below the fixed header, so a toast never covers the logo or the navigation.
      containerStyle={{ top: TOASTS_BELOW_HEADER_PX }}
      toastOptions={{
        duration: 4000,
        // The theme's surface and ink, so toasts turn over with Dark Mode.
        style: {
          maxWidth: 350,
          background: 'var(--surface)',
          color: 'var(--plum-950)',
          border: '1px solid var(--plum-100)',
        },
        success: { duration: 2000 },
        error: { duration: 4000 },
        loading: { duration: Infinity },
      }}
    />
  );
}
