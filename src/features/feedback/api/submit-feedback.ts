import type { FeedbackItem, SubmitFeedbackRequest } from '@contract/feedback';
import { apiClient } from '@/lib/api-client';

export async function submitFeedback(request: SubmitFeedbackRequest): Promise<FeedbackItem> {
  const { data } = await apiClient.post<FeedbackItem>('/v1/feedback', request);
  return data;
}
