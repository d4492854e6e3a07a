import { SHARED_PLAN_PAGE } from '@contract/web-pages';

/** Every route of the app in one place; components build links from here, never by hand. */
export const paths = {
  home: '/',
  myDates: '/my-dates',
  profile: '/profile',
  paymentVerify: '/payment/verify',
  googleCallback: '/auth/google/callback',
  generationProgress: {
    pattern: '/generation-progress/:requestId?',
    href: (requestId: string) => `/generation-progress/${encodeURIComponent(requestId)}`,
  },
  datePlan: {
    pattern: '/date-plan/:planId',
    href: (planId: string) => `/date-plan/${encodeURIComponent(planId)}`,
  },
  sharedPlan: SHARED_PLAN_PAGE,
  signUp: '/sign-up',
  signIn: '/sign-in',
  dateIdeas: '/date-ideas',
  about: '/about',
  terms: '/terms',
  pricing: '/pricing',
  planner: '/planner',
  search: {
    pattern: '/search',
    href: (query: string) => `/search?q=${encodeURIComponent(query)}`,
  },
  settings: '/settings',
  help: '/help',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyAccount: '/verify-account',
  privacy: '/privacy',
  contact: '/contact',
} as const;
