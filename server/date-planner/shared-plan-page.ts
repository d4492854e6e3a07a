import type { PlanDetail } from '@contract/date-plans';
import { jsonDataElement } from '@contract/embedded-data';
import { isOwnImagePath } from '@contract/theme-images';
import { escapeHtml } from '@contract/html-markup';
import { sharedPlanMarkup } from '@contract/shared-plan-markup';
import { SHARED_PLAN_DATA_ELEMENT_ID, SHARED_PLAN_FRAME_SLOT } from '@contract/web-pages';

const DESCRIPTION_LIMIT = 200;
const FALLBACK_IMAGE = '/images/themes/romantic.svg';

const clip = (text: string) =>
  text.length <= DESCRIPTION_LIMIT ? text : `${text.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;

/** Replaces the content of the `<meta>` whose key attribute is `key`, or adds one before </head>. */
function setMeta(html: string, attribute: 'name' | 'property', key: string, content: string) {
  const tag = `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const existing = new RegExp(`<meta\\s+${attribute}="${key}"\\s+content="[^"]*"\\s*/?>`);
  return existing.test(html)
    ? html.replace(existing, () => tag)
    : html.replace('</head>', () => `${tag}</head>`);
}

export interface SharedPlanPageInput {
  plan: PlanDetail;
  shareToken: string;
  /** The page's own absolute address, and the site's origin for absolute image links. */
  pageUrl: string;
  site: string;
}

/**
 * The page for one shared plan, from the build's frame (or the app's index.html): its own title,
 * description and Open Graph tags (so a share link shows a preview in chat apps), the whole plan drawn
 * in the frame, readable before (or without) any JavaScript, and the plan's data, so the app that
 * takes the page over needs no request.
 */
export function sharedPlanPage(page: string, { plan, shareToken, pageUrl, site }: SharedPlanPageInput) {
  const title = `${plan.title} · Datecraft`;
  const description = clip(
    plan.plan_data?.overall_theme_description || 'A date plan made with Datecraft, shared with you.',
  );
  // Only the site's own pictures: a plan's stored link is never trusted to point elsewhere.
  const planData = plan.plan_data;
  const cover =
    planData?.cover_image_url && isOwnImagePath(planData.cover_image_url) ? planData.cover_image_url : null;
  const picture = cover ?? planData?.steps[0]?.image_urls.find(isOwnImagePath) ?? FALLBACK_IMAGE;
  const image = `${site}${picture}`;
  // A function replacement: a plan's text holding `$&` must not be read as a pattern.
  let html = page
    .replace(SHARED_PLAN_FRAME_SLOT, () => sharedPlanMarkup(plan, pageUrl))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  html = setMeta(html, 'name', 'description', description);
  html = setMeta(html, 'property', 'og:title', plan.title);
  html = setMeta(html, 'property', 'og:description', description);
  html = setMeta(html, 'property', 'og:type', 'article');
  html = setMeta(html, 'property', 'og:url', pageUrl);
  html = setMeta(html, 'property', 'og:image', image);
  const data = jsonDataElement(SHARED_PLAN_DATA_ELEMENT_ID, { share_token: shareToken, plan });
  return html.replace('</head>', () => `${data}</head>`);
}
