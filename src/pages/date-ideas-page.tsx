import { useState } from 'react';
import {
  DATE_IDEAS,
  filterIdeas,
  IDEA_TAGS,
  type IdeaFilters,
  type IdeaTag,
} from '@/features/marketing/date-ideas';
import { NewPlanDialog } from '@/features/generation/components/new-plan-dialog';
import { Illustration } from '@/components/ui/illustration';

const NO_FILTERS: IdeaFilters = { category: 'All', budget: 'All', tags: [] };

function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-plum-700">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${value === option ? 'bg-brand-600 text-white' : 'bg-surface text-plum-700 hover:bg-plum-50'}`}
          >
            {option}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export default function DateIdeasPage() {
  const [filters, setFilters] = useState<IdeaFilters>(NO_FILTERS);
  const [planning, setPlanning] = useState<string | null>(null);
  const ideas = filterIdeas(DATE_IDEAS, filters);
  const toggleTag = (tag: IdeaTag) =>
    setFilters((current) => ({
      ...current,
      tags: current.tags.includes(tag) ? current.tags.filter((item) => item !== tag) : [...current.tags, tag],
    }));

  return (
    <div className="page-width pt-32 pb-24">
      <h1 className="font-display text-4xl font-bold text-plum-950">Explore Date Ideas</h1>
      <p className="mt-3 text-plum-700">
        Six ideas to start from. Pick one and we&apos;ll plan it around you.
      </p>

      <div className="card mt-8 space-y-5 p-5">
        <Choice
          label="Category"
          options={['All', 'Indoor', 'Outdoor'] as const}
          value={filters.category}
          onChange={(category) => setFilters((current) => ({ ...current, category }))}
        />
        <Choice
          label="Budget"
          options={['All', 'Budget', 'Moderate', 'Luxury'] as const}
          value={filters.budget}
          onChange={(budget) => setFilters((current) => ({ ...current, budget }))}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-plum-700">Tags</legend>
          <div className="flex flex-wrap gap-2">
            {IDEA_TAGS.map((tag) => (
              <button
                key={tag}
                type="button"
                aria-pressed={filters.tags.includes(tag)}
                onClick={() => toggleTag(tag)}
                className={`rounded-full border px-3 py-1 text-sm ${filters.tags.includes(tag) ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-plum-200 text-plum-700'}`}
              >
                {tag}
              </button>
            ))}
          </div>
        </fieldset>
      </div>

      {ideas.length === 0 ? (
        <div className="card mt-8 p-10 text-center">
          <p className="text-lg font-semibold text-plum-900">No date ideas match these filters.</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </button>
        </div>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ideas.map((idea) => (
            <article key={idea.id} className="card overflow-hidden">
              <Illustration src={idea.imageUrl} alt="" className="aspect-[3/2] w-full object-cover" />
              <div className="p-5">
                <h2 className="font-display text-xl font-bold text-plum-950">{idea.title}</h2>
                <p className="mt-2 text-sm text-plum-700">{idea.description}</p>
                <p className="mt-3 text-xs font-semibold text-plum-600">
                  {idea.category} · {idea.budget}
                </p>
                <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Tags">
                  {idea.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-plum-50 px-2 py-0.5 text-xs text-plum-700">
                      {tag}
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className="btn-primary mt-4 w-full"
                  onClick={() => setPlanning(`${idea.title}: ${idea.description}`)}
                >
                  Plan this date
                </button>
              </div>
            </article>
          ))}
        </div>
      )}
      {planning ? (
        <NewPlanDialog key={planning} open initialDescription={planning} onClose={() => setPlanning(null)} />
      ) : null}
    </div>
  );
}
