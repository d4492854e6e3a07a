import { format } from 'date-fns';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ImageCarousel } from '@/components/ui/image-carousel';
import { useRotatingIndex } from '@/components/ui/use-rotating-index';
import { paths } from '@contract/web-pages';
import { useAuth } from '@/features/auth/auth-context';
import { GuestPlanNotice } from '@/features/auth/components/guest-plan-notice';
import { previewImages } from '@/features/dashboard/plan-image';
import { GuestPlanPreview } from '@/features/generation/components/guest-plan-preview';
import { ProgressLog } from '@/features/generation/components/progress-log';
import { ProgressMeter } from '@/features/generation/components/progress-meter';
import { FUN_FACTS, ROTATION_MS, WITTY_LINES } from '@/features/generation/fun-facts';
import { useGenerationProgress } from '@/features/generation/hooks/use-generation-progress';
import type { ProgressState } from '@/features/generation/progress-state';
import { GENERATION_TOAST_ID } from '@/features/generation/use-start-generation';
import { storage } from '@/lib/storage';

const HEADLINE_CUTOFF = 75;

export default function GenerationProgressPage() {
  const { requestId } = useParams();
  if (!requestId) return <Navigate to={paths.home} replace />;
  return <GenerationProgress planId={requestId} />;
}

/**
 * One layout from the first event to the last: the log and the finished plan share a reserved
 * area under the bar, and the pictures keep their place, so completing moves nothing on screen.
 */
function GenerationProgress({ planId }: { planId: string }) {
  const progress = useGenerationProgress(planId);
  const { status: session } = useAuth();
  const done = progress.status === 'complete';
  const failed = progress.status === 'error';
  // 'Your date plan is being created!' is no longer true once the screen says it is ready.
  useEffect(() => {
    if (done || failed) toast.dismiss(GENERATION_TOAST_ID);
  }, [done, failed]);
  const [factIndex] = useRotatingIndex(FUN_FACTS.length, ROTATION_MS, !done && !failed);
  const [lineIndex] = useRotatingIndex(WITTY_LINES.length, ROTATION_MS, !done && !failed);

  const heading = failed
    ? 'Oops, Something Went Wrong'
    : done
      ? 'Your splendid date is ready!'
      : 'Crafting your perfect date...';
  const headline = progress.percentage >= HEADLINE_CUTOFF ? 'Almost Ready!' : 'Crafting Your Perfect Date';
  const percentage = done ? 100 : Math.round(progress.percentage);
  const images = previewImages(progress.images);
  const imageAlt = progress.title ?? 'Your date plan';

  return (
    <section className="page-width pt-28 pb-20">
      <h1 className="text-center font-display text-3xl font-bold text-plum-950 sm:text-4xl">{heading}</h1>

      <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="card p-6">
          {failed ? (
            <FailureNotice message={progress.error} signedIn={session === 'signed-in'} />
          ) : (
            <ProgressMeter headline={done ? 'All done' : headline} percentage={percentage} complete={done} />
          )}
          {/* Tall enough for a whole log, so the finished plan takes the log's place without the page moving. */}
          <div data-testid="progress-stage" className="mt-8 min-h-96">
            {done ? (
              <FinishedPlan planId={planId} progress={progress} signedIn={session === 'signed-in'} />
            ) : (
              <ProgressLog log={progress.log} connecting={progress.status === 'connecting'} failed={failed} />
            )}
          </div>
        </div>

        <aside className="card overflow-hidden p-6">
          {failed ? null : (
            <div className="mb-6">
              <StopPicturesPreview images={images} alt={imageAlt} />
            </div>
          )}
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Did you know?</p>
          <p className="mt-2 text-plum-900" aria-live="polite">
            {FUN_FACTS[factIndex]}
          </p>
          <p className="mt-6 text-sm text-plum-600 italic">{WITTY_LINES[lineIndex]}</p>
          {progress.title && !done ? (
            <div className="mt-6 rounded-xl bg-plum-50 p-4">
              <p className="text-xs font-semibold text-plum-600 uppercase">Taking shape</p>
              <p className="mt-1 font-semibold text-plum-950">{progress.title}</p>
            </div>
          ) : null}
        </aside>
      </div>
    </section>
  );
}

function FailureNotice({ message, signedIn }: { message: string | null; signedIn: boolean }) {
  return (
    <div className="space-y-4">
      <div role="alert" className="alert-error text-base">
        {message}
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.planner} className="btn-primary">
          Try Again
        </Link>
        {signedIn ? (
          <Link to={paths.myDates} className="btn-secondary">
            Go to My Dates
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** The plan's summary once made: readable for its owner; for a guest, its stops show but the details stay blurred. */
function FinishedPlan({
  planId,
  progress,
  signedIn,
}: {
  planId: string;
  progress: ProgressState;
  signedIn: boolean;
}) {
  const navigate = useNavigate();
  const guestEmail = storage.get('guestEmail');
  const planPath = paths.datePlan.href(planId);
  const signUpToView = () => {
    storage.set('authRedirectUrl', planPath);
    void navigate(paths.signUp, { state: { from: { pathname: planPath } } });
  };
  const signInToView = () => {
    storage.set('authRedirectUrl', planPath);
    void navigate(paths.signIn, { state: { returnUrl: planPath } });
  };

  return (
    <div data-testid="finished-plan" className="animate-fade-in motion-reduce:animate-none">
      {progress.title ? (
        <h2 className="font-display text-2xl font-bold text-plum-950">{progress.title}</h2>
      ) : null}
      <div className={signedIn ? '' : 'pointer-events-none blur-sm select-none'} aria-hidden={!signedIn}>
        <p className="mt-2 text-plum-700">{progress.theme}</p>
        <p className="mt-3 text-sm font-semibold text-plum-600">
          {progress.stepCount} {progress.stepCount === 1 ? 'activity' : 'activities'} ·{' '}
          {format(new Date(), 'd MMMM yyyy')}
        </p>
      </div>
      {signedIn ? (
        <Link to={planPath} className="btn-primary mt-5 w-full">
          View Your Date Plan
        </Link>
      ) : (
        <div className="mt-5 space-y-3">
          <GuestPlanPreview stepCount={progress.stepCount ?? 0} stepTitles={progress.stepTitles} />
          <GuestPlanNotice user={null} />
          {guestEmail ? <p className="text-sm text-plum-700">Sign up or sign in with {guestEmail}.</p> : null}
          <button type="button" className="btn-primary w-full" onClick={signUpToView}>
            Sign up to view your date plan
          </button>
          <button type="button" className="btn-secondary w-full" onClick={signInToView}>
            Sign in
          </button>
        </div>
      )}
    </div>
  );
}

/** The stops' pictures as they arrive; until then a tinted box of the carousel's size holds their place. */
function StopPicturesPreview({ images, alt }: { images: string[]; alt: string }) {
  if (images.length) return <ImageCarousel images={images} alt={alt} />;
  return (
    <div
      data-testid="stop-pictures-placeholder"
      aria-hidden="true"
      className="aspect-[3/2] w-full animate-pulse rounded-2xl bg-plum-100"
    />
  );
}
