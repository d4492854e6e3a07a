import { useEffect, useRef, type ReactNode, type TouchEvent } from 'react';
import { dialogClosed, dialogOpened } from './open-dialogs';

/** How far a finger must pull the sheet down for it to close, in CSS pixels. */
export const SWIPE_TO_CLOSE_PX = 80;

interface BottomSheetProps {
  open: boolean;
  label: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A phone's sheet from the bottom of the screen, on the native <dialog> like Modal (top layer, above
 * the fixed header, the page behind inert, Escape closes). It also closes as phone sheets do: a tap on
 * the dimmed page above it, or a swipe down that starts while its content is scrolled to the top.
 */
export function BottomSheet({ open, label, onClose, children }: BottomSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ startY: number; pull: number } | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    dialogOpened(dialog);
    return () => dialogClosed(dialog);
  }, [open]);

  const follow = (pull: number) => {
    if (panel.current) panel.current.style.transform = pull > 0 ? `translateY(${pull}px)` : '';
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    // A pull that starts inside scrolled content scrolls it back up instead.
    swipe.current = touch && (panel.current?.scrollTop ?? 0) <= 0 ? { startY: touch.clientY, pull: 0 } : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!swipe.current || !touch) return;
    swipe.current.pull = Math.max(0, touch.clientY - swipe.current.startY);
    follow(swipe.current.pull);
  };
  const onTouchEnd = () => {
    const pulled = swipe.current?.pull ?? 0;
    swipe.current = null;
    follow(0);
    if (pulled >= SWIPE_TO_CLOSE_PX) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog itself is hit only outside the panel: on the dimmed page above it.
        if (event.target === ref.current) onClose();
      }}
      // The dialog is the whole screen, dimmed, with the sheet at its foot, so a tap on the dim lands
      // on the dialog itself (its ::backdrop did not show in our screenshots).
      className="m-0 hidden h-full max-h-none w-full max-w-none flex-col justify-end bg-night-950/50 p-0 open:flex md:hidden"
    >
      {open ? (
        <div
          ref={panel}
          onTouchStart={onTouchStart}
          onTouchMove={onTouchMove}
          onTouchEnd={onTouchEnd}
          onTouchCancel={onTouchEnd}
          className="max-h-[80vh] overflow-y-auto overscroll-contain rounded-t-3xl bg-surface px-6 pt-3 pb-6 text-plum-950 transition-transform duration-75"
        >
          <div aria-hidden="true" className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-plum-200" />
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
