import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planLabels } from '@contract/plan-labels';
import { planFixture } from '@/testing/plan-fixtures';
import { planDateLabel } from '@contract/plan-date';
import { PlanFacts } from './plan-facts';
import { RouteMapCard } from './route-map-card';
import { StepDetails } from './step-details';
import { StepTimeline } from './step-timeline';

const fixture = planFixture();
const steps = fixture.plan_data!.steps;

describe('labels in the plan’s language', () => {
  it('heads a Spanish plan’s steps and facts in Spanish', () => {
    const labels = planLabels('es');
    render(
      <StepTimeline steps={[{ ...steps[0]!, end_time: '21:00' }]} labels={labels} onSelect={() => {}} />,
    );
    expect(screen.getByText(/^Paso 1 ·/)).toBeInTheDocument();
    expect(screen.getByText('Hasta las 21:00')).toBeInTheDocument();
  });

  it('names a German stop’s details in German, the way of travelling included', () => {
    render(
      <StepDetails
        step={{ ...steps[0]!, estimated_travel_time: '15 min', transport_mode: 'walk' }}
        labels={planLabels('de')}
      />,
    );
    for (const label of ['Anfahrt', 'Zeit vor Ort', 'Preis pro Person', 'Reservierung', 'Tipp'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('15 min zu Fuß')).toBeInTheDocument();
  });

  it('labels the facts of a French plan in French and an older plan in English', () => {
    const french = { ...fixture, plan_data: { ...fixture.plan_data!, language: 'fr' } };
    const { unmount } = render(<PlanFacts plan={french} />);
    for (const label of ['Date', 'Durée', 'Budget', 'Étapes'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(`${steps.length} étapes`)).toBeInTheDocument();
    unmount();
    render(<PlanFacts plan={fixture} />);
    expect(screen.getByText('Duration')).toBeInTheDocument();
  });

  it('draws a German plan’s route card in German: heading, map links and the live-map button', () => {
    render(<RouteMapCard steps={steps} labels={planLabels('de')} />);
    expect(screen.getByRole('heading', { name: 'Eure Route' })).toBeInTheDocument();
    expect(screen.getAllByText('In Google Maps öffnen')).toHaveLength(steps.length);
    expect(screen.getByRole('button', { name: 'Live-Karte zeigen' })).toBeInTheDocument();
    expect(screen.queryByText(/Your route|Open in Google Maps|Show live map/)).toBeNull();
  });

  it('offers an Italian stop’s details and map in Italian', () => {
    render(<StepTimeline steps={[steps[0]!]} labels={planLabels('it')} onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'Dettagli e mappa' })).toBeInTheDocument();
  });

  it('offers the owner of a Portuguese plan to swap a stop in Portuguese', () => {
    const step = steps[0]!;
    render(<StepTimeline steps={[step]} labels={planLabels('pt')} onSelect={() => {}} onSwap={() => {}} />);
    const swap = screen.getByRole('button', { name: `Trocar esta parada: ${step.step_title}` });
    expect(swap).toHaveTextContent('Trocar esta parada');
    expect(screen.queryByText(/Swap this stop/)).toBeNull();
  });

  it('writes the plan’s day, or that it has none, in the plan’s language', () => {
    expect(planDateLabel('2026-11-28', planLabels('de'))).toBe('Samstag, 28. November 2026');
    expect(planDateLabel('2026-11-28', planLabels('es'))).toMatch(/^sábado, 28 de noviembre de 2026$/);
    expect(planDateLabel(null, planLabels('pt'))).toBe('Ainda sem data');
    expect(planDateLabel('2026-11-28')).toBe('Saturday 28 November 2026');
    expect(planDateLabel(null)).toBe('Not scheduled yet');
  });

  it('words the plan page’s own buttons in the plan’s language and keeps the English ones for English', () => {
    const de = planLabels('de');
    expect([de.startLiveMode, de.addToCalendar, de.viewDetailsAbout('Café Hawelka')]).toEqual([
      'Live-Modus starten',
      'Zum Kalender hinzufügen',
      'Details zu Café Hawelka',
    ]);
    const en = planLabels('en');
    expect([en.startLiveMode, en.addToCalendar, en.viewDetailsAbout('Dinner'), en.ownDateHeading]).toEqual([
      'Start live mode',
      'Add to calendar',
      'View Details about Dinner',
      'Plan a date of your own',
    ]);
  });
});
