import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
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
  const share = useSharePlan(planId);
  const { mutate } = share;

  useEffect(() => {
    if (!open) return;
    mutate(true, {
      onSuccess: (data) => setUrl(data.share_url),
      onError: (error) => toast.error(getErrorMessageOr(error, 'Could not create a share link')),
    });
  }, [open, mutate]);

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
      toast.error('Copy failed: select the link and copy it yourself.');
    }
  };

  const revoke = () =>
    mutate(false, {
      onSuccess: () => {
        setUrl(null);
        toast.success('The share link is switched off.');
        onClose();
      },
      onError: (error) => toast.error(getErrorMessageOr(error, 'Could not switch the link off')),
    });

  return (
    <Modal open={open} title="Share Your Date Plan" onClose={onClose}>
      <p className="text-plum-700">
        Anyone with this link can read the plan. You can switch the link off at any time.
      </p>
      <div className="mt-4 flex gap-2">
        <label htmlFor="share-link" className="sr-only">
          Share link
        </label>
        <input
          id="share-link"
          readOnly
          value={url ?? 'Creating a link...'}
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
