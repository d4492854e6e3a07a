import { useEffect, useId, useRef, type ReactNode } from 'react';
import { dialogClosed, dialogOpened } from './open-dialogs';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** While false, Escape and the close button do nothing (e.g. while a request is running). */
  closable?: boolean;
  children: ReactNode;
  size?: 'md' | 'lg';
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert and restores
 * focus on close, at no bundle cost.
 */
export function Modal({ open, title, onClose, closable = true, children, size = 'md' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    dialogOpened(dialog);
    return () => dialogClosed(dialog);
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current && closable) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${size === 'lg' ? 'max-w-2xl' : 'max-w-lg'} rounded-3xl bg-surface p-0 text-plum-950 shadow-2xl backdrop:bg-night-950/50 backdrop:backdrop-blur-sm`}
    >
      {open ? (
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-display text-2xl font-bold text-plum-950">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              disabled={!closable}
              aria-label="Close"
              className="-mt-1 -mr-2 rounded-full p-2 text-plum-600 hover:bg-plum-50 hover:text-plum-900 disabled:opacity-40"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
