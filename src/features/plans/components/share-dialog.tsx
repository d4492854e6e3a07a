import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Modal } from '@/components/ui/modal';
import { getErrorMessageOr } from '@/lib/errors';
import { useSharePlan } from '../api/plan-mutations';

const COPIED_MS = 2000;

/** Share Your Date Plan: creates (or shows) the link, copies it, and can switch it off. */
export function ShareDialog({
  planId,
  open,
  onClose,
}: {
  planId: string;
  open: boolean;
  onClose: () => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  // Shown inside the dialog, where the person is looking, rather than as a toast.
  const [problem, setProblem] = useState<string | null>(null);
  const share = useSharePlan(planId);
  const { mutate } = share;

  const requestLink = useCallback(
    () =>
      mutate(true, {
        onSuccess: (data) => setUrl(data.share_url),
        onError: (error) => setProblem(getErrorMessageOr(error, 'Could not create a share link')),
      }),
    [mutate],
  );

  useEffect(() => {
    if (open) requestLink();
  }, [open, requestLink]);

  const retry = () => {
    setProblem(null);
    requestLink();
  };
  const close = () => {
    setProblem(null);
    onClose();
  };

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setProblem('Copy failed: select the link and copy it yourself.');
    }
  };

  const revoke = () => {
    setProblem(null);
    mutate(false, {
      onSuccess: () => {
        setUrl(null);
        toast.success('The share link is switched off.');
        close();
      },
      onError: (error) => setProblem(getErrorMessageOr(error, 'Could not switch the link off')),
    });
  };
  const creating = !url && !problem;

  return (
    <Modal open={open} title="Share Your Date Plan" onClose={close}>
      <p className="text-plum-700">
        Anyone with this link can read the plan. You can switch the link off at any time.
      </p>
      {problem ? (
        <div role="alert" className="alert-error mt-4 flex flex-wrap items-center justify-between gap-2">
          <span>{problem}</span>
          {url ? null : (
            <button type="button" className="btn-secondary" onClick={retry} disabled={share.isPending}>
              Try again
            </button>
          )}
        </div>
      ) : null}
      <div className="mt-4 flex gap-2">
        <label htmlFor="share-link" className="sr-only">
          Share link
        </label>
        <input
          id="share-link"
          readOnly
          value={url ?? (creating ? 'Creating a link...' : '')}
          placeholder="No link yet"
          className="field-input"
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="btn-primary shrink-0" onClick={() => void copy()} disabled={!url}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <button
        type="button"
        className="mt-4 text-sm font-semibold text-red-700 hover:underline"
        onClick={revoke}
        disabled={!url || share.isPending}
      >
        Stop sharing
      </button>
    </Modal>
  );
}
