import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { useNavigate } from 'react-router';
import { paths } from '@contract/web-pages';
import { planKeys } from '@/features/plans/api/plan-keys';
import { subscriptionQueries } from '@/features/subscriptions/api/subscription-queries';
import { getErrorMessageOr } from '@/lib/errors';
import { storage } from '@/lib/storage';
import { generatePlan } from './api/generate-plan';

export const GENERATION_FAILED = 'Failed to start date generation.';
/** One toast follows a new plan from 'Creating…' to 'being created'; the progress screen ends it. */
export const GENERATION_TOAST_ID = 'generation-start';

interface StartInput {
  description: string;
  /** Only for signed-out visitors; members generate under their account. */
  guestEmail?: string;
  /** Where the date is, when the description does not say ("Where will you be?"). */
  city?: string;
}

/** Starts a plan: remembers the description (and a guest's e-mail) and moves to the live progress screen. */
export function useStartGeneration({ onStarted }: { onStarted?: () => void } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ description, guestEmail, city }: StartInput) =>
      generatePlan({
        query: description.trim(),
        user_preferences: city ? { city } : {},
        ...(guestEmail ? { guest_email: guestEmail.trim() } : {}),
      }),
    onMutate: () => ({ toastId: toast.loading('Creating your date plan...', { id: GENERATION_TOAST_ID }) }),
    onSuccess: ({ plan_id }, { description, guestEmail }, context) => {
      // A new plan is in the member's lists and counts, and it spent from the allowance.
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueries.all() });
      storage.set('idealDateDescription', description.trim());
      if (guestEmail) storage.set('guestEmail', guestEmail.trim());
      toast.success('Your date plan is being created!', { id: context.toastId });
      onStarted?.();
      void navigate(paths.generationProgress.href(plan_id));
    },
    onError: (error, _input, context) => {
      toast.error(generationErrorText(error), { id: context?.toastId });
    },
  });
}

export const generationErrorText = (error: unknown) => getErrorMessageOr(error, GENERATION_FAILED);
