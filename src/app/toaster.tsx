import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** Spec section 9: at most 20 toasts on screen at once. */
const MAX_VISIBLE_TOASTS = 20;

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
      toastOptions={{
        duration: 4000,
        style: { maxWidth: 350 },
        success: { duration: 2000 },
        error: { duration: 4000 },
        loading: { duration: Infinity },
      }}
    />
  );
}
