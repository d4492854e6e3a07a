import { useMutation } from '@tanstack/react-query';
import type { FeedbackItem, SubmitFeedbackRequest } from '@contract/feedback';
import { apiClient } from '@/lib/api-client';

async function submitFeedback(request: SubmitFeedbackRequest): Promise<FeedbackItem> {
  const { data } = await apiClient.post<FeedbackItem>('/v1/feedback', request);
  return data;
}

/** Nothing in the SPA lists feedback, so there is no cache to update. */
export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback });
