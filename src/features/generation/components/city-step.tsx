import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { getPlaces } from '../api/get-places';
import { StepActions } from './step-actions';

interface CityStepProps {
  submitting: boolean;
  submitLabel: string;
  onSubmit: (city: string) => void;
  onBack?: () => void;
}

const SHOWN = 5;

/** "Where will you be?": a city for a description that names none, from the planner's own cities. */
export function CityStep({ submitting, submitLabel, onSubmit, onBack }: CityStepProps) {
  const [city, setCity] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const typed = city.trim();
  const suggestions = useQuery({
    queryKey: ['places', typed],
    queryFn: () => getPlaces({ q: typed }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const offered = (suggestions.data?.places ?? [])
    .filter((place) => place.name.toLowerCase() !== typed.toLowerCase())
    .slice(0, SHOWN);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed) {
      setError('Please tell us the city.');
      return;
    }
    onSubmit(typed);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-plum-700">Your description doesn&apos;t say where. We&apos;ll plan it there.</p>
      <div>
        <label htmlFor={`${id}-city`} className="field-label">
          City
        </label>
        <input
          id={`${id}-city`}
          className="field-input"
          autoComplete="address-level2"
          placeholder="Lisbon"
          value={city}
          onChange={(event) => {
            setCity(event.target.value);
            setError(null);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        {offered.length ? (
          <ul aria-label="Suggested cities" className="mt-3 flex flex-wrap gap-2">
            {offered.map((place) => (
              <li key={place.name}>
                <button
                  type="button"
                  className="min-h-11 rounded-full border border-plum-200 bg-surface px-4 text-sm font-medium text-plum-800 hover:border-brand-400 hover:text-brand-700"
                  onClick={() => {
                    setCity(place.name);
                    setError(null);
                  }}
                >
                  {place.label}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <StepActions submitting={submitting} submitLabel={submitLabel} onBack={onBack} />
    </form>
  );
}
