import qrcode from 'qrcode-generator';
import type { PlanDetail } from '@contract/date-plans';
import { PRODUCT_NAME } from '@/config/env';
import { paths } from '@contract/web-pages';
import { usePrintReady } from '@/lib/use-print-ready';
import { planLabels } from '@contract/plan-labels';

/** Blank modules around the code: scanners need a light border to find the finder patterns. */
const QUIET_ZONE = 2;

/** The link a printed page should lead to: the share link when the plan is shared, else this page. */
export function printedPlanLink(plan: PlanDetail, origin: string, currentUrl: string): string {
  return plan.is_shareable && plan.share_token
    ? `${origin}${paths.sharedPlan.href(plan.share_token)}`
    : currentUrl;
}

/** One path of unit squares, so React draws the code itself (no injected markup). */
function qrPath(text: string) {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, viewSize: size + QUIET_ZONE * 2 };
}

/**
 * Drawn once the page is on screen or a print starts: making the code (eight masks tried on every
 * module) is tens of milliseconds of a phone's main thread that the plan's first paint waited for.
 */
function QrCode({ text }: { text: string }) {
  const ready = usePrintReady();
  if (!ready) return <div className="h-24 w-24" />;
  return <DrawnQrCode text={text} />;
}

function DrawnQrCode({ text }: { text: string }) {
  const { path, viewSize } = qrPath(text);
  return (
    <svg
      viewBox={`0 0 ${viewSize} ${viewSize}`}
      className="h-24 w-24"
      role="img"
      aria-label="QR code of the plan link"
      shapeRendering="crispEdges"
    >
      <rect width={viewSize} height={viewSize} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * The letterhead of a printed plan: what it is and a QR code to reopen it on a phone. The day, like the
 * duration and budget, is printed once, in the plan's facts under the title.
 */
export function PrintSummary({ plan }: { plan: PlanDetail }) {
  const link = printedPlanLink(plan, window.location.origin, window.location.href);
  const title = plan.plan_data?.date_title || plan.title;
  const labels = planLabels(plan.plan_data?.language);
  return (
    <section className="print-summary hidden print:block" aria-label={labels.printedSummary}>
      <div className="flex items-start justify-between gap-6 border-b border-plum-200 pb-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide uppercase">
            {PRODUCT_NAME} · {title}
          </p>
          <p className="mt-2 text-xs break-all text-plum-600">{link}</p>
        </div>
        <figure className="flex w-28 shrink-0 flex-col items-center text-center">
          <QrCode text={link} />
          <figcaption className="mt-1 text-[0.65rem] leading-tight text-plum-600">
            {labels.scanToOpen}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
