import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planLabels } from '@contract/plan-labels';
import { sharedPlanMarkup } from '@contract/shared-plan-markup';
import { planFixture } from '@/testing/plan-fixtures';
import { PlanHero } from './plan-hero';
import { MemoryRouter } from 'react-router';

const fixture = planFixture();
const sharedIn = (language: string) => ({
  ...fixture,
  is_shareable: true,
  share_token: 'tok123',
  plan_data: { ...fixture.plan_data!, language },
});
const ENGLISH = /Shared Date Plan|Planned with|Scan to open|Printed summary|Plan actions|Details about/;

describe('a shared plan’s page in the plan’s language', () => {
  it.each([
    ['es', 'Plan de cita compartido', 'Planeado con Datecraft', 'Plan alternativo'],
    ['fr', 'Rendez-vous partagé', 'Préparé avec Datecraft', 'Plan de secours'],
    ['de', 'Geteilter Date-Plan', 'Geplant mit Datecraft', 'Plan B'],
    ['it', 'Appuntamento condiviso', 'Organizzato con Datecraft', 'Piano alternativo'],
  ])('heads a %s plan in its language, print heading included', (language, heading, brand, backup) => {
    const page = sharedPlanMarkup(sharedIn(language), 'https://example.test/p/tok123');
    expect(page).toContain(heading);
    expect(page).toContain(brand);
    // Print shows the screen's heading (data-heading), so both say "Plan alternativo".
    expect(page).toContain(`data-heading="${backup}"`);
    expect(page).not.toMatch(ENGLISH);
  });

  it('keeps an English plan’s words, and prints "Alternative Plan" as the screen says it', () => {
    const page = sharedPlanMarkup(sharedIn('en'), 'https://example.test/p/tok123');
    expect(page).toContain('Shared Date Plan');
    expect(page).toContain('Planned with Datecraft');
    expect(page).toContain('data-heading="Alternative Plan"');
  });

  it('draws the app’s cover of a Portuguese plan in Portuguese', () => {
    render(
      <MemoryRouter>
        <PlanHero
          mode="shared"
          title="Jantar"
          theme=""
          labels={planLabels('pt')}
          facts={null}
          actions={null}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Plano de encontro partilhado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Planeado com o Datecraft/ })).toBeInTheDocument();
  });
});
