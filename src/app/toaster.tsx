import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { useTopmostDialog } from '@/components/ui/open-dialogs';

/** Spec section 9: at most 20 toasts on screen at once. */
const MAX_VISIBLE_TOASTS = 20;
const TOASTS_BELOW_HEADER_PX = 80;

export function AppToaster() {
  const { toasts } = useToasterStore();
  const dialog = useTopmostDialog();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  const toaster = (
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
  // Inside the open modal, toasts are in the top layer above it instead of under its backdrop.
  return dialog ? createPortal(toaster, dialog) : toaster;
}
