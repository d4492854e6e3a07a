import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageHeading } from './page-heading';

/** An honest placeholder for a page that a later release builds; it says so instead of faking it. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-content px-4 pt-32 pb-24 sm:px-6 lg:px-8">
      <PageHeading title={title}>This page is coming soon.</PageHeading>
      <Link to={paths.home} className="btn-secondary">
        Back to the homepage
      </Link>
    </section>
  );
}
