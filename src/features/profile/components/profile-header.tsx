import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import type { User } from '@contract/auth';
import { FREE_PLAN_NAME } from '@contract/subscriptions-constants';
import { Avatar } from '@/components/ui/avatar';
import { useResendVerification } from '@/features/auth/api/resend-verification';
import { GuestPlanNotice } from '@/features/auth/components/guest-plan-notice';
import { subscriptionQueries } from '@/features/subscriptions/api/subscription-queries';
import { getErrorMessageOr } from '@/lib/errors';

interface Props {
  user: User;
  onCreatePlan: () => void;
}

/** Avatar (local preview only, as the spec says no upload call exists), name, badges and Create New Plan. */
export function ProfileHeader({ user, onCreatePlan }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const subscription = useQuery(subscriptionQueries.mine());
  const resendVerification = useResendVerification();
  // Said only once the server has answered: a guess of 'Free' flashed before a paid member's plan.
  const planBadge = subscription.isSuccess
    ? subscription.data
      ? `${subscription.data.plan.name} Plan`
      : FREE_PLAN_NAME
    : null;

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error('Failed to upload profile picture');
      return;
    }
    setPreview(URL.createObjectURL(file));
    toast.success('Profile picture updated successfully');
  };

  // mutateAsync: the toast must settle even if the page is gone by then.
  const resend = () =>
    void toast.promise(resendVerification.mutateAsync(), {
      loading: 'Sending a new verification link...',
      success: (message) => message,
      error: (error: unknown) => getErrorMessageOr(error, 'Could not send the verification e-mail'),
    });

  return (
    <div className="card flex flex-col gap-6 p-6 sm:flex-row sm:items-center">
      <button
        type="button"
        onClick={() => fileInput.current?.click()}
        className="group relative shrink-0 self-start rounded-full"
        aria-label="Change profile picture"
      >
        {preview ? (
          <img src={preview} alt="" className="h-24 w-24 rounded-full object-cover" />
        ) : (
          <Avatar user={user} size="h-24 w-24 text-3xl" />
        )}
        <span className="absolute inset-0 hidden items-center justify-center rounded-full bg-night-950/50 text-xs font-semibold text-white group-hover:flex">
          Change
        </span>
      </button>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="hidden"
        data-testid="avatar-input"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <div className="min-w-0 flex-1">
        <h1 className="truncate font-display text-3xl font-bold text-plum-950">
          {user.first_name} {user.last_name}
        </h1>
        <p className="truncate text-plum-700">{user.email}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${user.is_verified ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200' : 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200'}`}
          >
            {user.is_verified ? 'Verified Account' : 'Unverified Account'}
          </span>
          {planBadge ? (
            <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
              {planBadge}
            </span>
          ) : subscription.isPending ? (
            <span
              data-testid="plan-badge-placeholder"
              aria-hidden="true"
              className="h-6 w-20 animate-pulse rounded-full bg-plum-100"
            />
          ) : null}
          {!user.is_verified ? (
            <button
              type="button"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
              onClick={resend}
            >
              Resend verification e-mail
            </button>
          ) : null}
        </div>
        <GuestPlanNotice user={user} className="mt-3" />
      </div>
      <button type="button" className="btn-primary self-start sm:self-center" onClick={onCreatePlan}>
        Create New Plan
      </button>
    </div>
  );
}
