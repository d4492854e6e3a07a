import { useSearchParams } from 'react-router';
import { PlanBrowser } from '@/features/dashboard/components/plan-browser';
import { usePlanSearch } from '@/features/dashboard/use-plan-search';

/** The search box of the page; keyed by the URL's query, so Back and Forward show the words searched. */
function SearchForm({ query }: { query: string }) {
  const { text, setText, submit } = usePlanSearch(query);

  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor="search-plans" className="sr-only">
        Search date plans
      </label>
      <input
        id="search-plans"
        type="search"
        placeholder="Search date plans"
        className="field-input"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn-primary" disabled={!text.trim()}>
        Search
      </button>
    </form>
  );
}

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';

  return (
    <div className="page-width space-y-6 pt-8 pb-20">
      <h1 className="font-display text-4xl font-bold text-plum-950">Search date plans</h1>
      <SearchForm key={query} query={query} />
      {query ? (
        <>
          <p className="text-plum-700">
            Results for <strong>&ldquo;{query}&rdquo;</strong>
          </p>
          <PlanBrowser key={query} search={query} />
        </>
      ) : (
        <p className="text-plum-700">Type a few words from a plan&apos;s title, theme or your description.</p>
      )}
    </div>
  );
}
