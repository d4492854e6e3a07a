import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useNavigate, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { NewPlanDialog } from '@/features/generation/components/new-plan-dialog';
import { PersonalInfoForm } from '@/features/profile/components/personal-info-form';
import { PreferencesPanel } from '@/features/profile/components/preferences-panel';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import {
  PROFILE_PANEL_ID,
  profileTabId,
  ProfileTabs,
  type ProfileTab,
} from '@/features/profile/components/profile-tabs';
import { SecurityForm } from '@/features/profile/components/security-form';
import { useVerifyPayment } from '@/features/subscriptions/api/verify-payment';
import { SubscriptionPanel } from '@/features/subscriptions/components/subscription-panel';
import { getErrorMessageOr } from '@/lib/errors';

const BANNER_MS = 5000;

export default function ProfilePage() {
  const { status, user } = useAuth();
  const [params] = useSearchParams();
  // /settings lands on the Preferences tab.
  const [tab, setTab] = useState<ProfileTab>(() =>
    params.get('tab') === 'preferences'
      ? 'Preferences'
      : params.get('tab') === 'subscription'
        ? 'Subscription'
        : 'Personal Information',
  );
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [planning, setPlanning] = useState(false);

  const navigate = useNavigate();
  const { mutateAsync: verifyPayment } = useVerifyPayment();
  const verifying = useRef(false);
  const reference = params.get('payment') === 'success' ? params.get('reference') : null;

  // The payment provider returns here; the reference is verified once, then the URL is cleaned up.
  useEffect(() => {
    if (!reference || !user || verifying.current) return;
    verifying.current = true;
    const id = toast.loading('Verifying your payment...');
    // mutateAsync: the toast must settle, and the URL be cleaned up, even if the page is gone by then.
    verifyPayment({ reference })
      .then(() => {
        toast.success('Payment successful! Your subscription is now active.', { id });
        setTab('Subscription');
        setError(null);
        setSuccess('Payment successful! Your subscription is now active.');
      })
      .catch((cause: unknown) => {
        const message = getErrorMessageOr(cause, 'We could not verify your payment');
        toast.error(message, { id });
        setTab('Subscription');
        setError(message);
      })
      .finally(() => void navigate('/profile', { replace: true }));
  }, [reference, user, verifyPayment, navigate]);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(null), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  if (status === 'loading') return <PageSpinner label="Loading your profile" />;
  if (!user) {
    return (
      <section className="mx-auto max-w-xl px-4 pt-32 pb-24 text-center">
        <h1 className="font-display text-3xl font-bold text-plum-950">Authentication Required</h1>
        <p className="mt-3 text-plum-700">Please sign in to view your profile.</p>
      </section>
    );
  }

  const show = (next: ProfileTab) => {
    setTab(next);
    setSuccess(null);
    setError(null);
  };
  const onSuccess = (message: string) => {
    setError(null);
    setSuccess(message);
  };
  const onError = (message: string) => {
    setSuccess(null);
    setError(message);
  };

  return (
    <div className="page-width space-y-6 pt-28 pb-20">
      <ProfileHeader user={user} onCreatePlan={() => setPlanning(true)} />
      <ProfileTabs selected={tab} onSelect={show} />
      <section
        id={PROFILE_PANEL_ID}
        role="tabpanel"
        aria-labelledby={profileTabId(tab)}
        className="card space-y-5 p-6 sm:p-8"
      >
        <Banner tone="success" message={success} />
        <Banner tone="error" message={error} />
        {tab === 'Personal Information' ? (
          <PersonalInfoForm key={user.email} user={user} onSuccess={onSuccess} onError={onError} />
        ) : null}
        {tab === 'Security' ? <SecurityForm onSuccess={onSuccess} onError={onError} /> : null}
        {tab === 'Subscription' ? <SubscriptionPanel /> : null}
        {tab === 'Preferences' ? <PreferencesPanel user={user} /> : null}
      </section>
      <NewPlanDialog open={planning} onClose={() => setPlanning(false)} />
    </div>
  );
}
