import { format } from 'date-fns';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ImageCarousel } from '@/components/ui/image-carousel';
import { Spinner } from '@/components/ui/spinner';
import { useRotatingIndex } from '@/components/ui/use-rotating-index';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import { GuestPlanNotice } from '@/features/auth/components/guest-plan-notice';
import { previewImages } from '@/features/dashboard/plan-image';
import { FUN_FACTS, ROTATION_MS, WITTY_LINES } from '@/features/generation/fun-facts';
import { useGenerationProgress } from '@/features/generation/hooks/use-generation-progress';
import { GENERATION_TOAST_ID } from '@/features/generation/use-start-generation';
import { storage } from '@/lib/storage';

const HEADLINE_CUTOFF = 75;

export default function GenerationProgressPage() {
  const { requestId } = useParams();
  if (!requestId) return <Navigate to={paths.home} replace />;
  return <GenerationProgress planId={requestId} />;
}

function GenerationProgress({ planId }: { planId: string }) {
  const progress = useGenerationProgress(planId);
  const { status: session } = useAuth();
  const navigate = useNavigate();
  const signedIn = session === 'signed-in';
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
    <section className="mx-auto max-w-content px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <h1 className="text-center font-display text-3xl font-bold text-plum-950 sm:text-4xl">{heading}</h1>

      <div className={done ? 'mx-auto mt-10 max-w-xl' : 'mt-10 grid gap-6 lg:grid-cols-[1fr_24rem]'}>
        <div className={done ? 'hidden' : 'card p-6'}>
          {failed ? (
            <div className="space-y-4">
              <div role="alert" className="alert-error text-base">
                {progress.error}
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
          ) : (
            <>
              <div className="flex items-center justify-between gap-4">
                <p className="text-lg font-semibold text-plum-950">{done ? 'All done' : headline}</p>
                <p className="text-sm font-semibold text-brand-700">{percentage}%</p>
              </div>
              <div
                role="progressbar"
                aria-label="Plan progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percentage}
                className="mt-3 h-3 overflow-hidden rounded-full bg-plum-100"
              >
                <div
                  className="h-full rounded-full bg-gradient-to-r from-brand-500 to-plum-500 transition-[width] duration-500"
                  style={{ width: `${percentage}%` }}
                />
              </div>
            </>
          )}

          {!done ? (
            <section aria-labelledby="thought-heading" className="mt-8">
              <h2
                id="thought-heading"
                className="text-sm font-semibold tracking-wide text-plum-600 uppercase"
              >
                AI Thought Process
              </h2>
              <ol className="mt-3 space-y-2" aria-live="polite">
                {progress.status === 'connecting' && progress.log.length === 0 ? (
                  <li className="flex items-center gap-3 text-plum-600">
                    <Spinner label="Connecting" className="h-4 w-4" /> Connecting to the planner...
                  </li>
                ) : null}
                {progress.log.map((entry, index) => {
                  const last = index === progress.log.length - 1;
                  const finished = entry.stage === 'completed' || !last || done;
                  return (
                    <li
                      key={`${entry.stage}:${entry.message}`}
                      className="flex items-start gap-3 text-plum-800"
                    >
                      {failed && last ? (
                        <span
                          aria-label="Stopped"
                          className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-200"
                        >
                          ✕
                        </span>
                      ) : finished ? (
                        <span
                          aria-label="Done"
                          className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-200"
                        >
                          ✓
                        </span>
                      ) : (
                        <Spinner label="Working" className="mt-0.5 h-5 w-5 shrink-0" />
                      )}
                      <span>
                        <span className="mr-2 rounded-full bg-plum-50 px-2 py-0.5 text-xs font-semibold text-plum-600 capitalize">
                          {entry.stage}
                        </span>
                        {entry.message}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </section>
          ) : null}
        </div>

        <aside className="card overflow-hidden">
          {done ? (
            <div className="p-4">
              <ImageCarousel images={images} alt={imageAlt} />
              <h2 className="mt-4 font-display text-2xl font-bold text-plum-950">{progress.title}</h2>
              <div
                className={signedIn ? '' : 'pointer-events-none blur-sm select-none'}
                aria-hidden={!signedIn}
              >
                <p className="mt-2 text-plum-700">{progress.theme}</p>
                <p className="mt-3 text-sm font-semibold text-plum-600">
                  {progress.stepCount} {progress.stepCount === 1 ? 'activity' : 'activities'} ·{' '}
                  {format(new Date(), 'd MMMM yyyy')}
                </p>
              </div>
              <div className="mt-5">
                {signedIn ? (
                  <Link to={paths.datePlan.href(planId)} className="btn-primary w-full">
                    View Your Date Plan
                  </Link>
                ) : (
                  <div className="space-y-3">
                    <GuestPlanNotice user={null} />
                    {guestEmail ? (
                      <p className="text-sm text-plum-700">Sign up or sign in with {guestEmail}.</p>
                    ) : null}
                    <button type="button" className="btn-primary w-full" onClick={signUpToView}>
                      Sign up to view your date plan
                    </button>
                    <button type="button" className="btn-secondary w-full" onClick={signInToView}>
                      Sign in
                    </button>
                  </div>
                )}
              </div>
            </div>
          ) : (
            <div className="p-6">
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
              {progress.title ? (
                <div className="mt-6 rounded-xl bg-plum-50 p-4">
                  <p className="text-xs font-semibold text-plum-600 uppercase">Taking shape</p>
                  <p className="mt-1 font-semibold text-plum-950">{progress.title}</p>
                </div>
              ) : null}
            </div>
          )}
        </aside>
      </div>
    </section>
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
